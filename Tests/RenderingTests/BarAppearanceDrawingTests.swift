@testable import AdaptiveKit
import Foundation
@testable import InterfaceBuilder
@testable import Rendering
import Testing
import TestSupport

/// A navigation controller's bar as the document styles it (Bar Tint, Tint, Style, Title text
/// attributes, Translucent), drawn: and the root view below an opaque bar, as on a device.
@MainActor
@Suite("Bar appearance")
struct BarAppearanceDrawingTests {
    static func text(style: String = "default", tinted: Bool = true) -> String {
        let tint = tinted ? """
                            <color key="tintColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <color key="barTintColor" red="0.8" green="0.0" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <textAttributes key="titleTextAttributes">
                                <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </textAttributes>
            """ : ""
        return RuntimeDrawing.storyboard(initial: "bar-nv-001", """
            <scene sceneID="bar-sn-001">
                <objects>
                    <navigationController id="bar-nv-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" barStyle="\(style)" translucent="NO" id="bar-br-001">
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
            \(tint)
                        </navigationBar>
                        <connections>
                            <segue destination="bar-vc-001" kind="relationship" relationship="rootViewController" id="bar-rs-001"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="bar-fr-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="bar-sc-001">
                <objects>
                    <viewController id="bar-vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="bar-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="749"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-bl-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="50"/>
                                    <color key="backgroundColor" systemColor="systemBlueColor"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="50" id="bar-c1-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="bar-bl-001" firstAttribute="top" secondItem="bar-vw-001" secondAttribute="top" id="bar-c2-001"/>
                                <constraint firstItem="bar-bl-001" firstAttribute="leading" secondItem="bar-vw-001" secondAttribute="leading" id="bar-c3-001"/>
                                <constraint firstAttribute="trailing" secondItem="bar-bl-001" secondAttribute="trailing" id="bar-c4-001"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Inbox" id="bar-ni-001"/>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="bar-fs-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        """)
    }

    @Test("a bar tint fills the bar and the status bar above it; the title is drawn in the attributes' white")
    func tintedOpaqueBar() throws {
        var titleFrame = CGRect.zero
        let rendered = try RuntimeDrawing.render(try RuntimeDrawing.document(Self.text()), scene: "bar-sn-001") { scene in
            let navigation = try #require(scene.window.rootViewController as? UINavigationController)
            titleFrame = try #require(navigation.navigationBar.titleFrame).offsetBy(dx: 0, dy: 59)
            // Below the opaque bar, as on a device: the root starts at the bar's bottom.
            #expect(navigation.topViewController?.view.frame.minY == CGFloat(103))
        }
        #expect(rendered.isColor(at: CGPoint(x: 20, y: 30), 0xCC001A, tolerance: 6), "the status bar's background is the bar's tint")
        #expect(rendered.isColor(at: CGPoint(x: 20, y: 59 + 22), 0xCC001A, tolerance: 6))
        #expect(rendered.darkPixels(in: titleFrame) == 0, "a white title on red: no dark ink")
        #expect(rendered.lightPixels(in: titleFrame) > 100)
        // The blue view pinned to the root's top is right under the bar.
        #expect(rendered.isColor(at: CGPoint(x: 200, y: 59 + 44 + 25), 0x007AFF, tolerance: 6))
    }

    @Test("the black style without a tint draws a dark bar with a white title")
    func blackStyle() throws {
        var titleFrame = CGRect.zero
        let rendered = try RuntimeDrawing.render(try RuntimeDrawing.document(Self.text(style: "black", tinted: false)), scene: "bar-sn-001") { scene in
            let navigation = try #require(scene.window.rootViewController as? UINavigationController)
            #expect(navigation.navigationBar.barStyle == .black)
            titleFrame = try #require(navigation.navigationBar.titleFrame).offsetBy(dx: 0, dy: 59)
        }
        #expect(rendered.isColor(at: CGPoint(x: 20, y: 59 + 22), 0x1C1C1E, tolerance: 6))
        #expect(rendered.lightPixels(in: titleFrame) > 100, "a white title")
    }

    @Test("an iOS 13 appearance set in code decides the bar's background, shadow and title colour over the document's bar tint")
    func codeAppearance() throws {
        var titleFrame = CGRect.zero
        let rendered = try RuntimeDrawing.render(try RuntimeDrawing.document(Self.text()), scene: "bar-sn-001") { scene in
            let navigation = try #require(scene.window.rootViewController as? UINavigationController)
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
            appearance.titleTextAttributes = [.foregroundColor: UIColor.black]
            navigation.navigationBar.standardAppearance = appearance
            titleFrame = try #require(navigation.navigationBar.titleFrame).offsetBy(dx: 0, dy: 59)
        }
        #expect(rendered.isColor(at: CGPoint(x: 20, y: 59 + 22), 0x008000, tolerance: 6))
        #expect(rendered.isColor(at: CGPoint(x: 20, y: 30), 0x008000, tolerance: 6), "under the status bar too")
        #expect(rendered.darkPixels(in: titleFrame) > 100, "a black title")
    }

    @Test("a transparent appearance draws no background: the root's white shows through")
    func transparentAppearance() throws {
        let rendered = try RuntimeDrawing.render(try RuntimeDrawing.document(Self.text(tinted: false)), scene: "bar-sn-001") { scene in
            let navigation = try #require(scene.window.rootViewController as? UINavigationController)
            let appearance = UINavigationBarAppearance()
            appearance.configureWithTransparentBackground()
            navigation.navigationBar.standardAppearance = appearance
        }
        #expect(rendered.isColor(at: CGPoint(x: 20, y: 59 + 22), 0xFFFFFF))
    }

    @Test("a document's navigation bar appearance is read and drawn (iqkeyboard 116: systemGray4 backgrounds)", .requiresSharedFolder)
    func documentAppearance() throws {
        let rendered = try RuntimeDrawing.render(try RuntimeDrawing.corpus("116_iqkeyboard_Settings.storyboard"), scene: "mFY-po-Edv") { scene in
            let navigation = try #require(scene.window.rootViewController as? UINavigationController)
            #expect(navigation.navigationBar.hasExplicitAppearance)
            #expect(navigation.navigationBar.standardAppearance.backgroundColor != nil)
        }
        // systemGray4 in light mode: rgb(209, 209, 214).
        #expect(rendered.isColor(at: CGPoint(x: 5, y: 59 + 20), 0xD1D1D6, tolerance: 6))
    }

    @Test("a black-style navigation bar makes the status bar light, as the navigation controller's preferredStatusBarStyle says")
    func statusBarOverBlackBar() throws {
        var style = UIStatusBarStyle.default
        let rendered = try RuntimeDrawing.render(try RuntimeDrawing.document(Self.text(style: "black", tinted: false)), scene: "bar-sn-001") { scene in
            let navigation = try #require(scene.window.rootViewController as? UINavigationController)
            #expect(navigation.preferredStatusBarStyle == .lightContent)
            style = scene.window.resolvedStatusBarStyle
        }
        #expect(style == .lightContent)
        // The time (left of the sensor housing, in the 59-pt status bar): white ink on the dark bar.
        #expect(rendered.lightPixels(in: CGRect(x: 40, y: 15, width: 60, height: 30)) > 50)
    }
}
