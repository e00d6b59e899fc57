@testable import AdaptiveKit
import Foundation
@testable import Rendering
import Testing

/// Frames a document's numbers made huge, negative, infinite or NaN are drawn (or skipped)
/// without trapping in the conversions to Pango units and pixels.
@MainActor
@Suite("Drawing degenerate geometry")
struct DegenerateGeometryDrawingTests {
    @Test("Pango units stay within 0…Int32.max for NaN, infinite, negative and huge lengths")
    func pangoUnits() {
        #expect(CairoContext.pangoUnits(.nan) == 0)
        #expect(CairoContext.pangoUnits(-.infinity) == 0)
        #expect(CairoContext.pangoUnits(-1e308) == 0)
        #expect(CairoContext.pangoUnits(.infinity) == Int32.max)
        #expect(CairoContext.pangoUnits(1e308) == Int32.max)
        #expect(CairoContext.pangoUnits(10) == 10 * 1024)
    }

    @Test("pixel rectangles of NaN, infinite and huge rectangles are cut to the picture")
    func pixelRect() throws {
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let bitmap = try WindowRenderer(window: window).bitmap(scale: 1)
        let nan = bitmap.pixelRect(CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .nan))
        #expect(nan.x.isEmpty || nan.x.upperBound <= bitmap.width)
        let huge = bitmap.pixelRect(CGRect(x: -1e308, y: -10, width: .infinity, height: 1e308))
        #expect(huge.x == 0..<bitmap.width)
        #expect(huge.y == 0..<bitmap.height)
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: -.infinity) == .min)
        #expect(Int(saturating: 1e300) == .max)
    }

    @Test("labels whose bounds are NaN, infinite or huge, with unlimited or 2^40 lines, are drawn without trapping")
    func labels() throws {
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
            window.backgroundColor = .white
            let frames = [
                CGRect(x: 10, y: 10, width: 100, height: CGFloat.nan),
                CGRect(x: 10, y: 10, width: 100, height: -1e308),
                CGRect(x: 10, y: 10, width: 1e308, height: .infinity),
                CGRect(x: 10, y: 10, width: 100, height: 1e308),
            ]
            for (index, frame) in frames.enumerated() {
                let label = UILabel(frame: .zero)
                label.text = "Label \(index)"
                label.numberOfLines = index == 3 ? 1 << 40 : 0
                label.frame = frame
                window.addSubview(label)
            }
            window.makeKeyAndVisible()
            var renderer = WindowRenderer(window: window)
            renderer.drawsSystemChrome = false
            // Drawn, or refused with Cairo's error (a view of infinite size has no invertible
            // matrix): either way, no trap.
            do {
                let bitmap = try renderer.bitmap(scale: 1)
                #expect(bitmap.width == 375)
            } catch {
                #expect("\(error)".contains("could not render"))
            }
        }
    }
}
