import AdaptiveKit
import Foundation
import InterfaceBuilder

/// `text-clipped`: a label whose lines need more height than it has in a configuration — the
/// lines that do not fit are not drawn.
///
/// Runs off the document's canvas, as `text-truncated` does; the notes name the constant height
/// constraints that cause it. As `text-truncated`, it leaves out labels with at least their
/// canvas room (``hasCanvasRoom(_:id:scene:)``).
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
            guard needed > label.bounds.height + 1, !Self.hasCanvasRoom(label, id: placed.id, scene: scene) else { continue }
            findings.report(
                "\(placed.className) \(placed.id) clips its text '\(Self.excerpt(text))' vertically",
                objectID: placed.id,
                notes: ["needs \(SceneGeometry.tenths(needed.rounded(.up))) pt, has \(SceneGeometry.tenths(label.bounds.height.rounded()))"] + Self.fixedSizeNotes(of: label, scene: scene))
        }
    }

    /// Whether a label has at least the room it has on the document's canvas (its stored frame,
    /// within half a point) at the default text size, or in a font that is not a text style
    /// (which text sizes leave alone). Xcode's canvas showed such a label with that room, its
    /// text measured with Apple's fonts: what this machine's fonts make of it (Inter is wider
    /// and its lines taller than San Francisco's) is not the configuration's doing, and the text
    /// rules leave it out.
    static func hasCanvasRoom(_ label: UILabel, id: String, scene: LintScene) -> Bool {
        let defaultTextSize = (scene.configuration.environment.contentSizeCategory ?? .large) == .large
        guard defaultTextSize || label.font.textStyle == nil, let canvas = scene.storedFrame(of: id) else { return false }
        return label.bounds.width >= canvas.width - 0.5 && label.bounds.height >= canvas.height - 0.5
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
