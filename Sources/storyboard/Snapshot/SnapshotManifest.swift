import Foundation

/// `manifest.json` of a baseline folder: every recorded picture with what made it, so a
/// verification knows which pictures to expect and can say what changed besides the pixels.
struct SnapshotManifest: Codable, Equatable {
    /// One recorded picture.
    struct Picture: Codable, Equatable {
        /// The picture, relative to the baseline folder (`Main/BYZ-38-t0r_iPhone-15_portrait_light.png`).
        var file: String
        /// The document as given on the command line.
        var document: String
        var scene: String
        var device: String
        var orientation: String
        var appearance: String
        /// The Dynamic Type size (`--content-size`'s name); absent for the default size.
        var contentSize: String?
        /// The version of iOS (`--os`, as `iOS 10`); absent for the default, the latest.
        var os: String? = nil
        /// The document's bytes, when recorded.
        var documentFingerprint: String
        /// The `storyboard` executable that drew it.
        var toolFingerprint: String
        /// The picture's bytes.
        var pictureFingerprint: String
        /// The picture's pixels (``Fingerprint/of(pixels:)``): a verification whose pixels match
        /// passes without encoding its picture.
        var pixelFingerprint: String?
        /// The font files and families registered for the run (the app's fonts) and the system
        /// font's family.
        var fonts: [String]
    }

    static let format = "storyboard-snapshot/1"
    static let fileName = "manifest.json"

    var format: String = Self.format
    var pictures: [Picture]

    /// The manifest of `folder`; an empty one when the folder has none yet.
    static func read(in folder: URL) throws -> SnapshotManifest {
        let url = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return SnapshotManifest(pictures: []) }
        let manifest: SnapshotManifest
        do {
            manifest = try JSONDecoder().decode(SnapshotManifest.self, from: Data(contentsOf: url))
        } catch {
            throw CommandFailure.usage("\(url.path) is not a snapshot manifest: \(error)")
        }
        guard manifest.format == Self.format else {
            throw CommandFailure.usage("\(url.path) is a \(manifest.format) manifest; this storyboard reads \(Self.format)")
        }
        if let bad = manifest.pictures.first(where: { $0.file.hasPrefix("/") || $0.file.split(separator: "/").contains("..") }) {
            throw CommandFailure.usage("\(url.path): the picture \(bad.file) is outside the baseline folder")
        }
        return manifest
    }

    /// Writes the manifest into `folder`, pictures sorted by file.
    func write(in folder: URL) throws {
        var sorted = self
        sorted.pictures.sort { $0.file < $1.file }
        try Data((JSONOutput.text(sorted) + "\n").utf8).write(to: folder.appendingPathComponent(Self.fileName))
    }
}
