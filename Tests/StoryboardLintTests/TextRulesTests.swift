import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

/// `text-truncated` and `text-clipped`: labels measured in the configurations of a run.
@MainActor
@Suite struct TextRulesTests {
    static func label(_ id: String, text: String, lines: Int, width: Double, height: Double, marker: String = "") -> (String, String) {
        let view = """
            \(marker)<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" lineBreakMode="tailTruncation" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="100" width="\(width)" height="\(height)"/>
                <constraints>
                    <constraint firstAttribute="width" constant="\(width)" id="\(id.prefix(3))-wd-001"/>
                    <constraint firstAttribute="height" constant="\(height)" id="\(id.prefix(3))-ht-001"/>
                </constraints>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            """
        let constraints = """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="rot-vc-one" secondAttribute="leading" constant="20" id="\(id.prefix(3))-ld-001"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="rot-vc-one" secondAttribute="top" constant="100" id="\(id.prefix(3))-tp-001"/>
            """
        return (view, constraints)
    }

    static func findings(_ parts: [(String, String)], rule: any LintRule) throws -> (MarkedText, [LintFinding]) {
        let input = MarkedText(storyboard(scenes: controllerScene(
            subviews: parts.map(\.0).joined(separator: "\n"), constraints: parts.map(\.1).joined(separator: "\n")), head: phoneCanvas))
        let document = try LintFixture.document(input.text)
        let matrix = LintMatrix(devices: [try Device.named("iPhone 8")], orientations: [.portrait])
        return (input, Linter(rules: [rule], matrix: matrix).lint(document))
    }

    @Test func aLongLineInANarrowFixedWidthIsTruncatedWithTheConstraintNamed() throws {
        let (input, findings) = try Self.findings([
            Self.label("lng-lb-one", text: "A title much too long for eighty points", lines: 1, width: 80, height: 21, marker: "1️⃣"),
            Self.label("sho-lb-one", text: "OK", lines: 1, width: 80, height: 21),
        ], rule: TextTruncated())
        #expect(LintFixture.positions(findings) == [input[1]])
        let finding = try #require(findings.first)
        // Measured off the canvas only.
        #expect(finding.configurations == ["iPhone 8, portrait"])
        #expect(finding.notes.contains { $0.hasPrefix("held by lng-wd-001: ") && $0.hasSuffix(".width = 80") })
    }

    @Test func wrappedLinesTallerThanAFixedHeightAreClipped() throws {
        let (input, findings) = try Self.findings([
            Self.label("wrp-lb-one", text: "Several words that wrap onto more lines than one", lines: 0, width: 80, height: 21, marker: "1️⃣"),
            Self.label("fit-lb-one", text: "Fits", lines: 0, width: 80, height: 21),
        ], rule: TextClipped())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.notes.first?.hasPrefix("needs ") == true)
    }
}
