import AdaptiveKit
import CPangoCairo
import Foundation

/// What container controllers draw that is not a view of the tree: the hairlines between the
/// columns of a split view controller that shows them side by side, the dimming behind a form or
/// page sheet and the sheet's rounded corners.
@MainActor
struct ControllerChrome {
    let window: UIWindow

    /// Nothing is drawn over the whole window any more: the split view's separators are drawn with
    /// the split view (``drawColumnSeparators(of:in:)``), under what is presented over it.
    func draw(in context: CairoContext) {}

    /// The hairlines of a split view controller whose view this is, drawn right after its columns
    /// (so sheets, popovers and full-screen presentations, which are drawn later, cover them): one
    /// after each column shown beside a later one (the primary; in a triple-column split view the
    /// supplementary too) — only where a visible column begins at its trailing edge, never after
    /// the last column, never when the split view is collapsed or a column fills it.
    static func drawColumnSeparators(of view: UIView, in context: CairoContext) {
        guard let split = view.next as? UISplitViewController, split.viewIfLoaded === view, !split.isCollapsed,
              split.viewControllers.count >= 2 else { return }
        let columns = split.viewControllers.compactMap { column -> CGRect? in
            guard column.isViewLoaded, !column.view.isHidden, column.view.alpha > 0.004, column.view.isDescendant(of: view) else { return nil }
            let frame = column.view.convert(column.view.bounds, to: view)
            return frame.width > 0.5 && frame.height > 0.5 ? frame : nil
        }
        var separatorContext = context
        separatorContext.traits = split.traitCollection
        for (index, frame) in columns.enumerated().dropLast() {
            guard frame.maxX < view.bounds.width - 0.5, frame.minX > view.bounds.minX - 0.5 || frame.maxX > 0.5 else { continue }
            // A later column shown beside this one (after the hairline's gap: half a point, a
            // whole pixel on a 1× screen).
            let beside = columns[(index + 1)...].contains { ($0.minX >= frame.maxX - 0.5 && $0.minX <= frame.maxX + 1.5) || ($0.minX < frame.maxX && $0.maxX > frame.maxX) }
            guard beside else { continue }
            separatorContext.fill(CGRect(x: frame.maxX, y: frame.minY, width: 0.5, height: frame.height), .separator)
        }
    }
}

extension ControllerChrome {
    /// The style of the presentation whose container view this is (a subview of the window), if it
    /// is a form or page sheet, or a popover.
    static func cardStyle(ofContainer view: UIView) -> UIModalPresentationStyle? {
        guard let window = view.superview as? UIWindow, var controller = window.rootViewController else { return nil }
        while let presented = controller.presentedViewController {
            if let presentation = presented.presentationController, presentation.containerView === view {
                let style = presentation.adaptivePresentationStyle
                return [.formSheet, .pageSheet, .popover].contains(style) ? style : nil
            }
            controller = presented
        }
        return nil
    }

    /// Dims what is under a sheet's container, as UIKit's dimming view does.
    static func drawDimming(for view: UIView, in context: CairoContext, bounds: CGRect) {
        guard let style = cardStyle(ofContainer: view), style != .popover else { return }
        context.fill(bounds, UIColor.black.withAlphaComponent(0.4))
    }

    /// The corner radius of a presented view shown as a card (sheets and popovers), 0 otherwise.
    static func cardCornerRadius(of view: UIView) -> CGFloat {
        guard let container = view.superview, cardStyle(ofContainer: container) != nil else { return 0 }
        return 10
    }

    /// A popover's shadow and its arrow towards the anchor, drawn under the presented view in its
    /// coordinates.
    static func drawPopoverBackdrop(for view: UIView, in context: CairoContext, bounds: CGRect) {
        guard let container = view.superview, cardStyle(ofContainer: container) == .popover, let window = container.superview as? UIWindow,
              let popover = presentedController(inContainer: container)?.popoverPresentationController else { return }
        for step in 1...6 {
            let spread = CGFloat(step) * 2
            context.fill(bounds.insetBy(dx: -spread, dy: -spread).offsetBy(dx: 0, dy: spread / 2),
                         UIColor.black.withAlphaComponent(0.035), radius: 10 + spread)
        }
        guard let source = popover.sourceView, source.window === window else { return }
        let anchor = view.convert(source.convert(popover.sourceRect == .zero ? source.bounds : popover.sourceRect, to: nil), from: nil)
        let cr = context.cr
        var color = view.backgroundColor ?? .systemBackground
        if anchor.maxY <= bounds.minY, let navigation = presentedController(inContainer: container) as? UINavigationController,
           !navigation.isNavigationBarHidden {
            // An arrow up continues the navigation bar.
            color = Bars.background(tint: navigation.navigationBar.barTintColor, style: navigation.navigationBar.barStyle)
        }
        context.setColor(color)
        // UIKit's arrow: 13 points deep with a 37-point base (`UIPopoverBackgroundView`'s
        // `arrowHeight` and `arrowBase` of the system background); the body is 13 points from
        // the anchor (`UIPopoverPresentationController.popoverFrame(in:)`). The tip stays off the
        // body's rounded corners.
        let half: CGFloat = StandardViewMetrics.popoverArrowBase / 2, depth: CGFloat = StandardViewMetrics.popoverArrowHeight
        let inset = 10 + half
        if anchor.maxY <= bounds.minY {
            let x = min(max(anchor.midX, bounds.minX + inset), bounds.maxX - inset)
            cairo_move_to(cr, Double(x - half), Double(bounds.minY + 1))
            cairo_line_to(cr, Double(x), Double(bounds.minY - depth))
            cairo_line_to(cr, Double(x + half), Double(bounds.minY + 1))
        } else if anchor.minY >= bounds.maxY {
            let x = min(max(anchor.midX, bounds.minX + inset), bounds.maxX - inset)
            cairo_move_to(cr, Double(x - half), Double(bounds.maxY - 1))
            cairo_line_to(cr, Double(x), Double(bounds.maxY + depth))
            cairo_line_to(cr, Double(x + half), Double(bounds.maxY - 1))
        } else if anchor.maxX <= bounds.minX {
            let y = min(max(anchor.midY, bounds.minY + inset), bounds.maxY - inset)
            cairo_move_to(cr, Double(bounds.minX + 1), Double(y - half))
            cairo_line_to(cr, Double(bounds.minX - depth), Double(y))
            cairo_line_to(cr, Double(bounds.minX + 1), Double(y + half))
        } else if anchor.minX >= bounds.maxX {
            let y = min(max(anchor.midY, bounds.minY + inset), bounds.maxY - inset)
            cairo_move_to(cr, Double(bounds.maxX - 1), Double(y - half))
            cairo_line_to(cr, Double(bounds.maxX + depth), Double(y))
            cairo_line_to(cr, Double(bounds.maxX - 1), Double(y + half))
        } else {
            return
        }
        cairo_close_path(cr)
        cairo_fill(cr)
    }

    /// The presented controller whose presentation uses this container view.
    static func presentedController(inContainer view: UIView) -> UIViewController? {
        guard let window = view.superview as? UIWindow, var controller = window.rootViewController else { return nil }
        while let presented = controller.presentedViewController {
            if presented.presentationController?.containerView === view { return presented }
            controller = presented
        }
        return nil
    }
}
