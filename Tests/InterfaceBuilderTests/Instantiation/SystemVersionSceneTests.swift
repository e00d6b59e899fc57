import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// A scene shown as an older iOS shows it (`IBInstantiator.Options.systemVersion`, what `render
/// --os` and `serve`'s `os` set): no size classes on iOS 7, a 20-pt status bar and no notch insets
/// before iOS 11, no inset-grouped tables before iOS 13; the latest by default.
@Suite("Scenes shown as a version of iOS")
@MainActor
struct SystemVersionSceneTests {
    /// A unified storyboard: a box pinned to the safe area's top and leading edge, 10 pt in from
    /// the leading edge at Any/Any and 50 pt in compact width.
    static let unified = storyboard(scenes: """
            <scene sceneID="box-sc-000">
                <objects>
                    <viewController id="box-vc-000" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="box-vw-000">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-bx-000">
                                    <rect key="frame" x="10" y="20" width="100" height="100"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="box-sa-000"/>
                            <constraints>
                                <constraint firstItem="box-bx-000" firstAttribute="top" secondItem="box-sa-000" secondAttribute="top" id="box-c1-000"/>
                                <constraint firstItem="box-bx-000" firstAttribute="leading" secondItem="box-sa-000" secondAttribute="leading" constant="10" id="box-c2-000">
                                    <variation key="widthClass=compact" constant="50"/>
                                </constraint>
                                <constraint firstItem="box-bx-000" firstAttribute="width" constant="100" id="box-c3-000"/>
                                <constraint firstItem="box-bx-000" firstAttribute="height" constant="100" id="box-c4-000"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        """)

    /// An inset-grouped static table with one cell.
    static let insetGrouped = storyboard(scenes: """
            <scene sceneID="tab-sc-000">
                <objects>
                    <tableViewController id="tab-vc-000" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="tab-tv-000">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <sections>
                                <tableViewSection id="tab-se-000">
                                    <cells>
                                        <tableViewCell contentMode="scaleToFill" id="tab-ce-000">
                                            <rect key="frame" x="16" y="18" width="343" height="44"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="tab-ce-000" id="tab-cc-000">
                                                <rect key="frame" x="0.0" y="0.0" width="343" height="44"/>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
        """)

    /// Shows `sceneID` of `text` on `device` as `version` (the default options without one) and
    /// returns what `check` reads from it.
    private func show<T>(
        _ text: String, _ sceneID: String, device: String, orientation: UIInterfaceOrientation = .portrait,
        version: SystemVersion? = nil, _ check: (IBSceneWindow) throws -> T
    ) throws -> T {
        let document = try IBDocument(data: Data(text.utf8), path: "OS.storyboard")
        let options = version.map { IBSceneWindow.options(for: $0) } ?? IBSceneWindow.options
        let loader = IBStoryboardLoader(name: "OS", document: document, bundle: nil, options: options)
        let scene = try #require(IBSceneWindow.make(sceneID: sceneID, loader: loader, device: try Device.named(device), orientation: orientation))
        defer { scene.window.rootViewController = nil }
        scene.window.layoutIfNeeded()
        return try check(scene)
    }

    private func boxFrame(device: String, orientation: UIInterfaceOrientation = .portrait, version: SystemVersion? = nil) throws -> CGRect {
        try show(Self.unified, "box-sc-000", device: device, orientation: orientation, version: version) { scene in
            let root = try #require(scene.window.rootViewController?.view)
            let box = try #require(root.subviews.first)
            return box.convert(box.bounds, to: scene.window)
        }
    }

    @Test("iOS 7 has no size classes: the Any/Any layout on an iPhone; iOS 8–10 and later use the compact-width variation")
    func anyAnyLayoutOnIOS7() throws {
        #expect(try boxFrame(device: "iPhone 5s", version: SystemVersion(7)).minX == 10)
        #expect(try boxFrame(device: "iPhone 5s", version: SystemVersion(10)).minX == 50)
        #expect(try boxFrame(device: "iPhone 5s").minX == 50)
        // On iOS 7 a phone's status bar shows in landscape too; from iOS 8 it hides in compact height.
        #expect(try boxFrame(device: "iPhone 5s", orientation: .landscapeLeft, version: SystemVersion(7)).minY == 20)
        #expect(try boxFrame(device: "iPhone 5s", orientation: .landscapeLeft, version: SystemVersion(10)).minY == 0)
    }

