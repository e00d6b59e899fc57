import Foundation

/// The base of controls: enabled, selected and highlighted states, content alignment, and
/// target–action registrations.
///
/// Linux has no Objective-C runtime, so target–selector registrations are recorded
/// (``allTargets``, ``actions(forTarget:forControlEvent:)``) but not sent; tools read them, as
/// Interface Builder connections. Closure actions (``UIAction``, ``addAction(_:for:)``) are run
/// by ``sendActions(for:)``.
@MainActor
open class UIControl: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

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
    }

    private var registrations: [Registration] = []
    /// The closure actions and their events, in the order they were added (`UIAction.swift`).
    var closureActions: [(action: UIAction, events: Event)] = []

    /// Records that `action` is sent to `target` (or up the responder chain when `nil`) for the
    /// events.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target as AnyObject?
        if let index = registrations.firstIndex(where: { $0.target === object && $0.action == action }) {
            registrations[index].events.formUnion(controlEvents)
        } else {
            registrations.append(Registration(target: object, hasTarget: target != nil, action: action, events: controlEvents))
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
