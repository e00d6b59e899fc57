import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct ViewsOverlapTests {
    @Test func siblingsThatMeetOnlyOnASmallerScreenOverlap() throws {
        // Two buttons 10 pt apart on the 375-pt canvas, one pinned to each edge: they collide on
        // the 320-pt iPhone SE. Two that overlap on the canvas already are taken as meant.
        let trailing = """
            <constraint firstItem="rot-vc-one" firstAttribute="trailing" secondItem="btn-rt-one" secondAttribute="trailing" constant="20" id="btn-tr-001"/>
            <constraint firstItem="btn-rt-one" firstAttribute="top" secondItem="rot-vc-one" secondAttribute="top" constant="100" id="btn-tt-001"/>
            """
        var right = GeometryFixture.pinned("btn-rt-one", kind: "button", x: 195, width: 160, height: 44, marker: "1️⃣")
        right.1 = trailing
        let input = GeometryFixture.document([
            GeometryFixture.pinned("btn-lf-one", kind: "button", x: 20, width: 165, height: 44), right,
            GeometryFixture.pinned("img-aa-one", kind: "imageView", x: 20, y: 300, width: 100, height: 100),
            GeometryFixture.pinned("img-bb-one", kind: "imageView", x: 50, y: 300, width: 100, height: 100),
        ])
        let findings = try GeometryFixture.findings(input.text, rule: ViewsOverlap())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.configurations == ["iPhone SE (1st generation), portrait"])
        #expect(findings.first?.message.contains("btn-lf-one") == true)
    }

    @Test func aViewIsReportedOnceNamingTheFirstSiblingItRunsInto() throws {
        // Image views in a row, pinned to the leading edge at 20, 130 and 235 (100, 100 and 15 pt
        // wide), and a fourth, 100 pt wide, pinned 20 pt from the trailing edge: at 255 on the
        // 375-pt canvas it touches none; at 200 on the 320-pt screen it runs into the second and
        // the third.
        var last = GeometryFixture.pinned("img-dd-one", kind: "imageView", x: 255, width: 100, height: 100, marker: "1️⃣")
        last.1 = """
            <constraint firstItem="rot-vc-one" firstAttribute="trailing" secondItem="img-dd-one" secondAttribute="trailing" constant="20" id="img-tr-001"/>
            <constraint firstItem="img-dd-one" firstAttribute="top" secondItem="rot-vc-one" secondAttribute="top" constant="300" id="img-tt-001"/>
            """
        let input = GeometryFixture.document([
            GeometryFixture.pinned("img-aa-one", kind: "imageView", x: 20, y: 300, width: 100, height: 100),
            GeometryFixture.pinned("img-bb-one", kind: "imageView", x: 130, y: 300, width: 100, height: 100),
            GeometryFixture.pinned("img-cc-one", kind: "imageView", x: 235, y: 300, width: 15, height: 100),
            last,
        ])
        let findings = try GeometryFixture.findings(input.text, rule: ViewsOverlap())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.count == 1)
        #expect(findings.first?.message == "UIImageView img-dd-one overlaps its sibling UIImageView img-bb-one")
    }

    @Test func tooManySiblingsToCompareGetANoteInsteadOfARunThatNeverEnds() throws {
        let count = ViewsOverlap.maximumComparedSiblings + 1
        let views = (0..<count).map { index in
            """
            \(index == 0 ? "1️⃣" : "")<imageView contentMode="scaleToFill" id="img-\(index)">
                <rect key="frame" x="20" y="100" width="100" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </imageView>
            """
        }
        let input = GeometryFixture.document([(views.joined(separator: "\n"), "")])
        let findings = try GeometryFixture.findings(input.text, rule: ViewsOverlap())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.severity == .note)
        #expect(findings.first?.message == "UIImageView img-0 and its \(count - 1) sibling content views are too many to compare for overlaps")
    }
}
