import Foundation

/// Manages one modal presentation from `present(_:animated:completion:)` until dismissal: where
/// the presented view goes, which style applies in the current environment, and the presented
/// controller's traits.
///
/// Styles adapt as on iOS 8: in a horizontally compact environment `popover`, `formSheet` and
/// `pageSheet` become `fullScreen`, unless the delegate returns another style (`.none`: keep it).
/// `automatic` means `pageSheet` (iOS 13). The adapted style is re-evaluated when the traits of
/// the environment change (rotating a Plus phone turns a popover into a full-screen presentation
/// and back).
@MainActor
open class UIPresentationController: NSObject, UITraitEnvironment, UIContentContainer {
    // Ownership: the presenting controller owns the presented one (`presentedViewController`),
    // which owns its presentation controller (`presentationController`); the presentation
    // controller refers back to both without owning them, so a window dropped while it presents,
    // or a popover configured and never presented, is released with its controllers.
    // Unowned: the presentation controller does not outlive the presented controller unless the
    // app keeps it.
    public unowned let presentedViewController: UIViewController
    /// The controller that presents (the presented one itself for a popover configured before
    /// presenting, or once the presenter is gone, say a root controller replaced while presenting).
    public var presentingViewController: UIViewController { presenter ?? presentedViewController }
    /// The controller that presents, once the presentation starts (`nil` for a presentation
    /// controller made on first access before presenting).
    weak var presenter: UIViewController?
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The controller shown instead of the presented one in an adapted style (from the delegate).
    /// Weak: it contains the presented controller, so the presenter owns it
    /// (`UIViewController.storedPresentedAdaptation`) until dismissal.
    weak var adaptedViewController: UIViewController?

    /// The view the presented view is in (made when the presentation starts).
    public internal(set) var containerView: UIView?

