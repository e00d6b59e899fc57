import AdaptiveKit
import CPangoCairo
import Foundation

/// What container controllers draw that is not a view of the tree: the hairlines between the
/// columns of a split view controller that shows them side by side, the dimming behind a form or
/// page sheet and the sheet's rounded corners.
@MainActor
struct ControllerChrome {
    let window: UIWindow

    func draw(in context: CairoContext) {
        var controllers: [UIViewController] = window.rootViewController.map { [$0] } ?? []
        while let controller = controllers.popLast() {
            controllers += controller.children
            if let presented = controller.presentedViewController { controllers.append(presented) }
            guard let split = controller as? UISplitViewController, !split.isCollapsed, split.viewControllers.count >= 2,
                  split.isViewLoaded, split.view.window === window else { continue }
            // A hairline after each sidebar shown (the primary; in a triple-column split view the
            // supplementary too), not after the secondary.
            for column in split.viewControllers.dropLast() {
                guard column.isViewLoaded, column.view.window === window, !column.view.isHidden else { continue }
                let frame = column.view.convert(column.view.bounds, to: window)
                guard frame.maxX < window.bounds.width - 0.5 else { continue }
                var separatorContext = context
                separatorContext.traits = split.traitCollection
                separatorContext.fill(CGRect(x: frame.maxX, y: frame.minY, width: 0.5, height: frame.height), .separator)
            }
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
            color = navigation.navigationBar.barTintColor ?? .secondarySystemBackground
        }
        context.setColor(color)
        let half: CGFloat = 13, depth: CGFloat = 13
        if anchor.maxY <= bounds.minY {
            let x = min(max(anchor.midX, bounds.minX + 20), bounds.maxX - 20)
            cairo_move_to(cr, Double(x - half), Double(bounds.minY + 1))
            cairo_line_to(cr, Double(x), Double(bounds.minY - depth))
            cairo_line_to(cr, Double(x + half), Double(bounds.minY + 1))
        } else if anchor.minY >= bounds.maxY {
            let x = min(max(anchor.midX, bounds.minX + 20), bounds.maxX - 20)
            cairo_move_to(cr, Double(x - half), Double(bounds.maxY - 1))
            cairo_line_to(cr, Double(x), Double(bounds.maxY + depth))
            cairo_line_to(cr, Double(x + half), Double(bounds.maxY - 1))
        } else if anchor.maxX <= bounds.minX {
            let y = min(max(anchor.midY, bounds.minY + 20), bounds.maxY - 20)
            cairo_move_to(cr, Double(bounds.minX + 1), Double(y - half))
            cairo_line_to(cr, Double(bounds.minX - depth), Double(y))
            cairo_line_to(cr, Double(bounds.minX + 1), Double(y + half))
        } else if anchor.minX >= bounds.maxX {
            let y = min(max(anchor.midY, bounds.minY + 20), bounds.maxY - 20)
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
