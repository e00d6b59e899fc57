import Foundation
import StoryboardLint

/// What a worker reports for one document: its findings, or why it could not be read.
struct LintWorkerLine: Codable, Sendable {
    var file: String
    var findings: [LintFinding]
    var unreadable: String?
    var configurations: [String]
    /// The document's own errors (malformed XML, bad values), as `file:line:column: message`:
    /// the document was linted as far as it could be read.
    var documentErrors: [String] = []
}
