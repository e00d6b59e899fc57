import Foundation

/// A transition between two view controllers that a storyboard describes: its identifier, its
/// source and destination, and how it is performed.
///
/// The `InterfaceBuilder` module makes segues from documents (show, showDetail, presentation,
/// popover, embed, unwind, custom); ``perform()`` runs the adaptive equivalent through the
/// runtime (`show(_:sender:)`, `showDetailViewController(_:sender:)`, `present(_:animated:completion:)`).
/// Subclass it and override ``perform()`` for a custom segue (register the class with
/// `IBClassRegistry.register(segueNamed:make:)`).
@MainActor
open class UIStoryboardSegue: NSObject {
    /// The identifier in the storyboard (`nil` for segues without one).
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller shown.
    public let destination: UIViewController
    /// What ``perform()`` does for the storyboard's own segue kinds.
    let action: (@MainActor (UIStoryboardSegue) -> Void)?

    /// A segue that does nothing when performed (subclasses override ``perform()``).
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        action = nil
        super.init()
    }

    /// A segue that runs `performHandler` when performed.
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping @MainActor () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination, action: { _ in performHandler() })
    }

    /// A segue whose transition is `action` (used by the storyboard loader).
    public init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        action: @escaping @MainActor (UIStoryboardSegue) -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.action = action
        super.init()
    }

    /// Performs the transition.
    open func perform() {
        action?(self)
    }
}

/// A segue a storyboard declares on a controller, made into a ``UIStoryboardSegue`` when it is
/// performed (the destination is instantiated each time, as UIKit does).
public struct UIStoryboardSegueTemplate {
    /// The segue's identifier.
    public var identifier: String?
    /// The segue's kind as written (`show`, `showDetail`, `presentation`, `push`, …).
    public var kind: String
    /// Makes the segue for a sender.
    public var make: @MainActor (_ source: UIViewController, _ sender: Any?) -> UIStoryboardSegue?

    public init(identifier: String?, kind: String, make: @escaping @MainActor (UIViewController, Any?) -> UIStoryboardSegue?) {
        self.identifier = identifier
        self.kind = kind
        self.make = make
    }
}
