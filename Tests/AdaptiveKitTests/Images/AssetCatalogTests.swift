@testable import AdaptiveKit
import Foundation
import Testing

/// Hand-written catalogs for the rules the corpus files do not exercise, and bad input.
@Suite("Asset catalogs: matching rules and bad input")
struct AssetCatalogTests {
    /// Writes `Contents.json` for an image set and a PNG (`pixels` square) per slot file name.
    func imageSet(
        _ name: String, in folder: TemporaryFolder, catalog: String = "Test.xcassets",
        slots: [[String: Any]], properties: [String: Any]? = nil, pixels: Int = 20
    ) throws {
        var json: [String: Any] = ["images": slots, "info": ["author": "xcode", "version": 1]]
        if let properties { json["properties"] = properties }
        let setFolder = "\(catalog)/\(name).imageset"
        try folder.write(setFolder + "/Contents.json", try JSONSerialization.data(withJSONObject: json))
        for slot in slots {
            if let file = slot["filename"] as? String {
                try folder.writePNG(setFolder + "/" + file, width: pixels, height: pixels)
            }
        }
    }

    func load(_ folder: TemporaryFolder, _ catalog: String = "Test.xcassets") throws -> AssetCatalog {
        try AssetCatalog(contentsOf: folder.url.appendingPathComponent(catalog))
    }

    @Test("modern spellings: width-class, height-class; both half-specified slots: width wins")
    func sizeClassSpellings() throws {
        let folder = try TemporaryFolder()
        try imageSet("card", in: folder, slots: [
            ["idiom": "universal", "filename": "any.png"],
            ["idiom": "universal", "filename": "compactHeight.png", "height-class": "compact"],
            ["idiom": "universal", "filename": "compactWidth.png", "width-class": "compact"],
            ["idiom": "universal", "filename": "both.png", "width-class": "compact", "height-class": "regular"],
        ])
        let catalog = try load(folder)
        func pick(_ h: UIUserInterfaceSizeClass, _ v: UIUserInterfaceSizeClass) -> String? {
            catalog.imageSlot(named: "card", compatibleWith: TestTraits.traits { $0.horizontalSizeClass = h; $0.verticalSizeClass = v })?.filename
        }
        #expect(pick(.compact, .regular) == "both.png")
        #expect(pick(.compact, .compact) == "compactWidth.png")
        #expect(pick(.regular, .compact) == "compactHeight.png")
        #expect(pick(.regular, .regular) == "any.png")
        #expect(catalog.diagnostics.isEmpty)
    }

    @Test("display gamut: the P3 slot on P3 screens, the sRGB slot as fallback, never P3 on sRGB")
    func displayGamut() throws {
        let folder = try TemporaryFolder()
        try imageSet("photo", in: folder, slots: [
            ["idiom": "universal", "scale": "2x", "filename": "srgb.png", "display-gamut": "sRGB"],
            ["idiom": "universal", "scale": "2x", "filename": "p3.png", "display-gamut": "display-P3"],
        ])
        try imageSet("onlySRGB", in: folder, slots: [
            ["idiom": "universal", "scale": "2x", "filename": "srgb.png", "display-gamut": "sRGB"],
        ])
        try imageSet("onlyP3", in: folder, slots: [
            ["idiom": "universal", "scale": "2x", "filename": "p3.png", "display-gamut": "display-P3"],
        ])
        let catalog = try load(folder)
        let p3Phone = try TestTraits.device("iPhone 7")      // a P3 display
        let srgbPhone = try TestTraits.device("iPhone 6")    // sRGB
        #expect(p3Phone.displayGamut == .P3 && srgbPhone.displayGamut == .SRGB)
        #expect(catalog.imageSlot(named: "photo", compatibleWith: p3Phone)?.filename == "p3.png")
        #expect(catalog.imageSlot(named: "photo", compatibleWith: srgbPhone)?.filename == "srgb.png")
        #expect(catalog.imageSlot(named: "onlySRGB", compatibleWith: p3Phone)?.filename == "srgb.png")
        #expect(catalog.imageSlot(named: "onlyP3", compatibleWith: srgbPhone) == nil)
        // No gamut in the request counts as sRGB.
        #expect(catalog.imageSlot(named: "photo", compatibleWith: UITraitCollection(displayScale: 2))?.filename == "srgb.png")
    }

