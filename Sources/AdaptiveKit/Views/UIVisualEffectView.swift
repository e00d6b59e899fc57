import Foundation

/// A view that applies a visual effect (a blur, or vibrancy) to what is behind it; its content
/// goes in ``contentView``, never in the effect view itself.
///
/// ```swift
/// let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// blur.contentView.addSubview(label)
/// ```
/// The content view always fills the effect view (autoresizing). With `effect` `nil` the view
/// draws nothing of its own. Storyboards' `<visualEffectView>` with `<blurEffect style=…>` or
/// `<vibrancyEffect>` make one, their `<view key="contentView">` becoming ``contentView``.
@MainActor
open class UIVisualEffectView: UIView {
    /// The view that holds the content drawn above the effect; add subviews here.
    public let contentView = UIView(frame: .zero)

    /// The effect: a ``UIBlurEffect``, a ``UIVibrancyEffect``, or `nil` for none.
    open var effect: UIVisualEffect? {
        didSet { nonAppearanceSetter("effect") }
    }

    /// An effect view with an effect (or none).
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        installContentView()
    }

    /// An effect view without an effect, at a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installContentView()
    }

    /// An effect view without an effect (what the appearance system makes its proxy from).
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        installContentView()
    }

    private func installContentView() {
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.frame = bounds
        addSubview(contentView)
    }
}

extension UIVisualEffectView: UIAppearanceProxyInitializable {}
