import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct AmbiguousLayoutTests {
    /// Pinned leading, top and width, no height: the height is free.
    static let heightFree = """
        <constraint firstItem="amb-vw-one" firstAttribute="leading" secondItem="rot-vc-one" secondAttribute="leading" constant="20" id="c01-aa-001"/>
        <constraint firstItem="amb-vw-one" firstAttribute="top" secondItem="rot-vc-one" secondAttribute="top" constant="40" id="c01-aa-002"/>
        """

    @Test func aViewWithoutAHeightIsAmbiguousAtItsElement() throws {
        let input = MarkedText(storyboard(scenes: controllerScene(
            subviews: plainView("amb-vw-one", frame: (20, 40, 100, 50), constraints: #"<constraint firstAttribute="width" constant="100" id="c01-aa-003"/>"#, marker: "1️⃣"),
            constraints: Self.heightFree), head: phoneCanvas))
        let findings = try LintFixture.findings(input.text, rule: AmbiguousLayout())
        #expect(LintFixture.positions(findings) == [input[1]])
        let finding = try #require(findings.first)
        #expect(finding.ruleID == "ambiguous-layout" && finding.objectID == "amb-vw-one" && finding.sceneID == "scn-one")
        #expect(finding.message.contains("height") && !finding.message.contains("width"))
        #expect(finding.configurations.count == 1 && finding.configurations[0].hasPrefix("document canvas (iPhone"))
    }

    @Test func aFullyConstrainedViewIsNotAmbiguous() throws {
        let input = storyboard(scenes: controllerScene(
            subviews: plainView("amb-vw-one", frame: (20, 40, 100, 50), constraints: """
                <constraint firstAttribute="width" constant="100" id="c01-aa-003"/>
                <constraint firstAttribute="height" constant="50" id="c01-aa-004"/>
                """),
            constraints: Self.heightFree), head: phoneCanvas)
        #expect(try LintFixture.findings(input, rule: AmbiguousLayout()).isEmpty)
    }

    @Test func verifyAmbiguityOffAndIgnoreSizesAreRespected() throws {
        for (attribute, expected) in [(#" verifyAmbiguity="off""#, 0), (#" verifyAmbiguity="ignoreSizes""#, 0), ("", 1)] {
            let input = storyboard(scenes: controllerScene(
                subviews: plainView("amb-vw-one", frame: (20, 40, 100, 50), attributes: attribute,
                                    constraints: #"<constraint firstAttribute="width" constant="100" id="c01-aa-003"/>"#),
                constraints: Self.heightFree), head: phoneCanvas)
            #expect(try LintFixture.findings(input, rule: AmbiguousLayout()).count == expected, "\(attribute)")
        }
    }

    @Test func positionFreedomIsReportedEvenWithIgnoreSizes() throws {
        // Only a size: both positions are free, which ignoreSizes still reports.
        let input = MarkedText(storyboard(scenes: controllerScene(
            subviews: plainView("amb-vw-one", frame: (20, 40, 100, 50), attributes: #" verifyAmbiguity="ignoreSizes""#, constraints: """
                <constraint firstAttribute="width" constant="100" id="c01-aa-003"/>
                <constraint firstAttribute="height" constant="50" id="c01-aa-004"/>
                """, marker: "1️⃣")), head: phoneCanvas))
        let findings = try LintFixture.findings(input.text, rule: AmbiguousLayout())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.message.contains("horizontal position and vertical position") == true)
    }

    @Test func theSavedFlagIsNotRead() throws {
        // Xcode's saved verdict says ambiguous; the constraints decide the frame: no finding.
        let input = storyboard(scenes: controllerScene(
            subviews: plainView("amb-vw-one", frame: (20, 40, 100, 50), attributes: #" ambiguous="YES""#, constraints: """
                <constraint firstAttribute="width" constant="100" id="c01-aa-003"/>
                <constraint firstAttribute="height" constant="50" id="c01-aa-004"/>
                """),
            constraints: Self.heightFree), head: phoneCanvas)
        #expect(try LintFixture.findings(input, rule: AmbiguousLayout()).isEmpty)
    }
}
