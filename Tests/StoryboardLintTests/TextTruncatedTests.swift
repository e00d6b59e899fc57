import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct TextTruncatedTests {
    @Test func aLongLineInANarrowFixedWidthIsTruncatedWithTheConstraintNamed() throws {
        let (input, findings) = try TextFixture.findings([
            TextFixture.label("lng-lb-one", text: "A title much too long for eighty points", lines: 1, width: 80, height: 21, marker: "1️⃣"),
            TextFixture.label("sho-lb-one", text: "OK", lines: 1, width: 80, height: 21),
        ], rule: TextTruncated())
        #expect(LintFixture.positions(findings) == [input[1]])
        let finding = try #require(findings.first)
        // Measured off the canvas only.
        #expect(finding.configurations == ["iPhone 8, portrait"])
        #expect(finding.notes.contains { $0.hasPrefix("held by lng-wd-001: ") && $0.hasSuffix(".width = 80") })
        // What it needs against the 80 pt it has.
        let need = try #require(finding.notes.first)
        #expect(need.hasPrefix("needs ") && need.hasSuffix(" pt on one line, has 80"), "\(need)")
        let needed = try #require(Double(need.dropFirst("needs ".count).prefix { $0 != " " }))
        #expect(needed > 80, "\(need)")
    }

    @Test func aWrappingLabelSaysHowManyLinesItNeeds() throws {
        let (_, findings) = try TextFixture.findings([
            TextFixture.label("two-lb-one", text: "One two three four five six seven eight nine ten eleven twelve", lines: 2, width: 80, height: 60),
        ], rule: TextTruncated())
        let notes = try #require(findings.first?.notes)
        let lines = TextMeasurement.current.layout(of: "One two three four five six seven eight nine ten eleven twelve", font: .systemFont(ofSize: 17),
                                                   maxWidth: 80, numberOfLines: 0, lineBreakMode: .byTruncatingTail).lines.count
        #expect(lines > 2)
        #expect(notes.first == "needs \(lines) lines at 80 pt, has 2")
    }
}
