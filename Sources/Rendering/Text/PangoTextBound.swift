/// The text handed to Pango, bounded in paragraphs.
///
/// Pango finds each paragraph's character offset by counting characters from the start of the
/// text (`g_utf8_strlen` once per paragraph, in `pango_layout_check_lines`), so laying out a text
/// costs the number of its paragraphs times its length: a label whose text was 100,000 short
/// lines (a mutated document) took more than five minutes to measure. Measuring and drawing hand
/// Pango at most ``maximumParagraphs`` paragraphs, far more than any screen shows (2,000 lines
/// of 17 pt text are 34,000 pt tall): what follows is neither measured nor drawn
/// (`docs/hardening.md`, "Limits").
enum PangoTextBound {
    /// The most paragraphs measured or drawn of one text.
    static let maximumParagraphs = 2_000

    /// `text` up to (not including) the separator that would start paragraph
    /// ``maximumParagraphs`` + 1: a line feed, a carriage return (each counted, so a CR LF counts
    /// twice, which only ends a text earlier) or U+2029, Pango's paragraph separators.
    static func bounded(_ text: String) -> String {
        let utf8 = text.utf8
        var separators = 0
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            var isSeparator = byte == 0x0A || byte == 0x0D
            if byte == 0xE2 {
                // U+2029 PARAGRAPH SEPARATOR is E2 80 A9.
                let second = utf8.index(after: index)
                if second != utf8.endIndex, utf8[second] == 0x80 {
                    let third = utf8.index(after: second)
                    isSeparator = third != utf8.endIndex && utf8[third] == 0xA9
                }
            }
            if isSeparator {
                separators += 1
                if separators == maximumParagraphs { return String(decoding: utf8[..<index], as: UTF8.self) }
            }
            index = utf8.index(after: index)
        }
        return text
    }
}
