import AdaptiveKit
import Foundation
import InterfaceBuilder

/// `view-offscreen`: a view shown in a configuration that lies entirely outside the window —
/// the user never sees it there.
///
/// Views inside scroll views (tables and collection views included) are left out: scrolling
/// brings them in.
///
/// Fix: constrain the view to the safe area or its superview's edges so that it stays on screen
/// in every size class, or hide it where it does not fit.
public struct ViewOffscreen: LintRule {
    public nonisolated static let info = LintRuleInfo(
        "view-offscreen", .warning, scope: .everyConfiguration,
        summary: "A view entirely outside the window in a configuration.",
        explanation: """
        A view placed by constant offsets from one edge can leave the screen on a smaller device or in a \
        narrower window. The rule reports each view shown in a configuration whose frame on the screen does not \
        meet the window at all; views inside scroll views are left out, as scrolling brings them in.
        """,
        fix: "Constrain the view to its superview's or the safe area's edges on both sides, or hide it where it does not fit.")

    public var info: LintRuleInfo { Self.info }

    public init() {}

    public func check(scene: LintScene, into findings: inout LintFindings) {
        let window = scene.laidOut.window.bounds
        for placed in scene.shownViews where !SceneGeometry.scrolls(placed.view) {
            guard !placed.frameInWindow.intersects(window) else { continue }
            findings.report(
                "\(placed.className) \(placed.id) is entirely off screen",
                objectID: placed.id, notes: ["frame on screen: \(SceneGeometry.text(placed.frameInWindow)), window \(SceneGeometry.text(window))"])
        }
    }
}
