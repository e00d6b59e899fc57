@testable import AdaptiveKit
import Foundation
@testable import Rendering
import Testing
import ImageCodecs

/// Labels with `numberOfLines = 0` and the tail truncation Xcode writes by default draw every
/// line their bounds hold, not only the first.
@MainActor
@Suite("Drawing multi-line labels")
struct MultilineLabelDrawingTests {
    static let text = "On iPad, the game opens in the detail column beside this menu."

    /// The label drawn with `lines` lines in a two-line frame, as BGRA bytes.
    private func draw(lines: Int) throws -> (pixels: [UInt8], twoLineHeight: CGFloat) {
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.backgroundColor = .white
        let label = UILabel(frame: .zero)
        label.text = Self.text
        label.font = .systemFont(ofSize: 17)
        label.textColor = .black
        label.numberOfLines = 0
        label.lineBreakMode = .byTruncatingTail
        label.preferredMaxLayoutWidth = 280
        let size = label.intrinsicContentSize
        label.numberOfLines = lines
        label.frame = CGRect(origin: CGPoint(x: 20, y: 100), size: CGSize(width: 280, height: size.height))
        window.addSubview(label)
        window.makeKeyAndVisible()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("osb-multiline-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        var renderer = WindowRenderer(window: window)
        renderer.drawsSystemChrome = false
        try renderer.render(to: url, format: .png)
        return (try UIImage.load(contentsOfFile: url.path).decodedBGRA(decoder: BitmapImageCodec.shared).pixels, size.height)
    }

    @Test("a two-line tail-truncating label with unlimited lines draws both lines, not one ellipsized line")
    func secondLineDrawn() throws {
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            let unlimited = try draw(lines: 0)
            let oneLine = try draw(lines: 1)
            let two = try draw(lines: 2)
            #expect(unlimited.twoLineHeight > 34, "two lines at 280 pt")
            let asTwoLines = unlimited.pixels == two.pixels, asOneLine = unlimited.pixels == oneLine.pixels
            #expect(asTwoLines, "unlimited lines in a two-line frame: the two lines")
            #expect(!asOneLine, "not the first line ellipsized")
        }
    }
}
