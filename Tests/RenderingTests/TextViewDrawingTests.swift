@testable import AdaptiveKit
import Foundation
@testable import InterfaceBuilder
@testable import Rendering
import Testing

/// Text views and attributed labels from documents show their text (both drew nothing before).
@MainActor
@Suite("Text views and attributed text")
struct TextViewDrawingTests {
    static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <textView clipsSubviews="YES" contentMode="scaleToFill" editable="NO" text="Notes about the day, long enough to wrap onto a second line of the view" textAlignment="natural" id="t1">
                                    <rect key="frame" x="20" y="100" width="240" height="120"/>
                                    <color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </textView>
                                <label id="l1">
                                    <rect key="frame" x="20" y="260" width="300" height="30"/>
                                    <attributedString key="attributedText">
                                        <fragment content="Bold ">
                                            <attributes>
                                                <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                                <font key="NSFont" size="20" name="Helvetica-Bold"/>
                                            </attributes>
                                        </fragment>
                                        <fragment>
                                            <string key="content">and plain</string>
                                        </fragment>
                                    </attributedString>
                                </label>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    @Test("a text view's text, font and colour come from the document and are drawn from its top; an attributed label shows its fragments")
    func textViewAndAttributedLabel() throws {
        let document = try IBDocument(data: Data(Self.xml.utf8), path: "Text.storyboard")
        let loader = IBStoryboardLoader(name: "Text", document: document, bundle: nil, options: IBSceneWindow.options)
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            let scene = try #require(IBSceneWindow.make(sceneID: "s1", loader: loader, device: try Device.named("iPhone 15"), orientation: .portrait))
            defer { scene.window.rootViewController = nil }
            let root = try #require(scene.window.rootViewController?.view)
            let textView = try #require(root.subviews.first as? UITextView)
            #expect(textView.text.hasPrefix("Notes about the day"))
            #expect(textView.font?.pointSize == 17)
            #expect(!textView.isEditable)
            let label = try #require(root.subviews.last as? UILabel)
            #expect(label.text == "Bold and plain")
            #expect(label.font.fontName == "Helvetica-Bold" && label.font.pointSize == 20, "the first fragment's font")

            let bitmap = try WindowRenderer(window: scene.window).bitmap(scale: 2)
            // The first line sits at the top (8 pt inset); the bottom of the view stays blank.
            #expect(bitmap.uniformColor(in: CGRect(x: 25, y: 108, width: 230, height: 20)) == nil, "the first line, at the top")
            #expect(bitmap.uniformColor(in: CGRect(x: 25, y: 190, width: 230, height: 25)) != nil, "nothing at the bottom of the view")
            #expect(bitmap.uniformColor(in: CGRect(x: 20, y: 260, width: 300, height: 30)) == nil, "the attributed label's text")
            #expect(TextVisibility.blankTexts(in: scene.window, bitmap: bitmap).isEmpty)
        }
    }

    @Test("a view of a class AdaptiveKit lacks is a labelled placeholder box with a warning")
    func unsupportedViewPlaceholder() throws {
        let xml = Self.xml.replacingOccurrences(of: "<subviews>", with: """
        <subviews>
            <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" id="m1">
                <rect key="frame" x="20" y="400" width="300" height="200"/>
            </mapView>
        """)
        let document = try IBDocument(data: Data(xml.utf8), path: "Map.storyboard")
        let loader = IBStoryboardLoader(name: "Map", document: document, bundle: nil, options: IBSceneWindow.options)
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            let scene = try #require(IBSceneWindow.make(sceneID: "s1", loader: loader, device: try Device.named("iPhone 15"), orientation: .portrait))
            defer { scene.window.rootViewController = nil }
            #expect(scene.diagnostics.contains { $0.code == .unsupportedView && $0.message.contains("MKMapView") })
            let map = try #require(scene.window.rootViewController?.view.subviews.first as? any UnsupportedViewPlaceholder)
            #expect(map.unsupportedClassName == "MKMapView")
            let bitmap = try WindowRenderer(window: scene.window).bitmap(scale: 2)
            let white: UInt32 = 0xFFFF_FFFF
            #expect(bitmap.pixel(x: 2 * 30, y: 2 * 410) != white, "the grey box")
            #expect(bitmap.uniformColor(in: CGRect(x: 120, y: 490, width: 100, height: 20)) == nil, "its class name in the middle")
        }
    }
}
