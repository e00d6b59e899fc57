import ArgumentParser
import Foundation
import OpenStoryboard

/// `storyboard snapshot`: records the pictures of documents as a baseline, and verifies that
/// they still look the same.
struct Snapshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Record the pictures of .storyboard and .xib files as a baseline, and verify them against it.",
        discussion: """
        Examples:
          storyboard snapshot record Main.storyboard --baseline Snapshots
          storyboard snapshot verify Main.storyboard --baseline Snapshots --report snapshot-report
          storyboard snapshot verify Main.storyboard --baseline Snapshots --update
        """,
        subcommands: [SnapshotRecord.self, SnapshotVerify.self]
    )
}

/// `storyboard snapshot record`: draws the pictures into the baseline folder and writes its
/// `manifest.json`.
struct SnapshotRecord: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Draw the pictures into a baseline folder, with a manifest.json.",
        discussion: """
        The pictures are those `storyboard render` draws (the same --device, --orientation, \
        --appearance, --scene, --fonts and --jobs), written as BASELINE/<document>/<scene>_<device>_\
        <orientation>_<appearance>.png, each with its laid-out views (.layout.json) beside it. \
        manifest.json lists every picture with its document, scene and configuration, the \
        fingerprints of the document, the tool and the picture, and the fonts drawn with. Pictures \
        recorded earlier for other documents or configurations are kept.

        Exit codes: 0 every picture recorded; 1 a picture could not be drawn (it is not recorded) \
        or a document has errors; 2 usage errors.
        """
    )

    @OptionGroup var render: RenderConfiguration

    @Option(help: "The baseline folder (created if needed).")
    var baseline: String

    @Option(help: "Only part I of N of the pictures (1/4, 2/4, …), for parallel CI jobs.")
    var shard: String?

    /// Where workers draw (internal).
    @Option(help: .hidden)
    var renderFolder: String?

    func run() throws {
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        let session = try SnapshotSession(configuration: render, shard: shard)
        let folder = URL(fileURLWithPath: renderFolder ?? baseline, isDirectory: true)
        if try session.runAsWorker(into: folder) { return }
        var manifest = try SnapshotManifest.read(in: folder)
        let documentErrors = session.reportDocumentErrors()
        let outcomes = try session.draw(into: folder)
        let made = Set(session.plan.jobs.map(\.relativePath))
        // Pictures of the recorded documents and configurations that are no longer drawn go;
        // a shard only replaces its own (the other parts' stay).
        manifest.pictures.removeAll { (shard == nil && session.covers($0)) || made.contains($0.file) }
        var failures = 0
        for outcome in outcomes {
            let job = session.plan.jobs[outcome.index]
            if let error = outcome.error {
                failures += 1
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(job.relativePath))
                FileHandle.standardError.write(Data("error: \(session.plan.documents[job.documentIndex].path): scene \(job.sceneID) on \(job.device.name), \(job.orientationName), \(job.appearanceName)\(job.contentSizeName.map { ", text \($0)" } ?? ""): \(error) (not recorded)\n".utf8))
            } else {
                manifest.pictures.append(session.manifestEntry(for: outcome, in: folder))
            }
        }
        do {
            try manifest.write(in: folder)
        } catch {
            throw CommandFailure.usage("cannot write \(folder.appendingPathComponent(SnapshotManifest.fileName).path): \((error as NSError).localizedDescription)")
        }
        let recorded = outcomes.count - failures
        print("Recorded \(recorded) picture\(recorded == 1 ? "" : "s") into \(baseline)")
        if failures > 0 { throw CommandFailure.findings("\(failures) picture\(failures == 1 ? "" : "s") could not be drawn") }
        if documentErrors > 0 { throw CommandFailure.findings("\(documentErrors) error\(documentErrors == 1 ? "" : "s") in the documents") }
    }
}

