import AdaptiveKit
import Foundation
import InterfaceBuilder

/// `views-overlap`: two sibling views that overlap in a configuration but not on the document's
/// canvas — a layout that holds on the device it was designed on and collides elsewhere.
///
/// Only what shows content is compared (labels, buttons and other controls, image views, text
/// views); overlaps already on the canvas are taken as meant. The canvas is laid out first and
/// what overlaps there is remembered for the document.
///
/// Fix: chain the siblings to each other (a horizontal or vertical spacing constraint) instead
/// of placing each from an edge, or let one give way (lower compression resistance, a stack view).
public struct ViewsOverlap: LintRule {
    public nonisolated static let info = LintRuleInfo(
        "views-overlap", .warning, scope: .everyConfiguration,
        summary: "Sibling views that overlap in a configuration but not on the canvas.",
        explanation: """
        Views placed each from its own edge fit side by side on the canvas and run into each other on a \
        smaller screen, in a Split View pane or with larger text. The rule compares, in each configuration, \
        sibling labels, controls, image views and text views, and reports pairs that overlap there but not on \
        the document's canvas.
        """,
        fix: "Chain the siblings with a spacing constraint, or let one give way (lower compression resistance, a stack view).")

    public var info: LintRuleInfo { Self.info }

    public init() {}

    public func check(scene: LintScene, into findings: inout LintFindings) {
        let key = "views-overlap " + scene.id
        let pairs = Self.overlappingPairs(scene)
        if scene.configuration.isDocumentCanvas {
            scene.document.remembered[key] = Set(pairs.map { "\($0.0.id) \($0.1.id)" })
            return
        }
        let onCanvas = scene.document.remembered[key] ?? []
        for (first, second) in pairs where !onCanvas.contains("\(first.id) \(second.id)") {
            findings.report(
                "\(second.className) \(second.id) overlaps its sibling \(first.className) \(first.id)",
                objectID: second.id,
                notes: ["frames on screen: \(SceneGeometry.text(first.frameInWindow)) and \(SceneGeometry.text(second.frameInWindow))"])
        }
    }

    /// Sibling content views that overlap by more than 1 pt both ways, in document order.
    static func overlappingPairs(_ scene: LintScene) -> [(SceneGeometry.Placed, SceneGeometry.Placed)] {
        let shown = scene.shownViews.filter { placed in
            let view = placed.view
            return view is UILabel || view is UIControl || view is UIImageView || view is UITextView
        }
        var bySuperview: [ObjectIdentifier: [SceneGeometry.Placed]] = [:]
        var order: [ObjectIdentifier] = []
        for placed in shown {
            guard let superview = placed.view.superview else { continue }
            let key = ObjectIdentifier(superview)
            if bySuperview[key] == nil { order.append(key) }
            bySuperview[key, default: []].append(placed)
        }
        var pairs: [(SceneGeometry.Placed, SceneGeometry.Placed)] = []
        for key in order {
            let siblings = bySuperview[key] ?? []
            for (index, first) in siblings.enumerated() {
                for second in siblings.dropFirst(index + 1) {
                    let overlap = first.frameInWindow.intersection(second.frameInWindow)
                    if !overlap.isNull, overlap.width > 1, overlap.height > 1 { pairs.append((first, second)) }
                }
            }
        }
        return pairs
    }
}
