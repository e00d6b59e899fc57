import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

@Suite("Relationship and embed segues that lead back to a controller containing them")
struct ContainmentCycleTests {
    @Test("a controller that embeds itself, and a navigation controller that is its own root, stop with a positioned error")
    @MainActor
    func containmentCycles() throws {
        let text = storyboard(scenes: """
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <containerView contentMode="scaleToFill" id="box">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                        <connections>
                                            <segue destination="vc" kind="embed" id="selfEmbed"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="nav" kind="relationship" relationship="rootViewController" id="selfRoot"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        """, extraRoot: " initialViewController=\"vc\"")
        let document = try IBDocument(data: Data(text.utf8), path: "cycle.storyboard")
        let loader = IBStoryboardLoader(name: "cycle", document: document, bundle: nil)
        let controller = try #require(loader.makeViewController(withObjectID: "vc"))
        controller.loadViewIfNeeded()
        #expect(controller.children.isEmpty)
        let navigation = try #require(loader.makeViewController(withObjectID: "nav") as? UINavigationController)
        #expect(navigation.viewControllers.isEmpty)
        let cycles = loader.diagnostics.filter { $0.code == .referenceCycle }
        #expect(cycles.map(\.message) == [
            "embed segue selfEmbed leads back to vc, which contains it: left out",
            "relationship segue selfRoot leads back to nav, which contains it: left out",
        ])
        #expect(cycles.first?.line == (try location(of: "<segue destination=\"vc\"", in: text)).line)
    }
}
