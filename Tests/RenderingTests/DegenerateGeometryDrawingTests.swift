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

    @Test("font sizes Pango is given stay within 0…1,024 pt")
    func drawnPointSizes() {
        #expect(FontMapping.drawnPointSize(17) == 17)
        #expect(FontMapping.drawnPointSize(1e6) == 1_024)
        #expect(FontMapping.drawnPointSize(.infinity) == 1_024)
        #expect(FontMapping.drawnPointSize(.nan) == 0)
        #expect(FontMapping.drawnPointSize(-3) == 0)
    }

    /// Text of a million points and more (a mutated `pointSize`) is drawn at 1,024 pt
    /// (`FontMapping.largestPointSize`): beyond what Cairo can draw a glyph at, a picture failed
    /// with "error occurred in libfreetype" (`MutationTests` draws the esri document that showed
    /// it). Each picture here is drawn, and the ordinary text after them too.
    @Test("text of a million points is drawn, and the pictures after it too")
    func astronomicalFontSize() throws {
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            for size in [1e6, CGFloat.greatestFiniteMagnitude, 17] {
                // A text field's placeholder, drawn on its one line whatever its size, in a family
                // the machine lacks (drawn in the fallback face, DejaVu Sans), at 3×, written as
                // a PNG as `render` writes it: the mutated esri document whose picture failed.
                let phone = UIWindow(device: try Device.named("iPhone 15"), orientation: .portrait)
                let field = UITextField(frame: CGRect(x: 10, y: 100, width: 355, height: 34))
                field.placeholder = "Point of Interest"
                field.font = UIFont(name: "Avenir-Book", size: size) ?? .systemFont(ofSize: size)
                phone.addSubview(field)
                phone.makeKeyAndVisible()
                let file = FileManager.default.temporaryDirectory.appendingPathComponent("huge-font-\(getpid()).png")
                defer { try? FileManager.default.removeItem(at: file) }
                try WindowRenderer(window: phone).render(to: file, format: .png)
                let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
                window.backgroundColor = .white
                let label = UILabel(frame: CGRect(x: 10, y: 100, width: 300, height: 200))
                label.text = "Label"
                label.font = .systemFont(ofSize: size)
                window.addSubview(label)
                window.makeKeyAndVisible()
                let bitmap = try WindowRenderer(window: window).bitmap(scale: 2)
                #expect(bitmap.width == 750, "\(size) pt")
                if size == 17 {
                    // The 17-pt label's text is there: dark pixels in its first line.
                    let (xs, ys) = bitmap.pixelRect(CGRect(x: 10, y: 190, width: 60, height: 20))
                    let dark = ys.flatMap { y in xs.map { x in bitmap.pixel(x: x, y: y) & 0xFF } }.filter { $0 < 100 }
                    #expect(dark.count > 20, "the text drawn after the huge label")
                }
            }
        }
    }
}
