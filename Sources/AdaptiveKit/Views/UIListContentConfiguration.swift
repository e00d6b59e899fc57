import Foundation

/// The state a configuration is updated for (iOS 14).
@MainActor
public protocol UIConfigurationState {
    /// The traits of the view the state is for.
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state: selection, highlight, editing (iOS 14).
@MainActor
public struct UICellConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}

/// A description of a view's content that makes the view showing it (iOS 14).
@MainActor
public protocol UIContentConfiguration {
    /// A new view showing this content.
    func makeContentView() -> UIView & UIContentView
    /// The content for a state (a selected cell's colours).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@MainActor
public protocol UIContentView: AnyObject {
    /// The content shown; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
}

/// The content of a list cell, header or footer (iOS 14): an image, a text and a secondary text
/// with their properties, laid out as the standard cell styles lay out theirs.
///
/// `cell()` is the default style's layout (17 pt text), `subtitleCell()` the subtitle style's
/// (15 pt secondary text below), `valueCell()` the value-1 style's (secondary text at the
/// trailing edge, in the secondary label colour); the headers and footers use 13 pt text in the
/// secondary label colour (grouped headers in capitals, as UIKit shows them).
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How one of the texts is drawn.
    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        public var alignment: NSTextAlignment = .natural
        public var numberOfLines = 0
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        /// Whether the text is shown in capitals (iOS 14's grouped headers).
        public var transform: TextTransform = .none

        /// The case a text is shown in.
        public enum TextTransform: Int, Hashable, Sendable {
            case none, capitalized, lowercase, uppercase
        }
    }

    /// How the image is drawn.
    public struct ImageProperties {
        public var tintColor: UIColor?
        /// The largest size the image takes (zero: its own).
        public var maximumSize: CGSize = .zero
        /// The size the image is reserved (zero: its own).
        public var reservedLayoutSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0
    }

    /// The main text.
    public var text: String?
    /// The main text with attributes (wins over ``text``).
    public var attributedText: NSAttributedString?
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text with attributes (wins over ``secondaryText``).
    public var secondaryAttributedText: NSAttributedString?
    /// The image on the leading side.
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    /// The space between the image and the texts (16 pt).
    public var imageToTextPadding: CGFloat = 16
    /// The space between the text and the secondary text stacked (0 pt).
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    /// The space between the texts side by side (value cells).
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Whether the secondary text is at the trailing edge rather than below.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The margins around the content (16 pt on each side, 11 pt top and bottom).
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    private init(text: TextProperties, secondary: TextProperties, sideBySide: Bool = false) {
        textProperties = text
        secondaryTextProperties = secondary
        prefersSideBySideTextAndSecondaryText = sideBySide
    }

    /// A cell's content as the default style lays it out.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .systemFont(ofSize: 17), color: .label),
                                   secondary: TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel))
    }

    /// A cell's content with the secondary text below the text.
    public static func subtitleCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.textToSecondaryTextVerticalPadding = 3
        return configuration
    }

    /// A cell's content with the secondary text at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .systemFont(ofSize: 17), color: .label),
                                   secondary: TextProperties(font: .systemFont(ofSize: 17), color: .secondaryLabel), sideBySide: true)
    }

    /// A plain list's section header.
    public static func plainHeader() -> UIListContentConfiguration { header(grouped: false) }
    /// A grouped list's section header.
    public static func groupedHeader() -> UIListContentConfiguration { header(grouped: true) }
    /// A plain list's section footer.
    public static func plainFooter() -> UIListContentConfiguration { header(grouped: false) }
    /// A grouped list's section footer.
    public static func groupedFooter() -> UIListContentConfiguration { header(grouped: false) }
    /// A sidebar's cell (as ``cell()``).
    public static func sidebarCell() -> UIListContentConfiguration { cell() }

    private static func header(grouped: Bool) -> UIListContentConfiguration {
        var text = TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel)
        if grouped { text.transform = .uppercase }
        var configuration = UIListContentConfiguration(text: text, secondary: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel))
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        return configuration
    }

    public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The same content (the standard configurations do not change with the state here).
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}