    /// Traits that override the environment's for the presented controller.
    open var overrideTraitCollection: UITraitCollection? {
        didSet { presentedViewController.refreshTraitCollection(); presentedViewController.viewIfLoaded?.updateTraitCollectionsInSubtree() }
    }

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presenter = presentingViewController
        super.init()
    }

    /// The style asked for (`automatic` resolved to `pageSheet`).
    open var presentationStyle: UIModalPresentationStyle {
        let style = presentedViewController.modalPresentationStyle
        return style == .automatic ? .pageSheet : style
    }

    /// The style that applies now in the environment (see the class discussion).
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        adaptivePresentationStyle(for: environmentTraitCollection)
    }

    /// The style for given traits: the delegate's answer, else the default adaptation.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        let fallback = defaultAdaptiveStyle(for: traitCollection)
        guard traitCollection.horizontalSizeClass == .compact, let delegate else { return fallback }
        // The delegate's defaults (``UIAdaptivePresentationControllerDelegate``) answer with the
        // default adaptation for these traits. A delegate that reads traits depending on the style
        // being decided here (this controller's or the presented controller's `traitCollection`)
        // re-enters: it is answered with the default adaptation instead of recursing.
        guard traitsBeingAdapted == nil else { return fallback }
        traitsBeingAdapted = traitCollection
        defer { traitsBeingAdapted = nil }
        let answer = delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
        return answer == .none ? presentationStyle : answer
    }

    /// The traits an adaptive style is being decided for (see ``adaptivePresentationStyle(for:)``).
    var traitsBeingAdapted: UITraitCollection?

    /// The adaptive style the delegate was last told about in
    /// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`.
    var presentedAdaptiveStyle: UIModalPresentationStyle?

    /// Tells the delegate, before a transition to `traits` (a rotation, a multitasking resize),
    /// that the adaptive style changes, with the style that will apply (`.none`: the presentation
    /// style itself, not adapting).
    func adaptiveStyleWillChange(to traits: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        guard let previous = presentedAdaptiveStyle else { return }
        let style = adaptivePresentationStyle(for: traits)
        guard style != previous else { return }
        presentedAdaptiveStyle = style
        delegate?.presentationController(
            self, willPresentWithAdaptiveStyle: style == presentationStyle ? .none : style, transitionCoordinator: coordinator
        )
    }

    /// UIKit's own adaptation (iOS 8–12): sheets and popovers become full screen in a compact width;
    /// an action sheet's or a share sheet's popover becomes the sheet that rises over the dimmed
    /// presenter (over full screen: the presenter stays).
    func defaultAdaptiveStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        let style = presentationStyle
        guard traitCollection.horizontalSizeClass == .compact else { return style }
        if style == .popover, presentedViewController.adaptsPopoverOverFullScreen { return .overFullScreen }
        switch style {
        case .popover, .formSheet, .pageSheet: return .fullScreen
        default: return style
        }
    }

    /// The traits of the environment the presentation is in: the presenting side's window.
    var environmentTraitCollection: UITraitCollection {
        presentingViewController.viewIfLoaded?.window?.traitCollection ?? presentingViewController.traitCollection
    }

    /// The presented controller's traits: the environment's, in a sheet or popover at the elevated
    /// level, popover content compact in both directions, then `overrideTraitCollection`.
    open var traitCollection: UITraitCollection {
        var traits = environmentTraitCollection
        switch adaptivePresentationStyle {
        case .popover:
            traits = traits.modifyingTraits {
                $0.horizontalSizeClass = .compact
                $0.verticalSizeClass = .compact
                $0.userInterfaceLevel = .elevated
            }
        case .formSheet, .pageSheet:
            traits = traits.modifyingTraits { $0.userInterfaceLevel = .elevated }
        default:
            break
        }
        if let overrideTraitCollection {
            traits = UITraitCollection(traitsFrom: [traits, overrideTraitCollection])
        }
        return traits
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The presented view's frame in the container (the window): the whole container for full-screen
    /// styles; centred cards for sheets (form sheet 540 × 620, page sheet the width of a portrait
    /// iPad, 768 pt, full height); for popovers the preferred content size (320 × 480 when zero)
    /// next to the source rectangle.
    open var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? presentingViewController.viewIfLoaded?.window?.bounds ?? .zero
        switch adaptivePresentationStyle {
        case .formSheet:
            let size = CGSize(width: min(540, bounds.width), height: min(620, bounds.height))
            return CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        case .pageSheet:
            let width = min(768, bounds.width)
            return CGRect(x: (bounds.width - width) / 2, y: 0, width: width, height: bounds.height)
        case .popover:
            return (self as? UIPopoverPresentationController)?.popoverFrame(in: bounds) ?? bounds
        case .currentContext, .overCurrentContext:
            // Over the view of the controller that defines the context.
            guard let contextView = presentingViewController.viewIfLoaded, contextView.window != nil else { return bounds }
            return contextView.convert(contextView.bounds, to: nil)
        default:
            return bounds
        }
    }

    /// Whether the presenter's view leaves the screen (`fullScreen`, `currentContext`; the `over…`
    /// styles keep it visible underneath).
    open var shouldRemovePresentersView: Bool {
        [.fullScreen, .currentContext].contains(adaptivePresentationStyle)
    }

    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    // MARK: UIContentContainer

    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        containerView?.setNeedsLayout()
    }
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(to: size, with: coordinator)
    }
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController.willTransition(to: newCollection, with: coordinator)
    }

    /// Places the presented view (or the delegate's adapted controller's) for the current
    /// adaptive style (after a trait or size change).
    func layoutPresentedView() {
        guard let container = containerView else { return }
        container.frame = container.superview?.bounds ?? container.frame
        containerViewWillLayoutSubviews()
        (adaptedViewController ?? presentedViewController).view.frame = frameOfPresentedViewInContainerView
        containerViewDidLayoutSubviews()
    }

    /// Makes `replacement` (the delegate's controller for an adapted style, which contains the
    /// presented one) the controller shown: owned by the presenter until dismissal, and taking
    /// its traits from this presentation, as the presented controller does.
    func adopt(_ replacement: UIViewController) {
        presenter?.storedPresentedAdaptation = replacement
        adaptedViewController = replacement
        replacement.storedPresenting = presenter
        replacement.storedPresentationController = self
    }

    /// After the environment changed (a rotation, a resize), shows what the adaptive style asks
    /// for, as UIKit does: when the style starts adapting, the delegate's
    /// `presentationController(_:viewControllerForAdaptivePresentationStyle:)` replacement (say
    /// the presented controller in a navigation controller with a Done button); when it stops, the
    /// presented controller alone again, the replacement discarded. The presented controller stays
    /// on screen throughout and gets no appearance callbacks; the replacement gets its own.
    func updateAdaptedController() {
        guard let container = containerView, presenter != nil else { return }
        let style = adaptivePresentationStyle
        let presented = presentedViewController
        if style != presentationStyle {
            guard adaptedViewController == nil,
                  let replacement = delegate?.presentationController(self, viewControllerForAdaptivePresentationStyle: style),
                  replacement !== presented else { return }
            adopt(replacement)
            replacement.refreshTraitCollection()
            let view = replacement.view!
            view.frame = frameOfPresentedViewInContainerView
            container.addSubview(view)
            view.updateTraitCollectionsInSubtree()
            replacement.sendAppearance(true, animated: true)
        } else if let adapted = adaptedViewController {
            // Take the presented controller out of the replacement without appearance callbacks:
            // the replacement leaves the screen first, so its containers see no visible change.
            adapted.viewIfLoaded?.removeFromSuperview()
            if let navigation = adapted as? UINavigationController {
                navigation.setViewControllers(navigation.viewControllers.filter { $0 !== presented }, animated: false)
            } else if presented.parent != nil {
                presented.willMove(toParent: nil)
                presented.viewIfLoaded?.removeFromSuperview()
                presented.removeFromParent()
            }
            adapted.storedPresenting = nil
            adapted.storedPresentationController = nil
            presenter?.storedPresentedAdaptation = nil
            adaptedViewController = nil
            presented.refreshTraitCollection()
            let view = presented.view!
            view.frame = frameOfPresentedViewInContainerView
            container.addSubview(view)
            view.updateTraitCollectionsInSubtree()
        }
    }
}

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1)
    public static let down = UIPopoverArrowDirection(rawValue: 2)
    public static let left = UIPopoverArrowDirection(rawValue: 4)
    public static let right = UIPopoverArrowDirection(rawValue: 8)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// A presentation as a popover in a regular width, anchored to a view's rectangle or a bar
