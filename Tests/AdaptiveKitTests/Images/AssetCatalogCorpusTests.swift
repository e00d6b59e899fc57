@testable import AdaptiveKit
import Foundation
import Testing
import TestSupport

/// Catalogs built from the real `Contents.json` files of `../shared/corpus`, with real PNGs.
@Suite("Asset catalogs: the corpus Contents.json files", .requiresSharedFolder)
struct AssetCatalogCorpusTests {
    /// One catalog holding every corpus asset, in the layout Xcode gives them.
    final class CorpusCatalog {
        let folder: TemporaryFolder
        let catalogURL: URL
        let catalog: AssetCatalog

        init() throws {
            folder = try TemporaryFolder()
            let root = "Corpus.xcassets"
            try folder.write(root + "/Contents.json", try ImageFixtures.corpusContents("209"))
            try ImageFixtures.installCorpusAsset("189", as: root + "/ratingActive.imageset", in: folder)
            try ImageFixtures.installCorpusAsset("190", as: root + "/Banxi/ratingActive.imageset", in: folder)
            try folder.write(root + "/Banxi/Contents.json", try ImageFixtures.corpusContents("199"))
            try ImageFixtures.installCorpusAsset("197", as: root + "/custom.colorset", in: folder)
            try ImageFixtures.installCorpusAsset("198", as: root + "/filter.imageset", in: folder)
            try ImageFixtures.installCorpusAsset("201", as: root + "/Menu.imageset", in: folder)
            try ImageFixtures.installCorpusAsset("202", as: root + "/blueButton.imageset", in: folder)
            try ImageFixtures.installCorpusAsset("203", as: root + "/LaunchImage.launchimage", in: folder)
            try ImageFixtures.installCorpusAsset("204", as: root + "/AppIcon.appiconset", in: folder)
            try ImageFixtures.installCorpusAsset("208", as: root + "/markAllAsRead.symbolset", in: folder)
            catalogURL = folder.url.appendingPathComponent(root)
            catalog = try AssetCatalog(contentsOf: catalogURL)
        }

        func chosenFile(_ name: String, _ traits: UITraitCollection) -> String? {
            catalog.imageSlot(named: name, compatibleWith: traits)?.filename
        }
    }