    @Test("a restricted slot (memory, graphics-feature-set, subtype) only when no unrestricted equal exists")
    func restrictedSlots() throws {
        let folder = try TemporaryFolder()
        try imageSet("hero", in: folder, slots: [
            ["idiom": "iphone", "scale": "2x", "filename": "gpu.png", "graphics-feature-set": "metal2v2"],
            ["idiom": "iphone", "scale": "2x", "filename": "plain.png"],
            ["idiom": "iphone", "scale": "3x", "filename": "tall.png", "subtype": "736h"],
        ])
        let catalog = try load(folder)
        #expect(catalog.imageSlot(named: "hero", compatibleWith: try TestTraits.device("iPhone 6"))?.filename == "plain.png")
        // At 3x the only iphone slots with an exact scale are restricted, but "otherwise equal"
        // includes the scale group: the unrestricted iphone group (2x) is preferred.
        #expect(catalog.imageSlot(named: "hero", compatibleWith: try TestTraits.device("iPhone 6 Plus"))?.filename == "plain.png")
        #expect(catalog.imageSlot(named: "hero", compatibleWith: try TestTraits.device("iPhone 6"))?.qualifiers.restrictions == [:])
    }

    @Test("language direction, high contrast and a single-scale slot")
    func directionContrastSingleScale() throws {
        let folder = try TemporaryFolder()
        try imageSet("arrow", in: folder, slots: [
            ["idiom": "universal", "filename": "ltr.png", "language-direction": "left-to-right"],
            ["idiom": "universal", "filename": "rtl.png", "language-direction": "right-to-left"],
        ])
        try imageSet("badge", in: folder, slots: [
            ["idiom": "universal", "filename": "single.png"],
            ["idiom": "universal", "scale": "1x", "filename": "one.png"],
            ["idiom": "universal", "filename": "high.png", "appearances": [["appearance": "contrast", "value": "high"]]],
        ])
        let catalog = try load(folder)
        #expect(catalog.imageSlot(named: "arrow", compatibleWith: UITraitCollection(layoutDirection: .rightToLeft))?.filename == "rtl.png")
        #expect(catalog.imageSlot(named: "arrow", compatibleWith: UITraitCollection())?.filename == "ltr.png")
        #expect(catalog.imageSlot(named: "badge", compatibleWith: UITraitCollection(accessibilityContrast: .high))?.filename == "high.png")
        // Exact scale first, then the single-scale slot before another scale.
        #expect(catalog.imageSlot(named: "badge", compatibleWith: UITraitCollection(displayScale: 1))?.filename == "one.png")
        #expect(catalog.imageSlot(named: "badge", compatibleWith: UITraitCollection(displayScale: 2))?.filename == "single.png")
    }

    @Test("watch and marketing idioms never match; the environment fills a request without an idiom")
    func idioms() throws {
        let folder = try TemporaryFolder()
        try imageSet("icon", in: folder, slots: [
            ["idiom": "watch", "scale": "2x", "filename": "watch.png"],
            ["idiom": "ios-marketing", "scale": "1x", "filename": "marketing.png"],
            ["idiom": "ipad", "scale": "2x", "filename": "pad.png"],
        ])
        let catalog = try load(folder)
        #expect(catalog.imageSlot(named: "icon", compatibleWith: try TestTraits.device("iPhone 6")) == nil)
        #expect(catalog.imageSlot(named: "icon", compatibleWith: UITraitCollection(displayScale: 2)) == nil)
        #expect(throws: ImageError.self) { try catalog.image(named: "icon", compatibleWith: try TestTraits.device("iPhone 6")) }
        UITraitCollection(userInterfaceIdiom: .pad).performAsCurrent {
            #expect(catalog.imageSlot(named: "icon", compatibleWith: UITraitCollection(displayScale: 2))?.filename == "pad.png")
        }
    }

    @Test("slicing and alignment insets convert from pixels to points; template by name")
    func slicingAndTemplateName() throws {
        let folder = try TemporaryFolder()
        try imageSet("buttonTemplate", in: folder, slots: [
            ["idiom": "universal", "scale": "2x", "filename": "button@2x.png",
             "resizing": ["mode": "3-part-horizontal", "center": ["mode": "stretch", "width": 2],
                          "cap-insets": ["left": 20, "right": 10, "top": 4, "bottom": 4]],
             "alignment-insets": ["top": 2, "left": 0, "bottom": 6, "right": 0]],
        ])
        try imageSet("plainTemplate", in: folder, slots: [["idiom": "universal", "filename": "p.png"]],
                     properties: ["template-rendering-intent": "original"])
        let catalog = try load(folder)
        let image = try catalog.image(named: "buttonTemplate", compatibleWith: UITraitCollection(displayScale: 2))
        #expect(image.capInsets == UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 5))
        #expect(image.resizingMode == .stretch)
        #expect(image.alignmentRectInsets == UIEdgeInsets(top: 1, left: 0, bottom: 3, right: 0))
        #expect(image.renderingMode == .alwaysTemplate)
        // An explicit intent wins over the name.
        #expect(try catalog.image(named: "plainTemplate", compatibleWith: nil).renderingMode == .alwaysOriginal)
    }

