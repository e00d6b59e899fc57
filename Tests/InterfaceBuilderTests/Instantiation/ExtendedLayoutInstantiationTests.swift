import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// A document's Extend Edges (`<extendedEdge key="edgesForExtendedLayout">`, Under Opaque Bars)
/// and its bars' Translucent checkbox, as a storyboard gives them to the controllers it makes, and
/// what they do to the views on a device.
@Suite("Instantiation: extended layout and translucent bars")
@MainActor
struct ExtendedLayoutInstantiationTests {
    static let scenes = """
            <scene sceneID="s1">
                <objects>
                    <navigationController storyboardIdentifier="Opaque" id="nav">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" barStyle="black" translucent="NO" id="bar">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <color key="tintColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <color key="barTintColor" red="0.8" green="0.0" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <textAttributes key="titleTextAttributes">
                                <fontDescription key="fontDescription" type="system" weight="light" pointSize="16"/>
                                <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </textAttributes>
                        </navigationBar>
                        <connections>
                            <segue destination="root" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController storyboardIdentifier="Root" id="root">
                        <view key="view" contentMode="scaleToFill" id="rootView">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s3">
                <objects>
                    <viewController storyboardIdentifier="NoEdges" id="noEdges">
                        <view key="view" contentMode="scaleToFill" id="noEdgesView">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                        <extendedEdge key="edgesForExtendedLayout"/>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s4">
                <objects>
                    <viewController storyboardIdentifier="BottomOpaque" extendedLayoutIncludesOpaqueBars="YES" id="bottom">
                        <view key="view" contentMode="scaleToFill" id="bottomView">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                        <extendedEdge key="edgesForExtendedLayout" bottom="YES"/>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s5">
                <objects>
                    <tabBarController storyboardIdentifier="Tabs" id="tabs">
                        <tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="tabBar">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tabBar>
                    </tabBarController>
                </objects>
            </scene>
            <scene sceneID="s6">
                <objects>
                    <navigationController storyboardIdentifier="Hidden" navigationBarHidden="YES" id="hiddenNav">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="hiddenBar">
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="hiddenRoot" kind="relationship" relationship="rootViewController" id="r6"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s7">
                <objects>
                    <viewController storyboardIdentifier="HiddenRoot" id="hiddenRoot">
                        <view key="view" contentMode="scaleToFill" id="hiddenRootView">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """

    private func load() throws -> UIStoryboard {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("osb-extended-\(UUID().uuidString).storyboard")
        try Data(storyboard(scenes: Self.scenes).utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try UIStoryboard.load(contentsOf: url)
    }

    @Test("Extend Edges and Under Opaque Bars set the controller's properties; without them every edge, opaque bars left out")
    func controllerProperties() throws {
        let storyboard = try load()
        let plain = storyboard.instantiateViewController(withIdentifier: "Root")
        #expect(plain.edgesForExtendedLayout == .all)
        #expect(!plain.extendedLayoutIncludesOpaqueBars)
        #expect(storyboard.instantiateViewController(withIdentifier: "NoEdges").edgesForExtendedLayout == [])
        let bottom = storyboard.instantiateViewController(withIdentifier: "BottomOpaque")
        #expect(bottom.edgesForExtendedLayout == .bottom)
        #expect(bottom.extendedLayoutIncludesOpaqueBars)
    }

    @Test("a navigation controller's opaque bar puts its root's view below the bar on any device")
    func opaqueNavigationBar() throws {
        let navigation = try #require(try load().instantiateViewController(withIdentifier: "Opaque") as? UINavigationController)
        #expect(!navigation.navigationBar.isTranslucent)
        let window = UIWindow(device: try Device.named("iPhone 15"), orientation: .portrait)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let root = try #require(navigation.topViewController)
        #expect(root.view.frame == CGRect(x: 0, y: 103, width: 393, height: 749))
        #expect(root.view.safeAreaInsets.top == 0)
    }

    @Test("a navigation controller's bar takes the document's bar tint, tint, style and title attributes")
    func barAppearance() throws {
        let navigation = try #require(try load().instantiateViewController(withIdentifier: "Opaque") as? UINavigationController)
        let bar = navigation.navigationBar
        #expect(bar.barStyle == .black)
        #expect(components(try #require(bar.barTintColor)) == [0.8, 0, 0.1])
        #expect(components(bar.tintColor) == [1, 1, 1])
        let font = try #require(bar.titleTextAttributes?[.font] as? UIFont)
        #expect(font.pointSize == 16)
        #expect(components(try #require(bar.titleTextAttributes?[.foregroundColor] as? UIColor)) == [1, 1, 1])
    }

    /// Red, green and blue, rounded to hundredths.
    private func components(_ color: UIColor) -> [Double] {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: nil)
        return [red, green, blue].map { (Double($0) * 100).rounded() / 100 }
    }

    @Test("Shows Navigation Bar unchecked hides the bar in the app and in the scene's picture")
    func hiddenNavigationBar() throws {
        let navigation = try #require(try load().instantiateViewController(withIdentifier: "Hidden") as? UINavigationController)
        #expect(navigation.isNavigationBarHidden)
        let window = UIWindow(device: try Device.named("iPhone 15"), orientation: .portrait)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let root = try #require(navigation.topViewController)
        #expect(root.view.safeAreaInsets.top == 59)
        // The root's scene drawn on its own is drawn inside its navigation controller, bar hidden.
        let document = try IBDocument(data: Data(storyboard(scenes: Self.scenes).utf8), path: "Hidden.storyboard")
        let loader = IBStoryboardLoader(name: "Hidden", document: document, bundle: nil, options: IBSceneWindow.options)
        let scene = try #require(IBSceneWindow.make(sceneID: "s7", loader: loader, device: try Device.named("iPhone 15"), orientation: .portrait))
        defer { scene.window.rootViewController = nil }
        let shown = try #require(scene.window.rootViewController as? UINavigationController)
        #expect(shown.isNavigationBarHidden)
    }

    @Test("a tab bar controller's bar takes the document's Translucent")
    func opaqueTabBar() throws {
        let tabs = try #require(try load().instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        #expect(!tabs.tabBar.isTranslucent)
    }
}
