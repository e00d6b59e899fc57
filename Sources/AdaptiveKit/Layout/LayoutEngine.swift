internal import Cassowary
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
    /// The order the next constraint installed takes (``InstalledConstraint/order``).
    var nextInstallationOrder = 0
    /// The system constraints of each item: autoresizing, content size, guide placement.
    var systemConstraints: [ObjectIdentifier: SystemConstraints] = [:]

    var structureChanged = true
    /// How many views the last rebuild left out of the solver because their owners place them
    /// (``ViewLayoutState/isPlacedByOwner``); while none, constraints are not checked for them.
    var ownerPlacedViewsLeftOut = 0
    var needsSolve = true
    /// A scratch engine for `systemLayoutSizeFitting`: the root's size is free, and constraints
    /// that reach outside the root's subtree are left out.
    var fitting = false
    /// What this engine reported (unsatisfiable constraints, …), oldest first.
    var reports: [LayoutDiagnostics.Report] = []
    /// Required constraints broken because they conflicted with the others (left out of the
    /// solver), in the order they broke. They are tried again when an intrinsic size changes: a
    /// conflict with a wrapping label's one-line width goes away once it wraps.
    var brokenByConflict: [NSLayoutConstraint] = []
    /// The conflicts explained since the solver's constraints last changed.
    var conflicts = ConflictCache()
    /// Whether the next solve tries the broken constraints again.
    var retryBrokenConstraints = false
    /// Set while they are tried again: one that still conflicts is not reported a second time.
    var isRetryingBrokenConstraints = false
    /// Content-size constraints of wrapping labels that gave way to a conflict before the label
    /// was measured at its laid-out width; reported only if they still conflict afterwards.
    var yieldedUnreported: Set<ObjectIdentifier> = []
    /// The tree in preorder (``currentTree()``), and what it was made from.
    var tree = Tree()
    var treeIsStale = true
    var treeGeneration = -1
    var treeIdentity = 0
    /// Whether the next ``updateGuideInsets()`` must measure every view: something other than a
    /// solve may have changed insets (margins, additional safe-area insets, the tree).
    var guideInsetsNeedFullPass = true
    /// The root's ``ViewLayoutState/subtreeSafeAreaWrites`` after this engine's last guide pass.
    var seenSafeAreaInsetsWrites = -1

    init(root: UIView) {
        self.root = root
    }

    // MARK: Variables

    /// The four variables of an item's rectangle, in root coordinates. (A class: passing one
    /// around retains one object, not four.)
    final class ItemRect {
        let minX: Variable
        let minY: Variable
        let width: Variable
        let height: Variable

        init(minX: Variable, minY: Variable, width: Variable, height: Variable) {
            self.minX = minX
            self.minY = minY
            self.width = width
            self.height = height
        }

        /// The solved rectangle, without pixel rounding.
        var exact: CGRect { CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value) }

        /// Gives the four variables a tag (their entry's index in the tree list, or -1).
        func tag(_ value: Int) {
            minX.tag = value
            minY.tag = value
            width.tag = value
            height.tag = value
        }

        func owns(_ variable: Variable) -> Bool {
            variable === minX || variable === minY || variable === width || variable === height
        }
    }

    func rect(for item: LayoutItem) -> ItemRect {
        let key = ObjectIdentifier(item)
        if let rect = rects[key] { return rect }
        // Named after the item when a description asks (formatting 1,000 names up front cost a
        // tenth of a 200-view first layout).
        let address = objectAddress(item)
        let name: () -> String = { [weak item] in
            describedOnMainActor({ item?.layoutItemDescription ?? "(gone)" }, otherwise: { address })
        }
        let rect = ItemRect(
            minX: Variable(namedBy: name, suffix: ".minX"), minY: Variable(namedBy: name, suffix: ".minY"),
            width: Variable(namedBy: name, suffix: ".width"), height: Variable(namedBy: name, suffix: ".height")
        )
        rects[key] = rect
        treeIsStale = true
        return rect
    }

    // MARK: The tree in order

    /// One view of the tree, for the passes that run after every solve (guide insets, moved
    /// frames): its superview's position in the list and its variables, found once per change of
    /// the tree rather than once per view per solve.
    struct TreeEntry {
        /// Kept alive by ``Tree/views`` (the root by its tree); read with
        /// `_withUnsafeGuaranteedRef`, which costs no retain (views have side tables, which make
        /// every retain and release slow).
        let view: Unmanaged<UIView>
        /// The index of the superview's entry; −1 for the root.
        let parent: Int
        let rect: ItemRect?
    }

    /// The root's subtree in preorder (the order of `forEachViewInSubtree`).
    struct Tree {
        var entries: [TreeEntry] = []
        /// The views but the root, retained while the list is in use (a callback may remove one
        /// from the tree); dropped as soon as a subtree leaves the tree (``removeSubtree(_:)``).
        var views: [UIView] = []
        /// Whether each view has a system layout guide (made guides add items, which makes the
        /// list again).
        var hasSystemGuides: [Bool] = []
        /// What the last ``LayoutEngine/updateGuideInsets()`` found for each view: its solved
        /// rectangle and safe-area insets (`nil` until a pass over this list ran).
        var measured: (exact: [CGRect], safe: [UIEdgeInsets])?
        /// Tells lists apart (a pass writes its results back only to the list it read).
        var identity = 0
        /// The end (exclusive) of each entry's subtree in the list: its subviews' entries follow it.
        var subtreeEnd: [Int] = []
        /// The entries every guide pass measures: the root, views with system guides (their
        /// constants also follow margins and text size) and views without variables.
        var alwaysMeasured: [Int] = []

        /// Calls `body` with the index of each subview's entry of the entry at `index`.
        func forEachChild(of index: Int, _ body: (Int) -> Void) {
            var child = index + 1
            let end = subtreeEnd[index]
            while child < end {
                body(child)
                child = subtreeEnd[child]
            }
        }
    }

    /// The tree entries whose solved rectangles changed in the solves since a pass last looked, so
    /// that the passes after a solve visit only what moved (a button laying out its title label
    /// changes one label's rectangle, not the screen's).
    struct ChangedEntries {
        /// The tree the indices belong to.
        private var treeIdentity = -1
        private var isNoted: [Bool] = []
        private var indices: [Int] = []
        /// Set when changes were lost (the tree changed): the next pass looks at everything.
        private var unknown = true

        mutating func note(_ index: Int, tree: Int, count: Int) {
            if tree != treeIdentity {
                unknown = true
                treeIdentity = tree
                indices.removeAll()
                isNoted = []
            }
            if unknown { return }
            if isNoted.count != count { isNoted = [Bool](repeating: false, count: count) }
            if !isNoted[index] {
                isNoted[index] = true
                indices.append(index)
            }
        }

        /// Whether noting changes for `tree` is pointless: they are not known anyway.
        func isUnknown(for tree: Int) -> Bool { unknown || tree != treeIdentity }

        /// The entries noted since the last call, or `nil` when they are not known (visit every
        /// entry); starts noting afresh for `tree`.
        mutating func take(tree: Int) -> [Int]? {
            let result = unknown || tree != treeIdentity ? nil : indices
            for index in indices where index < isNoted.count { isNoted[index] = false }
            indices.removeAll(keepingCapacity: true)
            unknown = false
            treeIdentity = tree
            return result
        }
    }

    /// The tree in preorder, made again after the hierarchy below the root changed
    /// (`ViewLayoutState.subtreeGeneration`) or the engine's items did.
    func currentTree() -> Tree {
        if !treeIsStale, treeGeneration == root.layoutState.subtreeGeneration { return tree }
        // The old list's variables no longer name entries.
        for entry in self.tree.entries { entry.rect?.tag(-1) }
        var tree = Tree()
        func visit(_ view: UIView, parent: Int) {
            let index = tree.entries.count
            let rect = rects[ObjectIdentifier(view)]
            rect?.tag(index)
            tree.entries.append(TreeEntry(view: .passUnretained(view), parent: parent, rect: rect))
            tree.subtreeEnd.append(index + 1)
            // Not the root: it owns this engine.
            if parent >= 0 { tree.views.append(view) }
            let state = view.layoutState
            let hasSystemGuides = state.hasSystemGuides
            tree.hasSystemGuides.append(hasSystemGuides)
            if parent < 0 || hasSystemGuides || rect == nil { tree.alwaysMeasured.append(index) }
            for subview in view.storedSubviews { visit(subview, parent: index) }
            tree.subtreeEnd[index] = tree.entries.count
        }
        visit(root, parent: -1)
        treeIdentity &+= 1
        tree.identity = treeIdentity
        self.tree = tree
        treeIsStale = false
        treeGeneration = root.layoutState.subtreeGeneration
        return tree
    }

    // MARK: Building

    /// Drops the solver and adds everything again: every view and guide of the tree with its
    /// system constraints, then every installed constraint in installation order.
    func rebuild() {
        solver = Solver()
        forgetConflicts()
        brokenByConflict.removeAll()
        yieldedUnreported.removeAll()
        retryBrokenConstraints = false
        rects.removeAll()
        treeIsStale = true
        installed.removeAll()
        systemConstraints.removeAll()
        structureChanged = false
        needsSolve = true
        // Views placed in code that no constraint mentions (a button's title label, say) get their
        // autoresizing constraints after the other constraints: their superviews' variables are
        // then still free when those are first placed, and become rows of their own.
        var referenced = Set<ObjectIdentifier>()
        var viewCount = 0, constraintCount = 0
        root.forEachViewInSubtree { view in
            viewCount += 1
            constraintCount += view.layoutState.constraints.count
            // (The items themselves: a view with layout guides is not deferred anyway.)
            for constraint in view.layoutState.constraints {
                if let item = constraint.firstItem { referenced.insert(ObjectIdentifier(item)) }
                if let item = constraint.secondItem { referenced.insert(ObjectIdentifier(item)) }
            }
        }
        // (About four system constraints per view besides the installed ones.)
        installed.reserveCapacity(constraintCount + 4 * viewCount)
        var deferred: [UIView] = []
        ownerPlacedViewsLeftOut = 0
        root.forEachViewInSubtree { view in
            let state = view.layoutState
            let defers = view !== root && view.storedSubviews.isEmpty && state.layoutGuides.isEmpty && !state.hasSystemGuides
                && !referenced.contains(ObjectIdentifier(view))
            // A part its owner places in code (a button's title label) that nothing else refers to
            // needs no variables at all: its frame is the one the owner sets. This takes a
            // button's label out of the solver (four constraints) and out of every re-solve its
            // frame caused. A constraint that names it later brings it in (`add(_:)`).
            if defers && state.isPlacedByOwner && view.translatesAutoresizingMaskIntoConstraints {
                ownerPlacedViewsLeftOut += 1
                return
            }
            if defers { deferred.append(view) }
            addSystemConstraints(for: view, addingAutoresizing: !defers)
            view.forEachLayoutGuide { addGuideConstraints(for: $0) }
        }
        root.forEachViewInSubtree { view in
            for constraint in view.layoutState.constraints where !fitting || isInsideRoot(constraint) {
                add(constraint)
            }
        }
        for view in deferred {
            for constraint in systemConstraints[ObjectIdentifier(view)]?.autoresizing ?? [] { add(constraint) }
        }
    }

    /// A subtree joined the tree: its views, guides and constraints join the solver.
    func addSubtree(_ view: UIView) {
        guard !structureChanged else { return }
        needsSolve = true
        view.forEachViewInSubtree { view in
            addSystemConstraints(for: view)
            view.forEachLayoutGuide { addGuideConstraints(for: $0) }
        }
        view.forEachViewInSubtree { view in
            for constraint in view.layoutState.constraints { add(constraint) }
        }
    }

    /// A subtree is leaving the tree: its constraints, system constraints and variables leave the
    /// solver (its installed constraints stay active for wherever it goes next).
    func removeSubtree(_ view: UIView) {
        // The views leaving are no longer kept by the tree list.
        tree = Tree()
        treeIsStale = true
        guard !structureChanged else { return }
        needsSolve = true
        view.forEachViewInSubtree { view in
            for constraint in view.layoutState.constraints { remove(constraint) }
        }
        view.forEachViewInSubtree { view in
            view.forEachLayoutGuide { forget($0) }
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
        guideInsetsNeedFullPass = true
    }

    func markGuidesChanged() {
        needsSolve = true
        guidesNeedUpdate = true
        guideInsetsNeedFullPass = true
    }

    var guidesNeedUpdate = true
    /// The variables the last solve changed (scratch space), and the tree entries they belong to,
    /// for each of the two passes that follow solves.
    var changedVariables: [Variable] = []
    var changedForGuides = ChangedEntries()
    var changedForFrames = ChangedEntries()
    /// Set by a solve, cleared by the layout pass that applies it (``markViewsWhoseFramesChanged()``).
    var framesMayBeStale = false
    /// Safe-area insets computed during one ``updateGuideInsets()`` pass (each view's depends on
    /// its superview's, so the pass would otherwise walk up to the root for every view). A change
    /// of `additionalSafeAreaInsets` during the pass schedules another pass.
    var safeAreaCache: [ObjectIdentifier: UIEdgeInsets]?
    /// The effective margins found during one ``updateGuideInsets()`` pass (a view that preserves
    /// its superview's margins reads the superview's, and so on up).
    var marginsCache: [ObjectIdentifier: UIEdgeInsets]?

    /// Whether constraints, intrinsic sizes, guides or the tree changed since the last solve, or a
    /// solve has not been applied to the frames yet.
    var hasChangesToApply: Bool {
        needsSolve || guidesNeedUpdate || structureChanged || framesMayBeStale
    }

    /// Counts changes to the app's constraints (activations, deactivations, constants): a layout
    /// pass during which it moved lays out again (`UIView.layoutIfNeeded()`).
    var userConstraintChanges = 0

    /// Brings the solver up to date and solves.
    func solveIfNeeded() {
        if structureChanged { rebuild() }
        if retryBrokenConstraints { retryBrokenRequiredConstraints() }
        guard needsSolve || guidesNeedUpdate else { return }
        if !fitting { framesMayBeStale = true }
        // Guides depend on frames (safe area, margins), which depend on the solution: iterate a
        // few times until the guide insets stop changing.
        for _ in 0..<4 {
            solver.updateVariables(reportingChangesTo: &changedVariables)
            noteChangedEntries()
            needsSolve = false
            guidesNeedUpdate = false
            // New insets (or a scroll view moving its offset to its new inset) need another solve.
            // (A callback that changes `additionalSafeAreaInsets` during the pass marks the guides again.)
            if !updateGuideInsets() && !needsSolve && !guidesNeedUpdate { break }
        }
    }

    /// Maps the variables the last solve changed to tree entries, for the passes that follow.
    private func noteChangedEntries() {
        defer { changedVariables.removeAll(keepingCapacity: true) }
        guard !changedVariables.isEmpty else { return }
        let tree = currentTree()
        // (After a rebuild, or a change of the tree, both passes look at everything anyway.)
        if changedForGuides.isUnknown(for: tree.identity) && changedForFrames.isUnknown(for: tree.identity) { return }
        let count = tree.entries.count
        for variable in changedVariables {
            let index = variable.tag
            guard index >= 0, index < count, let rect = tree.entries[index].rect, rect.owns(variable) else { continue }
            changedForGuides.note(index, tree: tree.identity, count: count)
            changedForFrames.note(index, tree: tree.identity, count: count)
        }
        withExtendedLifetime(tree) {}
    }

    // MARK: Applying the solution

    /// After a solve: the superview of every constraint-placed view whose solved frame differs
    /// from its frame lays out again, so a change deep in the tree (a constraint on a nested view,
    /// a moved sibling) reaches the views it moves even when no ancestor changes size. Views that
    /// translate their autoresizing masks are left out: their frames are set by their superviews'
    /// code (table cells) or follow a superview whose size changed, which lays it out anyway, and
    /// marking them made every frame a table view set re-lay out the table.
    ///
    /// Only the views whose variables the solves changed, and their subviews (whose frames are
    /// relative to them), are compared, unless the changes are not known (a new tree).
    func markViewsWhoseFramesChanged() {
        let tree = currentTree()
        let scale = pixelScale
        let changed = changedForFrames.take(tree: tree.identity)
        tree.entries.withUnsafeBufferPointer { entries in
            @MainActor func check(_ index: Int) {
                let entry = entries[index]
                guard entry.parent >= 0 else { return }
                let parent = entries[entry.parent]
                guard let rect = entry.rect, let parentRect = parent.rect else { return }
                entry.view._withUnsafeGuaranteedRef { view in
                    guard !view.translatesAutoresizingMaskIntoConstraints else { return }
                    parent.view._withUnsafeGuaranteedRef { superview in
                        guard !superview.layoutState.needsLayout else { return }
                        if solvedFrame(rect, in: parentRect, origin: superview.bounds.origin, scale: scale) != view.untransformedFrame { superview.setNeedsLayout() }
                    }
                }
            }
            if let changed {
                for index in changed {
                    check(index)
                    tree.forEachChild(of: index, check)
                }
            } else {
                for index in entries.indices { check(index) }
            }
        }
        withExtendedLifetime(tree) {}
    }

    /// The solved rectangle of an item, in root coordinates, rounded to the pixel grid.
    func solvedRect(of item: LayoutItem) -> CGRect {
        Self.snapped(self.rect(for: item), scale: pixelScale)
    }

    /// A solved rectangle rounded to the pixel grid.
    static func snapped(_ rect: ItemRect, scale: Double) -> CGRect {
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
        solvedFrame(rect(for: view), in: rect(for: superview), origin: superview.bounds.origin, scale: pixelScale)
    }

    /// A solved rectangle relative to the solved rectangle of its superview, whose bounds start at `origin`.
    func solvedFrame(_ rect: ItemRect, in parentRect: ItemRect, origin: CGPoint, scale: Double) -> CGRect {
        let absolute = Self.snapped(rect, scale: scale)
        let parent = Self.snapped(parentRect, scale: scale)
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
