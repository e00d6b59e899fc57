import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct TextTruncatedTests {
    /// A label of fixed width as wide as on the canvas shows its text as Xcode's canvas did, with
    /// Apple's fonts: what this machine's wider fonts make of it is not the configuration's doing.
    /// At a larger text size, a label in a text style (which the size scales) is cut, and the note
    /// names the constraint that holds its width.
    @Test func aLongLineInANarrowFixedWidthIsTruncatedAtALargerTextSizeWithTheConstraintNamed() throws {
        let parts = [
            TextFixture.label("lng-lb-one", text: "A title much too long for eighty points", lines: 1, width: 80, height: 21, marker: "1️⃣",
                              font: #"type="system" style="UICTFontTextStyleBody""#),
            TextFixture.label("sho-lb-one", text: "OK", lines: 1, width: 80, height: 21),
        ]
        #expect(try TextFixture.findings(parts, rule: TextTruncated()).1.isEmpty, "as much room as on the canvas, at its text size")
        let larger = LintMatrix(devices: [try Device.named("iPhone 8")], orientations: [.portrait], contentSizes: [.accessibilityExtraExtraExtraLarge])
        let (input, findings) = try TextFixture.findings(parts, rule: TextTruncated(), matrix: larger)
        #expect(LintFixture.positions(findings) == [input[1]])
        let finding = try #require(findings.first)
        // Measured off the canvas only.
        #expect(finding.configurations == ["iPhone 8, portrait, text accessibilityExtraExtraExtraLarge"])
        #expect(finding.notes.contains { $0.hasPrefix("held by lng-wd-001: ") && $0.hasSuffix(".width = 80") })
        // What it needs against the 80 pt it has.
        let need = try #require(finding.notes.first)
        #expect(need.hasPrefix("needs ") && need.hasSuffix(" pt on one line, has 80"), "\(need)")
        let needed = try #require(Double(need.dropFirst("needs ".count).prefix { $0 != " " }))
        #expect(needed > 80, "\(need)")
    }

    /// Pinned 20 pt from both edges, a label is 335 pt wide on the 375-pt canvas and 280 on a
    /// 320-pt iPhone SE, where its line no longer fits.
    @Test func aLabelWithLessRoomThanOnTheCanvasIsTruncated() throws {
        let text = "Fits the canvas, not the smallest phone"
        let width = TextMeasurement.current.size(of: text, font: .systemFont(ofSize: 17)).width
        try #require(width > 285 && width < 330, "a line between the two widths: \(width)")
        let label = TextFixture.pinnedLabel("pin-lb-one", text: text, lines: 1, height: 21, marker: "1️⃣")
        let (input, findings) = try TextFixture.findings([label], rule: TextTruncated(), matrix: try TextFixture.twoPhones())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.configurations == ["iPhone SE (1st generation), portrait"])
        #expect(findings.first?.notes.first?.hasSuffix("pt on one line, has 280") == true, "\(findings.first?.notes ?? [])")
    }

    @Test func aWrappingLabelSaysHowManyLinesItNeeds() throws {
        let larger = LintMatrix(devices: [try Device.named("iPhone 8")], orientations: [.portrait], contentSizes: [.extraExtraLarge])
        let (_, findings) = try TextFixture.findings([
            TextFixture.label("two-lb-one", text: "One two three four five six seven eight nine ten eleven twelve", lines: 2, width: 80, height: 60,
                              font: #"type="system" style="UICTFontTextStyleBody""#),
        ], rule: TextTruncated(), matrix: larger)
        let notes = try #require(findings.first?.notes)
        let font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraLarge))
        let lines = TextMeasurement.current.layout(of: "One two three four five six seven eight nine ten eleven twelve", font: font,
                                                   maxWidth: 80, numberOfLines: 0, lineBreakMode: .byTruncatingTail).lines.count
        #expect(lines > 2)
        #expect(notes.first == "needs \(lines) lines at 80 pt, has 2")
    }
}
