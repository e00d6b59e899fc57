import AdaptiveKit
import CPangoCairo
import Foundation

/// The real text measurer: Pango shapes and breaks the text in the fonts the renderer draws with
/// (see `FontMapping`), so measured sizes and drawn text agree.
///
/// Install it with `TextMeasurement.current = PangoTextMeasurer.shared` before laying out (the
/// `storyboard` command does). Pango is not thread-safe: every call holds a lock.
public final class PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
    /// One measurer for the process.
    public static let shared = PangoTextMeasurer()

    private let lock = NSLock()
    private let context: OpaquePointer

    /// What a Pango font description is made from (`FontMapping.description(for:)`).
    private struct FontKey: Hashable {
        let isSystemFont: Bool
        let fontName: String
        let familyName: String
        let pointSize: CGFloat
        let weight: CGFloat
        let isItalic: Bool

        init(_ font: UIFont) {
            isSystemFont = font.isSystemFont
            fontName = font.fontName
            familyName = font.familyName
            pointSize = font.pointSize
            weight = font.weight.rawValue
            isItalic = font.isItalic
        }
    }

    private struct LayoutKey: Hashable {
        let font: FontKey
        let text: String
        let maxWidth: CGFloat
        let numberOfLines: Int
        let lineBreakMode: Int
    }

    // Results by their arguments: layout measures the same texts again and again (a label's
    // intrinsic size, a button's title on every layout pass, drawing). Bounded: emptied when full.
    private static let cacheLimit = 8192
    private var metricsCache: [FontKey: TextLineMetrics] = [:]
    private var widthCache: [LayoutKey: CGFloat] = [:]
    private var layoutCache: [LayoutKey: TextLayout] = [:]

    private init() {
        let fontMap = pango_cairo_font_map_new()!
        context = pango_font_map_create_context(fontMap)!
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        // Unhinted metrics: sizes scale linearly, as on iOS.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    /// Tells the measurer's font map that fontconfig's fonts changed (``FontRegistry`` calls it
    /// when it registers fonts) and forgets every measurement made with the fonts before.
    func fontConfigurationChanged() {
        lock.lock()
        defer { lock.unlock() }
        if let map = pango_context_get_font_map(context) {
            pango_fc_font_map_config_changed(OpaquePointer(map))
        }
        pango_context_changed(context)
        metricsCache.removeAll()
        widthCache.removeAll()
        layoutCache.removeAll()
    }

    /// Forgets every measurement (for benchmarks that time a cold first layout).
    public func removeCachedMeasurements() {
        lock.lock()
        defer { lock.unlock() }
        metricsCache.removeAll()
        widthCache.removeAll()
        layoutCache.removeAll()
    }

    public func lineMetrics(for font: UIFont) -> TextLineMetrics {
        lock.lock()
        defer { lock.unlock() }
        return lineMetricsLocked(for: font)
    }

    /// `lineMetrics(for:)` with the lock held.
    private func lineMetricsLocked(for font: UIFont) -> TextLineMetrics {
        let key = FontKey(font)
        if let cached = metricsCache[key] { return cached }
        let description = FontMapping.description(for: font)
        defer { pango_font_description_free(description) }
        let metrics = pango_context_get_metrics(context, description, nil)
        defer { pango_font_metrics_unref(metrics) }
        let ascent = CGFloat(pango_font_metrics_get_ascent(metrics)) / CGFloat(PANGO_SCALE)
        let descent = CGFloat(pango_font_metrics_get_descent(metrics)) / CGFloat(PANGO_SCALE)
        let result = TextLineMetrics(ascender: ascent, descender: -descent)
        metricsCache[key] = result
        return result
    }

    public func width(of text: String, font: UIFont) -> CGFloat {
        lock.lock()
        defer { lock.unlock() }
        let key = LayoutKey(font: FontKey(font), text: text, maxWidth: 0, numberOfLines: 0, lineBreakMode: -1)
        if let cached = widthCache[key] { return cached }
        let layout = makeLayout(text, font: font, maxWidth: nil, numberOfLines: 0, lineBreakMode: .byClipping)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let width = CGFloat(logical.width) / CGFloat(PANGO_SCALE)
        if widthCache.count >= Self.cacheLimit { widthCache.removeAll(keepingCapacity: true) }
        widthCache[key] = width
        return width
    }

    public func layout(
        of text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int, lineBreakMode: NSLineBreakMode
    ) -> TextLayout {
        guard !text.isEmpty else { return TextLayout(lines: [], size: .zero, isTruncated: false) }
        lock.lock()
        defer { lock.unlock() }
        let key = LayoutKey(
            font: FontKey(font), text: text, maxWidth: maxWidth.map { $0.isFinite && $0 > 0 ? $0 : 0 } ?? 0,
            numberOfLines: numberOfLines, lineBreakMode: lineBreakMode.rawValue
        )
        if let cached = layoutCache[key] { return cached }
        let result = makeTextLayout(
            text, font: font, metrics: lineMetricsLocked(for: font), maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode
        )
        if layoutCache.count >= Self.cacheLimit { layoutCache.removeAll(keepingCapacity: true) }
        layoutCache[key] = result
        return result
    }

    private func makeTextLayout(
        _ text: String, font: UIFont, metrics: TextLineMetrics, maxWidth: CGFloat?, numberOfLines: Int, lineBreakMode: NSLineBreakMode
    ) -> TextLayout {
        let layout = makeLayout(text, font: font, maxWidth: maxWidth, numberOfLines: 0, lineBreakMode: lineBreakMode)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let utf8 = Array(text.utf8)
        var lines: [TextLayout.Line] = []
        // The lines as Pango's list, in one walk (asking for line N walks the list from its
        // start: quadratic in a text of many lines).
        var node = pango_layout_get_lines_readonly(layout)
        while let current = node {
            node = current.pointee.next
            guard let line = current.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) else { continue }
            let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
            let slice = utf8[max(0, start)..<min(utf8.count, start + length)]
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            lines.append(TextLayout.Line(text: String(decoding: slice, as: UTF8.self), width: CGFloat(logical.width) / CGFloat(PANGO_SCALE)))
        }
        var truncated = false
        if numberOfLines > 0 && lines.count > numberOfLines {
            lines.removeLast(lines.count - numberOfLines)
            truncated = true
        }
        var widest = lines.map(\.width).max() ?? 0
        if let maxWidth { widest = min(widest, maxWidth) }
        return TextLayout(lines: lines, size: CGSize(width: widest, height: CGFloat(lines.count) * metrics.lineHeight), isTruncated: truncated)
    }

    /// A Pango layout of the text in the font, wrapping at `maxWidth` when given.
    func makeLayout(
        _ text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int, lineBreakMode: NSLineBreakMode
    ) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let description = FontMapping.description(for: font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, PangoTextBound.bounded(text), -1)
        if let maxWidth, maxWidth.isFinite, maxWidth > 0 {
            // To the nearest Pango unit (1/1024 pt), not down: a label laid out 6e-14 pt narrower
            // than its text (the solver's round-off, centred in a landscape window) was set one
            // unit short and wrapped, and `lint` called a label that shows its whole text
            // truncated.
            pango_layout_set_width(layout, Int32(min((maxWidth * CGFloat(PANGO_SCALE)).rounded(), CGFloat(Int32.max))))
            pango_layout_set_wrap(layout, lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        }
        return layout
    }
}
