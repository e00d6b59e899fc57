import Foundation

/// An on/off control, 51 × 31 points whatever its frame (as UIKit's).
@MainActor
open class UISwitch: UIControl {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether the switch is on.
    open var isOn = false {
        didSet { nonAppearanceSetter("isOn") }
    }

    /// Turns the switch on or off (no animation in the headless host).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    private var storedOnTintColor: UIColor?
    /// The colour of the track when on (system green by default). An appearance property.
    open var onTintColor: UIColor? {
        get { storedOnTintColor }
        set {
            appearanceSetter(\UISwitch.onTintColor, "onTintColor", newValue)
            storedOnTintColor = newValue
        }
    }

    private var storedThumbTintColor: UIColor?
    /// The colour of the thumb (white by default). An appearance property.
    open var thumbTintColor: UIColor? {
        get { storedThumbTintColor }
        set {
            appearanceSetter(\UISwitch.thumbTintColor, "thumbTintColor", newValue)
            storedThumbTintColor = newValue
        }
    }

    open override var intrinsicContentSize: CGSize { StandardViewMetrics.switchSize }

    // MARK: Tracking

    /// A tap toggles the switch and sends `.valueChanged` (and `.primaryActionTriggered`).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self)) else { return }
        setOn(!isOn, animated: true)
        sendActions(for: [.valueChanged, .primaryActionTriggered], event: event)
    }

    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isOn ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }
}
