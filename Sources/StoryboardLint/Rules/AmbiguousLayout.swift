import AdaptiveKit
import Foundation
import InterfaceBuilder

/// `ambiguous-layout`: a view whose constraints do not decide its frame on the document's own
/// canvas — what Xcode draws in red and saves as `ambiguous="YES"`.
///
/// Each view laid out by constraints (not by its autoresizing mask) is asked, on the constraints
/// alone (the canvas's holds at the stored frames taken away), which of its frame values relative
/// to its superview the solver can move: each value is pulled up and down by a constraint weaker
/// than any other, and one that moves is free. A view inside a free superview is not free itself
/// when its place in that superview is decided. `verifyAmbiguity="off"` turns the check off for
/// a view, `verifyAmbiguity="ignoreSizes"` checks its position only, as in Xcode. A stack view's
/// arranged subviews and the views inside a hidden view are left out: Xcode's canvas arranges
/// stack views itself, and our stack view's freedom is not UIKit's (docs/lint.md).
///
/// Fix: add the constraints that decide the free values (a leading or centre constraint for
/// `minX`, a width or a trailing constraint for `width`, …), or give the view an intrinsic size
/// (a placeholder intrinsic size at design time).
public struct AmbiguousLayout: LintRule {
    public nonisolated static let info = LintRuleInfo(
        "ambiguous-layout", .warning, scope: .documentDevice,
        summary: "A view whose constraints leave its position or size free (Xcode: ambiguous).",
        explanation: """
        Auto Layout needs each view's x, y, width and height decided by its constraints and intrinsic size; \
        when one is free, UIKit picks a value that can change from run to run and device to device. The rule \
        lays each scene out on the document's canvas and pulls each frame value of each view laid out by \
        constraints up and down with a constraint weaker than every other: a value that moves is free. \
        `verifyAmbiguity` is respected (`off`: not checked; `ignoreSizes`: position only). What a stack view arranges, \
        and what is inside a hidden view, is left out.
        """,
        fix: "Add the missing constraints for the free values (Xcode: Resolve Auto Layout Issues › Add Missing Constraints), or set a placeholder intrinsic size.")

    public var info: LintRuleInfo { Self.info }

    public init() {}

    public func check(scene: LintScene, into findings: inout LintFindings) {
        for view in scene.views where view.layoutExclusion == nil || view.layoutExclusion == "no stored frame" {
            if let live = scene.liveView(view.id), Self.isArrangedByStackView(live) { continue }
            let object = scene.object(view.id)
            let verify = object?.attribute("verifyAmbiguity")
            if verify == "off" { continue }
            var free = scene.freeAttributes(of: view.id)
            if verify == "ignoreSizes" { free.removeAll { $0 == "width" || $0 == "height" } }
            guard !free.isEmpty else { continue }
            let names = free.map(Self.attributeName)
            findings.report(
                "\(view.className) \(view.id) has an ambiguous layout: its \(names.joined(separator: " and ")) \(names.count == 1 ? "is" : "are") not decided by its constraints",
                objectID: view.id)
        }
    }

    /// Whether a stack view decides the view's frame (an arranged subview), or the view is inside
    /// a hidden view (whose size UIKit may collapse): Xcode's canvas arranges stack views itself
    /// and reports no ambiguity for what the arrangement decides.
    static func isArrangedByStackView(_ view: UIView) -> Bool {
        if let stack = view.superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === view }) { return true }
        var ancestor = view.superview
        while let current = ancestor {
            if current.isHidden { return true }
            ancestor = current.superview
        }
        return false
    }

    /// The words for a frame value.
    static func attributeName(_ value: String) -> String {
        switch value {
        case "minX": "horizontal position"
        case "minY": "vertical position"
        default: value
        }
    }
}
