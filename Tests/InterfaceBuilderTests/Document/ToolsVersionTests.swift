import Foundation
import InterfaceBuilder
import Testing

/// The one table of Xcode releases and the tools versions they write.
@Suite("Tools versions")
struct ToolsVersionTests {
    @Test("the releases are in order and their constants are the table's")
    func table() {
        let firsts = IBToolsVersion.releases.map(\.firstToolsVersion)
        #expect(firsts == firsts.sorted() && Set(firsts).count == firsts.count)
        #expect(IBToolsVersion.releases.map(\.xcode) == (10...16).map { "Xcode \($0)" })
        #expect(firsts == [IBToolsVersion.xcode10, IBToolsVersion.xcode11, IBToolsVersion.xcode12, IBToolsVersion.xcode13,
                           IBToolsVersion.xcode14, IBToolsVersion.xcode15, IBToolsVersion.xcode16])
    }

    @Test("documents of the corpus are attributed to the releases their comments name")
    func releases() {
        #expect(IBToolsVersion.release(of: 13771) == nil)
        #expect(IBToolsVersion.release(of: 14490)?.xcode == "Xcode 10")
        #expect(IBToolsVersion.release(of: 19162)?.xcode == "Xcode 13")
        #expect(IBToolsVersion.release(of: 20037)?.xcode == "Xcode 13")
        #expect(IBToolsVersion.release(of: 21701)?.xcode == "Xcode 14")
        #expect(IBToolsVersion.release(of: 23727)?.xcode == "Xcode 15")
        #expect(IBToolsVersion.release(of: 24128)?.xcode == "Xcode 16")
    }

    @Test("recent documents give their tools version as the plug-in's")
    func plugInVersion() throws {
        func document(tools: String, plugIn: String) throws -> IBDocument {
            try IBDocument(data: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugIn)"/>
                </dependencies>
                <objects/>
            </document>
            """.utf8), path: "T.xib")
        }
        #expect(IBToolsVersion.of(try document(tools: "14490.70", plugIn: "14490.49")) == 14490)
        #expect(IBToolsVersion.of(try document(tools: "32700.99.1234", plugIn: "24128")) == 24128)
    }
}
