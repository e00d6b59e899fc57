import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Builds an ``IBXMLDocument`` from `XMLParser` events, with ``XMLSourceScanner`` supplying
/// exact positions, attribute order and raw source text.
final class IBXMLTreeBuilder: NSObject, XMLParserDelegate {
    private let path: String
    private var scanner: XMLSourceScanner
    private var stack: [IBElement] = []
    private var root: IBElement?
    private var prolog = ""
    private var pendingText = ""
    private var diagnostics: [Diagnostic] = []
    private var sawParseError = false

    init(bytes: [UInt8], path: String) {
        self.path = path
        scanner = XMLSourceScanner(bytes: bytes)
    }

    func build(_ data: Data) -> IBXMLDocument {
        if let refusal = checkEntityDeclarations() {
            return IBXMLDocument(path: path, prolog: "", root: nil, epilog: "", diagnostics: diagnostics + [refusal], isComplete: false)
        }
        // Both patches keep every byte's offset: the scanner stays in step with the parser.
        let declarationsBlanked = withoutMarkupDeclarations(data)
        let parser = XMLParser(data: Self.withoutDatalessProcessingInstructions(declarationsBlanked, bytes: [UInt8](declarationsBlanked)))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.delegate = self
        let succeeded = parser.parse()
        if !succeeded, !sawParseError {
            let code = (parser.parserError as NSError?)?.code ?? 0
            report(code: code, line: parser.lineNumber, column: parser.columnNumber)
        }
        // Close what a malformed document left open.
        while let element = stack.popLast() {
            attach(element)
        }
        if root == nil, !sawParseError {
            diagnostics.append(Diagnostic(.error, .malformedXML, file: path, line: 1, column: 1, message: "the file holds no XML element (it is empty)"))
        }
        let bytes = scanner.bytes
        let epilog = succeeded && !sawParseError && scanner.isSynchronized ? String(decoding: bytes[scanner.offset...], as: UTF8.self) : "\n"
        return IBXMLDocument(path: path, prolog: prolog, root: root, epilog: epilog, diagnostics: diagnostics, isComplete: succeeded && !sawParseError)
    }

    // MARK: Processing instructions

