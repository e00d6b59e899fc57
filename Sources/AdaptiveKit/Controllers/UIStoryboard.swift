import Foundation

/// What a storyboard loader provides: the `InterfaceBuilder` module reads documents and makes
/// controllers; AdaptiveKit only knows this interface (the modules' arrows point one way).
@MainActor
public protocol UIStoryboardLoading: AnyObject {
    /// The storyboard's name (its file name without `.storyboard`).
    var name: String { get }
    /// Makes the initial controller, or throws why it cannot.
    func makeInitialViewController(for storyboard: UIStoryboard) throws -> UIViewController
    /// Makes the controller with this storyboard identifier, or throws why it cannot.
    func makeViewController(withIdentifier identifier: String, for storyboard: UIStoryboard) throws -> UIViewController
}

/// A storyboard: a graph of view controllers read from a `.storyboard` document.
///
/// `import InterfaceBuilder` (or `OpenStoryboard`) for `UIStoryboard(name:bundle:)` and the
/// throwing `UIStoryboard.load(name:bundle:)`.
@MainActor
open class UIStoryboard: NSObject {
    /// The loader that reads the document.
    public let loader: any UIStoryboardLoading

    /// A storyboard over a loader (the `InterfaceBuilder` module makes them).
    public init(loader: any UIStoryboardLoading) {
        self.loader = loader
        super.init()
    }

    /// Marks `controller` as made from this storyboard (its `storyboard` property).
    public func adopt(_ controller: UIViewController) {
        controller.storyboard = self
    }

    /// The initial view controller, or `nil` when the storyboard has none (UIKit returns nil too).
    open func instantiateInitialViewController() -> UIViewController? {
        try? loader.makeInitialViewController(for: self)
    }

    /// The controller with this storyboard identifier. Traps, as UIKit raises, when there is none;
    /// the `InterfaceBuilder` module has a throwing variant.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        do {
            return try loader.makeViewController(withIdentifier: identifier, for: self)
        } catch {
            fatalError("\(error)")
        }
    }
}
