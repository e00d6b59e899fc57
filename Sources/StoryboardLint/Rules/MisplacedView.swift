import AdaptiveKit
import Foundation
import InterfaceBuilder

/// `misplaced-view`: a view whose stored frame is not where its constraints put it on the
/// document's own canvas — what Xcode draws in orange and saves as `misplaced="YES"`, and what
/// its "Update Frames" would change.
///
/// Each view laid out by constraints whose layout is not ambiguous is compared, in its
/// superview's coordinates, with the frame the document stores; a difference of more than
/// ``tolerance`` on any edge or size is a finding, with both frames. A view whose superview is
/// misplaced is not misplaced itself when its place inside the superview is right.
///
/// A stack view's arranged subviews are left out: Xcode's canvas arranges them itself and keeps
/// their frames (3 of the 69 views the corpus saves misplaced are arranged subviews).
///
/// An image view showing a system symbol (`catalog="system"`, or an `<imageReference key="image"
/// catalog="system">`: SF Symbols) is placed by its alignment rectangle, which the symbol's own
/// metrics inset from its frame: Xcode stores the frame, a little inside the rectangle its
/// constraints give (a symbol pinned to a 30 × 30 box is stored 30 × 27 at y = 1.67; one in a
/// 19 × 19 box 19 × 18 at y = 0.5). OpenStoryboard does not have the symbols' metrics, so such a
/// view whose stored frame lies inside its solved one is not reported; one stored outside it is.
///
/// A document without a `<device>` is laid out on the canvas Xcode 6 and 7 drew it on, the
/// 600 × 600 Any/Any square, when it uses size classes; older ones (a simulated screen of their
/// own) are not checked.
///
/// Fix: update the frames (`storyboard lint --fix` writes the solved frames into the document,
/// touching only those attributes), or change the constraints if the stored frame is the one
/// meant.
public struct MisplacedView: LintRule {
    public nonisolated static let info = LintRuleInfo(
        "misplaced-view", .warning, scope: .documentDevice,
        summary: "A view whose stored frame differs from where its constraints put it (Xcode: misplaced).",
        explanation: """
        The frame a document stores is what the canvas shows; the frame the constraints solve is what the \
        app shows. When they differ, the canvas misleads. The rule lays each scene out on the document's \
        canvas and compares each view laid out by constraints (and not ambiguous) with its stored frame, \
        in its superview's coordinates.
        """,
        fix: "Update the frames (Xcode: Update Frames; `storyboard lint --fix`), or change the constraints if the stored frame is the one meant.")

    /// The largest difference, in points, that is not a misplacement (Xcode stores frames to the
    /// pixel; differences of text measurement stay under it).
    public static let tolerance: CGFloat = 1

    public var info: LintRuleInfo { Self.info }

    public init() {}

    public func check(scene: LintScene, into findings: inout LintFindings) {
        // Without a `<device>`, the stored frames are a canvas's the layout knows only for Xcode 6
        // and 7's Any/Any square (``IBSceneLayout/hasAnyAnyCanvas(_:)``); older documents were
        // drawn on simulated screens of their own.
        let document = scene.document.document
        guard document.device != nil || IBSceneLayout.hasAnyAnyCanvas(document) else { return }
        // Views of cells the canvas does not lay out are ambiguous to Xcode, not misplaced.
        let unlaid = scene.laidOut.viewsOfUnlaidCells
        for view in scene.views where view.layoutExclusion == nil && unlaid[view.id] == nil {
            guard let solved = view.frame, let stored = view.storedFrame,
                  let live = scene.liveView(view.id), !live.translatesAutoresizingMaskIntoConstraints,
                  !AmbiguousLayout.isArrangedByStackView(live),
                  !view.matches(tolerance: Self.tolerance), !scene.isInsideCellWhoseContentDoesNotFit(view.id) else { continue }
            guard scene.freeAttributes(of: view.id).allSatisfy({ $0.hasPrefix("content") }) else { continue }
            if Self.showsSymbol(scene.object(view.id)), Self.lies(stored, inside: solved) { continue }
            func rect(_ frame: CGRect) -> [Double] { [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) } }
            findings.report(
                "\(view.className) \(view.id) is misplaced: stored at \(Self.text(stored)), its constraints put it at \(Self.text(solved))",
                objectID: view.id, frames: LintFinding.Frames(stored: rect(stored), solved: rect(solved)))
        }
    }

    /// Whether `object` is an image view whose image is a system symbol, the only kind of view
    /// whose frame its image's alignment insets move away from its constraints.
    static func showsSymbol(_ object: IBObject?) -> Bool {
        guard let object, object.kind == .imageView else { return false }
        return object.attribute("catalog") == "system"
            || object.element.firstElement(named: "imageReference", key: "image")?["catalog"] == "system"
    }

    /// Whether `inner` lies inside `outer`, to a hundredth of a point (stored frames are written
    /// to many decimals).
    static func lies(_ inner: CGRect, inside outer: CGRect) -> Bool {
        let slack: CGFloat = 0.01
        return inner.minX >= outer.minX - slack && inner.minY >= outer.minY - slack
            && inner.maxX <= outer.maxX + slack && inner.maxY <= outer.maxY + slack
    }

    /// `(x, y, width, height)` with whole numbers as integers.
    static func text(_ frame: CGRect) -> String {
        "(\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height)))"
    }

    /// A number with whole numbers as integers.
    static func number(_ value: CGFloat) -> String {
        abs(value) < 1e15 && value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
    }
}
