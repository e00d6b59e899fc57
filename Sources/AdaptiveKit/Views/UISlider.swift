import Foundation

/// A control for choosing a value in a range by dragging a thumb along a track.
///
/// Its intrinsic size has a height of 31 and no width: constraints or the frame give the width.
@MainActor
open class UISlider: UIControl {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The value, kept between ``minimumValue`` and ``maximumValue``.
    open var value: Float = 0 {
        didSet {
            nonAppearanceSetter("value")
            let clamped = min(max(value, minimumValue), maximumValue)
            if clamped != value { value = clamped }
        }
    }
    /// The lowest value (0 by default).
    open var minimumValue: Float = 0 {
        didSet { nonAppearanceSetter("minimumValue"); if value < minimumValue { value = minimumValue } }
    }
    /// The highest value (1 by default).
    open var maximumValue: Float = 1 {
        didSet { nonAppearanceSetter("maximumValue"); if value > maximumValue { value = maximumValue } }
    }
    /// Whether value changes are sent while dragging.
    open var isContinuous = true

    /// Sets the value (no animation in the headless host).
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    private var storedMinimumTrackTintColor: UIColor?
    /// The colour of the track before the thumb (the tint colour by default). An appearance
    /// property.
    open var minimumTrackTintColor: UIColor? {
        get { storedMinimumTrackTintColor }
        set {
            appearanceSetter(\UISlider.minimumTrackTintColor, "minimumTrackTintColor", newValue)
            storedMinimumTrackTintColor = newValue
        }
    }

    private var storedMaximumTrackTintColor: UIColor?
    /// The colour of the track after the thumb. An appearance property.
    open var maximumTrackTintColor: UIColor? {
        get { storedMaximumTrackTintColor }
        set {
            appearanceSetter(\UISlider.maximumTrackTintColor, "maximumTrackTintColor", newValue)
            storedMaximumTrackTintColor = newValue
        }
    }

    private var storedThumbTintColor: UIColor?
    /// The colour of the thumb. An appearance property.
    open var thumbTintColor: UIColor? {
        get { storedThumbTintColor }
        set {
            appearanceSetter(\UISlider.thumbTintColor, "thumbTintColor", newValue)
            storedThumbTintColor = newValue
        }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: StandardViewMetrics.sliderHeight)
    }

    // MARK: Tracking

    /// The thumb's radius, for tracking (UIKit's thumb is 28 pt across).
    static let thumbRadius: CGFloat = 14
    private var trackingOffset: CGFloat = 0
    private var valueAtTrackingStart: Float = 0

    /// The thumb's centre along the track for a value.
    private func thumbX(for value: Float) -> CGFloat {
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? CGFloat((value - minimumValue) / range) : 0
        return Self.thumbRadius + fraction * max(0, bounds.width - 2 * Self.thumbRadius)
    }

    /// A touch on the thumb (within 10 pt of it) starts a drag; elsewhere on the track it is
    /// ignored, as UIKit's slider does.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        let thumb = thumbX(for: value)
        guard abs(x - thumb) <= Self.thumbRadius + 10 else { return false }
        trackingOffset = x - thumb
        valueAtTrackingStart = value
        return true
    }

    /// Moves the value with the finger, sending `.valueChanged` as it changes when
    /// ``isContinuous``.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let usable = max(1, bounds.width - 2 * Self.thumbRadius)
        let fraction = Float((touch.location(in: self).x - trackingOffset - Self.thumbRadius) / usable)
        let newValue = min(max(minimumValue + fraction * (maximumValue - minimumValue), minimumValue), maximumValue)
        if newValue != value {
            setValue(newValue, animated: false)
            if isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered], event: event) }
        }
        return true
    }

    /// Sends `.valueChanged` at the end of a drag when not ``isContinuous``.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { _ = continueTracking(touch, with: event) }
        if !isContinuous, value != valueAtTrackingStart { sendActions(for: [.valueChanged, .primaryActionTriggered], event: event) }
    }

    /// A slider lets ancestors' taps through and keeps their pans and swipes.
    override var claimsSingleTaps: Bool { false }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isEnabled, gestureRecognizer.view !== self,
           gestureRecognizer is UIPanGestureRecognizer || gestureRecognizer is UISwipeGestureRecognizer {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
