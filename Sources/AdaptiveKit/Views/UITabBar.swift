import Foundation

/// The bar of tabs at the bottom of a tab bar interface.
///
/// Its intrinsic height is 49 plus its own bottom safe-area inset: 49 where it does not reach
/// into the unsafe area, 83 when pinned to the bottom edge of a notched iPhone in portrait (the
/// home indicator's 34 points), as UIKit's tab bar grows. The items share the width equally
/// (``frameForItem(at:)``); iPad's centred positioning is not modelled.
@MainActor
open class UITabBar: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// The items, leading first.
    open var items: [UITabBarItem]? {
        didSet {
            nonAppearanceSetter("items")
            if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
            setNeedsLayout()
        }
    }

    /// Replaces the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }

    /// The selected item (one of ``items``).
    open var selectedItem: UITabBarItem?

    private var storedBarTintColor: UIColor?
    /// The bar's background colour. An appearance property.
    open var barTintColor: UIColor? {
        get { storedBarTintColor }
        set {
            appearanceSetter(\UITabBar.barTintColor, "barTintColor", newValue)
            storedBarTintColor = newValue
        }
    }

    private var storedUnselectedItemTintColor: UIColor?
    /// The colour of unselected items (iOS 10). An appearance property.
    open var unselectedItemTintColor: UIColor? {
        get { storedUnselectedItemTintColor }
        set {
            appearanceSetter(\UITabBar.unselectedItemTintColor, "unselectedItemTintColor", newValue)
            storedUnselectedItemTintColor = newValue
        }
    }

    private var storedBarStyle: UIBarStyle = .default
    /// The bar's style. An appearance property.
    open var barStyle: UIBarStyle {
        get { storedBarStyle }
        set {
            appearanceSetter(\UITabBar.barStyle, "barStyle", newValue)
            storedBarStyle = newValue
        }
    }

    /// Whether the bar is translucent.
    open var isTranslucent = true

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: StandardViewMetrics.tabBarHeight + layoutState.safeAreaInsets.bottom)
    }

    /// Set when the safe area changed during a solve: the height is updated in the bar's layout.
    private var safeAreaChanged = false

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        safeAreaChanged = true
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if safeAreaChanged {
            safeAreaChanged = false
            // Only constraints read the intrinsic height; a bar placed by its frame (a tab bar
            // controller's) needs no follow-up layout of the whole window.
            if translatesAutoresizingMaskIntoConstraints {
                invalidateIntrinsicContentSize()
            } else {
                invalidateIntrinsicContentSizeAndRelayout()
            }
        }
    }

    /// Where an item goes: an equal share of the width, 49 points high from the top.
    public func frameForItem(at index: Int) -> CGRect? {
        guard let items, items.indices.contains(index) else { return nil }
        let width = bounds.width / CGFloat(items.count)
        return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: min(bounds.height, StandardViewMetrics.tabBarHeight))
    }
}

extension UITabBar: UIAppearanceProxyInitializable {}
