import Foundation
import Testing
import TestSupport

/// `storyboard launch-images`, run as a user runs it, on the two launch screens of
/// `Examples/DynamicLaunchScreen`.
@Suite("storyboard launch-images")
struct LaunchImagesCommandTests {
    static let launchScreen = "Examples/DynamicLaunchScreen/LaunchScreen.xib"
    static let broken = "Examples/DynamicLaunchScreen/BrokenLaunchScreen.xib"

    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("launch-images-\(UUID().uuidString)")
    }

    /// A PNG's pixel size, from its IHDR chunk.
    private func pixelSize(_ url: URL) throws -> [Int] {
        let data = try Data(contentsOf: url)
        try #require(data.count > 24 && data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(url.lastPathComponent) is a PNG")
        func integer(at offset: Int) -> Int {
            data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return [integer(at: 16), integer(at: 20)]
    }

    @Test("writes the Default*.png set with Apple's names and pixel sizes, the UILaunchImages plist, and each device's picture")
    func writesEverything() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try StoryboardProcess.run(["launch-images", Self.launchScreen, "--out", out.path, "--device", "iPhone 8", "--device", "pads"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("\(Self.launchScreen): follows the launch-screen rules"))

        let legacy: [String: [Int]] = [
            "Default.png": [320, 480], "Default@2x.png": [640, 960], "Default-568h@2x.png": [640, 1136],
            "Default-667h@2x.png": [750, 1334], "Default-736h@3x.png": [1242, 2208], "Default-Landscape-736h@3x.png": [2208, 1242],
            "Default-Portrait~ipad.png": [768, 1024], "Default-Landscape~ipad.png": [1024, 768],
            "Default-Portrait@2x~ipad.png": [1536, 2048], "Default-Landscape@2x~ipad.png": [2048, 1536],
        ]
        for (name, size) in legacy {
            #expect(try pixelSize(out.appendingPathComponent(name)) == size, "\(name)")
            #expect(result.standardOutput.contains("\(name)  \(size[0])x\(size[1])"))
        }

        // Each chosen device in both orientations, at points × scale.
        #expect(try pixelSize(out.appendingPathComponent("devices/iPhone-8-portrait.png")) == [750, 1334])
        #expect(try pixelSize(out.appendingPathComponent("devices/iPhone-8-landscape.png")) == [1334, 750])
        #expect(try pixelSize(out.appendingPathComponent("devices/iPad-2-portrait.png")) == [768, 1024])
        #expect(try pixelSize(out.appendingPathComponent("devices/iPad-Pro-12.9-inch-6th-generation-landscape.png")) == [2732, 2048])
        #expect(try pixelSize(out.appendingPathComponent("devices/iPad-Pro-13-inch-M4-portrait.png")) == [2064, 2752])
        let pictures = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("devices").path)
        #expect(!pictures.contains { $0.hasPrefix("iPhone-1") }, "only the devices asked for")
        #expect(result.standardOutput.contains("\(pictures.count) device pictures"))

        // The Info.plist snippet reads back as a property list with Apple's keys.
        let data = try Data(contentsOf: out.appendingPathComponent("UILaunchImages.plist"))
        let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: [[String: String]]])
        let phone = try #require(plist["UILaunchImages"])
        #expect(phone.first == ["UILaunchImageMinimumOSVersion": "7.0", "UILaunchImageName": "Default",
                                "UILaunchImageOrientation": "Portrait", "UILaunchImageSize": "{320, 480}"])
        #expect(phone.contains { $0["UILaunchImageName"] == "Default-Landscape-736h" && $0["UILaunchImageOrientation"] == "Landscape" })
        #expect(plist["UILaunchImages~ipad"]?.map { $0["UILaunchImageName"] } == ["Default-Portrait", "Default-Landscape"])
    }

    @Test("a launch screen that breaks the rules: every finding with file:line:column, exit 1, nothing rendered")
    func brokenIsNotRendered() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try StoryboardProcess.run(["launch-images", Self.broken, "--out", out.path])
        #expect(result.status == 1)
        let findings = result.standardError.components(separatedBy: "\n").filter { $0.contains(": error: launch screen: ") }
        #expect(findings.count == 6)
        #expect(findings.allSatisfy { $0.range(of: #"^Examples/DynamicLaunchScreen/BrokenLaunchScreen\.xib:\d+:\d+: error: "#, options: .regularExpression) != nil })
        for rule in ["more than one root view", "custom class SplashView", "user-defined runtime attribute 'layer.cornerRadius'",
                     "WKWebView", "action 'skipIntro:'", "outlet 'view' on File's Owner"] {
            #expect(findings.contains { $0.contains(rule) }, "\(rule)")
        }
        #expect(result.standardError.contains("nothing rendered"))
        #expect(!FileManager.default.fileExists(atPath: out.path), "no output folder")
    }

    @Test("usage errors exit 2: a missing file, an unknown device, no argument")
    func usageErrors() throws {
        let missing = try StoryboardProcess.run(["launch-images", "Examples/DynamicLaunchScreen/Missing.xib"])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("Missing.xib"))
        let device = try StoryboardProcess.run(["launch-images", Self.launchScreen, "--device", "iPhone 99", "--out", temporaryFolder().path])
        #expect(device.status == 2)
        #expect(device.standardError.contains("unknown device \"iPhone 99\""))
        let none = try StoryboardProcess.run(["launch-images"])
        #expect(none.status == 2)
    }

    @Test("--help explains the rules, the outputs and the exit codes, with examples")
    func help() throws {
        let result = try StoryboardProcess.run(["launch-images", "--help"])
        #expect(result.status == 0)
        for text in ["launch-screen rules", "Default-Landscape@2x~ipad.png 2048×1536", "UILaunchImages", "Exit codes", "Examples:",
                     "storyboard launch-images Examples/DynamicLaunchScreen/LaunchScreen.xib"] {
            #expect(result.standardOutput.contains(text), "\(text)")
        }
    }

    @Test("a storyboard launch screen from the corpus renders through its initial view controller", .requiresSharedFolder)
    func storyboardLaunchScreen() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try StoryboardProcess.run(["launch-images", "../shared/corpus/files/083_netnewswire_LaunchScreenPhone.storyboard",
                                                "--out", out.path, "--device", "iPhone 8"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try pixelSize(out.appendingPathComponent("devices/iPhone-8-landscape.png")) == [1334, 750])
        #expect(try pixelSize(out.appendingPathComponent("Default-568h@2x.png")) == [640, 1136])
    }

    @Test("views drawn as placeholders are reported once, with their position, and the pictures are still made")
    func placeholderWarnings() throws {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The logo as a map view, a view AdaptiveKit does not have.
        var text = try String(contentsOf: StoryboardProcess.packageRoot.appendingPathComponent(Self.launchScreen), encoding: .utf8)
        let logo = try #require(text.range(of: #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Lg0-aK-7Vb""#))
        text.replaceSubrange(logo, with: #"<mapView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Lg0-aK-7Vb""#)
        let end = try #require(text.range(of: "</view>", range: logo.lowerBound..<text.endIndex))
        text.replaceSubrange(end, with: "</mapView>")
        let file = folder.appendingPathComponent("MapView.xib")
        try text.write(to: file, atomically: true, encoding: .utf8)

        let result = try StoryboardProcess.run(["launch-images", file.path, "--out", folder.appendingPathComponent("out").path, "--device", "iPhone 8"])
        #expect(result.status == 0, "\(result.standardError)")
        let warnings = result.standardError.components(separatedBy: "\n").filter { $0.contains("warning: MKMapView is not in AdaptiveKit") }
        #expect(warnings == ["\(file.path):17:17: warning: MKMapView is not in AdaptiveKit: made a placeholder UIView"], "once, at the element")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/Default@2x.png").path))
    }
}
