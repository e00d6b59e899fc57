import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct SmallTouchTargetTests {
    @Test func smallButtonsAreReportedInEveryConfiguration() throws {
        let input = GeometryFixture.document([
            GeometryFixture.pinned("btn-sm-one", kind: "button", x: 20, width: 30, height: 30, marker: "1️⃣"),
            GeometryFixture.pinned("btn-bg-one", kind: "button", x: 100, width: 60, height: 44),
        ])
        let findings = try GeometryFixture.findings(input.text, rule: SmallTouchTarget())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.configurations.count == 2)
    }
}
