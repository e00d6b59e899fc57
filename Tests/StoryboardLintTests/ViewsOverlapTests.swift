import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct ViewsOverlapTests {
    @Test func siblingsThatMeetOnlyOnASmallerScreenOverlap() throws {
        // Two buttons 10 pt apart on the 375-pt canvas, one pinned to each edge: they collide on
        // the 320-pt iPhone SE. Two that overlap on the canvas already are taken as meant.
        let trailing = """
            <constraint firstItem="rot-vc-one" firstAttribute="trailing" secondItem="btn-rt-one" secondAttribute="trailing" constant="20" id="btn-tr-001"/>
            <constraint firstItem="btn-rt-one" firstAttribute="top" secondItem="rot-vc-one" secondAttribute="top" constant="100" id="btn-tt-001"/>
            """
        var right = GeometryFixture.pinned("btn-rt-one", kind: "button", x: 195, width: 160, height: 44, marker: "1️⃣")
        right.1 = trailing
        let input = GeometryFixture.document([
            GeometryFixture.pinned("btn-lf-one", kind: "button", x: 20, width: 165, height: 44), right,
            GeometryFixture.pinned("img-aa-one", kind: "imageView", x: 20, y: 300, width: 100, height: 100),
            GeometryFixture.pinned("img-bb-one", kind: "imageView", x: 50, y: 300, width: 100, height: 100),
        ])
        let findings = try GeometryFixture.findings(input.text, rule: ViewsOverlap())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.configurations == ["iPhone SE (1st generation), portrait"])
        #expect(findings.first?.message.contains("btn-lf-one") == true)
    }
}
