import Foundation

/// The shared reference folder (`../shared` beside the package) that tests read facts from.
enum SharedReference {
    /// `…/shared`, found from this file's path: Tests/AdaptiveKitTests/Support → package root → its parent.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared")

    static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The parsed JSON of a reference file.
    static func json(_ relativePath: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(contentsOf: url(relativePath)))
    }
}
