import Foundation

/// The bar of tabs at the bottom of a tab bar interface.
///
/// Its intrinsic height is 49 plus its own bottom safe-area inset: 49 where it does not reach
/// into the unsafe area, 83 when pinned to the bottom edge of a notched iPhone in portrait (the
/// home indicator's 34 points), as UIKit's tab bar grows. On a phone in compact height and
/// compact width (landscape, except on regular-width phones) it is 32 plus the inset, as since
/// iOS 11 (``StandardViewMetrics/tabBarHeight(for:)``). The items share the width of the bar's
/// safe area equally in a horizontally compact environment and are centred as a group of equal
/// widths and spacings in a regular one (``itemPositioning``, ``itemWidth``, ``itemSpacing``,
/// ``frameForItem(at:)``), and lay out their image and title as ``itemLayout`` says.
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

    /// The bar's appearance (iOS 13): background and shadow (``UIBarAppearance``).
    open var standardAppearance: UITabBarAppearance {
        get { storedStandardAppearance }
        set {
            appearanceSetter(\UITabBar.standardAppearance, "standardAppearance", newValue)
            storedStandardAppearance = newValue
            standardAppearanceWasSet = true
        }
    }
    private var storedStandardAppearance = UITabBarAppearance()
    /// The appearance while scrollable content is at the bar's edge (iOS 15; `nil`: the standard
    /// one with a transparent background).
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { storedScrollEdgeAppearance }
        set {
            appearanceSetter(\UITabBar.scrollEdgeAppearance, "scrollEdgeAppearance", newValue)
            storedScrollEdgeAppearance = newValue
        }
    }
    private var storedScrollEdgeAppearance: UITabBarAppearance?
    /// Whether code or a document gave the standard appearance (then it, not the legacy bar
    /// tint, decides the bar's look).
    package private(set) var standardAppearanceWasSet = false

    /// Whether the bar is translucent (the default). The views of the controllers of an opaque
    /// bar's container end at the bar unless they extend their layout under opaque bars
    /// (`UIViewController.extendedLayoutIncludesOpaqueBars`); the container lays them out again.
    open var isTranslucent = true {
        didSet { if oldValue != isTranslucent { superview?.setNeedsLayout() } }
    }

    /// Constants that specify tab bar item positioning.
    public enum ItemPositioning: Int, Sendable, CaseIterable {
        /// By the environment: ``fill`` in a horizontally compact one, ``centered`` in a
        /// horizontally regular one.
        case automatic
        /// The items share the entire width of the bar.
        case fill
        /// The items, ``itemWidth`` wide and ``itemSpacing`` apart, are centred in the bar.
        case centered
    }

    private var storedItemPositioning: ItemPositioning = .automatic
    /// The positioning scheme for the items: `.automatic` (the default) spreads them across the
    /// whole bar in a horizontally compact environment and centres them in a horizontally regular
    /// one (iPads, and the regular-width phones in landscape). An appearance property.
    open var itemPositioning: ItemPositioning {
        get { storedItemPositioning }
        set {
            appearanceSetter(\UITabBar.itemPositioning, "itemPositioning", newValue)
            storedItemPositioning = newValue
            setNeedsLayout()
        }
    }

    private var storedItemWidth: CGFloat = 0
    /// The width of items when they are centred; 0 (the default) is the system-defined width
    /// (``defaultCenteredItemWidth``). Negative values are set as 0. An appearance property.
    open var itemWidth: CGFloat {
        get { storedItemWidth }
        set {
            appearanceSetter(\UITabBar.itemWidth, "itemWidth", newValue)
            storedItemWidth = max(0, newValue)
            setNeedsLayout()
        }
    }

    private var storedItemSpacing: CGFloat = 0
    /// The space between items when they are centred; 0 (the default) is the system-defined
    /// spacing (``StandardViewMetrics/tabBarCenteredItemSpacing``). Negative values are set as 0.
    /// An appearance property.
    open var itemSpacing: CGFloat {
        get { storedItemSpacing }
        set {
            appearanceSetter(\UITabBar.itemSpacing, "itemSpacing", newValue)
            storedItemSpacing = max(0, newValue)
            setNeedsLayout()
        }
    }

    /// Whether the items are centred (``itemPositioning`` `.centered`, or `.automatic` in a
    /// horizontally regular environment) rather than spread across the bar. An OpenStoryboard
    /// addition.
    public var centersItems: Bool {
        switch itemPositioning {
        case .fill: false
        case .centered: true
        case .automatic: traitCollection.horizontalSizeClass == .regular
        }
    }

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

    /// Where an item goes, as high as the bar above its bottom safe-area inset (49 points, or 32
    /// in compact height) from the top.
    ///
    /// Spread (``centersItems`` false): an equal share of the width of the bar's safe area.
    /// Centred: every item ``itemWidth`` wide (the system width when 0) and ``itemSpacing`` apart
    /// (the system spacing when 0), the group centred in the safe area; a group wider than the
    /// safe area is spread instead.
    public func frameForItem(at index: Int) -> CGRect? {
        guard let items, items.indices.contains(index) else { return nil }
        let safe = layoutState.safeAreaInsets
        let available = bounds.width - safe.left - safe.right
        let height = min(bounds.height, StandardViewMetrics.tabBarHeight(for: traitCollection))
        let count = CGFloat(items.count)
        if centersItems {
            let width = itemWidth > 0 ? itemWidth : defaultCenteredItemWidth
            let spacing = itemSpacing > 0 ? itemSpacing : StandardViewMetrics.tabBarCenteredItemSpacing
            let group = count * width + (count - 1) * spacing
            if group <= available {
                let start = safe.left + (available - group) / 2
                return CGRect(x: start + CGFloat(index) * (width + spacing), y: 0, width: width, height: height)
            }
        }
        let width = available / count
        return CGRect(x: safe.left + CGFloat(index) * width, y: 0, width: width, height: height)
    }

    /// The system-defined width of centred items (``itemWidth`` 0): the widest item's image and
    /// title as ``itemLayout`` places them, plus ``StandardViewMetrics/tabBarCenteredItemPadding``
    /// on each side, and at least ``StandardViewMetrics/tabBarCenteredItemMinimumWidth``. Every
    /// item gets this width, so the group stays symmetric about the bar's centre.
    public var defaultCenteredItemWidth: CGFloat {
        let layout = itemLayout
        let font = Self.titleFont(for: layout)
        var widest: CGFloat = 0
        for item in items ?? [] {
            let titleWidth = item.title.map { TextMeasurement.current.width(of: $0, font: font).rounded(.up) } ?? 0
            let content: CGFloat
            switch layout {
            case .stacked: content = max(25, titleWidth)
            case .inline, .compactInline:
                let side: CGFloat = layout == .inline ? 25 : 18
                content = item.title == nil ? side : side + 6 + titleWidth
            }
            widest = max(widest, content)
        }
        return max(StandardViewMetrics.tabBarCenteredItemMinimumWidth, widest + 2 * StandardViewMetrics.tabBarCenteredItemPadding)
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

    // MARK: Touches

    /// The bar absorbs touches; a touch lifted on an item selects it: in a tab bar controller as
    /// a user's tap does (``UITabBarController/userDidTapTab(at:)``: the delegate may refuse), in
    /// a standalone bar by making it the ``selectedItem``. Disabled items ignore it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let items else { return }
        let point = touch.location(in: self)
        guard let index = items.indices.first(where: { frameForItem(at: $0)?.contains(point) ?? false }), items[index].isEnabled else { return }
        var responder = next
        while let current = responder, !(current is UITabBarController) { responder = current.next }
        if let controller = responder as? UITabBarController, controller.tabBar === self {
            controller.userDidTapTab(at: index)
        } else {
            selectedItem = items[index]
        }
    }
}

extension UITabBar: UIAppearanceProxyInitializable {}
