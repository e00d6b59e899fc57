import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct UnknownClassTests {
    @Test func eachCustomClassIsNotedOnceAtItsFirstUse() throws {
        let input = MarkedText(storyboard(scenes: controllerScene(subviews: """
            1️⃣<view contentMode="scaleToFill" customClass="RatingView" customModule="App" id="cus-vw-one"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            <view contentMode="scaleToFill" customClass="RatingView" customModule="App" id="cus-vw-two"><rect key="frame" x="0" y="20" width="10" height="10"/></view>
            """)))
        let findings = try LintFixture.findings(input.text, rule: UnknownClass())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.severity == .note)
        #expect(findings.first?.message.contains("RatingView is laid out as UIView") == true)
    }
}
