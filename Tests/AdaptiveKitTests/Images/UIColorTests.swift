@testable import AdaptiveKit
import Foundation
import Testing

@Suite("UIColor: components, system colours, dynamic and catalog colours")
struct UIColorTests {
    func rgba(_ color: UIColor, _ traits: UITraitCollection = UITraitCollection()) -> [CGFloat] {
        var red: CGFloat = -9, green: CGFloat = -9, blue: CGFloat = -9, alpha: CGFloat = -9
        color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha]
    }

    func hex(_ rgb: Int, alpha: CGFloat = 1) -> [CGFloat] {
        [CGFloat((rgb >> 16) & 0xFF) / 255, CGFloat((rgb >> 8) & 0xFF) / 255, CGFloat(rgb & 0xFF) / 255, alpha]
    }

    @Test("equality is by colour space and components")
    func equality() {
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1) == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1) != UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        #expect(UIColor.black == UIColor(white: 0, alpha: 1))
        #expect(UIColor.black != UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.red.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
        #expect(UIColor.systemBlue == UIColor.systemBlue)
        #expect(UIColor { _ in .red } != UIColor { _ in .red })
    }

    @Test("getRed and getWhite report components; grey colours are readable as RGB")
    func components() {
        #expect(rgba(.white) == [1, 1, 1, 1])
        #expect(rgba(.clear) == [0, 0, 0, 0])
        #expect(rgba(.orange) == [1, 0.5, 0, 1])
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor.darkGray.getWhite(&white, alpha: &alpha))
        #expect(white == 1.0 / 3.0 && alpha == 1)
        #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
        #expect(rgba(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1).withAlphaComponent(0.25)) == [0.1, 0.2, 0.3, 0.25])
        let hsb = rgba(UIColor(hue: 2.0 / 3.0, saturation: 1, brightness: 1, alpha: 1))
        #expect(abs(hsb[0]) < 1e-9 && abs(hsb[1]) < 1e-9 && abs(hsb[2] - 1) < 1e-9)
    }

    @Test("a Display P3 red is outside sRGB: extended sRGB components")
    func displayP3() {
        let p3Red = rgba(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1))
        #expect(abs(p3Red[0] - 1.0931) < 0.001)
        #expect(abs(p3Red[1] - -0.2267) < 0.001)
        #expect(abs(p3Red[2] - -0.1501) < 0.001)
        // White is white in both spaces.
        let p3White = rgba(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1))
        #expect(p3White.allSatisfy { abs($0 - 1) < 0.0005 })
        #expect(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1) != .red)
    }

    @Test("system colours resolve per style, contrast and level")
    func systemColors() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(rgba(.systemBlue, light) == hex(0x007AFF))
        #expect(rgba(.systemBlue, dark) == hex(0x0A84FF))
        #expect(rgba(.systemBlue) == hex(0x007AFF))  // unspecified style: light
        #expect(rgba(.systemBlue, UITraitCollection(traitsFrom: [dark, UITraitCollection(accessibilityContrast: .high)])) == hex(0x409CFF))
        #expect(rgba(.systemRed, dark) == hex(0xFF453A))
        #expect(rgba(.label, light) == hex(0x000000))
        #expect(rgba(.label, dark) == hex(0xFFFFFF))
        #expect(rgba(.secondaryLabel, light) == hex(0x3C3C43, alpha: 0.6))
        #expect(rgba(.systemBackground, dark) == hex(0x000000))
        let elevated = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])
        #expect(rgba(.systemBackground, elevated) == hex(0x1C1C1E))
        #expect(rgba(.systemGray6, dark) == hex(0x1C1C1E))
        #expect(rgba(.tintColor, dark) == rgba(.systemBlue, dark))
        #expect(UIColor.systemColor(referenceName: "systemBlueColor") === UIColor.systemBlue)
    }

    @Test("a dynamic colour resolves with the traits it is given; getRed uses the current traits")
    func dynamicProvider() {
        let color = UIColor { traits in traits.horizontalSizeClass == .compact ? .red : .blue }
        #expect(color.resolvedColor(with: UITraitCollection(horizontalSizeClass: .compact)) == .red)
        #expect(color.resolvedColor(with: UITraitCollection()) == .blue)
        UITraitCollection(horizontalSizeClass: .compact).performAsCurrent {
            #expect(rgba(color, UITraitCollection.current) == [1, 0, 0, 1])
            var red: CGFloat = 0
            color.getRed(&red, green: nil, blue: nil, alpha: nil)
            #expect(red == 1)
        }
        // A provider that never settles ends as clear rather than recursing forever.
        final class Box: @unchecked Sendable { var color: UIColor? }
        let box = Box()
        box.color = UIColor { _ in box.color! }
        #expect(box.color!.resolvedColor(with: UITraitCollection()) == .clear)
    }

    @Test("colour-set components: floats, 8-bit integers, hex, JSON numbers, grey, P3, references")
    func catalogComponents() throws {
        let folder = try TemporaryFolder()
        func colorSet(_ name: String, _ color: [String: Any]) throws {
            let json: [String: Any] = ["colors": [["idiom": "universal", "color": color]]]
            try folder.write("C.xcassets/\(name).colorset/Contents.json", try JSONSerialization.data(withJSONObject: json))
        }
        try colorSet("float", ["color-space": "srgb", "components": ["red": "0.000", "green": "0.478", "blue": "1.000", "alpha": "1.000"]])
        try colorSet("eightBit", ["color-space": "srgb", "components": ["red": "122", "green": "0", "blue": "255", "alpha": "0.500"]])
        try colorSet("eightBitOnes", ["color-space": "srgb", "components": ["red": "1", "green": "0", "blue": "1", "alpha": "1"]])
        try colorSet("hex", ["color-space": "srgb", "components": ["red": "0x7A", "green": "0xff", "blue": "0x00", "alpha": "1.000"]])
        try colorSet("numbers", ["components": ["red": 0.5, "green": 1, "blue": 0, "alpha": 1]])
        try colorSet("numbers8", ["components": ["red": 255, "green": 0, "blue": 51, "alpha": 1]])
        try colorSet("grey", ["color-space": "gray-gamma-22", "components": ["white": "0.250", "alpha": "1.000"]])
        try colorSet("p3", ["color-space": "display-p3", "components": ["red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"]])
        try colorSet("system", ["platform": "ios", "reference": "systemRedColor"])
        try colorSet("unknownRef", ["platform": "ios", "reference": "systemChartreuseColor"])
        try colorSet("broken", ["color-space": "srgb", "components": ["red": "abc", "green": "0", "blue": "0"]])
        let catalog = try AssetCatalog(contentsOf: folder.url.appendingPathComponent("C.xcassets"))

        func resolved(_ name: String, _ traits: UITraitCollection = UITraitCollection()) throws -> [CGFloat] {
            rgba(try #require(catalog.color(named: name)), traits)
        }
        #expect(try resolved("float") == [0, 0.478, 1, 1])
        #expect(try resolved("eightBit") == [122.0 / 255, 0, 1, 0.5])
        #expect(try resolved("eightBitOnes") == [1.0 / 255, 0, 1.0 / 255, 1])
        #expect(try resolved("hex") == [122.0 / 255, 1, 0, 1])
        #expect(try resolved("numbers") == [0.5, 1, 0, 1])
        #expect(try resolved("numbers8") == [1, 0, 0.2, 1])
        #expect(try resolved("grey") == [0.25, 0.25, 0.25, 1])
        #expect(try resolved("p3")[0] > 1.09)
        #expect(try resolved("system", UITraitCollection(userInterfaceStyle: .dark)) == hex(0xFF453A))
        #expect(catalog.color(named: "unknownRef") == nil)
        #expect(catalog.color(named: "broken") == nil)
        let messages = catalog.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("unknown system colour reference \"systemChartreuseColor\"") })
        #expect(messages.contains { $0.contains("cannot read component red = \"abc\"") })
    }

    @Test("a dynamic catalog colour with no compatible slot falls back to the least specific slot")
    func colorFallback() throws {
        let folder = try TemporaryFolder()
        let json: [String: Any] = ["colors": [
            ["idiom": "iphone", "color": ["components": ["red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"]]],
            ["idiom": "iphone", "appearances": [["appearance": "luminosity", "value": "dark"]],
             "color": ["components": ["red": "0.000", "green": "0.000", "blue": "1.000", "alpha": "1.000"]]],
        ]]
        try folder.write("C.xcassets/onlyPhone.colorset/Contents.json", try JSONSerialization.data(withJSONObject: json))
        let catalog = try AssetCatalog(contentsOf: folder.url.appendingPathComponent("C.xcassets"))
        let color = try #require(catalog.color(named: "onlyPhone"))
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceIdiom: .pad)) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(catalog.colorSlot(named: "onlyPhone", compatibleWith: UITraitCollection(userInterfaceIdiom: .pad)) == nil)
        let darkPhone = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(userInterfaceStyle: .dark)])
        #expect(color.resolvedColor(with: darkPhone) == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    }
}