    @Test("every asset is read with its type; only the symbol set gets a note, nothing else is reported")
    func inventory() throws {
        let corpus = try CorpusCatalog()
        let kinds = Dictionary(uniqueKeysWithValues: corpus.catalog.assets.map { ($0.name, $0.kind.typeName) })
        #expect(kinds == [
            "ratingActive": "imageset", "Banxi/ratingActive": "imageset", "custom": "colorset",
            "filter": "imageset", "Menu": "imageset", "blueButton": "imageset", "LaunchImage": "launchimage",
            "AppIcon": "appiconset", "markAllAsRead": "symbolset",
        ])
        #expect(corpus.catalog.diagnostics.map(\.severity) == [.note])
        #expect(corpus.catalog.diagnostics.first?.message.contains("unsupported: symbol images") == true)
        guard case let .appIconSet(icons)? = corpus.catalog.asset(named: "AppIcon")?.kind else {
            Issue.record("AppIcon is not an app icon set")
            return
        }
        #expect(icons.files.map(\.filename).contains("icon-180.png"))
        guard case let .launchImage(launch)? = corpus.catalog.asset(named: "LaunchImage")?.kind else {
            Issue.record("LaunchImage is not a launch image set")
            return
        }
        #expect(launch.slotCount == 6 && launch.files.isEmpty)
    }

    // MARK: Images

    @Test("habitica filter: dark 3x picks filter_dark@3x.png, light 2x picks filter@2x.png")
    func habiticaDarkVariants() throws {
        let corpus = try CorpusCatalog()
        let darkPlus = try TestTraits.device("iPhone 6 Plus", style: .dark)
        #expect(corpus.chosenFile("filter", darkPlus) == "filter_dark@3x.png")
        #expect(corpus.chosenFile("filter", try TestTraits.device("iPhone 8")) == "filter@2x.png")
        #expect(corpus.chosenFile("filter", try TestTraits.device("iPhone 8", style: .dark)) == "filter_dark@2x.png")
        #expect(corpus.chosenFile("filter", try TestTraits.device("iPad 2")) == "filter.png")
        // No style at all (and none in the environment): the slot without an appearance.
        #expect(corpus.chosenFile("filter", UITraitCollection(displayScale: 3)) == "filter@3x.png")

        let image = try corpus.catalog.image(named: "filter", compatibleWith: darkPlus)
        #expect(image.fileName == "filter_dark@3x.png")
        #expect(image.size == CGSize(width: 10, height: 10))
        #expect(image.scale == 3)
        #expect(image.traitCollection.userInterfaceStyle == .dark)
        // "template-rendering-intent": "original" under properties.
        #expect(image.renderingMode == .alwaysOriginal)
        // The image's asset resolves the set's other slots.
        let light = try #require(image.imageAsset).image(with: try TestTraits.device("iPhone 8"))
        #expect(light.fileName == "filter@2x.png")
    }

    @Test("AdaptiveCode ratingActive: compact width (widthClass) picks the compact PDF, a 25×25 pt template")
    func adaptiveCodeWidthClass() throws {
        let corpus = try CorpusCatalog()
        let phone = try TestTraits.device("iPhone 6")  // compact width in portrait
        let pad = try TestTraits.device("iPad Air")
        #expect(corpus.chosenFile("ratingActive", phone) == "ratingActiveCompact.pdf")
        #expect(corpus.chosenFile("ratingActive", pad) == "ratingActive.pdf")
        // iPhone 6 Plus in landscape is regular width.
        #expect(corpus.chosenFile("ratingActive", try TestTraits.device("iPhone 6 Plus", .landscapeLeft)) == "ratingActive.pdf")

        guard case let .imageSet(set)? = corpus.catalog.asset(named: "ratingActive")?.kind else {
            Issue.record("not an image set")
            return
        }
        // "template-rendering-intent" under "info" (Xcode 6) is honoured.
        #expect(set.renderingMode == .alwaysTemplate)
        let starSize = CGSize(width: 25, height: 25)
        #expect(set.slots.map(\.file) == [.vector(format: "PDF", size: starSize), .vector(format: "PDF", size: starSize)])
        // A single-scale PDF serves the device's scale; its size is the page's in points.
        let image = try corpus.catalog.image(named: "ratingActive", compatibleWith: phone)
        #expect(image.size == starSize)
        #expect(image.scale == 2)
        #expect(image.renderingMode == .alwaysTemplate)
        #expect(image.filePath?.hasSuffix("ratingActiveCompact.pdf") == true)
        // Through a bundle too.
        let named = try #require(UIImage(named: "ratingActive", in: corpus.folder.bundle, compatibleWith: phone))
        #expect(named.size == starSize)
        #expect(named.scale == 2)
    }

    @Test("banxi ratingActive: compact height (heightClass) picks the compact PDF; empty slots are ignored")
    func banxiHeightClass() throws {
        let corpus = try CorpusCatalog()
        // Namespaced by its group ("provides-namespace": true).
        #expect(corpus.catalog.asset(named: "ratingActive")?.folder.path.contains("Banxi") == false)
        #expect(corpus.chosenFile("Banxi/ratingActive", try TestTraits.device("iPhone 6", .landscapeLeft)) == "ratingActiveCompact.pdf")
        #expect(corpus.chosenFile("Banxi/ratingActive", try TestTraits.device("iPhone 6", .portrait)) == "ratingActive.pdf")
        #expect(corpus.chosenFile("Banxi/ratingActive", try TestTraits.device("iPad Air", .landscapeLeft)) == "ratingActive.pdf")
    }

    @Test("NavBar Menu: the iphone slot on a phone, the ipad slot on a pad, never a memory-restricted slot")
    func navBarMemoryIdioms() throws {
        let corpus = try CorpusCatalog()
        #expect(corpus.chosenFile("Menu", try TestTraits.device("iPhone 6")) == "Menu@2x-7.png")
        #expect(corpus.chosenFile("Menu", try TestTraits.device("iPhone 6 Plus")) == "Menu@3x-6.png")
        #expect(corpus.chosenFile("Menu", try TestTraits.device("iPad Air")) == "Menu@2x-6.png")
        #expect(corpus.chosenFile("Menu", try TestTraits.device("iPad 2")) == "Menu@1x-2.png")
        // The ipad slots stop at 2x: a 3x pad request takes the nearest lower scale of the ipad group.
        let pad3x = TestTraits.traits { $0.userInterfaceIdiom = .pad; $0.displayScale = 3 }
        #expect(corpus.chosenFile("Menu", pad3x) == "Menu@2x-6.png")
        // No idiom: universal slots only.
        #expect(corpus.chosenFile("Menu", UITraitCollection(displayScale: 2)) == "Menu@2x.png")
        #expect(corpus.chosenFile("Menu", TestTraits.traits { $0.userInterfaceIdiom = .tv; $0.displayScale = 1 }) == "Menu@1x.png")
    }

    @Test("apress blueButton: the only filled slot (1x) serves a 3x request; slicing gives cap insets")
    func blueButtonSlicing() throws {
        let corpus = try CorpusCatalog()
        let image = try corpus.catalog.image(named: "blueButton", compatibleWith: try TestTraits.device("iPhone 6 Plus"))
        #expect(image.fileName == "blueButton.png")
        #expect(image.scale == 1)
        #expect(image.size == CGSize(width: 10, height: 10))
        #expect(image.capInsets == UIEdgeInsets(top: 23, left: 14, bottom: 13, right: 14))
        #expect(image.resizingMode == .tile)
    }

    // MARK: Colours

    @Test("openswiftui colour set: idiom, luminosity and contrast slots", arguments: [
        // (idiom, style, contrast, expected 0xRRGGBB)
        (UIUserInterfaceIdiom.unspecified, UIUserInterfaceStyle.unspecified, UIAccessibilityContrast.unspecified, 0xFF0000),
        (.unspecified, .light, .normal, 0x00CC00),
        (.unspecified, .dark, .normal, 0x0000CC),
        (.unspecified, .unspecified, .high, 0xFF8800),
        (.unspecified, .light, .high, 0x00CCCC),
        (.unspecified, .dark, .high, 0xCC00CC),
        (.phone, .unspecified, .unspecified, 0xFF69B4),
        (.phone, .light, .normal, 0x00FF7F),
        (.phone, .dark, .normal, 0x6A5ACD),
        (.phone, .unspecified, .high, 0xFFD700),
        (.phone, .light, .high, 0x40E0D0),
        (.phone, .dark, .high, 0xEE82EE),
        (.pad, .dark, .normal, 0x0000CC),
        (.mac, .light, .normal, 0x88CC00),
        (.mac, .dark, .high, 0x8800CC),
    ])
    func openSwiftUIColorSet(idiom: UIUserInterfaceIdiom, style: UIUserInterfaceStyle, contrast: UIAccessibilityContrast, expected: Int) throws {
        let corpus = try CorpusCatalog()
        let color = try #require(corpus.catalog.color(named: "custom"))
        let traits = TestTraits.traits {
            $0.userInterfaceIdiom = idiom
            $0.userInterfaceStyle = style
            $0.accessibilityContrast = contrast
        }
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let expectedRed = CGFloat((expected >> 16) & 0xFF) / 255
        let expectedGreen = CGFloat((expected >> 8) & 0xFF) / 255
        let expectedBlue = CGFloat(expected & 0xFF) / 255
        #expect(red == expectedRed && green == expectedGreen && blue == expectedBlue && alpha == 1,
                "got \(red) \(green) \(blue) \(alpha)")
    }

    @Test("UIColor(named:in:compatibleWith:) finds the colour set through a bundle folder")
    func namedColorThroughBundle() throws {
        let corpus = try CorpusCatalog()
        let bundle = corpus.folder.bundle
        let dynamic = try #require(UIColor(named: "custom", in: bundle, compatibleWith: nil))
        #expect(dynamic.resolvedColor(with: try TestTraits.device("iPhone 8", style: .dark))
            == UIColor(red: 0x6A / 255, green: 0x5A / 255, blue: 0xCD / 255, alpha: 1))
        let fixed = try #require(UIColor(named: "custom", in: bundle, compatibleWith: try TestTraits.device("iPhone 8")))
        #expect(fixed == UIColor(red: 0, green: 1, blue: 0x7F / 255, alpha: 1))
        #expect(UIColor(named: "nothing", in: bundle, compatibleWith: nil) == nil)
        // An image set is not a colour.
        #expect(UIColor(named: "filter", in: bundle, compatibleWith: nil) == nil)
    }
}
