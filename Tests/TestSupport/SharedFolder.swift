import Foundation
import Testing

/// The shared reference folder beside the package (`../shared`): the corpus of real Xcode
/// documents (`corpus/files`, `corpus/wide`) and the reference facts the tests compare with.
///
/// Every test target finds it here, from one place. The folder is not part of the package: a
/// checkout without it still builds and tests, and the tests that need it are skipped with
/// ``Testing/Trait/requiresSharedFolder`` rather than failing on a missing file.
public enum SharedFolder {
    /// The environment variable that points the tests at another shared folder.
    public static let environmentVariable = "OPENSTORYBOARD_SHARED"

    /// The package root, found from this file's path (Tests/TestSupport → package root).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `…/shared`: `$OPENSTORYBOARD_SHARED` when set, otherwise the package root's sibling.
    public static let root: URL = {
        if let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty {
            return URL(fileURLWithPath: path).standardizedFileURL
        }
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    }()

    /// Whether the shared folder holds the corpus the tests read.
    public static let isAvailable: Bool = {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: corpusFiles.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }()

    /// Why a test that needs the shared folder was skipped.
    public static var unavailableReason: String {
        "needs the shared corpus at \(corpusFiles.path) (`../shared` beside the package, or $\(environmentVariable)), which is missing"
    }

    /// A file or folder of the shared folder, by its path inside it (`"reference/x.json"`).
    public static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// `corpus`: the real documents and their reference material.
    public static var corpus: URL { root.appendingPathComponent("corpus") }

    /// `corpus/files`: the numbered corpus documents.
    public static var corpusFiles: URL { corpus.appendingPathComponent("files") }

    /// `corpus/wide`: documents of many repositories, by repository.
    public static var wideCorpus: URL { corpus.appendingPathComponent("wide") }

    /// One corpus document of `corpus/files`, by its file name.
    public static func corpusFile(_ name: String) -> URL {
        corpusFiles.appendingPathComponent(name)
    }

    /// The bytes of a shared file, or an error that names the file and says what is missing.
    public static func data(_ relativePath: String) throws -> Data {
        let url = url(relativePath)
        do {
            return try Data(contentsOf: url)
        } catch {
            throw FixtureError.unreadable(url.path, reason: isAvailable ? "\(error)" : unavailableReason)
        }
    }

    /// The parsed JSON of a shared reference file.
    public static func json(_ relativePath: String) throws -> Any {
        try JSONSerialization.jsonObject(with: data(relativePath))
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test or suite only when the shared folder (`../shared`) is present; otherwise
    /// `swift test` reports it skipped, with where the folder was looked for.
    public static var requiresSharedFolder: Self {
        // A checkout without ../shared (a fork, a CI job without the corpus) skips these tests
        // instead of failing them on a missing file.
        .enabled(if: SharedFolder.isAvailable, Comment(rawValue: SharedFolder.unavailableReason))
    }
}
