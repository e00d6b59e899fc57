import AdaptiveKit
import Foundation
import InterfaceBuilder

/// `text-truncated`: a label whose text does not fit its width in a configuration and is cut
/// with an ellipsis (or its last line is) — at a larger text size, in a narrower window.
///
/// Off the document's canvas text is measured, so the rule runs in the configurations of the
/// run, not on the canvas (whose text sizes are Xcode's). A label that shrinks its font to fit
/// (`adjustsFontSizeToFitWidth`) is left out. The notes say what the text needs and name the
/// constant width and height constraints of the label, which often cause it.
///
/// A label with at least the room it has on the document's canvas (its stored frame), at the
/// default text size or in a font that is not a text style (which text sizes leave alone), is
/// left out too: Xcode's canvas showed it with that room, measured with
/// Apple's fonts, and what this machine's fonts make of it (Inter is wider than San Francisco)
/// is not something the configuration did. Of the corpus's 33 findings in `files/` before, 19
/// were such labels, most of fixed width (`needs 32 pt on one line, has 31`) and found in every
/// configuration alike.
///
/// Fix: let the label wrap (`numberOfLines = 0`) and grow, remove fixed widths, or lower their
/// priority.
public struct TextTruncated: LintRule {
    public nonisolated static let info = LintRuleInfo(
        "text-truncated", .warning, scope: .everyConfiguration,
        summary: "A label whose text is cut short in a configuration (ellipsis).",
        explanation: """
        Text that fits on the canvas can be cut on a smaller device, in a Split View pane or at a larger \
        Dynamic Type size. The rule measures each label's text in each configuration (not on the canvas, whose \
        sizes are Xcode's) and reports those whose text does not fit their width and number of lines, with the \
        constant-size constraints that hold them.
        """,
        fix: "Let the label wrap (lines 0) and grow, remove fixed widths or lower their priority, or shorten the text.")

    public var info: LintRuleInfo { Self.info }

    public init() {}

    public func check(scene: LintScene, into findings: inout LintFindings) {
        guard !scene.configuration.isDocumentCanvas else { return }
        for placed in scene.shownViews {
            guard let label = placed.view as? UILabel, !label.adjustsFontSizeToFitWidth, let text = label.text, !text.isEmpty else { continue }
            guard label.textLayout.isTruncated, !TextClipped.hasCanvasRoom(label, id: placed.id, scene: scene) else { continue }
            findings.report(
                "\(placed.className) \(placed.id) truncates its text '\(TextClipped.excerpt(text))'",
                objectID: placed.id, notes: [Self.need(of: label, text: text)] + TextClipped.fixedSizeNotes(of: label, scene: scene))
        }
    }

    /// What the text needs against what the label gives it: `needs 203 pt on one line, has 180`,
    /// or `needs 4 lines at 180 pt, has 2`.
    static func need(of label: UILabel, text: String) -> String {
        let measurer = TextMeasurement.current
        let width = label.bounds.width
        if label.numberOfLines == 1 {
            let needed = measurer.size(of: text, font: label.font, maxWidth: nil, numberOfLines: 1, lineBreakMode: label.lineBreakMode).width
            return "needs \(SceneGeometry.tenths(needed)) pt on one line, has \(SceneGeometry.tenths(width))"
        }
        let lines = measurer.layout(of: text, font: label.font, maxWidth: width, numberOfLines: 0, lineBreakMode: label.lineBreakMode).lines.count
        return "needs \(lines) lines at \(SceneGeometry.tenths(width)) pt, has \(label.numberOfLines)"
    }
}
