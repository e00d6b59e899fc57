import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct ViewOffscreenTests {
    @Test func aViewPastTheRightEdgeOfASmallerScreenIsOffscreenThere() throws {
        // At x = 330 on a 375-pt canvas, past the 320-pt iPhone SE.
        let input = GeometryFixture.document([GeometryFixture.pinned("off-vw-one", x: 330, width: 40, height: 40, marker: "1️⃣"), GeometryFixture.pinned("onn-vw-one", x: 20, width: 40, height: 40)])
        let findings = try GeometryFixture.findings(input.text, rule: ViewOffscreen())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.configurations == ["iPhone SE (1st generation), portrait"])
    }
}
