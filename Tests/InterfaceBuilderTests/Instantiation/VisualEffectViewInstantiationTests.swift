import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

/// `<visualEffectView>` makes a `UIVisualEffectView` with its blur or vibrancy effect and its
/// content view; PDF and SVG images named by a document load from the catalog beside it.
@Suite("Visual effect views and vector images from documents")
@MainActor
struct VisualEffectViewInstantiationTests {
    static let vectorScene = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AdaptiveKitTests/Fixtures/Vector/VectorScene.storyboard")

    private func allViews(_ root: UIView) -> [UIView] {
        [root] + root.subviews.flatMap(allViews)
    }

    @Test("blur and vibrancy effects with their styles; the document's content view is contentView; no placeholder warning")
    func effectsAndContentView() throws {
        let storyboard = try UIStoryboard.load(contentsOf: Self.vectorScene)
        let controller = try #require(storyboard.instantiateInitialViewController())
        let views = allViews(controller.view)
        let effectViews = views.compactMap { $0 as? UIVisualEffectView }
        #expect(effectViews.count == 2)
        let dark = try #require(effectViews.first)
        #expect(dark.effect == UIBlurEffect(style: .dark))
        #expect(dark.frame == CGRect(x: 40, y: 310, width: 140, height: 100))
        #expect(dark.subviews == [dark.contentView], "the content view is the effect view's only subview")
        #expect((dark.contentView.subviews.first as? UILabel)?.text == "Dark blur")
        let vibrancy = try #require(effectViews.last?.effect as? UIVibrancyEffect)
        #expect(vibrancy == UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel))
        #expect(!storyboard.diagnostics.contains { $0.code == .unsupportedView }, "\(storyboard.diagnostics)")
    }

    @Test("image views named PDF and SVG catalog images get them, at their size in points")
    func vectorImages() throws {
        let storyboard = try UIStoryboard.load(contentsOf: Self.vectorScene)
        let controller = try #require(storyboard.instantiateInitialViewController())
        let images = allViews(controller.view).compactMap { ($0 as? UIImageView)?.image }
        #expect(images.count == 5)
        #expect(images.prefix(4).allSatisfy { $0.size == CGSize(width: 25, height: 25) })
        #expect(images.last?.size == CGSize(width: 30, height: 20))
        #expect(images.first?.renderingMode == .alwaysTemplate)
    }

    @Test("corpus: every style written in a <blurEffect> maps to a UIBlurEffect style")
    func corpusStyles() throws {
        for style in ["dark", "extraLight", "light", "prominent", "regular", "systemUltraThinMaterial"] {
            #expect(UIBlurEffect.Style.allCases.contains { "\($0)" == style }, "\(style)")
        }
    }

    @Test("an unknown blur style is reported and drawn as regular")
    func unknownStyle() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <visualEffectView opaque="NO" contentMode="scaleToFill" id="fx1">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                        <view key="contentView" opaque="NO" contentMode="center" id="fx2">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                        </view>
                        <blurEffect style="shimmering"/>
                    </visualEffectView>
                </objects>
            </document>
            """
        let nib = UINib(data: Data(xml.utf8), bundle: nil)
        let view = try #require(nib.instantiate(withOwner: nil).first as? UIVisualEffectView)
        #expect(view.effect == UIBlurEffect(style: .regular))
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(nib.diagnostics.contains { $0.message.contains("unknown blur effect style \"shimmering\"") })
    }
}
