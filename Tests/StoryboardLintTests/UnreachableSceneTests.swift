import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct UnreachableSceneTests {
    @Test func aSceneWithoutEntryPointOrIdentifierIsReported() throws {
        let input = MarkedText(storyboard(scenes: """
            <scene sceneID="scn-one"><objects>
                <viewController id="vc-one" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-one"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                    <connections><segue destination="vc-two" kind="show" id="seg-one"/></connections>
                </viewController>
            </objects></scene>
            <scene sceneID="scn-two"><objects>
                <viewController id="vc-two" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-two"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                </viewController>
            </objects></scene>
            <scene sceneID="scn-thr"><objects>
                <viewController storyboardIdentifier="Settings" id="vc-thr" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-thr"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                </viewController>
            </objects></scene>
            <scene sceneID="scn-fou"><objects>
                1️⃣<viewController id="vc-fou" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-fou"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                </viewController>
            </objects></scene>
            """, extraRoot: #" initialViewController="vc-one""#))
        let findings = try LintFixture.findings(input.text, rule: UnreachableScene())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.objectID == "vc-fou" && findings.first?.sceneID == "scn-fou")
    }

    @Test func aReferenceFromAStoryboardBesideItIsAnEntryPoint() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try storyboard(scenes: """
            <scene sceneID="scn-ref"><objects>
                <viewControllerPlaceholder storyboardName="Detail" referencedIdentifier="vc-det" id="ref-one" sceneMemberID="viewController"/>
            </objects></scene>
            """).write(to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        let detail = storyboard(scenes: """
            <scene sceneID="scn-det"><objects>
                <viewController id="vc-det" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-det"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                </viewController>
            </objects></scene>
            """)
        #expect(try LintFixture.findings(detail, rule: UnreachableScene(), name: "Detail.storyboard", folder: folder).isEmpty)
        #expect(try LintFixture.findings(detail, rule: UnreachableScene(), name: "Other.storyboard", folder: folder).count == 1)
    }

    @Test func aReferenceIsReadWhateverTheAttributeOrderAndLineBreaks() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try storyboard(scenes: """
            <scene sceneID="scn-ref"><objects>
                <viewControllerPlaceholder storyboardName="Detail" id="ref-zero" sceneMemberID="viewController"/>
                <viewControllerPlaceholder referencedIdentifier="vc-det"
                    storyboardName="Detail" id="ref-one" sceneMemberID="viewController"/>
            </objects></scene>
            """).write(to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        let detail = storyboard(scenes: """
            <scene sceneID="scn-det"><objects>
                <viewController id="vc-det" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-det"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                </viewController>
            </objects></scene>
            <scene sceneID="scn-oth"><objects>
                <viewController id="vc-oth" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-oth"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                </viewController>
            </objects></scene>
            """)
        let findings = try LintFixture.findings(detail, rule: UnreachableScene(), name: "Detail.storyboard", folder: folder)
        #expect(findings.map(\.objectID) == ["vc-oth"])
    }
}
