@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Text measuring and fonts")
struct TextMeasuringTests {
    @Test("the approximate measurer uses Helvetica's widths and San Francisco's line metrics")
    func approximateMeasurer() {
        let measurer = ApproximateTextMeasurer()
        let font = UIFont.systemFont(ofSize: 17)
        // L a b e l: 556 + 556 + 556 + 556 + 222 thousandths of an em.
        #expect(abs(measurer.width(of: "Label", font: font) - 41.582) < 0.001)
        let metrics = measurer.lineMetrics(for: font)
        #expect(abs(metrics.ascender - 16.187) < 0.001)
        #expect(abs(metrics.descender + 4.101) < 0.001)
        #expect(abs(metrics.lineHeight - 20.287) < 0.001)
        // Bold is 6.4% wider; CJK characters are one em.
        #expect(abs(measurer.width(of: "Label", font: .boldSystemFont(ofSize: 17)) - 44.243) < 0.001)
        #expect(measurer.width(of: "日本", font: .systemFont(ofSize: 10)) == 20)
    }

    @Test("words wrap greedily at the width; spaces hang; long words break between characters")
    func wrapping() {
        let measurer = FixedTextMeasurer()
        let font = UIFont.systemFont(ofSize: 10)  // 5 points a character, lines 10 high
        let wrapped = measurer.layout(of: "aaaa bbbb cccc", font: font, maxWidth: 45, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(wrapped.lines.map(\.text) == ["aaaa bbbb ", "cccc"])
        #expect(wrapped.size == CGSize(width: 45, height: 20))
        #expect(!wrapped.isTruncated)

        let long = measurer.layout(of: "abcdefghij", font: font, maxWidth: 22, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(long.lines.map(\.text) == ["abcd", "efgh", "ij"])

        let characters = measurer.layout(of: "ab cdef", font: font, maxWidth: 22, numberOfLines: 0, lineBreakMode: .byCharWrapping)
        #expect(characters.lines.map(\.text) == ["ab c", "def"])

        let limited = measurer.layout(of: "aaaa bbbb cccc", font: font, maxWidth: 20, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(limited.lines.map(\.text) == ["aaaa ", "bbbb "])
        #expect(limited.size == CGSize(width: 20, height: 20))
        #expect(limited.isTruncated)

        let paragraphs = measurer.layout(of: "ab\n\ncd", font: font, maxWidth: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(paragraphs.lines.count == 3)
        #expect(paragraphs.size == CGSize(width: 10, height: 30))
    }

    @Test("fonts: names, weights, metrics from the current measurer")
    func fonts() throws {
        let system = UIFont.systemFont(ofSize: 17, weight: .semibold)
        #expect(system.fontName == ".SFUI-Semibold")
        #expect(system.familyName == ".AppleSystemUIFont")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == ".SFUI-RegularItalic")
        let named = try #require(UIFont(name: "HelveticaNeue-BoldItalic", size: 20))
        #expect(named.familyName == "HelveticaNeue")
        #expect(named.weight == .bold)
        #expect(named.isItalic)
        #expect(UIFont(name: "", size: 12) == nil)
        #expect(UIFont(name: "Menlo-Regular", size: 0)?.pointSize == 17)
        TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            #expect(UIFont.systemFont(ofSize: 20).lineHeight == 20)
            #expect(UIFont.systemFont(ofSize: 20).ascender == 16)
            #expect(UIFont.systemFont(ofSize: 20).descender == -4)
        }
    }

    @Test("Dynamic Type: Apple's sizes per text style and content size category")
    func dynamicType() {
        func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
            UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)).pointSize
        }
        let large: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, points) in large { #expect(size(style, .large) == points) }
        #expect(size(.body, .extraSmall) == 14)
        #expect(size(.body, .extraExtraExtraLarge) == 23)
        #expect(size(.body, .accessibilityExtraExtraExtraLarge) == 53)
        #expect(size(.caption2, .extraSmall) == 11)
        #expect(size(.largeTitle, .accessibilityMedium) == 44)
        #expect(size(.body, .unspecified) == 17)
        let headline = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: nil)
        #expect(headline.weight == .semibold)
        #expect(headline.textStyle == .headline)
        #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
    }
}
