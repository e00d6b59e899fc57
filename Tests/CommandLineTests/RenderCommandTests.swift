import Foundation
import Testing
import TestSupport

@Suite("storyboard render")
struct RenderCommandTests {
    static let corpus = "../shared/corpus/files/"
    static let photos = corpus + "001_apple_AdaptivePhotos_iOS8_Main.storyboard"
    static let list = "7jv-u7-IwN"
    static let profile = "jFC-Vf-GDX"

    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("osb-render-cli-\(UUID().uuidString)")
    }

    /// The width and height a PNG file's header declares.
    private func pngSize(_ url: URL) throws -> (Int, Int) {
        let data = try Data(contentsOf: url)
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(url.lastPathComponent) is a PNG")
        func int(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    @Test("renders a scene at the device's pixel size and writes a contact sheet labelled by device, orientation and size classes", .requiresSharedFolder)
    func pngAndIndex() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try StoryboardProcess.run([
            "render", Self.photos, "--scene", Self.list, "--device", "iPhone 8", "--device", "iPad 2", "--orientation", "both", "--out", out.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let folder = out.appendingPathComponent("001-apple-AdaptivePhotos-iOS8-Main")
        let portrait = folder.appendingPathComponent("\(Self.list)_iPhone-8_portrait_light.png")
        let landscape = folder.appendingPathComponent("\(Self.list)_iPhone-8_landscape_light.png")
        let pad = folder.appendingPathComponent("\(Self.list)_iPad-2_landscape_light.png")
        #expect(try pngSize(portrait) == (750, 1334), "375 × 667 points at 2×")
        #expect(try pngSize(landscape) == (1334, 750))
        #expect(try pngSize(pad) == (1024, 768), "the iPad 2 is 1×")
        #expect(result.standardOutput.contains("Rendered 4 pictures of 1 scene"))
        #expect(result.standardOutput.contains(out.appendingPathComponent("index.html").path))

        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<h2>Conversations <small>\(Self.list)"), "the scene is named by its title")
        #expect(html.contains("src=\"001-apple-AdaptivePhotos-iOS8-Main/\(Self.list)_iPhone-8_portrait_light.png\""))
        #expect(html.contains("<b>iPhone 8</b><br>portrait · wC hR · light"))
        #expect(html.contains("<b>iPhone 8</b><br>landscape · wC hC · light"))
        #expect(html.contains("<b>iPad 2</b><br>landscape · wR hR · light"))
        #expect(!result.standardError.contains("\u{1B}["), "no progress bar when standard error is not a terminal")
        #expect(result.standardError.contains("[4/4] "), "plain progress lines instead")
    }

    @Test("a folder renders every .storyboard and .xib under it, not those of build products and dependencies")
    func folder() throws {
        let project = temporaryFolder(), out = temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: project)
            try? FileManager.default.removeItem(at: out)
        }
        let scene = "Tests/AdaptiveKitTests/Fixtures/Vector/VectorScene.storyboard"
        for path in ["App/Base.lproj/Main.storyboard", "App/Screens/Other.storyboard", "Pods/Library/Library.storyboard"] {
            let url = project.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: scene, toPath: url.path)
        }
        let result = try StoryboardProcess.run([
            "render", project.path, "--device", "iPhone X", "--orientation", "portrait", "--out", out.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Rendered 2 pictures of 2 scenes"), "\(result.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Main/vec-SC-001_iPhone-X_portrait_light.png").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Other/vec-SC-001_iPhone-X_portrait_light.png").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("Library").path), "Pods are not searched")
    }

    @Test("a scene with PDF and SVG images and visual effect views renders without placeholders or warnings")
    func vectorImagesAndEffects() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try StoryboardProcess.run([
            "render", "Tests/AdaptiveKitTests/Fixtures/Vector/VectorScene.storyboard", "--device", "iPhone X",
            "--orientation", "portrait", "--out", out.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("warning"), "\(result.standardError)")
        let picture = out.appendingPathComponent("VectorScene/vec-SC-001_iPhone-X_portrait_light.png")
        #expect(try pngSize(picture) == (1125, 2436))
    }

    @Test("devices with identical screens share one drawing; dark appearance and SVG; every picture of a large run through worker processes", .requiresSharedFolder)
    func groupsAppearanceAndWorkers() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try StoryboardProcess.run([
            "render", Self.photos, "--scene", Self.list, "--scene", Self.profile, "--device", "iPhone 7", "--device", "iPhone 8",
            "--orientation", "portrait", "--appearance", "both", "--format", "svg", "--jobs", "2", "--out", out.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Rendered 8 pictures of 2 scenes (4 drawn, 4 copied from identical screens)"))
        let folder = out.appendingPathComponent("001-apple-AdaptivePhotos-iOS8-Main")
        for scene in [Self.list, Self.profile] {
            for device in ["iPhone-7", "iPhone-8"] {
                for appearance in ["light", "dark"] {
                    let file = folder.appendingPathComponent("\(scene)_\(device)_portrait_\(appearance).svg")
                    let text = try String(contentsOf: file, encoding: .utf8)
                    #expect(text.contains("<svg"), "\(file.lastPathComponent)")
                }
            }
        }
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("portrait · wC hR · dark"))
    }

    @Test("a picture copied from an identical screen is the picture drawing it gives", .requiresSharedFolder)
    func copiesMatchDrawings() throws {
        let copied = temporaryFolder(), drawn = temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: copied)
            try? FileManager.default.removeItem(at: drawn)
        }
        let arguments = ["render", Self.photos, "--scene", Self.list, "--device", "iPhone 7", "--device", "iPhone 8", "--orientation", "portrait"]
        let first = try StoryboardProcess.run(arguments + ["--out", copied.path])
        let second = try StoryboardProcess.run(arguments + ["--out", drawn.path, "--draw-identical-screens"])
        #expect(first.status == 0 && second.status == 0, "\(first.standardError)\(second.standardError)")
        #expect(first.standardOutput.contains("1 copied"))
        #expect(second.standardOutput.contains("2 drawn, 0 copied"))
        let name = "001-apple-AdaptivePhotos-iOS8-Main/\(Self.list)_iPhone-8_portrait_light.png"
        let copy = try Data(contentsOf: copied.appendingPathComponent(name))
        let drawing = try Data(contentsOf: drawn.appendingPathComponent(name))
        #expect(copy == drawing)
    }

    @Test("a storyboard in Base.lproj finds its images in the project's Assets.xcassets beside it")
    func assetsBesideLocalizationFolder() throws {
        let project = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: project) }
        let base = project.appendingPathComponent("Base.lproj")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try Data(Self.imageScene.utf8).write(to: base.appendingPathComponent("Main.storyboard"))
        let arguments = ["render", base.appendingPathComponent("Main.storyboard").path, "--device", "iPhone 8", "--orientation", "portrait"]
        let picture = "Main/tne-QT-ifu_iPhone-8_portrait_light.png"

        let without = try StoryboardProcess.run(arguments + ["--out", project.appendingPathComponent("without").path])
        #expect(without.status == 0, "\(without.standardError)")
        try FileManager.default.copyItem(
            at: StoryboardProcess.packageRoot.appendingPathComponent("Examples/AdaptivePhotos/Assets.xcassets"),
            to: project.appendingPathComponent("Assets.xcassets"))
        let with = try StoryboardProcess.run(arguments + ["--out", project.appendingPathComponent("with").path])
        #expect(with.status == 0, "\(with.standardError)")
        let plain = try Data(contentsOf: project.appendingPathComponent("without/" + picture))
        let drawn = try Data(contentsOf: project.appendingPathComponent("with/" + picture))
        #expect(plain != drawn, "the catalog's image is drawn")
        #expect(drawn.count > plain.count)
    }

    /// A scene with a 200-point image view showing the catalog image `ratingActive`.
    static let imageScene = """
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="tne-QT-ifu">
            <objects>
                <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <imageView contentMode="scaleAspectFit" image="ratingActive" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-001">
                                <rect key="frame" x="96" y="326" width="200" height="200"/>
                            </imageView>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        <constraints>
                            <constraint firstItem="img-00-001" firstAttribute="centerX" secondItem="8bC-Xf-vdC" secondAttribute="centerX" id="c01-00-001"/>
                            <constraint firstItem="img-00-001" firstAttribute="centerY" secondItem="8bC-Xf-vdC" secondAttribute="centerY" id="c01-00-002"/>
                            <constraint firstAttribute="width" constant="200" id="c01-00-003" firstItem="img-00-001"/>
                            <constraint firstAttribute="height" constant="200" id="c01-00-004" firstItem="img-00-001"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
    </scenes>
    <resources>
        <image name="ratingActive" width="30" height="30"/>
    </resources>
</document>
"""

    @Test("a picture that cannot be written fails its scene (exit 1) and the others are still rendered", .requiresSharedFolder)
    func failedScene() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let blocked = out.appendingPathComponent("001-apple-AdaptivePhotos-iOS8-Main/\(Self.profile)_iPhone-8_portrait_light.png")
        try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
        let result = try StoryboardProcess.run([
            "render", Self.photos, "--scene", Self.list, "--scene", Self.profile, "--device", "iPhone 8", "--orientation", "portrait", "--out", out.path,
        ])
        #expect(result.status == 1)
        #expect(result.standardError.contains("error: \(Self.photos): scene \(Self.profile) on iPhone 8, portrait, light: "))
        #expect(result.standardError.contains("error: 1 picture of 1 scene failed"))
        let rendered = out.appendingPathComponent("001-apple-AdaptivePhotos-iOS8-Main/\(Self.list)_iPhone-8_portrait_light.png")
        #expect(FileManager.default.fileExists(atPath: rendered.path))
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("class=failed"), "the contact sheet shows the failure in place")
    }

    @Test("usage errors exit 2: unknown device, unknown scene, no file; a malformed document's errors are named with their position (exit 1)", .requiresSharedFolder)
    func usageErrors() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let device = try StoryboardProcess.run(["render", Self.photos, "--device", "iPhone 99", "--out", out.path])
        #expect(device.status == 2)
        #expect(device.standardError.contains("iPhone 99"))

        let scene = try StoryboardProcess.run(["render", Self.photos, "--scene", "nope", "--out", out.path])
        #expect(scene.status == 2)
        #expect(scene.standardError.contains("no scene 'nope'"))
        #expect(scene.standardError.contains(Self.list), "lists the scenes there are")

        // A scene by its controller's id or storyboard identifier, as Xcode's inspector shows them.
        let byController = try StoryboardProcess.run(["render", Self.photos, "--scene", "Ff6-he-bXm", "--scene", "PhotoViewController",
                                                      "--device", "iPhone 8", "--orientation", "portrait", "--out", out.path])
        #expect(byController.status == 0, "\(byController.standardError)")
        #expect(byController.standardOutput.contains("Rendered 2 pictures of 2 scenes"))

        let none = try StoryboardProcess.run(["render"])
        #expect(none.status == 2)
        #expect(none.standardError.contains("Missing a .storyboard or .xib file"))

        let missing = try StoryboardProcess.run(["render", "no-such.storyboard", "--out", out.path])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("no-such.storyboard"))

        // One unreadable document among others is reported; the others are rendered.
        let mixed = try StoryboardProcess.run(["render", "no-such.storyboard", Self.photos, "--scene", Self.list, "--device", "iPhone 8",
                                               "--orientation", "portrait", "--out", out.path])
        #expect(mixed.status == 1)
        #expect(mixed.standardError.contains("error: no-such.storyboard"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("001-apple-AdaptivePhotos-iOS8-Main/\(Self.list)_iPhone-8_portrait_light.png").path))
        try? FileManager.default.removeItem(at: out.appendingPathComponent("index.html"))

        let malformed = out.appendingPathComponent("Broken.storyboard")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n  <scenes>\n    <scene\n".utf8).write(to: malformed)
        let broken = try StoryboardProcess.run(["render", malformed.path, "--out", out.path])
        #expect(broken.status == 1, "what loaded is rendered; the errors are findings")
        #expect(broken.standardError.contains(malformed.path + ":"), "names the file")
        #expect(broken.standardError.range(of: #"Broken\.storyboard:\d+:\d+: error: "#, options: .regularExpression) != nil, "with line and column: \(broken.standardError)")
    }

    @Test("--os: a device that never ran the version is drawn with a warning, the pictures named and captioned with it; iOS 7 has no size classes")
    func systemVersion() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let example = "Examples/UnifiedStoryboard/Main.storyboard", games = "tne-QT-ifu"
        let result = try StoryboardProcess.run([
            "render", example, "--scene", games, "--device", "iPhone X", "--device", "iPhone 7", "--orientation", "portrait",
            "--os", "10", "--out", out.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("warning: the iPhone X never ran iOS 10 (it ran iOS 11 to 16)"), "\(result.standardError)")
        #expect(!result.standardError.contains("iPhone 7 never ran"))
        #expect(try pngSize(out.appendingPathComponent("Main/\(games)_iPhone-X_portrait_light_ios10.png")) == (1125, 2436))
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<b>iPhone 7</b><br>portrait · wC hR · light · iOS 10"))

        let seven = try StoryboardProcess.run([
            "render", example, "--scene", games, "--device", "iPhone 5s", "--orientation", "portrait", "--os", "7", "--out", out.path,
        ])
        #expect(seven.status == 0, "\(seven.standardError)")
        let sheet = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(sheet.contains("<b>iPhone 5s</b><br>portrait · wAny hAny · light · iOS 7"))

        // Without --os: today's pictures, named without a version.
        let latest = try StoryboardProcess.run([
            "render", example, "--scene", games, "--device", "iPhone X", "--orientation", "portrait", "--out", out.path,
        ])
        #expect(latest.status == 0)
        #expect(!latest.standardError.contains("never ran"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Main/\(games)_iPhone-X_portrait_light.png").path))

        // Many devices that never ran the version share one warning line.
        let phones = try StoryboardProcess.run([
            "render", example, "--scene", games, "--device", "phones", "--orientation", "portrait", "--os", "10", "--out", out.path,
        ])
        #expect(phones.status == 0, "\(phones.standardError)")
        let lines = phones.standardError.split(separator: "\n").filter { $0.contains("never ran") }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("devices never ran iOS 10, drawn as iOS 10 would draw them on their screens: iPhone 4s (iOS 5 to 9), ") == true)
        #expect(lines.first?.contains("iPhone 7 (") == false, "the iPhone 7 ran iOS 10")
    }

    @Test("--os refuses the dark appearance before iOS 13 and versions it cannot draw, as usage errors")
    func systemVersionRefusals() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let example = "Examples/UnifiedStoryboard/Main.storyboard"
        for appearance in ["dark", "both"] {
            let dark = try StoryboardProcess.run(["render", example, "--appearance", appearance, "--os", "12", "--out", out.path])
            #expect(dark.status == 2)
            #expect(dark.standardError.contains("--appearance \(appearance) with --os 12: iOS 12 has no dark appearance (dark mode came with iOS 13)"), "\(dark.standardError)")
        }
        for value in ["6", "nineteen", "19"] {
            let bad = try StoryboardProcess.run(["render", example, "--os", value, "--out", out.path])
            #expect(bad.status == 2)
            #expect(bad.standardError.contains("--os: "), "\(bad.standardError)")
            #expect(bad.standardError.contains("a major version from 7 to 18 or 26"), "\(bad.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: out.path), "nothing is drawn")
    }

    @Test("--help explains the defaults and gives examples")
    func help() throws {
        let result = try StoryboardProcess.run(["render", "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Examples:"))
        #expect(result.standardOutput.contains("storyboard render Main.storyboard"))
        #expect(result.standardOutput.contains("--device screens"))
        #expect(!result.standardOutput.contains("worker-shard"), "the internal option stays hidden")
    }
}
