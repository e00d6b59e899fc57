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

    /// A stable identifier of the kind of problem (for filtering, tests and SARIF rule ids).
    public struct Code: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }
        public var description: String { rawValue }

        /// The file could not be read.
        public static let unreadableFile: Code = "io.unreadable"
        /// The file is larger than a document may be (``IBXMLDocument/maximumSize``).
        public static let fileTooLarge: Code = "io.tooLarge"
        /// The file is not XML at all (a binary file, or text that does not start with `<`).
        public static let notXML: Code = "xml.notXML"
        /// The file's bytes are not valid in its encoding, or the encoding is not one read.
        public static let invalidEncoding: Code = "xml.invalidEncoding"
        /// Elements nest deeper than a document may (``IBXMLDocument/maximumDepth``).
        public static let nestingTooDeep: Code = "xml.tooDeep"
        /// The XML is not well formed (the parser's own error).
        public static let malformedXML: Code = "xml.malformed"
        /// The document declares an external entity; it is not resolved.
        public static let externalEntity: Code = "xml.externalEntity"
        /// The document's entities would expand beyond the limit; the document is not read.
        public static let entityExpansion: Code = "xml.entityExpansion"
        /// The document declares entities (Interface Builder never writes a DTD).
        public static let entityDeclaration: Code = "xml.entityDeclaration"
        /// A format the project does not read (the Interface Builder 3 `<archive>`).
        public static let unsupportedFormat: Code = "ib.unsupportedFormat"
        /// The file is XML but not an Interface Builder document.
        public static let notADocument: Code = "ib.notADocument"
        /// An element name outside Interface Builder's known vocabulary (kept in the tree).
        public static let unknownElement: Code = "ib.unknownElement"
        /// An attribute name outside Interface Builder's known vocabulary (kept in the tree).
        public static let unknownAttribute: Code = "ib.unknownAttribute"
        /// An attribute value that cannot be read as the type it must have.
        public static let invalidValue: Code = "ib.invalidValue"
        /// A reference (outlet, action, segue destination, constraint item, variation mask) to an
        /// id that no object in the document has.
        public static let missingReference: Code = "ib.missingReference"
        /// The same id on two objects.
        public static let duplicateID: Code = "ib.duplicateID"
        /// A constraint whose items are in a different scene from the constraint.
        public static let crossSceneConstraint: Code = "ib.crossSceneConstraint"
        /// A `<variation key>` with a part that is not a known trait.
        public static let unknownVariationKey: Code = "ib.unknownVariationKey"
        /// Storyboard references (and the relationship segues instantiated with them) that lead
        /// back to where they started.
        public static let referenceCycle: Code = "ib.referenceCycle"
        /// A storyboard reference to a storyboard file or identifier that does not exist.
        public static let missingStoryboard: Code = "ib.missingStoryboard"
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

    /// A diagnostic at a source position.
    public init(_ severity: Severity, _ code: Code, file: String, at position: SourcePosition?, message: String) {
        self.init(severity, code, file: file, line: position?.line, column: position?.column, message: message)
    }

    /// `file:line:column: severity: message`.
    public var description: String {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return "\(location): \(severity.rawValue): \(message)"
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
