import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@Suite("A storyboard reference embedded in the controller it names")
struct SelfEmbeddingReferenceTests {
    @Test("a controller embedding a reference to itself (its own storyboard, its own identifier) stops with a positioned error")
    @MainActor
    func embeddedSelfReference() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("self-embed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController storyboardIdentifier="Loop" id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <containerView contentMode="scaleToFill" id="box">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                        <connections>
                                            <segue destination="ref" kind="embed" id="e1"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                        </viewController>
                        <viewControllerPlaceholder storyboardName="Loop" referencedIdentifier="Loop" id="ref" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
        try Data(text.utf8).write(to: folder.appendingPathComponent("Loop.storyboard"))
        let storyboard = try UIStoryboard.load(name: "Loop", bundle: Bundle(path: folder.path))
        let controller = storyboard.instantiateViewController(withIdentifier: "Loop")
        controller.loadViewIfNeeded()
        // The reference leads back to the controller whose embeds are being made: left out.
        #expect(controller.children.isEmpty)
        let loader = try #require(storyboard.loader as? IBStoryboardLoader)
        let cycle = try #require(loader.diagnostics.first { $0.code == .referenceCycle })
        #expect(cycle.line == 19)
        #expect(cycle.message == "storyboard reference ref leads back to storyboard Loop, which is being instantiated: left out")
    }
}
