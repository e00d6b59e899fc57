import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// A storyboard controller whose root view is a scroll view, with a column of views from its top
/// layout guide to its bottom one (Xcode 8 and earlier storyboards do this): UIKit's guides are
/// views inside the scroll view, at its content's top and bottom, so the column sizes the content
/// and nothing in it stretches to the screen's bottom.
@Suite("A scroll view root and its controller's layout guides")
@MainActor
struct ScrollViewRootTests {
    /// An Xcode 8.3 storyboard on the iPhone 8 canvas: a 40 pt header 30 pt below the top guide, a
    /// body 8 pt below it whose height of 30 is only a wish (priority 250), and the bottom guide
    /// 10 pt below the body.
    static func document() throws -> IBDocument {
        try IBDocument(data: Data(text().utf8), path: "ScrollViewRoot.storyboard")
    }

    /// ``document()``'s text.
    static func text() -> String {
        storyboard(scenes: """
                <scene sceneID="scn-scr-rot">
                    <objects>
                        <viewController id="vc-scr-rot" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top-scr-gd"/>
                                <viewControllerLayoutGuide type="bottom" id="bot-scr-gd"/>
                            </layoutGuides>
                            <scrollView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="rot-scr-vw">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hdr-scr-vw">
                                        <rect key="frame" x="16" y="50" width="343" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="hdr-ht-001"/>
                                            <constraint firstAttribute="width" constant="343" id="hdr-wd-001"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bdy-scr-vw">
                                        <rect key="frame" x="16" y="98" width="343" height="30"/>
                                        <constraints>
                                            <constraint firstAttribute="height" priority="250" constant="30" id="bdy-ht-001"/>
                                            <constraint firstAttribute="width" constant="343" id="bdy-wd-001"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="hdr-scr-vw" firstAttribute="top" secondItem="top-scr-gd" secondAttribute="bottom" constant="30" id="hdr-tp-001"/>
                                    <constraint firstItem="hdr-scr-vw" firstAttribute="leading" secondItem="rot-scr-vw" secondAttribute="leading" constant="16" id="hdr-ld-001"/>
                                    <constraint firstItem="bdy-scr-vw" firstAttribute="top" secondItem="hdr-scr-vw" secondAttribute="bottom" constant="8" id="bdy-tp-001"/>
                                    <constraint firstItem="bdy-scr-vw" firstAttribute="leading" secondItem="rot-scr-vw" secondAttribute="leading" constant="16" id="bdy-ld-001"/>
                                    <constraint firstItem="bot-scr-gd" firstAttribute="top" secondItem="bdy-scr-vw" secondAttribute="bottom" constant="10" id="bdy-bt-001"/>
                                </constraints>
                            </scrollView>
                        </viewController>
                    </objects>
                </scene>
            """, extraRoot: #" initialViewController="vc-scr-rot""#, head: #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#)
            .replacingOccurrences(of: #"toolsVersion="14113""#, with: #"toolsVersion="12121""#)
    }

    @Test("on Xcode's canvas the column keeps its stored frames: the body is not stretched to the screen's bottom")
    func canvas() throws {
        let views = IBSceneLayout.report(for: try Self.document()).scenes.flatMap(\.views)
        let body = try #require(views.first { $0.id == "bdy-scr-vw" })
        #expect(body.frame == CGRect(x: 16, y: 98, width: 343, height: 30))
        #expect(views.first { $0.id == "hdr-scr-vw" }?.frame == CGRect(x: 16, y: 50, width: 343, height: 40))
    }

    @Test("loaded as an app loads it, the column decides the scroll view's content height")
    func runtime() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ScrollViewRootTests-\(UUID().uuidString).storyboard")
        try Self.text().write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        let storyboard = try UIStoryboard.load(contentsOf: url)
        let controller = try #require(storyboard.instantiateInitialViewController())
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let scrollView = try #require(controller.view as? UIScrollView)
        #expect(scrollView.frame.size == CGSize(width: 375, height: 667))
        // 20 (the status bar) + 30 + 40 + 8 + 30 + 10.
        #expect(scrollView.contentSize.height == 138)
        let body = try #require(scrollView.subviews.first { $0.frame.minY == 98 })
        #expect(body.frame.height == 30)
    }
}
