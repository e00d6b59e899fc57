import Foundation
import InterfaceBuilder
import Testing
import TestSupport

@Suite("XML layer: lossless tree and write-back")
struct XMLRoundTripTests {
    @Test("the corpus holds 131 storyboards and xibs", .requiresSharedFolder)
    func corpusSize() {
        #expect(Corpus.entries.count == 131)
    }

    @Test("every corpus document is read without XML errors and written back byte for byte", .requiresSharedFolder)
    func corpusRoundTrip() throws {
        var notIdentical: [String] = []
        for entry in Corpus.entries {
            #expect(entry.xml.diagnostics.isEmpty, "\(entry.name): \(entry.xml.diagnostics)")
            #expect(entry.xml.isComplete, "\(entry.name)")
            let written = entry.xml.xmlString()
            if Data(written.utf8) != entry.data {
                notIdentical.append(entry.name)
            }
            let reread = IBXMLDocument.parse(written, path: entry.name)
            let original = try #require(entry.xml.root, "\(entry.name)")
            let again = try #require(reread.root, "\(entry.name)")
            #expect(original.isEquivalent(to: again), "\(entry.name) re-read differs")
        }
        #expect(notIdentical == [], "not byte-identical")
    }

    @Test("attributes keep their source order, positions are the start of each tag")
    func orderAndPositions() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document zeta="1" alpha="2" mid="3">
            <!--Scene-->
            <view   id="a" key='view'>é<rect key="frame" x="0.0"/></view>
            <label text="a &amp; b&#10;c" id="l"></label>
        </document>

        """
        let document = IBXMLDocument.parse(text, path: "t.xml")
        let root = try #require(document.root)
        #expect(root.attributes.map(\.name) == ["zeta", "alpha", "mid"])
        #expect(root.position == SourcePosition(line: 2, column: 1, offset: 39))
        let view = try #require(root.firstElement(named: "view"))
        #expect(view.position?.line == 4)
        #expect(view.position?.column == 5)
        let rect = try #require(view.firstElement(named: "rect"))
        #expect(rect.position?.column == 32, "after the two-byte é, columns count characters")
        #expect(view.text == "é")
        let label = try #require(root.firstElement(named: "label"))
        #expect(label["text"] == "a & b\nc")
        #expect(!label.isSelfClosing)
        #expect(root.children.contains(.comment("Scene")))
        #expect(document.xmlString() == text)
    }

    @Test("carriage returns in comments and CDATA sections write back as they were read")
    func carriageReturnsInCommentsAndCDATA() throws {
        // A carriage return sends the document to XMLParser, which reads CR LF as LF; the tree
        // keeps the source's text (found by fuzzing write-back).
        let text = "<document>\r\n    <!--View Con\r\ntroller-->\r\n    <string><![CDATA[a\r\nb]]></string>\r\n</document>\r\n"
        let document = IBXMLDocument.parse(text, path: "t.xml")
        let root = try #require(document.root)
        #expect(root.children.contains(.comment("View Con\r\ntroller")))
        #expect(root.firstElement(named: "string")?.children.contains(.cdata("a\r\nb")) == true)
        #expect(document.xmlString() == text)
    }
}
