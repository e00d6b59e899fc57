@testable import AdaptiveKit
import Foundation
@testable import Rendering
import Testing

/// Fonts an app ships: registered with fontconfig, they are found by PostScript name and family,
/// measured and drawn in their own face; before that they are reported missing and fall back.
@MainActor
@Suite("Fonts an app ships")
struct FontRegistryTests {
    @Test("a registered font changes the measured width, and drawing uses it too")
    func registeredFontMeasuresAndDraws() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("osb-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A family fontconfig does not know (see `RenamedFont`); fonts stay registered for the
        // process, so this test's family is its own.
        let family = "OSB Registered Mono"
        _ = try RenamedFont.write(family: family, postScriptName: "OSBRegisteredMono-Regular", into: folder)
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("Broken.ttf"))
        let font = try #require(UIFont(name: "OSBRegisteredMono-Regular", size: 20))
        let text = "iiiiiiiiii"

        guard case .missing = FontRegistry.availability(of: font, family: family) else {
            Issue.record("the family is found before it is registered: \(FontRegistry.availability(of: font, family: family))")
            return
        }
        let before = PangoTextMeasurer.shared.width(of: text, font: font)

        let result = FontRegistry.register(fontsIn: folder)
        #expect(result.registered.map(\.families) == [[family]])
        #expect(result.registered.first?.postScriptNames == ["OSBRegisteredMono-Regular"])
        #expect(result.failed.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["Broken.ttf"], "a file that is not a font is reported")
        #expect(FontRegistry.availability(of: font, family: family) == .available(family: family))
        #expect(FontRegistry.availability(of: try #require(UIFont(name: "OSBRegisteredMono-Regular", size: 20)), family: nil)
            == .available(family: family), "found by its PostScript name alone")

        let after = PangoTextMeasurer.shared.width(of: text, font: font)
        // Nimbus Mono PS advances 600/1000 em: ten characters of 20 pt are 120 pt wide; the
        // sans-serif fallback's i is far narrower.
        #expect(abs(after - 120) < 1, "measured in the registered face: \(after)")
        #expect(after > before * 1.5, "before registering: \(before)")

        // Drawing: a label as wide as its measured text is inked to its right end.
        let window = UIWindow(device: try Device.named("iPhone 15"), orientation: .portrait)
        let root = UIViewController()
        window.rootViewController = root
        root.view.backgroundColor = .white
        let label = UILabel(frame: .zero)
        label.text = text
        label.font = font
        label.textColor = .black
        root.view.addSubview(label)
        let size = TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) { label.intrinsicContentSize }
        label.frame = CGRect(origin: CGPoint(x: 20, y: 200), size: size)
        window.makeKeyAndVisible()
        defer { window.rootViewController = nil }
        let bitmap = try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) { try WindowRenderer(window: window).bitmap(scale: 2) }
        var rightmostInk = 0
        for y in Int(label.frame.minY * 2)..<Int(label.frame.maxY * 2) {
            for x in Int(label.frame.minX * 2)..<Int(label.frame.maxX * 2 + 40) where bitmap.pixel(x: x, y: y) & 0xFF < 128 {
                rightmostInk = max(rightmostInk, x)
            }
        }
        #expect(abs(size.width - 120) < 1)
        // The last i sits in the middle of its 12-point cell.
        #expect(CGFloat(rightmostInk) / 2 > label.frame.maxX - 9 && CGFloat(rightmostInk) / 2 < label.frame.maxX, "ink ends at \(CGFloat(rightmostInk) / 2), the label at \(label.frame.maxX)")
    }

    @Test("Apple's core fonts are drawn in similar faces and not reported; others are missing with their fallback")
    func availability() throws {
        #expect(FontRegistry.availability(of: .systemFont(ofSize: 17)) == .system)
        #expect(FontRegistry.availability(of: try #require(UIFont(name: "HelveticaNeue-Bold", size: 17)), family: "Helvetica Neue")
            == .substituted(family: "Nimbus Sans"))
        #expect(FontRegistry.availability(of: try #require(UIFont(name: "NimbusSans-Bold", size: 17))) == .available(family: "Nimbus Sans"),
                "an installed face by its PostScript name")
        #expect(FontRegistry.availability(of: try #require(UIFont(name: "Inter-Bold", size: 17)), family: "Inter") != .missing(fallback: ""))
        let avenir = FontRegistry.availability(of: try #require(UIFont(name: "AvenirNextCondensed-Bold", size: 17)), family: "Avenir Next Condensed")
        guard case let .missing(fallback) = avenir else {
            Issue.record("Avenir Next Condensed is not on this machine: \(avenir)")
            return
        }
        #expect(!fallback.isEmpty && fallback != "Avenir Next Condensed")
    }
}
