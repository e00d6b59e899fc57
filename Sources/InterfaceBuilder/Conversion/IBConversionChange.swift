/// One change a conversion made to a document: an attribute set, replaced or removed, or an
/// element added, at the place it was made.
///
/// Printed by `storyboard convert` as `path:line:column: note: summary`.
public struct IBConversionChange: Hashable, Sendable, CustomStringConvertible {
    /// The file the position is in (the base document's path, or the iPad document's for what a
    /// merge took from it).
    public var file: String
    /// The name of the element changed (`document`, `segue`, `constraint`, `view`, …).
    public var elementName: String
    /// The id of the element changed, when it has one.
    public var elementID: String?
    /// The attribute changed (`kind`, `useTraitCollections`, …), or the element added or
    /// excluded (`<popoverArrowDirection>`, `<variation>`).
    public var attribute: String
    /// The value before the change (`nil`: there was none).
    public var oldValue: String?
    /// The value after the change (`nil`: removed).
    public var newValue: String?
    /// Where the changed attribute (or the element) starts in the file read.
    public var position: SourcePosition?
    /// The change in words: `push segue 'abc' → show`.
    public var summary: String

    /// A change.
    public init(file: String, elementName: String, elementID: String?, attribute: String, oldValue: String?, newValue: String?,
                position: SourcePosition?, summary: String) {
        self.file = file
        self.elementName = elementName
        self.elementID = elementID
        self.attribute = attribute
        self.oldValue = oldValue
        self.newValue = newValue
        self.position = position
        self.summary = summary
    }

    /// `file:line:column: note: summary`.
    public var description: String {
        let location = position.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(location): note: \(summary)"
    }
}

extension SourcePosition {
    /// The position of attribute `name` in the start tag of the element at `self` in `text`
    /// (its name's first character), when the element's byte offset is known and the attribute
    /// is found in the tag; else `self`.
    func attribute(_ name: String, in text: [UInt8]) -> SourcePosition {
        guard let offset, offset < text.count else { return self }
        let pattern = Array(" \(name)=".utf8)
        var index = offset, column = column
        var quote: UInt8?
        while index < text.count {
            let byte = text[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                break
            } else if text[index...].starts(with: pattern) {
                return SourcePosition(line: line, column: column + 1, offset: index + 1)
            } else if byte == UInt8(ascii: "\n") {
                return self  // an attribute on another line: the element's position stands
            }
            // Columns count characters: continuation bytes of UTF-8 do not start one.
            if byte & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return self
    }
}
