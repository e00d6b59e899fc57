import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// What is checked before any XML parser sees a file: encodings, limits, files that are not
/// documents at all.
@Suite("Input validation: encodings, limits and files that are not documents")
struct InputValidationTests {
    static let text = storyboard(scenes: BadInputTests.scene)

    /// The bytes of ``text`` with `bytes` put in place of the first occurrence of `needle`.
    static func splice(_ needle: String, with bytes: [UInt8]) -> Data {
        let utf8 = Array(text.utf8)
        let range = utf8.firstRange(of: Array(needle.utf8))!
        var copy = utf8
        copy.replaceSubrange(range, with: bytes)
        return Data(copy)
    }

    @Test("invalid UTF-8 inside a name: an error at the bad byte's line, column and offset, not a trap in the parser")
    func invalidUTF8() throws {
        // Foundation's XMLParser traps on this on Linux (a 0xC3 lead byte followed by ASCII).
        let data = Self.splice("sceneID", with: Array("sce".utf8) + [0xC3] + Array("neID".utf8))
        let error = try #require(throws: IBDocumentError.self) { try IBDocument(data: data, path: "bad.storyboard") }
        let diagnostic = try #require(error.diagnostics.first)
        let expected = try location(of: "sceneID", in: Self.text)
        #expect(diagnostic.code == .invalidEncoding)
        #expect(diagnostic.line == expected.line)
        #expect(diagnostic.column == expected.column + 3)
        let offset = Array(Self.text.utf8).firstRange(of: Array("sceneID".utf8))!.lowerBound + 3
        #expect(diagnostic.message == "the file is not valid UTF-8: byte 0xC3 starts a 2-byte character but byte 0x6E does not continue it at byte offset \(offset); it is not read (Interface Builder writes UTF-8)")
    }

    @Test("every kind of invalid UTF-8 is refused", arguments: [
        ([0x80], "byte 0x80 continues a character that did not start"),
        ([0xC0, 0xAF], "byte 0xC0 never appears in UTF-8"),
        ([0xE0, 0x80, 0xAF], "bytes 0xE0 0x80 0xAF do not encode a character"),  // overlong
        ([0xED, 0xA0, 0x80], "bytes 0xED 0xA0 0x80 do not encode a character"),  // a surrogate
        ([0xF4, 0x90, 0x80, 0x80], "bytes 0xF4 0x90 0x80 0x80 do not encode a character"),  // above U+10FFFF
        ([0xFF], "byte 0xFF never appears in UTF-8"),
    ] as [([UInt8], String)])
    func invalidSequences(bytes: [UInt8], reason: String) throws {
        let data = Self.splice("Kept", with: Array("Ke".utf8) + bytes + Array("pt".utf8))
        let error = try #require(throws: IBDocumentError.self) { try IBDocument(data: data, path: "bad.storyboard") }
        #expect(error.diagnostics.first?.code == .invalidEncoding)
        #expect(error.diagnostics.first?.message.contains(reason) == true, "\(error)")
    }

    @Test("a file that ends inside a character")
    func truncatedCharacter() throws {
        var bytes = Array(Self.text.utf8)
        bytes += [0xE2, 0x82]
        let error = try #require(throws: IBDocumentError.self) { try IBDocument(data: Data(bytes), path: "cut.storyboard") }
        #expect(error.diagnostics.first?.message.hasPrefix("the file is not valid UTF-8: the file ends inside the character that byte 0xE2 starts") == true)
    }

