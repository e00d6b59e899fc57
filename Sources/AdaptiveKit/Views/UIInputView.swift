import Foundation

/// A view for custom keyboards and input accessory views, drawn with the keyboard's background.
///
/// ```swift
/// let bar = UIInputView(frame: CGRect(x: 0, y: 0, width: 320, height: 44), inputViewStyle: .keyboard)
/// bar.allowsSelfSizing = true
/// textField.inputAccessoryView = bar
/// ```
/// Headless there is no keyboard to show it in: the view lays out and draws as any view, its style
/// and self-sizing kept for the app's code. A document's view whose custom class is
/// `UIInputView` (an input accessory view made in a xib) makes one.
@MainActor
open class UIInputView: UIView {
    /// How the input view is drawn: as the keyboard's background, or as a plain view.
    public enum Style: Int, Sendable {
        /// Drawn as the keyboard's background.
        case `default`
        /// Drawn as the keyboard's own keys' background.
        case keyboard
    }

    /// The style given when the view was made.
    public let inputViewStyle: Style

    /// Whether the view's own constraints decide its size when it is shown (rather than the
    /// frame's height).
    open var allowsSelfSizing = false

    /// An input view with a frame and a style.
    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }

    /// An input view of the default style.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, inputViewStyle: .default)
    }

    /// An input view of the default style, as a document makes it.
    public required init?(coder: NSCoder) {
        inputViewStyle = .default
        super.init(frame: .zero)
    }
}

extension UIInputView: UIAppearanceProxyInitializable {}