    @Test("groups without a namespace do not prefix names; duplicate names are reported")
    func groupsAndDuplicates() throws {
        let folder = try TemporaryFolder()
        try imageSet("Shapes/circle", in: folder, slots: [["idiom": "universal", "filename": "c.png"]])
        try imageSet("Other/circle", in: folder, slots: [["idiom": "universal", "filename": "c.png"]])
        let catalog = try load(folder)
        #expect(catalog.assets.map(\.name) == ["circle", "circle"])
        #expect(catalog.asset(named: "circle")?.folder.path.contains("/Other/") == true)
        #expect(catalog.diagnostics.count == 1)
        #expect(catalog.diagnostics.first?.severity == .warning)
        #expect(catalog.diagnostics.first?.message.contains("another asset is named \"circle\"") == true)
    }

    // MARK: Bad input

    @Test("a malformed Contents.json: an error naming the file with line and column; the rest is kept")
    func malformedContents() throws {
        let folder = try TemporaryFolder()
        try imageSet("good", in: folder, slots: [["idiom": "universal", "filename": "g.png"]])
        let broken = try folder.write("Test.xcassets/broken.imageset/Contents.json", Data("""
        {
          "images" : [
            { "idiom" : "universal" "filename" : "b.png" }
          ]
        }
        """.utf8))
        let catalog = try load(folder)
        #expect(catalog.asset(named: "good") != nil)
        #expect(catalog.asset(named: "broken") != nil)
        let diagnostic = try #require(catalog.diagnostics.first { $0.path == broken.path })
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.hasPrefix("malformed Contents.json"))
        #expect(diagnostic.line == 3)
        #expect(diagnostic.column == 29)
        #expect(diagnostic.description.hasPrefix("\(broken.path):3:29: error: "))
        #expect(catalog.hasErrors)
    }

    @Test("the JSON position helper reads byte offsets and line/column messages")
    func jsonPositions() {
        let data = Data("{\n  \"a\": [\n    x\n".utf8)
        let position = AssetCatalogReader.position(in: data, describedBy: "Invalid value around character 15.")
        #expect(position?.line == 3 && position?.column == 5)
        let explicit = AssetCatalogReader.position(in: data, describedBy: "Unexpected character around line 7, column 9.")
        #expect(explicit?.line == 7 && explicit?.column == 9)
        #expect(AssetCatalogReader.position(in: data, describedBy: "Unexpected end of file") == nil)
    }

    @Test("a missing file and a file that is not an image: errors naming the file; the slot is skipped")
    func missingAndInvalidFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("Test.xcassets/logo.imageset/Contents.json", try JSONSerialization.data(withJSONObject: [
            "images": [
                ["idiom": "universal", "scale": "2x", "filename": "logo@2x.png"],
                ["idiom": "universal", "scale": "3x", "filename": "logo@3x.png"],
                ["idiom": "universal", "scale": "1x", "filename": "logo.png"],
            ],
        ]))
        try folder.write("Test.xcassets/logo.imageset/logo@2x.png", Data("<html>not a png</html>".utf8))
        try folder.writePNG("Test.xcassets/logo.imageset/logo.png", width: 7, height: 7)
        try folder.writePNG("Test.xcassets/logo.imageset/stray.png", width: 1, height: 1)
        let catalog = try load(folder)
        let setPath = folder.url.appendingPathComponent("Test.xcassets/logo.imageset").path
        let missing = try #require(catalog.diagnostics.first { $0.path == setPath + "/logo@3x.png" })
        #expect(missing.severity == .error && missing.message.contains("does not exist"))
        let invalid = try #require(catalog.diagnostics.first { $0.path == setPath + "/logo@2x.png" })
        #expect(invalid.severity == .error && invalid.message.contains("not a PNG or JPEG image"))
        let stray = try #require(catalog.diagnostics.first { $0.path == setPath + "/stray.png" })
        #expect(stray.severity == .warning && stray.message.contains("unassigned"))

        // 3x is missing, so a 3x request falls to the next scale, 2x, which is not an image.
        #expect(catalog.imageSlot(named: "logo", compatibleWith: UITraitCollection(displayScale: 3))?.filename == "logo@2x.png")
        #expect(throws: ImageError.notAnImage(path: setPath + "/logo@2x.png", message: "not a PNG or JPEG image (unrecognised signature)")) {
            try catalog.image(named: "logo", compatibleWith: UITraitCollection(displayScale: 3))
        }
        #expect(try catalog.image(named: "logo", compatibleWith: UITraitCollection(displayScale: 1)).size == CGSize(width: 7, height: 7))
    }

    @Test("unknown types, qualifiers and values are reported, not fatal")
    func unknownContent() throws {
        let folder = try TemporaryFolder()
        try folder.write("Test.xcassets/Model.scnassetsx/readme.txt", Data("x".utf8))
        try folder.write("Test.xcassets/Stack.imagestack/Contents.json", Data("{}".utf8))
        try imageSet("odd", in: folder, slots: [
            ["idiom": "toaster", "filename": "a.png"],
            ["idiom": "universal", "scale": "2y", "filename": "b.png"],
            ["idiom": "universal", "scale": "7777777777777777777777777777777777772x", "filename": "f.png"],
            ["idiom": "universal", "width-class": "medium", "filename": "c.png"],
            ["idiom": "universal", "appearances": [["appearance": "luminosity", "value": "sepia"]], "filename": "d.png"],
            ["idiom": "universal", "filename": "e.png"],
        ])
        try folder.write("Test.xcassets/noContents.imageset/x.png", TestPNG.data(width: 1, height: 1))
        let catalog = try load(folder)
        #expect(catalog.asset(named: "Model")?.kind.typeName == "scnassetsx")
        let warnings = catalog.diagnostics.filter { $0.severity == .warning }.map(\.message)
        #expect(warnings.contains { $0.contains("unknown asset type \"scnassetsx\"") })
        #expect(warnings.contains { $0.contains("unknown idiom \"toaster\"") })
        #expect(warnings.contains { $0.contains("unknown scale \"2y\"") })
        #expect(warnings.contains { $0.contains("unknown scale \"7777777777777777777777777777777777772x\"") }, "a scale beyond 16x")
        #expect(warnings.contains { $0.contains("unknown width-class \"medium\"") })
        #expect(warnings.contains { $0.contains("sepia") })
        #expect(catalog.diagnostics.contains { $0.severity == .note && $0.message.contains("imagestack") })
        #expect(catalog.diagnostics.contains { $0.severity == .error && $0.message.contains("missing Contents.json") })
        // Only the well-formed slot can be chosen.
        #expect(catalog.imageSlot(named: "odd", compatibleWith: UITraitCollection(displayScale: 2))?.filename == "e.png")
    }

    @Test("a slot file name with a path is refused; a symbolic-link loop does not hang")
    func hostileLayout() throws {
        let folder = try TemporaryFolder()
        try imageSet("escape", in: folder, slots: [["idiom": "universal", "filename": "../../outside.png"]])
        try folder.writePNG("outside.png", width: 1, height: 1)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Test.xcassets/Loop"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: folder.url.appendingPathComponent("Test.xcassets/Loop/Again"),
            withDestinationURL: folder.url.appendingPathComponent("Test.xcassets/Loop"))
        let catalog = try load(folder)
        #expect(catalog.imageSlot(named: "escape", compatibleWith: nil) == nil)
        #expect(catalog.diagnostics.contains { $0.message.contains("points outside") })
        #expect(catalog.diagnostics.contains { $0.message.contains("symbolic link loop") })
    }

    @Test("only an unreadable catalog folder throws")
    func unreadableFolder() throws {
        #expect(throws: AssetCatalogError.notFound("/nonexistent/A.xcassets")) {
            try AssetCatalog(contentsOf: URL(fileURLWithPath: "/nonexistent/A.xcassets"))
        }
        let folder = try TemporaryFolder()
        let file = try folder.write("File.xcassets", Data())
        #expect(throws: AssetCatalogError.notAFolder(file.path)) { try AssetCatalog(contentsOf: file) }
        let empty = try AssetCatalog(contentsOf: folder.url)
        #expect(empty.assets.isEmpty)
        #expect(empty.diagnostics.map(\.message) == ["the folder name does not end in .xcassets; read as a catalog anyway"])
    }
}
