import Foundation

/// A presentation controller's delegate: it can change or forbid the adaptation of a
/// presentation style to a compact environment. Every method is optional (defaults decline).
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use in a compact width (`.none`: do not adapt). Asked when the delegate does
    /// not implement the trait-collection form.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to use for the given traits (`.none`: do not adapt).
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// A controller to show instead of the presented one in the adapted style (often the presented
    /// one wrapped in a navigation controller); `nil` keeps it.
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
}

/// The marker an unimplemented delegate method returns: "I have no opinion".
extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.defaultAdaptiveStyle(for: controller.traitCollection)
    }

    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }

    public func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        nil
    }
}

/// The delegate of a popover presentation.
@MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}

/// The delegate that supplies a custom presentation controller (`.custom` style).
@MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The presentation controller to use; `nil` for UIKit's default.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        nil
    }
}
