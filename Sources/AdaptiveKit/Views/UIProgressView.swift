import Foundation

/// A bar that shows progress: 4 points high (default style) or 2.5 (bar style), no intrinsic
/// width.
@MainActor
open class UIProgressView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// A progress view of a style.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
    }

    /// The style.
    open var progressViewStyle: Style = .default {
        didSet { nonAppearanceSetter("progressViewStyle"); if oldValue != progressViewStyle { invalidateIntrinsicContentSize() } }
    }

    /// The progress, from 0 to 1.
    open var progress: Float = 0 {
        didSet {
            nonAppearanceSetter("progress")
            let clamped = min(max(progress, 0), 1)
            if clamped != progress { progress = clamped }
        }
    }

    /// Sets the progress (no animation in the headless host).
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    private var storedProgressTintColor: UIColor?
    /// The colour of the filled part (the tint colour by default). An appearance property.
    open var progressTintColor: UIColor? {
        get { storedProgressTintColor }
        set {
            appearanceSetter(\UIProgressView.progressTintColor, "progressTintColor", newValue)
            storedProgressTintColor = newValue
        }
    }

    private var storedTrackTintColor: UIColor?
    /// The colour of the unfilled part. An appearance property.
    open var trackTintColor: UIColor? {
        get { storedTrackTintColor }
        set {
            appearanceSetter(\UIProgressView.trackTintColor, "trackTintColor", newValue)
            storedTrackTintColor = newValue
        }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(
            width: UIView.noIntrinsicMetric,
            height: progressViewStyle == .bar ? StandardViewMetrics.progressBarHeight : StandardViewMetrics.progressDefaultHeight
        )
    }
}

extension UIProgressView: UIAppearanceProxyInitializable {}

extension UIProgressView {
    /// The progress view styles.
    public enum Style: Int, Sendable, CaseIterable {
        case `default` = 0
        case bar = 1
    }
}
