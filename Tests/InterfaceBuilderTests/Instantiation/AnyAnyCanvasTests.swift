import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// Documents with size classes and no `<device>`, which Xcode 6 and 7 drew on the 600 × 600
/// Any/Any canvas: laid out on that canvas, with the root margins of those releases.
@Suite("The Any/Any canvas of Xcode 6 and 7")
@MainActor
struct AnyAnyCanvasTests {
    /// A scene whose 600 × 600 root holds a view pinned to its leading, trailing and top margins
    /// (height 30), written by the tools version given, with the `<device>` given (none by default).
    static func document(tools: String, traitCollections: Bool = true, head: String = "") throws -> IBDocument {
        let text = storyboard(scenes: """
                <scene sceneID="scn-any">
                    <objects>
                        <viewController id="vc-any" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rot-any">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pin-any">
                                        <rect key="frame" x="16" y="0.0" width="568" height="30"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="30" id="any-ht-001"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="pin-any" firstAttribute="leading" secondItem="rot-any" secondAttribute="leadingMargin" id="any-ld-001"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="pin-any" secondAttribute="trailing" id="any-tr-001"/>
                                    <constraint firstItem="pin-any" firstAttribute="top" secondItem="rot-any" secondAttribute="topMargin" id="any-tp-001"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            """, head: head)
            .replacingOccurrences(of: #"toolsVersion="14113""#, with: #"toolsVersion="\#(tools)""#)
            .replacingOccurrences(of: #" useTraitCollections="YES""#, with: traitCollections ? #" useTraitCollections="YES""# : "")
        return try IBDocument(data: Data(text.utf8), path: "AnyAny.storyboard")
    }

    static func pinnedFrame(_ document: IBDocument) throws -> CGRect {
        let report = IBSceneLayout.report(for: document)
        return try #require(report.scenes.flatMap(\.views).first { $0.id == "pin-any" }?.frame)
    }

    @Test("Xcode 6 and 7 documents with size classes and no device are laid out on the 600 × 600 Any/Any canvas")
    func canvasDevice() throws {
        for tools in ["6254", "8173.3", "10117"] {
            let (device, note) = IBSceneLayout.defaultDevice(for: try Self.document(tools: tools))
            #expect(device == .anyAnyCanvas && note == nil, "\(tools)")
        }
        let canvas = Device.anyAnyCanvas
        #expect(canvas.size(for: .portrait) == CGSize(width: 600, height: 600))
        #expect(canvas.sizeClasses(for: .portrait) == Device.SizeClasses(.unspecified, .unspecified))
        // Xcode 8 added the device bar; before size classes, a document was drawn on a screen.
        for (tools, traitCollections) in [("11129.6", true), ("4508", false)] {
            let (device, note) = IBSceneLayout.defaultDevice(for: try Self.document(tools: tools, traitCollections: traitCollections))
            #expect(device.name == "iPhone 8" && note != nil, "\(tools)")
        }
        let withDevice = try Self.document(tools: "6254", head: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#)
        #expect(IBSceneLayout.defaultDevice(for: withDevice).0.interfaceBuilderID == "retina4_7")
    }

    @Test("a root view on the Any/Any canvas has no top margin, and 16 pt side margins with Xcode 6, 20 pt with Xcode 7")
    func rootMargins() throws {
        #expect(try Self.pinnedFrame(Self.document(tools: "6254")) == CGRect(x: 16, y: 0, width: 568, height: 30))
        #expect(try Self.pinnedFrame(Self.document(tools: "8173.3")) == CGRect(x: 20, y: 0, width: 560, height: 30))
        // Without the rule, UIKit's margins: 20 pt beside a 600 pt root, the status bar above it.
        let report = IBSceneLayout.report(for: try Self.document(tools: "6254"), rules: CanvasRuleSet.all.disabling(.preSafeAreaRootMargins))
        let frame = try #require(report.scenes.flatMap(\.views).first { $0.id == "pin-any" }?.frame)
        #expect(frame == CGRect(x: 20, y: 20, width: 560, height: 30))
    }
}
