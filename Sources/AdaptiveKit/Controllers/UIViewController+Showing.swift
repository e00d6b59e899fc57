import Foundation

extension UIViewController {
    /// Posted when a split view controller collapses or expands, so that "would showing a detail
    /// push?" may have a new answer; the object is the split view controller.
    public static let showDetailTargetDidChangeNotification = Notification.Name("UIViewControllerShowDetailTargetDidChangeNotification")

    /// The controller that handles `action` for this one: this controller if it handles it (see
    /// `canPerformAction(_:withSender:)`), otherwise the first parent — or, past the top of a
    /// containment chain, the presenting controller — that does; `nil` when none does.
    public func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller.canPerformAction(action, withSender: sender) { return controller }
            current = controller.parent ?? controller.presentingViewController
        }
        return nil
    }

    /// The handler of a show action above this controller (this controller's own implementation is
    /// the one forwarding, so the search starts at the parent).
    func ancestorTarget(forAction action: Selector, sender: Any?) -> UIViewController? {
        (parent ?? presentingViewController)?.targetViewController(forAction: action, sender: sender)
    }

    // MARK: Related controllers

    /// The nearest ancestor that is a navigation controller.
    public var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The nearest ancestor that is a split view controller.
    public var splitViewController: UISplitViewController? {
        var current = parent
        while let controller = current {
            if let split = controller as? UISplitViewController { return split }
            current = controller.parent
        }
        return nil
    }
}
