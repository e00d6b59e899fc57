import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct ConstraintToUninstalledItemTests {
    @Test func anInstalledConstraintToAnUninstalledViewIsReported() throws {
        let input = MarkedText(storyboard(scenes: controllerScene(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="uni-vw-one"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="uni-vw-two"><rect key="frame" x="0" y="20" width="10" height="10"/></view>
                """,
            constraints: """
                1️⃣<constraint firstItem="uni-vw-one" firstAttribute="top" secondItem="rot-vc-one" secondAttribute="top" id="c04-aa-001"/>
                <constraint firstItem="uni-vw-two" firstAttribute="top" secondItem="rot-vc-one" secondAttribute="top" id="c04-aa-002"/>
                """,
            rootExtra: """
                <variation key="default">
                    <mask key="subviews">
                        <exclude reference="uni-vw-one"/>
                    </mask>
                </variation>
                """)))
        let findings = try LintFixture.findings(input.text, rule: ConstraintToUninstalledItem())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.objectID == "c04-aa-001")
    }
}
