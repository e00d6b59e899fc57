import Foundation

/// The bar of tabs at the bottom of a tab bar interface.
///
/// Its intrinsic height is 49 plus its own bottom safe-area inset: 49 where it does not reach
/// into the unsafe area, 83 when pinned to the bottom edge of a notched iPhone in portrait (the
/// home indicator's 34 points), as UIKit's tab bar grows. On a phone in compact height and
/// compact width (landscape, except on regular-width phones) it is 32 plus the inset, as since
/// iOS 11 (``StandardViewMetrics/tabBarHeight(for:)``). The items share the width of the bar's
/// safe area equally (``frameForItem(at:)``) and lay out their image and title as
/// ``itemLayout`` says; iPad's centred positioning is not modelled.
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

    /// How an item places its image and title: UIKit's three tab item layouts, which
    /// `UITabBarAppearance` styles as `stackedLayoutAppearance`, `inlineLayoutAppearance` and
    /// `compactInlineLayoutAppearance`. An OpenStoryboard addition (UIKit does not expose which
    /// one a bar uses).
    public enum ItemLayout: Sendable, Equatable {
        /// The title (10 pt) under the image: compact width in regular height (phones in portrait).
        case stacked
        /// The title (13 pt) beside the image, in a 49-point bar: regular width (iPads, and
        /// Plus, Max and XR-class phones in landscape).
        case inline
        /// The title (13 pt) beside the image, in a 32-point bar: compact width and compact
        /// height (other phones in landscape).
        case compactInline
    }

    /// The layout of the items for the bar's traits.
    public var itemLayout: ItemLayout {
        let traits = traitCollection
        if StandardViewMetrics.usesCompactBars(traits) { return .compactInline }
        return traits.horizontalSizeClass == .regular ? .inline : .stacked
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: StandardViewMetrics.tabBarHeight(for: traitCollection) + layoutState.safeAreaInsets.bottom)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection.map({ StandardViewMetrics.tabBarHeight(for: $0) }) != StandardViewMetrics.tabBarHeight(for: traitCollection) {
            invalidateIntrinsicContentSize()
        }
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

    /// Where an item goes: an equal share of the width of the bar's safe area, as high as the bar
    /// above its bottom safe-area inset (49 points, or 32 in compact height) from the top.
    public func frameForItem(at index: Int) -> CGRect? {
        guard let items, items.indices.contains(index) else { return nil }
        let safe = layoutState.safeAreaInsets
        let width = (bounds.width - safe.left - safe.right) / CGFloat(items.count)
        let height = min(bounds.height, StandardViewMetrics.tabBarHeight(for: traitCollection))
        return CGRect(x: safe.left + CGFloat(index) * width, y: 0, width: width, height: height)
    }

    /// Where an item's image and title go, in the bar's coordinates (for renderers and tests), by
    /// ``itemLayout``: stacked, a 25-point image 5 points from the top with the 10-point title 2
    /// points under it across the item; inline, the 25-point image and the 13-point title 6 points
    /// apart, centred together in the item; compact inline the same with an 18-point image (the
    /// Human Interface Guidelines' tab icon sizes: 25 × 25 pt in regular tab bars, 18 × 18 pt in
    /// compact ones).
    ///
    /// - Returns: `nil` for an index out of range; a `nil` title for an item without one.
    public func contentFramesForItem(at index: Int) -> (image: CGRect, title: CGRect?)? {
        guard let frame = frameForItem(at: index), let item = items?[index] else { return nil }
        let layout = itemLayout
        let font = Self.titleFont(for: layout)
        let lineHeight = TextMeasurement.current.lineMetrics(for: font).lineHeight.rounded(.up)
        switch layout {
        case .stacked:
            let image = CGRect(x: frame.midX - 12.5, y: frame.minY + 5, width: 25, height: 25)
            let title = item.title.map { _ in CGRect(x: frame.minX, y: image.maxY + 2, width: frame.width, height: 13) }
            return (image, title)
        case .inline, .compactInline:
            let side: CGFloat = layout == .inline ? 25 : 18
            let gap: CGFloat = 6
            let titleWidth = item.title.map { TextMeasurement.current.width(of: $0, font: font).rounded(.up) } ?? 0
            // The title is cut to what the item leaves beside the image.
            let shownWidth = max(0, min(titleWidth, frame.width - side - gap - 4))
            let groupWidth = item.title == nil ? side : side + gap + shownWidth
            let x = frame.midX - groupWidth / 2
            let image = CGRect(x: x, y: frame.midY - side / 2, width: side, height: side)
            let title = item.title.map { _ in CGRect(x: image.maxX + gap, y: frame.midY - lineHeight / 2, width: shownWidth, height: lineHeight) }
            return (image, title)
        }
    }

    /// The font of item titles in a layout: 10 pt medium stacked, 13 pt medium beside the image.
    public static func titleFont(for layout: ItemLayout) -> UIFont {
        .systemFont(ofSize: layout == .stacked ? StandardViewMetrics.tabBarStackedTitleFontSize : StandardViewMetrics.tabBarInlineTitleFontSize, weight: .medium)
    }
}

extension UITabBar: UIAppearanceProxyInitializable {}
