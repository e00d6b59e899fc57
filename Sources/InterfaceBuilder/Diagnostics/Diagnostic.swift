/// A problem found in an input file, pinned to a position when there is one.
///
/// Every reader of the module (the XML layer, the typed document, variation resolution,
/// storyboard references) reports through this type, and so will `storyboard lint`. It prints
/// as `file:line:column: severity: message`, the form compilers and editors understand.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How bad a problem is.
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
        /// The input is broken or content is lost (malformed XML, a reference to a missing id,
        /// an unsupported format).
        case error
        /// Content that is kept but not understood or suspicious (an unknown element).
        case warning
        /// Additional information attached to another diagnostic (one step of a reference cycle).
        case note

        /// Errors sort first, then warnings, then notes.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs.rank < rhs.rank
        }

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }
    }

    /// How bad the problem is.
    public var severity: Severity
    /// The file the problem is in, as the caller named it.
    public var file: String
    /// The line (1-based), when known.
    public var line: Int?
    /// The column (1-based), when known.
    public var column: Int?
    /// What is wrong, in one sentence.
    public var message: String
    /// The kind of problem.
    public var code: Code

    /// A diagnostic.
    public init(_ severity: Severity, _ code: Code, file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.severity = severity
        self.code = code
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// A diagnostic with its code's default severity (``Code/severity``).
    public init(_ code: Code, file: String, at position: SourcePosition?, message: String) {
        self.init(code.severity, code, file: file, at: position, message: message)
    }

    /// A diagnostic at a source position.
    public init(_ severity: Severity, _ code: Code, file: String, at position: SourcePosition?, message: String) {
        self.init(severity, code, file: file, line: position?.line, column: position?.column, message: message)
    }

    /// `file:line:column: severity: message`.
    public var description: String {
        "\(location): \(severity.rawValue): \(message)"
    }

    /// `file:line:column`, as far as the diagnostic knows it (a column only with a line).
    public var location: String {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return location
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
