import Foundation
import OpenStoryboard
import StoryboardLint

/// `lint --evidence DIR`: for each scene and configuration with findings about views, a PNG of
/// the scene laid out there with the offending views outlined in red, and an `index.html` that
/// lists every finding next to its picture. A misplaced view's stored frame, where the document
/// draws it, is outlined in orange beside the red frame its constraints give it, as Xcode's
/// canvas outlines a misplaced view's frame in orange.
@MainActor
enum LintEvidence {
    /// One picture: a scene in a configuration, and the findings outlined in it.
    struct Picture {
        var file: String
        var sceneID: String
        var configuration: String
        var findings: [LintFinding]
        var name: String
        var drawn = false
    }

    /// Lays out and draws the pictures of `findings` into `folder`; returns the number drawn.
    static func write(_ findings: [LintFinding], matrix: LintMatrix, to folder: URL) throws -> Int {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var pictures: [Picture] = []
        for finding in findings where finding.objectID != nil {
            guard let sceneID = finding.sceneID, let configuration = finding.configurations.first else { continue }
            if let index = pictures.firstIndex(where: { $0.file == finding.file && $0.sceneID == sceneID && $0.configuration == configuration }) {
                pictures[index].findings.append(finding)
            } else {
                pictures.append(Picture(file: finding.file, sceneID: sceneID, configuration: configuration, findings: [finding],
                                        name: String(format: "finding-%03d.png", pictures.count + 1)))
            }
        }
        for index in pictures.indices {
            pictures[index].drawn = draw(pictures[index], matrix: matrix, to: folder.appendingPathComponent(pictures[index].name))
        }
        try html(pictures, findings: findings).write(to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        return pictures.filter(\.drawn).count
    }

    private static func draw(_ picture: Picture, matrix: LintMatrix, to url: URL) -> Bool {
        guard case .success(let document) = DocumentInput.read(picture.file),
              let configuration = matrix.configurations(for: document).first(where: { $0.name == picture.configuration }) else { return false }
        var drawn = false
        let logged = LayoutDiagnostics.shared.printsToStandardError
        LayoutDiagnostics.shared.printsToStandardError = false
        defer {
            LayoutDiagnostics.shared.printsToStandardError = logged
            LayoutDiagnostics.shared.removeAll()
        }
        _ = IBSceneLayout.report(
            for: document, device: configuration.device, orientation: configuration.orientation, sceneID: picture.sceneID,
            options: Linter.options(for: configuration), environment: configuration.environment
        ) { scene in
            var outlines: [UIView] = []
            @MainActor func outline(_ frame: CGRect, _ color: UIColor) {
                let outline = UIView(frame: frame.insetBy(dx: -2, dy: -2))
                outline.backgroundColor = .clear
                outline.isUserInteractionEnabled = false
                outline.layer.borderWidth = 3
                outline.layer.borderColor = color.cgColor
                scene.window.addSubview(outline)
                outlines.append(outline)
            }
            for finding in picture.findings {
                guard let id = finding.objectID, let view = scene.instantiator.view(withID: id), view.window != nil else { continue }
                if let stored = finding.frames?.stored, stored.count == 4, let superview = view.superview {
                    outline(superview.convert(CGRect(x: stored[0], y: stored[1], width: stored[2], height: stored[3]), to: nil), .systemOrange)
                }
                outline(view.convert(view.bounds, to: nil), .systemRed)
            }
            drawn = (try? WindowRenderer(window: scene.window).render(to: url, format: .png)) != nil
            for outline in outlines { outline.removeFromSuperview() }
        }
        return drawn
    }

    private static func html(_ pictures: [Picture], findings: [LintFinding]) -> String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
                .replacingOccurrences(of: "\"", with: "&quot;")
        }
        var rows: [String] = []
        for picture in pictures {
            let items = picture.findings.map { finding in
                "<li><code>\(escape(TextLintFormatter.line(finding)))</code></li>"
            }.joined()
            let image = picture.drawn ? "<img src=\"\(picture.name)\" alt=\"\(escape(picture.sceneID))\">" : "<p>(not drawn)</p>"
            rows.append("<section><h2>\(escape(picture.file)) — scene \(escape(picture.sceneID)) — \(escape(picture.configuration))</h2><ul>\(items)</ul>\(image)</section>")
        }
        let others = findings.filter { $0.objectID == nil || $0.sceneID == nil || $0.configurations.isEmpty }
        if !others.isEmpty {
            rows.append("<section><h2>Findings without a picture</h2><ul>\(others.map { "<li><code>\(escape(TextLintFormatter.line($0)))</code></li>" }.joined())</ul></section>")
        }
        return """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><title>storyboard lint</title>
        <style>body{font-family:sans-serif;margin:2em} img{max-height:600px;border:1px solid #ccc} section{margin-bottom:2em}</style>
        </head><body><h1>storyboard lint: \(findings.count) finding\(findings.count == 1 ? "" : "s")</h1>
        <p>Red outlines the views of the findings as laid out in the configuration; orange, a misplaced view's frame as the document stores it.</p>
        \(rows.joined(separator: "\n"))
        </body></html>
        """
    }
}
