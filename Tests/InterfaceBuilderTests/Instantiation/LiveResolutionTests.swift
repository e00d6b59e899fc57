import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// Size-class variations follow the controller's traits live.
@Suite("Live variation resolution")
@MainActor
struct LiveResolutionTests {
    @Test("AdaptivePhotos profile: the compact-height constraints replace the regular ones when an iPhone rotates, and back", .requiresSharedFolder)
    func profileConstraintsAcrossRotation() throws {
        let storyboard = try UIStoryboard.load(contentsOf: InstantiationTests.adaptivePhotos)
        let loader = try #require(storyboard.documentLoader)
        let profile = try #require(loader.makeViewController(withObjectID: "x6C-PJ-YqI", for: storyboard))
        profile.loadViewIfNeeded()  // the scene loads (and resolves) with its view
        let resolution = try #require(loader.resolutions.last)
        let constraints = resolution.instantiator.constraints
        let compactOnly = try #require(constraints["9dJ-ca-nsU"])   // included for heightClass=compact
        let regularOnly = try #require(constraints["3ow-u5-Be7"])   // excluded for heightClass=compact
        let window = UIWindow(device: try Device.named("iPhone 6"), orientation: .portrait)
        window.rootViewController = profile
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(!compactOnly.isActive)
        #expect(regularOnly.isActive)
        window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        #expect(resolution.traits.verticalSizeClass == .compact)
        #expect(compactOnly.isActive)
        #expect(!regularOnly.isActive)
        #expect(profile.view.constraints.contains { $0 === compactOnly })
        window.rotate(to: .portrait)
        #expect(!compactOnly.isActive)
        #expect(regularOnly.isActive)
    }

    static let variations = storyboard(scenes: """
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="back">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                </view>
                                <label opaque="NO" text="Wide" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <variation key="heightClass=compact">
                                        <fontDescription key="fontDescription" type="system" pointSize="30"/>
                                    </variation>
                                </label>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="front">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="wide" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c1">
                                    <variation key="heightClass=compact" constant="10"/>
                                </constraint>
                                <constraint firstItem="wide" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                            </constraints>
                            <variation key="default">
                                <mask key="subviews">
                                    <exclude reference="wide"/>
                                </mask>
                                <mask key="constraints">
                                    <exclude reference="c1"/>
                                    <exclude reference="c2"/>
                                </mask>
                            </variation>
                            <variation key="heightClass=compact">
                                <mask key="subviews">
                                    <include reference="wide"/>
                                </mask>
                                <mask key="constraints">
                                    <include reference="c1"/>
                                    <include reference="c2"/>
                                </mask>
                            </variation>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """, extraRoot: " initialViewController=\"vc1\"")

    @Test("a view installed only in compact height joins at its z-order index on rotation, with its constraints and overrides")
    func viewInstallAcrossRotation() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Variations.storyboard")
        try Self.variations.write(to: url, atomically: true, encoding: .utf8)
        let storyboard = try UIStoryboard.load(contentsOf: url)
        let controller = try #require(storyboard.instantiateInitialViewController())
        controller.loadViewIfNeeded()  // the scene loads (and resolves) with its view
        let resolution = try #require(storyboard.documentLoader?.resolutions.last)
        let wide = try #require(resolution.instantiator.view(withID: "wide") as? UILabel)
        let window = UIWindow(device: try Device.named("iPhone 6"), orientation: .portrait)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(wide.superview == nil)
        #expect(controller.view.subviews.count == 2)

        window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        #expect(wide.superview === controller.view)
        #expect(controller.view.subviews.firstIndex { $0 === wide } == 1)
        #expect(wide.font.pointSize == 30)
        #expect(wide.frame.minY == 10)
        #expect(wide.frame.minX == 20)

        window.rotate(to: .portrait)
        window.layoutIfNeeded()
        #expect(wide.superview == nil)
        #expect(controller.view.subviews.count == 2)
    }
}
