import Foundation
import Testing
import TestSupport

/// `storyboard snapshot record` and `verify` on a temporary copy of the UnifiedStoryboard
/// example: an untouched document passes, a changed constant fails with its structural diff,
/// `--update` records it again, new and missing pictures, ignored views, limits, the report.
@Suite("storyboard snapshot")
struct SnapshotCommandTests {
    static let example = "Examples/UnifiedStoryboard/Main.storyboard"
    static let device = "iPhone SE (3rd generation)"
    /// The title label's top constraint in the example (40 pt below the safe area) and the label.
    static let titleConstraint = "constant=\"40\" id=\"AtD-Xn-2fR\""
    static let titleLabel = "Wfm-Ho-9Jp"
    /// The menu's scene, which holds the title label.
    static let menuScene = "tne-QT-ifu"

    /// A folder with a copy of the example, removed by the caller.
    private func workspace() throws -> (folder: URL, document: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("osb-snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let document = folder.appendingPathComponent("Main.storyboard")
        try FileManager.default.copyItem(at: StoryboardProcess.packageRoot.appendingPathComponent(Self.example), to: document)
        return (folder, document.path)
    }

    private func record(_ document: String, baseline: URL, _ extra: [String] = []) throws -> StoryboardProcess.Result {
        try StoryboardProcess.run(["snapshot", "record", document, "--baseline", baseline.path, "--device", Self.device] + extra)
    }

    private func verify(_ document: String, baseline: URL, _ extra: [String] = []) throws -> StoryboardProcess.Result {
        try StoryboardProcess.run(["snapshot", "verify", document, "--baseline", baseline.path, "--device", Self.device] + extra)
    }

    /// Moves the example's title label 12 pt lower.
    private func moveTitle(in document: String) throws {
        let text = try String(contentsOfFile: document, encoding: .utf8)
        #expect(text.contains(Self.titleConstraint))
        try text.replacingOccurrences(of: Self.titleConstraint, with: "constant=\"52\" id=\"AtD-Xn-2fR\"").write(toFile: document, atomically: true, encoding: .utf8)
    }

    /// Each picture's document fingerprint in the baseline's manifest, by file.
    private func fingerprints(in baseline: URL) throws -> [String: String] {
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: baseline.appendingPathComponent("manifest.json"))) as? [String: Any]
        let pictures = try fixture(manifest?["pictures"] as? [[String: Any]], "pictures", in: "manifest.json")
        var result: [String: String] = [:]
        for picture in pictures {
            result[try fixture(picture["file"] as? String, "file")] = try fixture(picture["documentFingerprint"] as? String, "documentFingerprint")
        }
        return result
    }

    @Test("record writes the pictures, their layouts and a manifest; an untouched document passes")
    func recordThenVerify() throws {
        let (folder, document) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline")
        let recorded = try record(document, baseline: baseline)
        #expect(recorded.status == 0, "\(recorded.standardError)")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: baseline.appendingPathComponent("manifest.json"))) as? [String: Any]
        let pictures = try fixture(manifest?["pictures"] as? [[String: Any]], "pictures", in: "manifest.json")
        #expect(!pictures.isEmpty)
        #expect(recorded.standardOutput.contains("Recorded \(pictures.count) pictures"))
        for picture in pictures {
            let file = try fixture(picture["file"] as? String, "file", in: "\(picture)")
            #expect(FileManager.default.fileExists(atPath: baseline.appendingPathComponent(file).path))
            #expect(FileManager.default.fileExists(atPath: baseline.appendingPathComponent(file + ".layout.json").path))
            for key in ["document", "scene", "device", "orientation", "appearance", "documentFingerprint", "toolFingerprint", "pictureFingerprint"] {
                #expect(picture[key] is String, "\(key) of \(file)")
            }
            #expect((picture["fonts"] as? [String])?.isEmpty == false)
            #expect(picture["device"] as? String == Self.device)
        }

        let verified = try verify(document, baseline: baseline, ["--jobs", "1"])
        #expect(verified.status == 0, "\(verified.standardError)")
        #expect(verified.standardOutput.contains("Verified \(pictures.count) pictures: \(pictures.count) passed, 0 changed, 0 new, 0 missing"))
    }

    @Test("a changed constant fails with the structural diff and the limits; --update records it again")
    func changedConstantThenUpdate() throws {
        let (folder, document) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline")
        #expect(try record(document, baseline: baseline).status == 0)
        try moveTitle(in: document)

        let failed = try verify(document, baseline: baseline)
        #expect(failed.status == 1, "\(failed.standardError)")
        #expect(failed.standardError.contains("label `Choose a game` 12 pt lower on \(Self.device) in portrait"), "\(failed.standardError)")
        #expect(failed.standardError.contains("label `Choose a game` 12 pt lower on \(Self.device) in landscape"))
        #expect(failed.standardError.contains("constraint `Choose a game.top = safeArea.top + 52`: constant 40 → 52"), "\(failed.standardError)")
        #expect(failed.standardError.contains("threshold 0.1, max diff pixels 0, max diff ratio none"))
        #expect(failed.standardError.contains("note: the document changed since it was recorded"))
        #expect(failed.standardOutput.contains(" changed, 0 new, 0 missing"))

        let before = try fingerprints(in: baseline)
        let updated = try verify(document, baseline: baseline, ["--update"])
        #expect(updated.status == 0, "\(updated.standardError)")
        #expect(updated.standardOutput.contains("Updated "))
        // Only the pictures that failed are recorded again: they carry the changed document's
        // fingerprint, the others keep the one they were recorded with.
        let after = try fingerprints(in: baseline)
        let failedFiles = Set(failed.standardError.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("changed: ") else { return nil }
            return line.dropFirst("changed: ".count).split(separator: " ").first.map(String.init)
        })
        #expect(!failedFiles.isEmpty)
        #expect(Set(after.keys) == Set(before.keys))
        for (file, fingerprint) in after {
            #expect((fingerprint != before[file]) == failedFiles.contains(file), "\(file)")
        }
        let again = try verify(document, baseline: baseline)
        #expect(again.status == 0, "\(again.standardError)")
    }

    @Test("pixel limits and ignored views let a known change pass")
    func limitsAndIgnoredViews() throws {
        let (folder, document) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline")
        #expect(try record(document, baseline: baseline, ["--orientation", "portrait"]).status == 0)
        try moveTitle(in: document)
        let portrait = ["--orientation", "portrait"]
        #expect(try verify(document, baseline: baseline, portrait).status == 1)
        // The menu's own scene (the split view's pictures show it too, but its views are the menu scene's).
        let ignored = try verify(document, baseline: baseline, portrait + ["--scene", Self.menuScene, "--ignore", Self.titleLabel])
        #expect(ignored.status == 0, "the title's old and new rectangles are not compared: \(ignored.standardError)")
        #expect(try verify(document, baseline: baseline, portrait + ["--scene", Self.menuScene]).status == 1)
        #expect(try verify(document, baseline: baseline, portrait + ["--max-diff-ratio", "0.5"]).status == 0)
        #expect(try verify(document, baseline: baseline, portrait + ["--max-diff-pixels", "10"]).status == 1)
    }

    @Test("pictures without a baseline are new (allowed with --allow-new); pictures no longer drawn are missing")
    func newAndMissing() throws {
        let (folder, document) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline")
        #expect(try record(document, baseline: baseline, ["--orientation", "portrait"]).status == 0)
        let withLandscape = try verify(document, baseline: baseline)
        #expect(withLandscape.status == 1)
        #expect(withLandscape.standardError.contains("new: Main/"), "\(withLandscape.standardError)")
        #expect(try verify(document, baseline: baseline, ["--allow-new"]).status == 0)

        // A recorded scene the document no longer has.
        let manifestURL = baseline.appendingPathComponent("manifest.json")
        var manifest = try fixture(JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any], "manifest")
        var pictures = try fixture(manifest["pictures"] as? [[String: Any]], "pictures")
        var gone = pictures[0]
        gone["scene"] = "gone-scene"
        gone["file"] = "Main/gone-scene_iPhone-SE-3rd-generation_portrait_light.png"
        pictures.append(gone)
        manifest["pictures"] = pictures
        try JSONSerialization.data(withJSONObject: manifest).write(to: manifestURL)
        let missing = try verify(document, baseline: baseline, ["--orientation", "portrait"])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("missing: Main/gone-scene_"), "\(missing.standardError)")
        #expect(try verify(document, baseline: baseline, ["--orientation", "portrait", "--update"]).status == 0)
        #expect(try verify(document, baseline: baseline, ["--orientation", "portrait"]).status == 0)
    }

    @Test("--report writes index.html, report.json and the pictures; --junit a JUnit file")
    func reportFiles() throws {
        let (folder, document) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline"), report = folder.appendingPathComponent("report")
        let junit = folder.appendingPathComponent("junit.xml")
        #expect(try record(document, baseline: baseline, ["--orientation", "portrait"]).status == 0)
        try moveTitle(in: document)
        let result = try verify(document, baseline: baseline, ["--orientation", "portrait", "--report", report.path, "--junit", junit.path])
        #expect(result.status == 1)

        let json = try fixture(JSONSerialization.jsonObject(with: Data(contentsOf: report.appendingPathComponent("report.json"))) as? [String: Any], "report.json")
        let changed = try fixture(json["changed"] as? [[String: Any]], "changed")
        let passed = try fixture(json["passed"] as? [[String: Any]], "passed")
        #expect(!changed.isEmpty)
        #expect((json["new"] as? [Any])?.isEmpty == true && (json["missing"] as? [Any])?.isEmpty == true)
        for picture in changed {
            for key in ["diffImage", "expectedImage", "actualImage"] {
                let path = try fixture(picture[key] as? String, key, in: "\(picture)")
                #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent(path).path), "\(path)")
            }
        }
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        let firstChanged = try fixture(changed.first?["file"] as? String, "file")
        let firstPassed = try fixture(passed.first?["file"] as? String, "a passed picture")
        let changedAt = try fixture(html.range(of: firstChanged), firstChanged, in: "index.html")
        let passedAt = try fixture(html.range(of: firstPassed), firstPassed, in: "index.html")
        #expect(changedAt.lowerBound < passedAt.lowerBound, "failures first")
        #expect(html.contains("type=\"range\""), "the slider")
        #expect(html.contains("onion skin"))
        #expect(html.contains("12 pt lower"))
        #expect(!html.contains("http://") && !html.contains("https://"), "no CDN")
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("failures=\"\(changed.count)\""))
        #expect(xml.components(separatedBy: "<testcase").count - 1 == changed.count + passed.count)
    }

    @Test("usage errors exit 2: no baseline folder, a bad shard or threshold")
    func usageErrors() throws {
        let (folder, document) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nowhere = folder.appendingPathComponent("nowhere")
        let noBaseline = try verify(document, baseline: nowhere)
        #expect(noBaseline.status == 2)
        #expect(noBaseline.standardError.contains("no such folder"))
        #expect(try verify(document, baseline: folder, ["--shard", "3/2"]).status == 2)
        #expect(try verify(document, baseline: folder, ["--threshold", "2"]).status == 2)
        try Data("{".utf8).write(to: folder.appendingPathComponent("manifest.json"))
        let badManifest = try verify(document, baseline: folder)
        #expect(badManifest.status == 2)
        #expect(badManifest.standardError.contains("is not a snapshot manifest"))
    }

    @Test("shards split the pictures between them")
    func shards() throws {
        let (folder, document) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline")
        #expect(try record(document, baseline: baseline).status == 0)
        let first = try verify(document, baseline: baseline, ["--shard", "1/2"])
        let second = try verify(document, baseline: baseline, ["--shard", "2/2"])
        let whole = try verify(document, baseline: baseline)
        #expect(first.status == 0 && second.status == 0 && whole.status == 0)
        func count(_ result: StoryboardProcess.Result) -> Int? {
            result.standardOutput.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        }
        let parts = try fixture(count(first), "a count", in: first.standardOutput) + fixture(count(second), "a count", in: second.standardOutput)
        #expect(parts == count(whole))
        #expect(count(first) != 0 && count(second) != 0)
    }

    /// The chunk types of a PNG file, in order.
    private func pngChunks(_ data: Data) -> [String] {
        var chunks: [String] = []
        var offset = 8
        let bytes = [UInt8](data)
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            chunks.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return chunks
    }

    @Test("the same document gives the same bytes from one process and from worker processes, with no metadata in the PNGs")
    func deterministicBytes() throws {
        let (folder, document) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = folder.appendingPathComponent("one"), workers = folder.appendingPathComponent("workers")
        let single = try record(document, baseline: one, ["--jobs", "1"])
        let parallel = try record(document, baseline: workers, ["--jobs", "2"])
        #expect(single.status == 0 && parallel.status == 0, "\(single.standardError)\(parallel.standardError)")
        #expect(single.standardError.contains("[1/") && !parallel.standardError.isEmpty)
        let files = try FileManager.default.subpathsOfDirectory(atPath: one.path).filter { !$0.hasSuffix("/") }.sorted()
        #expect(files == (try FileManager.default.subpathsOfDirectory(atPath: workers.path).sorted()))
        var pictures = 0
        for file in files {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: one.appendingPathComponent(file).path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            let first = try Data(contentsOf: one.appendingPathComponent(file)), second = try Data(contentsOf: workers.appendingPathComponent(file))
            #expect(first == second, "\(file) differs between one process and two workers")
            if file.hasSuffix(".png") {
                pictures += 1
                let chunks = pngChunks(first)
                #expect(chunks.first == "IHDR" && chunks.last == "IEND", "\(file): \(chunks)")
                #expect(Set(chunks).isSubset(of: ["IHDR", "PLTE", "IDAT", "IEND"]), "\(file) has no time or text chunks: \(chunks)")
            }
        }
        #expect(pictures > 1)
    }

    /// Runs git in `folder`; a failure is a fixture error.
    private func git(_ arguments: [String], in folder: URL) throws {
        let result = try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["git", "-c", "user.name=Snapshot Tests", "-c", "user.email=snapshot@example.com", "-c", "commit.gpgsign=false"] + arguments,
            currentDirectory: folder)
        guard result.status == 0 else { throw FixtureError.unreadable("git \(arguments.joined(separator: " "))", reason: result.standardError) }
    }

    @Test("--against compares the working tree's document with the same document at a git revision")
    func againstRevision() throws {
        let (folder, document) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try git(["init", "-q"], in: folder)
        try git(["add", "Main.storyboard"], in: folder)
        try git(["commit", "-q", "-m", "the example"], in: folder)
        let options = ["snapshot", "verify", document, "--device", Self.device, "--orientation", "portrait"]

        let untouched = try StoryboardProcess.run(options + ["--against", "HEAD"])
        #expect(untouched.status == 0, "\(untouched.standardError)")
        #expect(untouched.standardOutput.contains(" passed, 0 changed, 0 new, 0 missing"))

        try moveTitle(in: document)
        let changed = try StoryboardProcess.run(options + ["--against", "HEAD"])
        #expect(changed.status == 1, "\(changed.standardError)")
        #expect(changed.standardError.contains("label `Choose a game` 12 pt lower on \(Self.device) in portrait"), "\(changed.standardError)")

        let unknown = try StoryboardProcess.run(options + ["--against", "no-such-revision"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("no-such-revision"))
        let both = try StoryboardProcess.run(options + ["--against", "HEAD", "--baseline", folder.path])
        #expect(both.status == 2)
    }
}
