import Foundation
import OpenStoryboard

/// The `index.html` of a `render` run: a contact sheet grouped by document and scene, each
/// picture captioned with its device, orientation, size classes and appearance; failed
/// pictures show their error in place.
struct ContactSheet {
    let plan: RenderPlan
    let results: [RenderOutcome]

    var html: String {
        var body: [String] = []
        var jobsByScene: [String: [Int]] = [:]
        for (index, job) in plan.jobs.enumerated() { jobsByScene["\(job.documentIndex) \(job.sceneID)", default: []].append(index) }
        for (documentIndex, document) in plan.documents.enumerated() {
            body.append("<h1>\(escape(document.path))</h1>")
            if document.sceneIDs.isEmpty { body.append("<p class=note>No scenes to render.</p>") }
            for sceneID in document.sceneIDs {
                let name = IBSceneWindow.sceneName(sceneID, in: document.document)
                let line = document.document.scenes.first { $0.id == sceneID }?.position?.line
                    ?? document.document.objects.first { $0.id == sceneID }?.position?.line
                let location = line.map { "\(document.path):\($0)" } ?? document.path
                body.append("<section id=\"\(escape(document.folder))-\(escape(sceneID))\">")
                body.append("<h2>\(escape(name)) <small>\(escape(sceneID)) · \(escape(location))</small></h2>")
                body.append("<div class=sheet>")
                for index in jobsByScene["\(documentIndex) \(sceneID)"] ?? [] {
                    body.append(figure(index))
                }
                body.append("</div></section>")
            }
        }
        let failures = results.filter { $0.error != nil }.count
        let summary = "\(plan.jobs.count) pictures of \(plan.documents.map(\.sceneIDs.count).reduce(0, +)) scenes" + (failures > 0 ? ", \(failures) failed" : "")
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>storyboard render</title>
        <style>
        body { font: 14px -apple-system, "Inter", "Helvetica Neue", sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
        h1 { font-size: 20px; margin: 32px 0 8px; }
        h2 { font-size: 16px; margin: 24px 0 8px; }
        small { color: #6e6e73; font-weight: normal; }
        .sheet { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-end; }
        figure { margin: 0; text-align: center; }
        figure img, figure object, .failed { display: block; border: 1px solid #c7c7cc; border-radius: 6px; background: white; }
        figcaption { font-size: 12px; margin-top: 4px; line-height: 1.4; }
        .failed { color: #d70015; padding: 8px; box-sizing: border-box; font-size: 12px; overflow: auto; }
        img.failed { padding: 0; border: 2px solid #d70015; }
        .note { color: #6e6e73; }
        .warnings { text-align: left; color: #a05a00; margin: 4px auto 0; }
        .warnings ul { margin: 4px 0; padding-left: 16px; overflow-wrap: anywhere; }
        </style>
        </head>
        <body>
        <p class=note>\(escape(summary)). Made by <code>storyboard render</code>.</p>
        \(body.joined(separator: "\n"))
        </body>
        </html>

        """
    }

    private func figure(_ index: Int) -> String {
        let job = plan.jobs[index]
        let size = job.device.size(for: job.orientation)
        // Pictures at 40 % of their size in points, so a row holds several phones.
        let width = Int((size.width * 0.4).rounded()), height = Int((size.height * 0.4).rounded())
        let classes = job.sizeClasses.description
        var caption = "<figcaption><b>\(escape(job.device.name))</b><br>\(job.orientationName) · \(classes) · \(job.appearanceName)\(job.contentSizeName.map { " · text \($0)" } ?? "")\(job.systemVersion.map { " · \($0)" } ?? "")"
        let warnings = results[index].warnings
        if !warnings.isEmpty {
            // What the picture shows that the app would not, under it.
            let items = warnings.map { "<li>\(escape($0.description))</li>" }.joined()
            caption += "<details class=warnings style=\"max-width:\(width)px\"><summary>\(warnings.count) warning\(warnings.count == 1 ? "" : "s")</summary><ul>\(items)</ul></details>"
        }
        caption += "</figcaption>"
        if let error = results[index].error {
            guard let placeholder = results[index].placeholder else {
                return "<figure><div class=failed style=\"width:\(width)px;height:\(height)px\">\(escape(error))</div>\(caption)</figure>"
            }
            // The placeholder picture drawn in its place, framed as a failure.
            let source = placeholder.split(separator: "/").map { String($0).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }.joined(separator: "/")
            return "<figure><a href=\"\(source)\"><img class=failed src=\"\(source)\" width=\(width) height=\(height) loading=lazy alt=\"\(escape(error))\"></a>\(caption)<div class=failed style=\"max-width:\(width)px\">\(escape(error))</div></figure>"
        }
        let alt = "\(IBSceneWindow.sceneName(job.sceneID, in: plan.documents[job.documentIndex].document)) on \(job.device.name), \(job.orientationName), \(classes), \(job.appearanceName)\(job.contentSizeName.map { ", text \($0)" } ?? "")"
        let source = job.relativePath.split(separator: "/").map { String($0).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }.joined(separator: "/")
        return "<figure><a href=\"\(source)\"><img src=\"\(source)\" width=\(width) height=\(height) loading=lazy alt=\"\(escape(alt))\"></a>\(caption)</figure>"
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
