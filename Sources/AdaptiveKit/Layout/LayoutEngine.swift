import Cassowary
import Foundation

/// The Auto Layout engine of one view tree (a window, or a view that is not in one): the items'
/// rectangles as solver variables, every active constraint, and the constraints the system adds
/// for autoresizing masks, intrinsic content sizes and layout guides.
///
/// Variables are absolute (the root's coordinate space): `minX`, `minY`, `width`, `height` per
/// item. Constraint changes are incremental: activating or deactivating a constraint adds or
/// removes one solver constraint; a new `constant`, a new intrinsic size, a moved frame or new
/// margins change constants in place. Only moving views between trees rebuilds the solver.
@MainActor
final class LayoutEngine {
    unowned let root: UIView

    var solver = Solver()
    /// The solver variables of each item.
    var rects: [ObjectIdentifier: ItemRect] = [:]
    /// The solver constraints of each active `NSLayoutConstraint` (by identity).
    var installed: [ObjectIdentifier: InstalledConstraint] = [:]
    /// The system constraints of each item: autoresizing, content size, guide placement.
    var systemConstraints: [ObjectIdentifier: SystemConstraints] = [:]

    var structureChanged = true
    var needsSolve = true
    /// A scratch engine for `systemLayoutSizeFitting`: the root's size is free, and constraints
    /// that reach outside the root's subtree are left out.
    var fitting = false
    /// What this engine reported (unsatisfiable constraints, …), oldest first.
    var reports: [LayoutDiagnostics.Report] = []

    init(root: UIView) {
        self.root = root
    }

    // MARK: Variables

    /// The four variables of an item's rectangle, in root coordinates.
    struct ItemRect {
        let minX: Variable
        let minY: Variable
        let width: Variable
        let height: Variable
    }

    func rect(for item: LayoutItem) -> ItemRect {
        let key = ObjectIdentifier(item)
        if let rect = rects[key] { return rect }
        let name = item.layoutItemDescription
        let rect = ItemRect(
            minX: Variable(name + ".minX"), minY: Variable(name + ".minY"),
            width: Variable(name + ".width"), height: Variable(name + ".height")
        )
        rects[key] = rect
        return rect
    }

    // MARK: Building

    /// Drops the solver and adds everything again: every view and guide of the tree with its
    /// system constraints, then every installed constraint in installation order.
    func rebuild() {
        solver = Solver()
        rects.removeAll()
        installed.removeAll()
        systemConstraints.removeAll()
        structureChanged = false
        needsSolve = true
        root.forEachViewInSubtree { view in
            addSystemConstraints(for: view)
            for guide in view.layoutState.layoutGuides + view.systemLayoutGuides {
                addGuideConstraints(for: guide)
            }
        }
        root.forEachViewInSubtree { view in
            for constraint in view.layoutState.constraints where !fitting || isInsideRoot(constraint) {
                add(constraint)
            }
        }
    }

    /// A subtree joined the tree: its views, guides and constraints join the solver.
    func addSubtree(_ view: UIView) {
        guard !structureChanged else { return }
        needsSolve = true
        view.forEachViewInSubtree { view in
            addSystemConstraints(for: view)
            for guide in view.layoutState.layoutGuides + view.systemLayoutGuides {
                addGuideConstraints(for: guide)
            }
        }
        view.forEachViewInSubtree { view in
            for constraint in view.layoutState.constraints { add(constraint) }
        }
    }

    /// A subtree is leaving the tree: its constraints, system constraints and variables leave the
    /// solver (its installed constraints stay active for wherever it goes next).
    func removeSubtree(_ view: UIView) {
        guard !structureChanged else { return }
        needsSolve = true
        view.forEachViewInSubtree { view in
            for constraint in view.layoutState.constraints { remove(constraint) }
        }
        view.forEachViewInSubtree { view in
            for guide in view.layoutState.layoutGuides + view.systemLayoutGuides { forget(guide) }
            forget(view)
        }
    }

    private func isInsideRoot(_ constraint: NSLayoutConstraint) -> Bool {
        [constraint.firstLayoutItem, constraint.secondLayoutItem].allSatisfy { item in
            guard let item else { return true }
            return item.layoutOwnerView?.isDescendant(of: root) ?? false
        }
    }

    func markStructureChanged() {
        structureChanged = true
        needsSolve = true
    }

