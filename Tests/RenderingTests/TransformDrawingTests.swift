@testable import AdaptiveKit
import Foundation
@testable import Rendering
import Testing
import ImageCodecs

@MainActor
@Suite("Drawing transformed views")
struct TransformDrawingTests {
    /// The BGRA pixel at a point of a rendered PNG, as (r, g, b, a).
    private func pixel(_ bitmap: DecodedBitmap, x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let offset = y * bitmap.bytesPerRow + x * 4
        let bytes = bitmap.pixels
        return (bytes[offset + 2], bytes[offset + 1], bytes[offset], bytes[offset + 3])
    }

    @Test("a view is drawn under its transform, about its centre, with its subviews")
    func transformedView() throws {
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        // 100 × 20 at (100, 200): turned a quarter, it covers x 140–160, y 160–260.
        let bar = UIView(frame: CGRect(x: 100, y: 200, width: 100, height: 20))
        bar.backgroundColor = .red
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Its subview's left end (bar coordinates 0–10) ends up at the top (y 160–170).
        let tip = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        tip.backgroundColor = .blue
        bar.addSubview(tip)
        window.addSubview(bar)
        window.makeKeyAndVisible()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("osb-transform-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        var renderer = WindowRenderer(window: window)
        renderer.drawsSystemChrome = false
        try renderer.render(to: url, format: .png)
        let bitmap = try UIImage.load(contentsOfFile: url.path).decodedBGRA(decoder: BitmapImageCodec.shared)
        // 2× pixels.
        #expect(pixel(bitmap, x: 300, y: 450) == (255, 0, 0, 255), "inside the turned bar (150, 225) pt")
        #expect(pixel(bitmap, x: 300, y: 330) == (0, 0, 255, 255), "the subview at the top (150, 165) pt")
        #expect(pixel(bitmap, x: 220, y: 420) == (255, 255, 255, 255), "where the bar was before turning (110, 210) pt")
    }
}
