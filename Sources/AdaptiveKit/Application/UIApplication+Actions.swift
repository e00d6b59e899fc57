import Foundation

extension UIApplication {
    /// Sends an action message, as UIKit's `sendAction(_:to:from:for:)`: to `target`'s method
    /// registered in its class's ``UIResponder/actionMethods``, or, when `target` is `nil`, to the
    /// first object up the responder chain that handles it, starting at the first responder of the
    /// sender's window (else the key window's), then the sender. The chain ends at the
    /// application and its delegate, so an app delegate that is a `UIResponder` handles actions no
    /// view or controller took.
    ///
    /// - Returns: Whether a method was called.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        ActionDispatch.send(action, to: target, from: sender, for: event)
    }
}