    func markGuidesChanged() {
        needsSolve = true
        guidesNeedUpdate = true
    }

    var guidesNeedUpdate = true
    /// Set by a solve, cleared by the layout pass that applies it (``markViewsWhoseFramesChanged()``).
    var framesMayBeStale = false
    /// Safe-area insets computed during one ``updateGuideInsets()`` pass (each view's depends on
    /// its superview's, so the pass would otherwise walk up to the root for every view). A change
    /// of `additionalSafeAreaInsets` during the pass schedules another pass.
    var safeAreaCache: [ObjectIdentifier: UIEdgeInsets]?

    /// Brings the solver up to date and solves.
    func solveIfNeeded() {
        if structureChanged { rebuild() }
        guard needsSolve || guidesNeedUpdate else { return }
        if !fitting { framesMayBeStale = true }
        // Guides depend on frames (safe area, margins), which depend on the solution: iterate a
        // few times until the guide insets stop changing.
        for _ in 0..<4 {
            solver.updateVariables()
            needsSolve = false
            guidesNeedUpdate = false
            // New insets (or a scroll view moving its offset to its new inset) need another solve.
            // (A callback that changes `additionalSafeAreaInsets` during the pass marks the guides again.)
            if !updateGuideInsets() && !needsSolve && !guidesNeedUpdate { break }
        }
    }

    // MARK: Applying the solution

    /// After a solve: the superview of every constraint-placed view whose solved frame differs
    /// from its frame lays out again, so a change deep in the tree (a constraint on a nested view,
    /// a moved sibling) reaches the views it moves even when no ancestor changes size. Views that
    /// translate their autoresizing masks are left out: their frames are set by their superviews'
    /// code (table cells) or follow a superview whose size changed, which lays it out anyway, and
    /// marking them made every frame a table view set re-lay out the table.
    func markViewsWhoseFramesChanged() {
        root.forEachViewInSubtree { view in
            guard view !== root, !view.translatesAutoresizingMaskIntoConstraints,
                  let superview = view.superview, !superview.layoutState.needsLayout,
                  rects[ObjectIdentifier(view)] != nil, rects[ObjectIdentifier(superview)] != nil else { return }
            if solvedFrame(of: view, in: superview) != view.frame { superview.setNeedsLayout() }
        }
    }

    /// The solved rectangle of an item, in root coordinates, rounded to the pixel grid.
    func solvedRect(of item: LayoutItem) -> CGRect {
        let rect = self.rect(for: item)
        let scale = pixelScale
        func snap(_ value: Double) -> CGFloat { CGFloat((value * scale).rounded() / scale) }
        let minX = snap(rect.minX.value), minY = snap(rect.minY.value)
        let maxX = snap(rect.minX.value + rect.width.value), maxY = snap(rect.minY.value + rect.height.value)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    var pixelScale: Double {
        let scale = Double((root as? UIWindow)?.screen.scale ?? root.traitCollection.displayScale)
        return scale > 0 ? scale : 1
    }

    /// Sets a view's frame from the solution (relative to its superview's bounds).
    func applyFrame(to view: UIView) {
        guard let superview = view.superview, rects[ObjectIdentifier(view)] != nil else { return }
        view.setFrameFromLayout(solvedFrame(of: view, in: superview))
    }

    /// A view's solved frame in its superview's coordinates (relative to the superview's bounds).
    func solvedFrame(of view: UIView, in superview: UIView) -> CGRect {
        let absolute = solvedRect(of: view)
        let parent = solvedRect(of: superview)
        let origin = superview.bounds.origin
        return CGRect(
            x: absolute.minX - parent.minX + origin.x, y: absolute.minY - parent.minY + origin.y,
            width: absolute.width, height: absolute.height
        )
    }

    /// Stores a guide's solved frame (in its owning view's coordinates).
    func updateLayoutFrame(of guide: UILayoutGuide) {
        guard let owner = guide.owningView, rects[ObjectIdentifier(guide)] != nil else { return }
        let absolute = solvedRect(of: guide)
        let ownerRect = solvedRect(of: owner)
        guide.storedLayoutFrame = CGRect(
            x: absolute.minX - ownerRect.minX + owner.bounds.minX, y: absolute.minY - ownerRect.minY + owner.bounds.minY,
            width: absolute.width, height: absolute.height
        )
    }
}
