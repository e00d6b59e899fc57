import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct MisplacedViewTests {
    static func scene(storedX: Double, attributes: String = "") -> String {
        controllerScene(
            subviews: plainView("mis-vw-one", frame: (storedX, 40, 100, 50), attributes: attributes, constraints: """
                <constraint firstAttribute="width" constant="100" id="c02-aa-003"/>
                <constraint firstAttribute="height" constant="50" id="c02-aa-004"/>
                """, marker: "1️⃣"),
            constraints: """
                <constraint firstItem="mis-vw-one" firstAttribute="leading" secondItem="rot-vc-one" secondAttribute="leading" constant="20" id="c02-aa-001"/>
                <constraint firstItem="mis-vw-one" firstAttribute="top" secondItem="rot-vc-one" secondAttribute="top" constant="40" id="c02-aa-002"/>
                """)
    }

    @Test func aStoredFrameAwayFromTheSolvedOneIsReportedWithBothFrames() throws {
        let input = MarkedText(storyboard(scenes: Self.scene(storedX: 60), head: phoneCanvas))
        let findings = try LintFixture.findings(input.text, rule: MisplacedView())
        #expect(LintFixture.positions(findings) == [input[1]])
        let finding = try #require(findings.first)
        #expect(finding.frames == LintFinding.Frames(stored: [60, 40, 100, 50], solved: [20, 40, 100, 50]))
        #expect(finding.message.contains("stored at (60, 40, 100, 50), its constraints put it at (20, 40, 100, 50)"))
    }

    @Test func aStoredFrameWithinTheToleranceIsNotMisplaced() throws {
        let input = MarkedText(storyboard(scenes: Self.scene(storedX: 20.5), head: phoneCanvas))
        #expect(try LintFixture.findings(input.text, rule: MisplacedView()).isEmpty)
    }

    @Test func theSavedFlagIsNotRead() throws {
        let input = MarkedText(storyboard(scenes: Self.scene(storedX: 20, attributes: #" misplaced="YES""#), head: phoneCanvas))
        #expect(try LintFixture.findings(input.text, rule: MisplacedView()).isEmpty)
    }

    @Test func aDocumentWithoutADeviceIsNotCompared() throws {
        let input = MarkedText(storyboard(scenes: Self.scene(storedX: 60)))
        #expect(try LintFixture.findings(input.text, rule: MisplacedView()).isEmpty)
    }

    @Test func anXcode6DocumentWithoutADeviceIsComparedOnTheAnyAnyCanvas() throws {
        func text(storedX: Double) -> String {
            storyboard(scenes: Self.scene(storedX: storedX))
                .replacingOccurrences(of: #"toolsVersion="14113""#, with: #"toolsVersion="6254""#)
                .replacingOccurrences(of: #"width="375" height="667""#, with: #"width="600" height="600""#)
        }
        let input = MarkedText(text(storedX: 60))
        let findings = try LintFixture.findings(input.text, rule: MisplacedView())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.configurations == ["document canvas (Any/Any canvas (600 × 600), portrait)"])
        #expect(try LintFixture.findings(MarkedText(text(storedX: 20)).text, rule: MisplacedView()).isEmpty)
    }

    /// An image view of a system symbol pinned to a 30 × 30 box: Xcode stores its frame inside
    /// the box by the symbol's alignment insets (Care4Seniors' `delete.backward`: 30 × 27 at
    /// y = 1.67), which OpenStoryboard does not know.
    static func symbolScene(stored: (Double, Double, Double, Double), catalog: String = #" catalog="system""#) -> String {
        controllerScene(
            subviews: """
                                1️⃣<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="delete.backward"\(catalog) translatesAutoresizingMaskIntoConstraints="NO" id="sym-iv-one">
                                    <rect key="frame" x="\(stored.0)" y="\(stored.1)" width="\(stored.2)" height="\(stored.3)"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="30" id="c03-aa-003"/>
                                        <constraint firstAttribute="height" constant="30" id="c03-aa-004"/>
                                    </constraints>
                                </imageView>
            """,
            constraints: """
                <constraint firstItem="sym-iv-one" firstAttribute="leading" secondItem="rot-vc-one" secondAttribute="leading" constant="20" id="c03-aa-001"/>
                <constraint firstItem="sym-iv-one" firstAttribute="top" secondItem="rot-vc-one" secondAttribute="top" constant="40" id="c03-aa-002"/>
                """)
    }

    @Test func aSymbolImageViewStoredInsideItsAlignmentRectangleIsNotMisplaced() throws {
        let inside = MarkedText(storyboard(scenes: Self.symbolScene(stored: (20, 41.67, 30, 27)), head: phoneCanvas))
        let insideFindings = try LintFixture.findings(inside.text, rule: MisplacedView())
        #expect(insideFindings.isEmpty, "\(insideFindings.map(\.message))")
        // The same frame for an image of the app's own is a misplacement.
        let ownImage = MarkedText(storyboard(scenes: Self.symbolScene(stored: (20, 41.67, 30, 27), catalog: ""), head: phoneCanvas))
        #expect(LintFixture.positions(try LintFixture.findings(ownImage.text, rule: MisplacedView())) == [ownImage[1]])
        // The symbol named by an <imageReference>, as Xcode 13 and later write it.
        let reference = MarkedText(storyboard(scenes: Self.symbolScene(stored: (20, 41.67, 30, 27), catalog: "")
            .replacingOccurrences(of: #" image="delete.backward""#, with: "")
            .replacingOccurrences(of: "</imageView>", with: #"    <imageReference key="image" image="chevron.down" catalog="system" symbolScale="medium"/>\n</imageView>"#), head: phoneCanvas))
        #expect(try LintFixture.findings(reference.text, rule: MisplacedView()).isEmpty)
        // A symbol stored outside the rectangle its constraints give is misplaced.
        let moved = MarkedText(storyboard(scenes: Self.symbolScene(stored: (20, 60, 30, 27)), head: phoneCanvas))
        #expect(LintFixture.positions(try LintFixture.findings(moved.text, rule: MisplacedView())) == [moved[1]])
    }
}
