/// Why a file could not be read as an Interface Builder document at all.
///
/// Problems inside a readable document are not thrown: they are ``IBDocument/diagnostics``.
public enum IBDocumentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// A format the project does not read (the Interface Builder 3 `<archive>` of Xcode 4.1 and
    /// earlier); the diagnostic says which.
    case unsupportedFormat(Diagnostic)
    /// The file holds no Interface Builder document (empty, not XML, refused hostile XML, or
    /// another root element); the diagnostics say why.
    case notADocument([Diagnostic])

    /// Every diagnostic the error carries.
    public var diagnostics: [Diagnostic] {
        switch self {
        case let .unreadable(path, reason): [Diagnostic(.error, .unreadableFile, file: path, message: "cannot read the file: \(reason)")]
        case let .unsupportedFormat(diagnostic): [diagnostic]
        case let .notADocument(diagnostics): diagnostics
        }
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
