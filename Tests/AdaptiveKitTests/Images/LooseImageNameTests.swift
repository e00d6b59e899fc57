@testable import AdaptiveKit
import Foundation
import Testing

@Suite("UIImage(named:in:compatibleWith:): loose files and catalogs in a bundle folder")
struct LooseImageNameTests {
    /// A bundle folder with the given loose files (PNG, 30 pixels wide per point-scale unit).
    func bundle(_ files: [String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for file in files {
            try folder.writePNG(file, width: 30 * Int(UIImage.scale(fromFileName: file)), height: 10)
        }
        return folder
    }

    func pick(_ folder: TemporaryFolder, _ name: String = "button", idiom: UIUserInterfaceIdiom, scale: CGFloat) -> String? {
        UIImage(named: name, in: folder.bundle, compatibleWith: TestTraits.traits {
            $0.userInterfaceIdiom = idiom
            $0.displayScale = scale
        })?.fileName
    }

    static let everyFile = [
        "button.png", "button~ipad.png", "button~iphone.png",
        "button@2x.png", "button@2x~ipad.png", "button@2x~iphone.png",
        "button@3x.png", "button@3x~iphone.png",
    ]

    @Test("the device file at the exact scale, then the generic one")
    func deviceModifiers() throws {
        let folder = try bundle(Self.everyFile)
        #expect(pick(folder, idiom: .pad, scale: 2) == "button@2x~ipad.png")
        #expect(pick(folder, idiom: .phone, scale: 2) == "button@2x~iphone.png")
        #expect(pick(folder, idiom: .phone, scale: 3) == "button@3x~iphone.png")
        // No ~ipad file at 3x: the generic 3x file.
        #expect(pick(folder, idiom: .pad, scale: 3) == "button@3x.png")
        #expect(pick(folder, idiom: .pad, scale: 1) == "button~ipad.png")
        // Neither phone nor pad: generic files only.
        #expect(pick(folder, idiom: .tv, scale: 2) == "button@2x.png")
        #expect(pick(folder, idiom: .unspecified, scale: 1) == "button.png")
    }

    @Test("a missing scale falls back to the nearest higher, then the nearest lower")
    func scaleFallback() throws {
        let folder = try bundle(["button.png", "button@3x.png"])
        #expect(pick(folder, idiom: .phone, scale: 2) == "button@3x.png")
        let image = try #require(UIImage(named: "button", in: folder.bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        // The file's own scale is kept: 90 pixels at 3x are 30 points.
        #expect(image.scale == 3 && image.size.width == 30)
        let lower = try bundle(["button.png", "button@2x.png"])
        #expect(pick(lower, idiom: .phone, scale: 3) == "button@2x.png")
        // Scale beats device: at 2x, the generic 2x file before the 1x ~ipad file.
        let mixed = try bundle(["button~ipad.png", "button@2x.png"])
        #expect(pick(mixed, idiom: .pad, scale: 2) == "button@2x.png")
    }

    @Test("the other device's file is never used; the scale part must come before the device part")
    func wrongDeviceAndOrder() throws {
        let folder = try bundle(["button~ipad.png", "button~ipad@2x.png"])
        #expect(pick(folder, idiom: .phone, scale: 2) == nil)
        #expect(pick(folder, idiom: .pad, scale: 2) == "button~ipad.png")
        do {
            _ = try UIImage.load(named: "button", in: folder.bundle, compatibleWith: TestTraits.traits {
                $0.userInterfaceIdiom = .phone; $0.displayScale = 2
            })
            Issue.record("an iPad-only image loaded on a phone")
        } catch {
            #expect(error.description.contains("button~ipad.png"))
        }
    }

    @Test("no extension means PNG; a JPEG needs its extension")
    func extensions() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(
            atPath: ImageFixtures.path("gradient-16x8.jpg"), toPath: folder.url.appendingPathComponent("photo@2x.jpg").path)
        #expect(UIImage(named: "photo", in: folder.bundle, compatibleWith: nil) == nil)
        let photo = try #require(UIImage(named: "photo.jpg", in: folder.bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(photo.fileName == "photo@2x.jpg")
        #expect(photo.size == CGSize(width: 8, height: 4))
    }

