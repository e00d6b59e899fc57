import Foundation

/// What ``IBXMLDocument/parse(_:path:)-(Data,_)`` checks before any XML parser sees a file's
/// bytes: its size, what kind of file it is, its encoding, and that its text is valid.
///
/// Foundation's `XMLParser` on Linux traps on invalid UTF-8 inside a name, and neither reader
/// is meant for files that are not text, so nothing reaches them unchecked. The limits are far
/// above any real document (`docs/hardening.md` gives the corpus's measurements):
///
/// - a document is at most ``maximumSize`` bytes (the largest in the corpus is 0.78 MB);
/// - elements nest at most ``maximumDepth`` levels (the deepest in the corpus nests 26); the
///   readers enforce it, since only they know the structure.
///
/// Encodings: UTF-8 (with or without a byte-order mark: Xcode writes UTF-8 without one),
/// UTF-16 in either byte order (with a byte-order mark, or recognised from `<?xml` as the XML
/// specification's appendix F describes), and the declared single-byte encodings US-ASCII and
/// ISO-8859-1. Everything is read as UTF-8; ``IBXMLDocument/encoding`` remembers the original
/// so ``IBXMLDocument/xmlData()`` writes the file back in it.
enum XMLInput {
    /// The largest document read: 64 MiB.
    static let maximumSize = 64 << 20
    /// The deepest element nesting read.
    static let maximumDepth = 256

    /// The file's text as UTF-8 bytes (without a byte-order mark, the XML declaration's
    /// encoding rewritten to UTF-8 when the file was transcoded) and its original encoding.
    struct Prepared {
        var utf8: [UInt8]
        var encoding: IBXMLDocument.Encoding
        /// The XML declaration as the file wrote it, when the copy read differs from it.
        var originalDeclaration: (original: String, rewritten: String)?
        /// Whether every character is one the fast reader takes (``XMLSinglePassReader``: XML
        /// characters without carriage returns), found by the same pass that checked the UTF-8,
        /// so the fast reader does not scan the bytes again.
        var isPlainText: Bool
    }

    /// What checking a file gives: its text, or why it is not read.
    enum Outcome {
        case read(Prepared)
        case refused(Diagnostic)
    }

