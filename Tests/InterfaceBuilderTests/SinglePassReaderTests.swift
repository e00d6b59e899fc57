import Foundation
@_spi(Fuzzing) @testable import InterfaceBuilder
import Testing
import TestSupport

/// The single-pass reader must give exactly the tree Foundation's `XMLParser` path gives, and
/// hand everything it does not read (errors, entities, other encodings) to that path.
@Suite("XML layer: the single-pass reader agrees with XMLParser")
struct SinglePassReaderTests {
    private func bothReaders(_ text: String) -> (fast: IBXMLDocument?, slow: IBXMLDocument) {
        let bytes = Array(text.utf8)
        return (XMLSinglePassReader.read(bytes, path: "t.xml"), IBXMLDocument.parseWithFoundation(bytes, data: Data(bytes), path: "t.xml"))
    }

    @Test("every corpus document is read by the single-pass reader, identically", .requiresSharedFolder)
    func corpus() throws {
        var notRead: [String] = []
        for entry in Corpus.entries {
            let bytes = [UInt8](entry.data)
            guard let fast = XMLSinglePassReader.read(bytes, path: entry.name) else {
                notRead.append(entry.name)
                continue
            }
            let slow = IBXMLDocument.parseWithFoundation(bytes, data: entry.data, path: entry.name)
            #expect(fast == slow, "\(entry.name)")
        }
        #expect(notRead == [])
    }

    @Test("mutated documents: whatever the single-pass reader accepts, XMLParser reads the same", .requiresSharedFolder)
    func mutations() throws {
        let entry = try #require(Corpus.entries.filter { (4_000...20_000).contains($0.data.count) }.first)
        let original = [UInt8](entry.data)
        let interesting: [UInt8] = Array("<>&;\"'/=!?-[]# \n\tax".utf8) + [0xC3, 0x80, 0x00, 0x0D]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var accepted = 0
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<(1 + next(3)) {
                let at = next(bytes.count)
                switch next(3) {
                case 0: bytes[at] = interesting[next(interesting.count)]
                case 1: bytes.remove(at: at)
                default: bytes.insert(interesting[next(interesting.count)], at: at)
                }
            }
            guard let fast = XMLSinglePassReader.read(bytes, path: "m.xml") else { continue }
            accepted += 1
            let slow = IBXMLDocument.parseWithFoundation(bytes, data: Data(bytes), path: "m.xml")
            #expect(fast == slow, "mutation accepted by the single-pass reader reads differently with XMLParser: \(String(decoding: bytes, as: UTF8.self).prefix(200))")
        }
        #expect(accepted > 0)
    }

    static let accepted: [String] = [
        "<a/>",
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document a=\"1\"/>\n",
        "<?xml version='1.0' encoding='utf-8' standalone='yes' ?>\n<!-- c --><?pi x?>\n<a>t</a>\n<!--after-->\n",
        "<a   b = 'x&amp;y'  c=\"&lt;&gt;&quot;&apos;\" >text &amp; &#233; &#x1F600; &gt; more</a>",
        "<a b=\"line\nbreak\ttab\" c=\"&#10;&#9;&#13;\" d=\"a>b\" e=\"it's\" f='say \"hi\"'/>",
        "<a>\n  <b/>\n  <!--x-->\n  <![CDATA[<raw> & ]]>\n  <?target data here?>\n  <c></c >\n</a >",
        "<a>é<b x=\"ü\"/>日本<c/></a>",
        "<a>]]</a>",
        "<a>&#13;</a>",
        "<a b=\"\"/>",
    ]

    @Test("edge cases read by both readers give the same tree", arguments: accepted)
    func agrees(_ text: String) throws {
        let (fast, slow) = bothReaders(text)
        let read = try #require(fast, "the single-pass reader declined")
        #expect(read == slow)
        if !text.contains(" >") || text.contains("\" >") {  // end tags are written without inner spaces
            #expect(read.xmlString() == text)
        }
    }

    /// (Text before the root, byte-order marks and other encodings never reach either reader:
    /// `InputValidationTests` checks what `XMLInput` makes of them.)
    static let declined: [String] = [
        "",
        "<a>",
        "<a></b>",
        "<a b=\"1\" b=\"2\"/>",
        "<a b=\"1\"c=\"2\"/>",
        "<a b=\"<\"/>",
        "<a>&nbsp;</a>",
        "<a>&#0;</a>",
        "<a>]]></a>",
        "<a><!-- a -- b --></a>",
        "<a/><b/>",
        " <?xml version=\"1.0\"?><a/>",
        "<!DOCTYPE a [<!ENTITY e \"x\">]><a>&e;</a>",
        "<a\r\n/>",
        "<x:a xmlns:x=\"u\"/>",
        "<a xmlns=\"u\"/>",
        "<a><?xml version=\"1.0\"?></a>",
        "<a>\u{01}</a>",
        String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300),
    ]

    @Test("what the single-pass reader declines goes to XMLParser, diagnostics unchanged", arguments: declined)
    func declines(_ text: String) {
        let (fast, _) = bothReaders(text)
        #expect(fast == nil)
        let document = IBXMLDocument.parse(text, path: "t.xml")
        let bytes = Array(text.utf8)
        #expect(document == IBXMLDocument.parseWithFoundation(bytes, data: Data(bytes), path: "t.xml"))
    }

    /// `parse` trusts the input check's pass over the characters instead of scanning them again:
    /// both must make the same call on every kind of character.
    static let characterCases: [String] = [
        "<a>plain ASCII\tand tabs\n</a>", "<a>é 日本 😀</a>", "<a>\r\n</a>", "<a>\u{01}</a>", "<a>\u{7F}</a>",
        "<a>\u{FFFE}</a>", "<a>\u{FFFF}</a>", "<a>\u{FFFD}</a>", "\u{FEFF}<a/>", "<a>\u{FEFF}</a>", "<a>\u{10FFFF}</a>",
    ]

    @Test("the input check and the single-pass reader agree on which characters it reads", arguments: characterCases)
    func characterChecksAgree(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(IBXMLDocument.plainTextChecksAgree(bytes))
        let scan = XMLInput.scanUTF8(bytes)
        #expect(scan.failure == nil)
        let declined = text.contains("\r") || text.contains("\u{01}") || text.contains("\u{FFFE}") || text.contains("\u{FFFF}") || text.hasPrefix("\u{FEFF}")
        #expect(scan.isPlainText == !declined)
    }
}
