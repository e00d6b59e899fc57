import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

/// The rules that look at where views land in each configuration: `small-touch-target`,
/// `view-offscreen`, `view-clipped`, `outside-safe-area`.
@MainActor
@Suite struct GeometryRulesTests {
    /// Runs one rule on the canvas (an iPhone 8 canvas) and on an iPhone SE (1st generation),
    /// 320 pt wide, and an iPhone X-class phone with a sensor housing.
    static func findings(_ text: String, rule: any LintRule, devices: [String] = ["iPhone SE (1st generation)"]) throws -> [LintFinding] {
        let document = try LintFixture.document(text)
        let matrix = LintMatrix(devices: try devices.map { try Device.named($0) }, orientations: [.portrait])
        return Linter(rules: [rule], matrix: matrix).lint(document)
    }

    /// A view pinned to the leading edge at `x` with a fixed size.
    static func pinned(_ id: String, kind: String = "view", x: Double, y: Double = 100, width: Double, height: Double, marker: String = "", toSafeArea: Bool = false) -> (String, String) {
        let view = """
            \(marker)<\(kind) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
                <constraints>
                    <constraint firstAttribute="width" constant="\(width)" id="\(id.prefix(3))-wd-001"/>
                    <constraint firstAttribute="height" constant="\(height)" id="\(id.prefix(3))-ht-001"/>
                </constraints>
            </\(kind)>
            """
        let edge = toSafeArea ? "saf-ar-one" : "rot-vc-one"
        let constraints = """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(edge)" secondAttribute="leading" constant="\(x)" id="\(id.prefix(3))-ld-001"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="\(edge)" secondAttribute="top" constant="\(y)" id="\(id.prefix(3))-tp-001"/>
            """
        return (view, constraints)
    }

    static func document(_ parts: [(String, String)], safeArea: Bool = false) -> MarkedText {
        MarkedText(storyboard(scenes: controllerScene(
            subviews: parts.map(\.0).joined(separator: "\n"), constraints: parts.map(\.1).joined(separator: "\n"),
            rootExtra: safeArea ? #"<viewLayoutGuide key="safeArea" id="saf-ar-one"/>"# : ""), head: phoneCanvas))
    }

    @Test func smallButtonsAreReportedInEveryConfiguration() throws {
        let input = Self.document([
            Self.pinned("btn-sm-one", kind: "button", x: 20, width: 30, height: 30, marker: "1️⃣"),
            Self.pinned("btn-bg-one", kind: "button", x: 100, width: 60, height: 44),
        ])
        let findings = try Self.findings(input.text, rule: SmallTouchTarget())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.configurations.count == 2)
    }

    @Test func aViewPastTheRightEdgeOfASmallerScreenIsOffscreenThere() throws {
        // At x = 330 on a 375-pt canvas, past the 320-pt iPhone SE.
        let input = Self.document([Self.pinned("off-vw-one", x: 330, width: 40, height: 40, marker: "1️⃣"), Self.pinned("onn-vw-one", x: 20, width: 40, height: 40)])
        let findings = try Self.findings(input.text, rule: ViewOffscreen())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.configurations == ["iPhone SE (1st generation), portrait"])
    }

    @Test func aViewAcrossTheRightEdgeIsClipped() throws {
        let input = Self.document([Self.pinned("clp-vw-one", x: 280, width: 80, height: 40, marker: "1️⃣")])
        let findings = try Self.findings(input.text, rule: ViewClipped())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.message.contains("the window's edge") == true)
        #expect(try Self.findings(input.text, rule: ViewOffscreen()).isEmpty)
    }

    @Test func aLabelUnderTheSensorHousingIsOutsideTheSafeArea() throws {
        let input = Self.document([
            Self.pinned("top-lb-one", kind: "label", x: 20, y: 10, width: 100, height: 20, marker: "1️⃣"),
            Self.pinned("saf-lb-one", kind: "label", x: 20, y: 10, width: 100, height: 20, toSafeArea: true),
        ], safeArea: true)
        let findings = try Self.findings(input.text, rule: OutsideSafeArea(), devices: ["iPhone 11 Pro"])
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.configurations.contains("iPhone 11 Pro, portrait") == true)
    }
}

extension GeometryRulesTests {
    @Test func siblingsThatMeetOnlyOnASmallerScreenOverlap() throws {
        // Two buttons 10 pt apart on the 375-pt canvas, one pinned to each edge: they collide on
        // the 320-pt iPhone SE. Two that overlap on the canvas already are taken as meant.
        let trailing = """
            <constraint firstItem="rot-vc-one" firstAttribute="trailing" secondItem="btn-rt-one" secondAttribute="trailing" constant="20" id="btn-tr-001"/>
            <constraint firstItem="btn-rt-one" firstAttribute="top" secondItem="rot-vc-one" secondAttribute="top" constant="100" id="btn-tt-001"/>
            """
        var right = Self.pinned("btn-rt-one", kind: "button", x: 195, width: 160, height: 44, marker: "1️⃣")
        right.1 = trailing
        let input = Self.document([
            Self.pinned("btn-lf-one", kind: "button", x: 20, width: 165, height: 44), right,
            Self.pinned("img-aa-one", kind: "imageView", x: 20, y: 300, width: 100, height: 100),
            Self.pinned("img-bb-one", kind: "imageView", x: 50, y: 300, width: 100, height: 100),
        ])
        let findings = try Self.findings(input.text, rule: ViewsOverlap())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.configurations == ["iPhone SE (1st generation), portrait"])
        #expect(findings.first?.message.contains("btn-lf-one") == true)
    }
}
