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
    }
}
