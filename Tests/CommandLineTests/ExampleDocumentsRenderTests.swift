import Foundation
import Testing

/// `storyboard render` on the example documents written for the Unified Storyboards guide's samples.
@Suite("storyboard render on the examples")
struct ExampleDocumentsRenderTests {
    @Test("the game menu storyboard: every scene rendered, with the contact sheet")
    func unifiedStoryboard() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("render-examples-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try StoryboardProcess.run(["render", "Examples/UnifiedStoryboard/Main.storyboard", "--device", "iPhone 14 Pro",
                                                "--orientation", "portrait", "--out", out.path])
        #expect(result.status == 0, "\(result.standardError)")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("Main").path).sorted()
        // The split view, navigation controller, menu, placeholder and game scenes.
        #expect(pictures.count == 5, "\(pictures)")
        for scene in ["Nki-YV-4Qg", "pY4-Hu-kfo", "tne-QT-ifu", "Xbq-1d-Hn8", "gMs-cN-dT1"] {
            #expect(pictures.contains { $0.hasPrefix(scene + "_iPhone-14-Pro_portrait") }, "\(scene)")
        }
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html").path))
    }

    @Test("the dynamic launch screen xib renders in both orientations")
    func launchScreen() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("render-examples-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try StoryboardProcess.run(["render", "Examples/DynamicLaunchScreen/LaunchScreen.xib", "--device", "iPhone 8", "--out", out.path])
        #expect(result.status == 0, "\(result.standardError)")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("LaunchScreen").path)
        #expect(Set(pictures) == ["iN0-l3-epB_iPhone-8_portrait_light.png", "iN0-l3-epB_iPhone-8_landscape_light.png"])
    }
}
