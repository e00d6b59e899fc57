import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct VariationWithoutEffectTests {
    @Test func anOverrideRepeatingTheBaseValueIsReportedAtItsVariation() throws {
        let input = MarkedText(storyboard(scenes: controllerScene(subviews: """
            <label opaque="NO" contentMode="left" text="Title" textAlignment="natural" id="var-lb-one">
                <rect key="frame" x="20" y="20" width="100" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                1️⃣<variation key="widthClass=compact" textAlignment="natural">
                    <rect key="frame" x="10" y="20" width="100" height="21"/>
                </variation>
                <variation key="heightClass=compact" misplaced="YES">
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                </variation>
                2️⃣<variation key="widthClass=regular">
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </variation>
            </label>
            """)))
        let findings = try LintFixture.findings(input.text, rule: VariationWithoutEffect())
        #expect(LintFixture.positions(findings) == [input[1], input[2]])
        #expect(findings.first?.message.contains(#"textAlignment="natural""#) == true)
        #expect(findings.last?.message.contains("<fontDescription key=\"fontDescription\">") == true)
    }
}
