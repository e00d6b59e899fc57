import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

/// A custom class that names one of UIKit's own classes makes that class, as UIKit finds it by
/// name (an input accessory view's root written `customClass="UIInputView"`, a plain view made an
/// image view); UIKit's own key paths in user-defined runtime attributes are set.
@Suite("UIKit classes and key paths named by documents")
@MainActor
struct UIKitCustomClassTests {
    static func xib(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        \(body)
            </objects>
        </document>
        """
    }

    @Test("customClass UIInputView and UIImageView make those classes, without an unknown-class warning")
    func uikitClassNames() throws {
        let xml = Self.xib("""
                    <view contentMode="scaleToFill" id="bar" customClass="UIInputView">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="img" customClass="UIImageView">
                                <rect key="frame" x="8" y="8" width="28" height="28"/>
                            </view>
                        </subviews>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="allowsSelfSizing" value="YES"/>
                        </userDefinedRuntimeAttributes>
                    </view>
            """)
        let nib = UINib(data: Data(xml.utf8), bundle: nil)
        let bar = try #require(nib.instantiate(withOwner: nil).first as? UIInputView)
        #expect(bar.inputViewStyle == .default)
        #expect(bar.allowsSelfSizing)
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        let image = try #require(bar.subviews.first as? UIImageView)
        #expect(image.frame == CGRect(x: 8, y: 8, width: 28, height: 28))
        #expect(!nib.diagnostics.contains { $0.code == .unknownClass }, "\(nib.diagnostics)")
        #expect(!nib.diagnostics.contains { $0.code == .unsupportedRuntimeAttribute }, "\(nib.diagnostics)")
    }

    @Test("accessibility and shadow key paths are set; an unknown key path is still a warning")
    func runtimeAttributes() throws {
        let xml = Self.xib("""
                    <view contentMode="scaleToFill" id="card">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="card"/>
                            <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Photo card"/>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowOpacity">
                                <real key="value" value="0.25"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowRadius">
                                <real key="value" value="6"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="size" keyPath="layer.shadowOffset">
                                <size key="value" width="0.0" height="2"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="string" keyPath="heroID" value="card"/>
                        </userDefinedRuntimeAttributes>
                    </view>
            """)
        let nib = UINib(data: Data(xml.utf8), bundle: nil)
        let view = try #require(nib.instantiate(withOwner: nil).first as? UIView)
        #expect(view.accessibilityIdentifier == "card")
        #expect(view.accessibilityLabel == "Photo card")
        #expect(view.layer.shadowOpacity == 0.25)
        #expect(view.layer.shadowRadius == 6)
        #expect(view.layer.shadowOffset == CGSize(width: 0, height: 2))
        let warnings = nib.diagnostics.filter { $0.code == .unsupportedRuntimeAttribute }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("'heroID'") == true)
    }
}

extension UIKitCustomClassTests {
    @Test("on the canvas a UIKit class named as a custom class is drawn as the element's kind, as Xcode draws it, without a warning")
    func canvasKeepsTheElementKind() throws {
        let xml = Self.xib("""
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="scroll" customClass="UIScrollView">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            </view>
                        </subviews>
                    </view>
            """)
        let document = try IBDocument(data: Data(xml.utf8), path: "Canvas.xib")
        let canvas = IBInstantiator(document: document, options: .canvas)
        let root = canvas.makeViewTree(try #require(document.objects.first { $0.id == "root" }), superviewID: nil, index: 0)
        #expect(!(root.subviews.first is UIScrollView), "a plain view on the canvas")
        #expect(!canvas.diagnostics.contains { $0.code == .unknownClass }, "\(canvas.diagnostics)")
        let runtime = UINib(data: Data(xml.utf8), bundle: nil)
        let made = try #require(runtime.instantiate(withOwner: nil).first as? UIView)
        #expect(made.subviews.first is UIScrollView, "a scroll view at run time")
    }
}
