import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// A document's tab bar item positioning: `itemPositioning`, `itemWidth` and `itemSpacing` on a
/// tab bar controller's `<tabBar key="tabBar">` and on a tab bar placed in a view.
@Suite("Instantiation: tab bar item positioning")
@MainActor
struct TabBarPositioningInstantiationTests {
    static let scenes = """
            <scene sceneID="s1">
                <objects>
                    <tabBarController storyboardIdentifier="Tabs" id="tbc">
                        <tabBar key="tabBar" contentMode="scaleToFill" itemPositioning="centered" itemWidth="120" itemSpacing="12" id="bar">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="49"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tabBar>
                    </tabBarController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController storyboardIdentifier="Placed" id="vc">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <tabBar contentMode="scaleToFill" fixedFrame="YES" itemPositioning="fill" id="placed">
                                    <rect key="frame" x="0.0" y="618" width="375" height="49"/>
                                    <items>
                                        <tabBarItem title="One" id="i1"/>
                                        <tabBarItem title="Two" id="i2"/>
                                    </items>
                                </tabBar>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """

    private func load() throws -> UIStoryboard {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("osb-tabs-\(UUID().uuidString).storyboard")
        try Data(storyboard(scenes: Self.scenes).utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try UIStoryboard.load(contentsOf: url)
    }

    @Test("a tab bar controller's bar takes the document's positioning, width and spacing")
    func controllerBar() throws {
        let tabs = try #require(try load().instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        #expect(tabs.tabBar.itemPositioning == .centered)
        #expect(tabs.tabBar.itemWidth == 120)
        #expect(tabs.tabBar.itemSpacing == 12)
    }

    @Test("a tab bar placed in a view takes the document's positioning; without attributes the defaults stay")
    func placedBar() throws {
        let controller = try load().instantiateViewController(withIdentifier: "Placed")
        let bar = try #require(controller.view.subviews.first as? UITabBar)
        #expect(bar.itemPositioning == .fill)
        #expect(bar.itemWidth == 0 && bar.itemSpacing == 0)
        #expect(bar.items?.map(\.title) == ["One", "Two"])
    }

    @Test("habitica's main tab bar controller: itemPositioning=\"fill\", as the corpus writes it", .requiresSharedFolder)
    func corpusFill() throws {
        let storyboard = try UIStoryboard.load(contentsOf: Corpus.url("121_habitica_Main.storyboard"))
        let tabs = try #require(storyboard.instantiateViewController(withIdentifier: "MainTabBarController") as? UITabBarController)
        #expect(tabs.tabBar.itemPositioning == .fill)
    }
}
