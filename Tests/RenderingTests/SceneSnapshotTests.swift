@testable import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering
import Testing
import ImageCodecs
import TestSupport

/// Scenes of real storyboards from the corpus, rendered and compared with reference PNGs under
/// `__Snapshots__/SceneSnapshotTests` (reviewed by looking at them).
///
/// A pixel matches when no channel differs by more than ``channelTolerance``; a picture matches
/// when at most ``pixelTolerance`` of its pixels do not (anti-aliasing and glyph rasterization
/// of the same Debian fonts vary slightly between Cairo and FreeType versions). To record new
/// references, run with `RECORD_SNAPSHOTS=1`: the test writes the picture and fails.
@MainActor
@Suite("Scene snapshots", .requiresSharedFolder)
struct SceneSnapshotTests {
    static let corpus = SharedFolder.corpusFiles
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/SceneSnapshotTests")
    static let channelTolerance = 24
    static let pixelTolerance = 0.005

    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var scene: String
        var device: String
        var orientation: UIInterfaceOrientation
        var style: UIUserInterfaceStyle = .light
        var what: String

        var name: String {
            let device = String(device.map { $0.isLetter || $0.isNumber ? $0 : "-" }).replacingOccurrences(of: "--", with: "-")
            return "\(file.prefix { $0 != "_" })-\(scene)-\(device.trimmingCharacters(in: CharacterSet(charactersIn: "-")))-\(orientation.isLandscape ? "landscape" : "portrait")\(style == .dark ? "-dark" : "")"
        }
        var testDescription: String { what }
    }

    nonisolated static let cases: [Case] = [
        Case(file: "001_apple_AdaptivePhotos_iOS8_Main.storyboard", scene: "7jv-u7-IwN", device: "iPhone 8", orientation: .portrait,
             what: "AdaptivePhotos list: navigation bar with title and Profile item, frameless prototype cells stacked"),
        Case(file: "001_apple_AdaptivePhotos_iOS8_Main.storyboard", scene: "0Kk-Sd-rFg", device: "iPad 2", orientation: .landscapeLeft,
             what: "AdaptivePhotos split view on an iPad: list column, separator, empty detail"),
        Case(file: "001_apple_AdaptivePhotos_iOS8_Main.storyboard", scene: "jFC-Vf-GDX", device: "iPhone SE (1st generation)", orientation: .portrait,
             style: .dark, what: "AdaptivePhotos profile in dark appearance, Done item"),
        Case(file: "001_apple_AdaptivePhotos_iOS8_Main.storyboard", scene: "0iZ-ug-111", device: "iPad 2", orientation: .landscapeLeft,
             what: "the profile, presented as a form sheet over the list that presents it, dimmed behind"),
        Case(file: "007_apple_AdaptivePhotos_v2_Main.storyboard", scene: "0iZ-ug-111", device: "iPad 2", orientation: .landscapeLeft,
             what: "the profile as a popover anchored at its bar button item, with shadow and arrow"),
        Case(file: "016_apple_NavBar_Main.storyboard", scene: "Gu6-lY-HYH", device: "iPhone 8", orientation: .portrait,
             what: "static table of subtitle cells with disclosure indicators and a left bar item"),
        Case(file: "008_apple_AdaptiveElements_Main.storyboard", scene: "yl2-sM-qoP", device: "iPhone 8", orientation: .landscapeLeft,
             what: "tab bar controller in compact height: a 32-point tab bar, each title beside its 18-point image"),
        Case(file: "016_apple_NavBar_Main.storyboard", scene: "saZ-tq-yge", device: "iPhone 8", orientation: .landscapeLeft,
             what: "compact height: a 32-point navigation bar and toolbar, the table starting below the bar"),
        Case(file: "001_apple_AdaptivePhotos_iOS8_Main.storyboard", scene: "7jv-u7-IwN", device: "iPhone 15", orientation: .landscapeLeft,
             what: "notched phone in landscape: a 32-point bar, the Profile item inside the safe area, clear of the sensor housing"),
        Case(file: "078_netnewswire_Main.storyboard", scene: "NDp-hg-obE", device: "iPhone 15", orientation: .portrait,
             what: "collection view: section header, then the feed and folder prototypes placed by the flow layout; chevron.down symbols in the header and the folder cell's configured button; the scene's simulated navigation bar (Feeds, filter item) and toolbar (gear, plus)"),
        Case(file: "081_netnewswire_Inspector.storyboard", scene: "fZt-Nz-Jvk", device: "iPhone 15", orientation: .portrait,
             what: "navigation bar with a Done item; the home page cell's safari symbol in the document's accent tint"),
        Case(file: "039_apple_SamplePhotos_ObjC_Storyboard.storyboard", scene: "mUr-pn-Lqf", device: "iPhone 8", orientation: .portrait,
             what: "navigation bar with a title and a systemItem=\"add\" item drawn as a plus"),
        Case(file: "038_apple_SamplePhotos_Swift_Main.storyboard", scene: "bu8-E5-AG6", device: "iPhone 8", orientation: .landscapeLeft,
             what: "a scene in no navigation controller of its document, drawn with its simulated navigation bar (Edit item) and toolbar, compact in landscape"),
    ]

    @Test("renders as the reference picture", arguments: cases)
    func snapshot(_ testCase: Case) throws {
        let url = Self.corpus.appendingPathComponent(testCase.file)
        let document = try IBDocument(contentsOf: url)
        let loader = IBStoryboardLoader(name: "Main", document: document, bundle: nil, options: IBSceneWindow.options)
        let rendered = FileManager.default.temporaryDirectory.appendingPathComponent("osb-snapshot-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: rendered) }
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            let scene = try #require(IBSceneWindow.make(
                sceneID: testCase.scene, loader: loader, device: try Device.named(testCase.device),
                orientation: testCase.orientation, userInterfaceStyle: testCase.style))
            defer { scene.window.rootViewController = nil }
            // As `storyboard render` draws it: with the scene's simulated status bar.
            var renderer = WindowRenderer(window: scene.window)
            renderer.drawsStatusBar = scene.showsStatusBar
            renderer.statusBarStyle = scene.statusBarStyle
            try renderer.render(to: rendered, format: .png)
        }
        let reference = Self.snapshots.appendingPathComponent(testCase.name + ".png")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" || !FileManager.default.fileExists(atPath: reference.path) {
            try FileManager.default.createDirectory(at: Self.snapshots, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: reference)
            try FileManager.default.copyItem(at: rendered, to: reference)
            Issue.record("recorded \(reference.path): look at it, then run again")
            return
        }
        let expected = try UIImage.load(contentsOfFile: reference.path).decodedBGRA(decoder: BitmapImageCodec.shared)
        let actual = try UIImage.load(contentsOfFile: rendered.path).decodedBGRA(decoder: BitmapImageCodec.shared)
        #expect(actual.width == expected.width && actual.height == expected.height, "size \(actual.width)×\(actual.height), expected \(expected.width)×\(expected.height)")
        guard actual.width == expected.width, actual.height == expected.height else { return }
        var differing = 0
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = y * actual.bytesPerRow + x * 4, e = y * expected.bytesPerRow + x * 4
                for channel in 0..<4 where abs(Int(actual.pixels[a + channel]) - Int(expected.pixels[e + channel])) > Self.channelTolerance {
                    differing += 1
                    break
                }
            }
        }
        let fraction = Double(differing) / Double(actual.width * actual.height)
        if fraction > Self.pixelTolerance {
            let failed = Self.snapshots.appendingPathComponent(testCase.name + ".failed.png")
            try? FileManager.default.removeItem(at: failed)
            try? FileManager.default.copyItem(at: rendered, to: failed)
            Issue.record("\(differing) pixels (\(String(format: "%.2f", fraction * 100)) %) differ from \(reference.lastPathComponent); the rendering is at \(failed.path)")
        }
    }
}
