import Foundation
import OpenStoryboard
import SnapshotDiffing

/// One picture's verdict, as `report.json` and the report list it.
struct SnapshotResult: Codable {
    enum Status: String, Codable, CaseIterable {
        case changed, new, missing, passed
    }

    var status: Status
    /// The picture, relative to the baseline folder.
    var file: String
    var document: String
    var scene: String
    var device: String
    var orientation: String
    var appearance: String
    /// The Dynamic Type size (`--content-size`'s name); `nil` for the default.
    var contentSize: String?
    /// Why the picture cannot be drawn or compared (a failure, whatever its status).
    var error: String?
    var differentPixels: Int?
    var differentRatio: Double?
    var antialiasedPixels: Int?
    /// The box of the pixels that differ, in pixels.
    var changedBounds: PixelRect?
    /// What changed in the laid-out views.
    var structure: [StructuralDiff.Change] = []
    /// What else differs from the recording: the document's bytes, the tool, the fonts.
    var notes: [String] = []
    /// The pictures in the report folder (relative to it), when a report is written.
    var expectedImage: String?
    var actualImage: String?
    var diffImage: String?

    /// "Main.storyboard, scene BYZ-38-t0r on iPhone 15, portrait, light".
    var configuration: String { "\(document), scene \(scene) on \(device), \(orientation), \(appearance)" + (contentSize.map { ", text \($0)" } ?? "") }
}

/// Compares the pictures just drawn with the baseline's: the pixels' fingerprint first (a picture
/// whose pixels are the recorded ones is not even written), then bytes (the same bytes pass at
/// once), then pixels (``PixelMatch``) within the limits, then the laid-out views
/// (``StructuralDiff``).
struct SnapshotComparison {
    /// The limits a picture is held to.
    struct Limits: Codable {
        var threshold: Double
        var maxDiffPixels: Int?
        var maxDiffRatio: Double?

        /// Whether a picture with this many different pixels passes: within every limit given,
        /// and no difference at all when none is.
        func passes(_ result: PixelMatch.Result) -> Bool {
            if maxDiffPixels == nil, maxDiffRatio == nil { return result.differentPixels == 0 }
            return result.differentPixels <= (maxDiffPixels ?? .max) && result.differentRatio <= (maxDiffRatio ?? 1)
        }

        /// "threshold 0.1, max diff pixels 0, max diff ratio none": printed with every failure.
        var description: String {
            "threshold \(threshold), max diff pixels \(maxDiffPixels.map(String.init) ?? (maxDiffRatio == nil ? "0" : "none")), max diff ratio \(maxDiffRatio.map { "\($0)" } ?? "none")"
        }
    }

    let limits: Limits
    let ignoredViews: [String]
    /// The font set of this run (``SnapshotSession/fontSet``).
    let fonts: [String]
    let baselineFolder: URL
    let actualFolder: URL
    /// Where diff images and copies of the expected pictures go; `nil` without `--report`.
    let reportFolder: URL?

