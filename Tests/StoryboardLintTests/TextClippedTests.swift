import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct TextClippedTests {
    /// At a larger text size a label in a text style wraps onto more lines than its fixed height
    /// shows. At the default size it has the room it has on the canvas, where Xcode showed it
    /// with Apple's fonts, and is left alone.
    @Test func wrappedLinesTallerThanAFixedHeightAreClipped() throws {
        let body = #"type="system" style="UICTFontTextStyleBody""#
        let parts = [
            TextFixture.label("wrp-lb-one", text: "Several words that wrap onto more lines than one", lines: 0, width: 80, height: 21, marker: "1️⃣", font: body),
            TextFixture.label("fit-lb-one", text: "Fits", lines: 0, width: 80, height: 40, font: body),
        ]
        #expect(try TextFixture.findings(parts, rule: TextClipped()).1.isEmpty)
        let larger = LintMatrix(devices: [try Device.named("iPhone 8")], orientations: [.portrait], contentSizes: [.extraExtraLarge])
        let (input, findings) = try TextFixture.findings(parts, rule: TextClipped(), matrix: larger)
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.notes.first?.hasPrefix("needs ") == true)
    }

    /// A label pinned to both edges with a fixed height: on a narrower phone its words wrap onto
    /// lines the height does not show.
    @Test func aLabelNarrowerThanOnTheCanvasIsClipped() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let lines = { (text: String, width: CGFloat) in
            TextMeasurement.current.layout(of: text, font: font, maxWidth: width, numberOfLines: 0, lineBreakMode: .byWordWrapping).lines.count
        }
        // A text of two lines at 335 pt and more at 280, whatever the measurer's widths.
        let words = "Two lines on the canvas wrap onto three lines on the smallest phone of them all when it is narrow".split(separator: " ")
        let text = try #require((4...words.count).map { words.prefix($0).joined(separator: " ") }.first { lines($0, 335) == 2 && lines($0, 280) > 2 })
        let label = TextFixture.pinnedLabel("nar-lb-one", text: text, lines: 0, height: 42, fixedHeight: true, marker: "1️⃣")
        let (input, findings) = try TextFixture.findings([label], rule: TextClipped(), matrix: try TextFixture.twoPhones())
        #expect(LintFixture.positions(findings) == [input[1]])
        #expect(findings.first?.configurations == ["iPhone SE (1st generation), portrait"])
        #expect(findings.first?.notes.contains { $0.hasPrefix("held by nar-ht-001: ") } == true, "\(findings.first?.notes ?? [])")
    }
}
