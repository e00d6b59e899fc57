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
        let bytes = [UInt8](data)
        // One pass over the bytes for the XML Xcode writes; anything else (and every error)
        // goes to Foundation's parser, which owns the diagnostics.
        if let document = XMLSinglePassReader.read(bytes, path: path) { return document }
        return parseWithFoundation(bytes, data: data, path: path)
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
