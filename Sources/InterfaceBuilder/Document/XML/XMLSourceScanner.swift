/// A small lexer of XML markup that walks the source bytes in step with `XMLParser`'s events.
///
/// `XMLParser` validates and decodes, but it gives attributes as an unordered dictionary and
/// reports positions at the end of each start tag. The scanner finds, for each event, the
/// markup the event came from: the exact start of the tag (its line, column and byte offset),
/// the attributes in source order with their raw text, whether the tag was empty
/// (`<rect …/>`), and the raw text between tags. That is what lets ``IBXMLWriter`` reproduce a
/// file byte for byte.
///
/// The scanner trusts the parser for well-formedness: it only runs over bytes the parser has
/// accepted. When an event has no matching markup (an element produced by an entity
/// expansion), ``isSynchronized`` becomes `false` and the builder falls back to the parser's
/// own positions and sorted attributes for the rest of the file.
struct XMLSourceScanner {
    /// One lexed attribute: byte ranges of its name and value, and of its whole source text
    /// (from the whitespace before the name to the closing quote).
    struct Attribute {
        var name: Range<Int>
        var value: Range<Int>
        var whole: Range<Int>
        var isDoubleQuoted: Bool
    }

    /// One piece of markup and the text before it.
    struct Markup {
        enum Kind {
            case startTag(name: Range<Int>, attributes: [Attribute], isEmpty: Bool, trailer: Range<Int>)
            case endTag(name: Range<Int>)
            case comment
            case cdata
            case processingInstruction
            case doctype
        }

        var kind: Kind
        /// The text between the previous markup and this one.
        var textBefore: Range<Int>
        /// The markup itself, from `<` to `>`.
        var range: Range<Int>
    }

    let bytes: [UInt8]
    /// Where the next markup search starts.
    private(set) var offset = 0
    /// Whether every event so far matched the markup found.
    var isSynchronized = true

    // Line and column tracking, advanced monotonically.
    private var tracker = SourcePositionTracker()

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The line and column of a byte offset at or after the last one asked for.
    mutating func position(of target: Int) -> SourcePosition {
        precondition(target >= tracker.offset)
        return tracker.position(of: target, in: bytes)
    }

    /// Lexes the next piece of markup after ``offset`` and moves past it; `nil` at the end of
    /// the input or when the markup is not well formed (the parser would have stopped first).
    mutating func nextMarkup() -> Markup? {
        let count = bytes.count
        var index = offset
        while index < count, bytes[index] != UInt8(ascii: "<") { index += 1 }
        guard index + 1 < count else { return nil }
        let textBefore = offset..<index
        let start = index
        let next = bytes[index + 1]
        let kind: Markup.Kind
        let end: Int
        if next == UInt8(ascii: "!") {
            if matches("<!--", at: start) {
                guard let close = find("-->", from: start + 4) else { return nil }
                kind = .comment
                end = close + 3
            } else if matches("<![CDATA[", at: start) {
                guard let close = find("]]>", from: start + 9) else { return nil }
                kind = .cdata
                end = close + 3
            } else {
                guard let close = endOfDeclaration(from: start + 2) else { return nil }
                kind = .doctype
                end = close + 1
            }
        } else if next == UInt8(ascii: "?") {
            guard let close = find("?>", from: start + 2) else { return nil }
            kind = .processingInstruction
            end = close + 2
        } else if next == UInt8(ascii: "/") {
            let nameStart = start + 2
            var cursor = nameStart
            while cursor < count, !isNameEnd(bytes[cursor]) { cursor += 1 }
            let name = nameStart..<cursor
            while cursor < count, bytes[cursor] != UInt8(ascii: ">") { cursor += 1 }
            guard cursor < count else { return nil }
            kind = .endTag(name: name)
            end = cursor + 1
        } else {
            guard let (tag, tagEnd) = lexStartTag(at: start) else { return nil }
            kind = tag
            end = tagEnd
        }
        offset = end
        return Markup(kind: kind, textBefore: textBefore, range: start..<end)
    }

    /// Whether the bytes in `range` spell `name`.
    func bytes(in range: Range<Int>, equal name: String) -> Bool {
        var utf8 = name.utf8.makeIterator()
        for index in range {
            guard let byte = utf8.next(), byte == bytes[index] else { return false }
        }
        return utf8.next() == nil
    }

    /// The text of a byte range.
    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether the attribute's raw value needs no decoding: its decoded value is its source text.
    func isLiteral(_ range: Range<Int>) -> Bool {
        for index in range {
            switch bytes[index] {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), 0x0A, 0x0D, 0x09: return false
            default: continue
            }
        }
        return true
    }

    // MARK: Lexing

    private func lexStartTag(at start: Int) -> (Markup.Kind, Int)? {
        let count = bytes.count
        var cursor = start + 1
        while cursor < count, !isNameEnd(bytes[cursor]) { cursor += 1 }
        let name = (start + 1)..<cursor
        var attributes: [Attribute] = []
        while true {
            let wholeStart = cursor
            while cursor < count, isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < count else { return nil }
            let byte = bytes[cursor]
            if byte == UInt8(ascii: ">") {
                return (.startTag(name: name, attributes: attributes, isEmpty: false, trailer: wholeStart..<cursor), cursor + 1)
            }
            if byte == UInt8(ascii: "/") {
                guard cursor + 1 < count, bytes[cursor + 1] == UInt8(ascii: ">") else { return nil }
                return (.startTag(name: name, attributes: attributes, isEmpty: true, trailer: wholeStart..<cursor), cursor + 2)
            }
            let nameStart = cursor
            while cursor < count, bytes[cursor] != UInt8(ascii: "="), !isSpace(bytes[cursor]) { cursor += 1 }
            let attributeName = nameStart..<cursor
            while cursor < count, isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < count, bytes[cursor] == UInt8(ascii: "=") else { return nil }
            cursor += 1
            while cursor < count, isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < count else { return nil }
            let quote = bytes[cursor]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
            cursor += 1
            let valueStart = cursor
            while cursor < count, bytes[cursor] != quote { cursor += 1 }
            guard cursor < count else { return nil }
            let value = valueStart..<cursor
            cursor += 1
            attributes.append(Attribute(name: attributeName, value: value, whole: wholeStart..<cursor, isDoubleQuoted: quote == UInt8(ascii: "\"")))
        }
    }

    /// The index of the `>` closing a `<!…>` declaration, skipping quoted strings and a
    /// bracketed internal subset.
    private func endOfDeclaration(from start: Int) -> Int? {
        var depth = 0
        var quote: UInt8?
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: ">"), depth <= 0 {
                return index
            }
            index += 1
        }
        return nil
    }

    private func matches(_ literal: StaticString, at index: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        return literal.withUTF8Buffer { buffer in
            for offset in 0..<length where bytes[index + offset] != buffer[offset] {
                return false
            }
            return true
        }
    }

    private func find(_ literal: StaticString, from start: Int) -> Int? {
        let first = literal.withUTF8Buffer { $0[0] }
        var index = start
        while index < bytes.count {
            if bytes[index] == first, matches(literal, at: index) { return index }
            index += 1
        }
        return nil
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    private func isNameEnd(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
    }
}