/// `storyboard snapshot verify`: draws the pictures again and compares them with the baseline.
struct SnapshotVerify: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Draw the pictures again and compare them with a baseline.",
        discussion: """
        Every picture is passed, changed (its pixels differ beyond the limits, or it cannot be \
        drawn), new (no baseline) or missing (in the baseline, no longer drawn). Pixels are \
        compared as pixelmatch does: YIQ colour distance over --threshold, anti-aliased pixels \
        ignored; a picture passes while the pixels that differ stay within --max-diff-pixels and \
        --max-diff-ratio (no difference at all when neither is given). Beside the pixels, the \
        laid-out views of both sides are compared: which views moved or resized, which texts, \
        images, colours and constraints changed, which views appeared or disappeared.

        --report DIR writes index.html (failures first: the diff, expected and actual pictures, a \
        slider and onion skin, the structural changes), report.json and the pictures; --junit FILE \
        a JUnit XML file. --update records the pictures that failed again (and drops the missing \
        ones from the baseline).

        Exit codes: 0 every picture passed (or was updated); 1 a picture changed, is new (unless \
        --allow-new) or missing, or cannot be drawn; 2 usage errors.
        """
    )

    @OptionGroup var render: RenderConfiguration

    @Option(help: "The baseline folder that `snapshot record` wrote.")
    var baseline: String?

    @Option(help: "Compare with the same documents at a git revision (read with git show, no checkout), drawing both sides, instead of a baseline.")
    var against: String?

    @Option(help: "A folder for index.html, report.json and the pictures (created if needed).")
    var report: String?

    @Option(help: "A JUnit XML file of the results.")
    var junit: String?

    @Option(help: "The colour distance (0–1) under which two pixels are the same (pixelmatch's, 0.1 by default).")
    var threshold: Double = 0.1

    @Option(help: "The pixels that may differ in a picture that passes.")
    var maxDiffPixels: Int?

    @Option(help: "The fraction (0–1) of a picture's pixels that may differ in a picture that passes.")
    var maxDiffRatio: Double?

    @Option(name: .customLong("ignore"), help: "A view's document id whose rectangle is not compared. Repeatable.")
    var ignoredViews: [String] = []

    @Flag(help: "Pictures without a baseline pass.")
    var allowNew = false

    @Flag(help: "Record the pictures that failed again, and drop the missing ones from the baseline.")
    var update = false

    @Option(help: "Only part I of N of the pictures (1/4, 2/4, …), for parallel CI jobs.")
    var shard: String?

    /// Where workers draw (internal).
    @Option(help: .hidden)
    var renderFolder: String?

    /// The baseline folder workers compare the pixels they draw with (internal: the parent's
    /// `--baseline`, or the revision's recording of `--against`).
    @Option(help: .hidden)
    var workerBaseline: String?

    func validate() throws {
        if baseline == nil, against == nil { throw ValidationError("Missing --baseline DIR (or --against REV).") }
        if baseline != nil, against != nil { throw ValidationError("--baseline and --against cannot be used together.") }
        if against != nil, update { throw ValidationError("--update records a baseline; with --against there is none.") }
        guard threshold >= 0, threshold <= 1 else { throw ValidationError("--threshold must be between 0 and 1.") }
        if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must be at least 0.") }
        if let maxDiffRatio, !(0...1).contains(maxDiffRatio) { throw ValidationError("--max-diff-ratio must be between 0 and 1.") }
    }

    func run() throws {
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        var session = try SnapshotSession(configuration: render, shard: shard)
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-snapshot-\(ProcessInfo.processInfo.processIdentifier)")
        let actualFolder = URL(fileURLWithPath: renderFolder ?? report.map { $0 + "/actual" } ?? temporary.path, isDirectory: true)
        if let workerBaseline, try render.workerPart() != nil {
            let folder = URL(fileURLWithPath: workerBaseline, isDirectory: true)
            session.recordedPixels = session.recordedPixels(of: try SnapshotManifest.read(in: folder), in: folder)
        }
        if try session.runAsWorker(into: actualFolder) { return }
        var baseline = self.baseline ?? ""
        if let against {
            let revision = try RevisionDocuments.read(DocumentPaths.expandingFolders(render.files), at: against)
            let folder = revision.folder.appendingPathComponent("baseline")
            try revision.record(into: folder, configuration: render, shard: shard)
            baseline = folder.path
        }
        defer { if against != nil { try? FileManager.default.removeItem(at: URL(fileURLWithPath: baseline).deletingLastPathComponent()) } }
        let baselineFolder = URL(fileURLWithPath: baseline, isDirectory: true)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: baselineFolder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandFailure.usage("--baseline \(baseline): no such folder (make one with `storyboard snapshot record`)")
        }
        var manifest = try SnapshotManifest.read(in: baselineFolder)
        defer { if renderFolder == nil, report == nil { try? FileManager.default.removeItem(at: temporary) } }
        try? FileManager.default.removeItem(at: actualFolder)
        let documentErrors = session.reportDocumentErrors()
        // Pictures whose pixels are the recorded ones pass as soon as they are drawn.
        session.recordedPixels = session.recordedPixels(of: manifest, in: baselineFolder)
        let outcomes = try session.draw(into: actualFolder, workerArguments: ["--worker-baseline", baselineFolder.standardizedFileURL.path])
        let comparison = SnapshotComparison(
            limits: SnapshotComparison.Limits(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio),
            ignoredViews: ignoredViews, fonts: session.fontSet, baselineFolder: baselineFolder, actualFolder: actualFolder,
            reportFolder: report.map { URL(fileURLWithPath: $0, isDirectory: true) })
        var results = outcomes.map { outcome in
            comparison.compare(session.plan.jobs[outcome.index], document: session.plan.documents[session.plan.jobs[outcome.index].documentIndex].path,
                               outcome: outcome, recorded: manifest.pictures.first { $0.file == session.plan.jobs[outcome.index].relativePath })
        }
        for entry in manifest.pictures where session.isMissing(entry) {
            results.append(comparison.missing(entry))
        }
        let summary = SnapshotSummary(results: results, limits: comparison.limits, allowsNew: allowNew)
        for line in summary.failureLines { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
        if let report {
            do {
                try SnapshotReportWriter(summary: summary).write(into: URL(fileURLWithPath: report, isDirectory: true))
            } catch {
                throw CommandFailure.usage("cannot write the report into \(report): \((error as NSError).localizedDescription)")
            }
        }
        if let junit {
            do {
                try summary.junit.write(toFile: junit, atomically: true, encoding: .utf8)
            } catch {
                throw CommandFailure.usage("cannot write \(junit): \((error as NSError).localizedDescription)")
            }
        }
        print(summary.line)
        if let report { print("Report: \(URL(fileURLWithPath: report).appendingPathComponent("index.html").path)") }
        if update {
            let updated = try updateBaseline(&manifest, results: summary.failures, session: session, outcomes: outcomes, actualFolder: actualFolder, baselineFolder: baselineFolder)
            print("Updated \(updated) picture\(updated == 1 ? "" : "s") in \(baseline)")
            let unrenderable = summary.failures.filter { $0.error != nil && $0.status != .missing }.count
            if unrenderable > 0 { throw CommandFailure.findings("\(unrenderable) picture\(unrenderable == 1 ? "" : "s") cannot be drawn") }
            return
        }
        if !summary.failures.isEmpty { throw CommandFailure.findings(summary.failureSummary) }
        if documentErrors > 0 { throw CommandFailure.findings("\(documentErrors) error\(documentErrors == 1 ? "" : "s") in the documents") }
    }

    /// Records the failed pictures again: changed and new ones from the pictures just drawn
    /// (not those that cannot be drawn), missing ones removed. Returns how many changed.
    @MainActor
    private func updateBaseline(
        _ manifest: inout SnapshotManifest, results: [SnapshotResult], session: SnapshotSession, outcomes: [RenderOutcome],
        actualFolder: URL, baselineFolder: URL
    ) throws -> Int {
        let manager = FileManager.default
        var updated = 0
        for result in results {
            let destination = baselineFolder.appendingPathComponent(result.file)
            if result.status == .missing {
                manifest.pictures.removeAll { $0.file == result.file }
                try? manager.removeItem(at: destination)
                try? manager.removeItem(at: baselineFolder.appendingPathComponent(SceneStructure.path(of: result.file)))
                updated += 1
                continue
            }
            guard result.error == nil, let index = session.plan.jobs.firstIndex(where: { $0.relativePath == result.file }) else { continue }
            do {
                try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                for file in [result.file, SceneStructure.path(of: result.file)] {
                    let to = baselineFolder.appendingPathComponent(file)
                    try? manager.removeItem(at: to)
                    try manager.copyItem(at: actualFolder.appendingPathComponent(file), to: to)
                }
            } catch {
                throw CommandFailure.usage("cannot update \(destination.path): \((error as NSError).localizedDescription)")
            }
            manifest.pictures.removeAll { $0.file == result.file }
            manifest.pictures.append(session.manifestEntry(for: outcomes[index], in: baselineFolder))
            updated += 1
        }
        do {
            try manifest.write(in: baselineFolder)
        } catch {
            throw CommandFailure.usage("cannot write \(baselineFolder.appendingPathComponent(SnapshotManifest.fileName).path): \((error as NSError).localizedDescription)")
        }
        return updated
    }
}