    /// Checks and decodes `bytes`; a diagnostic says why the file cannot be read as XML.
    static func prepare(_ bytes: [UInt8], path: String) -> Outcome {
        if bytes.count > maximumSize {
            return .refused(Diagnostic(.error, .fileTooLarge, file: path,
                message: "the file is \(megabytes(bytes.count)), more than the \(megabytes(maximumSize)) a document may have; it is not read"))
        }
        let detected = detectEncoding(bytes)
        if let kind = binaryKind(of: bytes, encoding: detected) {
            return .refused(Diagnostic(.error, .notXML, file: path, line: 1, column: 1,
                message: "not an XML document: the file is \(kind)"))
        }
        var encoding: IBXMLDocument.Encoding
        var text: [UInt8]
        switch detected {
        case .utf8(let bom):
            encoding = bom ? .utf8WithByteOrderMark : .utf8
            text = bom ? Array(bytes.dropFirst(3)) : bytes
        case .utf16(let bigEndian, let bom):
            encoding = .utf16(bigEndian: bigEndian, byteOrderMark: bom)
            switch transcodeUTF16(Array(bytes.dropFirst(bom ? 2 : 0)), bigEndian: bigEndian) {
            case .success(let utf8): text = utf8
            case .failure(let failure):
                return .refused(Diagnostic(.error, .invalidEncoding, file: path, at: failure.position,
                    message: "the file is not valid UTF-16: \(failure.reason) at byte offset \(failure.offset + (bom ? 2 : 0)); it is not read"))
            }
        case .utf32:
            return .refused(Diagnostic(.error, .invalidEncoding, file: path, line: 1, column: 1,
                message: "the file is UTF-32, which Interface Builder never writes; save it as UTF-8"))
        }
        // The declared encoding of a file without a byte-order mark decides the single-byte ones.
        let declaration = XMLDeclaration(text)
        var rewritten: (String, String)?
        if let declared = declaration?.encoding {
            switch declared.lowercased() {
            case "utf-8", "utf8":
                break
            case "utf-16", "utf16", "utf-16le", "utf-16be":
                if case .utf8 = encoding {
                    return .refused(Diagnostic(.error, .invalidEncoding, file: path, at: declaration?.encodingPosition,
                        message: "the XML declaration says UTF-16 but the file has no UTF-16 byte-order mark and starts as 8-bit text; it is not read"))
                }
            case "us-ascii", "ascii":
                if case .utf8 = encoding {
                    if let index = text.firstIndex(where: { $0 >= 0x80 }) {
                        return .refused(Diagnostic(.error, .invalidEncoding, file: path, at: position(of: index, in: text),
                            message: "the file declares US-ASCII but byte \(hex(text[index])) at offset \(index) is not ASCII; it is not read"))
                    }
                    encoding = .ascii
                }
            case "iso-8859-1", "latin1", "latin-1", "iso_8859-1", "iso-latin-1":
                if case .utf8 = encoding {
                    text = transcodeLatin1(text)
                    encoding = .latin1
                }
            default:
                return .refused(Diagnostic(.error, .invalidEncoding, file: path, at: declaration?.encodingPosition,
                    message: "the file declares the encoding \(declared), which is not read (UTF-8, UTF-16, US-ASCII and ISO-8859-1 are); Interface Builder writes UTF-8"))
            }
            if encoding != .utf8, encoding != .utf8WithByteOrderMark, let declaration {
                let original = String(decoding: text[declaration.range], as: UTF8.self)
                let utf8Declaration = original.replacingOccurrences(of: declared, with: "UTF-8")
                text.replaceSubrange(declaration.range, with: Array(utf8Declaration.utf8))
                rewritten = (original, utf8Declaration)
            }
        }
        let scan = scanUTF8(text)
        if let failure = scan.failure {
            return .refused(Diagnostic(.error, .invalidEncoding, file: path, at: failure.position,
                message: "the file is not valid UTF-8: \(failure.reason) at byte offset \(failure.offset + (encoding == .utf8WithByteOrderMark ? 3 : 0)); it is not read (Interface Builder writes UTF-8)"))
        }
        if let first = text.firstIndex(where: { !isXMLWhitespace($0) }), text[first] != UInt8(ascii: "<") {
            return .refused(Diagnostic(.error, .notXML, file: path, at: position(of: first, in: text),
                message: "not an XML document: it starts with \(excerpt(text[first...]))\(textKindHint(text[first...]))"))
        }
        return .read(Prepared(utf8: text, encoding: encoding, originalDeclaration: rewritten, isPlainText: scan.isPlainText))
    }

    // MARK: What kind of file

    /// A description of a well-known binary format the bytes start with.
    static func binaryKind(of bytes: [UInt8], encoding: Detected) -> String? {
        func starts(_ signature: [UInt8]) -> Bool { bytes.starts(with: signature) }
        if starts([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74]) {  // "bplist"
            return "a binary property list (a compiled .nib or .storyboardc file?): OpenStoryboard reads the .storyboard and .xib source files Xcode edits"
        }
        if starts([0x89, 0x50, 0x4E, 0x47]) { return "a PNG image" }
        if starts([0xFF, 0xD8, 0xFF]) { return "a JPEG image" }
        if starts(Array("GIF8".utf8)) { return "a GIF image" }
        if starts(Array("%PDF".utf8)) { return "a PDF document" }
        if starts([0x50, 0x4B, 0x03, 0x04]) { return "a zip archive" }
        if starts([0x1F, 0x8B]) { return "a gzip archive" }
        if starts([0xCF, 0xFA, 0xED, 0xFE]) || starts([0x7F, 0x45, 0x4C, 0x46]) { return "an executable" }
        // NUL bytes outside UTF-16/UTF-32 text: some other binary file.
        if case .utf8 = encoding, bytes.prefix(512).contains(0) {
            return "binary (it holds NUL bytes), not text"
        }
        return nil
    }

    /// A hint at what a text file that is not XML is.
    private static func textKindHint(_ text: ArraySlice<UInt8>) -> String {
        guard let first = text.first else { return "" }
        switch first {
        case UInt8(ascii: "{"), UInt8(ascii: "["): return " (JSON?)"
        case UInt8(ascii: "#"): return " (Markdown or a script?)"
        default: return ""
        }
    }

