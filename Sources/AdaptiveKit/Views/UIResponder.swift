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
}
