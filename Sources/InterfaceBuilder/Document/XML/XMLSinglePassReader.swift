/// The fast path of ``IBXMLDocument/parse(_:path:)-(Data,_)``: one pass over the bytes that
/// checks well-formedness and builds the lossless tree (positions, attribute order, raw source
/// text) as it goes.
///
/// It reads the XML that Interface Builder writes — UTF-8, an optional XML declaration,
/// elements, attributes, text, comments, CDATA, processing instructions and the five
/// predefined entities and character references — and answers `nil` for anything else: a
/// document type declaration (entities), a byte-order mark, another encoding, carriage
/// returns, namespaces, non-ASCII names, deep nesting, and every well-formedness
/// error. `nil` sends the document to ``IBXMLTreeBuilder`` (Foundation's `XMLParser` and
/// ``XMLSourceScanner``), which gives the same tree for what this reader accepts (a test
/// checks both over the corpus and over edge cases) and owns every diagnostic, so errors,
/// hostile entities and their messages are unchanged.
struct XMLSinglePassReader {
    /// Deepest element nesting read here (libxml2 refuses more than 256 levels by default).
    static let maximumDepth = 200
    /// Largest document read here (libxml2 limits single text nodes to 10 MB by default).
    static let maximumSize = 8_000_000

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var names = NameTable()