    func compare(_ job: RenderJob, document: String, outcome: RenderOutcome, recorded: SnapshotManifest.Picture?) -> SnapshotResult {
        var result = SnapshotResult(
            status: .passed, file: job.relativePath, document: document, scene: job.sceneID, device: job.device.name,
            orientation: job.orientationName, appearance: job.appearanceName, contentSize: job.contentSizeName)
        if reportFolder != nil, outcome.matchesBaseline != true { result.actualImage = "actual/" + job.relativePath }
        if let error = outcome.error {
            result.status = recorded == nil ? .new : .changed
            result.error = "cannot be drawn: \(error)"
            return result
        }
        guard let recorded else {
            result.status = .new
            return result
        }
        if recorded.documentFingerprint != Fingerprint.of(file: document) { result.notes.append("the document changed since it was recorded") }
        if recorded.toolFingerprint != Fingerprint.tool { result.notes.append("recorded by another build of storyboard") }
        if recorded.fonts != fonts { result.notes.append("recorded with another font set") }
        // The pixels drawn are the recorded ones (the baseline's file checked against the
        // manifest when the run began): nothing to read or decode.
        if outcome.matchesBaseline == true { return result }
        let expectedURL = baselineFolder.appendingPathComponent(job.relativePath), actualURL = actualFolder.appendingPathComponent(job.relativePath)
        let expectedData: Data, actualData: Data
        do {
            expectedData = try Data(contentsOf: expectedURL)
            actualData = try Data(contentsOf: actualURL)
        } catch {
            result.status = .changed
            result.error = "cannot read \(expectedURL.path): \((error as NSError).localizedDescription)"
            return result
        }
        // The same bytes are the same picture: no decoding, no pixel pass.
        if expectedData == actualData { return result }
        let expectedStructure = try? SceneStructure.read(from: baselineFolder.appendingPathComponent(SceneStructure.path(of: job.relativePath)))
        let actualStructure = try? SceneStructure.read(from: actualFolder.appendingPathComponent(SceneStructure.path(of: job.relativePath)))
        let scale = Double(job.device.scale)
        var ignored: [PixelRect] = []
        for structure in [expectedStructure, actualStructure].compactMap({ $0 }) {
            for view in structure.views where ignoredViews.contains(view.id) {
                guard let frame = view.frame else { continue }
                let x = Int((frame[0] * scale).rounded(.down)), y = Int((frame[1] * scale).rounded(.down))
                ignored.append(PixelRect(x: x, y: y, width: Int(((frame[0] + frame[2]) * scale).rounded(.up)) - x,
                                         height: Int(((frame[1] + frame[3]) * scale).rounded(.up)) - y))
            }
        }
        do {
            let expected = try Self.decode(expectedData, path: expectedURL.path), actual = try Self.decode(actualData, path: actualURL.path)
            let pixels = try PixelMatch.compare(
                expected: expected, actual: actual, options: .init(threshold: limits.threshold, ignoredRegions: ignored),
                drawsDiffImage: reportFolder != nil)
            result.differentPixels = pixels.differentPixels
            result.differentRatio = pixels.differentRatio
            result.antialiasedPixels = pixels.antialiasedPixels
            result.changedBounds = pixels.changedBounds
            if !limits.passes(pixels) {
                result.status = .changed
                if let reportFolder, let diff = pixels.diffImage {
                    result.diffImage = "diff/" + job.relativePath
                    try? FileManager.default.createDirectory(
                        at: reportFolder.appendingPathComponent(result.diffImage!).deletingLastPathComponent(), withIntermediateDirectories: true)
                    try? BitmapImageCodec.writePNG(
                        bgra: diff.pixels, width: diff.width, height: diff.height, bytesPerRow: diff.bytesPerRow,
                        to: reportFolder.appendingPathComponent(result.diffImage!).path)
                }
            }
        } catch {
            result.status = .changed
            result.error = "\(error)"
        }
        if result.status == .changed, let expectedStructure, let actualStructure {
            result.structure = StructuralDiff(expected: expectedStructure, actual: actualStructure).changes
        }
        if result.status == .changed { copyExpected(&result) }
        return result
    }

    /// A picture of the baseline this run no longer draws.
    func missing(_ entry: SnapshotManifest.Picture) -> SnapshotResult {
        var result = SnapshotResult(
            status: .missing, file: entry.file, document: entry.document, scene: entry.scene, device: entry.device,
            orientation: entry.orientation, appearance: entry.appearance, contentSize: entry.contentSize)
        copyExpected(&result)
        return result
    }

    /// Copies the baseline's picture into the report folder.
    private func copyExpected(_ result: inout SnapshotResult) {
        guard let reportFolder else { return }
        let destination = reportFolder.appendingPathComponent("expected/" + result.file)
        try? FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: destination)
        if (try? FileManager.default.copyItem(at: baselineFolder.appendingPathComponent(result.file), to: destination)) != nil {
            result.expectedImage = "expected/" + result.file
        }
    }

    struct UndecodablePicture: Error, CustomStringConvertible {
        var description: String
    }

    static func decode(_ data: Data, path: String) throws -> PixelBuffer {
        do {
            let bitmap = try BitmapImageCodec.shared.decodeBGRA(data)
            guard let buffer = PixelBuffer(width: bitmap.width, height: bitmap.height, bytesPerRow: bitmap.bytesPerRow, pixels: bitmap.pixels) else {
                throw UndecodablePicture(description: "\(path): the decoded picture has fewer bytes than its size")
            }
            return buffer
        } catch let error as BitmapImageDecodingError {
            throw UndecodablePicture(description: "\(path): not a PNG that can be read: \(error)")
        }
    }
}
