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
}
