import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

@MainActor
@Suite("Missing images")
struct MissingImageLookupTests {
    // (Looked up once per instantiation, not once per view: the mutation run's time limit catches
    // a regression on 30,000 views; a unit test asserts behaviour, not time.)
    @Test("a missing image shared by a thousand image views leaves each of them empty")
    func lookedUpOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("missing-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<300 {
            try Data().write(to: folder.appendingPathComponent("file\(index).txt"))
        }
        let views = (0..<1_000).map {
            "<imageView contentMode=\"scaleToFill\" image=\"nowhere\" id=\"i\($0)\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"10\" height=\"10\"/></imageView>"
        }.joined()
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews>\(views)</subviews></view>
            </objects>
        </document>

        """
        let document = try IBDocument(data: Data(text.utf8), path: "Many.xib")
        let objects = UINib(document: document, bundle: Bundle(path: folder.path)).instantiate(withOwner: nil)
        let root = try #require(objects.first as? UIView)
        #expect(root.subviews.count == 1_000)
        #expect(root.subviews.allSatisfy { ($0 as? UIImageView)?.image == nil })
    }
}
