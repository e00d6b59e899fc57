import Foundation

/// What a ``UIAction`` runs when it is performed: the action itself, with its ``UIAction/sender``.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action as a closure (UIKit's `UIAction`, iOS 14): a control runs it for the events it was
/// added for (``UIControl/addAction(_:for:)``) when ``UIControl/sendActions(for:)`` is called.
///
/// Closure actions are how a control reaches code on Linux, where target–selector pairs cannot
/// be sent (there is no Objective-C runtime to find a method by its name). The storyboard loader
/// uses them for segues triggered by buttons.
///
/// ```swift
/// button.addAction(UIAction(title: "Play") { action in start(from: action.sender) }, for: .touchUpInside)
/// button.sendActions(for: .touchUpInside)   // what a tap does
/// ```
@MainActor
open class UIAction: NSObject {
    /// A name that tells actions apart (adding an action with the identifier of one already
    /// added replaces it).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title (menus and buttons made from the action show it).
    open var title: String
    /// The identifier; a unique one is made when none is given.
    public let identifier: Identifier
    /// The object performing the action while its handler runs (the control), else `nil`.
    public internal(set) var sender: Any?
    let handler: UIActionHandler

    /// An action running `handler`.
    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` as the action's sender.
    func perform(sender: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}

extension UIControl {
    /// Adds `action`, run for the events (an action with the same identifier is replaced).
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        closureActions.removeAll { $0.action.identifier == action.identifier }
        closureActions.append((action, controlEvents))
    }

    /// Removes `action` for the events (for every event once none is left).
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `identifier` for the events.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        for index in closureActions.indices.reversed() where closureActions[index].action.identifier == identifier {
            closureActions[index].events.subtract(controlEvents)
            if closureActions[index].events.isEmpty { closureActions.remove(at: index) }
        }
    }

    /// Sends the control's actions for the events, as a touch does: runs every ``UIAction``
    /// added for one of them, in the order they were added, with the control as the sender.
    ///
    /// Target–selector registrations (``addTarget(_:action:for:)``) are not sent: Linux has no
    /// Objective-C runtime to call a method by its name. They stay readable through
    /// ``actions(forTarget:forControlEvent:)``; add a ``UIAction`` for behaviour.
    ///
    /// - Returns: The number of actions run.
    @discardableResult
    public func sendActions(for controlEvents: Event) -> Int {
        guard isEnabled else { return 0 }
        let matching = closureActions.filter { !$0.events.isDisjoint(with: controlEvents) }
        for (action, _) in matching { action.perform(sender: self) }
        return matching.count
    }
}
