import Foundation

/// The base of views, view controllers and windows: a link in the responder chain.
@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// A responder decoded from an archive. Required here (UIKit's `UIResponder` has no coder
    /// initializer of its own; its view and controller subclasses require one): it is how the host
    /// makes an object from its class alone — a `@main` app delegate (``UIApplicationDelegate``'s
    /// `main()`), a storyboard's custom class — since Swift can construct from a metatype only
    /// through a required initializer. A subclass without initializers of its own inherits it.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The next responder: a view's view controller or superview, a controller's view's superview
    /// or parent, the window's nothing (no application object in the headless host).
    open var next: UIResponder? { nil }

    /// Whether this responder handles `action`: whether its class (or a superclass) lists a
    /// method for it in ``actionMethods`` (UIKit asks the Objective-C runtime, which Linux does
    /// not have). Classes may still override this to answer for actions they forward.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        actionMethod(for: action) != nil
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

    /// The action methods this class declares: the one registration point that makes selectors
    /// reach app code (see ``ActionMethod``, `Responders/ActionMethod.swift`). Superclasses' tables are inherited: a class lists
    /// only its own methods, and a selector listed again by a subclass is the subclass's.
    ///
    /// The base implementation lists none.
    open class var actionMethods: [ActionMethod] { [] }

    // MARK: Touches

    /// A touch began in this responder. The default forwards the call to ``next``, as UIKit's
    /// does; views that handle touches override the four touch methods.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved. The default forwards the call to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Touches were lifted. The default forwards the call to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Touches were cancelled (a gesture recognizer took them, or the view left the window).
    /// The default forwards the call to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: First responder

    /// Whether this responder can become first responder (the base: no; text fields: yes).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder may give up first responder status (the base: yes).
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool {
        guard let window = firstResponderWindow else { return false }
        return window.firstResponder === self
    }

    /// Makes this responder its window's first responder, when it can and it is in a window
    /// whose current first responder resigns.
    ///
    /// - Returns: Whether it is first responder now.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = firstResponderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// Gives up first responder status.
    ///
    /// - Returns: Whether it resigned (or was not first responder).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let window = firstResponderWindow, window.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        window.firstResponder = nil
        return true
    }

    /// The window this responder is in (a view's window, a controller's view's window).
    var firstResponderWindow: UIWindow? {
        var current: UIResponder? = self
        while let responder = current {
            if let window = responder as? UIWindow { return window }
            if let view = responder as? UIView { return view.window }
            if let controller = responder as? UIViewController { return controller.viewIfLoaded?.window }
            current = responder.next
        }
        return nil
    }
}
