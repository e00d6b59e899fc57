@testable import AdaptiveKit
import Foundation
@testable import Rendering
import Testing
import ImageCodecs

@MainActor
@Suite("Rendering windows")
struct WindowRendererTests {
    private func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("osb-render-\(UUID().uuidString)-\(name)")
    }

    /// The BGRA pixel at a point of a rendered PNG.
    private func pixel(_ bitmap: DecodedBitmap, x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let offset = y * bitmap.bytesPerRow + x * 4
        let bytes = bitmap.pixels
        return (bytes[offset + 2], bytes[offset + 1], bytes[offset], bytes[offset + 3])
    }

    @Test("a PNG at the device's pixel size with backgrounds, rounded corners, borders, alpha and clipping")
    func png() throws {
        let window = UIWindow(device: try Device.named("iPhone X"), orientation: .portrait)
        let red = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        red.backgroundColor = .red
        let half = UIView(frame: CGRect(x: 200, y: 100, width: 100, height: 100))
        half.backgroundColor = .blue
        half.alpha = 0.5
        let clipper = UIView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        clipper.clipsToBounds = true
        let overflow = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        overflow.backgroundColor = .green
        clipper.addSubview(overflow)
        let bordered = UIView(frame: CGRect(x: 100, y: 400, width: 100, height: 100))
        bordered.layer.borderWidth = 4
        bordered.layer.borderColor = UIColor.black.cgColor
        bordered.layer.cornerRadius = 20
        bordered.backgroundColor = .white
        for view in [red, half, clipper, bordered] { window.addSubview(view) }
        window.makeKeyAndVisible()

        let url = temporaryFile("window.png")
        defer { try? FileManager.default.removeItem(at: url) }
        try WindowRenderer(window: window).render(to: url, format: .png)
        let image = try UIImage.load(contentsOfFile: url.path)
        #expect(image.size == CGSize(width: 1125, height: 2436), "pixels: 375 × 812 points at 3×")
        let bitmap = try image.decodedBGRA(decoder: BitmapImageCodec.shared)
        #expect(pixel(bitmap, x: 150, y: 450) == (255, 0, 0, 255), "red at (50, 150) pt")
        let blended = pixel(bitmap, x: 750, y: 450)
        #expect(blended.b == 255 && blended.r > 120 && blended.r < 136 && blended.g > 120 && blended.g < 136, "half-transparent blue over white: \(blended)")
        #expect(pixel(bitmap, x: 75, y: 975) == (0, 255, 0, 255), "inside the clipping view")
        #expect(pixel(bitmap, x: 225, y: 975) == (255, 255, 255, 255), "the overflow is clipped")
        #expect(pixel(bitmap, x: 303, y: 1350) == (0, 0, 0, 255), "the border's left edge, 1 pt in")
        #expect(pixel(bitmap, x: 450, y: 1350) == (255, 255, 255, 255), "the white inside the border")
        #expect(pixel(bitmap, x: 303, y: 1203) == (255, 255, 255, 255), "outside the rounded corner")
        // The home indicator: a dark bar 13 pt above the bottom, centred.
        #expect(pixel(bitmap, x: 562, y: 2436 - 30) == (0, 0, 0, 255))
    }

    @Test("dark appearance resolves system colours dark")
    func darkAppearance() throws {
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        view.backgroundColor = .systemBackground
        window.addSubview(view)
        window.makeKeyAndVisible()
        window.setUserInterfaceStyle(.dark)
        let url = temporaryFile("dark.png")
        defer { try? FileManager.default.removeItem(at: url) }
        try WindowRenderer(window: window).render(to: url, format: .png)
        let bitmap = try UIImage.load(contentsOfFile: url.path).decodedBGRA(decoder: BitmapImageCodec.shared)
        #expect(pixel(bitmap, x: 100, y: 300) == (0, 0, 0, 255))
    }

    @Test("PDF and SVG files in points")
    func vectors() throws {
        let window = UIWindow(device: try Device.named("iPad Air 2"), orientation: .landscapeLeft)
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.backgroundColor = .systemRed
        window.addSubview(view)
        window.makeKeyAndVisible()
        let pdf = temporaryFile("w.pdf"), svg = temporaryFile("w.svg")
        defer { try? FileManager.default.removeItem(at: pdf); try? FileManager.default.removeItem(at: svg) }
        try WindowRenderer(window: window).render(to: pdf, format: .pdf)
        try WindowRenderer(window: window).render(to: svg, format: .svg)
        let pdfText = String(decoding: try Data(contentsOf: pdf), as: UTF8.self)
        #expect(pdfText.hasPrefix("%PDF-"))
        #expect(pdfText.contains("/MediaBox [ 0 0 1024 768 ]"))
        let svgText = try String(contentsOf: svg, encoding: .utf8)
        #expect(svgText.contains("width=\"1024pt\"") && svgText.contains("height=\"768pt\""))
    }

    @Test("an unwritable path is an error naming the file, not a crash")
    func unwritable() throws {
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.makeKeyAndVisible()
        #expect(throws: RenderError.self) {
            try WindowRenderer(window: window).render(to: URL(fileURLWithPath: "/nonexistent-dir/x.png"), format: .png)
        }
    }
}
