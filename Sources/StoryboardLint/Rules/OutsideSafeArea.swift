import AdaptiveKit
import Foundation
import InterfaceBuilder

/// `outside-safe-area`: a control or text shown in a configuration that reaches into the unsafe
/// area (under the status bar, the sensor housing, the home indicator, or past the rounded
/// corners in landscape).
///
/// Backgrounds and images are meant to extend under those areas; controls and text are not.
/// Views inside scroll views are left out (content insets keep them clear).
///
/// Fix: constrain the control or text to the safe area layout guide instead of the superview's
/// edges.
public struct OutsideSafeArea: LintRule {
    public nonisolated static let info = LintRuleInfo(
        "outside-safe-area", .warning, scope: .everyConfiguration,
        summary: "A control or text under the status bar, the sensor housing or the home indicator.",
        explanation: """
        Constraints to a superview's edges instead of the safe area put content under the status bar, the \
        sensor housing or the home indicator on devices that have them, and past the rounded corners in \
        landscape. The rule reports each control, label and text view shown in a configuration that reaches \
        more than 1 pt outside the window's safe area; backgrounds and images may, and views in scroll views \
        are left out.
        """,
        fix: "Constrain the view to the safe area layout guide (Safe Area) instead of the superview's edges.")

    public var info: LintRuleInfo { Self.info }

    public init() {}

    public func check(scene: LintScene, into findings: inout LintFindings) {
        let window = scene.laidOut.window
        let safe = window.bounds.inset(by: window.safeAreaInsets).insetBy(dx: -1, dy: -1)
        guard safe != window.bounds.insetBy(dx: -1, dy: -1) else { return }
        for placed in scene.shownViews where !SceneGeometry.scrolls(placed.view) {
            guard placed.view is UIControl || placed.view is UILabel || placed.view is UITextView else { continue }
            let frame = placed.frameInWindow
            guard frame.intersects(window.bounds), !safe.contains(frame) else { continue }
            findings.report(
                "\(placed.className) \(placed.id) reaches outside the safe area",
                objectID: placed.id, notes: ["frame on screen: \(SceneGeometry.text(frame)), safe area \(SceneGeometry.text(safe.insetBy(dx: 1, dy: 1)))"])
        }
    }
}
