import Foundation
import Testing
import TestSupport

@Suite("storyboard inspect")
struct InspectCommandTests {
    static let catalog = "Examples/AdaptivePhotos/Assets.xcassets"

    @Test("lists the example catalog and resolves it for a device")
    func example() throws {
        let result = try StoryboardProcess.run(["inspect", Self.catalog, "--device", "iPhone 6 Plus", "--orientation", "landscape"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Resolved for iPhone 6 Plus, landscape, light: phone, @3x, wR hC"))
        #expect(result.standardOutput.contains("imageset  ratingActive"))
        #expect(result.standardOutput.contains("→ ratingActive@3x.png (22×22 pt @3x)"), "regular width: the non-compact variant")
        #expect(result.standardOutput.hasSuffix("No diagnostics.\n"))
        let portrait = try StoryboardProcess.run(["inspect", Self.catalog, "--device", "iPhone 6 Plus"])
        #expect(portrait.standardOutput.contains("→ ratingActiveCompact@3x.png"), "compact width in portrait")
    }

    @Test("--json resolves colours for the appearance asked")
    func json() throws {
        let result = try StoryboardProcess.run(["inspect", Self.catalog, "--json", "--device", "iPad Air 2", "--appearance", "dark"])
        #expect(result.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let assets = try #require(root["assets"] as? [[String: Any]])
        let tint = try #require(assets.first { $0["name"] as? String == "Tint" })
        #expect((tint["resolved"] as? [String: Any])?["color"] as? String == "#F16B89")
        let photo = try #require(assets.first { $0["name"] as? String == "Photos/Photo3" })
        #expect((photo["resolved"] as? [String: Any])?["file"] as? String == "Photo3-ipad@2x.png")
    }

    @Test("PDF and SVG image sets are listed as loadable vectors with their size in points")
    func vectorCatalog() throws {
        let catalog = "Tests/AdaptiveKitTests/Fixtures/Vector/Icons.xcassets"
        let result = try StoryboardProcess.run(["inspect", catalog, "--device", "iPhone X"])
        #expect(result.status == 0, "\(result.standardError)")
        let output = result.standardOutput
        #expect(output.contains("universal  → half-red-25pt.pdf (PDF 25×25 pt, vector)"))
        #expect(output.contains("universal  → viewbox-30x20.svg (SVG 30×20 pt, vector)"))
        #expect(output.contains("→ star-25pt.pdf (25×25 pt @3x)"), "a single-scale PDF serves the device's scale")
        #expect(output.contains("preserves vector data: drawn as vectors at any size"))
        #expect(!output.contains("unsupported"))
        #expect(output.hasSuffix("No diagnostics.\n"))
        let json = try StoryboardProcess.run(["inspect", catalog, "--json"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let assets = try #require(root["assets"] as? [[String: Any]])
        let star = try #require(assets.first { $0["name"] as? String == "star" })
        #expect(star["preservesVectorRepresentation"] as? Bool == true)
        #expect(star["renderingMode"] as? String == "alwaysTemplate")
    }

    @Test("a catalog with errors exits 1 and names the file")
    func brokenCatalog() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).xcassets")
        let set = folder.appendingPathComponent("Icon.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("{ \"images\": [ { \"idiom\": \"universal\", \"filename\": ".utf8).write(to: set.appendingPathComponent("Contents.json"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try StoryboardProcess.run(["inspect", folder.path])
        #expect(result.status == 1)
        #expect((result.standardOutput + result.standardError).contains("Icon.imageset/Contents.json"))
    }

    @Test("unknown devices, missing files and IB3 archives are usage errors (exit 2)", .requiresSharedFolder)
    func usageErrors() throws {
        let archive = try StoryboardProcess.run(["inspect", "../shared/corpus/files/188_chameleon_MainWindow_legacyArchive.xib"])
        #expect(archive.status == 2)
        #expect(archive.standardError.contains("unsupported format: Interface Builder 3 archive (Xcode 4.1 and earlier)"))
        let missingDocument = try StoryboardProcess.run(["inspect", "Examples/Nope.storyboard"])
        #expect(missingDocument.status == 2)
        let device = try StoryboardProcess.run(["inspect", Self.catalog, "--device", "iPhone 99"])
        #expect(device.status == 2)
        #expect(device.standardError.contains("unknown device \"iPhone 99\""))
        let missing = try StoryboardProcess.run(["inspect", "Examples/Nope.xcassets"])
        #expect(missing.status == 2)
    }

    @Test("a storyboard prints its scene tree, constraints as equations and variations", .requiresSharedFolder)
    func storyboard() throws {
        let result = try StoryboardProcess.run(["inspect", "../shared/corpus/files/001_apple_AdaptivePhotos_iOS8_Main.storyboard"])
        #expect(result.status == 0, "\(result.standardError)")
        let output = result.standardOutput
        #expect(output.contains("storyboard, 8 scenes, toolsVersion 6206.9 (plugIn 7026.1)"))
        #expect(output.contains("viewController (AAPLProfileViewController) x6C-PJ-YqI"))
        #expect(output.contains("label qJD-BX-Wmy \"Name\" frame (20, 72, 560, 20) misplaced"))
        #expect(output.contains("label[qJD-BX-Wmy].leading = superview.leading + 20 (standard)  (3ow-u5-Be7)"))
        #expect(output.contains("imageView.width = superview.width * 0.5  [not installed]  (ZDl-RZ-yPn)"))
        #expect(output.contains("heightClass=compact: constraints excluded"))
        #expect(output.hasSuffix("No diagnostics.\n"))
    }

    @Test("a storyboard with a missing reference exits 1 with a positioned diagnostic; --json")
    func brokenStoryboard() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).storyboard")
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <connections>
                                    <outlet property="label" destination="nope" id="o1"/>
                                </connections>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try StoryboardProcess.run(["inspect", file.path])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("\(file.path):10:29: error: <outlet id=\"o1\" property=\"label\"> destination=\"nope\" refers to no object in the document"))
        let json = try StoryboardProcess.run(["inspect", file.path, "--json"])
        #expect(json.status == 1)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try #require(root["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["line"] as? Int == 10)
        #expect(diagnostics.first?["code"] as? String == "ib.missingReference")
        let scenes = try #require(root["scenes"] as? [[String: Any]])
        #expect(scenes.first?["id"] as? String == "s1")
    }
}
