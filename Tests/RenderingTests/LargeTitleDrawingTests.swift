@testable import AdaptiveKit
import Foundation
@testable import InterfaceBuilder
@testable import Rendering
import Testing
import TestSupport

/// Navigation bars that prefer large titles (`<navigationBar key="navigationBar" largeTitles="YES">`,
/// `prefersLargeTitles`): the bar is 52 points taller, the title drawn in bold 34 pt at the
/// leading margin below the bar's row, the content's safe area below it.
@MainActor
@Suite("Large titles")
struct LargeTitleDrawingTests {
    static func text(mode: String? = nil) -> String {
        RuntimeDrawing.storyboard(initial: "lrg-nv-001", """
            <scene sceneID="lrg-sn-001">
                <objects>
                    <navigationController id="lrg-nv-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="lrg-br-001">
                            <rect key="frame" x="0.0" y="59" width="393" height="96"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="lrg-vc-001" kind="relationship" relationship="rootViewController" id="lrg-rs-001"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="lrg-fr-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="lrg-sc-001">
                <objects>
                    <viewController id="lrg-vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="lrg-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lrg-rd-001">
                                    <rect key="frame" x="0.0" y="155" width="393" height="100"/>
                                    <color key="backgroundColor" systemColor="systemRedColor"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="100" id="lrg-c1-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="lrg-sa-001"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="lrg-rd-001" firstAttribute="top" secondItem="lrg-sa-001" secondAttribute="top" id="lrg-c2-001"/>
                                <constraint firstItem="lrg-rd-001" firstAttribute="leading" secondItem="lrg-vw-001" secondAttribute="leading" id="lrg-c3-001"/>
                                <constraint firstAttribute="trailing" secondItem="lrg-rd-001" secondAttribute="trailing" id="lrg-c4-001"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Mailboxes" \(mode.map { "largeTitleDisplayMode=\"\($0)\" " } ?? "")id="lrg-ni-001"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="lrg-fs-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        """)
    }

    @Test("a 96-point bar with the title in bold 34 pt at the leading margin; the content starts below it")
    func largeTitleShown() throws {
        var titleFrame = CGRect.zero
        let rendered = try RuntimeDrawing.render(try RuntimeDrawing.document(Self.text()), scene: "lrg-sn-001") { scene in
            let navigation = try #require(scene.window.rootViewController as? UINavigationController)
            let bar = navigation.navigationBar
            #expect(bar.prefersLargeTitles)
            #expect(bar.showsLargeTitle)
            #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
            #expect(bar.titleFrame == nil, "no small title in the bar's row")
            let large = try #require(bar.largeTitleFrame)
            #expect(large.minX == 16)
            #expect(large.minY >= 44 && large.maxY <= 96)
            #expect(bar.largeTitleFont.pointSize == 34 && bar.largeTitleFont.weight == .bold)
            titleFrame = large.offsetBy(dx: 0, dy: 59)
            let root = try #require(navigation.topViewController?.view)
            #expect(abs(root.safeAreaInsets.top - (59 + 96)) < 0.001)
            #expect(abs((root.subviews.first?.frame.minY ?? 0) - (59 + 96)) < 0.001)
        }
        // The title's ink, in the large area; nothing dark in the bar's own row.
        #expect(rendered.darkPixels(in: titleFrame) > 1500)
        #expect(rendered.darkPixels(in: CGRect(x: 100, y: 59 + 4, width: 193, height: 36)) == 0)
        // At the scroll edge the bar has no background: white (the view's), and the red content right under it.
        #expect(rendered.isColor(at: CGPoint(x: 380, y: 59 + 20), 0xFFFFFF))
        #expect(rendered.isColor(at: CGPoint(x: 200, y: 59 + 96 + 20), 0xFF3B30, tolerance: 6))
    }

    @Test("a corpus table controller whose navigation controller prefers large titles: shown in a 96-point bar", .requiresSharedFolder)
    func corpusLargeTitle() throws {
        // iqkeyboard 114: `largeTitles="YES"` on the navigation controller of a grouped static table.
        let rendered = try RuntimeDrawing.render(try RuntimeDrawing.corpus("114_iqkeyboard_Main.storyboard"), scene: "q9Q-KK-LGH") { scene in
            let navigation = try #require(scene.window.rootViewController as? UINavigationController)
            #expect(navigation.navigationBar.prefersLargeTitles)
            #expect(navigation.navigationBar.showsLargeTitle)
            #expect(navigation.navigationBar.frame.height == 96)
        }
        // The title's ink in the large-title area (59 + 44 … 59 + 96).
        #expect(rendered.darkPixels(in: CGRect(x: 16, y: 59 + 50, width: 200, height: 40)) > 2000)
    }

    @Test("largeTitleDisplayMode never, and compact height, keep the 44- and 32-point bars with the title centred")
    func largeTitleNotShown() throws {
        _ = try RuntimeDrawing.render(try RuntimeDrawing.document(Self.text(mode: "never")), scene: "lrg-sn-001") { scene in
            let navigation = try #require(scene.window.rootViewController as? UINavigationController)
            #expect(!navigation.navigationBar.showsLargeTitle)
            #expect(navigation.navigationBar.frame.height == 44)
            #expect(navigation.navigationBar.titleFrame != nil)
            #expect(abs((navigation.topViewController?.view.safeAreaInsets.top ?? 0) - (59 + 44)) < 0.001)
        }
        _ = try RuntimeDrawing.render(try RuntimeDrawing.document(Self.text()), scene: "lrg-sn-001", orientation: .landscapeLeft) { scene in
            let navigation = try #require(scene.window.rootViewController as? UINavigationController)
            #expect(!navigation.navigationBar.showsLargeTitle)
            #expect(navigation.navigationBar.frame.height == 32)
        }
    }

    @Test("pushed controllers: automatic follows the item below, never shows the small title; popping brings the large title back")
    func pushedControllers() throws {
        let window = UIWindow(device: try Device.named("iPhone 15"), orientation: .portrait)
        window.makeKeyAndVisible()
        let rootController = UIViewController()
        rootController.title = "Root"
        let navigation = UINavigationController(rootViewController: rootController)
        navigation.navigationBar.prefersLargeTitles = true
        window.rootViewController = navigation
        defer { window.rootViewController = nil }
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(abs(rootController.view.safeAreaInsets.top - (59 + 96)) < 0.001)
        let detail = UIViewController()
        detail.title = "Detail"
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(abs(detail.view.safeAreaInsets.top - (59 + 44)) < 0.001)
        let third = UIViewController()
        navigation.pushViewController(third, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44, "automatic follows the item below (never)")
        _ = navigation.popToRootViewController(animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(abs(rootController.view.safeAreaInsets.top - (59 + 96)) < 0.001)
    }
}
