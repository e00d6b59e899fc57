import Foundation

/// A one-line editable text field.
///
/// Intrinsic size: the wider of the text and the placeholder in the field's font, by the
/// font's line height rounded up to whole points, plus the border style's padding — rounded
/// rect: 7 points each side and 13 in height (30 points at 14 pt, 34 at 17 pt, as Xcode's
/// frames show); line and bezel: 4 points each side; none: nothing.
@MainActor
open class UITextField: UIControl {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The text (empty, not `nil`, by default, as UIKit reports).
    open var text: String? = "" {
        didSet { nonAppearanceSetter("text"); if oldValue != text { invalidateIntrinsicContentSize() } }
    }

    /// The text shown while the field is empty.
    open var placeholder: String? {
        didSet { nonAppearanceSetter("placeholder"); if oldValue != placeholder { invalidateIntrinsicContentSize() } }
    }

    /// The font (system 17 pt by default).
    open var font: UIFont? = .systemFont(ofSize: 17) {
        didSet { nonAppearanceSetter("font"); invalidateIntrinsicContentSize() }
    }

    /// The text colour.
    open var textColor: UIColor? = .label {
        didSet { nonAppearanceSetter("textColor") }
    }

    /// The alignment of the text.
    open var textAlignment: NSTextAlignment = .natural

    /// The border drawn around the field.
    open var borderStyle: BorderStyle = .none {
        didSet { nonAppearanceSetter("borderStyle"); if oldValue != borderStyle { invalidateIntrinsicContentSize() } }
    }

    /// When the clear button shows.
    open var clearButtonMode: ViewMode = .never
    /// Whether the text is hidden (passwords).
    open var isSecureTextEntry = false
    /// Whether a font made by `UIFont.preferredFont(forTextStyle:)` follows the content size
    /// category.
    open var adjustsFontForContentSizeCategory = false

    /// The font used for measuring (the field's, or system 17).
    private var effectiveFont: UIFont { font ?? .systemFont(ofSize: 17) }

    private var padding: UIEdgeInsets {
        switch borderStyle {
        case .roundedRect:
            let h = StandardViewMetrics.roundedRectFieldHorizontalPadding
            let v = StandardViewMetrics.roundedRectFieldVerticalPadding / 2
            return UIEdgeInsets(top: v, left: h, bottom: v, right: h)
        case .line, .bezel:
            let p = StandardViewMetrics.borderedFieldPadding
            return UIEdgeInsets(top: p, left: p, bottom: p, right: p)
        case .none:
            return .zero
        }
    }

    open override var intrinsicContentSize: CGSize {
        let measurer = TextMeasurement.current
        let font = effectiveFont
        let width = max(measurer.width(of: text ?? "", font: font), measurer.width(of: placeholder ?? "", font: font))
        let lineHeight = measurer.lineMetrics(for: font).lineHeight.rounded(.up)
        let insets = padding
        return CGSize(
            width: ceilToPixels(width) + insets.left + insets.right,
            height: lineHeight + insets.top + insets.bottom
        )
    }

    override var baselineOffsetsFromTop: (first: CGFloat, last: CGFloat)? {
        let metrics = TextMeasurement.current.lineMetrics(for: effectiveFont)
        let top = (intrinsicContentSize.height - metrics.lineHeight) / 2
        return (top + metrics.ascender, top + metrics.ascender)
    }

    // MARK: Editing

    /// The delegate.
    open weak var delegate: (any UITextFieldDelegate)?
    /// Whether the field is being edited (it is first responder).
    open internal(set) var isEditing = false

    /// A field can become first responder (to edit) while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks `textFieldShouldBeginEditing(_:)`, then sends `.editingDidBegin`,
    /// posts ``textDidBeginEditingNotification`` and calls `textFieldDidBeginEditing(_:)`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        sendActions(for: .editingDidBegin, event: nil)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        delegate?.textFieldDidBeginEditing(self)
        return true
    }

    /// Ends editing: asks `textFieldShouldEndEditing(_:)`, then sends `.editingDidEnd`, posts
    /// ``textDidEndEditingNotification`` and calls `textFieldDidEndEditing(_:)`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        isEditing = false
        sendActions(for: .editingDidEnd, event: nil)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        delegate?.textFieldDidEndEditing(self)
        return true
    }

    /// A tap lifted inside the field begins editing.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if let touch, bounds.contains(touch.location(in: self)) { becomeFirstResponder() }
    }

    /// A text field does not take its ancestors' single taps (it begins editing on its own).
    override var claimsSingleTaps: Bool { true }

    override var defaultAccessibilityLabel: String? { placeholder }
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? text }
        set { super.accessibilityValue = newValue }
    }
}

extension UITextField {
    /// The border styles (UIKit's raw values).
    public enum BorderStyle: Int, Sendable, CaseIterable {
        case none = 0, line, bezel, roundedRect
    }

    /// When an overlay view (the clear button) shows.
    public enum ViewMode: Int, Sendable, CaseIterable {
        case never = 0, whileEditing, unlessEditing, always
    }
}
