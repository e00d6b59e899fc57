import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct MissingReuseIdentifierTests {
    static func table(dataMode: String) -> String {
        """
        <scene sceneID="scn-tbl"><objects>
            <tableViewController id="tvc-one" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="\(dataMode)" style="plain" rowHeight="44" id="tbl-one">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <prototypes>
                        1️⃣<tableViewCell contentMode="scaleToFill" id="cel-one">
                            <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                        </tableViewCell>
                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="cel-two">
                            <rect key="frame" x="0.0" y="72" width="375" height="44"/>
                        </tableViewCell>
                    </prototypes>
                </tableView>
            </tableViewController>
        </objects></scene>
        """
    }

    @Test func aPrototypeWithoutIdentifierIsReported() throws {
        let input = MarkedText(storyboard(scenes: Self.table(dataMode: "prototypes")))
        let findings = try LintFixture.findings(input.text, rule: MissingReuseIdentifier())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.objectID == "cel-one")
    }

    @Test func cellsOfAStaticTableNeedNone() throws {
        let input = MarkedText(storyboard(scenes: Self.table(dataMode: "static")))
        #expect(try LintFixture.findings(input.text, rule: MissingReuseIdentifier()).isEmpty)
    }
}