/// button item; adapted to full screen in a compact width unless its delegate says otherwise.
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at (recorded; bar items are positioned by their bars).
    open var barButtonItem: AnyObject?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open var passthroughViews: [UIView]?
    open var backgroundColor: UIColor?
    open var canOverlapSourceViewRect = false
    /// Whether the popover has a place to point at: a source view or a bar button item.
    var hasSource: Bool { sourceView != nil || barButtonItem != nil }
    /// The direction the arrow points while shown as a popover; `.unknown` otherwise.
    public internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown

    /// Where the bar button item the popover points at is, in window coordinates: in the bar that
    /// showed it last, else in the first navigation bar or toolbar of the presenter's window that
    /// shows it.
    private func barItemFrameInWindow(_ item: UIBarButtonItem) -> CGRect? {
        func frame(in bar: UIView) -> CGRect? {
            guard bar.window != nil else { return nil }
            let local = (bar as? UINavigationBar)?.frame(for: item) ?? (bar as? UIToolbar)?.frame(for: item)
            return local.map { bar.convert($0, to: nil) }
        }
        if let bar = item.owningBar, let found = frame(in: bar) { return found }
        var found: CGRect?
        presentingViewController.viewIfLoaded?.window?.forEachViewInSubtree { view in
            guard found == nil, view is UINavigationBar || view is UIToolbar, !view.isHidden else { return }
            found = frame(in: view)
        }
        return found
    }

    /// The popover's frame: its content size placed below the source rectangle (arrow up) when it
    /// fits and is permitted, otherwise above (arrow down), then to the sides, 13 points (the
    /// arrow's depth) from it; slid along the arrow's edge and clamped to the container with 10-pt
    /// margins.
    func popoverFrame(in bounds: CGRect) -> CGRect {
        var size = presentedViewController.preferredContentSize
        if size == .zero { size = CGSize(width: 320, height: 480) }
        size.width = min(size.width, bounds.width - 20)
        size.height = min(size.height, bounds.height - 20)
        let anchor: CGRect
        if let sourceView, let window = sourceView.window {
            anchor = sourceView.convert(sourceRect == .zero ? sourceView.bounds : sourceRect, to: window)
        } else if let item = barButtonItem as? UIBarButtonItem, let itemFrame = barItemFrameInWindow(item) {
            anchor = itemFrame
        } else {
            anchor = CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        }
        let arrow = StandardViewMetrics.popoverArrowHeight
        var frame = CGRect(origin: .zero, size: size)
        let candidates: [(UIPopoverArrowDirection, CGRect)] = [
            (.up, CGRect(x: anchor.midX - size.width / 2, y: anchor.maxY + arrow, width: size.width, height: size.height)),
            (.down, CGRect(x: anchor.midX - size.width / 2, y: anchor.minY - arrow - size.height, width: size.width, height: size.height)),
            (.left, CGRect(x: anchor.maxX + arrow, y: anchor.midY - size.height / 2, width: size.width, height: size.height)),
            (.right, CGRect(x: anchor.minX - arrow - size.width, y: anchor.midY - size.height / 2, width: size.width, height: size.height)),
        ]
        let permitted = candidates.filter { permittedArrowDirections.contains($0.0) }
        // A direction fits when the body fits across the arrow's axis once slid along it (the
        // arrow stays at the anchor while the body moves to stay on screen, as UIKit slides it):
        // a popover anchored near a corner still points at its anchor.
        let inner = bounds.insetBy(dx: 10, dy: 10)
        func slid(_ direction: UIPopoverArrowDirection, _ rect: CGRect) -> CGRect {
            var rect = rect
            if direction == .up || direction == .down {
                rect.origin.x = min(max(rect.minX, inner.minX), inner.maxX - rect.width)
            } else {
                rect.origin.y = min(max(rect.minY, inner.minY), inner.maxY - rect.height)
            }
            return rect
        }
        let chosen = permitted.first { inner.insetBy(dx: -0.5, dy: -0.5).contains(slid($0.0, $0.1).standardized) }
            ?? permitted.first ?? candidates[0]
        arrowDirection = chosen.0
        frame = chosen.1
        frame.origin.x = min(max(frame.minX, bounds.minX + 10), bounds.maxX - 10 - frame.width)
        frame.origin.y = min(max(frame.minY, bounds.minY + 10), bounds.maxY - 10 - frame.height)
        return frame
    }
}
