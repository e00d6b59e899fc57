import Foundation

extension AssetCatalog {
    /// A problem found while reading a catalog: a malformed `Contents.json`, a missing file, an
    /// unknown asset type. The catalog keeps what it could read.
    public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
        /// How bad a problem is.
        public enum Severity: String, Hashable, Sendable, Comparable {
            /// Something Xcode would reject or that loses content (a malformed `Contents.json`,
            /// a file a slot names that does not exist, a file that is not an image).
            case error
            /// Content that is ignored or ambiguous (an unknown asset type or qualifier value,
            /// a file no slot names).
            case warning
            /// Content recorded but not supported yet (symbol sets, tvOS image stacks).
            case note

            /// Errors sort first, then warnings, then notes.
            public static func < (lhs: Severity, rhs: Severity) -> Bool {
                let order: [Severity] = [.error, .warning, .note]
                return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
            }
        }

        /// How bad the problem is.
        public var severity: Severity
        /// The file or folder the problem is in.
        public var path: String
        /// The line (1-based) in `path`, when the JSON parser gave a position.
        public var line: Int?
        /// The column (1-based) in `path`, when the JSON parser gave a position.
        public var column: Int?
        /// What is wrong, in one sentence.
        public var message: String

        /// A diagnostic.
        public init(severity: Severity, path: String, line: Int? = nil, column: Int? = nil, message: String) {
            self.severity = severity
            self.path = path
            self.line = line
            self.column = column
            self.message = message
        }

        /// `path:line:column: severity: message`, the form compilers use.
        public var description: String {
            var location = path
            if let line {
                location += ":\(line)"
                if let column { location += ":\(column)" }
            }
            return "\(location): \(severity.rawValue): \(message)"
        }
    }
}

/// Why a catalog could not be read at all (its folder is missing or unreadable).
///
/// Problems inside a readable catalog are not thrown: they are collected as
/// ``AssetCatalog/diagnostics``.
public enum AssetCatalogError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// Nothing exists at the path.
    case notFound(String)
    /// The path is a file, not a folder.
    case notAFolder(String)
    /// The folder exists but its contents cannot be listed.
    case unreadable(String, reason: String)

    /// The path and what is wrong with it.
    public var description: String {
        switch self {
        case let .notFound(path): "\(path): no such asset catalog folder"
        case let .notAFolder(path): "\(path): not a folder (an asset catalog is a folder ending in .xcassets)"
        case let .unreadable(path, reason): "\(path): cannot be read: \(reason)"
        }
    }

    /// Same as `description`.
    public var errorDescription: String? { description }
}