/// The view that shows a ``UIListContentConfiguration``: an image view and two labels.
@MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView(frame: .zero)
    private let textLabel = UILabel(frame: .zero)
    private let secondaryTextLabel = UILabel(frame: .zero)
    private var listConfiguration: UIListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        [imageView, textLabel, secondaryTextLabel].forEach(addSubview)
        apply()
    }

    public required init?(coder: NSCoder) { nil }

    /// The content shown; a configuration of another kind is ignored.
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    private static func shown(_ text: String?, _ attributed: NSAttributedString?, _ transform: UIListContentConfiguration.TextProperties.TextTransform) -> String? {
        guard let value = attributed?.string ?? text else { return nil }
        switch transform {
        case .none: return value
        case .capitalized: return value.capitalized
        case .lowercase: return value.lowercased()
        case .uppercase: return value.uppercased()
        }
    }

    private func configure(_ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties) {
        label.text = text
        label.font = properties.font
        label.textColor = properties.color
        label.textAlignment = properties.alignment
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.isHidden = (text ?? "").isEmpty
    }

    private func apply() {
        let content = listConfiguration
        configure(textLabel, Self.shown(content.text, content.attributedText, content.textProperties.transform), content.textProperties)
        configure(secondaryTextLabel, Self.shown(content.secondaryText, content.secondaryAttributedText, content.secondaryTextProperties.transform),
                  content.secondaryTextProperties)
        if content.prefersSideBySideTextAndSecondaryText { secondaryTextLabel.textAlignment = .right }
        imageView.image = content.image
        imageView.isHidden = content.image == nil
        if let tint = content.imageProperties.tintColor { imageView.tintColor = tint }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The texts' and image's frames, as the standard cell styles place theirs.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = listConfiguration
        let margins = content.directionalLayoutMargins
        var leading = margins.leading
        let trailing = bounds.width - margins.trailing
        if let image = content.image {
            var size = image.size
            let maximum = content.imageProperties.maximumSize
            if maximum.width > 0, size.width > maximum.width { size = CGSize(width: maximum.width, height: size.height * maximum.width / size.width) }
            if maximum.height > 0, size.height > maximum.height { size = CGSize(width: size.width * maximum.height / size.height, height: maximum.height) }
            imageView.frame = CGRect(x: leading, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            leading += max(size.width, content.imageProperties.reservedLayoutSize.width) + content.imageToTextPadding
        }
        let available = max(0, trailing - leading)
        func height(_ label: UILabel, width: CGFloat) -> CGFloat {
            label.isHidden ? 0 : label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        }
        if content.prefersSideBySideTextAndSecondaryText {
            let secondaryWidth = secondaryTextLabel.isHidden ? 0 : min(secondaryTextLabel.intrinsicContentSize.width, available)
            let textWidth = max(0, available - secondaryWidth - (secondaryWidth > 0 ? content.textToSecondaryTextHorizontalPadding : 0))
            let textHeight = height(textLabel, width: textWidth), secondaryHeight = height(secondaryTextLabel, width: secondaryWidth)
            textLabel.frame = CGRect(x: leading, y: (bounds.height - textHeight) / 2, width: textWidth, height: textHeight)
            secondaryTextLabel.frame = CGRect(x: trailing - secondaryWidth, y: (bounds.height - secondaryHeight) / 2, width: secondaryWidth, height: secondaryHeight)
        } else {
            let textHeight = height(textLabel, width: available), secondaryHeight = height(secondaryTextLabel, width: available)
            let gap = textHeight > 0 && secondaryHeight > 0 ? content.textToSecondaryTextVerticalPadding : 0
            let top = (bounds.height - textHeight - gap - secondaryHeight) / 2
            textLabel.frame = CGRect(x: leading, y: top, width: available, height: textHeight)
            secondaryTextLabel.frame = CGRect(x: leading, y: top + textHeight + gap, width: available, height: secondaryHeight)
        }
    }

    /// The texts' height with the margins; no width of its own.
    open override var intrinsicContentSize: CGSize {
        let content = listConfiguration
        let textHeight = textLabel.isHidden ? 0 : textLabel.intrinsicContentSize.height
        let secondaryHeight = secondaryTextLabel.isHidden ? 0 : secondaryTextLabel.intrinsicContentSize.height
        let stacked = content.prefersSideBySideTextAndSecondaryText ? max(textHeight, secondaryHeight)
            : textHeight + secondaryHeight + (textHeight > 0 && secondaryHeight > 0 ? content.textToSecondaryTextVerticalPadding : 0)
        let imageHeight = content.image?.size.height ?? 0
        return CGSize(width: UIView.noIntrinsicMetric, height: max(stacked, imageHeight) + content.directionalLayoutMargins.top + content.directionalLayoutMargins.bottom)
    }
}

extension UIView {
    /// Shows a cell's content configuration in this view (its content view): `current`, the view
    /// shown for the configuration before, is updated when it shows the same kind of
    /// configuration, else replaced by the configuration's new view filling this one; `nil` takes
    /// it away. Returns the view shown.
    func showContentConfiguration(_ configuration: UIContentConfiguration?,
                                  replacing current: (UIView & UIContentView)?) -> (UIView & UIContentView)? {
        if let current, let configuration, type(of: current.configuration) == type(of: configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        guard let configuration else { return nil }
        let view = configuration.makeContentView()
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        return view
    }
}

extension UITableViewCell {
    /// The cell's content as its style lays it out, to fill in and set as
    /// ``contentConfiguration`` (iOS 14): `valueCell()` for the value-1 style, `subtitleCell()`
    /// for the subtitle style, `cell()` otherwise.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .value1: .valueCell()
        case .subtitle: .subtitleCell()
        default: .cell()
        }
    }
}
