import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct LaunchScreenRuleTests {
    static func text(launchScreen: Bool) -> MarkedText {
        MarkedText(storyboard(scenes: controllerScene(subviews: """
            1️⃣<view contentMode="scaleToFill" customClass="GradientView" id="lau-vw-one"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            """), extraRoot: launchScreen ? #" launchScreen="YES""# : ""))
    }

    @Test func aCustomClassInALaunchScreenIsAnError() throws {
        let input = Self.text(launchScreen: true)
        let findings = try LintFixture.findings(input.text, rule: LaunchScreenRule())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.message.contains("launch.customClass") == true)
    }

    @Test func otherDocumentsAreNotLaunchScreens() throws {
        #expect(try LintFixture.findings(Self.text(launchScreen: false).text, rule: LaunchScreenRule()).isEmpty)
    }
}
