import Foundation
import OpenStoryboard
import Testing

/// The pictures of one example's scenarios: each state rendered at the device's real pixel size
/// into `.build/examples/<name>/`, with an `index.html` that shows them in the order taken.
@MainActor
final class ScenarioPictures {
    let folder: URL
    let title: String
    private var names: [String] = []

    init(_ name: String, title: String) {
        folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/examples/\(name)")
        self.title = title
    }

    /// Renders `window` as `<name>.png`, checks its pixel size, and rewrites the index.
    func take(_ window: UIWindow, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name + ".png")
        try WindowRenderer(window: window).render(to: url, format: .png)
        let image = try UIImage.load(contentsOfFile: url.path)
        let pixels = window.screen.device.renderedPixelSize(for: window.screen.interfaceOrientation)
        #expect(Int((image.size.width * image.scale).rounded()) == Int((window.bounds.width * window.screen.scale).rounded()),
                "\(name): real pixel width", sourceLocation: sourceLocation)
        #expect(Int((image.size.height * image.scale).rounded()) == Int((window.bounds.height * window.screen.scale).rounded()),
                "\(name): real pixel height (full screen \(pixels.width)×\(pixels.height))", sourceLocation: sourceLocation)
        names.removeAll { $0 == name }
        names.append(name)
        let figures = names.map { "<figure><img src=\"\($0).png\" width=\"300\"><figcaption>\($0)</figcaption></figure>" }
        let html = "<!doctype html><meta charset=utf-8><title>\(title)</title><style>figure{display:inline-block;margin:8px;vertical-align:top}</style><h1>\(title)</h1>\n"
            + figures.joined(separator: "\n") + "\n"
        try html.write(to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    }
}
