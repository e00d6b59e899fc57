@testable import AdaptiveKit
import Foundation
@testable import Rendering
import Testing
import ImageCodecs

/// Where the status bar puts the time: beside a notch on notched iPhones, centred on home-button
/// iPhones, at the left edge with the date on iPads (iOS 12 and later).
@MainActor
@Suite("Status bar drawing")
struct StatusBarDrawingTests {
    /// Dark pixels in a rectangle of points of a white window's picture.
    private func ink(on device: String, in rect: CGRect, root: UIViewController? = nil) throws -> Int {
        let window = UIWindow(device: try Device.named(device), orientation: .portrait)
        window.backgroundColor = .white
        if let root {
            root.view.backgroundColor = .white
            window.rootViewController = root
        }
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("osb-status-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            try WindowRenderer(window: window).render(to: url, format: .png)
        }
        let bitmap = try UIImage.load(contentsOfFile: url.path).decodedBGRA(decoder: BitmapImageCodec.shared)
        let scale = window.screen.scale
        var count = 0
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
                let pixel = bitmap.pixel(x: x, y: y)
                if pixel.red < 100 && pixel.green < 100 && pixel.blue < 100 { count += 1 }
            }
        }
        return count
    }

    @Test("an iPad shows the time and date at the left, nothing in the middle; a home-button iPhone centres the time")
    func timePlacement() throws {
        let pad = "iPad Pro (12.9-inch) (6th generation)"
        #expect(try ink(on: pad, in: CGRect(x: 16, y: 0, width: 140, height: 24)) > 100)
        #expect(try ink(on: pad, in: CGRect(x: 400, y: 0, width: 224, height: 24)) == 0)
        #expect(try ink(on: "iPhone 8", in: CGRect(x: 160, y: 0, width: 55, height: 20)) > 50)
        #expect(try ink(on: "iPhone 8", in: CGRect(x: 0, y: 0, width: 120, height: 20)) == 0)
    }

    final class Hiding: UIViewController {
        override var prefersStatusBarHidden: Bool { true }
    }

    @Test("a status bar the controllers hide (prefersStatusBarHidden) is not drawn")
    func hiddenStatusBar() throws {
        #expect(try ink(on: "iPhone 8", in: CGRect(x: 160, y: 0, width: 55, height: 20), root: UIViewController()) > 50)
        #expect(try ink(on: "iPhone 8", in: CGRect(x: 0, y: 0, width: 375, height: 20), root: Hiding()) == 0)
        #expect(try ink(on: "iPhone 15", in: CGRect(x: 0, y: 0, width: 393, height: 54), root: Hiding()) == 0)
    }
}
