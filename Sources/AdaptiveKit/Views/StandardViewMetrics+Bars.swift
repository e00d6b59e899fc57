import Foundation

/// The bars' heights and tab item layouts for a trait collection.
///
/// UIKit shortens its bars on a phone in compact height when the width is compact too (every
/// iPhone in landscape except the regular-width Plus, Max, XR/11-class ones): the navigation bar
/// and the toolbar are 32 points instead of 44, the tab bar 32 instead of 49 with each item's
/// title beside its image. Regular-width phones in landscape keep 44-point bars and a 49-point
/// tab bar with the title beside the image, as iPads do.
///
/// What this rests on (`../shared/reference` has no bar heights; these are public observations):
/// - 32 pt bars in compact height: ResearchKit #231 ("the standard navigation bar goes from 44
///   points in portrait to 32 points in landscape … compact vertical size class"), eggswift
///   ESTabBarController #88 (iOS 11: the landscape iPhone tab bar is 32 high, title and image side
///   by side);
/// - regular-width phones keep 44 / 49: romaonthego REMenu #109 (iPhone 6 Plus landscape: the
///   navigation bar is 44 "like on iPad"), microsoft/fluentui-apple #1727 (iOS 16: "small" phones
///   show a 32 pt bar in landscape, the 14 Pro Max does not), flutter #39258 (iOS 13 simulators:
///   the tab bar is 49 on the 8 Plus and 48 + 22 on the XR in landscape, items laid out
///   horizontally with 13 pt titles, as on iPads; stacked with 10 pt titles in portrait);
/// - the toolbar follows the navigation bar (UIKit gives both the same compact metrics); its
///   regular-width landscape height is not documented and keeps the portrait rule.
extension StandardViewMetrics {
    /// `UINavigationBar` and `UIToolbar` in compact height on a compact-width phone: 32.
    public static let compactBarHeight: CGFloat = 32
    /// The area a navigation bar adds below its 44 points for a large title (iOS 11+: a 96-point
    /// bar), and the large title's font size (bold, the `largeTitle` text style at the default
    /// size). Not shown in compact height (UIKit shows inline titles in landscape phones).
    public static let largeTitleAreaHeight: CGFloat = 52
    /// The area below a navigation bar's title (and large title) where a navigation item's search
    /// controller's search bar shows (iOS 11): 52 points, as screenshots of iOS 13–17 show it
    /// (UIKit publishes no number).
    public static let navigationSearchAreaHeight: CGFloat = 52
    public static let largeTitleFontSize: CGFloat = 34
    /// A popover's arrow: 13 points deep, 37 points wide at its base (the system popover
    /// background's `arrowHeight()` and `arrowBase()`); the popover's body is placed the arrow's
    /// depth away from its anchor.
    public static let popoverArrowHeight: CGFloat = 13
    public static let popoverArrowBase: CGFloat = 37
    /// `UITabBar` in compact height on a compact-width phone (iOS 11 and later): 32.
    public static let compactTabBarHeight: CGFloat = 32
    /// `UITabBar` items: the title font, stacked under the image (10 pt medium).
    public static let tabBarStackedTitleFontSize: CGFloat = 10
    /// `UITabBar` items: the title font, beside the image (13 pt medium).
    public static let tabBarInlineTitleFontSize: CGFloat = 13

    /// Centred `UITabBar` items (`itemPositioning` `.centered`, or `.automatic` in regular width):
    /// the system-defined spacing between items (`itemSpacing` 0), 34 points.
    ///
    /// UIKit does not publish its centred metrics. The one public measurement found is of an iPad
    /// tab bar controller in portrait on iOS 4 and 5 (Cory Wiles, "UITabBarController Subview
    /// Gotcha", blog.corywiles.com, 2011): four item buttons 76 points wide at x = 181, 291, 401,
    /// 511 of 768, that is 34 points apart and centred (181 + 76 … 511 + 76 = 587, 384 ± 203).
    /// No measurement of iOS 12 and later's inline items (title beside the image) was found, so
    /// the spacing is kept and the width grows with the inline content (below).
    public static let tabBarCenteredItemSpacing: CGFloat = 34
    /// Centred `UITabBar` items: the narrowest system-defined item width, 76 points (the measured
    /// width of the classic iPad items, see ``tabBarCenteredItemSpacing``).
    public static let tabBarCenteredItemMinimumWidth: CGFloat = 76
    /// Centred `UITabBar` items: the space the system-defined width leaves on each side of the
    /// widest item's image and title, 8 points (a choice: inline content keeps clear of the
    /// item's edges as bar button items keep 8 points between them).
    public static let tabBarCenteredItemPadding: CGFloat = 8

    /// Whether bars take their compact heights: a phone (or an unspecified idiom) whose vertical
    /// and horizontal size classes are both compact.
    public static func usesCompactBars(_ traits: UITraitCollection) -> Bool {
        traits.userInterfaceIdiom != .pad && traits.verticalSizeClass == .compact && traits.horizontalSizeClass == .compact
    }

    /// The navigation bar's height (without large titles or prompts): 32 in compact bars, else 44.
    public static func navigationBarHeight(for traits: UITraitCollection) -> CGFloat {
        usesCompactBars(traits) ? compactBarHeight : navigationBarHeight
    }

    /// A toolbar's height: 32 in compact bars, 49 above a home indicator, 44 otherwise.
    ///
    /// - Parameter aboveHomeIndicator: Whether the bar sits on the home indicator's safe-area inset
    ///   (a navigation controller's toolbar on a phone with a home indicator).
    public static func toolbarHeight(for traits: UITraitCollection, aboveHomeIndicator: Bool = false) -> CGFloat {
        if usesCompactBars(traits) { return compactBarHeight }
        return aboveHomeIndicator ? 49 : toolbarHeight
    }

    /// The tab bar's height above its bottom safe-area inset: 32 in compact bars, else 49.
    public static func tabBarHeight(for traits: UITraitCollection) -> CGFloat {
        usesCompactBars(traits) ? compactTabBarHeight : tabBarHeight
    }
}
