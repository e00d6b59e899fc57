import Foundation

/// A bar of buttons, usually at the bottom of the screen.
///
/// Its intrinsic height is 44 (no intrinsic width), 32 on a phone in compact height and compact
/// width (``StandardViewMetrics/toolbarHeight(for:aboveHomeIndicator:)``). ``frame(for:)`` says
/// where each item goes: from 16 points inside each edge of the bar's safe area, 8 points apart,
/// flexible spaces sharing what is left equally.
@MainActor
open class UIToolbar: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// The items, leading first.
    open var items: [UIBarButtonItem]? {
        didSet { nonAppearanceSetter("items"); setNeedsLayout() }
    }

    /// Replaces the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    private var storedBarTintColor: UIColor?
    /// The bar's background colour. An appearance property.
    open var barTintColor: UIColor? {
        get { storedBarTintColor }
        set {
            appearanceSetter(\UIToolbar.barTintColor, "barTintColor", newValue)
            storedBarTintColor = newValue
        }
    }

    private var storedBarStyle: UIBarStyle = .default
    /// The bar's style. An appearance property.
    open var barStyle: UIBarStyle {
        get { storedBarStyle }
        set {
            appearanceSetter(\UIToolbar.barStyle, "barStyle", newValue)
            storedBarStyle = newValue
        }
    }

    /// The bar's appearance (iOS 13): background and shadow (``UIBarAppearance``).
    open var standardAppearance: UIToolbarAppearance {
        get { storedStandardAppearance }
        set {
            appearanceSetter(\UIToolbar.standardAppearance, "standardAppearance", newValue)
            storedStandardAppearance = newValue
            standardAppearanceWasSet = true
        }
    }
    private var storedStandardAppearance = UIToolbarAppearance()
    /// The appearance in compact heights (`nil`: the standard one).
    open var compactAppearance: UIToolbarAppearance? {
        get { storedCompactAppearance }
        set {
            appearanceSetter(\UIToolbar.compactAppearance, "compactAppearance", newValue)
            storedCompactAppearance = newValue
        }
    }
    private var storedCompactAppearance: UIToolbarAppearance?
    /// The appearance while scrollable content is at the bar's edge (iOS 15; `nil`: the standard
    /// one with a transparent background).
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { storedScrollEdgeAppearance }
        set {
            appearanceSetter(\UIToolbar.scrollEdgeAppearance, "scrollEdgeAppearance", newValue)
            storedScrollEdgeAppearance = newValue
        }
    }
    private var storedScrollEdgeAppearance: UIToolbarAppearance?
    /// Whether code or a document gave the standard appearance (then it, not the legacy bar
    /// tint, decides the bar's look).
    package private(set) var standardAppearanceWasSet = false

    /// Whether the bar is translucent (the default). The views of the controllers of an opaque
    /// bar's container end at the bar unless they extend their layout under opaque bars
    /// (`UIViewController.extendedLayoutIncludesOpaqueBars`); the container lays them out again.
    open var isTranslucent = true {
        didSet { if oldValue != isTranslucent { superview?.setNeedsLayout() } }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: StandardViewMetrics.toolbarHeight(for: traitCollection))
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection.map({ StandardViewMetrics.toolbarHeight(for: $0) }) != StandardViewMetrics.toolbarHeight(for: traitCollection) {
            invalidateIntrinsicContentSize()
        }
    }

    /// Where an item goes, in the toolbar's coordinates.
    public func frame(for item: UIBarButtonItem) -> CGRect? {
        guard let items, let index = items.firstIndex(where: { $0 === item }) else { return nil }
        // Items stay inside the bar's safe area (a notched phone's sensor housing in landscape).
        let safe = layoutState.safeAreaInsets
        return Self.itemFrames(items, width: bounds.width - safe.left - safe.right, height: bounds.height)[index]
            .offsetBy(dx: safe.left, dy: 0)
    }

    static func itemFrames(_ items: [UIBarButtonItem], width: CGFloat, height: CGFloat) -> [CGRect] {
        let margin = StandardViewMetrics.barMargin, spacing = StandardViewMetrics.barItemSpacing
        let isSpace = items.map { $0.systemItem == .flexibleSpace || $0.systemItem == .fixedSpace }
        var fixed: CGFloat = 0
        for (index, item) in items.enumerated() {
            fixed += item.naturalWidth
            // Spacing between two neighbouring items that are not spaces.
            if index > 0 && !isSpace[index] && !isSpace[index - 1] { fixed += spacing }
        }
        let flexibleCount = items.filter { $0.systemItem == .flexibleSpace }.count
        let flexible = flexibleCount > 0 ? max(0, width - 2 * margin - fixed) / CGFloat(flexibleCount) : 0
        var x = margin
        var frames: [CGRect] = []
        for (index, item) in items.enumerated() {
            if index > 0 && !isSpace[index] && !isSpace[index - 1] { x += spacing }
            let itemWidth = item.systemItem == .flexibleSpace ? flexible : item.naturalWidth
            frames.append(CGRect(x: x, y: 0, width: itemWidth, height: height))
            x += itemWidth
        }
        return frames
    }

    // MARK: Touches

    /// The bar absorbs touches (they do not reach the views behind it); a touch lifted on an
    /// item presses it (``UIBarButtonItem``: its primary action, action or menu).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        if let item = barButtonItem(at: point) { item.press(in: self) }
    }

    /// The item whose frame (``frame(for:)``) contains a point of the bar, spaces excluded; the
    /// nearest item within 8 pt when none contains it (UIKit's items have generous touch areas).
    func barButtonItem(at point: CGPoint) -> UIBarButtonItem? {
        let candidates = (items ?? []).filter { $0.systemItem != .flexibleSpace && $0.systemItem != .fixedSpace }
            .compactMap { item in frame(for: item).map { (item, $0) } }
        if let hit = candidates.first(where: { $0.1.contains(point) }) { return hit.0 }
        return candidates.first { $0.1.insetBy(dx: -8, dy: -8).contains(point) }?.0
    }
}

extension UIToolbar: UIAppearanceProxyInitializable {}
