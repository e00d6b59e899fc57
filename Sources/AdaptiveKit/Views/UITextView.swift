import Foundation

/// A scrollable, multi-line text view.
///
/// While it scrolls (the default) it has no intrinsic size, as in UIKit. With
/// ``UIScrollView/isScrollEnabled`` off, its intrinsic size is its text's: on one line per
/// paragraph until layout gives it a width, then wrapped at that width (the tree is laid out a
/// second time), plus ``textContainerInset`` and 5 points of line-fragment padding each side.
@MainActor
open class UITextView: UIScrollView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The text.
    open var text: String! = "" {
        didSet { nonAppearanceSetter("text"); textDidChange() }
    }

    /// The font (system 12 pt by default).
    open var font: UIFont? = .systemFont(ofSize: 12) {
        didSet { nonAppearanceSetter("font"); textDidChange() }
    }

    /// The text colour.
    open var textColor: UIColor? = .label {
        didSet { nonAppearanceSetter("textColor") }
    }

    /// The alignment of the lines.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the user can edit the text.
    open var isEditable = true
    /// Whether the user can select the text.
    open var isSelectable = true
    /// Whether a font made by `UIFont.preferredFont(forTextStyle:)` follows the content size
    /// category.
    open var adjustsFontForContentSizeCategory = false

    /// Space between the view's edges and the text (8 above and below by default).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textDidChange() }
    }

    /// The padding at each end of a line (UIKit's text container default: 5).
    public static let lineFragmentPadding: CGFloat = 5

    private var automaticWidth: CGFloat?

    private func textDidChange() {
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        setNeedsLayout()
    }

    override func scrollEnabledDidChange() {
        invalidateIntrinsicContentSize()
    }

    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        let insets = textContainerInset
        let horizontal = insets.left + insets.right + 2 * Self.lineFragmentPadding
        let font = self.font ?? .systemFont(ofSize: 12)
        let maxWidth = automaticWidth.map { max(0, $0 - horizontal) }
        let measurer = TextMeasurement.current
        var size = measurer.size(of: text ?? "", font: font, maxWidth: maxWidth, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        // An empty text view is one line high.
        size.height = max(size.height, measurer.lineMetrics(for: font).lineHeight)
        return ceilToPixels(CGSize(width: size.width + horizontal, height: size.height + insets.top + insets.bottom))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if !isScrollEnabled && bounds.width > 0 && automaticWidth != bounds.width {
            automaticWidth = bounds.width
            invalidateIntrinsicContentSizeAndRelayout()
        }
    }
}
