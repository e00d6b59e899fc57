import Foundation
import OpenStoryboard

/// What a `render` run tells its user about the pictures: in text, each distinct warning once on
/// standard error and a summary line counting the pictures with warnings by kind; with `--json`,
/// every picture with its file, error and warnings.
struct RenderReport {
    let plan: RenderPlan
    let results: [RenderOutcome]
    let outputFolder: String
    let fonts: RenderFonts
    /// Each document's own warnings (the font families it uses that are drawn in a fallback).
    let documentWarnings: [[RenderWarning]]

    /// At most this many distinct warnings are printed in text; `--json` has them all.
    static let printedWarningLimit = 60

    /// The distinct warnings, in order: the fonts' (unreadable files, `UIAppFonts` entries found
    /// nowhere), each document's missing font families, then the pictures' (a missing font of a
    /// picture is its document's, printed once there).
    var warningLines: [String] {
        var lines: [String] = []
        var seen: Set<String> = []
        var all = fonts.warnings + documentWarnings.flatMap { $0 }
        for result in results { all += result.warnings.filter { $0.code != .renderMissingFont && $0.affectsPicture } }
        for warning in all where seen.insert(warning.description).inserted {
            lines.append(warning.description)
        }
        if lines.count > Self.printedWarningLimit {
            let more = lines.count - Self.printedWarningLimit
            lines = Array(lines.prefix(Self.printedWarningLimit)) + ["… and \(more) more warning\(more == 1 ? "" : "s") (--json lists every picture's)"]
        }
        return lines
    }

    /// `Warnings in 3 of 8 pictures: missing images (2), missing fonts (1)`; `nil` when no picture
    /// has one.
    var summaryLine: String? {
        let warned = results.filter { $0.warnings.contains(where: \.affectsPicture) }
        guard !warned.isEmpty else { return nil }
        let counts = RenderWarning.Category.allCases.filter { $0 != .code }.compactMap { category -> String? in
            let pictures = warned.filter { $0.warnings.contains { $0.category == category } }.count
            return pictures > 0 ? "\(category.rawValue) (\(pictures))" : nil
        }
        return "Warnings in \(warned.count) of \(results.count) picture\(results.count == 1 ? "" : "s"): \(counts.joined(separator: ", "))"
    }

    private struct Output: Encodable {
        struct Picture: Encodable {
            var file: String
            var document: String
            var scene: String
            var device: String
            var orientation: String
            var appearance: String
            /// The Dynamic Type size (`--content-size`'s name); absent for the default.
            var contentSize: String?
            /// The version of iOS (`--os`, as `iOS 10`); absent for the default, the latest.
            var os: String?
            var copiedFrom: String?
            var error: String?
            /// Whether `file` is the placeholder drawn in place of a picture that failed.
            var placeholder: Bool?
            var warnings: [RenderWarning]
        }
        struct Document: Encodable {
            var path: String
            var scenes: [String]
            var warnings: [RenderWarning]
        }
        struct Font: Encodable {
            var file: String
            var families: [String]
        }
        struct Summary: Encodable {
            var pictures: Int
            var written: Int
            var failed: Int
            /// Pictures with a warning about what they show (as the text summary counts them:
            /// not those whose only warnings concern the app's code).
            var withWarnings: Int
            /// Pictures with a warning of each code.
            var picturesByWarning: [String: Int]
        }
        var documents: [Document]
        var pictures: [Picture]
        var fonts: [Font]
        var warnings: [RenderWarning]
        var summary: Summary
        var contactSheet: String
    }

    /// The run as JSON (sorted keys, pretty printed).
    var json: String {
        let folder = URL(fileURLWithPath: outputFolder, isDirectory: true)
        let pictures = results.map { result -> Output.Picture in
            let job = plan.jobs[result.index]
            return Output.Picture(
                file: folder.appendingPathComponent(job.relativePath).path, document: plan.documents[job.documentIndex].path,
                scene: job.sceneID, device: job.device.name, orientation: job.orientationName, appearance: job.appearanceName, contentSize: job.contentSizeName,
                os: job.systemVersion?.description, copiedFrom: job.copies.map { folder.appendingPathComponent(plan.jobs[$0].relativePath).path },
                error: result.error, placeholder: result.placeholder != nil ? true : nil, warnings: result.warnings)
        }
        var byCode: [String: Int] = [:]
        for result in results {
            for code in Set(result.warnings.map(\.code)) { byCode[code.rawValue, default: 0] += 1 }
        }
        let output = Output(
            documents: plan.documents.enumerated().map { Output.Document(path: $1.path, scenes: $1.sceneIDs, warnings: documentWarnings[$0]) },
            pictures: pictures,
            fonts: fonts.registered.map { Output.Font(file: $0.path, families: $0.families) },
            warnings: fonts.warnings,
            summary: Output.Summary(
                pictures: results.count, written: results.filter { $0.error == nil }.count, failed: results.filter { $0.error != nil }.count,
                withWarnings: results.filter { $0.warnings.contains(where: \.affectsPicture) }.count, picturesByWarning: byCode),
            contactSheet: folder.appendingPathComponent("index.html").path)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(output)) ?? Data("{}".utf8), as: UTF8.self)
    }
}