    @Test("UTF-8 with a byte-order mark, UTF-16 in both byte orders, ISO-8859-1: the same document, written back byte for byte")
    func encodings() throws {
        let accented = Self.text.replacingOccurrences(of: "Kept", with: "Café")
        let reference = try IBDocument(data: Data(accented.utf8), path: "utf8.storyboard")
        #expect(reference.xml.encoding == .utf8)
        let utf16Text = accented.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
        let latinText = accented.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"ISO-8859-1\"")
        let variants: [(String, Data, IBXMLDocument.Encoding)] = [
            ("bom", Data([0xEF, 0xBB, 0xBF] + Array(accented.utf8)), .utf8WithByteOrderMark),
            ("utf16le", Data([0xFF, 0xFE]) + utf16Text.data(using: .utf16LittleEndian)!, .utf16(bigEndian: false, byteOrderMark: true)),
            ("utf16be", Data([0xFE, 0xFF]) + utf16Text.data(using: .utf16BigEndian)!, .utf16(bigEndian: true, byteOrderMark: true)),
            ("utf16be-nobom", utf16Text.data(using: .utf16BigEndian)!, .utf16(bigEndian: true, byteOrderMark: false)),
            ("latin1", latinText.data(using: .isoLatin1)!, .latin1),
        ]
        for (name, data, encoding) in variants {
            let document = try IBDocument(data: data, path: "\(name).storyboard")
            #expect(document.xml.encoding == encoding, "\(name)")
            #expect(document.diagnostics.isEmpty, "\(name): \(document.diagnostics)")
            #expect(document.object(withID: "label")?.text == "Café", "\(name)")
            #expect(document.object(withID: "label")?.position?.line == reference.object(withID: "label")?.position?.line, "\(name)")
            #expect(document.xml.xmlData() == data, "\(name) is written back in its own encoding, byte for byte")
        }
    }

    @Test("encodings that are not read, and a UTF-16 declaration on 8-bit text, are positioned errors")
    func unsupportedEncodings() throws {
        let shiftJIS = Self.text.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"Shift_JIS\"")
        let error = try #require(throws: IBDocumentError.self) { try IBDocument(data: Data(shiftJIS.utf8), path: "sjis.storyboard") }
        #expect(error.diagnostics.first?.description == "sjis.storyboard:1:31: error: the file declares the encoding Shift_JIS, which is not read (UTF-8, UTF-16, US-ASCII and ISO-8859-1 are); Interface Builder writes UTF-8")
        let mislabelled = Self.text.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
        let utf16 = try #require(throws: IBDocumentError.self) { try IBDocument(data: Data(mislabelled.utf8), path: "x.storyboard") }
        #expect(utf16.diagnostics.first?.code == .invalidEncoding)
        let utf32 = try #require(throws: IBDocumentError.self) { try IBDocument(data: Data([0xFF, 0xFE, 0, 0, 0x3C, 0, 0, 0]), path: "x.storyboard") }
        #expect(utf32.diagnostics.first?.message.contains("UTF-32") == true)
        let odd = Data([0xFF, 0xFE] + Array("<a".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }) + [0x3E])
        let half = try #require(throws: IBDocumentError.self) { try IBDocument(data: odd, path: "odd.storyboard") }
        #expect(half.diagnostics.first?.message.hasPrefix("the file is not valid UTF-16: the file ends in the middle of a code unit") == true)
    }

    /// Views nested `depth` levels below a scene root (each level adds two elements).
    static func nested(_ depth: Int) -> String {
        let open = (0..<depth).map { "<subviews><view contentMode=\"scaleToFill\" id=\"n\($0)\"><rect key=\"frame\" x=\"0\" y=\"1\" width=\"300\" height=\"600\"/>" }.joined(separator: "\n")
        let close = String(repeating: "</view></subviews>\n", count: depth)
        return storyboard(scenes: """
            <scene sceneID="s1"><objects><viewController id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            \(open)
            \(close)</view></viewController></objects></scene>
            """)
    }

    @Test("nesting beyond the limit: an error at the first element too deep; what is above it loads")
    func tooDeep() throws {
        let text = Self.nested(1_000)
        let document = try IBDocument(data: Data(text.utf8), path: "deep.storyboard")
        let diagnostic = try #require(document.diagnostics.first { $0.code == .nestingTooDeep })
        #expect(diagnostic.severity == .error)
        #expect(!document.xml.isComplete)
        // <document> <scenes> <scene> <objects> <viewController> <view> <subviews> put view n0 at
        // level 8 and its <rect> at 9; each view adds two levels. The first element deeper
        // than 256 levels is the <rect> of view n124.
        let last = (IBXMLDocument.maximumDepth - 8) / 2
        let position = try location(of: "<subviews><view contentMode=\"scaleToFill\" id=\"n\(last)\"><rect", in: text)
        #expect(diagnostic.line == position.line)
        #expect(diagnostic.column == position.column + "<subviews><view contentMode=\"scaleToFill\" id=\"n\(last)\">".count)
        #expect(diagnostic.message == "<rect> is nested 257 elements deep, deeper than the 256 levels a document may have (Interface Builder documents nest fewer than 30); the rest of the document is not read")
        #expect(document.object(withID: "n\(last)") != nil)
        #expect(document.object(withID: "n\(last + 1)") == nil)
    }

    @MainActor
    @Test("a document just inside the limit loads, instantiates and lays out")
    func deepButAllowed() throws {
        // The deepest view whose <rect> is still at level 256 or above (see `tooDeep`).
        let depth = (IBXMLDocument.maximumDepth - 9) / 2 + 1
        let document = try IBDocument(data: Data(Self.nested(depth).utf8), path: "deep.storyboard")
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics.prefix(2))")
        let report = IBSceneLayout.report(for: document, device: try Device.named("iPhone 8"))
        let views = try #require(report.scenes.first?.views)
        #expect(views.count > depth)
        // Every level is laid out: the innermost view is 1 pt lower per level.
        let innermost = try #require(views.first { $0.id == "n\(depth - 1)" })
        #expect(innermost.frame?.origin.y == 1)
    }

    @Test("a file larger than the limit is refused before it is read")
    func tooLarge() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("large-\(UUID().uuidString).storyboard")
        // A sparse file: the size is checked before anything is read.
        FileManager.default.createFile(atPath: url.path, contents: Data(Self.text.utf8))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(IBXMLDocument.maximumSize + 1))
        try handle.close()
        defer { try? FileManager.default.removeItem(at: url) }
        let error = try #require(throws: IBDocumentError.self) { try IBDocument(contentsOf: url, path: "large.storyboard") }
        #expect(error.diagnostics.first?.code == .fileTooLarge)
        #expect(error.diagnostics.first?.message == "the file is 64 MB, more than the 64 MB a document may have; it is not read")
    }

    @Test("files that are not documents say what they are", arguments: [
        (Array("# OpenStoryboard\n\nRead this first.\n".utf8), "not.storyboard:1:1: error: not an XML document: it starts with \"# OpenStoryboard\" (Markdown or a script?)"),
        (Array("  {\"images\": []}".utf8), "not.storyboard:1:3: error: not an XML document: it starts with \"{\"images\": []}\" (JSON?)"),
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "not.storyboard:1:1: error: not an XML document: the file is a PNG image"),
        (Array("bplist00".utf8) + [0xD1, 0x01], "not.storyboard:1:1: error: not an XML document: the file is a binary property list (a compiled .nib or .storyboardc file?): OpenStoryboard reads the .storyboard and .xib source files Xcode edits"),
        (Array("%PDF-1.7\n".utf8), "not.storyboard:1:1: error: not an XML document: the file is a PDF document"),
        (Array("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n".utf8), "not.storyboard:2:1: error: not an Interface Builder document: the root element is <plist>; the file is a property list"),
        (Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8), "not.storyboard:1:1: error: not an Interface Builder document: the root element is <svg>; the file is an SVG image"),
    ] as [([UInt8], String)])
    func notDocuments(bytes: [UInt8], expected: String) throws {
        let error = try #require(throws: IBDocumentError.self) { try IBDocument(data: Data(bytes), path: "not.storyboard") }
        #expect(error.diagnostics.last?.description == expected)
    }

    @Test("folders, compiled storyboards and missing files")
    func notFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("Main-\(UUID().uuidString).storyboardc")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let compiled = try #require(throws: IBDocumentError.self) { try IBDocument(contentsOf: folder, path: "Main.storyboardc") }
        #expect(compiled.description == "Main.storyboardc: error: cannot read the file: it is a compiled storyboard folder; give the .storyboard or .xib source Xcode edits")
        let missing = try #require(throws: IBDocumentError.self) {
            try IBDocument(contentsOf: URL(fileURLWithPath: "/no/such/Main.storyboard"), path: "Main.storyboard")
        }
        #expect(missing.description == "Main.storyboard: error: cannot read the file: there is no such file")
    }
}
