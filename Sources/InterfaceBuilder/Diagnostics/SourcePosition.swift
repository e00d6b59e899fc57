/// Where something starts in a source file: a 1-based line and column, and a byte offset.
///
/// Columns count Unicode scalars from the start of the line (a tab is one column), the way
/// editors show them. The offset counts UTF-8 bytes from the start of the file, so a later
/// tool can splice the file without re-reading it.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    /// The byte offset from the start of the file, from 0 (`nil` when only the line and
    /// column are known, as for positions reported by the XML parser).
    public var offset: Int?

    /// A position.
    public init(line: Int, column: Int, offset: Int? = nil) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// Earlier positions sort first.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
