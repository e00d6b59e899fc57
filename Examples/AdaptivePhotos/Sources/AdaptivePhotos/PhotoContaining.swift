import OpenStoryboard

/// Xamarin's Unified Storyboards guide's `aapl_containsPhoto` / `aapl_containedPhoto`: what a controller shows.
/// Swift has no categories on UIKit classes, so the example's controllers adopt this protocol and
/// the helpers below ask any controller.
@MainActor
protocol PhotoContaining {
    /// Whether the controller shows (or lists) the photo.
    func containsPhoto(_ photo: Photo) -> Bool
    /// The photo the controller shows, if it shows one.
    func containedPhoto() -> Photo?
}

extension UIViewController {
    /// Whether this controller contains the photo (controllers that know nothing of photos: no).
    func aaplContainsPhoto(_ photo: Photo) -> Bool {
        (self as? PhotoContaining)?.containsPhoto(photo) ?? false
    }

    /// The photo this controller shows: its own, or the top of a navigation stack's.
    func aaplContainedPhoto() -> Photo? {
        if let containing = self as? PhotoContaining { return containing.containedPhoto() }
        if let navigation = self as? UINavigationController { return navigation.topViewController?.aaplContainedPhoto() }
        return nil
    }
}

/// The custom actions of the Unified Storyboards guide, asked through `targetViewController(forAction:sender:)`.
enum AdaptiveActions {
    /// "Would showing a controller push?" — answered by navigation controllers.
    static let willShowingViewControllerPush = Selector("aapl_willShowingViewControllerPushWithSender:")
    /// "Would showing a detail controller push?" — answered by split view controllers.
    static let willShowingDetailViewControllerPush = Selector("aapl_willShowingDetailViewControllerPushWithSender:")
}

extension UIViewController {
    /// Whether `show(_:sender:)` from this controller would push, as the Unified Storyboards guide finds out.
    func willShowingViewControllerPush(sender: Any?) -> Bool {
        let target = targetViewController(forAction: AdaptiveActions.willShowingViewControllerPush, sender: sender)
        return (target as? PushAnswering)?.showWouldPush(sender: sender) ?? false
    }

    /// Whether `showDetailViewController(_:sender:)` from this controller would push.
    func willShowingDetailViewControllerPush(sender: Any?) -> Bool {
        let target = targetViewController(forAction: AdaptiveActions.willShowingDetailViewControllerPush, sender: sender)
        return (target as? PushAnswering)?.showDetailWouldPush(sender: sender) ?? false
    }
}

/// A container that answers the custom actions.
@MainActor
protocol PushAnswering {
    /// The answer to `aapl_willShowingViewControllerPushWithSender:`.
    func showWouldPush(sender: Any?) -> Bool
    /// The answer to `aapl_willShowingDetailViewControllerPushWithSender:`.
    func showDetailWouldPush(sender: Any?) -> Bool
}
