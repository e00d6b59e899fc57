import Foundation

extension UIViewController {
    /// Presents a controller modally over this one's window, in its `modalPresentationStyle`
    /// adapted to the environment (see `UIPresentationController`). The presentation controller
    /// lives until dismissal. Presenting while already presenting is refused with a report, as
    /// UIKit refuses it with a warning.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        // The presentation context: the nearest controller that defines one for the context styles,
        // otherwise the root (a controller already presenting passes it to the top one).
        let contextStyles: [UIModalPresentationStyle] = [.currentContext, .overCurrentContext]
        let presenter = contextStyles.contains(viewControllerToPresent.modalPresentationStyle)
            ? definingContextController()
            : presentationContextController()
        guard presenter.presentedViewController == nil else {
            LayoutDiagnostics.shared.record(.init(
                kind: .invalidItem, constraints: [],
                message: "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenter)) which is already presenting \(type(of: presenter.presentedViewController!))"
            ))
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            LayoutDiagnostics.shared.record(.init(
                kind: .invalidItem, constraints: [],
                message: "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenter)) whose view is not in the window hierarchy"
            ))
            return
        }
        let controller = viewControllerToPresent.makePresentationController(presenting: presenter)
        if let refusal = viewControllerToPresent.presentationRefusal(in: controller) {
            LayoutDiagnostics.shared.record(.init(kind: .invalidItem, constraints: [], message: refusal))
            return
        }
        presenter.storedPresented = viewControllerToPresent
        viewControllerToPresent.storedPresenting = presenter
        viewControllerToPresent.storedPresentationController = controller

        // The adapted controller the delegate may supply (e.g. wrapped in a navigation controller).
        let style = controller.adaptivePresentationStyle
        if style != controller.presentationStyle,
           let replacement = controller.delegate?.presentationController(controller, viewControllerForAdaptivePresentationStyle: style) {
            controller.adopt(replacement)
        }
        let shown = controller.adaptedViewController ?? viewControllerToPresent
        let coordinator = flag ? HostTransitionCoordinator(containerView: window) : nil
        controller.delegate?.presentationController(
            controller, willPresentWithAdaptiveStyle: style == controller.presentationStyle ? .none : style, transitionCoordinator: coordinator
        )
        controller.presentedAdaptiveStyle = style

