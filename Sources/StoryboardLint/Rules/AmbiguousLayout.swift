import AdaptiveKit
import Foundation
import InterfaceBuilder

/// `ambiguous-layout`: a view whose constraints do not decide its frame on the document's own
/// canvas — what Xcode draws in red and saves as `ambiguous="YES"`.
///
/// Each view laid out by constraints (not by its autoresizing mask) is asked, on the constraints
/// alone (the canvas's holds at the stored frames taken away), which of its frame values the
/// solver can move with its superview held where it is: each value is pulled up and down by a
/// constraint weaker than any other, and one that moves is free. A view whose frame its
/// superview's decides is not free when the superview is (Xcode flags the superview alone).
/// `verifyAmbiguity="off"` (and `"ignoreSizes"`, for a view whose sizes alone are free) makes a
/// finding a note: Xcode does not warn about such a view, yet saves it ambiguous (all five views
/// of the corpus with verification off, and two of the three that ignore sizes, are saved
/// `ambiguous="YES"`), so the finding stays, for the record, below warnings.
///
/// A stack view's arranged subviews are asked along the stack's axis only (across it UIKit
/// suppresses their freedom itself, with `UISV-ambiguity-suppression` constraints), and with the
/// stack's ties left open: UIKit gives the room of a `.fill` stack to the view that hugs least and
/// breaks a tie "based on their index", where Xcode reports the tie ("Content Priority
/// Ambiguity"). So that a tie has room to share, an arranged one-line label or button the
/// document stores stretched reports its measured text while it is asked
/// (``IBLaidOutScene/withStretchedTextMeasured(_:)``). Hidden arranged subviews and the views
/// inside a hidden view are left out (docs/lint.md).
///
/// A scroll view whose content is constrained to its content layout guide is also asked whether
/// its constraints decide the content's width and height (Xcode's "Scrollable Content Size
/// Ambiguity", ``UIScrollView/ambiguousContentSizeAttributes``), also when the scroll view itself is
/// placed by its frame (a scene's root, a xib's top-level view), never when the document lays it out
/// by its autoresizing mask (`fixedFrame`: none of the corpus's 1,091 such views is saved ambiguous).
/// Sizes are kept at zero or more while the views are asked, as Xcode's canvas keeps them: a size
/// that only a negative value could move is decided.
///
/// A scroll view without a content layout guide whose subviews are all placed by their frames has
/// content nothing sizes, and both content dimensions are reported free
/// (``LintScene/contentPlacedByFramesOnly(_:_:)``).
///
/// Xcode's canvas does not lay out a table's static or prototype cells below its visible height,
/// and from Xcode 14 on it reports every view such a cell places by Auto Layout as ambiguous
/// (``IBLaidOutScene/viewsOfUnlaidCells``); the rule reports them so, saying why. Before Xcode
/// 14, a cell's content view whose content does not fit the cell (a view inside would have to be
/// less than nothing tall or wide, or its required constraints conflict with the cell's height
/// outside any stack view's arrangement: ``LintScene/cellsWhoseContentDoesNotFit``) is ambiguous
/// to Xcode, and the views inside are not compared by `misplaced-view`.
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
        constraints up and down with a constraint weaker than every other, its superview held where it is: a value \
        that moves is free. A stack view's arranged subviews are asked along the stack's axis, and views that hug \
        equally with room to share are free (UIKit breaks such ties by index; Xcode reports them). \
        A scroll view whose content is constrained to its content layout guide is also asked about the content's \
        width and height. Xcode's canvas (from Xcode 14) does not lay out the cells of a table below its visible \
        height and reports the views in them as ambiguous; so does the rule, saying so. Before Xcode 14, a cell whose \
        content cannot fit it (a view inside would be less than nothing tall or wide, or its required constraints conflict \
        with the cell's height) has its content view reported \
        ambiguous, as Xcode's canvas saved it. `verifyAmbiguity` is respected as Xcode does: `off` (and `ignoreSizes` when only \
        sizes are free) makes the finding a note, since Xcode still saves such a view ambiguous but does not warn. What is \
        inside a hidden view is left out.
        """,
        fix: "Add the missing constraints for the free values (Xcode: Resolve Auto Layout Issues › Add Missing Constraints), or set a placeholder intrinsic size.")

    public var info: LintRuleInfo { Self.info }

    public init() {}

    public func check(scene: LintScene, into findings: inout LintFindings) {
        let unlaid = scene.laidOut.viewsOfUnlaidCells
        for view in scene.views where unlaid[view.id] != nil {
            guard let cell = unlaid[view.id] else { continue }
            let silenced = scene.object(view.id)?.attribute("verifyAmbiguity") == "off"
            findings.report(
                "\(view.className) \(view.id) has an ambiguous layout on Xcode's canvas: its cell \(cell) starts below the table's visible height, where the canvas does not lay cells out" + (silenced ? " (verifyAmbiguity is off: Xcode does not warn)" : ""),
                objectID: view.id, severity: silenced ? .note : nil)
        }
        for view in scene.views where unlaid[view.id] == nil {
            guard let reason = scene.cellsWhoseContentDoesNotFit[view.id] else { continue }
            let silenced = scene.object(view.id)?.attribute("verifyAmbiguity") == "off"
            let height = scene.liveView(view.id).map { MisplacedView.number($0.bounds.height) } ?? "its"
            findings.report(
                "\(view.className) \(view.id) has an ambiguous layout on Xcode's canvas: its content does not fit its cell's \(height) pt (\(reason))" + (silenced ? " (verifyAmbiguity is off: Xcode does not warn)" : ""),
                objectID: view.id, severity: silenced ? .note : nil)
        }
        for view in scene.views where unlaid[view.id] == nil && scene.cellsWhoseContentDoesNotFit[view.id] == nil {
            // A scroll view placed by its scene (a root, a xib's top-level view) is still asked
            // about its content, which its placement does not size (175_ibdecodable).
            let contentOnly = view.layoutExclusion == "placed" && scene.liveView(view.id) is UIScrollView
            guard view.layoutExclusion == nil || view.layoutExclusion == "no stored frame" || contentOnly else { continue }
            var axisOnly: NSLayoutConstraint.Axis?
            if let live = scene.liveView(view.id) {
                if Self.isInsideHiddenView(live) { continue }
                if let stack = Self.arrangingStack(of: live) {
                    // Hidden arranged views are out of Xcode's arrangement; across the axis UIKit
                    // suppresses a view's freedom itself (`UISV-ambiguity-suppression`).
                    if live.isHidden { continue }
                    axisOnly = stack.axis
                }
            }
            let verify = scene.object(view.id)?.attribute("verifyAmbiguity")
            var free = scene.freeAttributes(of: view.id)
            if contentOnly { free.removeAll { $0 != "contentWidth" && $0 != "contentHeight" } }
            if let axisOnly {
                let along: Set<String> = axisOnly == .horizontal ? ["minX", "width"] : ["minY", "height"]
                free.removeAll { !along.contains($0) }
            }
            guard !free.isEmpty else { continue }
            let names = free.map(Self.attributeName)
            let message = "\(view.className) \(view.id) has an ambiguous layout: its \(names.joined(separator: " and ")) \(names.count == 1 ? "is" : "are") not decided by its constraints"
            // Xcode saves such a view ambiguous all the same, and does not warn (the corpus's five
            // views with verification off are all saved ambiguous): a note.
            if verify == "off" {
                findings.report(message + " (verifyAmbiguity is off: Xcode does not warn)", objectID: view.id, severity: .note)
            } else if verify == "ignoreSizes", free.allSatisfy(Self.isSize) {
                findings.report(message + " (verifyAmbiguity ignores sizes: Xcode does not warn)", objectID: view.id, severity: .note)
            } else {
                findings.report(message, objectID: view.id)
            }
        }
    }

    /// Whether a free frame value is a size (which `verifyAmbiguity="ignoreSizes"` does not check).
    static func isSize(_ value: String) -> Bool {
        ["width", "height", "contentWidth", "contentHeight"].contains(value)
    }

    /// Whether a stack view decides the view's frame (an arranged subview), or the view is inside
    /// a hidden view (whose size UIKit may collapse).
    static func isArrangedByStackView(_ view: UIView) -> Bool {
        arrangingStack(of: view) != nil || isInsideHiddenView(view)
    }

    /// The stack view that arranges the view, if it is an arranged subview.
    static func arrangingStack(of view: UIView) -> UIStackView? {
        guard let stack = view.superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === view }) else { return nil }
        return stack
    }

    /// Whether the view is inside a hidden view (whose size UIKit may collapse).
    static func isInsideHiddenView(_ view: UIView) -> Bool {
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
        case "contentWidth": "scrollable content width"
        case "contentHeight": "scrollable content height"
        default: value
        }
    }
}