    @Test("the image's asset holds every loose variant and picks another file for other traits")
    func assetOfLooseFiles() throws {
        let folder = try bundle(Self.everyFile)
        let image = try #require(UIImage(named: "button", in: folder.bundle, compatibleWith: TestTraits.traits {
            $0.userInterfaceIdiom = .phone; $0.displayScale = 3
        }))
        #expect(image.fileName == "button@3x~iphone.png")
        #expect(image.traitCollection.userInterfaceIdiom == .phone)
        let asset = try #require(image.imageAsset)
        let variants = try #require(asset.variants as? LooseImageVariants)
        #expect(Set(variants.variants.map(\.url.lastPathComponent)) == Set(Self.everyFile))
        let padImage = asset.image(with: TestTraits.traits { $0.userInterfaceIdiom = .pad; $0.displayScale = 2 })
        #expect(padImage.fileName == "button@2x~ipad.png")
        #expect(padImage.imageAsset === asset)
    }

    @Test("traits missing from the request come from UITraitCollection.current")
    func environmentTraits() throws {
        let folder = try bundle(Self.everyFile)
        TestTraits.traits({ $0.userInterfaceIdiom = .pad; $0.displayScale = 2 }).performAsCurrent {
            #expect(UIImage(named: "button", in: folder.bundle, compatibleWith: nil)?.fileName == "button@2x~ipad.png")
            #expect(UIImage(named: "button", in: folder.bundle, compatibleWith: UITraitCollection(displayScale: 1))?.fileName
                == "button~ipad.png")
        }
        // Nothing in the environment: scale 1, no idiom.
        #expect(UIImage(named: "button", in: folder.bundle, compatibleWith: nil)?.fileName == "button.png")
    }

    @Test("catalogs come before loose files, in the bundle folder and its Resources folder")
    func catalogFirst() throws {
        let folder = try bundle(["Resources/logo@2x.png", "button@2x.png"])
        try folder.write("Resources/Assets.xcassets/logo.imageset/Contents.json", Data("""
        {"images": [{"idiom": "universal", "scale": "2x", "filename": "catalog-logo@2x.png"}]}
        """.utf8))
        try folder.writePNG("Resources/Assets.xcassets/logo.imageset/catalog-logo@2x.png", width: 8, height: 8)
        let traits = UITraitCollection(displayScale: 2)
        #expect(UIImage(named: "logo", in: folder.bundle, compatibleWith: traits)?.fileName == "catalog-logo@2x.png")
        // A loose file in the bundle folder itself.
        #expect(UIImage(named: "button", in: folder.bundle, compatibleWith: traits)?.fileName == "button@2x.png")
        // A catalog set that cannot serve the request does not hide the loose file.
        try folder.write("Resources/Assets.xcassets/button.imageset/Contents.json", Data("""
        {"images": [{"idiom": "ipad", "scale": "2x", "filename": "pad.png"}]}
        """.utf8))
        try folder.writePNG("Resources/Assets.xcassets/button.imageset/pad.png", width: 8, height: 8)
        #expect(UIImage(named: "button", in: folder.bundle, compatibleWith: traits)?.fileName == "button@2x.png")
    }

    @Test("an unknown name: nil from the initializer, an error listing the places searched from load")
    func unknownName() throws {
        let folder = try bundle(["button.png"])
        #expect(UIImage(named: "missing", in: folder.bundle, compatibleWith: nil) == nil)
        do {
            _ = try UIImage.load(named: "missing", in: folder.bundle)
            Issue.record("an unknown name loaded")
        } catch {
            guard case let .imageNotFound(name, searched, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(name == "missing")
            #expect(searched.contains(folder.url.path))
        }
        #expect(UIImage(named: "", in: folder.bundle, compatibleWith: nil) == nil)
    }
}
