import Foundation

/// The base of views, view controllers and windows: a link in the responder chain.
@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder: a view's view controller or superview, a controller's view's superview
    /// or parent, the window's nothing (no application object in the headless host).
    open var next: UIResponder? { nil }

    /// Whether this responder handles `action`. The base implementation handles nothing; classes
    /// that handle an action override this (UIKit finds implemented methods through the
    /// Objective-C runtime, which Linux does not have).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        false
    }

    /// The first responder along the `next` chain, starting here, that handles `action`.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var current: UIResponder? = self
        while let responder = current {
            if responder.canPerformAction(action, withSender: sender) { return responder }
            current = responder.next
        }
        return nil
    }
}