    /// The first characters of `text`, quoted, on one line.
    static func excerpt(_ text: ArraySlice<UInt8>) -> String {
        let line = text.prefix(200).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).first ?? []
        var string = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        if string.count > 40 { string = String(string.prefix(40)) + "…" }
        let escaped = string.unicodeScalars.map { $0.value < 0x20 ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
        return "\"\(escaped)\""
    }

    // MARK: Encodings

    enum Detected: Equatable {
        case utf8(byteOrderMark: Bool)
        case utf16(bigEndian: Bool, byteOrderMark: Bool)
        case utf32
    }

    /// The encoding from a byte-order mark, or from the first characters `<?` (XML 1.0,
    /// appendix F); UTF-8 otherwise.
    static func detectEncoding(_ bytes: [UInt8]) -> Detected {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00])
            || bytes.starts(with: [0x00, 0x00, 0x00, 0x3C]) || bytes.starts(with: [0x3C, 0x00, 0x00, 0x00]) {
            return .utf32
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8(byteOrderMark: true) }
        if bytes.starts(with: [0xFE, 0xFF]) { return .utf16(bigEndian: true, byteOrderMark: true) }
        if bytes.starts(with: [0xFF, 0xFE]) { return .utf16(bigEndian: false, byteOrderMark: true) }
        if bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F]) { return .utf16(bigEndian: true, byteOrderMark: false) }
        if bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00]) { return .utf16(bigEndian: false, byteOrderMark: false) }
        return .utf8(byteOrderMark: false)
    }

    struct Failure: Error {
        var offset: Int
        var position: SourcePosition
        var reason: String
    }

    /// The first byte sequence of `bytes` that is not valid UTF-8 (RFC 3629: no overlong forms,
    /// no surrogates, nothing above U+10FFFF), with its position.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Failure? {
        scanUTF8(bytes).failure
    }

    /// What one pass over UTF-8 text finds: the first invalid sequence (then nothing else is
    /// known), and whether every character is one ``XMLSinglePassReader`` reads (an XML
    /// character, not a carriage return, no byte-order mark).
    struct UTF8Scan {
        var failure: Failure?
        var isPlainText: Bool
    }

    /// Checks `bytes` as UTF-8 and, in the same pass, whether the fast reader may read them.
    static func scanUTF8(_ bytes: [UInt8]) -> UTF8Scan {
        bytes.withUnsafeBufferPointer { buffer -> UTF8Scan in
            let count = buffer.count
            var index = 0
            var isPlain = true
            while index < count {
                let byte = buffer[index]
                if byte < 0x80 {
                    // XML's characters below 0x80: tab, line feed, carriage return (not plain) and 0x20 on.
                    if byte < 0x20, byte != 0x0A, byte != 0x09 { isPlain = false }
                    index += 1
                    continue
                }
                let length: Int, minimum: UInt32
                var scalar: UInt32
                switch byte {
                case 0xC2...0xDF: length = 2; scalar = UInt32(byte & 0x1F); minimum = 0x80
                case 0xE0...0xEF: length = 3; scalar = UInt32(byte & 0x0F); minimum = 0x800
                case 0xF0...0xF4: length = 4; scalar = UInt32(byte & 0x07); minimum = 0x10000
                default:
                    let reason = byte < 0xC0 ? "byte \(hex(byte)) continues a character that did not start"
                        : "byte \(hex(byte)) never appears in UTF-8"
                    return UTF8Scan(failure: Failure(offset: index, position: position(of: index, in: bytes), reason: reason), isPlainText: false)
                }
                for step in 1..<length {
                    guard index + step < count else {
                        return UTF8Scan(failure: Failure(offset: index, position: position(of: index, in: bytes),
                                       reason: "the file ends inside the character that byte \(hex(byte)) starts"), isPlainText: false)
                    }
                    let continuation = buffer[index + step]
                    guard continuation & 0xC0 == 0x80 else {
                        return UTF8Scan(failure: Failure(offset: index, position: position(of: index, in: bytes),
                                       reason: "byte \(hex(byte)) starts a \(length)-byte character but byte \(hex(continuation)) does not continue it"), isPlainText: false)
                    }
                    scalar = scalar << 6 | UInt32(continuation & 0x3F)
                }
                if scalar < minimum || (0xD800...0xDFFF).contains(scalar) || scalar > 0x10FFFF {
                    return UTF8Scan(failure: Failure(offset: index, position: position(of: index, in: bytes),
                                   reason: "bytes \(bytes[index..<index + length].map(hex).joined(separator: " ")) do not encode a character"), isPlainText: false)
                }
                // XML's characters above 0x7F: not U+FFFE, U+FFFF (surrogates were refused above);
                // a byte-order mark at the start is left to Foundation's parser.
                if scalar == 0xFFFE || scalar == 0xFFFF || (index == 0 && scalar == 0xFEFF) { isPlain = false }
                index += length
            }
            return UTF8Scan(failure: nil, isPlainText: isPlain)
        }
    }

    /// UTF-16 code units (without a byte-order mark) as UTF-8.
    static func transcodeUTF16(_ bytes: [UInt8], bigEndian: Bool) -> Result<[UInt8], Failure> {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count / 2 + 16)
        var line = 1, column = 1
        var index = 0
        func unit(at offset: Int) -> UInt16 {
            bigEndian ? UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1]) : UInt16(bytes[offset + 1]) << 8 | UInt16(bytes[offset])
        }
        while index < bytes.count {
            let here = SourcePosition(line: line, column: column, offset: output.count)
            guard index + 1 < bytes.count else {
                return .failure(Failure(offset: index, position: here, reason: "the file ends in the middle of a code unit"))
            }
            var scalar = UInt32(unit(at: index))
            var width = 2
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 3 < bytes.count, (0xDC00...0xDFFF).contains(unit(at: index + 2)) else {
                    return .failure(Failure(offset: index, position: here, reason: "a high surrogate without its low surrogate"))
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(unit(at: index + 2)) - 0xDC00)
                width = 4
            } else if (0xDC00...0xDFFF).contains(scalar) {
                return .failure(Failure(offset: index, position: here, reason: "a low surrogate without its high surrogate"))
            }
            output.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
            if scalar == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += width
        }
        return .success(output)
    }

    /// ISO-8859-1 bytes as UTF-8.
    static func transcodeLatin1(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        for byte in bytes {
            if byte < 0x80 {
                output.append(byte)
            } else {
                output.append(0xC0 | byte >> 6)
                output.append(0x80 | byte & 0x3F)
            }
        }
        return output
    }

    // MARK: Helpers

    static func position(of offset: Int, in bytes: [UInt8]) -> SourcePosition {
        var tracker = SourcePositionTracker()
        return tracker.position(of: offset, in: bytes)
    }

    static func hex(_ byte: UInt8) -> String {
        "0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }

    private static func isXMLWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func megabytes(_ count: Int) -> String {
        let value = Double(count) / Double(1 << 20)
        return value >= 10 ? "\(Int(value.rounded())) MB" : String(format: "%.1f MB", value)
    }
}

/// The XML declaration at the start of a text (`<?xml version="1.0" encoding="UTF-8"?>`).
struct XMLDeclaration {
    /// The byte range of the whole declaration.
    var range: Range<Int>
    /// The declared encoding, when there is one.
    var encoding: String?
    /// Where the encoding's value starts.
    var encodingPosition: SourcePosition?

    init?(_ text: [UInt8]) {
        guard text.starts(with: Array("<?xml".utf8)), text.count > 5,
              [0x20, 0x09, 0x0A, 0x0D].contains(text[5]) else { return nil }
        guard let end = text.prefix(4096).firstRange(of: Array("?>".utf8))?.upperBound else { return nil }
        range = 0..<end
        let declaration = text[0..<end]
        guard let key = declaration.firstRange(of: Array("encoding".utf8)) else { return }
        var index = key.upperBound
        while index < end, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "=")].contains(text[index]) { index += 1 }
        guard index < end, text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'") else { return }
        let quote = text[index]
        guard let close = text[(index + 1)..<end].firstIndex(of: quote) else { return }
        encoding = String(decoding: text[(index + 1)..<close], as: UTF8.self)
        encodingPosition = XMLInput.position(of: index + 1, in: text)
    }
}
