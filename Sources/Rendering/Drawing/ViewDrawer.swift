import AdaptiveKit
import CPangoCairo
import Foundation

/// Draws a view and its subviews, back to front, each under its `transform` (about its centre): background, the view's own content (labels,
/// controls, bars…: see `ViewContent`), subviews (clipped when `clipsToBounds`), then the layer's
/// border. Hidden views and views with zero alpha are skipped; partial alpha composites the view
/// and its subtree as one group, as Core Animation does.
@MainActor
enum ViewDrawer {
    static func draw(_ view: UIView, in parent: CairoContext) {
        guard !view.isHidden, view.alpha > 0.004 else { return }
        let cr = parent.cr
        var context = parent
        context.traits = view.traitCollection
        cairo_save(cr)
        if view !== view.window {
            let transform = view.transform
            if transform.isIdentity {
                let origin = view.frame.origin
                cairo_translate(cr, Double(origin.x), Double(origin.y))
            } else {
                // About the centre, as Core Animation applies a layer's transform.
                cairo_translate(cr, Double(view.center.x), Double(view.center.y))
                var matrix = cairo_matrix_t(
                    xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c),
                    yy: Double(transform.d), x0: Double(transform.tx), y0: Double(transform.ty)
                )
                cairo_transform(cr, &matrix)
                cairo_translate(cr, Double(-view.bounds.width / 2), Double(-view.bounds.height / 2))
            }
        }
        let usesGroup = view.alpha < 0.996
        if usesGroup { cairo_push_group(cr) }
        let bounds = CGRect(origin: .zero, size: view.bounds.size)
        let layer = view.layer
        if view.superview is UIWindow { ControllerChrome.drawDimming(for: view, in: context, bounds: bounds) }
        // A sheet or popover is a card with rounded corners.
        let cardRadius = view.superview?.superview is UIWindow ? ControllerChrome.cardCornerRadius(of: view) : 0
        if cardRadius > 0 {
            ControllerChrome.drawPopoverBackdrop(for: view, in: context, bounds: bounds)
            context.roundedRectangle(bounds, radius: cardRadius)
            cairo_clip(cr)
        }
        if let cell = view as? UITableViewCell, let table = cell.superview as? UITableView {
            // A row: its grouped background, rounded corners and selection (`TableDrawing`).
            TableDrawing.drawRowBackground(cell, in: table, context: context, bounds: bounds)
        } else if let background = view.backgroundColor, !(view is UIWindow) {
            context.fill(bounds, background, radius: layer.cornerRadius)
        }
        ViewContent.draw(view, in: context, bounds: bounds)
        if view.clipsToBounds || layer.masksToBounds {
            context.roundedRectangle(bounds, radius: layer.cornerRadius)
            cairo_clip(cr)
        }
        cairo_save(cr)
        cairo_translate(cr, Double(-view.bounds.minX), Double(-view.bounds.minY))
        for subview in view.subviews {
            draw(subview, in: context)
        }
        cairo_restore(cr)
        // A split view controller's column separators, over its columns, under what comes later.
        ControllerChrome.drawColumnSeparators(of: view, in: context)
        if layer.borderWidth > 0, let borderColor = layer.borderColor {
            cairo_reset_clip(cr)
            context.stroke(bounds, borderColor.uiColor, width: layer.borderWidth, radius: layer.cornerRadius)
        }
        if usesGroup {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(view.alpha))
        }
        cairo_restore(cr)
    }
}
