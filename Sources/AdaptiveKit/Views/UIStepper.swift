import Foundation

/// A control with − and + buttons that steps a value, 94 × 32 points.
@MainActor
open class UIStepper: UIControl {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The value, kept between ``minimumValue`` and ``maximumValue``.
    open var value: Double = 0 {
        didSet {
            nonAppearanceSetter("value")
            let clamped = min(max(value, minimumValue), maximumValue)
            if clamped != value { value = clamped }
        }
    }
    /// The lowest value (0 by default).
    open var minimumValue: Double = 0 {
        didSet { nonAppearanceSetter("minimumValue"); if value < minimumValue { value = minimumValue } }
    }
    /// The highest value (100 by default).
    open var maximumValue: Double = 100 {
        didSet { nonAppearanceSetter("maximumValue"); if value > maximumValue { value = maximumValue } }
    }
    /// The step (1 by default).
    open var stepValue: Double = 1 {
        didSet { nonAppearanceSetter("stepValue") }
    }
    /// Whether stepping past an end wraps to the other.
    open var wraps = false
    /// Whether holding a button repeats.
    open var autorepeat = true
    /// Whether value changes are sent while holding.
    open var isContinuous = true

    open override var intrinsicContentSize: CGSize { StandardViewMetrics.stepperSize }

    // MARK: Tracking

    /// A touch on the right half increments, on the left half decrements (wrapping when
    /// ``wraps``), and sends `.valueChanged` at once, as UIKit's stepper does on touch down.
    /// Holding does not repeat yet (``autorepeat`` is recorded).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let increment = touch.location(in: self).x >= bounds.midX
        var newValue = value + (increment ? stepValue : -stepValue)
        if newValue > maximumValue { newValue = wraps ? minimumValue : maximumValue }
        if newValue < minimumValue { newValue = wraps ? maximumValue : minimumValue }
        if newValue != value {
            value = newValue
            sendActions(for: [.valueChanged, .primaryActionTriggered], event: event)
        }
        return true
    }
}
