import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct FrameFixTests {
    @Test func theSolvedFrameIsWrittenTouchingOnlyTheAttributesThatDiffer() throws {
        let text = MarkedText(storyboard(scenes: MisplacedViewTests.scene(storedX: 60), head: phoneCanvas)).text
        let findings = try LintFixture.findings(text, rule: MisplacedView())
        #expect(findings.count == 1)
        let result = FrameFix.apply(findings, to: text)
        #expect(result.fixed == findings)
        let before = text.components(separatedBy: "\n"), after = result.text.components(separatedBy: "\n")
        #expect(before.count == after.count)
        let changed = zip(before, after).filter { $0 != $1 }
        #expect(changed.count == 1)
        #expect(changed.first?.0.contains(#"<rect key="frame" x="60.0" y="40.0" width="100.0" height="50.0"/>"#) == true)
        #expect(changed.first?.1.contains(#"<rect key="frame" x="20" y="40.0" width="100.0" height="50.0"/>"#) == true)
        // Fixed, the document has nothing misplaced.
        #expect(try LintFixture.findings(result.text, rule: MisplacedView()).isEmpty)
    }

    @Test func numbersAreWrittenAsInterfaceBuilderWritesThem() {
        #expect(FrameFix.number(0) == "0.0")
        #expect(FrameFix.number(375) == "375")
        #expect(FrameFix.number(20.5) == "20.5")
        #expect(FrameFix.number(-8) == "-8")
    }

    @Test func findingsOfOtherRulesAreLeftAlone() throws {
        let text = MarkedText(storyboard(scenes: MisplacedViewTests.scene(storedX: 60), head: phoneCanvas)).text
        var finding = try #require(try LintFixture.findings(text, rule: MisplacedView()).first)
        finding.ruleID = "ambiguous-layout"
        #expect(FrameFix.apply([finding], to: text).text == text)
    }
}
