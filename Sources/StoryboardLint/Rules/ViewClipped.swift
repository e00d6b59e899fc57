import AdaptiveKit
import Foundation
import InterfaceBuilder

/// `view-clipped`: a view shown in a configuration that is partly cut off — by the window's
/// edge, or by an ancestor that clips to its bounds.
///
/// A view more than 1 pt outside the window or a clipping ancestor is reported once (views
/// inside scroll views are left out: scrolling shows the rest). A view entirely off screen is
/// `view-offscreen`'s.
///
/// Fix: let the constraints keep the view inside its superview (and the superview on screen) in
/// every configuration, with widths that can shrink (lower priorities, less-than-or-equal
/// widths) where space runs out.
public struct ViewClipped: LintRule {
    public nonisolated static let info = LintRuleInfo(
        "view-clipped", .warning, scope: .everyConfiguration,
        summary: "A view partly cut off by the window's edge or a clipping superview.",
        explanation: """
        Fixed widths and offsets that fit the canvas device push views past the edge of a smaller screen or of \
        a superview that clips its subviews. The rule reports each view shown in a configuration that reaches \
        more than 1 pt outside the window or outside an ancestor with clipsToBounds; views inside scroll views \
        are left out.
        """,
        fix: "Let the constraints keep the view inside its superview in every configuration (widths that can shrink, lower priorities).")

    public var info: LintRuleInfo { Self.info }

    public init() {}

    public func check(scene: LintScene, into findings: inout LintFindings) {
        let window = scene.laidOut.window.bounds
        for placed in scene.shownViews where !SceneGeometry.scrolls(placed.view) {
            let frame = placed.frameInWindow
            guard frame.intersects(window) else { continue }
            var clipper: (String, CGRect)?
            if !window.insetBy(dx: -1, dy: -1).contains(frame) {
                clipper = ("the window's edge", window)
            } else {
                var ancestor = placed.view.superview
                while let each = ancestor, clipper == nil {
                    if each.clipsToBounds {
                        let bounds = each.convert(each.bounds, to: nil)
                        if !bounds.insetBy(dx: -1, dy: -1).contains(frame) { clipper = ("a superview that clips", bounds) }
                    }
                    ancestor = each.superview
                }
            }
            guard let (what, rect) = clipper else { continue }
            findings.report(
                "\(placed.className) \(placed.id) is partly cut off by \(what)",
                objectID: placed.id, notes: ["frame on screen: \(SceneGeometry.text(frame)), visible area \(SceneGeometry.text(rect))"])
        }
    }
}
