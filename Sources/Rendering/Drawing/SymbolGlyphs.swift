import AdaptiveKit
import CPangoCairo
import Foundation

/// Our own vector approximations of common SF Symbols, drawn with Cairo paths.
///
/// Apple's SF Symbols font cannot be shipped; these glyphs are drawn from simple shapes (lines,
/// arcs, rounded rectangles) so that a reader of a picture recognises the symbol, not to match
/// Apple's outlines. Each glyph is drawn in ems about its box's centre (y down), in the box
/// ``SystemSymbols`` gives the name, with the configuration's weight as the stroke width.
/// `.fill` variants are drawn in a group so parts can be cut out of the filled shape.
///
/// Layers (iOS 15's hierarchical and palette rendering): a glyph with an obvious secondary part
/// (the circle of `*.circle` and `*.circle.fill`, the dial of `safari` and `clock`, the triangle of
/// `exclamationmark.triangle`, the box of `square.and.arrow.up`/`down`) draws that part as layer 1,
/// the mark as layer 0 (primary); in a filled glyph the mark, cut out of the secondary part, is then
/// drawn in the hole in its own colour. Other glyphs are all primary. Monochrome (no colours) draws
/// exactly as before: one colour, the marks cut out.
@MainActor
enum SymbolGlyphs {
    /// Draws the glyph of `name` (a name or alias ``SystemSymbols`` knows) scaled to fit `rect`,
    /// centred, in `color`. Returns false, drawing nothing, for a name without a glyph.
    @discardableResult
    static func draw(_ name: String, in rect: CGRect, weight: UIImage.SymbolWeight, color: UIColor,
                     colors: SymbolColors? = nil, context: CairoContext) -> Bool {
        guard let glyph = SystemSymbols.glyph(for: name), let box = SystemSymbols.box(for: glyph),
              rect.width > 0, rect.height > 0 else { return false }
        let cr = context.cr
        let em = min(rect.width / box.width, rect.height / box.height)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, Double(rect.midX), Double(rect.midY))
        cairo_scale(cr, Double(em), Double(em))
        cairo_push_group(cr)
        var colors = colors
        if case .palette(let palette) = colors, palette.isEmpty { colors = nil }
        if let colors {
            let primary = colors.color(forLayer: 0)
            context.setColor(primary.color, alpha: primary.opacity)
        } else {
            context.setColor(color)
        }
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        let pen = Pen(cr: cr, w: Double(SystemSymbols.strokeWidth(for: weight)),
                      hw: Double(box.width) / 2, hh: Double(box.height) / 2, colors: colors, context: context)
        let drawn = paint(glyph, pen)
        cairo_pop_group_to_source(cr)
        if drawn { cairo_paint(cr) }
        return drawn
    }

    /// Whether a glyph is drawn for the name (every name of ``SystemSymbols/names`` has one).
    static func hasGlyph(_ name: String) -> Bool {
        guard let glyph = SystemSymbols.glyph(for: name) else { return false }
        return Self.names.contains(glyph)
    }

    /// The glyph names ``paint(_:_:)`` draws.
    static let names: Set<String> = {
        var names: Set<String> = []
        for name in SystemSymbols.names {
            if let glyph = SystemSymbols.glyph(for: name), knows(glyph) { names.insert(glyph) }
        }
        return names
    }()

    private static func knows(_ glyph: String) -> Bool {
        let base = glyph.hasSuffix(".fill") ? String(glyph.dropLast(5)) : glyph
        if base == "circle" { return true }
        if base.hasSuffix(".circle") { return circleInsets.contains(String(base.dropLast(7))) }
        return shapes.contains(base)
    }

    private static let circleInsets: Set<String> = [
        "xmark", "plus", "minus", "checkmark", "info", "questionmark", "ellipsis", "person",
        "chevron.up", "chevron.down", "chevron.left", "chevron.right", "arrow.up", "arrow.down", "play", "pause",
    ]

    private static let shapes: Set<String> = [
        "safari", "clock", "square", "star", "heart", "gear", "gearshape", "plus", "minus", "xmark", "checkmark",
        "chevron.up", "chevron.down", "chevron.left", "chevron.right", "arrow.up", "arrow.down", "arrow.left", "arrow.right",
        "arrow.clockwise", "arrow.counterclockwise", "line.3.horizontal", "line.3.horizontal.decrease", "list.bullet",
        "slider.horizontal.3", "ellipsis", "magnifyingglass", "square.and.arrow.up", "square.and.arrow.down",
        "square.and.pencil", "trash", "bell", "doc", "doc.text", "lock", "person", "house", "play", "pause", "stop",
        "forward", "backward", "folder", "camera", "photo", "envelope", "book", "link", "paperplane", "bookmark",
        "arrowshape.turn.up.left", "exclamationmark.triangle",
    ]

    // MARK: The glyphs

    /// Paints a glyph with the pen; false for an unknown glyph.
    private static func paint(_ glyph: String, _ p: Pen) -> Bool {
        let filled = glyph.hasSuffix(".fill")
        let base = filled ? String(glyph.dropLast(5)) : glyph
        if base == "circle" {
            if filled { p.disc() } else { p.ring() }
            return true
        }
        if base.hasSuffix(".circle") {
            let inner = String(base.dropLast(7))
            guard circleInsets.contains(inner) else { return false }
            if filled {
                p.layer(1) {
                    p.disc()
                    p.cut { circleInset(inner, p, filled: true) }
                }
                if p.layered { circleInset(inner, p, filled: true) }
            } else {
                p.layer(1) { p.ring() }
                circleInset(inner, p, filled: false)
            }
            return true
        }
        guard shapes.contains(base) else { return false }
        shape(base, p, filled: filled)
        return true
    }

    /// What a circled symbol shows inside its circle (a radius of about 0.5 em).
    private static func circleInset(_ inner: String, _ p: Pen, filled: Bool) {
        switch inner {
        case "xmark":
            p.polyline([(-0.18, -0.18), (0.18, 0.18)])
            p.polyline([(0.18, -0.18), (-0.18, 0.18)])
        case "plus":
            p.polyline([(-0.26, 0), (0.26, 0)])
            p.polyline([(0, -0.26), (0, 0.26)])
        case "minus":
            p.polyline([(-0.26, 0), (0.26, 0)])
        case "checkmark":
            p.polyline([(-0.22, 0.02), (-0.06, 0.2), (0.23, -0.2)])
        case "info":
            p.dot(0, -0.22, 0.07)
            p.polyline([(-0.08, -0.06), (0.01, -0.06), (0.01, 0.25)])
            p.polyline([(-0.1, 0.25), (0.12, 0.25)])
        case "questionmark":
            p.new()
            cairo_arc(p.cr, 0, -0.11, 0.15, .pi, 2.2 * .pi)
            cairo_curve_to(p.cr, 0.08, 0.0, 0.0, 0.02, 0.0, 0.1)
            p.stroke()
            p.dot(0, 0.25, 0.065)
        case "ellipsis":
            for x in [-0.24, 0, 0.24] { p.dot(x, 0, 0.065) }
        case "person":
            // Head and shoulders; the shoulders meet the circle.
            let rim = p.discRadius - p.w * 0.9
            if filled {
                p.dot(0, -0.13, 0.18)
                cairo_save(p.cr)
                p.circle(0, 0, rim)
                cairo_clip(p.cr)
                p.dot(0, 0.56, 0.36)
                cairo_restore(p.cr)
            } else {
                p.circle(0, -0.13, 0.17)
                p.stroke()
                p.new()
                cairo_arc(p.cr, 0, 0.52, 0.34, -0.86 * .pi, -0.14 * .pi)
                p.stroke()
            }
        case "chevron.up", "chevron.down", "chevron.left", "chevron.right":
            let points = [(-0.2, -0.07), (0, 0.13), (0.2, -0.07)]
            p.polyline(oriented(points, inner))
        case "arrow.up", "arrow.down":
            let sign = inner == "arrow.up" ? 1.0 : -1.0
            p.polyline([(0, 0.27 * sign), (0, -0.27 * sign)])
            p.polyline([(-0.17, -0.09 * sign), (0, -0.27 * sign), (0.17, -0.09 * sign)])
        case "play":
            p.path([(-0.11, -0.22), (0.23, 0), (-0.11, 0.22)], closed: true)
            cairo_fill_preserve(p.cr)
            p.stroke(scale: 0.5)
        case "pause":
            p.roundedRect(-0.17, -0.2, 0.1, 0.4, 0.03)
            p.roundedRect(0.07, -0.2, 0.1, 0.4, 0.03)
            cairo_fill(p.cr)
        default:
            break
        }
    }

    /// A chevron drawn pointing down, turned to the direction the name says.
    private static func oriented(_ points: [(Double, Double)], _ name: String) -> [(Double, Double)] {
        switch name {
        case "chevron.up": points.map { ($0.0, -$0.1) }
        case "chevron.left": points.map { (-$0.1, $0.0) }
        case "chevron.right": points.map { ($0.1, $0.0) }
        default: points
        }
    }

    private static func shape(_ base: String, _ p: Pen, filled: Bool) {
        let cr = p.cr
        let w = p.w
        let hw = p.hw, hh = p.hh
        switch base {
        case "safari":
            // A compass: the needle's north-east half solid, its south-west half outlined.
            let north: [(Double, Double)] = [(0.3, -0.3), (0.075, 0.075), (-0.075, -0.075)]
            let south: [(Double, Double)] = [(-0.3, 0.3), (0.075, 0.075), (-0.075, -0.075)]
            let needle: () -> Void = {
                p.path(north, closed: true)
                cairo_fill_preserve(cr)
                p.stroke(scale: 0.6)
                p.path(south, closed: true)
                p.stroke(scale: 0.8)
            }
            if filled {
                p.layer(1) {
                    p.disc()
                    p.cut(needle)
                }
                if p.layered { needle() }
            } else {
                p.layer(1) { p.ring() }
                needle()
            }
        case "clock":
            let hands: () -> Void = {
                p.polyline([(0, -0.3), (0, 0), (0.2, 0.1)])
            }
            if filled {
                p.layer(1) { p.disc(); p.cut(hands) }
                if p.layered { hands() }
            } else {
                p.layer(1) { p.ring() }
                hands()
            }
        case "square":
            let inset = w / 2
            p.roundedRect(-hw + inset, -hh + inset, 2 * (hw - inset), 2 * (hh - inset), 0.16)
            if filled { cairo_fill(cr) } else { p.stroke() }
        case "star":
            let outer = (2 * hh - w) / 1.809
            let cy = -hh + w / 2 + outer
            var points: [(Double, Double)] = []
            for index in 0..<10 {
                let radius = index.isMultiple(of: 2) ? outer : outer * 0.48
                let angle = -Double.pi / 2 + Double(index) * Double.pi / 5
                points.append((radius * cos(angle), cy + radius * sin(angle)))
            }
            p.path(points, closed: true)
            if filled { cairo_fill_preserve(cr) }
            p.stroke()
        case "heart":
            let s = 1 - w
            p.new()
            cairo_move_to(cr, 0, 0.47 * s)
            cairo_curve_to(cr, -0.16 * s, 0.35 * s, -0.56 * s, 0.12 * s, -0.56 * s, -0.17 * s)
            cairo_curve_to(cr, -0.56 * s, -0.38 * s, -0.42 * s, -0.5 * s, -0.27 * s, -0.5 * s)
            cairo_curve_to(cr, -0.13 * s, -0.5 * s, -0.04 * s, -0.42 * s, 0, -0.32 * s)
            cairo_curve_to(cr, 0.04 * s, -0.42 * s, 0.13 * s, -0.5 * s, 0.27 * s, -0.5 * s)
            cairo_curve_to(cr, 0.42 * s, -0.5 * s, 0.56 * s, -0.38 * s, 0.56 * s, -0.17 * s)
            cairo_curve_to(cr, 0.56 * s, 0.12 * s, 0.16 * s, 0.35 * s, 0, 0.47 * s)
            cairo_close_path(cr)
            if filled { cairo_fill_preserve(cr) }
            p.stroke()
        case "gear", "gearshape":
            let isGear = base == "gear"
            let teeth = isGear ? 10 : 8
            let outer = min(hw, hh) - w / 2, root = outer * (isGear ? 0.8 : 0.78)
            let period = 2 * Double.pi / Double(teeth)
            let top = period * (isGear ? 0.28 : 0.36), flank = period * (isGear ? 0.14 : 0.1)
            p.new()
            for index in 0..<teeth {
                let centre = Double(index) * period - Double.pi / 2
                let a0 = centre - top / 2 - flank, a1 = centre - top / 2, a2 = centre + top / 2, a3 = centre + top / 2 + flank
                if index == 0 { cairo_move_to(cr, root * cos(a0), root * sin(a0)) } else { cairo_line_to(cr, root * cos(a0), root * sin(a0)) }
                cairo_line_to(cr, outer * cos(a1), outer * sin(a1))
                cairo_arc(cr, 0, 0, outer, a1, a2)
                cairo_line_to(cr, root * cos(a3), root * sin(a3))
                cairo_arc(cr, 0, 0, root, a3, centre + period - top / 2 - flank)
            }
            cairo_close_path(cr)
            let hole = isGear ? 0.2 : 0.17
            if filled {
                cairo_fill(cr)
                p.cut { p.dot(0, 0, hole) }
            } else {
                p.stroke()
                p.circle(0, 0, hole)
                p.stroke()
                if isGear {
                    p.circle(0, 0, root - 0.1)
                    p.stroke(scale: 0.7)
                }
            }
        case "plus":
            let a = hh - w / 2
            p.polyline([(-a, 0), (a, 0)])
            p.polyline([(0, -a), (0, a)])
        case "minus":
            p.polyline([(-0.42, 0), (0.42, 0)])
        case "xmark":
            let a = hw - w / 2 - 0.02
            p.polyline([(-a, -a), (a, a)])
            p.polyline([(a, -a), (-a, a)])
        case "checkmark":
            let x = hw - w / 2, y = hh - w / 2
            p.polyline([(-x, 0.06), (-x * 0.3, y), (x, -y)])
        case "chevron.up", "chevron.down", "chevron.left", "chevron.right":
            let vertical = base == "chevron.up" || base == "chevron.down"
            let across = (vertical ? hw : hh) - w / 2 - 0.02, along = (vertical ? hh : hw) - w / 2
            p.polyline(oriented([(-across, -along), (0, along), (across, -along)], base))
        case "arrow.up", "arrow.down", "arrow.left", "arrow.right":
            let vertical = base == "arrow.up" || base == "arrow.down"
            let length = (vertical ? hh : hw) - w / 2, head = (vertical ? hw : hh) - w / 2
            var lines: [[(Double, Double)]] = [[(0, length), (0, -length)], [(-head, -length + head), (0, -length), (head, -length + head)]]
            switch base {
            case "arrow.down": lines = lines.map { $0.map { ($0.0, -$0.1) } }
            case "arrow.left": lines = lines.map { $0.map { ($0.1, $0.0) } }
            case "arrow.right": lines = lines.map { $0.map { (-$0.1, $0.0) } }
            default: break
            }
            for line in lines { p.polyline(line) }
        case "arrow.clockwise", "arrow.counterclockwise":
            cairo_save(cr)
            if base == "arrow.counterclockwise" { cairo_scale(cr, -1, 1) }
            let radius = hw - w / 2, cy = hh - w / 2 - radius
            let topY = cy - radius
            p.new()
            cairo_arc(cr, 0, cy, radius, -0.22 * .pi, 1.44 * .pi)
            p.stroke()
            p.path([(0.18, topY), (-0.06, topY - 0.17), (-0.06, topY + 0.17)], closed: true)
            cairo_fill_preserve(cr)
            p.stroke(scale: 0.6)
            cairo_restore(cr)
        case "line.3.horizontal", "line.3.horizontal.decrease":
            let y = hh - w / 2, full = hw - w / 2
            let lengths = base == "line.3.horizontal" ? [full, full, full] : [full, full * 0.6, full * 0.24]
            for (index, length) in lengths.enumerated() {
                let row = -y + Double(index) * y
                p.polyline([(-length, row), (length, row)])
            }
        case "list.bullet":
            for row in [-0.34, 0, 0.34] {
                p.dot(-hw + 0.09, row, 0.075)
                p.polyline([(-0.26, row), (hw - w / 2, row)])
            }
        case "slider.horizontal.3":
            for (row, knob) in [(-0.33, 0.22), (0, -0.22), (0.33, 0.06)] {
                p.polyline([(-hw + w / 2, row), (hw - w / 2, row)])
                p.cut { p.dot(knob, row, 0.12 + w / 2) }
                p.circle(knob, row, 0.12)
                p.stroke()
            }
        case "ellipsis":
            for x in [-0.42, 0, 0.42] { p.dot(x, 0, hh - 0.01) }
        case "magnifyingglass":
            let radius = 0.36
            p.circle(-0.1, -0.1, radius)
            p.stroke()
            let start = -0.1 + radius * 0.7071
            p.polyline([(start, start), (hw - w, hh - w)], scale: 1.4)
        case "square.and.arrow.up", "square.and.arrow.down":
            let x = hw - w / 2, bottom = hh - w / 2, top = -0.12, r = 0.1
            let up = base == "square.and.arrow.up"
            let tip = -hh + w / 2
            if filled {
                // The box solid (secondary); the arrow cut out of it, drawn above it.
                if up {
                    p.layer(1) {
                        p.roundedRect(-x - w / 2, top - w / 2, 2 * x + w, bottom - top + w, r + w / 2)
                        cairo_fill(cr)
                        p.cut { p.polyline([(0, 0.24), (0, top - w)], scale: 3) }
                    }
                    p.polyline([(0, 0.24), (0, tip)])
                    p.polyline([(-0.19, tip + 0.19), (0, tip), (0.19, tip + 0.19)])
                } else {
                    let head: () -> Void = {
                        p.polyline([(0, top - w), (0, 0.26)])
                        p.polyline([(-0.17, 0.09), (0, 0.26), (0.17, 0.09)])
                    }
                    p.layer(1) {
                        p.roundedRect(-x - w / 2, top - w / 2, 2 * x + w, bottom - top + w, r + w / 2)
                        cairo_fill(cr)
                        p.cut(head)
                    }
                    if p.layered { head() }
                    p.polyline([(0, tip), (0, top - w / 2)])
                }
                return
            } else {
                p.layer(1) {
                    p.new()
                    cairo_move_to(cr, -0.16, top)
                    cairo_line_to(cr, -x + r, top)
                    cairo_arc_negative(cr, -x + r, top + r, r, -.pi / 2, -.pi)
                    cairo_line_to(cr, -x, bottom - r)
                    cairo_arc_negative(cr, -x + r, bottom - r, r, .pi, .pi / 2)
                    cairo_line_to(cr, x - r, bottom)
                    cairo_arc_negative(cr, x - r, bottom - r, r, .pi / 2, 0)
                    cairo_line_to(cr, x, top + r)
                    cairo_arc_negative(cr, x - r, top + r, r, 0, -.pi / 2)
                    cairo_line_to(cr, 0.16, top)
                    p.stroke()
                }
            }
            if up {
                p.polyline([(0, 0.24), (0, tip)])
                p.polyline([(-0.19, tip + 0.19), (0, tip), (0.19, tip + 0.19)])
            } else {
                p.polyline([(0, tip), (0, 0.24)])
                p.polyline([(-0.19, 0.05), (0, 0.24), (0.19, 0.05)])
            }
        case "square.and.pencil":
            let x0 = -hw + w / 2, y1 = hh - w / 2, top = -0.42, right = 0.42, r = 0.12
            p.new()
            cairo_move_to(cr, 0.06, top)
            cairo_line_to(cr, x0 + r, top)
            cairo_arc_negative(cr, x0 + r, top + r, r, -.pi / 2, -.pi)
            cairo_line_to(cr, x0, y1 - r)
            cairo_arc_negative(cr, x0 + r, y1 - r, r, .pi, .pi / 2)
            cairo_line_to(cr, right - r, y1)
            cairo_arc_negative(cr, right - r, y1 - r, r, .pi / 2, 0)
            cairo_line_to(cr, right, -0.02)
            p.stroke()
            // The pencil, from its tip at the page to its end at the top right.
            let tip = (-0.14, 0.18), end = (hw - w / 2 - 0.04, -hh + w / 2 + 0.04)
            let length = hypot(end.0 - tip.0, end.1 - tip.1)
            let d = ((end.0 - tip.0) / length, (end.1 - tip.1) / length), n = (-d.1 * 0.085, d.0 * 0.085)
            let neck = (tip.0 + d.0 * 0.16, tip.1 + d.1 * 0.16)
            p.path([tip, (neck.0 + n.0, neck.1 + n.1), (end.0 + n.0, end.1 + n.1), (end.0 - n.0, end.1 - n.1),
                    (neck.0 - n.0, neck.1 - n.1)], closed: true)
            p.stroke(scale: 0.85)
        case "trash":
            let lid = -0.34, bottom = hh - w / 2
            if filled {
                p.path([(-0.38, lid), (-0.32, bottom), (0.32, bottom), (0.38, lid)], closed: true)
                cairo_fill_preserve(cr)
                p.stroke()
                p.cut {
                    for x in [-0.13, 0.13] { p.polyline([(x, -0.16), (x, 0.34)], scale: 0.8) }
                }
            } else {
                p.polyline([(-0.38, lid), (-0.32, bottom), (0.32, bottom), (0.38, lid)])
                for x in [-0.13, 0.13] { p.polyline([(x, -0.16), (x, 0.34)], scale: 0.8) }
            }
            p.polyline([(-hw + w / 2, lid), (hw - w / 2, lid)])
            p.polyline([(-0.16, lid), (-0.16, -hh + w / 2), (0.16, -hh + w / 2), (0.16, lid)])
        case "bell":
            p.new()
            cairo_move_to(cr, -0.45, 0.3)
            cairo_line_to(cr, -0.36, 0.18)
            cairo_curve_to(cr, -0.33, 0.12, -0.33, 0.02, -0.33, -0.08)
            cairo_curve_to(cr, -0.33, -0.32, -0.18, -0.44, 0, -0.44)
            cairo_curve_to(cr, 0.18, -0.44, 0.33, -0.32, 0.33, -0.08)
            cairo_curve_to(cr, 0.33, 0.02, 0.33, 0.12, 0.36, 0.18)
            cairo_line_to(cr, 0.45, 0.3)
            cairo_close_path(cr)
            if filled { cairo_fill_preserve(cr) }
            p.stroke()
            p.polyline([(0, -0.44), (0, -hh + w / 2)])
            p.new()
            cairo_arc(cr, 0, 0.36, 0.13, 0, .pi)
            if filled { cairo_fill_preserve(cr) }
            p.stroke()
        case "doc", "doc.text":
            let x = hw - w / 2 - 0.05, y = hh - w / 2, fold = 0.28
            let page: [(Double, Double)] = [(-x, -y), (x - fold, -y), (x, -y + fold), (x, y), (-x, y)]
            p.path(page, closed: true)
            if filled {
                cairo_fill_preserve(cr)
                p.stroke()
                p.cut {
                    p.path([(x - fold, -y), (x - fold, -y + fold), (x, -y + fold)], closed: true)
                    p.stroke(scale: 0.8)
                    if base == "doc.text" {
                        for row in [0.0, 0.18, 0.36] { p.polyline([(-0.2, row), (0.2, row)], scale: 0.8) }
                    }
                }
            } else {
                p.stroke()
                p.polyline([(x - fold, -y), (x - fold, -y + fold), (x, -y + fold)])
                if base == "doc.text" {
                    for row in [0.0, 0.18, 0.36] { p.polyline([(-0.2, row), (0.2, row)], scale: 0.8) }
                }
            }
        case "lock":
            let bodyTop = -0.04, bottom = hh - w / 2, x = hw - w / 2 - 0.06
            p.new()
            cairo_move_to(cr, -0.25, bodyTop)
            cairo_line_to(cr, -0.25, -0.26)
            cairo_arc(cr, 0, -0.26, 0.25, .pi, 2 * .pi)
            cairo_line_to(cr, 0.25, bodyTop)
            p.stroke()
            p.roundedRect(-x, bodyTop, 2 * x, bottom - bodyTop, 0.1)
            if filled { cairo_fill(cr) } else { p.stroke() }
        case "person":
            let bottom = hh - w / 2
            p.circle(0, -0.27, 0.23)
            if filled { cairo_fill_preserve(cr) }
            p.stroke()
            p.new()
            cairo_move_to(cr, -0.48, bottom)
            cairo_curve_to(cr, -0.48, 0.2, -0.26, 0.07, 0, 0.07)
            cairo_curve_to(cr, 0.26, 0.07, 0.48, 0.2, 0.48, bottom)
            cairo_close_path(cr)
            if filled { cairo_fill_preserve(cr) }
            p.stroke()
        case "house":
            let bottom = hh - w / 2, eave = -0.12, x = 0.42
            if filled {
                p.path([(-x, bottom), (-x, eave), (0, -0.46), (x, eave), (x, bottom)], closed: true)
                cairo_fill_preserve(cr)
                p.stroke()
                p.cut { p.roundedRect(-0.12, 0.16, 0.24, bottom + 0.1 - 0.16, 0.03); cairo_fill(cr) }
            } else {
                p.polyline([(-x, eave), (-x, bottom), (x, bottom), (x, eave)])
                p.polyline([(-0.12, bottom), (-0.12, 0.18), (0.12, 0.18), (0.12, bottom)])
            }
            p.polyline([(-hw + w / 2, 0.0), (0, -hh + w / 2), (hw - w / 2, 0.0)])
        case "play":
            let x = hw - w / 2, y = hh - w / 2
            p.path([(-x + 0.06, -y), (x, 0), (-x + 0.06, y)], closed: true)
            if filled { cairo_fill_preserve(cr) }
            p.stroke()
        case "pause":
            let y = hh - w / 2
            for x in [-0.34, 0.1] {
                p.roundedRect(x, -y, 0.24, 2 * y, 0.06)
                if filled { cairo_fill_preserve(cr) }
                p.stroke()
            }
        case "stop":
            let a = min(hw, hh) - w / 2
            p.roundedRect(-a, -a, 2 * a, 2 * a, 0.1)
            if filled { cairo_fill_preserve(cr) }
            p.stroke()
        case "forward", "backward":
            let sign = base == "forward" ? 1.0 : -1.0
            let x = hw - w / 2, y = hh - w / 2
            for offset in [-x, 0] {
                p.path([(sign * offset, -y), (sign * (offset + x), 0), (sign * offset, y)], closed: true)
                if filled { cairo_fill_preserve(cr) }
                p.stroke()
            }
        case "folder":
            let x = hw - w / 2, y = hh - w / 2
            p.path([(-x, y), (-x, -y), (-0.2, -y), (-0.08, -y + 0.12), (x, -y + 0.12), (x, y)], closed: true)
            if filled {
                cairo_fill_preserve(cr)
                p.stroke()
                p.cut { p.polyline([(-x + 0.05, -0.13), (x - 0.05, -0.13)], scale: 0.6) }
            } else {
                p.stroke()
                p.polyline([(-x, -0.13), (x, -0.13)])
            }
        case "camera":
            let x = hw - w / 2, bottom = hh - w / 2, top = -0.28
            p.roundedRect(-x, top, 2 * x, bottom - top, 0.12)
            if filled { cairo_fill_preserve(cr) }
            p.stroke()
            p.path([(-0.24, top), (-0.15, -hh + w / 2), (0.15, -hh + w / 2), (0.24, top)], closed: filled)
            if filled { cairo_fill_preserve(cr) }
            p.stroke()
            if filled {
                p.cut { p.circle(0, 0.1, 0.21); p.stroke() }
                p.dot(0, 0.1, 0.13)
            } else {
                p.circle(0, 0.1, 0.21)
                p.stroke()
            }
        case "photo":
            let x = hw - w / 2, y = hh - w / 2
            let hills: [(Double, Double)] = [(-x, 0.36), (-0.2, -0.02), (0.08, 0.26), (0.28, 0.08), (x, 0.36)]
            p.roundedRect(-x, -y, 2 * x, 2 * y, 0.1)
            if filled {
                cairo_fill(cr)
                p.cut {
                    p.dot(0.26, -0.18, 0.1)
                    p.polyline(hills)
                }
            } else {
                p.stroke()
                cairo_save(cr)
                p.roundedRect(-x, -y, 2 * x, 2 * y, 0.1)
                cairo_clip(cr)
                p.path(hills + [(x, y), (-x, y)], closed: true)
                cairo_fill(cr)
                cairo_restore(cr)
                p.dot(0.26, -0.18, 0.1)
            }
        case "envelope":
            let x = hw - w / 2 - 0.02, y = hh - w / 2 - 0.06
            p.roundedRect(-x, -y, 2 * x, 2 * y, 0.08)
            if filled {
                cairo_fill(cr)
                p.cut { p.polyline([(-x + 0.04, -y + 0.04), (0, 0.06), (x - 0.04, -y + 0.04)], scale: 0.8) }
            } else {
                p.stroke()
                p.polyline([(-x, -y), (0, 0.06), (x, -y)])
            }
        case "book":
            let x = hw - w / 2, top = -hh + w / 2 + 0.06, bottom = hh - w / 2
            for side in [-1.0, 1.0] {
                p.new()
                cairo_move_to(cr, 0, top + 0.06)
                cairo_curve_to(cr, side * 0.18, top - 0.06, side * 0.44, top - 0.06, side * x, top)
                cairo_line_to(cr, side * x, bottom - 0.1)
                cairo_curve_to(cr, side * 0.44, bottom - 0.16, side * 0.18, bottom - 0.16, 0, bottom)
                cairo_close_path(cr)
                if filled { cairo_fill_preserve(cr) }
                p.stroke()
            }
            if filled { p.cut { p.polyline([(0, top + 0.12), (0, bottom - 0.06)], scale: 0.7) } }
        case "link":
            cairo_save(cr)
            cairo_rotate(cr, -Double.pi / 4)
            let length = 0.64, height = 0.3
            p.roundedRect(-0.2 - length / 2, -height / 2, length, height, height / 2)
            p.stroke()
            p.cut {
                p.roundedRect(0.2 - length / 2, -height / 2, length, height, height / 2)
                p.stroke(scale: 2.6)
            }
            p.roundedRect(0.2 - length / 2, -height / 2, length, height, height / 2)
            p.stroke()
            cairo_restore(cr)
        case "paperplane":
            let a = hw - w / 2
            let outline: [(Double, Double)] = [(a, -a), (-a, -0.06), (-0.06, 0.06), (0.08, a)]
            p.path(outline, closed: true)
            if filled {
                cairo_fill_preserve(cr)
                p.stroke()
                p.cut { p.polyline([(-0.06, 0.06), (a - 0.12, -a + 0.12)], scale: 0.7) }
            } else {
                p.stroke()
                p.polyline([(-0.06, 0.06), (a, -a)])
            }
        case "bookmark":
            let x = hw - w / 2 - 0.02, y = hh - w / 2
            p.path([(-x, -y), (x, -y), (x, y), (0, y - 0.26), (-x, y)], closed: true)
            if filled { cairo_fill_preserve(cr) }
            p.stroke()
        case "arrowshape.turn.up.left":
            let x = hw - w / 2, y = hh - w / 2
            p.new()
            cairo_move_to(cr, -x, -0.06)
            cairo_line_to(cr, -0.08, -y)
            cairo_line_to(cr, -0.08, -0.2)
            cairo_curve_to(cr, 0.32, -0.2, x, 0.04, x, y)
            cairo_curve_to(cr, 0.38, 0.2, 0.16, 0.12, -0.08, 0.12)
            cairo_line_to(cr, -0.08, 0.36)
            cairo_close_path(cr)
            if filled { cairo_fill_preserve(cr) }
            p.stroke()
        case "exclamationmark.triangle":
            let x = hw - w / 2 - 0.02, y = hh - w / 2
            let mark: () -> Void = {
                p.polyline([(0, -0.16), (0, 0.13)])
                p.dot(0, 0.3, 0.065)
            }
            if filled {
                p.layer(1) {
                    p.path([(0, -y), (x, y), (-x, y)], closed: true)
                    cairo_fill_preserve(cr)
                    p.stroke()
                    p.cut(mark)
                }
                if p.layered { mark() }
            } else {
                p.layer(1) {
                    p.path([(0, -y), (x, y), (-x, y)], closed: true)
                    p.stroke()
                }
                mark()
            }
        default:
            break
        }
    }

    /// Path and paint helpers in ems; `w` is the stroke width of the configuration's weight.
    struct Pen {
        let cr: OpaquePointer
        let w: Double
        let hw: Double
        let hh: Double
        /// The layers' colours; `nil` in monochrome.
        let colors: SymbolColors?
        let context: CairoContext

        /// Whether layers are drawn in colours of their own (hierarchical or palette).
        var layered: Bool { colors != nil }

        /// Draws `body` as layer `index` (1 secondary, 2 tertiary). In monochrome `body` just
        /// paints with the glyph's colour; with layer colours it paints opaque into a group of
        /// its own (its cuts cut only this layer, overlapping strokes do not darken) that is then
        /// painted in the layer's colour and opacity.
        func layer(_ index: Int, _ body: () -> Void) {
            guard let colors else { body(); return }
            let (color, opacity) = colors.color(forLayer: index)
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            _ = color.resolvedColor(with: context.traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            cairo_save(cr)
            cairo_push_group(cr)
            cairo_set_source_rgb(cr, Double(red), Double(green), Double(blue))
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            body()
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(alpha * opacity))
            cairo_restore(cr)
        }

        /// The radius of a circle symbol's disc (the circle stroked inside its box).
        var discRadius: Double { min(hw, hh) }

        func new() { cairo_new_path(cr) }

        func stroke(scale: Double = 1) {
            cairo_set_line_width(cr, w * scale)
            cairo_stroke(cr)
        }

        func circle(_ x: Double, _ y: Double, _ radius: Double) {
            cairo_new_sub_path(cr)
            cairo_arc(cr, x, y, radius, 0, 2 * .pi)
        }

        func dot(_ x: Double, _ y: Double, _ radius: Double) {
            circle(x, y, radius)
            cairo_fill(cr)
        }

        func ring() {
            circle(0, 0, discRadius - w / 2)
            stroke()
        }

        func disc() {
            dot(0, 0, discRadius)
        }

        func path(_ points: [(Double, Double)], closed: Bool) {
            cairo_new_path(cr)
            for (index, point) in points.enumerated() {
                if index == 0 { cairo_move_to(cr, point.0, point.1) } else { cairo_line_to(cr, point.0, point.1) }
            }
            if closed { cairo_close_path(cr) }
        }

        func polyline(_ points: [(Double, Double)], scale: Double = 1) {
            path(points, closed: false)
            stroke(scale: scale)
        }

        func roundedRect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ radius: Double) {
            let r = min(radius, width / 2, height / 2)
            cairo_new_sub_path(cr)
            cairo_arc(cr, x + width - r, y + r, r, -.pi / 2, 0)
            cairo_arc(cr, x + width - r, y + height - r, r, 0, .pi / 2)
            cairo_arc(cr, x + r, y + height - r, r, .pi / 2, .pi)
            cairo_arc(cr, x + r, y + r, r, .pi, 3 * .pi / 2)
            cairo_close_path(cr)
        }

        /// Whatever `body` paints is cut out of what is drawn so far.
        func cut(_ body: () -> Void) {
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            body()
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
    }
}
