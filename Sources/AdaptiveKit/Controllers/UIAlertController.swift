import Foundation

/// An action of an alert or action sheet: a titled button and what it does.
@MainActor
open class UIAlertAction: NSObject {
    /// How an action looks and where it goes.
    public enum Style: Int, Sendable, CaseIterable {
        /// An ordinary action.
        case `default`
        /// The action that cancels: one per controller, last (an alert of two: first), in bold.
        case cancel
        /// An action that destroys data: red.
        case destructive
    }

    /// The button's title.
    public let title: String?
    /// The action's style.
    public let style: Style
    /// Whether the action can be chosen (a disabled action's button is dimmed and takes no taps).
    open var isEnabled = true {
        didSet { enabledDidChange?() }
    }
    let handler: ((UIAlertAction) -> Void)?
    /// Tells the alert's view that ``isEnabled`` changed.
    var enabledDidChange: (() -> Void)?

    /// An action with a title, a style and a block run when the user chooses it, after the
    /// controller is dismissed.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

/// An alert or an action sheet: a title, a message, text fields (alerts) and actions, presented
/// with `present(_:animated:completion:)`.
///
/// An alert is shown in the middle of the screen over a dimmed presenter (its presentation style
/// is `.custom`, as UIKit reports it); an action sheet is a popover in a regular width (anchored
/// to its `popoverPresentationController`'s source view or bar button item: without one UIKit
/// raises an exception, and AdaptiveKit refuses the presentation with UIKit's message) and rises
/// from the bottom of a compact-width screen over a dimmed presenter, its cancel action apart
/// below the others. A popover shows no cancel action (a tap outside cancels in UIKit).
///
/// The buttons are real `UIButton`s, so a headless test taps one as a user does
/// (`window.button(titled: "OK")`, then `tap`): the controller is dismissed, then the action's
/// handler runs, as in UIKit. The metrics (270 pt wide alerts, 44 pt buttons, 57 pt sheet rows,
/// 304 pt wide popovers) are UIKit's as they appear on screen; UIKit does not publish them.
@MainActor
open class UIAlertController: UIViewController {
    /// The two kinds of alert controller.
    public enum Style: Int, Sendable, CaseIterable {
        /// Choices for the current context, from the bottom of the screen or in a popover.
        case actionSheet
        /// A message that needs the user's attention, in the middle of the screen.
        case alert
    }

    /// Whether this is an alert or an action sheet.
    public let preferredStyle: Style
    /// The message below the title.
    open var message: String? {
        didSet { viewIfLoaded?.setNeedsLayout(); alertView?.rebuild() }
    }
    /// The actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action in bold that the return key chooses (alerts), one of ``actions``.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) { self.preferredAction = nil }
            alertView?.rebuild()
        }
    }
    /// The text fields of an alert, in the order they were added.
    public private(set) var textFields: [UITextField]?

    /// An alert controller with a title, a message and a style.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(preferredStyle: preferredStyle)
        self.title = title
        self.message = message
    }

    init(preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = preferredStyle == .alert ? .custom : .popover
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
        modalPresentationStyle = .custom
    }

    open override var title: String? {
        didSet { alertView?.rebuild() }
    }

    /// Adds an action. A second cancel action is refused, as UIKit refuses it (with an
    /// exception): reported, not added.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            LayoutDiagnostics.shared.record(.init(
                kind: .invalidItem, constraints: [],
                message: "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"))
            return
        }
        actions.append(action)
        alertView?.rebuild()
    }

    /// Adds a text field to an alert, configured by the handler. An action sheet has none (UIKit
    /// raises an exception): reported, not added.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            LayoutDiagnostics.shared.record(.init(
                kind: .invalidItem, constraints: [],
                message: "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"))
            return
        }
        let field = UITextField(frame: .zero)
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 13)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
        alertView?.rebuild()
    }

    private var alertView: AlertContentView? { viewIfLoaded as? AlertContentView }

    open override func loadView() {
        view = AlertContentView(controller: self)
    }

    /// The size of an action sheet's popover: 304 pt wide, as tall as its content.
    open override var preferredContentSize: CGSize {
        get {
            guard preferredStyle == .actionSheet else { return super.preferredContentSize }
            return CGSize(width: AlertContentView.popoverWidth, height: AlertContentView.popoverHeight(of: self))
        }
        set { super.preferredContentSize = newValue }
    }

    /// An action sheet rises over the dimmed presenter in a compact width.
    override var adaptsPopoverOverFullScreen: Bool { true }

    /// Whether the controller shows as a popover now (an action sheet in a regular width).
    var showsAsPopover: Bool {
        preferredStyle == .actionSheet && presentationController?.adaptivePresentationStyle == .popover
    }

    /// An action sheet in a popover needs a place to point at.
    override func presentationRefusal(in controller: UIPresentationController) -> String? {
        guard preferredStyle == .actionSheet, controller.adaptivePresentationStyle == .popover,
              let popover = controller as? UIPopoverPresentationController, !popover.hasSource else { return nil }
        return "Your application has presented a UIAlertController (\(ObjectIdentifier(self))) of style "
            + "UIAlertControllerStyleActionSheet from \(type(of: controller.presentingViewController)). The modalPresentationStyle "
            + "of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information "
            + "for this popover through the alert controller's popoverPresentationController. You must provide either a "
            + "sourceView and sourceRect or a barButtonItem."
    }

    /// The user chose an action: the controller is dismissed, then the handler runs.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true) {
            action.handler?(action)
        }
    }

    /// The buttons shown for the actions, by action (the driver taps them).
    package func button(for action: UIAlertAction) -> UIButton? {
        loadViewIfNeeded()
        view.layoutIfNeeded()
        return alertView?.buttons.first { $0.action === action }?.button
    }
}