    /// The bytes for `XMLParser`, with every processing instruction that has no data (`<?ab?>`)
    /// given an empty one (`<?a ?>`, the same length, so positions do not move).
    ///
    /// Foundation's `XMLParser` on Linux passes libxml2's data pointer to `String(cString:)`
    /// unchecked, and libxml2 gives a null one for such an instruction: reading one crashed the
    /// process. The tree takes the instruction's text from the source (``XMLSourceScanner``), so it
    /// is unchanged. A one-letter target has no letter to spare: `<?a?>` becomes `<? ?>`, a parse
    /// error at its position instead of a crash.
    static func withoutDatalessProcessingInstructions(_ data: Data, bytes: [UInt8]) -> Data {
        var patched: [UInt8]?
        func isNameByte(_ byte: UInt8) -> Bool {
            !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "?") || byte == UInt8(ascii: ">"))
        }
        func patch(at start: Int) {
            // `start` is a `<?`: a name running straight into `?>` has no data.
            var end = start + 2
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            // (`<?xml?>` too: a declaration always has a version after a blank, and libxml2 reads
            // `xml` running into `?>` as an instruction with a reserved name and no data.)
            guard end > start + 2, end + 1 < bytes.count, bytes[end] == UInt8(ascii: "?"), bytes[end + 1] == UInt8(ascii: ">") else {
                return
            }
            // The target's last character becomes blanks, all its bytes: blanking only the last
            // byte of a character written in several (`<?ĝՑ?>`) would leave invalid UTF-8,
            // on which `XMLParser` traps.
            var last = end - 1
            while last > start + 2, bytes[last] & 0xC0 == 0x80 { last -= 1 }
            if patched == nil { patched = bytes }
            for index in last..<end { patched![index] = 0x20 }
        }
        // Every `<?` outside comments and CDATA sections (where it is text). Elsewhere it is an
        // instruction, or libxml2 may read it as one when it recovers from an error around it:
        // after a start tag broken by it (`<constrain<?xm?>`), or in an attribute value (where
        // `<` is not allowed, so no well-formed value changes); where the lexer stops (malformed
        // markup), every `<?` after it.
        //
        // A comment or CDATA section is text to libxml2 only while it reads it as one: a character
        // XML does not allow (a control character such as U+0002, U+FFFE, U+FFFF) makes it give
        // up the section and go on reading what follows as markup. Such a document is an error
        // either way, so with such a character anywhere every `<?` is patched, in comments too.
        var text: [Range<Int>] = []
        if !Self.containsCharacterXMLForbids(bytes) {
            var scanner = XMLSourceScanner(bytes: bytes)
            while let markup = scanner.nextMarkup() {
                switch markup.kind {
                case .comment, .cdata: text.append(markup.range)
                default: continue
                }
            }
        }
        var index = 0
        var nextText = 0
        while index + 1 < bytes.count {
            while nextText < text.count, text[nextText].upperBound <= index { nextText += 1 }
            if nextText < text.count, text[nextText].contains(index) {
                index = text[nextText].upperBound
                continue
            }
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") { patch(at: index) }
            index += 1
        }
        return patched.map { Data($0) } ?? data
    }

    /// Whether `bytes` hold a character XML 1.0 does not allow anywhere: a C0 control other than
    /// tab, line feed and carriage return, or U+FFFE or U+FFFF.
    static func containsCharacterXMLForbids(_ bytes: [UInt8]) -> Bool {
        for (index, byte) in bytes.enumerated() {
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { return true }
            if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF {
                return true
            }
        }
        return false
    }

    // MARK: Entities

    /// `data` with its DTD's attribute-list, notation and unparsed-entity declarations blanked
    /// out (``XMLMarkupDeclaration``), each reported.
    private func withoutMarkupDeclarations(_ data: Data) -> Data {
        var prescan = XMLSourceScanner(bytes: scanner.bytes)
        var declarations: [XMLMarkupDeclaration] = []
        while let markup = prescan.nextMarkup() {
            if case .startTag = markup.kind { break }
            if case .doctype = markup.kind {
                declarations += XMLMarkupDeclaration.scan(scanner.bytes, in: markup.range)
            }
        }
        guard !declarations.isEmpty else { return data }
        var bytes = scanner.bytes
        var positions = XMLSourceScanner(bytes: scanner.bytes)
        for declaration in declarations {
            diagnostics.append(Diagnostic(.warning, .entityDeclaration, file: path, at: positions.position(of: declaration.range.lowerBound),
                message: "<!\(declaration.keyword)> declaration ignored: Interface Builder documents do not use a DTD"))
            for index in declaration.range { bytes[index] = UInt8(ascii: " ") }
        }
        return Data(bytes)
    }

    /// Reports entity declarations in the prolog, and refuses (returns a diagnostic for) a
    /// document whose entities expand beyond the limit.
    private func checkEntityDeclarations() -> Diagnostic? {
        var prescan = XMLSourceScanner(bytes: scanner.bytes)
        var declarations: [XMLEntityDeclaration] = []
        while let markup = prescan.nextMarkup() {
            if case .startTag = markup.kind { break }
            if case .doctype = markup.kind {
                declarations += XMLEntityDeclaration.scan(scanner.bytes, in: markup.range)
            }
        }
        guard !declarations.isEmpty else { return nil }
        var positions = XMLSourceScanner(bytes: scanner.bytes)
        for declaration in declarations {
            let position = positions.position(of: declaration.offset)
            if declaration.isExternal {
                let identifier = declaration.systemID.map { "SYSTEM \"\($0)\"" } ?? declaration.publicID.map { "PUBLIC \"\($0)\"" } ?? "external"
                diagnostics.append(Diagnostic(.error, .externalEntity, file: path, at: position,
                    message: "external entity '\(declaration.name)' (\(identifier)) is not resolved: Interface Builder documents do not use entities"))
            } else {
                diagnostics.append(Diagnostic(.warning, .entityDeclaration, file: path, at: position,
                    message: "entity '\(declaration.name)' is declared: Interface Builder documents do not use entities"))
            }
        }
        guard let (declaration, _) = XMLEntityDeclaration.firstOverLimit(declarations) else { return nil }
        var refusalPosition = XMLSourceScanner(bytes: scanner.bytes)
        return Diagnostic(.error, .entityExpansion, file: path, at: refusalPosition.position(of: declaration.offset),
            message: "entity '\(declaration.name)' expands to more than \(XMLEntityDeclaration.expansionLimit) characters (an entity expansion attack?); the document is not read")
    }

    // MARK: XMLParserDelegate

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes attributeDict: [String: String] = [:]) {
        guard stack.count < XMLInput.maximumDepth else {
            refuseDepth(of: elementName, parser: parser)
            return
        }
        var markup: XMLSourceScanner.Markup?
        if scanner.isSynchronized {
            markup = scanner.nextMarkup()
            if stack.isEmpty, root == nil {
                // The root: everything before it is the prolog.
                while let found = markup, !found.isStartTag { markup = scanner.nextMarkup() }
                if let markup { prolog = scanner.string(0..<markup.range.lowerBound) }
            }
            if let found = markup, case let .startTag(name, _, _, _) = found.kind, scanner.bytes(in: name, equal: elementName) {
                // In step.
            } else {
                scanner.isSynchronized = false
                markup = nil
            }
        }
        flushText(before: markup)
        var element = IBElement(name: elementName)
        if let markup, case let .startTag(_, lexed, isEmpty, trailer) = markup.kind {
            element.position = scanner.position(of: markup.range.lowerBound)
            element.isSelfClosing = isEmpty
            if !trailer.isEmpty { element.startTagTrailer = scanner.string(trailer) }
            element.attributes.reserveCapacity(lexed.count)
            for attribute in lexed {
                element.attributes.append(makeAttribute(attribute, decoded: attributeDict))
            }
        } else {
            element.position = SourcePosition(line: parser.lineNumber, column: parser.columnNumber)
            element.isSelfClosing = false
            element.attributes = attributeDict.keys.sorted().map { IBAttribute(name: $0, value: attributeDict[$0]!) }
        }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let open = stack.last else { return }
        if open.isSelfClosing, scanner.isSynchronized {
            flushText(before: nil)
        } else {
            let markup = nextMarkup { kind in
                if case let .endTag(name) = kind { return scanner.bytes(in: name, equal: elementName) }
                return false
            }
            flushText(before: markup)
        }
        attach(stack.removeLast())
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        pendingText += string
    }

    func parser(_ parser: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
        guard !stack.isEmpty else { return }
        pendingText += whitespaceString
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        guard !stack.isEmpty else { return }
        let markup = nextMarkup { if case .comment = $0 { true } else { false } }
        flushText(before: markup)
        stack[stack.count - 1].children.append(.comment(sourceText(of: markup, opening: 4, closing: 3) ?? comment))
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        guard !stack.isEmpty else { return }
        let markup = nextMarkup { if case .cdata = $0 { true } else { false } }
        flushText(before: markup)
        stack[stack.count - 1].children.append(.cdata(sourceText(of: markup, opening: 9, closing: 3) ?? String(decoding: block, as: UTF8.self)))
    }

    /// The source's text of a comment or CDATA section, its `opening` (`<!--`, `<![CDATA[`) and
    /// `closing` (`-->`, `]]>`) bytes taken off; `nil` without markup. Not the parser's text: XML
    /// reads a carriage return and line feed as one line feed, and the file must write back as
    /// it was.
    private func sourceText(of markup: XMLSourceScanner.Markup?, opening: Int, closing: Int) -> String? {
        guard let range = markup?.range, range.count >= opening + closing else { return nil }
        return scanner.string((range.lowerBound + opening)..<(range.upperBound - closing))
    }

    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
        guard !stack.isEmpty else { return }
        let markup = nextMarkup { if case .processingInstruction = $0 { true } else { false } }
        flushText(before: markup)
        let text = markup.map { scanner.string($0.range) } ?? "<?\(target)\(data.map { " " + $0 } ?? "")?>"
        stack[stack.count - 1].children.append(.processingInstruction(text))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard !sawParseError else { return }
        report(code: (parseError as NSError).code, line: parser.lineNumber, column: parser.columnNumber)
    }

    // MARK: Building

    private func nextMarkup(matching isExpected: (XMLSourceScanner.Markup.Kind) -> Bool) -> XMLSourceScanner.Markup? {
        guard scanner.isSynchronized else { return nil }
        if let markup = scanner.nextMarkup(), isExpected(markup.kind) { return markup }
        scanner.isSynchronized = false
        return nil
    }

    private func makeAttribute(_ lexed: XMLSourceScanner.Attribute, decoded: [String: String]) -> IBAttribute {
        let name = scanner.string(lexed.name)
        let raw = scanner.string(lexed.value)
        let value = scanner.isLiteral(lexed.value) ? raw : decoded[name] ?? raw
        // Canonical layout: one space, name="value" with nothing between.
        let bytes = scanner.bytes
        let canonicalLayout = lexed.isDoubleQuoted
            && lexed.whole.lowerBound + 1 == lexed.name.lowerBound
            && bytes[lexed.whole.lowerBound] == 0x20
            && lexed.name.upperBound + 2 == lexed.value.lowerBound
        let canonical = canonicalLayout && IBXMLWriter.escapeAttribute(value) == raw
        return IBAttribute(name: name, value: value, sourceText: canonical ? nil : scanner.string(lexed.whole))
    }

    /// Adds the text accumulated since the last markup to the open element.
    private func flushText(before markup: XMLSourceScanner.Markup?) {
        let raw = markup.map(\.textBefore)
        guard !stack.isEmpty else {
            pendingText = ""
            return
        }
        guard !pendingText.isEmpty || !(raw?.isEmpty ?? true) else { return }
        var text = IBText(pendingText)
        if let raw {
            let source = scanner.string(raw)
            if source != IBXMLWriter.escapeText(pendingText) { text.sourceText = source }
        }
        stack[stack.count - 1].children.append(.text(text))
        pendingText = ""
    }

    private func attach(_ element: IBElement) {
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(.element(element))
        }
    }

    /// Stops reading at an element nested deeper than the limit: everything above it is kept
    /// (closed where it stopped), the rest of the document is not read.
    private func refuseDepth(of elementName: String, parser: XMLParser) {
        guard !sawParseError else { return }
        sawParseError = true
        var position = SourcePosition(line: parser.lineNumber, column: parser.columnNumber)
        if scanner.isSynchronized, let markup = scanner.nextMarkup(), markup.isStartTag {
            position = scanner.position(of: markup.range.lowerBound)
        }
        scanner.isSynchronized = false
        diagnostics.append(Diagnostic(.error, .nestingTooDeep, file: path, at: position,
            message: "<\(elementName)> is nested \(stack.count + 1) elements deep, deeper than the \(XMLInput.maximumDepth) levels a document may have (Interface Builder documents nest fewer than 30); the rest of the document is not read"))
        parser.abortParsing()
    }

    private func report(code: Int, line: Int, column: Int) {
        sawParseError = true
        var message = XMLParserErrorMessages.message(forLibxml2Code: code)
        if code == 5 {
            if let open = stack.last {
                message = "the document ends before <\(open.name)>"
                    + (open.position.map { " (line \($0.line))" } ?? "") + " is closed: the file is truncated or malformed"
            } else if root != nil {
                message = "extra content after the root element"
            }
        }
        diagnostics.append(Diagnostic(.error, .malformedXML, file: path, line: max(line, 1), column: max(column, 1), message: message))
    }
}

extension XMLSourceScanner.Markup {
    var isStartTag: Bool {
        if case .startTag = kind { return true }
        return false
    }
}
