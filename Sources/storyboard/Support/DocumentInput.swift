import Foundation
import OpenStoryboard

/// How every command reads the documents it is given: `inspect`, `frames`, `render` and
/// `launch-images` all come through here, so each is as hard as the others against files that
/// are not documents, damaged documents and hostile ones.
///
/// A file that cannot be read as an Interface Builder document at all (missing, a folder, not
/// XML, not valid UTF-8, over the size limit, another XML format, an Interface Builder 3
/// archive) is ``Unreadable``: commands report it on one line, `file:line:column: message`,
/// and exit 2. A document that loads with errors inside (malformed XML after the root, a
/// dangling reference, nesting beyond the limit) is returned with its ``IBDocument/diagnostics``;
/// commands use what loaded and exit 1.
enum DocumentInput {
    /// Why a file is not a document, with the diagnostics the library gave.
    struct Unreadable: Error, CustomStringConvertible {
        /// The path as the user gave it.
        var path: String
        /// Every diagnostic (the errors first).
        var diagnostics: [Diagnostic]

        /// The first error as `file:line:column: message` (the caller adds `error: `).
        var description: String {
            guard let diagnostic = diagnostics.first(where: { $0.severity == .error }) ?? diagnostics.first else {
                return "\(path): cannot read the file"
            }
            return diagnostic.location + ": " + diagnostic.message
        }
    }

    /// Reads the document at `path`.
    static func read(_ path: String) -> Result<IBDocument, Unreadable> {
        do {
            return .success(try IBDocument(contentsOf: URL(fileURLWithPath: path), path: path))
        } catch {
            return .failure(Unreadable(path: path, diagnostics: error.diagnostics.sorted { $0.severity < $1.severity }))
        }
    }

    /// Reads the one document a command works on; a file that is not a document is a usage
    /// error (exit 2).
    static func load(_ path: String) throws -> IBDocument {
        switch read(path) {
        case .success(let document): return document
        case .failure(let unreadable): throw CommandFailure.usage(unreadable.description)
        }
    }
}
