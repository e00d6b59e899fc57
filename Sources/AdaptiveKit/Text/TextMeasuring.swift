import Foundation

/// What AdaptiveKit asks about text: how big a string is in a font, and a font's line metrics.
///
/// Every view that shows text (labels, buttons, fields, segmented controls, cells, bars) takes
/// its intrinsic size from ``TextMeasurement/current``. AdaptiveKit ships a deterministic
/// ``ApproximateTextMeasurer``; the `Rendering` module supplies the real (Pango) one, so that
/// sizes and drawn text agree.
///
/// A measurer implements ``lineMetrics(for:)`` and ``width(of:font:)``; the default
/// ``layout(of:font:maxWidth:numberOfLines:lineBreakMode:)`` wraps words greedily with those
/// widths, and a measurer with its own line breaker (Pango) can replace it.
public protocol TextMeasuring: Sendable {
    /// The vertical metrics of one line set in `font`.
    func lineMetrics(for font: UIFont) -> TextLineMetrics

    /// The advance width of `text` on one line (no wrapping; newlines are not special).
    func width(of text: String, font: UIFont) -> CGFloat

    /// The lines `text` is set in.
    ///
    /// - Parameters:
    ///   - maxWidth: the widest a line may be; `nil` for no limit (lines break only at newlines).
    ///   - numberOfLines: the most lines; 0 for no limit.
    ///   - lineBreakMode: word or character wrapping; the truncating and clipping modes wrap
    ///     words and cut the text at the last line.
    func layout(
        of text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int, lineBreakMode: NSLineBreakMode
    ) -> TextLayout
}

extension TextMeasuring {
    /// The size of the lines `text` is set in (unrounded; views round up to pixels).
    public func size(
        of text: String, font: UIFont, maxWidth: CGFloat? = nil, numberOfLines: Int = 0,
        lineBreakMode: NSLineBreakMode = .byWordWrapping
    ) -> CGSize {
        layout(of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode).size
    }

    /// Greedy line breaking with ``width(of:font:)``: paragraphs split at newlines, lines break
    /// after the last space that fits (between characters for `.byCharWrapping`, and inside a word
    /// wider than the line); trailing spaces do not count. Each line is
    /// ``TextLineMetrics/lineHeight`` high.
    public func layout(
        of text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int, lineBreakMode: NSLineBreakMode
    ) -> TextLayout {
        let metrics = lineMetrics(for: font)
        guard !text.isEmpty else { return TextLayout(lines: [], size: .zero, isTruncated: false) }
        var lines: [TextLayout.Line] = []
        let limit = maxWidth.map { max($0, 0) }
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(String(paragraph), font: font, maxWidth: limit, byCharacter: lineBreakMode == .byCharWrapping)
        }
        var truncated = false
        if numberOfLines > 0 && lines.count > numberOfLines {
            lines.removeLast(lines.count - numberOfLines)
            truncated = true
        }
        var widest = lines.map(\.width).max() ?? 0
        if let limit { widest = min(widest, limit) }
        return TextLayout(
            lines: lines,
            size: CGSize(width: widest, height: CGFloat(lines.count) * metrics.lineHeight),
            isTruncated: truncated
        )
    }

    private func wrap(_ paragraph: String, font: UIFont, maxWidth: CGFloat?, byCharacter: Bool) -> [TextLayout.Line] {
        func line(_ text: String) -> TextLayout.Line {
            let visible = text.hasSuffix(" ") ? String(text.reversed().drop { $0 == " " }.reversed()) : text
            return TextLayout.Line(text: text, width: width(of: visible, font: font))
        }
        guard let maxWidth else { return [line(paragraph)] }
        let characters = Array(paragraph)
        var result: [TextLayout.Line] = []
        var start = 0
        while start < characters.count {
            var end = start
            var running: CGFloat = 0
            var lastBreak: Int?  // index just after the last space that fits
            while end < characters.count {
                let advance = width(of: String(characters[end]), font: font)
                let isSpace = characters[end] == " "
                // Spaces may hang past the edge; anything else must fit (one character always does).
                if !isSpace && running + advance > maxWidth + 0.0001 && end > start { break }
                running += advance
                end += 1
                if isSpace { lastBreak = end }
            }
            if end < characters.count, !byCharacter, let lastBreak, lastBreak > start {
                end = lastBreak
            }
            // Spaces at the end of a line stay on it (they hang).
            while end < characters.count && characters[end] == " " { end += 1 }
            result.append(line(String(characters[start..<end])))
            start = end
        }
        return result.isEmpty ? [TextLayout.Line(text: "", width: 0)] : result
    }
}

/// The vertical metrics of a line of text in a font, in points (UIKit's signs: the descender is
/// negative).
public struct TextLineMetrics: Hashable, Sendable {
    /// From the baseline up to the top of the tallest glyphs.
    public var ascender: CGFloat
    /// From the baseline down to the bottom of the lowest glyphs; negative.
    public var descender: CGFloat
    /// Extra space between lines.
    public var leading: CGFloat

    public init(ascender: CGFloat, descender: CGFloat, leading: CGFloat = 0) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
    }

    /// The distance from one baseline to the next: ascender − descender + leading.
    public var lineHeight: CGFloat { ascender - descender + leading }
}

/// Text set in lines: what a measurer returns for a label, a field or a cell.
public struct TextLayout: Equatable, Sendable {
    /// One line: its characters (including spaces that hang at its end) and its width without
    /// them.
    public struct Line: Equatable, Sendable {
        public var text: String
        public var width: CGFloat

        public init(text: String, width: CGFloat) {
            self.text = text
            self.width = width
        }
    }

    /// The lines, top to bottom.
    public var lines: [Line]
    /// The widest line by the number of lines times the line height (unrounded).
    public var size: CGSize
    /// Whether some text did not fit in the allowed number of lines.
    public var isTruncated: Bool

    public init(lines: [Line], size: CGSize, isTruncated: Bool) {
        self.lines = lines
        self.size = size
        self.isTruncated = isTruncated
    }
}
