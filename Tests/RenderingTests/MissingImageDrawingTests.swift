@testable import AdaptiveKit
import Foundation
@testable import InterfaceBuilder
@testable import Rendering
import Testing

/// An image a document names that is in no asset catalog and no file: a warning naming it at the
/// element that names it, and in pictures a crossed, bordered placeholder box at the size the
/// document recorded, placed by the content mode (never a silent blank).
@MainActor
@Suite("Missing images")
struct MissingImageDrawingTests {
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
                                <imageView contentMode="center" image="nowhere" id="i1">
                                    <rect key="frame" x="40" y="200" width="200" height="100"/>
                                </imageView>
                                <button contentMode="scaleToFill" buttonType="system" id="b1">
                                    <rect key="frame" x="40" y="400" width="200" height="44"/>
                                    <state key="normal" title="Share" image="share-icon"/>
                                </button>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
        <resources>
            <image name="nowhere" width="60" height="40"/>
            <image name="share-icon" width="24" height="24"/>
        </resources>
    </document>
    """

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("osb-missing-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("the warning names the image and the element's line and column; a device shows nothing, a picture a placeholder")
    func warningAndPlaceholderImage() throws {
        let bundleFolder = try folder()
        defer { try? FileManager.default.removeItem(at: bundleFolder) }
        let document = try IBDocument(data: Data(Self.xml.utf8), path: "Missing.storyboard")
        let bundle = try #require(Bundle(path: bundleFolder.path))

        // As on a device: no image, a warning.
        let plain = IBInstantiator(document: document, bundle: bundle)
        let deviceController = plain.makeController(try #require(document.object(withID: "vc1")))
        let deviceImageView = try #require(deviceController.view.subviews.first as? UIImageView)
        #expect(deviceImageView.image == nil)
        let warning = try #require(plain.diagnostics.first { $0.code == .missingImage && $0.message.contains("'nowhere'") })
        #expect(warning.severity == .warning)
        #expect(warning.file == "Missing.storyboard")
        let element = try #require(document.object(withID: "i1")?.position)
        #expect(warning.line == element.line && warning.column == element.column, "at the <imageView> that names it")
        #expect(plain.diagnostics.contains { $0.code == .missingImage && $0.message.contains("'share-icon'") })

        // As pictures draw it: a placeholder at the recorded size.
        let canvas = IBInstantiator(document: document, options: IBSceneWindow.options, bundle: bundle)
        let controller = canvas.makeController(try #require(document.object(withID: "vc1")))
        let imageView = try #require(controller.view.subviews.first as? UIImageView)
        #expect(imageView.image?.missingImageName == "nowhere")
        #expect(imageView.image?.size == CGSize(width: 60, height: 40))
        #expect(imageView.intrinsicContentSize == CGSize(width: 60, height: 40), "laid out as the app's image would be")
        let button = try #require(controller.view.subviews.last as? UIButton)
        #expect(button.currentImage?.missingImageName == "share-icon")
    }

    @Test("the picture shows the placeholder where the image would be, and nothing around it")
    func placeholderPixels() throws {
        let bundleFolder = try folder()
        defer { try? FileManager.default.removeItem(at: bundleFolder) }
        let document = try IBDocument(data: Data(Self.xml.utf8), path: "Missing.storyboard")
        let loader = IBStoryboardLoader(name: "Missing", document: document, bundle: Bundle(path: bundleFolder.path), options: IBSceneWindow.options)
        let bitmap = try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) { () throws -> RenderedBitmap in
            let scene = try #require(IBSceneWindow.make(sceneID: "s1", loader: loader, device: try Device.named("iPhone 15"), orientation: .portrait))
            defer { scene.window.rootViewController = nil }
            #expect(scene.diagnostics.contains { $0.code == .missingImage && $0.message.contains("'nowhere'") })
            return try WindowRenderer(window: scene.window).bitmap(scale: 2)
        }
        let white: UInt32 = 0xFFFF_FFFF
        // The image view is 200 × 100 at (40, 200); the 60 × 40 image is centred in it.
        let box = CGRect(x: 40 + 70, y: 200 + 30, width: 60, height: 40)
        func pixel(_ x: CGFloat, _ y: CGFloat) -> UInt32 { bitmap.pixel(x: Int(x * 2), y: Int(y * 2)) }
        #expect(pixel(box.minX + 15, box.midY) != white, "the light grey box")
        #expect(pixel(box.minX + 0.25, box.midY) != pixel(box.minX + 15, box.midY), "a border darker than the box")
        #expect(pixel(box.midX, box.midY) != pixel(box.minX + 15, box.midY), "the cross through the middle")
        #expect(pixel(45, 205) == white, "nothing outside the image's place in the view")
        #expect(pixel(box.maxX + 5, box.midY) == white)
        // The button's image: a 24-pt box left of its title.
        #expect(bitmap.uniformColor(in: CGRect(x: 40, y: 400, width: 200, height: 44)) == nil)
    }

    @Test("text that cannot be seen is found, with its reason")
    func blankTextReasons() throws {
        let window = UIWindow(device: try Device.named("iPhone 15"), orientation: .portrait)
        let root = UIViewController()
        window.rootViewController = root
        root.view.backgroundColor = .white
        func label(_ text: String, _ frame: CGRect, color: UIColor = .black) -> UILabel {
            let label = UILabel(frame: frame)
            label.text = text
            label.textColor = color
            root.view.addSubview(label)
            return label
        }
        _ = label("Seen", CGRect(x: 20, y: 100, width: 200, height: 30))
        _ = label("White on white", CGRect(x: 20, y: 150, width: 200, height: 30), color: .white)
        _ = label("Under a card", CGRect(x: 20, y: 200, width: 200, height: 30))
        let card = UIView(frame: CGRect(x: 0, y: 190, width: 393, height: 50))
        card.backgroundColor = .systemBlue
        root.view.addSubview(card)
        let clipper = UIView(frame: CGRect(x: 20, y: 300, width: 200, height: 30))
        clipper.clipsToBounds = true
        root.view.addSubview(clipper)
        let clipped = UILabel(frame: CGRect(x: 0, y: 40, width: 200, height: 30))
        clipped.text = "Clipped"
        clipper.addSubview(clipped)
        // Centred in a label that mostly reaches past the right edge: its text is off the screen.
        label("Off the screen", CGRect(x: 380, y: 400, width: 200, height: 30)).textAlignment = .center
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        defer { window.rootViewController = nil }
        let bitmap = try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) { try WindowRenderer(window: window).bitmap(scale: 1) }
        let texts = TextVisibility.items(in: window).map(\.text)
        #expect(texts.contains("Seen") && texts.contains("Off the screen"))
        let blanks = Dictionary(TextVisibility.blankTexts(in: window, bitmap: bitmap).map { ($0.item.text, $0.reason ?? "none") }, uniquingKeysWith: { a, _ in a })
        #expect(blanks["Seen"] == nil)
        #expect(blanks["White on white"]?.hasPrefix("drawn in the colour behind it") == true, "\(blanks)")
        #expect(blanks["Under a card"] == "covered by a UIView, drawn above it", "\(blanks)")
        #expect(blanks["Clipped"]?.hasPrefix("clipped away by its superview") == true, "\(blanks)")
        #expect(blanks["Off the screen"]?.hasPrefix("mostly outside the window") == true, "\(blanks)")
    }
}
