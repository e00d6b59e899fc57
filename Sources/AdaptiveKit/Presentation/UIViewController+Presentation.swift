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
        presenter.storedPresented = viewControllerToPresent
        viewControllerToPresent.storedPresenting = presenter
        viewControllerToPresent.storedPresentationController = controller

        // The adapted controller the delegate may supply (e.g. wrapped in a navigation controller).
        let style = controller.adaptivePresentationStyle
        if style != controller.presentationStyle,
           let replacement = controller.delegate?.presentationController(controller, viewControllerForAdaptivePresentationStyle: style) {
            presenter.storedPresentedAdaptation = replacement
            controller.adaptedViewController = replacement
        }
        let shown = controller.adaptedViewController ?? viewControllerToPresent

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
        window.layoutIfNeeded()
        controller.presentationTransitionDidEnd(true)
        completion?()
    }

    /// Dismisses the controller this one presented, or, if it presented none, this controller
    /// from its presenter.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = storedPresented {
            presented.dismissPresentation(animated: flag)
        } else if storedPresenting != nil {
            dismissPresentation(animated: flag)
        }
        completion?()
    }

    private func dismissPresentation(animated: Bool) {
        // Dismiss what this controller presents first.
        storedPresented?.dismissPresentation(animated: animated)
        guard let presenter = storedPresenting, let controller = storedPresentationController else { return }
        controller.dismissalTransitionWillBegin()
        let shown = controller.adaptedViewController ?? self
        shown.sendAppearance(false, animated: animated)
        let window = controller.containerView?.window
        controller.containerView?.removeFromSuperview()
        shown.viewIfLoaded?.removeFromSuperview()
        window?.presentations.removeAll { $0 === controller }
        presenter.storedPresented = nil
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

    /// The controller this one presented.
    public var presentedViewController: UIViewController? {
        storedPresented ?? parent?.presentedViewController
    }

    /// The controller that presented this one (or an ancestor of it).
    public var presentingViewController: UIViewController? {
        storedPresenting ?? parent?.presentingViewController
    }

    /// The presentation controller of the current presentation, or the one that will be used.
    public var presentationController: UIPresentationController? {
        storedPresentationController ?? parent?.presentationController
    }

    /// The popover presentation controller, when the style is `.popover`.
    public var popoverPresentationController: UIPopoverPresentationController? {
        if let controller = storedPresentationController as? UIPopoverPresentationController { return controller }
        guard modalPresentationStyle == .popover, storedPresenting == nil else { return nil }
        // UIKit makes it on first access so it can be configured before presenting.
        let controller = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        storedPresentationController = controller
        return controller
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

    /// The presentation controller for presenting this controller from `presenter`.
    private func makePresentationController(presenting presenter: UIViewController) -> UIPresentationController {
        if let existing = storedPresentationController {
            if let popover = existing as? UIPopoverPresentationController, popover.presentingViewController === self {
                // Made on first access before presenting: rebuild it with the real presenter.
                let real = UIPopoverPresentationController(presentedViewController: self, presenting: presenter)
                real.sourceView = popover.sourceView
                real.sourceRect = popover.sourceRect
                real.barButtonItem = popover.barButtonItem
                real.permittedArrowDirections = popover.permittedArrowDirections
                real.passthroughViews = popover.passthroughViews
                real.delegate = popover.delegate
                return real
            }
            return existing
        }
        if modalPresentationStyle == .custom,
           let custom = transitioningDelegate?.presentationController(forPresented: self, presenting: presenter, source: presenter) {
            return custom
        }
        if modalPresentationStyle == .popover {
            return UIPopoverPresentationController(presentedViewController: self, presenting: presenter)
        }
        return UIPresentationController(presentedViewController: self, presenting: presenter)
    }
}
