import AdaptiveKit
import Foundation
import InterfaceBuilder

/// `small-touch-target`: a button smaller than 44 × 44 pt in a configuration — Apple's Human
/// Interface Guidelines' minimum for something a finger taps.
///
/// Buttons only: switches, steppers and segmented controls have system sizes (a switch is
/// 31 pt tall) that UIKit extends with its own hit area, and text fields are entered by a tap
/// anywhere on their row.
///
/// Fix: make the button at least 44 × 44 pt (content insets, or width and height constraints
/// of at least 44), or give it a larger hit area.
public struct SmallTouchTarget: LintRule {
    public nonisolated static let info = LintRuleInfo(
        "small-touch-target", .warning, scope: .everyConfiguration,
        summary: "A button smaller than 44 × 44 pt: hard to tap.",
        explanation: """
        Apple's Human Interface Guidelines ask for hit targets of at least 44 × 44 points. The rule reports \
        each button shown in a configuration whose frame is narrower or shorter than that (switches, steppers \
        and segmented controls have system sizes UIKit extends the hit area of, and are left out).
        """,
        fix: "Make the button at least 44 × 44 pt (content insets, or width and height constraints), or enlarge its hit area.")

    /// The smallest comfortable side, in points.
    public static let minimumSide: CGFloat = 44

    public var info: LintRuleInfo { Self.info }

    public init() {}

    public func check(scene: LintScene, into findings: inout LintFindings) {
        for placed in scene.shownViews where placed.view is UIButton {
            let size = placed.view.bounds.size
            guard size.width < Self.minimumSide - 0.5 || size.height < Self.minimumSide - 0.5 else { continue }
            findings.report(
                "\(placed.className) \(placed.id) is smaller than 44 × 44 pt",
                objectID: placed.id, notes: ["frame on screen: \(SceneGeometry.text(placed.frameInWindow))"])
        }
    }
}
