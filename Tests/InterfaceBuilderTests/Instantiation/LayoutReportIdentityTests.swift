import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

/// Layout reports name the document's constraints by id and identifier, not only in words.
@Suite("Layout reports: constraint identities")
@MainActor
struct LayoutReportIdentityTests {
    @Test("an unsatisfiable conflict between two document constraints carries their ids and identifiers")
    func unsatisfiable() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" identifier="narrow" id="w1"/>
                                    <constraint firstAttribute="width" constant="200" id="w2"/>
                                </constraints>
                            </view>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        LayoutDiagnostics.shared.printsToStandardError = false
        defer { LayoutDiagnostics.shared.printsToStandardError = true }
        let nib = UINib(data: Data(xml.utf8), bundle: nil)
        let root = try #require(nib.instantiate(withOwner: nil).first as? UIView)
        let box = try #require(root.subviews.first)
        #expect(Set(box.constraints.compactMap(\.documentID)) == ["w1", "w2"])
        #expect(box.constraints.first { $0.documentID == "w1" }?.identity == .init(documentID: "w1", identifier: "narrow"))
        let report = try #require(root.layoutReports.first { $0.kind == .unsatisfiable })
        #expect(Set(report.constraintIdentities.compactMap(\.documentID)) == ["w1", "w2"])
        #expect(report.constraintIdentities.count == report.constraints.count)
        #expect(report.constraintIdentities.contains(.init(documentID: "w1", identifier: "narrow")))
        let broken = try #require(report.brokenConstraintIdentity)
        #expect(broken.documentID == "w1" || broken.documentID == "w2")
        #expect(report.message.contains("Unable to simultaneously satisfy constraints"), "the text is kept")
    }

    @Test("a constraint made in code has no document id")
    func codeConstraint() {
        let view = UIView()
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        constraint.identifier = "code"
        #expect(constraint.identity == .init(documentID: nil, identifier: "code"))
    }
}
