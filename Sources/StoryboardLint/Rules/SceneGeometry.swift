import AdaptiveKit
import Foundation
import InterfaceBuilder

/// What the geometry and text rules share: the views of a laid-out scene that are shown, where
/// they are on the screen, and whether they scroll.
@MainActor
enum SceneGeometry {
    /// A view of the scene with its frame in the window's coordinates.
    struct Placed {
        var id: String
        var className: String
        var view: UIView
        var frameInWindow: CGRect
    }

    /// The views of the report that are in the window, shown (not hidden, not transparent, not
    /// inside a hidden or transparent view) and not empty, with their frames on the screen.
    static func shownViews(_ scene: LintScene) -> [Placed] {
        var shown: [ObjectIdentifier: Bool] = [:]
        return scene.views.compactMap { view in
            guard let live = scene.liveView(view.id), live.window != nil, isShown(live, known: &shown),
                  live.bounds.width > 0, live.bounds.height > 0 else { return nil }
            return Placed(id: view.id, className: view.className, view: live, frameInWindow: live.convert(live.bounds, to: nil))
        }
    }

    /// Whether neither the view nor a superview is hidden or transparent, with the answers
    /// for the views met on the way kept in `known` (a scene's views share their superviews).
    static func isShown(_ view: UIView, known: inout [ObjectIdentifier: Bool]) -> Bool {
        var chain: [ObjectIdentifier] = []
        var current: UIView? = view
        var answer = true
        while let each = current {
            let id = ObjectIdentifier(each)
            if let knownAnswer = known[id] {
                answer = knownAnswer
                break
            }
            chain.append(id)
            if each.isHidden || each.alpha < 0.01 {
                answer = false
                break
            }
            current = each.superview
        }
        // Every view of the chain has the answer of the first one that decided it.
        for id in chain { known[id] = answer }
        return answer
    }

    /// Whether the view is inside a scroll view (table and collection views included): its
    /// place on the screen is the user's to change.
    static func scrolls(_ view: UIView) -> Bool {
        var current = view.superview
        while let each = current {
            if each is UIScrollView { return true }
            current = each.superview
        }
        return false
    }

    /// `(x, y, width, height)` rounded to tenths.
    static func text(_ rect: CGRect) -> String {
        "(\(tenths(rect.minX)), \(tenths(rect.minY)), \(tenths(rect.width)), \(tenths(rect.height)))"
    }

    /// A length rounded to tenths, whole numbers as integers. Lengths a mutated document makes
    /// huge, infinite or not a number are written as `%g` writes them (`1e+308`, `inf`, `nan`):
    /// they are never converted to `Int`, which traps on them.
    static func tenths(_ value: CGFloat) -> String {
        let rounded = (value * 10).rounded() / 10
        return abs(rounded) < 1e15 && rounded == rounded.rounded() ? String(Int(rounded)) : String(format: abs(rounded) < 1e15 ? "%.1f" : "%g", Double(rounded))
    }
}
