import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct ViewClippedTests {
    @Test func aViewAcrossTheRightEdgeIsClipped() throws {
        let input = GeometryFixture.document([GeometryFixture.pinned("clp-vw-one", x: 280, width: 80, height: 40, marker: "1️⃣")])
        let findings = try GeometryFixture.findings(input.text, rule: ViewClipped())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.message.contains("the window's edge") == true)
        #expect(try GeometryFixture.findings(input.text, rule: ViewOffscreen()).isEmpty)
    }
}
