@testable import AdaptiveKit
import Foundation
@testable import Rendering
import Testing
import ImageCodecs

@Suite("Pango text measuring")
struct PangoTextMeasurerTests {
    @Test("system text is set in Inter with sizes that grow with the text and the font")
    func measuring() {
        let measurer = PangoTextMeasurer.shared
        let body = UIFont.systemFont(ofSize: 17)
        let width = measurer.width(of: "Hello, world", font: body)
        #expect(width > 80 && width < 110, "\(width)")
        #expect(measurer.width(of: "Hello, world", font: .systemFont(ofSize: 34)) > width * 1.9)
        #expect(measurer.width(of: "Hello, world", font: .boldSystemFont(ofSize: 17)) > width)
        let metrics = measurer.lineMetrics(for: body)
        #expect(metrics.ascender > 14 && metrics.ascender < 18, "\(metrics)")
        #expect(metrics.descender < -2 && metrics.descender > -6, "\(metrics)")
        let wrapped = measurer.layout(of: "The quick brown fox jumps over the lazy dog", font: body, maxWidth: 120, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(wrapped.lines.count >= 3)
        #expect(wrapped.size.width <= 120)
        let limited = measurer.layout(of: "The quick brown fox jumps over the lazy dog", font: body, maxWidth: 120, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(limited.lines.count == 2)
        #expect(limited.isTruncated)
    }

    /// A mutated document's label of 100,000 short lines took more than five minutes to
    /// measure (Pango counts characters from the text's start once per paragraph): measuring
    /// and drawing stop at 2,000 paragraphs, and every line before them is kept, in order.
    @Test("a text of 100,000 lines is measured as its first 2,000, and one of 1,999 whole")
    func paragraphsBounded() {
        let measurer = PangoTextMeasurer.shared
        let font = UIFont.systemFont(ofSize: 17)
        let huge = (1...100_000).map { "line \($0)" }.joined(separator: "\n")
        let layout = measurer.layout(of: huge, font: font, maxWidth: 300, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(layout.lines.count == 2_000)
        #expect(layout.lines.first?.text.trimmingCharacters(in: .newlines) == "line 1")
        #expect(layout.lines.last?.text.trimmingCharacters(in: .newlines) == "line 2000")
        let lineHeight = measurer.lineMetrics(for: font).lineHeight
        #expect(abs(layout.size.height - 2_000 * lineHeight) < 0.01)
        // Within the bound, nothing is left out; a paragraph separator (U+2029) counts too.
        let whole = (1...1_999).map { "line \($0)" }.joined(separator: "\n")
        #expect(measurer.layout(of: whole, font: font, maxWidth: 300, numberOfLines: 0, lineBreakMode: .byWordWrapping).lines.count == 1_999)
        #expect(PangoTextBound.bounded(whole) == whole)
        let separated = (1...3_000).map { "p\($0)" }.joined(separator: "\u{2029}")
        #expect(PangoTextBound.bounded(separated) == (1...2_000).map { "p\($0)" }.joined(separator: "\u{2029}"))
    }

    /// Centred in a landscape window, a one-line label came out 6e-14 pt narrower than its text
    /// (the solver's round-off); set in whole Pango units rounded down it wrapped, and `lint`
    /// reported "Tic-Tac-Toe" truncated on every phone in landscape.
    @Test("a one-line label a hair narrower than its text keeps it on one line")
    func roundOffWidth() {
        let measurer = PangoTextMeasurer.shared
        let font = UIFont.boldSystemFont(ofSize: 34)
        let width = measurer.size(of: "Tic-Tac-Toe", font: font).width
        for maxWidth in [width, width.nextDown, width - 1e-9] {
            let layout = measurer.layout(of: "Tic-Tac-Toe", font: font, maxWidth: maxWidth, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
            #expect(!layout.isTruncated && layout.lines.count == 1, "\(maxWidth) for \(width)")
        }
        let narrower = measurer.layout(of: "Tic-Tac-Toe", font: font, maxWidth: width - 1, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(narrower.isTruncated, "a point short is truncated")
    }

    @Test("Helvetica maps to Nimbus Sans")
    func helvetica() {
        let helvetica = UIFont(name: "Helvetica", size: 20)!
        #expect(FontMapping.family(for: helvetica) == "Nimbus Sans")
        #expect(PangoTextMeasurer.shared.width(of: "Helvetica", font: helvetica) > 50)
    }
}
