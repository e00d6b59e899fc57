import AdaptivePhotos
import Foundation
import OpenStoryboard

/// The app delegate, as on iOS (so `@main` would start it unchanged): the storyboard's split view
/// is already the window's root when `didFinishLaunching` runs; the delegate loads the user, gives
/// the list its user and becomes the split view's delegate (which decides what the collapsed
/// iPhone shows).
final class StoryboardAppDelegate: UIResponder, UIApplicationDelegate, UISplitViewControllerDelegate {
    var window: UIWindow?
    var user: User?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        user = try? User.bundled()
        let splitViewController = window!.rootViewController as! UISplitViewController
        splitViewController.delegate = self
        splitViewController.preferredDisplayMode = .allVisible
        let navigationController = splitViewController.viewControllers.first as! UINavigationController
        let list = navigationController.topViewController as! ListTableViewController
        list.user = user
        return true
    }

    // MARK: UISplitViewControllerDelegate

    /// Collapsing: keep the photo when one is shown, else show the list alone.
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
        guard let photoViewController = secondaryViewController.containedPhotoViewController else { return true }
        _ = photoViewController
        return false
    }

    /// Separating: the photo on top of the stack becomes the detail; with none, the empty screen.
    func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        guard let navigation = primaryViewController as? UINavigationController else { return nil }
        if let photo = navigation.topViewController as? PhotoViewController {
            navigation.popViewController(animated: false)
            return photo
        }
        return splitViewController.storyboard?.instantiateViewController(withIdentifier: "EmptyViewController")
    }
}

extension UIViewController {
    /// The photo controller this controller is or shows on top.
    var containedPhotoViewController: PhotoViewController? {
        if let photo = self as? PhotoViewController { return photo }
        return (self as? UINavigationController)?.topViewController as? PhotoViewController
    }
}
