import Foundation

/// A control that shows a title and an image for each state.
///
/// Intrinsic size (the numbers are in ``StandardViewMetrics``): with a title, the title's width
/// plus the image's width, by the title font's line height rounded up to whole points plus 12 (6
/// above and below: 30 pt for the 15 pt system font, as UIKit's system button); with only an
/// image, the image's size; with neither, 30 × 30. ``contentEdgeInsets`` are added.
@MainActor
open class UIButton: UIControl {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A button of a type: `.system` buttons take the tint colour for their title.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        storedButtonType = buttonType
    }

    private var storedButtonType: ButtonType = .custom
    /// The button's type.
    open var buttonType: ButtonType { storedButtonType }

    // MARK: Content per state

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: State) {
        nonAppearanceSetter("setTitle(_:for:)")
        titles[state.rawValue] = title
        contentDidChange()
    }

    /// The title for a state (the normal state's when the state has none).
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the title colour for a state. An appearance property.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        appearanceSetter(
            "titleColor(for:\(state.rawValue))", color,
            get: { (button: UIButton) in button.titleColors[state.rawValue] },
            set: { (button: UIButton, color: UIColor?) in button.setTitleColor(color, for: state) }
        )
        titleColors[state.rawValue] = color
        contentDidChange()
    }

    /// The title colour for a state: the one set for it, else the normal state's, else the
    /// default (system buttons: the tint colour, dimmed gray when disabled; others: white).
    open func titleColor(for state: State) -> UIColor? {
        if let color = titleColors[state.rawValue] { return color }
        if state.contains(.disabled) && buttonType == .system { return .systemGray }
        if let color = titleColors[State.normal.rawValue] { return color }
        return buttonType == .custom ? .white : tintColor
    }

    /// Sets the image for a state.
    open func setImage(_ image: UIImage?, for state: State) {
        nonAppearanceSetter("setImage(_:for:)")
        images[state.rawValue] = image
        contentDidChange()
    }

    /// The image for a state (the normal state's when the state has none).
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// Sets the background image for a state. An appearance property.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        appearanceSetter(
            "backgroundImage(for:\(state.rawValue))", image,
            get: { (button: UIButton) in button.backgroundImages[state.rawValue] },
            set: { (button: UIButton, image: UIImage?) in button.setBackgroundImage(image, for: state) }
        )
        backgroundImages[state.rawValue] = image
        contentDidChange()
    }

    /// The background image for a state (the normal state's when the state has none).
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// The title shown in the current state.
    open var currentTitle: String? { title(for: state) }
    /// The title colour of the current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor }
    /// The image of the current state.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image of the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    private var storedContentEdgeInsets = UIEdgeInsets.zero
    /// Space around the title and image. An appearance property.
    open var contentEdgeInsets: UIEdgeInsets {
        get { storedContentEdgeInsets }
        set {
            appearanceSetter(\UIButton.contentEdgeInsets, "contentEdgeInsets", newValue)
            storedContentEdgeInsets = newValue
            contentDidChange()
        }
    }
    /// Insets of the title's rectangle (where it is placed, as in UIKit: not in the intrinsic size).
    open var titleEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
    /// Insets of the image's rectangle (where it is placed, not in the intrinsic size).
    open var imageEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }

    // MARK: Subviews

    private var storedTitleLabel: UILabel?
    private var storedImageView: UIImageView?

    /// The label that shows the title (made on first use; its font sets the title's font).
    open var titleLabel: UILabel? {
        if let storedTitleLabel { return storedTitleLabel }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: StandardViewMetrics.buttonFontSize)
        label.lineBreakMode = .byTruncatingMiddle
        label.layoutState.isPlacedByOwner = true
        storedTitleLabel = label
        addSubview(label)
        updateSubviews()
        return label
    }

    /// The view that shows the image (made on first use).
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView(frame: .zero)
        view.layoutState.isPlacedByOwner = true
        storedImageView = view
        addSubview(view)
        updateSubviews()
        return view
    }

    private var titleFont: UIFont {
        storedTitleLabel?.font ?? .systemFont(ofSize: StandardViewMetrics.buttonFontSize)
    }

    private func contentDidChange() {
        if currentTitle != nil, storedTitleLabel == nil { _ = titleLabel }
        if currentImage != nil, storedImageView == nil { _ = imageView }
        updateSubviews()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func updateSubviews() {
        storedTitleLabel?.text = currentTitle
        storedTitleLabel?.textColor = currentTitleColor
        storedImageView?.image = currentImage
    }

    override func stateDidChange() {
        updateSubviews()
        invalidateIntrinsicContentSize()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        storedTitleLabel?.textColor = currentTitleColor
    }

    // MARK: Size and layout

    /// The title's size: its one-line width, by its line height rounded up to whole points.
    private var titleSize: CGSize {
        guard let title = currentTitle, !title.isEmpty else { return .zero }
        let measurer = TextMeasurement.current
        let width = ceilToPixels(measurer.width(of: title, font: titleFont))
        return CGSize(width: width, height: measurer.lineMetrics(for: titleFont).lineHeight.rounded(.up))
    }

    private var imageSize: CGSize {
        if let image = currentImage { return image.size }
        switch buttonType {
        case .detailDisclosure, .infoLight, .infoDark, .contactAdd: return CGSize(width: 22, height: 22)
        case .close: return CGSize(width: 30, height: 30)
        default: return .zero
        }
    }

    open override var intrinsicContentSize: CGSize {
        let title = titleSize, image = imageSize
        let insets = contentEdgeInsets
        var content: CGSize
        if title != .zero {
            content = CGSize(
                width: title.width + image.width,
                height: max(title.height + StandardViewMetrics.buttonVerticalPadding, image.height)
            )
        } else if image != .zero {
            content = image
        } else {
            content = CGSize(width: 30, height: StandardViewMetrics.buttonMinimumHeight)
        }
        content.width += insets.left + insets.right
        content.height += insets.top + insets.bottom
        return content
    }

    override var baselineOffsetsFromTop: (first: CGFloat, last: CGFloat)? {
        guard titleSize != .zero else { return nil }
        let metrics = TextMeasurement.current.lineMetrics(for: titleFont)
        let contentHeight = intrinsicContentSize.height - contentEdgeInsets.top - contentEdgeInsets.bottom
        let top = contentEdgeInsets.top + (contentHeight - metrics.lineHeight) / 2
        return (top + metrics.ascender, top + metrics.ascender)
    }

    /// Places the image and the title side by side in the bounds less ``contentEdgeInsets``, by
    /// the content alignments, then moves each by its own edge insets as UIKit does: the image
    /// (title) is aligned in its rectangle less ``imageEdgeInsets`` (``titleEdgeInsets``), so
    /// centred content moves by half the difference of the two sides, content aligned to an edge
    /// by that edge's inset.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let area = bounds.inset(by: contentEdgeInsets)
        let title = titleSize, image = currentImage?.size ?? .zero
        let contentWidth = min(title.width + image.width, area.width)
        var x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .fill: x = area.minX
        case .right: x = area.maxX - contentWidth
        default: x = area.minX + (area.width - contentWidth) / 2
        }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: area.minY
            case .bottom: area.maxY - height
            case .center: area.minY + (area.height - height) / 2
            }
        }
        let imageShift = offset(for: imageEdgeInsets), titleShift = offset(for: titleEdgeInsets)
        if let imageView = storedImageView {
            let frame = CGRect(x: x, y: y(image.height), width: image.width, height: image.height)
                .offsetBy(dx: imageShift.dx, dy: imageShift.dy)
            if imageView.frame != frame { imageView.frame = frame }
            x += image.width
        }
        if let label = storedTitleLabel {
            let width = max(0, min(title.width, area.maxX - x))
            let frame = CGRect(x: x, y: y(title.height), width: width, height: title.height)
                .offsetBy(dx: titleShift.dx, dy: titleShift.dy)
            if label.frame != frame { label.frame = frame }
        }
    }

    /// How far the title's or the image's edge insets move it, by the content alignments.
    private func offset(for insets: UIEdgeInsets) -> (dx: CGFloat, dy: CGFloat) {
        let dx: CGFloat = switch effectiveContentHorizontalAlignment {
        case .left, .fill: insets.left
        case .right: -insets.right
        default: (insets.left - insets.right) / 2
        }
        let dy: CGFloat = switch contentVerticalAlignment {
        case .top, .fill: insets.top
        case .bottom: -insets.bottom
        case .center: (insets.top - insets.bottom) / 2
        }
        return (dx, dy)
    }

    // MARK: Events and accessibility

    /// A button made from an action (iOS 14): its title and image are the action's, and a tap
    /// performs it (`.primaryActionTriggered`).
    public convenience init(primaryAction: UIAction?) {
        self.init(frame: .zero, primaryAction: primaryAction)
    }

    /// A button of a type made from an action (iOS 14).
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        installPrimaryAction(primaryAction)
    }

    /// The menu the button shows (iOS 14): on a tap when ``showsMenuAsPrimaryAction``. Headless,
    /// showing it records it on the window (``UIWindow/presentedMenu``); the driver chooses an
    /// item by title (``UIWindow/chooseMenuItem(titled:)``).
    open var menu: UIMenu?

    /// A tap lifted inside sends `.touchUpInside` and `.primaryActionTriggered`; with a menu
    /// shown as the primary action, `.menuActionTriggered` instead of the primary action.
    override var touchUpInsideEvents: Event {
        showsMenuAsPrimaryAction && menu != nil ? [.touchUpInside, .menuActionTriggered] : [.touchUpInside, .primaryActionTriggered]
    }

    /// Shows the menu on a tap lifted inside when ``showsMenuAsPrimaryAction``.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard showsMenuAsPrimaryAction, let menu, let touch,
              bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self)) else { return }
        window?.presentedMenu = menu
    }

    /// Takes the action's title and image.
    override func adoptPrimaryAction(_ action: UIAction) {
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
    }

    override var defaultAccessibilityLabel: String? { currentTitle }
}

extension UIButton {
    /// The kinds of button (UIKit's raw values).
    public enum ButtonType: Int, Sendable, CaseIterable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7

        /// The iOS 6 rounded rectangle; the system button since iOS 7.
        public static let roundedRect = ButtonType.system
    }
}
