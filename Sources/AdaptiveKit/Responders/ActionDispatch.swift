import Foundation

/// Sending an action message, as `UIApplication.sendAction(_:to:from:for:)` does: the one place
/// where selectors meet the methods classes register (``UIResponder/actionMethods``).
///
/// `UIApplication.sendAction(_:to:from:for:)`, `UIControl.sendAction(_:to:for:)`, bar button
/// items and gesture recognizers all call ``ActionDispatch/send(_:to:from:for:)``.
@MainActor
enum ActionDispatch {
    /// Sends `action` to `target`, or up the responder chain when `target` is `nil`.
    ///
    /// - A target given: the target's registered method for `action` is called; a target without
    ///   one is UIKit's "unrecognized selector" crash (``UIResponder/unrecognizedSelectorHandler``).
    /// - No target: the search starts at the first responder of the sender's window (else of
    ///   the key window when the sender is in none), or at the sender itself when it is a responder and nothing is first
    ///   responder, and goes up the chain with `target(forAction:withSender:)`; nothing handling
    ///   it sends nothing, as in UIKit.
    ///
    /// - Returns: Whether a method was called.
    @discardableResult
    static func send(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        var receiver: AnyObject?
        if let target {
            receiver = target as AnyObject
        } else {
            let start = firstResponder(near: sender) ?? (sender as? UIResponder) ?? (sender as? UIBarButtonItem)?.owningBar
            receiver = start?.target(forAction: action, withSender: sender) as AnyObject?
        }
        guard let receiver else { return false }
        let method: UIResponder.ActionMethod?
        if let responder = receiver as? UIResponder {
            method = responder.actionMethod(for: action)
        } else {
            method = UIResponder.actionMethodTable(for: type(of: receiver))[action]
        }
        guard let method else {
            UIResponder.unrecognizedSelectorHandler(
                "-[\(type(of: receiver)) \(action.name)]: unrecognized selector sent to instance (list it in \(type(of: receiver)).actionMethods: .init(\"\(action.name)\", Self.…))")
            return false
        }
        guard method.invoke(receiver, sender, event) else {
            UIResponder.unrecognizedSelectorHandler(
                "-[\(type(of: receiver)) \(action.name)]: the registered method does not take a sender of type \(sender.map { "\(type(of: $0))" } ?? "nil")")
            return false
        }
        return true
    }

    /// The first responder of the window the sender is in, else (a sender in no window) of the
    /// key window.
    static func firstResponder(near sender: Any?) -> UIResponder? {
        let window = (sender as? UIView)?.window ?? (sender as? UIBarButtonItem)?.owningBar?.window
            ?? (sender as? UIGestureRecognizer)?.view?.window
        if let window { return window.firstResponder }
        return UIApplication.shared.keyWindow?.firstResponder
    }
}
