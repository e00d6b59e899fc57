import Foundation
import InterfaceBuilder
import Testing

/// The document's closed vocabularies (segue kinds, relationships, presentation and table
/// styles) read as enums and keep any other text.
@Suite("Closed vocabularies")
struct ClosedVocabularyTests {
    @Test("every known value reads as its case and writes back as its text")
    func roundTrip() {
        for kind in IBSegueKind.known { #expect(IBSegueKind(rawValue: kind.rawValue) == kind) }
        for relationship in IBRelationship.known { #expect(IBRelationship(rawValue: relationship.rawValue) == relationship) }
        for style in IBModalPresentationStyle.known { #expect(IBModalPresentationStyle(rawValue: style.rawValue) == style) }
        for style in [IBTableStyle.plain, .grouped, .insetGrouped] { #expect(IBTableStyle(rawValue: style.rawValue) == style) }
        #expect(Set(IBSegueKind.known.map(\.rawValue)).count == IBSegueKind.known.count)
    }

    @Test("an unknown value keeps its text")
    func unknownKeepsText() {
        #expect(IBSegueKind(rawValue: "teleport") == .unknown("teleport"))
        #expect(IBSegueKind(rawValue: "teleport").rawValue == "teleport")
        #expect(IBRelationship(rawValue: "sidebarViewController").rawValue == "sidebarViewController")
        #expect(IBTableStyle(rawValue: "sidebar") == .unknown("sidebar"))
    }

    @Test("a storyboard's segues read as cases, an unknown kind as its text")
    func readFromDocument() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="n1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="n1" sceneMemberID="viewController">
                            <connections>
                                <segue destination="c1" kind="relationship" relationship="rootViewController" id="g1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="c1" sceneMemberID="viewController">
                            <connections>
                                <segue destination="c2" kind="presentation" modalPresentationStyle="formSheet" id="g2"/>
                                <segue destination="c2" kind="teleport" id="g3"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <tableViewController id="c2" sceneMemberID="viewController">
                            <tableView key="view" style="insetGrouped" id="t1"/>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let document = try IBDocument(data: Data(text.utf8), path: "Kinds.storyboard")
        let segues = document.scenes.compactMap(\.controller).flatMap(\.segues)
        #expect(segues.map(\.segueKind) == [.relationship, .presentation, .unknown("teleport")])
        #expect(segues.first?.relationship == .rootViewController)
        #expect(segues[1].modalPresentationStyle == .formSheet)
        let table = try #require(document.scenes.last?.controller?.children.first)
        #expect(table.tableStyle == .insetGrouped)
    }
}
