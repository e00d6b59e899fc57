@testable import AdaptiveKit
import Foundation
@testable import InterfaceBuilder
@testable import Rendering
import Testing

/// A document written as Xcode 13 and later write the keyboard layout guide
/// (`<keyboardLayoutGuide key="keyboard" id="…"/>` after the safe area, constraints naming it by
/// id): a scroll view from the top of the safe area down to the keyboard guide, its red content
/// pinned to the content layout guide and as wide as the frame layout guide, and a text field
/// above the guide.
@MainActor
@Suite("Keyboard layout guide in documents")
struct KeyboardLayoutGuideDrawingTests {
    static let text = RuntimeDrawing.storyboard(initial: "kbd-vc-001", """
            <scene sceneID="kbd-sc-001">
                <objects>
                    <viewController id="kbd-vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="kbd-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="kbd-sv-001">
                                    <rect key="frame" x="0.0" y="59" width="393" height="725"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="kbd-cv-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
                                            <color key="backgroundColor" systemColor="systemRedColor"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="400" id="kbd-ch-001"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="kbd-cv-001" firstAttribute="top" secondItem="kbd-cg-001" secondAttribute="top" id="kbd-c1-001"/>
                                        <constraint firstItem="kbd-cv-001" firstAttribute="leading" secondItem="kbd-cg-001" secondAttribute="leading" id="kbd-c2-001"/>
                                        <constraint firstItem="kbd-cv-001" firstAttribute="trailing" secondItem="kbd-cg-001" secondAttribute="trailing" id="kbd-c3-001"/>
                                        <constraint firstItem="kbd-cv-001" firstAttribute="bottom" secondItem="kbd-cg-001" secondAttribute="bottom" id="kbd-c4-001"/>
                                        <constraint firstItem="kbd-cv-001" firstAttribute="width" secondItem="kbd-fg-001" secondAttribute="width" id="kbd-c5-001"/>
                                    </constraints>
                                    <viewLayoutGuide key="contentLayoutGuide" id="kbd-cg-001"/>
                                    <viewLayoutGuide key="frameLayoutGuide" id="kbd-fg-001"/>
                                </scrollView>
                                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Message" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="kbd-tf-001">
                                    <rect key="frame" x="16" y="784" width="361" height="34"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    <textInputTraits key="textInputTraits"/>
                                </textField>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="kbd-sa-001"/>
                            <keyboardLayoutGuide key="keyboard" id="kbd-kb-001"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="kbd-sv-001" firstAttribute="top" secondItem="kbd-sa-001" secondAttribute="top" id="kbd-c6-001"/>
                                <constraint firstItem="kbd-sv-001" firstAttribute="leading" secondItem="kbd-sa-001" secondAttribute="leading" id="kbd-c7-001"/>
                                <constraint firstItem="kbd-sa-001" firstAttribute="trailing" secondItem="kbd-sv-001" secondAttribute="trailing" id="kbd-c8-001"/>
                                <constraint firstItem="kbd-tf-001" firstAttribute="top" secondItem="kbd-sv-001" secondAttribute="bottom" id="kbd-c9-001"/>
                                <constraint firstItem="kbd-tf-001" firstAttribute="leading" secondItem="kbd-sa-001" secondAttribute="leading" constant="16" id="kbd-d1-001"/>
                                <constraint firstItem="kbd-sa-001" firstAttribute="trailing" secondItem="kbd-tf-001" secondAttribute="trailing" constant="16" id="kbd-d2-001"/>
                                <constraint firstItem="kbd-kb-001" firstAttribute="top" secondItem="kbd-tf-001" secondAttribute="bottom" id="kbd-d3-001"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="kbd-fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="130" y="-2"/>
            </scene>
    """)

