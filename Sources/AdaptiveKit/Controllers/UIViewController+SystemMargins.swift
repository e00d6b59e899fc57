import Foundation

extension UIViewController {
    /// The smallest margins the system gives the controller's root view: 0 top and bottom, and 20 pt
    /// leading and trailing when both the root view and its window are at least 414 pt wide (iPad
    /// and phone landscape widths, the 414-pt-wide phones in portrait), 16 pt otherwise (phones in
    /// portrait, narrow Split View and slide-over widths, small embedded or popover controllers, any
    /// root on a screen narrower than 414 pt). Changes when those widths do (a rotation, a
    /// multitasking resize).
    ///
    /// Apple documents the property but not its values: these are the margins Xcode's canvas gives
    /// root views, measured on the corpus (docs/interface-builder-fidelity.md). They follow the
    /// width, not the horizontal size class alone: a Plus phone's root view has 20-pt margins in
    /// portrait (compact width) too.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        guard let view = viewIfLoaded else { return Self.systemMinimumLayoutMargins(forRootWidth: 0, windowWidth: 0) }
        return Self.systemMinimumLayoutMargins(forRootWidth: view.bounds.width, windowWidth: view.window?.bounds.width)
    }

    /// The system minimum margins for a root view of the given width in a window of the given
    /// width (`nil`: in no window).
    static func systemMinimumLayoutMargins(forRootWidth width: CGFloat, windowWidth: CGFloat?) -> NSDirectionalEdgeInsets {
        let side: CGFloat = width >= 414 && (windowWidth ?? width) >= 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}

extension UIView {
    /// The controller whose root view this is, when it respects the system minimum margins.
    private var controllerRespectingSystemMargins: UIViewController? {
        guard let controller = owningViewController as? UIViewController,
              controller.viewRespectsSystemMinimumLayoutMargins else { return nil }
        return controller
    }

    /// `margins` raised to the system minimum of the controller whose root view this is: a root
    /// view with default margins has the minimum alone (UIKit: "the default value … reflects the
    /// system minimum margins"), one with margins set has the larger of each. Other views' margins
    /// are returned as they are.
    func marginsRaisedToSystemMinimum(_ margins: NSDirectionalEdgeInsets, rootWidth: CGFloat? = nil) -> NSDirectionalEdgeInsets {
        // (Most views are no controller's: the weak reference is read only for those that are.)
        guard layoutState.isControllerRoot, controllerRespectingSystemMargins != nil else { return margins }
        let minimum = UIViewController.systemMinimumLayoutMargins(forRootWidth: rootWidth ?? bounds.width, windowWidth: window?.bounds.width)
        guard layoutState.marginsWereSet else { return minimum }
        return NSDirectionalEdgeInsets(
            top: max(margins.top, minimum.top), leading: max(margins.leading, minimum.leading),
            bottom: max(margins.bottom, minimum.bottom), trailing: max(margins.trailing, minimum.trailing)
        )
    }
}