        let beingPresented = shown === viewControllerToPresent ? [shown] : [shown, viewControllerToPresent]
        for each in beingPresented { each.isBeingPresented = true }
        let container = UIView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.containerView = container
        controller.presentationTransitionWillBegin()
        window.addSubview(container)
        window.presentations.append(controller)
        viewControllerToPresent.refreshTraitCollection()
        let presentedView = shown.view!
        presentedView.frame = controller.frameOfPresentedViewInContainerView
        container.addSubview(presentedView)
        presentedView.updateTraitCollectionsInSubtree()
        let removesPresenter = controller.shouldRemovePresentersView
        if removesPresenter { presenter.sendAppearance(false, animated: flag) }
        shown.sendAppearance(true, animated: flag)
        if removesPresenter { presenter.viewIfLoaded?.isHidden = true }
        coordinator?.runAnimations()
        window.layoutIfNeeded()
        for each in beingPresented { each.isBeingPresented = false }
        controller.presentationTransitionDidEnd(true)
        coordinator?.runCompletions()
        completion?()
    }

    /// Dismisses what this controller presents, as UIKit does.
    ///
    /// A controller that presents one (itself, or the container it is in: a child of the
    /// presenting navigation controller) dismisses it and everything presented above it. A
    /// controller that presents nothing asks the controller that presented it (or the container
    /// it is in: the root of a navigation controller shown in a sheet) to dismiss, which dismisses
    /// it. `completion` runs after the dismissal (at once when there is nothing to dismiss).
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.dismissPresentation(animated: flag)
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: flag, completion: completion)
            return
        }
        completion?()
    }

    private func dismissPresentation(animated: Bool) {
        // Dismiss what this controller presents first.
        storedPresented?.dismissPresentation(animated: animated)
        guard let presenter = storedPresenting, let controller = storedPresentationController else { return }
        controller.dismissalTransitionWillBegin()
        let shown = controller.adaptedViewController ?? self
        let beingDismissed = shown === self ? [self] : [shown, self]
        for each in beingDismissed { each.isBeingDismissed = true }
        shown.sendAppearance(false, animated: animated)
        for each in beingDismissed { each.isBeingDismissed = false }
        let window = controller.containerView?.window
        controller.containerView?.removeFromSuperview()
        shown.viewIfLoaded?.removeFromSuperview()
        window?.presentations.removeAll { $0 === controller }
        presenter.storedPresented = nil
        if let adapted = presenter.storedPresentedAdaptation {
            adapted.storedPresenting = nil
            adapted.storedPresentationController = nil
        }
        presenter.storedPresentedAdaptation = nil
        storedPresenting = nil
        if presenter.viewIfLoaded?.isHidden == true {
            presenter.viewIfLoaded?.isHidden = false
            presenter.sendAppearance(true, animated: animated)
        }
        controller.dismissalTransitionDidEnd(true)
        storedPresentationController = nil
        refreshTraitCollection()
        window?.layoutIfNeeded()
    }

    /// Dismisses the presentation this controller is shown in as a user's gesture would (a sheet
    /// swiped down, a tap outside a popover): the adaptive delegate's
    /// `presentationControllerShouldDismiss(_:)` is asked (and `isModalInPresentation` of the
    /// presented controller honoured); if dismissal is refused,
    /// `presentationControllerDidAttemptToDismiss(_:)` is called; otherwise
    /// `presentationControllerWillDismiss(_:)`, the dismissal, `presentationControllerDidDismiss(_:)`.
    /// The entry point of the headless driver. Returns whether the presentation was dismissed.
    @discardableResult
    package func userDismissPresentation() -> Bool {
        var presented: UIViewController? = self
        while let current = presented, current.storedPresenting == nil { presented = current.parent }
        guard let presented, let controller = presented.storedPresentationController else { return false }
        let allowed = !presented.isModalInPresentation && (controller.delegate?.presentationControllerShouldDismiss(controller) ?? true)
        guard allowed else {
            controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
            return false
        }
        controller.delegate?.presentationControllerWillDismiss(controller)
        presented.dismissPresentation(animated: true)
        controller.delegate?.presentationControllerDidDismiss(controller)
        return true
    }

    /// The controller this one presented.
    public var presentedViewController: UIViewController? {
        storedPresented ?? parent?.presentedViewController
    }

    /// The controller that presented this one (or an ancestor of it).
    public var presentingViewController: UIViewController? {
        storedPresenting ?? parent?.presentingViewController
    }

    /// The presentation controller of the current presentation (this controller's or its
    /// container's), or, for a controller not yet presented, the one that will be used: made on
    /// first access for the current `modalPresentationStyle`, as UIKit does, so that its delegate
    /// can be set before presenting.
    public var presentationController: UIPresentationController? {
        if let storedPresentationController { return storedPresentationController }
        if let parent { return parent.presentationController }
        guard rootOfWindow == nil else { return nil }
        return pendingPresentationController()
    }

    /// The popover presentation controller, when the style is `.popover`.
    public var popoverPresentationController: UIPopoverPresentationController? {
        if let controller = storedPresentationController as? UIPopoverPresentationController { return controller }
        guard modalPresentationStyle == .popover, storedPresenting == nil else { return nil }
        return pendingPresentationController() as? UIPopoverPresentationController
    }

    /// The presentation controller made before presenting, for the current style (a popover one
    /// for `.popover`), remade with the delegate carried over when the style changed since.
    private func pendingPresentationController() -> UIPresentationController {
        let wantsPopover = modalPresentationStyle == .popover
        if let existing = storedPresentationController, (existing is UIPopoverPresentationController) == wantsPopover {
            return existing
        }
        let made = wantsPopover
            ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
            : UIPresentationController(presentedViewController: self, presenting: nil)
        made.delegate = storedPresentationController?.delegate
        storedPresentationController = made
        return made
    }

    /// The controller that presents when this one is asked to: the root of its window's
    /// containment, or the top of its presentations.
    private func presentationContextController() -> UIViewController {
        var root: UIViewController = self
        while let parent = root.parent { root = parent }
        var top = root
        while let presented = top.storedPresented { top = presented }
        return root.storedPresented == nil ? root : top
    }

    /// This controller or the nearest ancestor whose `definesPresentationContext` is set; the root
    /// when none is.
    private func definingContextController() -> UIViewController {
        var current: UIViewController = self
        while !current.definesPresentationContext, let parent = current.parent { current = parent }
        return current
    }

    /// The presentation controller for presenting this controller from `presenter`: the one made
    /// before presenting (so what the app set on it, delegate and popover anchor included, stays)
    /// given its presenter, unless the transitioning delegate supplies a custom one.
    private func makePresentationController(presenting presenter: UIViewController) -> UIPresentationController {
        let pending = storedPresentationController
        if modalPresentationStyle == .custom,
           let custom = transitioningDelegate?.presentationController(forPresented: self, presenting: presenter, source: presenter) {
            if custom.delegate == nil { custom.delegate = pending?.delegate }
            return custom
        }
        let made = pendingPresentationController()
        made.presenter = presenter
        return made
    }
}