    // Line and column tracking for positions, advanced monotonically.
    private var tracker = SourcePositionTracker()

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The document read from `bytes`, or `nil` when the slow path must read it.
    ///
    /// - Parameter isPlainText: What the input check (``XMLInput/scanUTF8(_:)``) found about the
    ///   characters, when it has looked; `nil` makes the reader check them itself.
    static func read(_ bytes: [UInt8], path: String, isPlainText: Bool? = nil) -> IBXMLDocument? {
        guard bytes.count <= maximumSize, isPlainText != false else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> IBXMLDocument? in
            guard isPlainText == true || hasOnlyAllowedCharacters(buffer) else { return nil }
            var reader = XMLSinglePassReader(bytes: buffer)
            return reader.document(path: path)
        }
    }

    // MARK: Characters

    /// Whether every byte is valid UTF-8 for an XML character other than a carriage return.
    static func hasOnlyAllowedCharacters(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = bytes[index]
            if byte >= 0x20, byte < 0x80 {
                index += 1
                continue
            }
            if byte == 0x0A || byte == 0x09 {
                index += 1
                continue
            }
            if byte < 0x80 { return false }  // other controls, and carriage returns
            // A multi-byte sequence.
            let length: Int
            var scalar: UInt32
            if byte & 0xE0 == 0xC0 {
                length = 2
                scalar = UInt32(byte & 0x1F)
            } else if byte & 0xF0 == 0xE0 {
                length = 3
                scalar = UInt32(byte & 0x0F)
            } else if byte & 0xF8 == 0xF0 {
                length = 4
                scalar = UInt32(byte & 0x07)
            } else {
                return false
            }
            guard index + length <= count else { return false }
            for offset in 1..<length {
                let continuation = bytes[index + offset]
                guard continuation & 0xC0 == 0x80 else { return false }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
            guard scalar >= minimum, isXMLCharacter(scalar) else { return false }
            if index == 0, scalar == 0xFEFF { return false }  // a byte-order mark
            index += length
        }
        return true
    }

    private static func isXMLCharacter(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    // MARK: Document

    private mutating func document(path: String) -> IBXMLDocument? {
        guard readProlog() else { return nil }
        let prologEnd = index
        guard let root = readRootElement() else { return nil }
        let epilogStart = index
        guard readMisc() else { return nil }
        guard index == bytes.count else { return nil }
        return IBXMLDocument(path: path, prolog: string(0..<prologEnd), root: root, epilog: string(epilogStart..<bytes.count),
                             diagnostics: [], isComplete: true)
    }

    /// Reads the XML declaration and the comments, processing instructions and whitespace
    /// before the root, leaving ``index`` at the root's `<`.
    private mutating func readProlog() -> Bool {
        if matches("<?xml"), bytes.count > 5, isSpace(bytes[5]) {
            guard readXMLDeclaration() else { return false }
        }
        guard readMisc() else { return false }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count, isNameStart(bytes[index + 1]) else {
            return false
        }
        return true
    }

    /// `<?xml version="1.0" encoding="UTF-8" standalone="no"?>`: version 1.0 first, then an
    /// optional UTF-8 encoding and standalone flag.
    private mutating func readXMLDeclaration() -> Bool {
        index = 5
        var pseudoAttributes: [(String, String)] = []
        while true {
            let spaceStart = index
            skipSpace()
            if matches("?>") {
                index += 2
                break
            }
            guard index > spaceStart, let nameRange = readName() else { return false }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return false }
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return false }
            let quote = bytes[index]
            index += 1
            let valueStart = index
            while index < bytes.count, bytes[index] != quote, bytes[index] != UInt8(ascii: "<"), bytes[index] != UInt8(ascii: "?") { index += 1 }
            guard index < bytes.count, bytes[index] == quote else { return false }
            pseudoAttributes.append((string(nameRange), string(valueStart..<index)))
            index += 1
        }
        guard let version = pseudoAttributes.first, version == ("version", "1.0") else { return false }
        var rest = pseudoAttributes.dropFirst()
        if let encoding = rest.first, encoding.0 == "encoding" {
            guard encoding.1.lowercased() == "utf-8" else { return false }
            rest = rest.dropFirst()
        }
        if let standalone = rest.first, standalone.0 == "standalone" {
            guard standalone.1 == "yes" || standalone.1 == "no" else { return false }
            rest = rest.dropFirst()
        }
        return rest.isEmpty
    }

    /// Skips whitespace, comments and processing instructions (outside the root element).
    private mutating func readMisc() -> Bool {
        while true {
            skipSpace()
            guard index < bytes.count else { return true }
            if matches("<!--") {
                guard readComment() != nil else { return false }
            } else if matches("<?") {
                guard readProcessingInstruction() != nil else { return false }
            } else {
                return true
            }
        }
    }

    // MARK: Elements

    /// Reads the root element and everything in it, with an explicit stack (no recursion).
    private mutating func readRootElement() -> IBElement? {
        var stack: [IBElement] = []
        var nameRanges: [Range<Int>] = []
        guard let (root, rootName, rootIsEmpty) = readStartTag() else { return nil }
        if rootIsEmpty { return root }
        stack.append(root)
        nameRanges.append(rootName)
        while true {
            // Text up to the next markup.
            guard let text = readText() else { return nil }
            guard index + 1 < bytes.count else { return nil }  // the file ends inside an element
            if let text { stack[stack.count - 1].children.append(.text(text)) }
            let next = bytes[index + 1]
            if next == UInt8(ascii: "/") {
                // An end tag.
                let open = nameRanges[nameRanges.count - 1]
                let nameStart = index + 2
                let nameEnd = nameStart + open.count
                guard nameEnd <= bytes.count, equalBytes(nameStart, open.lowerBound, count: open.count) else { return nil }
                index = nameEnd
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { return nil }
                index += 1
                let element = stack.removeLast()
                nameRanges.removeLast()
                if stack.isEmpty { return element }
                stack[stack.count - 1].children.append(.element(element))
            } else if next == UInt8(ascii: "!") {
                if matches("<!--") {
                    guard let comment = readComment() else { return nil }
                    stack[stack.count - 1].children.append(.comment(string(comment)))
                } else if matches("<![CDATA[") {
                    let contentStart = index + 9
                    guard let close = find("]]>", from: contentStart) else { return nil }
                    // libxml2 reports long CDATA sections in pieces; the slow path keeps those.
                    guard close - contentStart <= 256 else { return nil }
                    stack[stack.count - 1].children.append(.cdata(string(contentStart..<close)))
                    index = close + 3
                } else {
                    return nil
                }
            } else if next == UInt8(ascii: "?") {
                let start = index
                guard readProcessingInstruction() != nil else { return nil }
                stack[stack.count - 1].children.append(.processingInstruction(string(start..<index)))
            } else {
                guard let (element, name, isEmpty) = readStartTag() else { return nil }
                if isEmpty {
                    stack[stack.count - 1].children.append(.element(element))
                } else {
                    guard stack.count < Self.maximumDepth else { return nil }
                    stack.append(element)
                    nameRanges.append(name)
                }
            }
        }
    }

    /// Reads a start tag at ``index`` (its `<`): the element (without children), its name's
    /// byte range, and whether it was an empty-element tag.
    private mutating func readStartTag() -> (IBElement, Range<Int>, Bool)? {
        let start = index
        index += 1
        guard let nameRange = readName() else { return nil }
        let position = position(of: start)
        var attributes: [IBAttribute] = []
        var attributeNames: [Range<Int>] = []
        let count = bytes.count
        while true {
            let wholeStart = index
            skipSpace()
            guard index < count else { return nil }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") {
                let isEmpty = byte == UInt8(ascii: "/")
                if isEmpty {
                    guard index + 1 < count, bytes[index + 1] == UInt8(ascii: ">") else { return nil }
                }
                let trailer = wholeStart < index ? string(wholeStart..<index) : nil
                index += isEmpty ? 2 : 1
                let element = IBElement(name: names.name(bytes, nameRange), attributes: attributes, children: [],
                                        position: position, isSelfClosing: isEmpty, startTagTrailer: trailer)
                return (element, nameRange, isEmpty)
            }
            // An attribute: whitespace before it is required.
            guard index > wholeStart, let attributeName = readName() else { return nil }
            // A default namespace declaration: libxml2 checks it as a namespace, not an attribute.
            if equal(attributeName, "xmlns") { return nil }
            // Duplicates are checked pairwise: an element with very many attributes goes to libxml2.
            guard attributeNames.count < 256 else { return nil }
            for earlier in attributeNames where earlier.count == attributeName.count {
                if equalBytes(earlier.lowerBound, attributeName.lowerBound, count: earlier.count) { return nil }
            }
            attributeNames.append(attributeName)
            let afterName = index
            skipSpace()
            guard index < count, bytes[index] == UInt8(ascii: "=") else { return nil }
            index += 1
            skipSpace()
            guard index < count else { return nil }
            let quote = bytes[index]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
            index += 1
            let valueStart = index
            var isLiteral = true
            var hasGreaterThan = false
            while index < count {
                let byte = bytes[index]
                if byte == quote { break }
                if byte == UInt8(ascii: "<") { return nil }
                if byte == UInt8(ascii: "&") || byte == 0x0A || byte == 0x09 { isLiteral = false }
                if byte == UInt8(ascii: ">") { hasGreaterThan = true }
                index += 1
            }
            guard index < count else { return nil }
            let valueRange = valueStart..<index
            index += 1
            let raw = string(valueRange)
            let value: String
            if isLiteral {
                value = raw
            } else {
                guard let decoded = decode(valueRange, isAttribute: true) else { return nil }
                value = decoded
            }
            // Canonical layout: one space, name="value" with nothing between.
            let canonical = quote == UInt8(ascii: "\"")
                && wholeStart + 1 == attributeName.lowerBound
                && bytes[wholeStart] == 0x20
                && afterName + 2 == valueStart
                && (isLiteral ? !hasGreaterThan : IBXMLWriter.escapeAttribute(value) == raw)
            attributes.append(IBAttribute(name: names.name(bytes, attributeName), value: value,
                                          sourceText: canonical ? nil : string(wholeStart..<index)))
        }
    }

    /// Reads character data up to the next `<`: `nil` when it is not well formed, `.some(nil)`
    /// when there is none.
    private mutating func readText() -> IBText?? {
        let start = index
        let count = bytes.count
        var isLiteral = true
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") { break }
            if byte == UInt8(ascii: "&") || byte == UInt8(ascii: ">") { isLiteral = false }
            index += 1
        }
        guard index > start else { return .some(nil) }
        let range = start..<index
        let raw = string(range)
        if isLiteral { return .some(IBText(raw)) }
        // `]]>` may not appear in text.
        var cursor = start
        while cursor + 2 < index {
            if bytes[cursor] == UInt8(ascii: "]"), bytes[cursor + 1] == UInt8(ascii: "]"), bytes[cursor + 2] == UInt8(ascii: ">") { return nil }
            cursor += 1
        }
        guard let value = decode(range, isAttribute: false) else { return nil }
        return .some(IBText(value, sourceText: IBXMLWriter.escapeText(value) == raw ? nil : raw))
    }

    /// Reads a comment at ``index`` (`<!--`) and returns the range of its content.
    private mutating func readComment() -> Range<Int>? {
        let contentStart = index + 4
        // `--` may only appear as the start of the closing `-->`.
        guard let dashes = find("--", from: contentStart), dashes + 2 < bytes.count, bytes[dashes + 2] == UInt8(ascii: ">") else {
            return nil
        }
        index = dashes + 3
        return contentStart..<dashes
    }

    /// Reads a processing instruction at ``index`` (`<?`), whose target may not begin with `xml`
    /// in any case, except the W3C's own `xml-stylesheet` and `xml-model`.
    ///
    /// XML reserves such names; libxml2 refuses `xml` itself and warns about the others, and
    /// Foundation's `XMLParser` stops at the warning, so this reader declines them and leaves the
    /// document to that parser's diagnosis (the two readers must agree wherever this one accepts).
    private mutating func readProcessingInstruction() -> Range<Int>? {
        let start = index
        index += 2
        guard let target = readName() else { return nil }
        if target.count >= 3,
           bytes[target.lowerBound] | 0x20 == UInt8(ascii: "x"),
           bytes[target.lowerBound + 1] | 0x20 == UInt8(ascii: "m"),
           bytes[target.lowerBound + 2] | 0x20 == UInt8(ascii: "l"),
           !Self.w3cProcessingInstructionTargets.contains(Array(bytes[target])) {
            return nil
        }
        if matches("?>") {
            index += 2
            return start..<index
        }
        guard index < bytes.count, isSpace(bytes[index]), let close = find("?>", from: index) else { return nil }
        index = close + 2
        return start..<index
    }

    /// The targets beginning with `xml` that XML's standards define (libxml2's `xmlW3CPIs`).
    private static let w3cProcessingInstructionTargets: [[UInt8]] = [Array("xml-stylesheet".utf8), Array("xml-model".utf8)]

    // MARK: References

    /// The text of `range` with references decoded (and, in attribute values, literal tabs and
    /// line feeds normalized to spaces, as XML requires); `nil` for a reference XML rejects.
    private func decode(_ range: Range<Int>, isAttribute: Bool) -> String? {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(range.count)
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "&") {
                var semicolon = cursor + 1
                while semicolon < range.upperBound, semicolon - cursor <= 12, bytes[semicolon] != UInt8(ascii: ";") { semicolon += 1 }
                guard semicolon < range.upperBound, bytes[semicolon] == UInt8(ascii: ";"), semicolon > cursor + 1 else { return nil }
                let name = (cursor + 1)..<semicolon
                let scalar: UInt32
                if bytes[name.lowerBound] == UInt8(ascii: "#") {
                    guard let number = characterReference(name.dropFirst()), Self.isXMLCharacter(number) else { return nil }
                    scalar = number
                } else if let predefined = predefinedEntity(name) {
                    scalar = UInt32(predefined)
                } else {
                    return nil
                }
                guard let unicode = Unicode.Scalar(scalar) else { return nil }
                utf8.append(contentsOf: String(Character(unicode)).utf8)
                cursor = semicolon + 1
            } else {
                utf8.append(isAttribute && (byte == 0x0A || byte == 0x09) ? 0x20 : byte)
                cursor += 1
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The value of `#123` or `#x7B` (the range starts after the `#`).
    private func characterReference(_ range: Range<Int>) -> UInt32? {
        guard !range.isEmpty else { return nil }
        var cursor = range.lowerBound
        let isHex = bytes[cursor] == UInt8(ascii: "x")
        if isHex { cursor += 1 }
        guard cursor < range.upperBound, range.upperBound - cursor <= 8 else { return nil }
        var value: UInt32 = 0
        while cursor < range.upperBound {
            let byte = bytes[cursor]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex: digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex: digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value * (isHex ? 16 : 10) + digit
            cursor += 1
        }
        return value
    }

    private func predefinedEntity(_ range: Range<Int>) -> UInt8? {
        switch range.count {
        case 2:
            if bytes[range.lowerBound + 1] == UInt8(ascii: "t") {
                if bytes[range.lowerBound] == UInt8(ascii: "l") { return UInt8(ascii: "<") }
                if bytes[range.lowerBound] == UInt8(ascii: "g") { return UInt8(ascii: ">") }
            }
            return nil
        case 3:
            return equal(range, "amp") ? UInt8(ascii: "&") : nil
        case 4:
            if equal(range, "quot") { return UInt8(ascii: "\"") }
            if equal(range, "apos") { return UInt8(ascii: "'") }
            return nil
        default:
            return nil
        }
    }

    // MARK: Lexing

    /// Reads an ASCII XML name without a namespace prefix.
    private mutating func readName() -> Range<Int>? {
        let start = index
        guard index < bytes.count, isNameStart(bytes[index]) else { return nil }
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if isNameStart(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
                index += 1
                continue
            }
            // A namespace prefix or a non-ASCII name character: the slow path decides.
            if byte == UInt8(ascii: ":") || byte >= 0x80 { return nil }
            break
        }
        guard index - start <= 1000 else { return nil }
        return start..<index
    }

    private func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09
    }

    private mutating func skipSpace() {
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
    }

    private func matches(_ literal: StaticString) -> Bool {
        matches(literal, at: index)
    }

    private func matches(_ literal: StaticString, at start: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard start + length <= bytes.count else { return false }
        return literal.withUTF8Buffer { buffer in
            for offset in 0..<length where bytes[start + offset] != buffer[offset] {
                return false
            }
            return true
        }
    }

    private func equal(_ range: Range<Int>, _ literal: StaticString) -> Bool {
        range.count == literal.utf8CodeUnitCount && matches(literal, at: range.lowerBound)
    }

    private func find(_ literal: StaticString, from start: Int) -> Int? {
        let first = literal.withUTF8Buffer { $0[0] }
        var cursor = start
        while cursor < bytes.count {
            if bytes[cursor] == first, matches(literal, at: cursor) { return cursor }
            cursor += 1
        }
        return nil
    }

    private func equalBytes(_ lhs: Int, _ rhs: Int, count: Int) -> Bool {
        for offset in 0..<count where bytes[lhs + offset] != bytes[rhs + offset] {
            return false
        }
        return true
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The line and column of a byte offset at or after the last one asked for.
    private mutating func position(of target: Int) -> SourcePosition {
        tracker.position(of: target, in: bytes)
    }
}

/// Element and attribute names seen in one document, so each distinct name is one shared
/// string (no allocation per occurrence for names over 15 bytes, and `==` on equal names
/// compares storage first).
private struct NameTable {
    private struct Entry {
        var start: Int
        var count: Int
        var name: String
    }

    private var slots = [Entry?](repeating: nil, count: 512)
    private var used = 0

    mutating func name(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        var hash: UInt32 = 2_166_136_261
        for index in range {
            hash = (hash ^ UInt32(bytes[index])) &* 16_777_619
        }
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while let entry = slots[slot] {
            if entry.count == range.count, Self.equal(bytes, entry.start, range.lowerBound, count: entry.count) {
                return entry.name
            }
            slot = (slot + 1) & mask
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        if used < slots.count / 2 {
            slots[slot] = Entry(start: range.lowerBound, count: range.count, name: name)
            used += 1
        }
        return name
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ lhs: Int, _ rhs: Int, count: Int) -> Bool {
        for offset in 0..<count where bytes[lhs + offset] != bytes[rhs + offset] {
            return false
        }
        return true
    }
}