    @Test("a view pinned to the safe area sits under a 20-pt status bar on an iPhone X as iOS 10, at the notch's inset as iOS 11 and later")
    func safeAreaBeforeIOS11() throws {
        #expect(try boxFrame(device: "iPhone X", version: SystemVersion(10)) == CGRect(x: 50, y: 20, width: 100, height: 100))
        #expect(try boxFrame(device: "iPhone X", version: SystemVersion(11)) == CGRect(x: 50, y: 44, width: 100, height: 100))
        #expect(try boxFrame(device: "iPhone X", version: SystemVersion(26)) == CGRect(x: 50, y: 44, width: 100, height: 100))
        // In landscape iOS 10 has no sensor-housing inset at the side; iOS 11 does.
        #expect(try boxFrame(device: "iPhone X", orientation: .landscapeLeft, version: SystemVersion(10)).origin == CGPoint(x: 50, y: 0))
        #expect(try boxFrame(device: "iPhone X", orientation: .landscapeLeft, version: SystemVersion(11)).origin == CGPoint(x: 94, y: 0))
        // An iPad's status bar is 20 pt in both orientations before iOS 11.
        #expect(try boxFrame(device: "iPad Air 2", orientation: .landscapeLeft, version: SystemVersion(9)).minY == 20)
    }

    @Test("the default is the latest iOS: the same frames as without a version")
    func defaultIsLatest() throws {
        for device in ["iPhone X", "iPhone 15 Pro", "iPad Pro 11-inch (M4)"] {
            for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft] {
                #expect(try boxFrame(device: device, orientation: orientation) == boxFrame(device: device, orientation: orientation, version: .latest))
            }
        }
    }

    @Test("an inset-grouped table is grouped before iOS 13: its rows span the table")
    func insetGroupedBeforeIOS13() throws {
        func row(_ version: SystemVersion?) throws -> (style: UITableView.Style, frame: CGRect) {
            try show(Self.insetGrouped, "tab-sc-000", device: "iPhone 8", version: version) { scene in
                let table = try #require(scene.window.rootViewController?.view as? UITableView)
                let cell = try #require(table.subviews.compactMap { $0 as? UITableViewCell }.first)
                return (table.style, cell.frame)
            }
        }
        let old = try row(SystemVersion(12))
        #expect(old.style == .grouped)
        #expect(old.frame.minX == 0 && old.frame.width == 375)
        let new = try row(SystemVersion(13))
        #expect(new.style == .insetGrouped)
        #expect(new.frame.minX == 16 && new.frame.width == 343)
        #expect(try row(nil).frame == new.frame)
    }

    @Test("a xib's top-level view is placed inside the safe area as the version has it")
    func xibTopLevelView() throws {
        let text = xib(objects: """
                <view contentMode="scaleToFill" id="top-vw-000">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                </view>
        """)
        let document = try IBDocument(data: Data(text.utf8), path: "Top.xib")
        func origin(_ version: SystemVersion, _ orientation: UIInterfaceOrientation) throws -> CGPoint {
            let loader = IBStoryboardLoader(name: "Top", document: document, bundle: nil, options: IBSceneWindow.options(for: version))
            let scene = try #require(IBSceneWindow.make(sceneID: "top-vw-000", loader: loader, device: try Device.named("iPhone X"), orientation: orientation))
            defer { scene.window.rootViewController = nil }
            let view = try #require(scene.window.rootViewController?.view.subviews.first)
            return view.convert(view.bounds, to: scene.window).origin
        }
        #expect(try origin(SystemVersion(10), .portrait) == CGPoint(x: 0, y: 20))
        #expect(try origin(SystemVersion(11), .portrait) == CGPoint(x: 0, y: 44))
        #expect(try origin(SystemVersion(10), .landscapeLeft) == CGPoint(x: 0, y: 0))
        #expect(try origin(SystemVersion(11), .landscapeLeft) == CGPoint(x: 44, y: 0))
    }

    @Test("before iOS 13 a scene asked for dark is light (no dark mode)")
    func lightBeforeIOS13() throws {
        let document = try IBDocument(data: Data(Self.unified.utf8), path: "OS.storyboard")
        for (version, expected) in [(SystemVersion(12), UIUserInterfaceStyle.light), (SystemVersion(13), .dark)] {
            let loader = IBStoryboardLoader(name: "OS", document: document, bundle: nil, options: IBSceneWindow.options(for: version))
            let scene = try #require(IBSceneWindow.make(
                sceneID: "box-sc-000", loader: loader, device: try Device.named("iPhone 8"), orientation: .portrait, userInterfaceStyle: .dark))
            #expect(scene.window.traitCollection.userInterfaceStyle == expected)
            scene.window.rootViewController = nil
        }
    }
}