    @Test("the document's keyboard guide is read and its constraints kept, without a warning")
    func parsedAndInstantiated() throws {
        let document = try RuntimeDrawing.document(Self.text)
        let root = try #require(document.scenes.first?.controller?.view)
        #expect(root.layoutGuides.contains { $0.kind == .keyboard && $0.id == "kbd-kb-001" })
        let rendered = try RuntimeDrawing.render(document, scene: "kbd-sc-001") { scene in
            let view = try #require(scene.window.rootViewController?.view)
            #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 852 - 34, width: 393, height: 34))
            // The field sits on the guide, the scroll view between the safe area's top and the field.
            let field = try #require(view.subviews.first { $0 is UITextField })
            // (A 14-pt rounded-rect field is 30 high.)
            #expect(field.frame == CGRect(x: 16, y: 852 - 34 - 30, width: 361, height: 30))
            let scroll = try #require(view.subviews.first { $0 is UIScrollView } as? UIScrollView)
            #expect(scroll.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 34 - 30 - 59))
            // Its content follows the content guide: 393 × 400.
            #expect(scroll.contentSize == CGSize(width: 393, height: 400))
            #expect(scroll.subviews.first?.frame == CGRect(x: 0, y: 0, width: 393, height: 400))
        }
        #expect(!rendered.diagnostics.contains { $0.message.contains("keyboard") }, "\(rendered.diagnostics)")
        // The scroll view's red content is drawn (it was blank when the guide's constraints were dropped).
        #expect(rendered.isColor(at: CGPoint(x: 200, y: 59 + 200), 0xFF3B30, tolerance: 6))
        // Below the content, the white background; the field's placeholder is drawn above the guide.
        #expect(rendered.isColor(at: CGPoint(x: 200, y: 59 + 420), 0xFFFFFF))
    }

    @Test("followsUndockedKeyboard=\"YES\" on the guide is recorded; without it the guide does not follow (UIKit's default)")
    func followsUndockedKeyboard() throws {
        let following = Self.text.replacingOccurrences(
            of: #"<keyboardLayoutGuide key="keyboard" id="kbd-kb-001"/>"#,
            with: #"<keyboardLayoutGuide key="keyboard" id="kbd-kb-001" followsUndockedKeyboard="YES"/>"#)
        let document = try RuntimeDrawing.document(following)
        #expect(document.scenes.first?.controller?.view?.layoutGuides.first { $0.kind == .keyboard }?.followsUndockedKeyboard == true)
        _ = try RuntimeDrawing.render(document, scene: "kbd-sc-001") { scene in
            let view = try #require(scene.window.rootViewController?.view)
            #expect(view.keyboardLayoutGuide.followsUndockedKeyboard)
            // At rest it is where it is without the option.
            #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 852 - 34, width: 393, height: 34))
        }
        _ = try RuntimeDrawing.render(try RuntimeDrawing.document(Self.text), scene: "kbd-sc-001") { scene in
            #expect(scene.window.rootViewController?.view.keyboardLayoutGuide.followsUndockedKeyboard == false)
        }
    }

    @Test("on a phone with a home button the guide is at the bottom edge; in landscape it follows the safe area")
    func homeButtonAndLandscape() throws {
        let document = try RuntimeDrawing.document(Self.text)
        _ = try RuntimeDrawing.render(document, scene: "kbd-sc-001", device: "iPhone 8") { scene in
            let view = try #require(scene.window.rootViewController?.view)
            #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 667, width: 375, height: 0))
            #expect(view.subviews.first { $0 is UITextField }?.frame.maxY == 667)
        }
        let landscape = try RuntimeDrawing.render(document, scene: "kbd-sc-001", orientation: .landscapeLeft) { scene in
            let view = try #require(scene.window.rootViewController?.view)
            #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 393 - 21, width: 852, height: 21))
            let scroll = try #require(view.subviews.first { $0 is UIScrollView })
            #expect(scroll.frame == CGRect(x: 59, y: 0, width: 852 - 118, height: 393 - 21 - 30))
        }
        #expect(landscape.isColor(at: CGPoint(x: 400, y: 200), 0xFF3B30, tolerance: 6))
    }
}
