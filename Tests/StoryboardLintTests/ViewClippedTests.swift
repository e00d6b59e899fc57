import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct ViewClippedTests {
    @Test func aViewAcrossTheRightEdgeIsClipped() throws {
        let input = GeometryFixture.document([GeometryFixture.pinned("clp-vw-one", x: 280, width: 80, height: 40, marker: "1️⃣")])
        let findings = try GeometryFixture.findings(input.text, rule: ViewClipped())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.message.contains("the window's edge") == true)
        #expect(try GeometryFixture.findings(input.text, rule: ViewOffscreen()).isEmpty)
    }

    /// A mutated document's content view of 1e308 × 1e308 once trapped converting the frame's
    /// numbers to `Int` for the message; they are written as `%g` writes them.
    @Test func aContentViewOfAnAstronomicalSizeIsReportedWithItsSize() throws {
        let input = MarkedText("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="cellID" id="cxk-wN-pdQ">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        1️⃣<tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cxk-wN-pdQ" id="YTl-1W-gDM">
                            <rect key="frame" x="0.0" y="0.0" width="1e308" height="1e308"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """)
        let document = try LintFixture.document(input.text, name: "Cell.xib")
        let findings = Linter(rules: [ViewClipped()], matrix: .documentOnly).lint(document)
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.notes.first?.contains("inf") == true, "\(findings.first?.notes ?? [])")
    }
}
