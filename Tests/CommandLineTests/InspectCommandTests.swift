import Foundation
import Testing

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

    @Test("storyboards, unknown devices and missing folders are usage errors (exit 2)")
    func usageErrors() throws {
        let storyboard = try StoryboardProcess.run(["inspect", "../shared/corpus/files/001_apple_AdaptivePhotos_iOS8_Main.storyboard"])
        #expect(storyboard.status == 2)
        #expect(storyboard.standardError.contains("not supported yet"))
        let device = try StoryboardProcess.run(["inspect", Self.catalog, "--device", "iPhone 99"])
        #expect(device.status == 2)
        #expect(device.standardError.contains("unknown device \"iPhone 99\""))
        let missing = try StoryboardProcess.run(["inspect", "Examples/Nope.xcassets"])
        #expect(missing.status == 2)
    }
}