/// An alert controller's view: the dimming over the presenter, and the box (or boxes, for an
/// action sheet's cancel action) with the title, message, text fields and buttons.
@MainActor
final class AlertContentView: UIView {
    static let alertWidth: CGFloat = 270
    static let buttonHeight: CGFloat = 44
    static let sheetRowHeight: CGFloat = 57
    static let popoverWidth: CGFloat = 304
    static let margin: CGFloat = 16

    private unowned let controller: UIAlertController
    private let dimming = UIView(frame: .zero)
    private var boxes: [UIView] = []
    private(set) var buttons: [(action: UIAlertAction, button: UIButton)] = []
    /// What the boxes were laid out for (the style shown, the size and the safe area), so that a
    /// layout pass makes them again only when one of these or the content changed.
    private struct Placement: Equatable {
        var popover: Bool
        var size: CGSize
        var safeArea: UIEdgeInsets
    }
    private var placement: Placement?

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.2)
        addSubview(dimming)
    }

    required init?(coder: NSCoder) { nil }

    func rebuild() {
        placement = nil
        setNeedsLayout()
    }

    /// The actions in the order they are shown: an alert of two puts the cancel action first, any
    /// other alert and a sheet put it last; a popover leaves it out.
    static func orderedActions(of controller: UIAlertController, popover: Bool) -> [UIAlertAction] {
        let others = controller.actions.filter { $0.style != .cancel }
        let cancel = controller.actions.filter { $0.style == .cancel }
        if popover { return others }
        if controller.preferredStyle == .alert, controller.actions.count == 2 { return cancel + others }
        return others + cancel
    }

    static func titleLabel(_ text: String?, font: UIFont, color: UIColor) -> UILabel? {
        guard let text, !text.isEmpty else { return nil }
        let label = UILabel(frame: .zero)
        label.text = text
        label.font = font
        label.textColor = color
        label.textAlignment = .center
        label.numberOfLines = 0
        return label
    }

    static func header(of controller: UIAlertController) -> [UILabel] {
        let isAlert = controller.preferredStyle == .alert
        return [
            titleLabel(controller.title, font: isAlert ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 13, weight: .semibold),
                       color: isAlert ? .label : .secondaryLabel),
            titleLabel(controller.message, font: .systemFont(ofSize: 13), color: isAlert ? .label : .secondaryLabel),
        ].compactMap { $0 }
    }

    /// Where the title and message go in a box: one below the other, 4 pt apart, `top` below the
    /// box's top, `inner` wide at the margin, and where what follows starts, `bottom` below them
    /// (0 without a title or message).
    static func headerLayout(_ labels: [UILabel], width inner: CGFloat, top: CGFloat, bottom: CGFloat) -> (frames: [CGRect], end: CGFloat) {
        guard !labels.isEmpty else { return ([], 0) }
        var y = top
        let frames = labels.map { label in
            let height = label.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height
            defer { y += height + 4 }
            return CGRect(x: margin, y: y, width: inner, height: height)
        }
        return (frames, y - 4 + bottom)
    }

    static func popoverHeight(of controller: UIAlertController) -> CGFloat {
        let header = headerLayout(header(of: controller), width: popoverWidth - 2 * margin, top: 20, bottom: 16).end
        return header + CGFloat(orderedActions(of: controller, popover: true).count) * sheetRowHeight
    }

    /// Places the title and message in `box` (``headerLayout(_:width:top:bottom:)``) and returns
    /// where what follows starts.
    private func placeHeader(_ labels: [UILabel], in box: UIView, width inner: CGFloat, top: CGFloat, bottom: CGFloat) -> CGFloat {
        let layout = Self.headerLayout(labels, width: inner, top: top, bottom: bottom)
        for (label, frame) in zip(labels, layout.frames) {
            label.frame = frame
            box.addSubview(label)
        }
        return layout.end
    }

    /// Stacks a full-width button per action in `box` from `y`, each `height` tall below a
    /// hairline (the first one's only when `separatesFirst`), and returns the y below them.
    private func stackButtons(_ actions: [UIAlertAction], in box: UIView, from y: CGFloat, width: CGFloat, height: CGFloat,
                              fontSize: CGFloat, separatesFirst: Bool) -> CGFloat {
        var y = y
        for (index, action) in actions.enumerated() {
            if index > 0 || separatesFirst { separator(in: box, CGRect(x: 0, y: y, width: width, height: 0.5)) }
            let button = makeButton(for: action, fontSize: fontSize)
            button.frame = CGRect(x: 0, y: y, width: width, height: height)
            box.addSubview(button)
            y += height
        }
        return y
    }

    private func makeButton(for action: UIAlertAction, fontSize: CGFloat) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(action.title, for: .normal)
        let bold = action.style == .cancel || action === controller.preferredAction
        button.titleLabel?.font = .systemFont(ofSize: fontSize, weight: bold ? .semibold : .regular)
        if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
        button.isEnabled = action.isEnabled
        button.addAction(UIAction { [weak controller] _ in controller?.choose(action) }, for: .touchUpInside)
        action.enabledDidChange = { [weak button] in button?.isEnabled = action.isEnabled }
        buttons.append((action, button))
        return button
    }

    private func makeBox() -> UIView {
        let box = UIView(frame: .zero)
        box.backgroundColor = .secondarySystemBackground
        box.layer.cornerRadius = controller.preferredStyle == .alert ? 14 : 13
        box.clipsToBounds = true
        addSubview(box)
        boxes.append(box)
        return box
    }

    private func separator(in box: UIView, _ frame: CGRect) {
        let line = UIView(frame: frame)
        line.backgroundColor = .separator
        box.addSubview(line)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let popover = controller.showsAsPopover
        let current = Placement(popover: popover, size: bounds.size, safeArea: safeAreaInsets)
        guard current != placement else { return }
        placement = current
        boxes.forEach { $0.removeFromSuperview() }
        boxes = []
        buttons = []
        dimming.frame = bounds
        dimming.isHidden = popover
        switch (controller.preferredStyle, popover) {
        case (.alert, _): layOutAlert()
        case (.actionSheet, true): layOutPopover()
        case (.actionSheet, false): layOutSheet()
        }
    }

    private func layOutAlert() {
        let width = Self.alertWidth, inner = width - 2 * Self.margin
        let box = makeBox()
        var y = placeHeader(Self.header(of: controller), in: box, width: inner, top: 20, bottom: 16)
        for field in controller.textFields ?? [] {
            field.frame = CGRect(x: Self.margin, y: y, width: inner, height: 24)
            box.addSubview(field)
            y += 24 + 8
        }
        if controller.textFields?.isEmpty == false { y += 8 }
        let actions = Self.orderedActions(of: controller, popover: false)
        if actions.count == 2 {
            separator(in: box, CGRect(x: 0, y: y, width: width, height: 0.5))
            for (index, action) in actions.enumerated() {
                let button = makeButton(for: action, fontSize: 17)
                button.frame = CGRect(x: CGFloat(index) * width / 2, y: y, width: width / 2, height: Self.buttonHeight)
                box.addSubview(button)
            }
            separator(in: box, CGRect(x: width / 2, y: y, width: 0.5, height: Self.buttonHeight))
            y += Self.buttonHeight
        } else {
            y = stackButtons(actions, in: box, from: y, width: width, height: Self.buttonHeight, fontSize: 17, separatesFirst: true)
        }
        // Centred in the safe area, lifted above the keyboard's place when it has text fields.
        let safe = bounds.inset(by: safeAreaInsets)
        box.frame = CGRect(x: safe.midX - width / 2, y: safe.midY - y / 2, width: width, height: y)
    }

    private func layOutSheet() {
        let safe = bounds.inset(by: safeAreaInsets)
        let width = min(safe.width - 16, 400), inner = width - 2 * Self.margin
        let x = safe.midX - width / 2
        let actions = Self.orderedActions(of: controller, popover: false)
        let cancel = actions.first { $0.style == .cancel }
        var bottom = safe.maxY - 8
        if let cancel {
            let box = makeBox()
            let button = makeButton(for: cancel, fontSize: 20)
            button.frame = CGRect(x: 0, y: 0, width: width, height: Self.sheetRowHeight)
            box.addSubview(button)
            box.frame = CGRect(x: x, y: bottom - Self.sheetRowHeight, width: width, height: Self.sheetRowHeight)
            bottom -= Self.sheetRowHeight + 8
        }
        let others = actions.filter { $0.style != .cancel }
        let labels = Self.header(of: controller)
        guard !others.isEmpty || !labels.isEmpty else { return }
        let box = makeBox()
        let top = placeHeader(labels, in: box, width: inner, top: 14, bottom: 14)
        let y = stackButtons(others, in: box, from: top, width: width, height: Self.sheetRowHeight, fontSize: 20, separatesFirst: !labels.isEmpty)
        box.frame = CGRect(x: x, y: bottom - y, width: width, height: y)
    }

    private func layOutPopover() {
        let width = bounds.width, inner = width - 2 * Self.margin
        let box = makeBox()
        box.layer.cornerRadius = 0
        let labels = Self.header(of: controller)
        let top = placeHeader(labels, in: box, width: inner, top: 20, bottom: 16)
        let y = stackButtons(Self.orderedActions(of: controller, popover: true), in: box, from: top, width: width,
                             height: Self.sheetRowHeight, fontSize: 20, separatesFirst: !labels.isEmpty)
        box.frame = CGRect(x: 0, y: 0, width: width, height: max(y, bounds.height))
    }
}
