@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("UIImageView: intrinsic size and trait variants")
struct UIImageViewTests {
    @Test("the intrinsic size is the image's size in points; none without an image")
    func intrinsicSize() throws {
        let view = UIImageView(frame: .zero)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let image = try UIImage.load(data: TestPNG.data(width: 40, height: 20), scale: 2)
        view.image = image
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 10))
        let sized = UIImageView(image: image)
        #expect(sized.frame.size == CGSize(width: 20, height: 10))
    }

    @Test("an asset catalog image shows its compact-width variant in portrait and switches on rotation")
    func catalogVariantOnRotation() throws {
        let folder = try TemporaryFolder()
        let slots: [[String: Any]] = [
            ["idiom": "universal", "scale": "3x", "filename": "wide.png"],
            ["idiom": "universal", "scale": "3x", "filename": "narrow.png", "width-class": "compact"],
        ]
        let json: [String: Any] = ["images": slots, "info": ["author": "xcode", "version": 1]]
        try folder.write("Test.xcassets/banner.imageset/Contents.json", JSONSerialization.data(withJSONObject: json))
        try folder.writePNG("Test.xcassets/banner.imageset/wide.png", width: 300, height: 60)    // 100 × 20 pt
        try folder.writePNG("Test.xcassets/banner.imageset/narrow.png", width: 150, height: 90) // 50 × 30 pt
        let catalog = try AssetCatalog(contentsOf: folder.url.appendingPathComponent("Test.xcassets"))
        let image = try catalog.image(named: "banner", compatibleWith: nil)

        // The iPhone 8 Plus is compact wide in portrait and regular wide in landscape.
        let window = try ViewFixtures.window("iPhone 8 Plus", .portrait)
        let imageView = ViewFixtures.add(UIImageView(image: image), to: window)
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            imageView.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
        ])
        window.layoutIfNeeded()
        #expect(imageView.displayedImage?.fileName == "narrow.png")
        #expect(imageView.intrinsicContentSize == CGSize(width: 50, height: 30))
        #expect(imageView.frame == CGRect(x: 10, y: 40, width: 50, height: 30))

        window.rotate(to: .landscapeLeft)
        #expect(imageView.displayedImage?.fileName == "wide.png")
        #expect(imageView.frame == CGRect(x: 10, y: 40, width: 100, height: 20))

        window.rotate(to: .portrait)
        #expect(imageView.frame == CGRect(x: 10, y: 40, width: 50, height: 30))
    }

    @Test("registered UIImageAsset variants follow the view's traits; highlighted images too")
    func registeredVariants() throws {
        let asset = UIImageAsset()
        let light = try UIImage.load(data: TestPNG.data(width: 20, height: 20), scale: 2)
        let dark = try UIImage.load(data: TestPNG.data(width: 40, height: 40), scale: 2)
        asset.register(light, with: UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 2)]))
        asset.register(dark, with: UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2)]))
        let window = try ViewFixtures.window("iPhone 8")
        let imageView = UIImageView(image: light)
        window.addSubview(imageView)
        #expect(imageView.intrinsicContentSize == CGSize(width: 10, height: 10))
        window.setUserInterfaceStyle(.dark)
        #expect(imageView.displayedImage === dark)
        #expect(imageView.intrinsicContentSize == CGSize(width: 20, height: 20))

        let highlighted = try UIImage.load(data: TestPNG.data(width: 6, height: 6), scale: 2)
        imageView.highlightedImage = highlighted
        imageView.isHighlighted = true
        #expect(imageView.intrinsicContentSize == CGSize(width: 3, height: 3))
    }
}
