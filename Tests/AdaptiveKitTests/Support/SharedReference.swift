import Foundation
import TestSupport

/// The shared reference folder (`../shared` beside the package) that tests read facts from.
enum SharedReference {
    /// `…/shared`, as ``SharedFolder`` finds it.
    static let root: URL = SharedFolder.root

    static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The parsed JSON of a reference file.
    static func json(_ relativePath: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(contentsOf: url(relativePath)))
    }
}
