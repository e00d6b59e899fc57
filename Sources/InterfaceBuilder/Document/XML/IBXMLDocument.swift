import Foundation

/// The lossless XML of an Interface Builder document: the text before the root element (the
/// XML declaration), the root element tree, the text after it, and what went wrong reading it.
///
/// Reading is a pure function from bytes to tree-and-diagnostics: it never throws, never
/// resolves external entities and refuses entity expansions beyond a bound. When the XML is
/// malformed, the tree holds everything read before the error (open elements are closed
/// where the error stopped them) and a diagnostic gives the parser's line and column.
public struct IBXMLDocument: Hashable, Sendable {
    /// The file the document was read from, as the caller named it (used in diagnostics).
    public var path: String
    /// The source text before the root element (XML declaration, comments, whitespace).
    public var prolog: String
    /// The root element, or `nil` when none could be read.
    public var root: IBElement?
    /// The source text after the root element (usually a newline).
    public var epilog: String
    /// Problems found while reading the XML (not the Interface Builder content).
    public var diagnostics: [Diagnostic]
    /// Whether the whole file was read without an XML error.
    public var isComplete: Bool
    /// The encoding the file was written in; ``xmlData()`` writes it back in the same one.
    public var encoding: Encoding = .utf8

    /// The largest file read as a document (64 MiB; the largest real document measured is
    /// 0.78 MB). A larger file is refused with an `io.tooLarge` error before it is read.
    public static var maximumSize: Int { XMLInput.maximumSize }
    /// The deepest element nesting read (256 levels; the deepest real document measured nests
    /// 26). Reading stops at the first element deeper than this with an `xml.tooDeep` error.
    public static var maximumDepth: Int { XMLInput.maximumDepth }

    /// The character encodings a document is read in (Interface Builder writes UTF-8).
    public enum Encoding: Hashable, Sendable {
        /// UTF-8 without a byte-order mark, as Xcode writes.
        case utf8
        /// UTF-8 starting with a byte-order mark.
        case utf8WithByteOrderMark
        /// UTF-16 in either byte order, with or without a byte-order mark.
        case utf16(bigEndian: Bool, byteOrderMark: Bool)
        /// US-ASCII, as the XML declaration said.
        case ascii
        /// ISO-8859-1, as the XML declaration said.
        case latin1
    }

    /// A document.
    public init(path: String, prolog: String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", root: IBElement?, epilog: String = "\n", diagnostics: [Diagnostic] = [], isComplete: Bool = true) {
        self.path = path
        self.prolog = prolog
        self.root = root
        self.epilog = epilog
        self.diagnostics = diagnostics
        self.isComplete = isComplete
    }

    /// Reads the XML of `data`.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The name used in diagnostics.
    /// - Returns: The tree read and the diagnostics; never fails.
    public static func parse(_ data: Data, path: String) -> IBXMLDocument {
        // Neither parser sees bytes that are not checked text (`XMLInput`).
        let prepared: XMLInput.Prepared
        switch XMLInput.prepare([UInt8](data), path: path) {
        case .read(let input): prepared = input
        case .refused(let diagnostic):
            return IBXMLDocument(path: path, prolog: "", root: nil, epilog: "", diagnostics: [diagnostic], isComplete: false)
        }
        let bytes = prepared.utf8
        // One pass over the bytes for the XML Xcode writes; anything else (and every error)
        // goes to Foundation's parser, which owns the diagnostics.
        var document = XMLSinglePassReader.read(bytes, path: path, isPlainText: prepared.isPlainText)
            ?? parseWithFoundation(bytes, data: prepared.encoding == .utf8 ? data : Data(bytes), path: path)
        document.encoding = prepared.encoding
        if let (original, rewritten) = prepared.originalDeclaration, document.prolog.hasPrefix(rewritten) {
            document.prolog = original + document.prolog.dropFirst(rewritten.count)
        }
        return document
    }

    /// Reads `data` with Foundation's `XMLParser` and ``XMLSourceScanner`` (the slow path,
    /// kept for everything ``XMLSinglePassReader`` does not read).
    static func parseWithFoundation(_ bytes: [UInt8], data: Data, path: String) -> IBXMLDocument {
        IBXMLTreeBuilder(bytes: bytes, path: path).build(data)
    }

    /// Reads the XML of `text`.
    public static func parse(_ text: String, path: String) -> IBXMLDocument {
        parse(Data(text.utf8), path: path)
    }

    /// The document written back as the bytes of a file, in the encoding it was read in
    /// (``encoding``). Characters a single-byte encoding cannot hold are written as character
    /// references.
    public func xmlData() -> Data {
        let text = xmlString()
        switch encoding {
        case .utf8:
            return Data(text.utf8)
        case .utf8WithByteOrderMark:
            return Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))
        case let .utf16(bigEndian, byteOrderMark):
            var bytes: [UInt8] = byteOrderMark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
            bytes.reserveCapacity(text.utf8.count * 2 + 2)
            for unit in text.utf16 {
                let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
                bytes += bigEndian ? [high, low] : [low, high]
            }
            return Data(bytes)
        case .ascii, .latin1:
            let limit: UInt32 = encoding == .ascii ? 0x80 : 0x100
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.utf8.count)
            for scalar in text.unicodeScalars {
                if scalar.value < limit {
                    bytes.append(UInt8(scalar.value))
                } else {
                    bytes += Array("&#x\(String(scalar.value, radix: 16, uppercase: true));".utf8)
                }
            }
            return Data(bytes)
        }
    }

    /// The document written back as XML. A tree read from a file and not changed reproduces
    /// the file byte for byte (see `docs/interface-builder-format.md` for the exceptions).
    public func xmlString() -> String {
        var writer = IBXMLWriter()
        writer.output = prolog
        if let root { writer.write(root) }
        writer.output += epilog
        return writer.output
    }
}
