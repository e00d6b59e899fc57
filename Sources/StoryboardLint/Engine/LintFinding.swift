import Foundation

/// One problem `storyboard lint` found: a rule, a place in a document (the element of the object
/// it is about) and the configurations it was found in.
public struct LintFinding: Hashable, Sendable, Codable {
    /// Two frames a finding compares (x, y, width, height in the superview's coordinates).
    public struct Frames: Hashable, Sendable, Codable {
        /// What the document stores.
        public var stored: [Double]
        /// What the layout solves.
        public var solved: [Double]

        public init(stored: [Double], solved: [Double]) {
            self.stored = stored
            self.solved = solved
        }
    }

    /// A mechanical fix `--fix` applies: attribute values to write on elements of the document.
    public struct Fix: Hashable, Sendable, Codable {
        /// One attribute of one element, by the element's source offset.
        public struct Edit: Hashable, Sendable, Codable {
            /// The byte offset of the element's start tag (`<rect`), from the document's reader.
            public var elementOffset: Int
            public var attribute: String
            public var value: String

            public init(elementOffset: Int, attribute: String, value: String) {
                self.elementOffset = elementOffset
                self.attribute = attribute
                self.value = value
            }
        }

        public var edits: [Edit]

        public init(edits: [Edit]) { self.edits = edits }
    }

    /// The rule's id.
    public var ruleID: String
    public var severity: LintSeverity
    /// One sentence.
    public var message: String
    /// The document's path as the run named it.
    public var file: String
    /// The 1-based line and column of the element, when known.
    public var line: Int?
    public var column: Int?
    /// The IB id of the object the finding is about.
    public var objectID: String?
    /// The id of the scene (or xib top-level object) it is in.
    public var sceneID: String?
    /// The configurations (device, orientation, window, text size, appearance) it was found in;
    /// empty for findings about the document alone.
    public var configurations: [String]
    /// Lines printed under the finding.
    public var notes: [String]
    public var frames: Frames?
    public var fix: Fix?

    public init(
        ruleID: String, severity: LintSeverity, message: String, file: String, line: Int? = nil, column: Int? = nil,
        objectID: String? = nil, sceneID: String? = nil, configurations: [String] = [], notes: [String] = [],
        frames: Frames? = nil, fix: Fix? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.objectID = objectID
        self.sceneID = sceneID
        self.configurations = configurations
        self.notes = notes
        self.frames = frames
        self.fix = fix
    }

    /// What makes two findings the same finding in different configurations (and the same
    /// finding as a baseline's): the rule, the file, the object and the message.
    public var identity: String {
        [ruleID, file, objectID ?? "", message].joined(separator: "\u{1F}")
    }

    /// Findings sort by file, line, column, then rule.
    public static func ordered(_ a: LintFinding, _ b: LintFinding) -> Bool {
        (a.file, a.line ?? 0, a.column ?? 0, a.ruleID, a.message) < (b.file, b.line ?? 0, b.column ?? 0, b.ruleID, b.message)
    }
}
