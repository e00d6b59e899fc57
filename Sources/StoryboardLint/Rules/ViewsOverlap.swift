import AdaptiveKit
import Foundation
import InterfaceBuilder

/// `views-overlap`: a sibling view that overlaps an earlier one in a configuration but not on the
/// document's canvas — a layout that holds on the device it was designed on and collides elsewhere.
///
/// Only what shows content is compared (labels, buttons and other controls, image views, text
/// views); overlaps already on the canvas are taken as meant. The canvas is laid out first and
/// the frames its content views have there are remembered for the document. Each view is
/// reported once, naming the first earlier sibling it runs into.
///
/// Comparing siblings is quadratic, so a superview with more than
/// ``maximumComparedSiblings`` content views (far more than any real document's: the corpus's
/// most is under a hundred) is not compared; a note says so instead of a run that never ends.
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
        sibling labels, controls, image views and text views, and reports each one that overlaps an earlier \
        sibling there but not on the document's canvas.
        """,
        fix: "Chain the siblings with a spacing constraint, or let one give way (lower compression resistance, a stack view).")

    /// The most sibling content views of one superview the rule compares.
    public static let maximumComparedSiblings = 2_000

    public var info: LintRuleInfo { Self.info }

    public init() {}

    public func check(scene: LintScene, into findings: inout LintFindings) {
        let key = "views-overlap " + scene.id
        let groups = Self.contentSiblings(scene)
        if scene.configuration.isDocumentCanvas {
            var frames: [String: CGRect] = [:]
            for group in groups where group.count <= Self.maximumComparedSiblings {
                for placed in group { frames[placed.id] = placed.frameInWindow }
            }
            scene.document.rememberedFrames[key] = frames
            return
        }
        let onCanvas = scene.document.rememberedFrames[key] ?? [:]
        for group in groups {
            guard group.count <= Self.maximumComparedSiblings else {
                findings.report(
                    "\(group[0].className) \(group[0].id) and its \(group.count - 1) sibling content views are too many to compare for overlaps",
                    objectID: group[0].id,
                    notes: ["views-overlap compares at most \(Self.maximumComparedSiblings) siblings of one superview"], severity: .note)
                continue
            }
            for (index, second) in group.enumerated() {
                let overlapped = group[..<index].first { earlier in
                    guard Self.overlap(earlier.frameInWindow, second.frameInWindow) else { return false }
                    guard let before = onCanvas[earlier.id], let secondBefore = onCanvas[second.id] else { return true }
                    return !Self.overlap(before, secondBefore)
                }
                guard let earlier = overlapped else { continue }
                findings.report(
                    "\(second.className) \(second.id) overlaps its sibling \(earlier.className) \(earlier.id)",
                    objectID: second.id,
                    notes: ["frames on screen: \(SceneGeometry.text(earlier.frameInWindow)) and \(SceneGeometry.text(second.frameInWindow))"])
            }
        }
    }

    /// Whether two frames overlap by more than 1 pt both ways.
    static func overlap(_ first: CGRect, _ second: CGRect) -> Bool {
        let overlap = first.intersection(second)
        return !overlap.isNull && overlap.width > 1 && overlap.height > 1
    }

    /// The shown content views, grouped by superview, in document order.
    static func contentSiblings(_ scene: LintScene) -> [[SceneGeometry.Placed]] {
        let shown = scene.shownViews.filter { placed in
            let view = placed.view
            return view is UILabel || view is UIControl || view is UIImageView || view is UITextView
        }
        var bySuperview: [ObjectIdentifier: Int] = [:]
        var groups: [[SceneGeometry.Placed]] = []
        for placed in shown {
            guard let superview = placed.view.superview else { continue }
            if let index = bySuperview[ObjectIdentifier(superview)] {
                groups[index].append(placed)
            } else {
                bySuperview[ObjectIdentifier(superview)] = groups.count
                groups.append([placed])
            }
        }
        return groups
    }
}
