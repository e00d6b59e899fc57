import Foundation

/// What a ``UIAction`` runs when it is performed: the action itself, with its ``UIAction/sender``.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action as a closure (UIKit's `UIAction`, iOS 14): a control runs it for the events it was
/// added for (``UIControl/addAction(_:for:)``), a button or bar button item made with it runs it
/// when tapped, a menu shows it as an item.
///
/// ```swift
/// button.addAction(UIAction(title: "Play") { action in start(from: action.sender) }, for: .touchUpInside)
/// window.tap(button)   // runs the handler with the button as the sender
/// ```
@MainActor
open class UIAction: UIMenuElement {
    /// A name that tells actions apart (adding an action with the identifier of one already
    /// added replaces it).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How an action shows and behaves in a menu (UIKit's raw values).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it keeps the menu open (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The title (menus and buttons made from the action show it).
    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    /// The image (menus and buttons made from the action show it).
    open override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }
    /// The identifier; a unique one is made when none is given.
    public let identifier: Identifier
    /// The title shown in the keyboard shortcuts overlay.
    open var discoverabilityTitle: String?
    /// How the action shows in a menu.
    open var attributes: Attributes = []
    /// Its checkmark in a menu.
    open var state: UIMenuElement.State = .off
    /// The object performing the action while its handler runs (the control), else `nil`.
    public internal(set) var sender: Any?
    let handler: UIActionHandler

    /// An action running `handler`.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init(title: title, image: image)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
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
        // The set of identifiers keeps adding many actions linear (a document can give a
        // control thousands of segues).
        if !closureActionIdentifiers.insert(action.identifier).inserted {
            closureActions.removeAll { $0.action.identifier == action.identifier }
        }
        nextActionOrder += 1
        closureActions.append((action, controlEvents, nextActionOrder))
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
        if !closureActions.contains(where: { $0.action.identifier == identifier }) {
            closureActionIdentifiers.remove(identifier)
        }
    }

    /// Sends the control's actions for the events, as a touch does: the closure actions
    /// (``UIAction``) and the target–selector registrations added for one of them, in the order
    /// they were added, with the control as the sender (see ``UIControl``). A disabled control
    /// sends nothing.
    ///
    /// - Returns: The number of actions sent.
    @discardableResult
    public func sendActions(for controlEvents: Event) -> Int {
        sendActions(for: controlEvents, event: nil)
    }
}
