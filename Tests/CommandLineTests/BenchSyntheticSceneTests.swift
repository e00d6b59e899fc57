import Foundation
import Testing

/// `bench render`'s synthetic scene (`--save-synthetic`) is what its timing claims to be: a
/// 205-view storyboard of scene-200's shape that lays out cleanly on a phone, its content taller
/// than the screen inside a scroll view (not squeezed into the window).
@Suite("bench render's synthetic scene")
struct BenchSyntheticSceneTests {
    @Test("it loads, lays out without diagnostics, and its content grows inside the scroll view")
    func synthetic() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("osb-synthetic-\(UUID().uuidString).storyboard")
        defer { try? FileManager.default.removeItem(at: file) }
        let save = try StoryboardProcess.run(["bench", "render", "--save-synthetic", file.path])
        #expect(save.status == 0, "\(save.standardError)")
        let result = try StoryboardProcess.run(["frames", file.path, "--device", "iPhone 15", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect((root["diagnostics"] as? [Any])?.isEmpty == true)
        let scenes = try #require(root["scenes"] as? [[String: Any]])
        let views = try #require(scenes.first?["views"] as? [[String: Any]])
        // The controller's view and its 205 views.
        #expect(views.count == 206)
        func frame(_ index: Int) -> [Double] { (views[index]["frame"] as? [Double]) ?? [] }
        #expect(views[1]["class"] as? String == "UIScrollView")
        #expect(frame(1) == [0, 59, 393, 793])
        // The content view: as wide as the scroll view, several screens tall.
        let content = frame(2)
        #expect(content.count == 4 && content[2] == 393 && content[3] > 3 * 793)
    }
}
