import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct TextClippedTests {
    @Test func wrappedLinesTallerThanAFixedHeightAreClipped() throws {
        let (input, findings) = try TextFixture.findings([
            TextFixture.label("wrp-lb-one", text: "Several words that wrap onto more lines than one", lines: 0, width: 80, height: 21, marker: "1️⃣"),
            TextFixture.label("fit-lb-one", text: "Fits", lines: 0, width: 80, height: 21),
        ], rule: TextClipped())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.notes.first?.hasPrefix("needs ") == true)
    }
}
