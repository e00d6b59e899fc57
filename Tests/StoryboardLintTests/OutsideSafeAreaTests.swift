import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct OutsideSafeAreaTests {
    @Test func aLabelUnderTheSensorHousingIsOutsideTheSafeArea() throws {
        let input = GeometryFixture.document([
            GeometryFixture.pinned("top-lb-one", kind: "label", x: 20, y: 10, width: 100, height: 20, marker: "1️⃣"),
            GeometryFixture.pinned("saf-lb-one", kind: "label", x: 20, y: 10, width: 100, height: 20, toSafeArea: true),
        ], safeArea: true)
        let findings = try GeometryFixture.findings(input.text, rule: OutsideSafeArea(), devices: ["iPhone 11 Pro"])
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.configurations.contains("iPhone 11 Pro, portrait") == true)
    }
}
