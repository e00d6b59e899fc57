import AdaptiveKit
import CPangoCairo
import Foundation

/// A Cairo drawing context in points, with the helpers the view drawers share.
@MainActor
struct CairoContext {
    let cr: OpaquePointer
    /// The traits colours resolve against (the view being drawn).
    var traits: UITraitCollection

    /// Sets the source colour, resolving dynamic colours for `traits`.
    func setColor(_ color: UIColor, alpha: CGFloat = 1) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, colorAlpha: CGFloat = 0
        _ = color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &colorAlpha)
        cairo_set_source_rgba(cr, Double(red), Double(green), Double(blue), Double(colorAlpha * alpha))
    }

    func rectangle(_ rect: CGRect) {
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }

    /// A rounded rectangle path (radius clamped to half the shorter side).
    func roundedRectangle(_ rect: CGRect, radius: CGFloat) {
        let r = Double(min(radius, min(rect.width, rect.height) / 2))
        guard r > 0 else { return rectangle(rect) }
        let x = Double(rect.minX), y = Double(rect.minY), w = Double(rect.width), h = Double(rect.height)
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    /// A rectangle path with only the top corners, the bottom corners, both or neither rounded.
    func roundedRectangle(_ rect: CGRect, radius: CGFloat, top: Bool, bottom: Bool) {
        let r = Double(min(radius, min(rect.width, rect.height) / 2))
        guard r > 0, top || bottom else { return rectangle(rect) }
        let x = Double(rect.minX), y = Double(rect.minY), w = Double(rect.width), h = Double(rect.height)
        cairo_new_sub_path(cr)
        if top { cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0) } else { cairo_move_to(cr, x + w, y) }
        if bottom { cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2) } else { cairo_line_to(cr, x + w, y + h) }
        if bottom { cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi) } else { cairo_line_to(cr, x, y + h) }
        if top { cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2) } else { cairo_line_to(cr, x, y) }
        cairo_close_path(cr)
    }

    func fill(_ rect: CGRect, _ color: UIColor, radius: CGFloat = 0) {
        setColor(color)
        roundedRectangle(rect, radius: radius)
        cairo_fill(cr)
    }

    func stroke(_ rect: CGRect, _ color: UIColor, width: CGFloat, radius: CGFloat = 0) {
        setColor(color)
        cairo_set_line_width(cr, Double(width))
        roundedRectangle(rect.insetBy(dx: width / 2, dy: width / 2), radius: max(0, radius - width / 2))
        cairo_stroke(cr)
    }

    /// A length in Pango units (1/1024 point), within 0…`Int32.max`: a layout's bounds can be
    /// huge, negative, infinite or NaN when a document's numbers are.
    static func pangoUnits(_ points: CGFloat) -> Int32 {
        let units = points * CGFloat(PANGO_SCALE)
        guard units > 0 else { return 0 }
        return units < CGFloat(Int32.max) ? Int32(units) : Int32.max
    }

    /// Draws text lines starting at `origin` (the top-left of the first line) in `font`.
    func drawText(_ text: String, font: UIFont, color: UIColor, in rect: CGRect, alignment: NSTextAlignment = .left,
                  numberOfLines: Int = 1, lineBreakMode: NSLineBreakMode = .byTruncatingTail, topAligned: Bool = false) {
        guard !text.isEmpty, rect.width > 0 else { return }
        let layout = pango_cairo_create_layout(cr)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        // Unhinted metrics at every scale, as the measurer uses: text measured to fit fits when
        // drawn at 2× or 3×, and pictures do not depend on the machine's hinting settings; grey
        // anti-aliasing, never subpixel, whatever the machine's fontconfig says (the same bytes
        // on every machine with the same fonts).
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
        cairo_font_options_destroy(options)
        pango_layout_context_changed(layout)
        let description = FontMapping.description(for: font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, PangoTextBound.bounded(text), -1)
        // Half a point of slack: text measured to fit exactly must not be ellipsized by rounding.
        pango_layout_set_width(layout, Self.pangoUnits(rect.width + 0.5))
        pango_layout_set_wrap(layout, lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        if numberOfLines > 0 {
            pango_layout_set_height(layout, -Int32(min(numberOfLines, Int(Int32.max))))
        } else {
            // Unlimited lines: as many as the bounds hold (an ellipsizing layout keeps one line
            // when no height is set).
            pango_layout_set_height(layout, Self.pangoUnits(rect.height + 0.5))
        }
        switch lineBreakMode {
        case .byTruncatingHead: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .byTruncatingMiddle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        case .byTruncatingTail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        default: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        }
        switch alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_justify(layout, 1)
        default: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let height = CGFloat(logical.height) / CGFloat(PANGO_SCALE)
        // UIKit centres a label's text vertically in its bounds.
        // (A text view's text starts at the top.)
        let y = topAligned ? rect.minY : rect.minY + max(0, (rect.height - height) / 2)
        cairo_save(cr)
        rectangle(rect.insetBy(dx: -0.5, dy: -0.5))
        cairo_clip(cr)
        setColor(color)
        cairo_move_to(cr, Double(rect.minX), Double(y))
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
    }
}
