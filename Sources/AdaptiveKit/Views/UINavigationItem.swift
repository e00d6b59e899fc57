import Foundation

/// What a navigation bar shows for one view controller: a title (or title view) and the
/// buttons on each side.
@MainActor
open class UINavigationItem: NSObject {
    /// An item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() {
        super.init()
    }

    /// The title in the middle of the bar.
    open var title: String?
    /// A view shown instead of the title.
    open var titleView: UIView?
    /// The title of the back button that leads back to this item (iOS 11).
    open var backButtonTitle: String?
    /// The button that leads back to this item.
    open var backBarButtonItem: UIBarButtonItem?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// Whether the left items go after the back button rather than replacing it.
    open var leftItemsSupplementBackButton = false
    /// Text above the title. Stored, but does not change the bar's height (an iOS 6-era
    /// feature; see docs/standard-views.md).
    open var prompt: String?
    /// Whether the item's title shows large when the bar prefers large titles: `.automatic` as the
    /// item below it in the stack (the bottom item: large), `.always`, `.never`.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The search controller whose search bar shows in the navigation bar below the title while
    /// this item is on top (iOS 11): the bar is ``UINavigationBar/searchAreaHeight`` taller.
    open var searchController: UISearchController? {
        didSet { if oldValue !== searchController { layoutDidChange?() } }
    }
    /// Whether the search bar hides as the content scrolls (recorded; it shows).
    open var hidesSearchBarWhenScrolling = true
    /// Tells the bar showing the item that its height changed.
    var layoutDidChange: (() -> Void)?
    /// While this item is on top, the navigation bar's appearance (iOS 13; `nil`: the bar's).
    open var standardAppearance: UINavigationBarAppearance?
    /// While this item is on top, the bar's appearance in compact heights.
    open var compactAppearance: UINavigationBarAppearance?
    /// While this item is on top, the bar's appearance at the scroll edge.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// While this item is on top, the bar's scroll-edge appearance in compact heights (iOS 15).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// The buttons on the left, leading first.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The buttons on the right, trailing first (UIKit's order).
    open var rightBarButtonItems: [UIBarButtonItem]?

    /// The first left button.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right button.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}

extension UINavigationItem {
    /// When the large title shows.
    public enum LargeTitleDisplayMode: Int, Sendable, CaseIterable {
        case automatic = 0, always, never, inline
    }
}
