import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// The bars Xcode's canvas draws from a document's Simulated Metrics, where no container puts
/// them: over a xib's top-level view (its own metrics), and over a storyboard controller in no
/// navigation controller whose navigation item has bar button items; and the height of a
/// navigation bar with large titles.
@Suite("Bars on Xcode's canvas")
@MainActor
struct CanvasSimulatedBarsTests {
    /// A view-controller xib of Xcode 10 on the iPhone 8 canvas: a 375 × 667 view whose image view
    /// is pinned to its safe area's top and sides (height 100) and a footer view pinned to the
    /// safe area's bottom (height 50), with the metrics given inside the top-level view.
    static func xibDocument(metrics: String) throws -> IBDocument {
        let text = xib(objects: """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="top-lvl-vw">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="img-top-vw">
                            <rect key="frame" x="0.0" y="64" width="375" height="100"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="100" id="img-ht-001"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ftr-bot-vw">
                            <rect key="frame" x="0.0" y="617" width="375" height="50"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="50" id="ftr-ht-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="img-top-vw" firstAttribute="top" secondItem="saf-are-gd" secondAttribute="top" id="img-tp-001"/>
                        <constraint firstItem="img-top-vw" firstAttribute="leading" secondItem="saf-are-gd" secondAttribute="leading" id="img-ld-001"/>
                        <constraint firstItem="img-top-vw" firstAttribute="trailing" secondItem="saf-are-gd" secondAttribute="trailing" id="img-tr-001"/>
                        <constraint firstItem="ftr-bot-vw" firstAttribute="bottom" secondItem="saf-are-gd" secondAttribute="bottom" id="ftr-bt-001"/>
                        <constraint firstItem="ftr-bot-vw" firstAttribute="leading" secondItem="saf-are-gd" secondAttribute="leading" id="ftr-ld-001"/>
                        <constraint firstItem="ftr-bot-vw" firstAttribute="trailing" secondItem="saf-are-gd" secondAttribute="trailing" id="ftr-tr-001"/>
                    </constraints>
                    \(metrics)
                    <viewLayoutGuide key="safeArea" id="saf-are-gd"/>
                </view>
            """, head: #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#)
            .replacingOccurrences(of: #"toolsVersion="14113""#, with: #"toolsVersion="14313.18""#)
        return try IBDocument(data: Data(text.utf8), path: "Bars.xib")
    }

    static func frames(_ document: IBDocument) -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        for view in IBSceneLayout.report(for: document).scenes.flatMap(\.views) { frames[view.id] = view.frame }
        return frames
    }

    @Test("a xib's top-level view with a simulated navigation bar has it in its safe area, as Xcode draws it")
    func xibNavigationBar() throws {
        let none = Self.frames(try Self.xibDocument(metrics: ""))
        #expect(none["img-top-vw"]?.minY == 20)
        #expect(none["ftr-bot-vw"]?.maxY == 667)
        let bar = Self.frames(try Self.xibDocument(metrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#))
        #expect(bar["img-top-vw"] == CGRect(x: 0, y: 64, width: 375, height: 100))
        // An opaque bar is not drawn over the view.
        let opaque = Self.frames(try Self.xibDocument(metrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#))
        #expect(opaque["img-top-vw"]?.minY == 20)
        // An explicit None changes nothing.
        let explicitNone = Self.frames(try Self.xibDocument(metrics: #"<nil key="simulatedTopBarMetrics"/>"#))
        #expect(explicitNone["img-top-vw"]?.minY == 20)
    }

    @Test("a xib's top-level view with a simulated toolbar or tab bar has it above its safe area's bottom")
    func xibBottomBars() throws {
        let toolbar = Self.frames(try Self.xibDocument(metrics: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#))
        #expect(abs((toolbar["ftr-bot-vw"]?.maxY ?? 0) - (667 - 44)) < 0.01)
        let tabBar = Self.frames(try Self.xibDocument(metrics: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#))
        #expect(abs((tabBar["ftr-bot-vw"]?.maxY ?? 0) - (667 - 49)) < 0.01)
        #expect(tabBar["img-top-vw"]?.minY == 20)
    }

    /// An Xcode 8.3 storyboard whose only, initial controller has a navigation item with a Done
    /// item and a view pinned to the top layout guide, with the metrics given.
    static func storyboardDocument(metrics: String) throws -> IBDocument {
        let text = storyboard(scenes: """
                <scene sceneID="scn-nav-itm">
                    <objects>
                        <viewController id="vc-nav-itm" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top-lay-gd"/>
                                <viewControllerLayoutGuide type="bottom" id="bot-lay-gd"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rot-nav-itm">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pin-nav-itm">
                                        <rect key="frame" x="0.0" y="20" width="375" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="nav-ht-001"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="pin-nav-itm" firstAttribute="top" secondItem="top-lay-gd" secondAttribute="bottom" id="nav-tp-001"/>
                                    <constraint firstItem="pin-nav-itm" firstAttribute="leading" secondItem="rot-nav-itm" secondAttribute="leading" id="nav-ld-001"/>
                                    <constraint firstAttribute="trailing" secondItem="pin-nav-itm" secondAttribute="trailing" id="nav-tr-001"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" id="itm-nav-itm">
                                <barButtonItem key="rightBarButtonItem" systemItem="done" id="don-nav-itm"/>
                            </navigationItem>
                            \(metrics)
                        </viewController>
                    </objects>
                </scene>
            """, extraRoot: #" initialViewController="vc-nav-itm""#, head: #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#)
            .replacingOccurrences(of: #"toolsVersion="14113""#, with: #"toolsVersion="12121""#)
        return try IBDocument(data: Data(text.utf8), path: "NavigationItem.storyboard")
    }

    @Test("before Xcode 11 a controller's bar button items give it a navigation bar only when its simulated top bar is one")
    func navigationItemBar() throws {
        // The top bar left inferred: no bar, the view below the status bar.
        let inferred = Self.frames(try Self.storyboardDocument(metrics: ""))
        #expect(inferred["pin-nav-itm"]?.minY == 20)
        // A simulated navigation bar: drawn in a navigation controller, the view below its bar.
        let simulated = Self.frames(try Self.storyboardDocument(metrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#))
        #expect(simulated["pin-nav-itm"]?.minY == 64)
    }

    /// An Xcode 14.1 storyboard on the iPhone 14 Pro canvas: a navigation controller whose bar
    /// prefers large titles (stored 96 pt tall at y = 59) and its root, titled or not, whose table
    /// is pinned to the safe area.
    static func largeTitleDocument(title: String?) throws -> IBDocument {
        let titleAttribute = title.map { #" title="\#($0)""# } ?? ""
        let text = storyboard(scenes: """
                <scene sceneID="scn-lrg-nav">
                    <objects>
                        <navigationController id="nav-lrg-ttl" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar-lrg-ttl">
                                <rect key="frame" x="0.0" y="59" width="393" height="96"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc-lrg-ttl" kind="relationship" relationship="rootViewController" id="seg-lrg-ttl"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="scn-lrg-ttl">
                    <objects>
                        <viewController id="vc-lrg-ttl" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rot-lrg-ttl">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-lrg-ttl">
                                        <rect key="frame" x="0.0" y="103" width="393" height="715"/>
                                    </tableView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="saf-lrg-ttl"/>
                                <constraints>
                                    <constraint firstItem="tbl-lrg-ttl" firstAttribute="top" secondItem="saf-lrg-ttl" secondAttribute="top" id="lrg-tp-001"/>
                                    <constraint firstItem="tbl-lrg-ttl" firstAttribute="leading" secondItem="saf-lrg-ttl" secondAttribute="leading" id="lrg-ld-001"/>
                                    <constraint firstItem="saf-lrg-ttl" firstAttribute="trailing" secondItem="tbl-lrg-ttl" secondAttribute="trailing" id="lrg-tr-001"/>
                                    <constraint firstItem="saf-lrg-ttl" firstAttribute="bottom" secondItem="tbl-lrg-ttl" secondAttribute="bottom" id="lrg-bt-001"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem"\(titleAttribute) id="itm-lrg-ttl"/>
                        </viewController>
                    </objects>
                </scene>
            """, extraRoot: #" useSafeAreas="YES" initialViewController="nav-lrg-ttl""#, head: #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#)
            .replacingOccurrences(of: #"toolsVersion="14113""#, with: #"toolsVersion="21507""#)
        return try IBDocument(data: Data(text.utf8), path: "LargeTitles.storyboard")
    }

    @Test("a navigation bar with large titles is as tall as the document stores it only over a controller with a title")
    func largeTitleNeedsATitle() throws {
        let untitled = Self.frames(try Self.largeTitleDocument(title: nil))
        #expect(untitled["tbl-lrg-ttl"]?.minY == 103)
        let titled = Self.frames(try Self.largeTitleDocument(title: "Home"))
        #expect(titled["tbl-lrg-ttl"]?.minY == 155)
    }

    @Test("a xib's top-level view whose simulated size is inferred takes the screen of the device it is shown on; a freeform one keeps its size")
    func inferredSizeFollowsTheDevice() throws {
        let inferred = try Self.xibDocument(metrics: "")
        let frames = IBSceneLayout.report(for: inferred, device: try Device.named("iPhone 15 Pro Max"), orientation: .portrait).scenes.flatMap(\.views)
        #expect(frames.first { $0.id == "top-lvl-vw" }?.frame == CGRect(x: 0, y: 0, width: 430, height: 932))
        // Its footer, pinned to the safe area's bottom, ends above the home indicator.
        #expect(abs((frames.first { $0.id == "ftr-bot-vw" }?.frame?.maxY ?? 0) - (932 - 34)) < 0.01)
        // In a picture too.
        let loader = IBStoryboardLoader(name: "Bars", document: inferred, bundle: nil, options: IBSceneWindow.options)
        let scene = try #require(IBSceneWindow.make(sceneID: "top-lvl-vw", loader: loader, device: try Device.named("iPhone 15 Pro Max"), orientation: .portrait))
        defer { scene.window.rootViewController = nil }
        #expect(scene.window.rootViewController?.view.subviews.first?.frame == CGRect(x: 0, y: 0, width: 430, height: 932))
        let freeform = try Self.xibDocument(metrics: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
        let kept = IBSceneLayout.report(for: freeform, device: try Device.named("iPhone 15 Pro Max"), orientation: .portrait).scenes.flatMap(\.views)
        #expect(kept.first { $0.id == "top-lvl-vw" }?.frame?.size == CGSize(width: 375, height: 667))
    }

    /// A storyboard of the tools version given on the iPhone 15 canvas: a controller in no
    /// container whose view is pinned to the safe area's top.
    static func safeAreaDocument(tools: String) throws -> IBDocument {
        let text = storyboard(scenes: """
                <scene sceneID="scn-dbl-saf">
                    <objects>
                        <viewController id="vc-dbl-saf" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rot-dbl-saf">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pin-dbl-saf">
                                        <rect key="frame" x="0.0" y="59" width="393" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="dbl-ht-001"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="saf-dbl-saf"/>
                                <constraints>
                                    <constraint firstItem="pin-dbl-saf" firstAttribute="top" secondItem="saf-dbl-saf" secondAttribute="top" id="dbl-tp-001"/>
                                    <constraint firstItem="pin-dbl-saf" firstAttribute="leading" secondItem="saf-dbl-saf" secondAttribute="leading" id="dbl-ld-001"/>
                                    <constraint firstItem="saf-dbl-saf" firstAttribute="trailing" secondItem="pin-dbl-saf" secondAttribute="trailing" id="dbl-tr-001"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            """, extraRoot: #" useSafeAreas="YES" initialViewController="vc-dbl-saf""#, head: #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#)
            .replacingOccurrences(of: #"toolsVersion="14113""#, with: #"toolsVersion="\#(tools)""#)
        return try IBDocument(data: Data(text.utf8), path: "SafeArea.storyboard")
    }

    @Test("the canvas counts the safe area twice from tools version 23727 (Xcode 15.4's last documents), not at 23504")
    func doubledSafeAreaBoundary() throws {
        #expect(Self.frames(try Self.safeAreaDocument(tools: "23504"))["pin-dbl-saf"]?.minY == 59)
        #expect(Self.frames(try Self.safeAreaDocument(tools: "23727"))["pin-dbl-saf"]?.minY == 118)
        #expect(Self.frames(try Self.safeAreaDocument(tools: "24128"))["pin-dbl-saf"]?.minY == 118)
    }
}
