import AdaptiveKit
import Foundation

/// A document's `<splitViewController>`: which style it is and the attributes it sets.
///
/// Style: `style="doubleColumn"` / `style="tripleColumn"` when written; Xcode 12 and later write
/// `allowDoubleColumnStyle="YES"` for a column-style split view (the corpus's 078 NetNewsWire and
/// 121 Habitica documents), and a `supplementaryViewController` relationship exists only in a
/// triple-column one, so it is triple column with that relationship and double column without.
/// A split view with neither (Xcode 11 and earlier, or "Unspecified") is classic, unless it has a
/// `supplementaryViewController` or `compactViewController` relationship, which only column
/// styles have.
///
/// Attributes: `preferredDisplayMode` (`beside` is the value seen, for `oneBesideSecondary`; the
/// Swift case names and the iOS 8 names are accepted too, and `secondaryOnly`, `over`, `twoBeside`,
/// `twoOver`, `twoDisplace` by analogy), `behavior` (`tile`, `overlay`, `displace`),
/// `minimumPrimaryColumnWidth`, `maximumPrimaryColumnWidth`, `preferredPrimaryColumnWidthFraction`,
/// `preferredSupplementaryColumnWidthFraction`, `presentsWithGesture`. `primaryBackgroundStyle`
/// changes nothing AdaptiveKit draws.
enum IBSplitView {
    static func style(of object: IBObject) -> UISplitViewController.Style {
        let relationships = Set(object.segues.filter { $0.segueKind == .relationship }.compactMap(\.relationship))
        switch object.attribute("style") {
        case "doubleColumn": return .doubleColumn
        case "tripleColumn": return .tripleColumn
        default: break
        }
        if relationships.contains(.supplementaryViewController) { return .tripleColumn }
        if object.attribute("allowDoubleColumnStyle") == "YES" || relationships.contains(.compactViewController) {
            return .doubleColumn
        }
        return .unspecified
    }

    /// The split view controller of the object's style.
    @MainActor
    static func make(_ object: IBObject) -> UISplitViewController {
        let style = style(of: object)
        return style == .unspecified ? UISplitViewController(nibName: nil, bundle: nil) : UISplitViewController(style: style)
    }

    static func displayMode(named name: String) -> UISplitViewController.DisplayMode? {
        switch name {
        case "automatic": return .automatic
        case "secondaryOnly", "primaryHidden": return .secondaryOnly
        case "beside", "oneBesideSecondary", "allVisible": return .oneBesideSecondary
        case "over", "oneOverSecondary", "primaryOverlay": return .oneOverSecondary
        case "twoBeside", "twoBesideSecondary": return .twoBesideSecondary
        case "twoOver", "twoOverSecondary": return .twoOverSecondary
        case "twoDisplace", "twoDisplaceSecondary": return .twoDisplaceSecondary
        default: return nil
        }
    }

    /// Applies the document's split view attributes.
    @MainActor
    static func configure(_ split: UISplitViewController, from object: IBObject) {
        if let mode = object.attribute("preferredDisplayMode").flatMap(displayMode(named:)) { split.preferredDisplayMode = mode }
        switch object.attribute("behavior") {
        case "tile": split.preferredSplitBehavior = .tile
        case "overlay": split.preferredSplitBehavior = .overlay
        case "displace": split.preferredSplitBehavior = .displace
        default: break
        }
        func number(_ name: String) -> CGFloat? { object.attribute(name).flatMap(Double.init).map { CGFloat($0) } }
        if let value = number("minimumPrimaryColumnWidth") { split.minimumPrimaryColumnWidth = value }
        if let value = number("maximumPrimaryColumnWidth") { split.maximumPrimaryColumnWidth = value }
        if let value = number("preferredPrimaryColumnWidthFraction") { split.preferredPrimaryColumnWidthFraction = value }
        if let value = number("preferredSupplementaryColumnWidthFraction") { split.preferredSupplementaryColumnWidthFraction = value }
        if let value = object.attribute("presentsWithGesture") { split.presentsWithGesture = value == "YES" }
    }
}
