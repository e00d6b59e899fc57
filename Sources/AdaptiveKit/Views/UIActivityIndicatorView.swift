import Foundation

/// A spinning indicator of activity: 20 × 20 points (medium) or 37 × 37 (large).
///
/// While stopped and ``hidesWhenStopped`` (the default) it is hidden, as in UIKit.
@MainActor
open class UIActivityIndicatorView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = hidesWhenStopped
    }

    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        isHidden = hidesWhenStopped
    }

    /// An indicator of a style.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.size(for: style)))
        isHidden = hidesWhenStopped
    }

    /// The style: its size and default colour.
    open var style: Style = .medium {
        didSet { nonAppearanceSetter("style"); if oldValue != style { invalidateIntrinsicContentSize() } }
    }

    private var storedColor: UIColor?
    /// The colour of the spokes (by default gray, white for the white styles). An appearance
    /// property.
    open var color: UIColor! {
        get {
            storedColor ?? ((style == .white || style == .whiteLarge) ? .white : .systemGray)
        }
        set {
            appearanceSetter(\UIActivityIndicatorView.color, "color", newValue)
            storedColor = newValue
        }
    }

    /// Whether the indicator hides itself when stopped.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether it is spinning.
    public private(set) var isAnimating = false

    /// Starts spinning (and shows the indicator).
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops spinning (and hides the indicator when ``hidesWhenStopped``).
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    static func size(for style: Style) -> CGSize {
        switch style {
        case .large, .whiteLarge: StandardViewMetrics.activityIndicatorLargeSize
        default: StandardViewMetrics.activityIndicatorMediumSize
        }
    }

    open override var intrinsicContentSize: CGSize { Self.size(for: style) }
}

extension UIActivityIndicatorView: UIAppearanceProxyInitializable {}

extension UIActivityIndicatorView {
    /// The indicator styles (UIKit's raw values).
    public enum Style: Int, Sendable, CaseIterable {
        case whiteLarge = 0
        case white = 1
        case gray = 2
        case medium = 100
        case large = 101
    }
}
