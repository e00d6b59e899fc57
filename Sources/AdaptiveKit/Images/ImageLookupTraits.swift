import Foundation

/// The rules every image and colour look-up shares: completing a request from the environment,
/// ranking scales, and measuring how specific a trait collection is.
enum ImageLookupTraits {
    /// The request completed from the environment: every trait the request leaves unspecified is
    /// taken from `UITraitCollection.current`, and a display scale still missing becomes 1.
    ///
    /// This is UIKit's "a look-up without a scale or an idiom takes those of the environment",
    /// applied to every trait. The idiom stays unspecified when the environment has none, and
    /// then only idiom-less variants (catalog `universal` slots) match.
    static func completed(_ request: UITraitCollection?) -> UITraitCollection {
        let current = UITraitCollection.current
        var combined = UITraitCollection(traitsFrom: [current, request ?? UITraitCollection()])
        if combined.displayScale == 0 {
            combined = combined.modifyingTraits { $0.displayScale = 1 }
        }
        return combined
    }

    /// The traits of a registration: a missing display scale becomes 1 (UIKit's rule).
    static func registration(_ traits: UITraitCollection) -> UITraitCollection {
        traits.displayScale == 0 ? traits.modifyingTraits { $0.displayScale = 1 } : traits
    }

    /// The traits without the display scale (scale is matched separately, by nearness).
    static func withoutScale(_ traits: UITraitCollection) -> UITraitCollection {
        traits.displayScale == 0 ? traits : traits.modifyingTraits { $0.displayScale = 0 }
    }

    /// How well an available scale serves a wanted one; smaller is better.
    ///
    /// Order: the exact scale; then a single-scale variant (`nil`: a vector slot drawn at any
    /// scale); then the nearest higher scale, ascending; then the nearest lower, descending.
    static func scaleRank(_ available: CGFloat?, wanted: CGFloat) -> (Int, CGFloat) {
        guard let available else { return (1, 0) }
        if available == wanted { return (0, 0) }
        if available > wanted { return (2, available - wanted) }
        return (3, wanted - available)
    }

    /// Compares two scale ranks.
    static func isBetter(_ lhs: (Int, CGFloat), than rhs: (Int, CGFloat)) -> Bool {
        lhs.0 != rhs.0 ? lhs.0 < rhs.0 : lhs.1 < rhs.1
    }

    /// How specific a trait collection is, display scale excluded: the number of traits it
    /// specifies, and whether it specifies each trait of the fixed priority order (idiom,
    /// horizontal size class, vertical size class, style, contrast, gamut, layout direction).
    struct Specificity: Comparable {
        var count: Int
        var flags: [Bool]

        init(_ traits: UITraitCollection) {
            let system = traits.values.system
            let priority = [
                system.userInterfaceIdiom != .unspecified,
                system.horizontalSizeClass != .unspecified,
                system.verticalSizeClass != .unspecified,
                system.userInterfaceStyle != .unspecified,
                system.accessibilityContrast != .unspecified,
                system.displayGamut != .unspecified,
                system.layoutDirection != .unspecified,
            ]
            let others = [
                system.preferredContentSizeCategory != .unspecified,
                system.forceTouchCapability != .unknown,
                system.userInterfaceLevel != .unspecified,
                system.legibilityWeight != .unspecified,
                system.activeAppearance != .unspecified,
            ]
            count = (priority + others).filter { $0 }.count + traits.values.custom.count
            flags = priority
        }

        /// `lhs < rhs` when `lhs` is less specific.
        static func < (lhs: Specificity, rhs: Specificity) -> Bool {
            if lhs.count != rhs.count { return lhs.count < rhs.count }
            for (left, right) in zip(lhs.flags, rhs.flags) where left != right {
                return !left
            }
            return false
        }
    }
}
