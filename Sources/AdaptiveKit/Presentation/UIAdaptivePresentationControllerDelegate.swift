import Foundation

/// A presentation controller's delegate: it can change or forbid the adaptation of a
/// presentation style to a compact environment, and hears about adaptation and interactive
/// dismissal. Every method is optional: the defaults answer with UIKit's own behaviour.
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
    /// A presentation is about to start, or its adaptive style is about to change (a rotation, a
    /// multitasking resize): `style` is the adapted style, `.none` when the presentation style
    /// applies as it is. `transitionCoordinator` is `nil` for a presentation that is not animated.
    func presentationController(
        _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    )
    /// Whether the user may dismiss the presentation (a sheet swiped down); `true` by default.
    /// Not asked for dismissals made in code.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user is dismissing the presentation (not called for dismissals made in code).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user dismissed the presentation (not called for dismissals made in code).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss the presentation and was refused (`isModalInPresentation` or
    /// `presentationControllerShouldDismiss(_:)`).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

/// The defaults stand for "not implemented": UIKit's own adaptation and no reaction.
extension UIAdaptivePresentationControllerDelegate {
    /// UIKit's default adaptation for the traits being decided (a compact width makes sheets and
    /// popovers full screen).
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.defaultAdaptiveStyle(for: controller.traitsBeingAdapted ?? controller.environmentTraitCollection)
    }

    /// The answer of ``adaptivePresentationStyle(for:)``, as UIKit asks the older method when the
    /// delegate does not implement this one.
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }

    /// Keeps the presented controller.
    public func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        nil
    }

    /// Does nothing.
    public func presentationController(
        _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {}

    /// Allows the dismissal.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
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
