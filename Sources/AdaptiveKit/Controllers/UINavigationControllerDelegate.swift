import Foundation

/// What a navigation controller's delegate hears as the top controller changes. Every method is
/// optional.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// A controller is about to become the top one (push, pop, a new stack), before its
    /// appearance callbacks.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// A controller became the top one, after its appearance callbacks.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
