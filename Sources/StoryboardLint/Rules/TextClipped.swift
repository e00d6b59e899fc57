import AdaptiveKit
import Foundation
import InterfaceBuilder

/// `text-clipped`: a label whose lines need more height than it has in a configuration — the
/// lines that do not fit are not drawn.
///
/// Runs off the document's canvas, as `text-truncated` does; the notes name the constant height
/// constraints that cause it.
///
/// Fix: let the label's height follow its text (no fixed height, or a greater-than-or-equal
/// one), or give it room for the text at the largest text size.
public struct TextClipped: LintRule {
    public nonisolated static let info = LintRuleInfo(
        "text-clipped", .warning, scope: .everyConfiguration,
        summary: "A label whose lines need more height than it has in a configuration.",
        explanation: """
        A label held to a fixed height shows only the lines that fit; at larger text sizes or narrower widths \
        the rest disappears without an ellipsis. The rule measures each label's text at its width in each \
        configuration (not on the canvas) and reports those whose lines are taller than the label, with the \
        constant-size constraints that hold it.
        """,
        fix: "Let the label's height follow its text (no fixed height, or a greater-than-or-equal one).")

    public var info: LintRuleInfo { Self.info }

    public init() {}

    public func check(scene: LintScene, into findings: inout LintFindings) {
        guard !scene.configuration.isDocumentCanvas else { return }
        for placed in scene.shownViews {
            guard let label = placed.view as? UILabel, let text = label.text, !text.isEmpty else { continue }
            let needed = label.textLayout.size.height
            guard needed > label.bounds.height + 1 else { continue }
            findings.report(
                "\(placed.className) \(placed.id) clips its text '\(Self.excerpt(text))' vertically",
                objectID: placed.id,
                notes: ["needs \(SceneGeometry.tenths(needed.rounded(.up))) pt, has \(SceneGeometry.tenths(label.bounds.height.rounded()))"] + Self.fixedSizeNotes(of: label, scene: scene))
        }
    }

    /// The first 30 characters of a text, on one line.
    static func excerpt(_ text: String) -> String {
        let line = text.replacingOccurrences(of: "\n", with: " ")
        return line.count > 30 ? String(line.prefix(30)) + "…" : line
    }

    /// The constant width and height constraints of the label (`width = 120`), by document id.
    static func fixedSizeNotes(of label: UILabel, scene: LintScene) -> [String] {
        label.constraints.compactMap { constraint in
            guard constraint.secondItem == nil, constraint.firstItem === label,
                  constraint.firstAttribute == .width || constraint.firstAttribute == .height,
                  let id = constraint.documentID, let model = scene.document.constraints[id] else { return nil }
            return "held by \(id): \(model.equation { scene.document.name(of: $0) })"
        }
    }
}
