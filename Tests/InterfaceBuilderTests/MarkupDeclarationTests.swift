import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@Suite("DTD declarations Foundation's parser cannot read")
struct MarkupDeclarationTests {
    @Test("attribute-list, notation and unparsed-entity declarations (which crash Foundation's parser) are ignored with a warning each")
    func markupDeclarations() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE document [
        <!NOTATION png SYSTEM "image/png"><!NOTATION gif PUBLIC "gif">
        <!ENTITY pic SYSTEM "/dev/zero" NDATA png>
        <!ATTLIST document a CDATA #IMPLIED>
        ]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14113">
            <objects>
                <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="10" height="20"/></view>
            </objects>
        </document>

        """
        let document = try IBDocument(data: Data(text.utf8), path: "dtd.xib")
        let ignored = document.diagnostics.filter { $0.message.hasSuffix("declaration ignored: Interface Builder documents do not use a DTD") }
        #expect(ignored.map(\.description) == [
            "dtd.xib:3:1: warning: <!NOTATION> declaration ignored: Interface Builder documents do not use a DTD",
            "dtd.xib:3:35: warning: <!NOTATION> declaration ignored: Interface Builder documents do not use a DTD",
            "dtd.xib:4:1: warning: <!ENTITY> declaration ignored: Interface Builder documents do not use a DTD",
            "dtd.xib:5:1: warning: <!ATTLIST> declaration ignored: Interface Builder documents do not use a DTD",
        ])
        #expect(document.object(withID: "root")?.frame == IBRect(x: 0, y: 0, width: 10, height: 20))
    }
}
