import Foundation

/// A view that shows one or more lines of read-only text.
///
/// Its intrinsic size is its text's size as ``TextMeasurement/current`` measures it, rounded up
/// to the pixel grid: one line unless ``numberOfLines`` allows more and a width is known — the
/// ``preferredMaxLayoutWidth``, or (when that is 0) the width layout gave the label, in which
/// case the tree is laid out a second time, as UIKit does. First and last baselines follow the
/// lines (the text sits at the top of the label; UIKit centres it vertically when the label is
/// taller than its text).
@MainActor
open class UILabel: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    // MARK: Text

    /// The text shown; `nil` or empty shows nothing (intrinsic size zero).
    open var text: String? {
        didSet { nonAppearanceSetter("text"); if oldValue != text { textDidChange() } }
    }

    private var storedFont: UIFont = .systemFont(ofSize: 17)
    /// The font (system 17 pt by default; setting `nil` restores it). An appearance property.
    open var font: UIFont! {
        get { storedFont }
        set {
            appearanceSetter(\UILabel.font, "font", newValue)
            storedFont = newValue ?? .systemFont(ofSize: 17)
            textDidChange()
        }
    }

    private var storedTextColor: UIColor = .label
    /// The text colour (`.label` by default; setting `nil` restores it). An appearance property.
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            appearanceSetter(\UILabel.textColor, "textColor", newValue)
            storedTextColor = newValue ?? .label
        }
    }

    /// The colour of highlighted text.
    open var highlightedTextColor: UIColor? {
        didSet { nonAppearanceSetter("highlightedTextColor") }
    }
    /// Whether the label shows ``highlightedTextColor``.
    open var isHighlighted = false {
        didSet { nonAppearanceSetter("isHighlighted") }
    }
    /// Whether the text is drawn enabled (dimmed when not).
    open var isEnabled = true {
        didSet { nonAppearanceSetter("isEnabled") }
    }

    /// The horizontal alignment of the lines.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { nonAppearanceSetter("textAlignment") }
    }

    /// The most lines; 0 for as many as needed.
    open var numberOfLines = 1 {
        didSet { nonAppearanceSetter("numberOfLines"); if oldValue != numberOfLines { textDidChange() } }
    }

    /// How lines break and what is cut off.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { nonAppearanceSetter("lineBreakMode"); if oldValue != lineBreakMode { textDidChange() } }
    }

    /// The width a multi-line label wraps at for its intrinsic size; 0 for the width layout gives
    /// it.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { nonAppearanceSetter("preferredMaxLayoutWidth"); if oldValue != preferredMaxLayoutWidth { textDidChange() } }
    }

    /// Whether the font shrinks (down to ``minimumScaleFactor``) to fit the width. Drawing only:
    /// the intrinsic size is the full-size text's, as in UIKit.
    open var adjustsFontSizeToFitWidth = false {
        didSet { nonAppearanceSetter("adjustsFontSizeToFitWidth") }
    }
    /// The smallest font scale ``adjustsFontSizeToFitWidth`` may use.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { nonAppearanceSetter("minimumScaleFactor") }
    }
    /// Whether letters may be tightened before truncating (drawing only).
    open var allowsDefaultTighteningForTruncation = false

    /// Whether a font made by `UIFont.preferredFont(forTextStyle:)` follows the content size
    /// category of the label's traits.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { updateFontForContentSizeCategory() } }
    }

    /// The shadow colour of the text (drawing only).
    open var shadowColor: UIColor?
    /// The shadow offset (drawing only).
    open var shadowOffset = CGSize(width: 0, height: -1)

    // MARK: Size

    /// The width the intrinsic size was last measured at, when layout supplies it.
    private var automaticWidth: CGFloat?

    /// Whether the label wraps at the width layout gives it and has not been measured at one yet
    /// (its intrinsic width is still its text's one-line width).
    var wrapsAtLayoutWidth: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth == 0 && automaticWidth == nil
    }

    private var measuringWidth: CGFloat? {
        // A one-line label is as wide as its text (the preferred width is for multi-line labels).
        guard numberOfLines != 1 else { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        if let automaticWidth, automaticWidth > 0 { return automaticWidth }
        return nil
    }

    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return ceilToPixels(layoutText(maxWidth: measuringWidth).size)
    }

    /// The lines the text is set in for the label's current width and number of lines: what
    /// drawing shows, and (``TextLayout/isTruncated``) whether text is cut off. An OpenStoryboard
    /// addition for renderers and lint.
    public var textLayout: TextLayout {
        layoutText(maxWidth: bounds.width > 0 ? bounds.width : measuringWidth)
    }

    private func layoutText(maxWidth: CGFloat?) -> TextLayout {
        TextMeasurement.current.layout(
            of: text ?? "", font: storedFont, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode
        )
    }

    override var baselineOffsetsFromTop: (first: CGFloat, last: CGFloat)? {
        let metrics = TextMeasurement.current.lineMetrics(for: storedFont)
        let lines = max(1, layoutText(maxWidth: measuringWidth).lines.count)
        return (metrics.ascender, metrics.ascender + CGFloat(lines - 1) * metrics.lineHeight)
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // A multi-line label without a preferred width wraps at the width it was given.
        if numberOfLines != 1 && preferredMaxLayoutWidth == 0 && bounds.width > 0 && automaticWidth != bounds.width {
            automaticWidth = bounds.width
            // A width constraint of this label that gave way while it measured one line is tried
            // again, and reported if it still conflicts (`LayoutEngine.yieldWrappingLabel`).
            if let engine = rootView.existingLayoutEngine, !engine.yieldedUnreported.isEmpty {
                engine.retryBrokenConstraints = true
                engine.needsSolve = true
            }
            invalidateIntrinsicContentSizeAndRelayout()
        }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.displayScale != traitCollection.displayScale { invalidateIntrinsicContentSize() }
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            updateFontForContentSizeCategory()
        }
    }

    private func updateFontForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, let style = storedFont.textStyle else { return }
        storedFont = .preferredFont(forTextStyle: style, compatibleWith: traitCollection)
        textDidChange()
    }

    // MARK: Accessibility and events

    override var defaultAccessibilityLabel: String? { text }
    override var defaultIsAccessibilityElement: Bool { true }
}

extension UILabel: UIAppearanceProxyInitializable {}
