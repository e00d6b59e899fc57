import Foundation

/// A row of a table view: a content view with, by style, a title, a detail text and an image,
/// and an accessory at the trailing edge.
///
/// ## Layout (`layoutSubviews`, numbers in ``StandardViewMetrics``)
/// - The accessory (``accessoryView``, or the standard one for ``accessoryType``) sits 16
///   points from the trailing edge, centred vertically; the content view then ends where the
///   accessory begins.
/// - The image view is 16 points from the leading edge, centred vertically, at its image's size;
///   the text starts 16 points after it (or 16 points from the edge).
/// - `.default`: the title, centred vertically, to the trailing margin (16 points, or 10 before
///   an accessory). `.subtitle`: the title with the detail (12 pt) under it, the pair centred.
///   `.value1`: the title on the leading side and the detail (secondary colour) on the trailing
///   side of one line. `.value2`: the title (12 pt, tint colour) right-aligned in a 67-point
///   column, then the detail 6 points after it.
/// Labels get their one-line text size, cut at the available width.
@MainActor
open class UITableViewCell: UIView {
    /// The cell's style.
    public let style: CellStyle
    /// The identifier the table view reuses the cell by.
    public let reuseIdentifier: String?

    /// A cell of a style.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: StandardViewMetrics.tableRowHeight))
        setUpContentView()
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A cell made by the appearance system or by a table view's class registration (see
    /// ``UITableView/register(_:forCellReuseIdentifier:)``): the style and identifier come from a
    /// ``RegistrationCoder``.
    public required init?(coder: NSCoder) {
        let registration = coder as? RegistrationCoder
        style = registration?.style ?? .default
        reuseIdentifier = registration?.reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: StandardViewMetrics.tableRowHeight))
        setUpContentView()
    }

    /// The coder a table view passes to `init?(coder:)` of a registered cell class.
    public final class RegistrationCoder: ValuelessCoder {
        public let style: CellStyle
        public let reuseIdentifier: String?

        init(style: CellStyle, reuseIdentifier: String?) {
            self.style = style
            self.reuseIdentifier = reuseIdentifier
        }

    }

    private func setUpContentView() {
        addSubview(contentView)
    }

    // MARK: Content

    /// The view that holds the cell's content; add custom subviews to it.
    public let contentView = UIView(frame: .zero)

    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?

    /// The title label (every style has one; made on first use).
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel(frame: .zero)
        if style == .value2 {
            label.font = .systemFont(ofSize: StandardViewMetrics.cellValue2TitleFontSize)
            label.textColor = tintColor
            label.textAlignment = .right
        } else {
            label.font = .systemFont(ofSize: StandardViewMetrics.cellTitleFontSize)
        }
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The detail label (`nil` in the default style; made on first use).
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel(frame: .zero)
        switch style {
        case .subtitle:
            label.font = .systemFont(ofSize: StandardViewMetrics.cellSubtitleFontSize)
        case .value1:
            label.font = .systemFont(ofSize: StandardViewMetrics.cellTitleFontSize)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        default:
            label.font = .systemFont(ofSize: StandardViewMetrics.cellTitleFontSize)
        }
        storedDetailTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// Whether the cell is in editing mode (its table's): the editing control shows at the
    /// leading edge and the content moves 38 points over.
    open private(set) var isEditing = false

    /// Enters or leaves editing mode; `animated` is accepted.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        setNeedsLayout()
    }

    /// The editing control the table gives the row (``UITableView/editingControl(forRowAt:)``).
    package var editingControl: EditingStyle = .none

    /// The width the editing control takes at the leading edge while editing.
    static let editingControlWidth: CGFloat = 38

    /// The content shown through a configuration (iOS 14): its view fills the content view and
    /// the standard labels and image view are hidden; `nil` shows them again.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }
    private var configurationView: (UIView & UIContentView)?

    private func applyContentConfiguration() {
        for view in [storedTextLabel, storedDetailTextLabel, storedImageView] as [UIView?] { view?.isHidden = contentConfiguration != nil }
        configurationView = contentView.showContentConfiguration(contentConfiguration, replacing: configurationView)
        setNeedsLayout()
    }

    /// The image view on the leading side (made on first use).
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView(frame: .zero)
        storedImageView = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// The standard accessory.
    open var accessoryType: AccessoryType = .none {
        didSet { setNeedsLayout() }
    }
    /// A custom accessory view (wins over ``accessoryType``).
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// The accessory while editing.
    open var editingAccessoryType: AccessoryType = .none

    /// The storyboard segues drawn from the cell's prototype (see `StoryboardSegueTriggers`).
    package var storyboardSegueTriggers: StoryboardSegueTriggers?
    /// How the selected cell is drawn.
    open var selectionStyle: SelectionStyle = .default
    /// Whether the cell is selected.
    open private(set) var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// The insets of the separator under the cell.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// The view behind the content.
    open var backgroundView: UIView?
    /// The view behind the content while selected.
    open var selectedBackgroundView: UIView?

    /// Selects or deselects the cell.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Highlights or unhighlights the cell.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    /// Called before the table view hands the cell out again: resets selection and highlight.
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    // MARK: Layout

    /// The frame of the standard accessory, in the cell's coordinates (`nil` for none). An
    /// OpenStoryboard addition for renderers.
    public private(set) var accessoryFrame: CGRect?

    /// The size of the standard accessories: the disclosure chevron 8 × 13, the checkmark
    /// 14 × 11, the detail (info) button 22 × 22, the detail disclosure button 22 + 10 + 8 wide.
    static func accessorySize(for type: AccessoryType) -> CGSize? {
        switch type {
        case .none: nil
        case .disclosureIndicator: CGSize(width: 8, height: 13)
        case .checkmark: CGSize(width: 14, height: 11)
        case .detailButton: CGSize(width: 22, height: 22)
        case .detailDisclosureButton: CGSize(width: 40, height: 22)
        }
    }

    /// How far the content view, accessory and separator stay from the cell's left and right
    /// edges: the cell's safe-area insets on those sides when its table insets content views to
    /// the safe area (a notched iPhone in landscape), else none.
    public private(set) var contentSafeAreaInsets: UIEdgeInsets = .zero

    /// Whether the content view stops one pixel above the cell's bottom edge, where the separator
    /// is drawn, as iOS 12 and earlier laid cells out (a 44 pt cell's content view was 43.5 pt tall
    /// on a 2x screen); from iOS 13 the content view is as tall as the cell, the default. An
    /// OpenStoryboard addition, not UIKit API: tools that lay a document out as the Xcode that
    /// wrote it drew it set it (docs/interface-builder-fidelity.md, `cell-margins`).
    public var contentViewEndsAboveSeparator = false {
        didSet { if oldValue != contentViewEndsAboveSeparator { setNeedsLayout() } }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var insets = UIEdgeInsets.zero
        if (superview as? UITableView)?.insetsContentViewsToSafeArea ?? true {
            let safe = safeAreaInsets
            insets = UIEdgeInsets(top: 0, left: safe.left, bottom: 0, right: safe.right)
        }
        contentSafeAreaInsets = insets
        if isEditing, editingControl != .none { insets.left += Self.editingControlWidth }
        let bounds = self.bounds
        let margin = StandardViewMetrics.cellMargin
        let right = bounds.width - insets.right
        var contentWidth = max(0, right - insets.left)
        var accessoryWidth: CGFloat?
        if let accessoryView {
            let size = accessoryView.frame.size == .zero ? accessoryView.intrinsicContentSize : accessoryView.frame.size
            let frame = CGRect(x: right - margin - max(size.width, 0), y: (bounds.height - size.height) / 2,
                               width: max(size.width, 0), height: max(size.height, 0))
            if accessoryView.frame != frame { accessoryView.frame = frame }
            accessoryFrame = frame
            accessoryWidth = frame.width
        } else if let size = Self.accessorySize(for: accessoryType) {
            accessoryFrame = CGRect(x: right - margin - size.width, y: (bounds.height - size.height) / 2,
                                    width: size.width, height: size.height)
            accessoryWidth = size.width
        } else {
            accessoryFrame = nil
        }
        if let accessoryWidth { contentWidth = max(0, right - margin - accessoryWidth - insets.left) }
        let separator = contentViewEndsAboveSeparator ? 1 / max(traitCollection.displayScale, 1) : 0
        let contentHeight = max(0, bounds.height - separator)
        let contentFrame = CGRect(x: insets.left, y: 0, width: contentWidth, height: contentHeight)
        if contentView.frame != contentFrame { contentView.frame = contentFrame }
        layoutStandardContent(width: contentWidth, height: contentHeight, trailingMargin: accessoryWidth == nil ? margin : StandardViewMetrics.accessorySpacing)
        if let configurationView, configurationView.frame != contentView.bounds { configurationView.frame = contentView.bounds }
    }

    private func layoutStandardContent(width: CGFloat, height: CGFloat, trailingMargin: CGFloat) {
        let margin = StandardViewMetrics.cellMargin
        var leading = margin
        if let imageView = storedImageView, let image = imageView.displayedImage ?? imageView.image {
            let size = image.size
            set(imageView, CGRect(x: margin, y: (height - size.height) / 2, width: size.width, height: size.height))
            leading = margin + size.width + StandardViewMetrics.cellImageSpacing
        }
        let trailing = width - trailingMargin
        let available = max(0, trailing - leading)
        func size(of label: UILabel?) -> CGSize {
            guard let label, let text = label.text, !text.isEmpty else { return .zero }
            let natural = label.intrinsicContentSize
            return CGSize(width: min(natural.width, available), height: natural.height)
        }
        let title = size(of: storedTextLabel), detail = size(of: storedDetailTextLabel)
        switch style {
        case .default:
            set(storedTextLabel, CGRect(x: leading, y: (height - title.height) / 2, width: available, height: title.height))
        case .subtitle:
            let top = (height - title.height - detail.height) / 2
            set(storedTextLabel, CGRect(x: leading, y: top, width: available, height: title.height))
            set(storedDetailTextLabel, CGRect(x: leading, y: top + title.height, width: available, height: detail.height))
        case .value1:
            let detailWidth = min(detail.width, available)
            let titleWidth = min(title.width, max(0, available - detailWidth))
            set(storedTextLabel, CGRect(x: leading, y: (height - title.height) / 2, width: titleWidth, height: title.height))
            set(storedDetailTextLabel, CGRect(x: trailing - detailWidth, y: (height - detail.height) / 2, width: detailWidth, height: detail.height))
        case .value2:
            let column: CGFloat = 67, spacing: CGFloat = 6
            let titleWidth = min(title.width, column)
            set(storedTextLabel, CGRect(x: leading + column - titleWidth, y: (height - title.height) / 2, width: titleWidth, height: title.height))
            let detailX = leading + column + spacing
            set(storedDetailTextLabel, CGRect(x: detailX, y: (height - detail.height) / 2, width: max(0, min(detail.width, trailing - detailX)), height: detail.height))
        }
    }

    private func set(_ view: UIView?, _ frame: CGRect) {
        guard let view, view.frame != frame else { return }
        view.frame = frame
    }
}

extension UITableViewCell: UIAppearanceProxyInitializable {}

extension UITableViewCell {
    /// The standard cell styles (UIKit's raw values).
    public enum CellStyle: Int, Sendable, CaseIterable {
        case `default` = 0, value1, value2, subtitle
    }

    /// The standard accessories (UIKit's raw values).
    public enum AccessoryType: Int, Sendable, CaseIterable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How a selected cell is drawn.
    public enum SelectionStyle: Int, Sendable, CaseIterable {
        case none = 0, blue, gray, `default`
    }
}
