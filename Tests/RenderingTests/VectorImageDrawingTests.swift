@testable import AdaptiveKit
import Foundation
@testable import Rendering
import Testing
import ImageCodecs

/// PDF and SVG images measured and drawn with poppler and librsvg: sizes agree with AdaptiveKit's
/// built-in reader, pixels at 2× and 3×, vectors drawn sharp when the set preserves them, template
/// tint, bad input.
@MainActor
@Suite("Vector images drawn with poppler and librsvg")
struct VectorImageDrawingTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AdaptiveKitTests/Fixtures/Vector")
    static let catalog = fixtures.appendingPathComponent("Icons.xcassets")

    static func data(_ name: String) throws -> Data { try Data(contentsOf: fixtures.appendingPathComponent(name)) }

    /// Runs `body` with poppler and librsvg as AdaptiveKit's vector decoder (for this task only).
    func withRenderer<T>(_ body: () throws -> T) rethrows -> T {
        try VectorImageDecoder.$taskDecoder.withValue(VectorImageRenderer.shared, operation: body)
    }

    /// The window drawn as a PNG and decoded.
    func rendered(_ window: UIWindow) throws -> DecodedBitmap {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("osb-vector-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        var renderer = WindowRenderer(window: window)
        renderer.drawsSystemChrome = false
        try renderer.render(to: url, format: .png)
        return try UIImage.load(contentsOfFile: url.path).decodedBGRA(decoder: BitmapImageCodec.shared)
    }

    /// Red, green, blue, alpha (un-swizzled from BGRA).
    func rgba(_ bitmap: DecodedBitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let pixel = bitmap.pixel(x: x, y: y)
        return [pixel.red, pixel.green, pixel.blue, pixel.alpha]
    }

    func window(_ device: String, _ views: [UIView]) throws -> UIWindow {
        let window = UIWindow(device: try Device.named(device), orientation: .portrait)
        window.backgroundColor = .white
        for view in views { window.addSubview(view) }
        window.makeKeyAndVisible()
        return window
    }

    @Test("poppler's and librsvg's sizes agree with the built-in reader for every fixture")
    func sizesAgree() throws {
        let builtIn = BuiltInVectorImageDecoder()
        let names = [
            "half-red-25pt.pdf", "star-25pt.pdf", "cropped-50x30pt.pdf", "rotated-20x40pt.pdf", "object-stream-25pt.pdf",
            "viewbox-30x20.svg", "sized-32x12.svg",
        ]
        for name in names {
            let format = try #require(VectorImageFormat(pathExtension: (name as NSString).pathExtension))
            let document = try Self.data(name)
            #expect(try VectorImageRenderer.shared.size(of: document, format: format) == builtIn.size(of: document, format: format), "\(name)")
        }
    }

    @Test("a PDF 1.5 with its page in a compressed object stream is drawn by poppler")
    func objectStreamDrawn() throws {
        let bitmap = try VectorImageRenderer.shared.rasterize(
            try Self.data("object-stream-25pt.pdf"), format: .pdf, pixelWidth: 50, pixelHeight: 50)
        #expect(rgba(bitmap, 4, 25) == [255, 0, 0, 255])
        #expect(rgba(bitmap, 46, 25) == [0, 0, 0, 0])
    }

    @Test("a single-scale PDF set is rasterized at the scale asked for: 50×50 pixels at 2×, 75×75 at 3×")
    func rasterizedAtScale() throws {
        let catalog = try AssetCatalog(contentsOf: Self.catalog)
        for scale in [2, 3] {
            let image = try withRenderer {
                try catalog.image(named: "halfRed", compatibleWith: UITraitCollection(displayScale: CGFloat(scale)))
            }
            let bitmap = try withRenderer { try image.decodedBGRA(decoder: BitmapImageCodec.shared) }
            #expect(bitmap.width == 25 * scale && bitmap.height == 25 * scale)
            #expect(rgba(bitmap, 2, 12 * scale) == [255, 0, 0, 255], "the left half is red")
            #expect(rgba(bitmap, 25 * scale - 2, 12 * scale) == [0, 0, 0, 0], "the right half is transparent")
        }
    }

    @Test("drawn in an image view at 2× and 3×: the page's left half red, at its size in points")
    func drawnInImageView() throws {
        for (device, scale) in [("iPhone 8", 2), ("iPhone X", 3)] {
            let image = try withRenderer {
                try AssetCatalog(contentsOf: Self.catalog).image(named: "halfRed", compatibleWith: UITraitCollection(displayScale: CGFloat(scale)))
            }
            let imageView = UIImageView(frame: CGRect(x: 40, y: 100, width: 25, height: 25))
            imageView.image = image
            let bitmap = try rendered(try window(device, [imageView]))
            #expect(rgba(bitmap, (40 + 3) * scale, 112 * scale) == [255, 0, 0, 255], "\(device): red inside the left half")
            #expect(rgba(bitmap, (40 + 22) * scale, 112 * scale) == [255, 255, 255, 255], "\(device): the window shows through the right half")
            #expect(rgba(bitmap, 38 * scale, 112 * scale) == [255, 255, 255, 255], "\(device): nothing left of the view")
        }
    }

    @Test("preserved vector data is drawn sharp at any size; without it the 2× pixels are scaled up")
    func preservedVectorIsSharp() throws {
        let catalog = try AssetCatalog(contentsOf: Self.catalog)
        let traits = UITraitCollection(displayScale: 2)
        let (vector, raster) = try withRenderer {
            (try catalog.image(named: "halfRedVector", compatibleWith: traits), try catalog.image(named: "halfRed", compatibleWith: traits))
        }
        // 25 pt drawn in 100 pt: the red half ends at 50 pt = pixel 100 on an iPhone 8 (2×).
        let sharp = UIImageView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        sharp.image = vector
        let scaled = UIImageView(frame: CGRect(x: 0, y: 250, width: 100, height: 100))
        scaled.image = raster
        let bitmap = try rendered(try window("iPhone 8", [sharp, scaled]))
        #expect(rgba(bitmap, 99, 300) == [255, 0, 0, 255], "vector: red up to the edge")
        #expect(rgba(bitmap, 100, 300) == [255, 255, 255, 255], "vector: white right after it")
        let blurred = rgba(bitmap, 99, 600)
        #expect(blurred[0] == 255 && blurred[1] > 30 && blurred[1] < 225, "raster: the edge is a blend when scaled 4×: \(blurred)")
    }

    @Test("template PDFs are tinted: a preserved template star and a rasterized PDF made a template")
    func templateTint() throws {
        let catalog = try AssetCatalog(contentsOf: Self.catalog)
        let traits = UITraitCollection(displayScale: 2)
        let (star, half) = try withRenderer {
            (try catalog.image(named: "star", compatibleWith: traits), try catalog.image(named: "halfRed", compatibleWith: traits))
        }
        #expect(star.renderingMode == .alwaysTemplate)
        let tinted = UIImageView(frame: CGRect(x: 0, y: 100, width: 25, height: 25))
        tinted.image = star
        tinted.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let original = UIImageView(frame: CGRect(x: 50, y: 100, width: 25, height: 25))
        original.image = star.withRenderingMode(.alwaysOriginal)
        let rasterTemplate = UIImageView(frame: CGRect(x: 100, y: 100, width: 25, height: 25))
        rasterTemplate.image = half.withRenderingMode(.alwaysTemplate)
        rasterTemplate.tintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let bitmap = try rendered(try window("iPhone 8", [tinted, original, rasterTemplate]))
        #expect(rgba(bitmap, 25, 226) == [0, 0, 255, 255], "the star's centre in the tint colour")
        #expect(rgba(bitmap, 2, 202) == [255, 255, 255, 255], "outside the star: the window")
        #expect(rgba(bitmap, 125, 226) == [0, 0, 0, 255], "alwaysOriginal keeps the PDF's black")
        #expect(rgba(bitmap, 205, 226) == [0, 255, 0, 255], "the rasterized red half takes the tint")
        #expect(rgba(bitmap, 245, 226) == [255, 255, 255, 255], "its transparent half stays transparent")
    }

    @Test("a tab bar item's PDF icon (automatic rendering mode) is drawn as a template in the tint colour")
    func tabBarIcon() throws {
        let icon = try withRenderer {
            try AssetCatalog(contentsOf: Self.catalog).image(named: "halfRedVector", compatibleWith: UITraitCollection(displayScale: 2))
        }
        #expect(icon.renderingMode == .automatic)
        let bar = UITabBar(frame: CGRect(x: 0, y: 500, width: 375, height: 49))
        let item = UITabBarItem(title: "Stars", image: icon, tag: 0)
        bar.items = [item]
        bar.selectedItem = item
        bar.tintColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        let window = try window("iPhone 8", [bar])
        let frames = try #require(bar.contentFramesForItem(at: 0))
        let iconFrame = frames.image.offsetBy(dx: 0, dy: 500)
        let bitmap = try rendered(window)
        let left = rgba(bitmap, Int((iconFrame.minX + 2) * 2), Int(iconFrame.midY * 2))
        #expect(left == [0, 128, 0, 255], "the red half in the tint: \(left)")
        let right = rgba(bitmap, Int((iconFrame.maxX - 2) * 2), Int(iconFrame.midY * 2))
        #expect(right[0] > 230 && right[1] > 230 && right[2] > 230, "the empty half shows the bar's light background: \(right)")
    }

    @Test("a system button's PDF image is a template in the tint colour; a custom button's is drawn as is")
    func buttonImages() throws {
        let icon = try withRenderer {
            try AssetCatalog(contentsOf: Self.catalog).image(named: "halfRedVector", compatibleWith: UITraitCollection(displayScale: 2))
        }
        let system = UIButton(type: .system)
        system.setImage(icon, for: .normal)
        system.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        system.frame = CGRect(x: 0, y: 100, width: 25, height: 25)
        let custom = UIButton(type: .custom)
        custom.setImage(icon, for: .normal)
        custom.frame = CGRect(x: 50, y: 100, width: 25, height: 25)
        let bitmap = try rendered(try window("iPhone 8", [system, custom]))
        #expect(rgba(bitmap, 6, 225) == [0, 0, 255, 255], "system: the tint")
        #expect(rgba(bitmap, 106, 225) == [255, 0, 0, 255], "custom: the PDF's red")
    }

    @Test("an SVG file is drawn by librsvg at its width and height: the left half blue")
    func svgDrawn() throws {
        let image = try withRenderer { try UIImage.load(contentsOfFile: Self.fixtures.appendingPathComponent("sized-32x12.svg").path) }
        #expect(image.size == CGSize(width: 32, height: 12))
        let imageView = UIImageView(frame: CGRect(x: 0, y: 100, width: 32, height: 12))
        imageView.image = image
        let bitmap = try rendered(try window("iPhone X", [imageView]))
        #expect(rgba(bitmap, 4 * 3, 106 * 3) == [0, 0, 255, 255])
        #expect(rgba(bitmap, 28 * 3, 106 * 3) == [255, 255, 255, 255])
    }

    @Test("malformed documents: poppler's and librsvg's messages, no crash; drawn as the placeholder")
    func badInput() throws {
        #expect(throws: VectorImageDecodingError.self) {
            try VectorImageRenderer.shared.size(of: Data("%PDF-1.4\nnot really\n".utf8), format: .pdf)
        }
        #expect(throws: VectorImageDecodingError.self) {
            try VectorImageRenderer.shared.size(of: Data("<svg><g></svg>".utf8), format: .svg)
        }
        #expect(throws: VectorImageDecodingError("the document is empty")) {
            try VectorImageRenderer.shared.rasterize(Data(), format: .svg, pixelWidth: 1, pixelHeight: 1)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("osb-vector-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let truncated = folder.appendingPathComponent("cut.pdf")
        try Self.data("half-red-25pt.pdf").prefix(200).write(to: truncated)
        let error = #expect(throws: ImageError.self) { try withRenderer { try UIImage.load(contentsOfFile: truncated.path) } }
        guard case let .invalidVectorImage(format, path, _)? = error else {
            Issue.record("expected invalidVectorImage, got \(String(describing: error))")
            return
        }
        #expect(format == "PDF" && path == truncated.path)
    }

    @Test("rasterizing a 25-pt PDF icon at 3× is quick, parsed or kept (the times are printed)")
    func rasterizeSpeed() throws {
        let document = try Self.data("star-25pt.pdf")
        let clock = ContinuousClock()
        let runs = 40
        func milliseconds(_ duration: Duration) -> Double {
            (Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15) / Double(runs)
        }
        let cold = try clock.measure {
            for _ in 0..<runs { _ = try VectorImageRenderer().rasterize(document, format: .pdf, pixelWidth: 75, pixelHeight: 75) }
        }
        let renderer = VectorImageRenderer()
        _ = try renderer.size(of: document, format: .pdf)
        let warm = try clock.measure {
            for _ in 0..<runs { _ = try renderer.rasterize(document, format: .pdf, pixelWidth: 75, pixelHeight: 75) }
        }
        print("vector: star-25pt.pdf at 3×: \(String(format: "%.3f", milliseconds(cold))) ms parsed and rasterized, \(String(format: "%.3f", milliseconds(warm))) ms rasterized again")
        // Generous bounds for a debug build on a busy machine (the suite runs tests in parallel,
        // so the two times are not compared with each other).
        #expect(milliseconds(cold) < 50)
        #expect(milliseconds(warm) < 50)
    }

    @Test("a visual effect view draws a translucent material; its content view's subviews draw above")
    func visualEffectView() throws {
        let red = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let dark = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        dark.frame = CGRect(x: 0, y: 100, width: 100, height: 100)
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        dark.contentView.addSubview(badge)
        let light = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        light.frame = CGRect(x: 150, y: 100, width: 100, height: 100)
        let none = UIVisualEffectView(effect: nil)
        none.frame = CGRect(x: 300, y: 100, width: 50, height: 50)
        let bitmap = try rendered(try window("iPhone 8", [red, dark, light, none]))
        let blended = rgba(bitmap, 120, 300)
        // 0.73 of grey 0.11 over red: red ≈ 0.27 + 0.08.
        #expect(blended[0] > 70 && blended[0] < 110 && blended[1] < 40 && blended[3] == 255, "dark material over red: \(blended)")
        #expect(rgba(bitmap, 40, 240) == [0, 255, 0, 255], "the content view's subview above the material")
        let material = rgba(bitmap, 400, 300)
        #expect(material[0] > 245 && material[0] == material[1] && material[1] == material[2], "light material over white: \(material)")
        #expect(rgba(bitmap, 650, 250) == [255, 255, 255, 255], "no effect draws nothing")
        #expect(dark.contentView.frame == dark.bounds, "the content view fills the effect view")
    }

    @Test("in PNGs the backdrop is blurred: black and white stripes behind a material become an even grey")
    func backdropBlur() throws {
        var stripes: [UIView] = []
        for index in 0..<20 {
            let stripe = UIView(frame: CGRect(x: CGFloat(index) * 8, y: 100, width: 4, height: 200))
            stripe.backgroundColor = .black
            stripes.append(stripe)
        }
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
        effect.frame = CGRect(x: 0, y: 200, width: 160, height: 100)
        let striped = try window("iPhone 8", stripes + [effect])
        let bitmap = try rendered(striped)
        // Outside the effect: black and white stripes (2 px into each 4-pt stripe at 2×).
        #expect(rgba(bitmap, 84, 300)[0] == 0 && rgba(bitmap, 92, 300)[0] == 255)
        // Inside: the stripes are blurred into one grey, under a light material.
        let samples = stride(from: 80, to: 240, by: 2).map { Int(rgba(bitmap, $0, 500)[0]) }
        let spread = samples.max()! - samples.min()!
        #expect(spread < 16, "even grey under the blur: \(samples)")
        #expect(samples[0] > 120 && samples[0] < 230, "half black, half white, lightened: \(samples[0])")
        // PDF output cannot read back pixels: the fill alone, no failure.
        let pdf = FileManager.default.temporaryDirectory.appendingPathComponent("osb-vector-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: pdf) }
        try WindowRenderer(window: striped).render(to: pdf, format: .pdf)
    }
}
