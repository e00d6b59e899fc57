import Foundation

extension UIResponder {
    /// One action method of a class, named by its selector: what `@objc` and the Objective-C
    /// runtime give UIKit, listed once per class in ``UIResponder/actionMethods``.
    ///
    /// Linux has no Objective-C runtime, so `#selector(done(_:))` cannot find `done(_:)` by
    /// name. A class lists its action methods once, from unapplied method references, and
    /// everything that sends selectors (controls, bar button items, gesture recognizers,
    /// `sendAction(_:to:from:for:)`, `canPerformAction(_:withSender:)`,
    /// `target(forAction:withSender:)`, `targetViewController(forAction:sender:)`, Interface
    /// Builder action connections) finds them there:
    ///
    /// ```swift
    /// final class EditorViewController: UIViewController {
    ///     override class var actionMethods: [ActionMethod] {
    ///         [.init("done:", Self.done), .init("refresh", Self.refresh)]
    ///     }
    ///     func done(_ sender: UIBarButtonItem) { dismiss(animated: true) }   // was @objc / @IBAction
    ///     func refresh() { … }
    /// }
    /// ```
    ///
    /// The selector is spelled as Objective-C spells it: `done:` for `done(_:)`, `refresh` for
    /// `refresh()`, `tapped:forEvent:` for `tapped(_:forEvent:)`. A method takes no argument,
    /// the sender, or the sender and the ``UIEvent``, as UIKit allows. The sender's type is the
    /// method's parameter type; an action sent by an object of another type is reported as a
    /// mismatch (``UIResponder/unrecognizedSelectorHandler``) instead of being cast blindly.
    public struct ActionMethod: @unchecked Sendable {
        /// The selector the method answers to.
        public let selector: Selector
        /// The class that declared the method (for messages).
        let declaringClass: AnyClass
        /// Calls the method on `target` with the sender and the event; `false` when `target` is
        /// not of the declaring class or the sender is not of the parameter's type.
        let invoke: @MainActor (_ target: AnyObject, _ sender: Any?, _ event: UIEvent?) -> Bool

        /// A method taking no argument (`refresh()` ↔ `"refresh"`).
        public init<Target: AnyObject>(_ selector: Selector, _ method: @escaping @MainActor (Target) -> () -> Void) {
            self.selector = selector
            self.declaringClass = Target.self
            self.invoke = { target, _, _ in
                guard let target = target as? Target else { return false }
                method(target)()
                return true
            }
        }

        /// A method taking the sender (`done(_:)` ↔ `"done:"`). An optional parameter type
        /// accepts a `nil` sender.
        public init<Target: AnyObject, Sender>(_ selector: Selector, _ method: @escaping @MainActor (Target) -> (Sender) -> Void) {
            self.selector = selector
            self.declaringClass = Target.self
            self.invoke = { target, sender, _ in
                guard let target = target as? Target, let sender = ActionMethod.cast(sender, to: Sender.self) else { return false }
                method(target)(sender)
                return true
            }
        }

        /// A method taking the sender and the event (`tapped(_:forEvent:)` ↔
        /// `"tapped:forEvent:"`).
        public init<Target: AnyObject, Sender>(_ selector: Selector, _ method: @escaping @MainActor (Target) -> (Sender, UIEvent?) -> Void) {
            self.selector = selector
            self.declaringClass = Target.self
            self.invoke = { target, sender, event in
                guard let target = target as? Target, let sender = ActionMethod.cast(sender, to: Sender.self) else { return false }
                method(target)(sender, event)
                return true
            }
        }

        /// A method taking the sender and a non-optional event; sent without an event, it gets
        /// an empty ``UIEvent``.
        public init<Target: AnyObject, Sender>(_ selector: Selector, _ method: @escaping @MainActor (Target) -> (Sender, UIEvent) -> Void) {
            self.selector = selector
            self.declaringClass = Target.self
            self.invoke = { target, sender, event in
                guard let target = target as? Target, let sender = ActionMethod.cast(sender, to: Sender.self) else { return false }
                method(target)(sender, event ?? UIEvent(type: .touches, timestamp: HostClock.shared.now, touches: []))
                return true
            }
        }

        /// `sender` as `Sender`: `Any?`-typed parameters take anything, optional ones take `nil`.
        static func cast<Sender>(_ sender: Any?, to type: Sender.Type) -> Sender? {
            if let sender = sender as? Sender { return sender }
            // `nil` for an optional parameter.
            if sender == nil, let none = Optional<Any>.none as? Sender { return none }
            return nil
        }
    }

    /// The action methods of `type(of: self)` and its superclasses, by selector (subclasses win).
    static func actionMethodTable(for type: AnyClass) -> [Selector: ActionMethod] {
        let key = ObjectIdentifier(type)
        if let cached = ActionMethodCache.tables[key] { return cached }
        var table: [Selector: ActionMethod] = [:]
        var current: AnyClass? = type
        while let cls = current {
            if let responderClass = cls as? UIResponder.Type {
                for method in responderClass.actionMethods where table[method.selector] == nil {
                    table[method.selector] = method
                }
            }
            current = _getSuperclass(cls)
        }
        ActionMethodCache.tables[key] = table
        return table
    }

    /// The registered method answering `action` on this responder, if any.
    func actionMethod(for action: Selector) -> ActionMethod? {
        Self.actionMethodTable(for: type(of: self))[action]
    }

    /// What happens when an action is sent to a target that has no method for it: UIKit's
    /// "unrecognized selector sent to instance" crash. The default stops the program with that
    /// message and the way to fix it; tests may replace it to observe the message instead.
    public static var unrecognizedSelectorHandler: @MainActor (_ message: String) -> Void = { message in
        preconditionFailure(message)
    }
}

/// Tables are computed once per class (class tables do not change at run time).
@MainActor
enum ActionMethodCache {
    static var tables: [ObjectIdentifier: [Selector: UIResponder.ActionMethod]] = [:]
}
