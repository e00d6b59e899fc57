import Foundation

/// The bar at the top of a navigation interface: a stack of ``UINavigationItem``s, the top one
/// shown with a back button to the one below.
///
/// Its intrinsic height is 44 (no intrinsic width), 32 on a phone in compact height and compact
/// width (landscape, except on regular-width phones; ``StandardViewMetrics/navigationBarHeight(for:)``).
/// It has no item subviews: ``titleFrame``, ``backButtonFrame`` and ``frame(for:)`` say where the
/// title and buttons go (for renderers and tests): buttons 16 points from the edges of the bar's
/// safe area (clear of the sensor housing in landscape) and 8 apart (right items from the
/// trailing edge inward), the back button — a 13-point chevron, 6 points, the back title — 8
/// points from the leading edge, the title (17 pt semibold) centred in the bar, moved or cut to
/// stay clear of the buttons, all centred vertically in the bar's height. Left-to-right layout
/// only. With ``prefersLargeTitles`` the top item's title can show large (``showsLargeTitle``):
/// the bar is then 52 points taller (96 on a phone), the title drawn in bold 34 pt at the bar's
/// leading layout margin in that lower area (``largeTitleFrame``) and not in the 44-point row.
@MainActor
open class UINavigationBar: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
    }

    // MARK: Items

    /// The stack of items, bottom first.
    open var items: [UINavigationItem]? {
        didSet {
            nonAppearanceSetter("items")
            for item in items ?? [] {
                item.layoutDidChange = { [weak self] in
                    self?.invalidateIntrinsicContentSize()
                    self?.setNeedsLayout()
                    self?.largeTitlesDidChange?()
                }
            }
            setNeedsLayout()
        }
    }

    /// The height of the area below the title (and below the large title) where the top item's
    /// search controller's search bar shows: 52 points, as UIKit draws it (it publishes no
    /// number), 0 without a search controller.
    public var searchAreaHeight: CGFloat {
        topItem?.searchController != nil ? StandardViewMetrics.navigationSearchAreaHeight : 0
    }

    /// The search bar shown in the search area, while one is.
    private weak var shownSearchBar: UISearchBar?

    /// Places the top item's search bar in the search area, at the bar's layout margins (the
    /// search field's own 8-point inset taken off), inside its safe area.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let searchBar = topItem?.searchController?.searchBar
        if let shown = shownSearchBar, shown !== searchBar, shown.superview === self { shown.removeFromSuperview() }
        shownSearchBar = searchBar
        guard let searchBar else { return }
        if searchBar.superview !== self { addSubview(searchBar) }
        let safe = layoutState.safeAreaInsets
        let margin: CGFloat = bounds.width >= 414 || traitCollection.horizontalSizeClass == .regular ? 20 : 16
        let area = StandardViewMetrics.navigationSearchAreaHeight
        let height = UISearchBar.fieldAreaHeight
        searchBar.frame = CGRect(x: safe.left + margin - 8, y: bounds.height - area + (area - height) / 2,
                                 width: max(0, bounds.width - safe.left - safe.right - 2 * (margin - 8)), height: height)
    }

    /// The item on top.
    open var topItem: UINavigationItem? { items?.last }

    /// The item below the top one (the back button leads to it).
    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// Pushes an item on top.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        items = (items ?? []) + [item]
    }

    /// Pops the top item.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var stack = items, !stack.isEmpty else { return nil }
        let popped = stack.removeLast()
        items = stack
        return popped
    }

    /// Replaces the stack.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
    }

    // MARK: Appearance

    private var storedBarTintColor: UIColor?
    /// The bar's background colour. An appearance property.
    open var barTintColor: UIColor? {
        get { storedBarTintColor }
        set {
            appearanceSetter(\UINavigationBar.barTintColor, "barTintColor", newValue)
            storedBarTintColor = newValue
        }
    }

    private var storedTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The title's font (`.font`) and colour (`.foregroundColor`). An appearance property.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { storedTitleTextAttributes }
        set {
            appearanceSetter(\UINavigationBar.titleTextAttributes, "titleTextAttributes", newValue)
            storedTitleTextAttributes = newValue
        }
    }

    private var storedBarStyle: UIBarStyle = .default
    /// The bar's style. An appearance property.
    open var barStyle: UIBarStyle {
        get { storedBarStyle }
        set {
            appearanceSetter(\UINavigationBar.barStyle, "barStyle", newValue)
            storedBarStyle = newValue
        }
    }

    /// Whether the bar is translucent (the default). The views of the controllers of an opaque
    /// bar's container end at the bar unless they extend their layout under opaque bars
    /// (`UIViewController.extendedLayoutIncludesOpaqueBars`); the container lays them out again.
    open var isTranslucent = true {
        didSet { if oldValue != isTranslucent { superview?.setNeedsLayout() } }
    }
    /// The bar's appearance (iOS 13): background, shadow, titles (``UIBarAppearance``).
    open var standardAppearance: UINavigationBarAppearance {
        get { storedStandardAppearance }
        set {
            appearanceSetter(\UINavigationBar.standardAppearance, "standardAppearance", newValue)
            storedStandardAppearance = newValue
            standardAppearanceWasSet = true
        }
    }
    private var storedStandardAppearance = UINavigationBarAppearance()
    /// The appearance in compact heights (`nil`: the standard one).
    open var compactAppearance: UINavigationBarAppearance? {
        get { storedCompactAppearance }
        set {
            appearanceSetter(\UINavigationBar.compactAppearance, "compactAppearance", newValue)
            storedCompactAppearance = newValue
        }
    }
    private var storedCompactAppearance: UINavigationBarAppearance?
    /// The appearance while scrollable content is at the bar's edge (`nil`: the standard one
    /// with a transparent background).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedScrollEdgeAppearance }
        set {
            appearanceSetter(\UINavigationBar.scrollEdgeAppearance, "scrollEdgeAppearance", newValue)
            storedScrollEdgeAppearance = newValue
        }
    }
    private var storedScrollEdgeAppearance: UINavigationBarAppearance?
    /// The scroll-edge appearance in compact heights (iOS 15).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedCompactScrollEdgeAppearance }
        set {
            appearanceSetter(\UINavigationBar.compactScrollEdgeAppearance, "compactScrollEdgeAppearance", newValue)
            storedCompactScrollEdgeAppearance = newValue
        }
    }
    private var storedCompactScrollEdgeAppearance: UINavigationBarAppearance?
    /// Whether an appearance was given by code or a document (then it, not the legacy bar tint,
    /// decides the bar's look).
    package var hasExplicitAppearance: Bool {
        standardAppearanceWasSet || compactAppearance != nil || topItem?.standardAppearance != nil || topItem?.compactAppearance != nil
            || hasScrollEdgeAppearance
    }

    /// Whether the bar or its top item has a scroll-edge appearance (compact or not).
    package var hasScrollEdgeAppearance: Bool {
        scrollEdgeAppearance != nil || compactScrollEdgeAppearance != nil
            || topItem?.scrollEdgeAppearance != nil || topItem?.compactScrollEdgeAppearance != nil
    }
    private var standardAppearanceWasSet = false

    /// The appearance the bar is drawn with: the top item's, else the bar's, for the bar's height
    /// (compact in compact vertical size) and, at the scroll edge, the scroll-edge one.
    package func effectiveAppearance(atScrollEdge: Bool) -> UINavigationBarAppearance {
        let compact = traitCollection.verticalSizeClass == .compact
        let item = topItem
        if atScrollEdge {
            if compact, let found = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance { return found }
            if let found = item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return found }
        }
        if compact, let found = item?.compactAppearance ?? compactAppearance { return found }
        return item?.standardAppearance ?? standardAppearance
    }

    /// Whether titles show large (`largeTitles="YES"` in documents; iOS 11).
    open var prefersLargeTitles = false {
        didSet {
            guard oldValue != prefersLargeTitles else { return }
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            largeTitlesDidChange?()
        }
    }

    /// Called when the large-title preference changes (the navigation controller re-sizes the
    /// bar and its children's safe areas).
    var largeTitlesDidChange: (() -> Void)?

    /// Whether the item at `index` of ``items`` shows its title large when it is on top: the bar
    /// prefers large titles, the bar is not in compact height, and the item's
    /// `largeTitleDisplayMode` is `.always`, or `.automatic` with the item below it showing large
    /// (the bottom item's `.automatic` shows large), not `.never`.
    public func showsLargeTitle(forItemAt index: Int) -> Bool {
        guard prefersLargeTitles, traitCollection.verticalSizeClass != .compact, let items, items.indices.contains(index) else { return false }
        return Self.resolvesLarge(items.prefix(index + 1).map(\.largeTitleDisplayMode))
    }

    /// Resolves a stack of display modes, bottom first, for the top one.
    static func resolvesLarge(_ modes: [UINavigationItem.LargeTitleDisplayMode]) -> Bool {
        var large = true
        for mode in modes {
            switch mode {
            case .always: large = true
            case .never, .inline: large = false
            case .automatic: break
            }
        }
        return large
    }

    /// Whether the top item's title shows large (see ``showsLargeTitle(forItemAt:)``).
    public var showsLargeTitle: Bool {
        guard let items, !items.isEmpty else { return false }
        return showsLargeTitle(forItemAt: items.count - 1)
    }

    /// The bar's height for its traits, with the large-title area when `large`.
    func height(large: Bool) -> CGFloat {
        StandardViewMetrics.navigationBarHeight(for: traitCollection) + (large ? StandardViewMetrics.largeTitleAreaHeight : 0) + searchAreaHeight
    }

    /// The font of the large title: bold 34 pt (the `.font` of ``largeTitleTextAttributes`` wins).
    public var largeTitleFont: UIFont {
        largeTitleTextAttributes?[.font] as? UIFont
            ?? .systemFont(ofSize: StandardViewMetrics.largeTitleFontSize, weight: .bold)
    }

    /// The large title's font (`.font`) and colour (`.foregroundColor`).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?

    /// Where the top item's large title goes: in the 52 points below the bar's 44-point row, from
    /// the bar's leading layout margin (16 points inside the safe area on phones, 20 on wider
    /// bars), one line of the large-title font centred in that area and cut before the trailing
    /// margin. `nil` when the title is not shown large.
    public var largeTitleFrame: CGRect? {
        guard showsLargeTitle, let title = topItem?.title, !title.isEmpty else { return nil }
        let safe = layoutState.safeAreaInsets
        let margin: CGFloat = bounds.width >= 414 || traitCollection.horizontalSizeClass == .regular ? 20 : 16
        let top = StandardViewMetrics.navigationBarHeight(for: traitCollection)
        let area = max(0, bounds.height - top - searchAreaHeight)
        let lineHeight = TextMeasurement.current.lineMetrics(for: largeTitleFont).lineHeight.rounded(.up)
        let x = safe.left + margin
        let width = TextMeasurement.current.width(of: title, font: largeTitleFont).rounded(.up)
        return CGRect(x: x, y: top + (area - lineHeight) / 2, width: max(0, min(width, bounds.width - safe.right - margin - x)), height: lineHeight)
    }

    // MARK: Size and item layout

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: height(large: showsLargeTitle))
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection.map({ StandardViewMetrics.navigationBarHeight(for: $0) }) != StandardViewMetrics.navigationBarHeight(for: traitCollection)
            || previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass {
            invalidateIntrinsicContentSize()
        }
    }

    /// The title's font: the `.font` title attribute, else 17 pt semibold.
    public var titleFont: UIFont {
        titleTextAttributes?[.font] as? UIFont
            ?? .systemFont(ofSize: StandardViewMetrics.barTitleFontSize, weight: .semibold)
    }

    private struct ItemLayout {
        var back: CGRect?
        var title: CGRect?
        var buttons: [(UIBarButtonItem, CGRect)] = []
    }

    /// The back button's title: the back item's back button's title, its `backButtonTitle`, its
    /// title, or "Back".
    public var backButtonTitle: String? {
        guard let backItem, let top = topItem, !top.hidesBackButton else { return nil }
        return backItem.backBarButtonItem?.title ?? backItem.backButtonTitle ?? backItem.title ?? "Back"
    }

    private var itemLayout: ItemLayout {
        var layout = ItemLayout()
        // Items sit in the top row (44 points; the large title has the area below).
        let large = showsLargeTitle
        let height = large || searchAreaHeight > 0 ? min(bounds.height, StandardViewMetrics.navigationBarHeight(for: traitCollection)) : bounds.height
        let margin = StandardViewMetrics.barMargin, spacing = StandardViewMetrics.barItemSpacing
        func rect(_ x: CGFloat, _ width: CGFloat) -> CGRect { CGRect(x: x, y: 0, width: width, height: height) }
        // Items stay inside the bar's safe area (a notched phone's sensor housing in landscape).
        let safe = layoutState.safeAreaInsets
        var leftEdge: CGFloat = safe.left + margin
        guard let top = topItem else { return layout }
        let leftItems = top.leftBarButtonItems ?? []
        if let backTitle = backButtonTitle, leftItems.isEmpty || top.leftItemsSupplementBackButton {
            let width = 13 + 6 + TextMeasurement.current.width(of: backTitle, font: .systemFont(ofSize: StandardViewMetrics.barButtonFontSize)).rounded(.up)
            layout.back = rect(safe.left + 8, width)
            leftEdge = safe.left + 8 + width + spacing
        }
        for item in leftItems {
            let width = item.naturalWidth
            layout.buttons.append((item, rect(leftEdge, width)))
            leftEdge += width + spacing
        }
        var rightEdge = bounds.width - safe.right - margin
        for item in top.rightBarButtonItems ?? [] {
            let width = item.naturalWidth
            layout.buttons.append((item, rect(rightEdge - width, width)))
            rightEdge -= width + spacing
        }
        if large, top.titleView == nil {
            // The title is drawn large below (``largeTitleFrame``).
        } else if let title = top.title, top.titleView == nil {
            let width = TextMeasurement.current.width(of: title, font: titleFont).rounded(.up)
            let lineHeight = TextMeasurement.current.lineMetrics(for: titleFont).lineHeight.rounded(.up)
            var x = (bounds.width - width) / 2
            x = max(x, leftEdge)
            x = min(x, max(leftEdge, rightEdge - width))
            layout.title = CGRect(x: x, y: (height - lineHeight) / 2, width: max(0, min(width, rightEdge - x)), height: lineHeight)
        } else if let view = top.titleView {
            let size = view.frame.size
            layout.title = CGRect(x: (bounds.width - size.width) / 2, y: (height - size.height) / 2, width: size.width, height: size.height)
        }
        return layout
    }

    /// Where the top item's title (or title view) goes.
    public var titleFrame: CGRect? { itemLayout.title }
    /// Where the back button goes (`nil` without a back item, or when hidden or replaced).
    public var backButtonFrame: CGRect? { itemLayout.back }
    /// Where a button of the top item goes.
    public func frame(for item: UIBarButtonItem) -> CGRect? {
        itemLayout.buttons.first { $0.0 === item }?.1
    }

    // MARK: Touches

    /// The bar absorbs touches (they do not reach the views behind it); a touch lifted on an
    /// item presses it (``UIBarButtonItem``: its primary action, action or menu), a touch on the back button pops the navigation controller.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        if let back = backButtonFrame, back.contains(point) {
            var responder = next
            while let current = responder, !(current is UINavigationController) { responder = current.next }
            if let navigation = responder as? UINavigationController { _ = navigation.popViewController(animated: true) } else { _ = popItem(animated: true) }
            return
        }
        if let item = barButtonItem(at: point) { item.press(in: self) }
    }

    /// The item whose frame (``frame(for:)``) contains a point of the bar, spaces excluded; the
    /// nearest item within 8 pt when none contains it (UIKit's items have generous touch areas).
    func barButtonItem(at point: CGPoint) -> UIBarButtonItem? {
        let candidates = ((topItem?.leftBarButtonItems ?? []) + (topItem?.rightBarButtonItems ?? [])).filter { $0.systemItem != .flexibleSpace && $0.systemItem != .fixedSpace }
            .compactMap { item in frame(for: item).map { (item, $0) } }
        if let hit = candidates.first(where: { $0.1.contains(point) }) { return hit.0 }
        return candidates.first { $0.1.insetBy(dx: -8, dy: -8).contains(point) }?.0
    }
}

extension UINavigationBar: UIAppearanceProxyInitializable {}
