import Foundation

/// The base of controls: enabled, selected and highlighted states, content alignment, and
/// target–action registrations.
///
/// Touches drive it as in UIKit (``beginTracking(_:with:)`` and the other tracking methods,
/// highlighted while the finger is inside): a touch sends `.touchDown`, moves send
/// `.touchDragInside`/`.touchDragOutside` and `.touchDragEnter`/`.touchDragExit`, lifting sends
/// `.touchUpInside` or `.touchUpOutside`, a cancellation `.touchCancel`. "Inside" extends
/// ``touchSlop`` (70 pt) beyond the bounds, the tolerance UIKit applies but does not document.
///
/// Both kinds of action are sent, in the order they were added: closure actions (``UIAction``,
/// ``addAction(_:for:)``) and target–selector registrations (``addTarget(_:action:for:)``), the
/// selector reaching the method the target's class registers in
/// ``UIResponder/actionMethods`` (a `nil` target: the responder chain, see
/// ``sendAction(_:to:for:)``). A disabled control ignores touches (they go on to its next
/// responder) and sends nothing.
@MainActor
open class UIControl: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control that performs `primaryAction` for `.primaryActionTriggered` (iOS 14): a
    /// button's tap, a value control's change.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        installPrimaryAction(primaryAction)
    }

    /// Adds the primary action for `.primaryActionTriggered` and lets the control show it.
    func installPrimaryAction(_ action: UIAction?) {
        guard let action else { return }
        addAction(action, for: .primaryActionTriggered)
        adoptPrimaryAction(action)
    }

    /// Shows what a primary action names (buttons: its title and image).
    func adoptPrimaryAction(_ action: UIAction) {}

    /// A control decoded from an archive; the appearance system makes its proxies this way (see
    /// ``AppearanceProxyCoder``).
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
    }

    // MARK: State

    /// Whether the control responds to the user (drawn dimmed when not).
    open var isEnabled = true {
        didSet { nonAppearanceSetter("isEnabled"); if oldValue != isEnabled { stateDidChange() } }
    }
    /// Whether the control is selected (a toggled button, a selected segment).
    open var isSelected = false {
        didSet { nonAppearanceSetter("isSelected"); if oldValue != isSelected { stateDidChange() } }
    }
    /// Whether a touch is down on the control.
    open var isHighlighted = false {
        didSet { nonAppearanceSetter("isHighlighted"); if oldValue != isHighlighted { stateDidChange() } }
    }

    /// The control's state, from its flags.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Called when ``state`` changes (subclasses update what they show).
    func stateDidChange() {}

    /// How the content (title, image) is placed horizontally in the bounds.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { nonAppearanceSetter("contentHorizontalAlignment") }
    }
    /// How the content is placed vertically in the bounds.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { nonAppearanceSetter("contentVerticalAlignment") }
    }

    /// The horizontal alignment with `leading`/`trailing` resolved for the layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    // MARK: Target–action

    private struct Registration {
        weak var target: AnyObject?
        let hasTarget: Bool
        let action: Selector
        var events: Event
        let order: Int
    }

    private var registrations: [Registration] = []
    /// The closure actions and their events, in the order they were added (`UIAction.swift`).
    var closureActions: [(action: UIAction, events: Event, order: Int)] = []
    /// The identifiers of ``closureActions``.
    var closureActionIdentifiers: Set<UIAction.Identifier> = []
    /// The next registration's place in the order actions are sent.
    var nextActionOrder = 0

    /// Records that `action` is sent to `target` (or up the responder chain when `nil`) for the
    /// events.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target as AnyObject?
        if let index = registrations.firstIndex(where: { $0.target === object && $0.action == action }) {
            registrations[index].events.formUnion(controlEvents)
        } else {
            nextActionOrder += 1
            registrations.append(Registration(target: object, hasTarget: target != nil, action: action, events: controlEvents, order: nextActionOrder))
        }
    }

    /// Removes registrations of `target` (every target when `nil`) for `action` (every action
    /// when `nil`) and the events.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target as AnyObject?
        for index in registrations.indices.reversed() {
            let registration = registrations[index]
            guard target == nil || registration.target === object, action == nil || registration.action == action else { continue }
            registrations[index].events.subtract(controlEvents)
            if registrations[index].events.isEmpty { registrations.remove(at: index) }
        }
    }

    /// The targets with registrations (a `nil` target is represented by `NSNull`).
    open var allTargets: Set<AnyHashable> {
        Set(registrations.compactMap { registration -> AnyHashable? in
            guard registration.hasTarget else { return AnyHashable(NSNull()) }
            return registration.target.map { AnyHashable(ObjectIdentifier($0)) }
        })
    }

    /// The events that have registrations or closure actions.
    open var allControlEvents: Event {
        closureActions.reduce(into: registrations.reduce(into: Event()) { $0.formUnion($1.events) }) { $0.formUnion($1.events) }
    }

    /// The actions registered for `target` and an event, as selector names.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target as AnyObject?
        let names = registrations
            .filter { $0.target === object && !$0.events.isDisjoint(with: controlEvent) }
            .map(\.action.name)
        return names.isEmpty ? nil : names
    }

    /// Sends the registrations and closure actions for the events, in the order they were added;
    /// each runs once even when registered for several of the events.
    ///
    /// - Returns: The number of actions sent.
    @discardableResult
    func sendActions(for controlEvents: Event, event: UIEvent?) -> Int {
        guard isEnabled else { return 0 }
        var work: [(order: Int, run: () -> Void)] = []
        for (action, events, order) in closureActions where !events.isDisjoint(with: controlEvents) {
            work.append((order, { [unowned self] in action.perform(sender: self) }))
        }
        for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
            if registration.hasTarget {
                guard let target = registration.target else { continue }
                work.append((registration.order, { [unowned self] in self.sendAction(registration.action, to: target, for: event) }))
            } else {
                work.append((registration.order, { [unowned self] in self.sendAction(registration.action, to: nil, for: event) }))
            }
        }
        work.sort { $0.order < $1.order }
        for item in work { item.run() }
        return work.count
    }

    /// Sends one action message: to `target`'s registered method, or up the responder chain
    /// from the first responder when `target` is `nil` (what `UIApplication`'s
    /// `sendAction(_:to:from:for:)` does, see `ActionDispatch`).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        ActionDispatch.send(action, to: target, from: self, for: event)
    }

    /// Performs a closure action with this control as its sender (iOS 14).
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    // MARK: Tracking touches

    /// How far beyond its bounds a tracked touch still counts as inside: 70 pt, UIKit's
    /// undocumented tolerance. An OpenStoryboard addition.
    public static let touchSlop: CGFloat = 70

    /// Whether the control is tracking a touch.
    open internal(set) var isTracking = false
    /// Whether the tracked touch is inside the control (its bounds extended by ``touchSlop``).
    open internal(set) var isTouchInside = false

    /// A touch began in the control; return `false` to ignore it. The default accepts it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return `false` to stop tracking. The default continues.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch ended (`nil` when tracking stopped otherwise).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Tracking was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether a tap shows the control's menu (``UIButton/menu``) instead of performing its
    /// primary action (iOS 14).
    open var showsMenuAsPrimaryAction = false

    /// The events a touch lifted inside sends besides `.touchUpInside` (buttons: the primary
    /// action; value controls send their own events).
    var touchUpInsideEvents: Event { [.touchUpInside] }

    /// Whether a single tap on this control wins over a single-tap recognizer of an ancestor
    /// (UIKit's rule since iOS 6 for buttons, switches, steppers, segmented and page controls).
    var claimsSingleTaps: Bool { true }

    private func isInsideForTracking(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, !isTracking, let touch = touches.first else { return super.touchesBegan(touches, with: event) }
        isTouchInside = true
        guard beginTracking(touch, with: event) else { return }
        isTracking = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, event: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return super.touchesMoved(touches, with: event) }
        let inside = isInsideForTracking(touch)
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        guard continueTracking(touch, with: event) else {
            isTracking = false
            isHighlighted = false
            endTracking(nil, with: event)
            return
        }
        // The crossing first, then where the finger is.
        if inside != wasInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit, event: event) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside, event: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        let inside = isInsideForTracking(touch)
        isTouchInside = inside
        isTracking = false
        isHighlighted = false
        endTracking(touch, with: event)
        sendActions(for: inside ? touchUpInsideEvents : .touchUpOutside, event: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return super.touchesCancelled(touches, with: event) }
        isTracking = false
        isHighlighted = false
        isTouchInside = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel, event: event)
    }

    /// Refuses single-tap recognizers of ancestors while enabled (see ``claimsSingleTaps``).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isEnabled, claimsSingleTaps, gestureRecognizer.view !== self,
           let tap = gestureRecognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return true
    }

    // MARK: Accessibility

    override var defaultIsAccessibilityElement: Bool { true }
}

extension UIControl: UIAppearanceProxyInitializable {}

extension UIControl {
    /// The states a control is drawn for (UIKit's raw values).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The events of a control (UIKit's raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Horizontal placement of a control's content.
    public enum ContentHorizontalAlignment: Int, Sendable, CaseIterable {
        case center = 0, left, right, fill, leading, trailing
    }

    /// Vertical placement of a control's content.
    public enum ContentVerticalAlignment: Int, Sendable, CaseIterable {
        case center = 0, top, bottom, fill
    }
}
