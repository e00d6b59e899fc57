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
}
