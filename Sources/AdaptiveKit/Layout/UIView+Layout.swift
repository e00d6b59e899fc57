import Foundation

extension UIView {
    // MARK: The layout pass

    /// Marks the view as needing layout; the next `layoutIfNeeded()` lays it out.
    public func setNeedsLayout() {
        layoutState.needsLayout = true
    }

    /// Lays out now if anything asked for it: constraints are updated, the layout engine solves
    /// what changed, frames are applied, and `layoutSubviews()` runs top down on every view that
    /// needs it.
    ///
    /// Like Core Animation's layout, the pass starts at the topmost ancestor that needs layout, so
    /// calling it on any view of a tree brings that view up to date.
    ///
    /// Constraints changed while the pass runs (a controller's `viewWillLayoutSubviews` or
    /// `viewDidLayoutSubviews`, a view's `layoutSubviews` setting a constant or activating
    /// constraints) are solved before the call returns: when the app's constraints changed during
    /// the pass, it solves, marks the views the solution moves, and lays out again from the
    /// topmost view that needs it (at most ``LayoutPass/maximumRounds`` rounds, so a
    /// `layoutSubviews` that changes a constraint every time cannot hang), as UIKit's engine asks
    /// for layout again before the frames are shown.
    public func layoutIfNeeded() {
        // (On the tree's topmost view as the pass starts; the same one is told when it ends.)
        let tree = rootView.layoutState
        tree.layoutPassDepth += 1
        defer { tree.layoutPassDepth -= 1 }
        var start = layoutPassStart
        start.updateConstraintsIfNeeded()
        var changes = rootView.existingLayoutEngine?.userConstraintChanges
        start.layoutSubtreeIfNeeded()
        var rounds = 1
        while rounds < LayoutPass.maximumRounds {
            // Only the app's constraints changed during the pass call for another round (the
            // system's follow frames and measurements, which the pass applies itself).
            guard let engine = rootView.existingLayoutEngine, engine.userConstraintChanges != changes else { break }
            if engine.hasChangesToApply {
                engine.solveIfNeeded()
                if engine.framesMayBeStale {
                    engine.framesMayBeStale = false
                    engine.markViewsWhoseFramesChanged()
                }
            }
            changes = engine.userConstraintChanges
            start = layoutPassStart
            guard start.subtreeNeedsLayout else { break }
            start.updateConstraintsIfNeeded()
            start.layoutSubtreeIfNeeded()
            rounds += 1
        }
    }

    /// The topmost view from this one up that needs layout (this view when none does).
    private var layoutPassStart: UIView {
        var start = self
        var current = self
        while let parent = current.storedSuperview {
            current = parent
            if parent.layoutState.needsLayout { start = parent }
        }
        return start
    }

    /// Whether this view or one below it needs layout.
    private var subtreeNeedsLayout: Bool {
        if layoutState.needsLayout { return true }
        for subview in storedSubviews where subview.subtreeNeedsLayout { return true }
        return false
    }

    private func layoutSubtreeIfNeeded() {
        if layoutState.needsLayout {
            layoutState.needsLayout = false
            UITraitCollection.setCurrentOnMainActor(traitCollection)
            let controller = owningViewController as? UIViewController
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        for subview in storedSubviews {
            subview.layoutSubtreeIfNeeded()
        }
    }

    /// Used by getters that report solved values (`layoutFrame`, `safeAreaInsets`): lays out first
    /// when the tree is dirty, so a reader never sees stale values.
    ///
    /// Inside a layout pass (a `layoutSubviews` or `viewWillLayoutSubviews` reading
    /// `safeAreaInsets`, say) no second pass starts: the values of the pass under way are returned.
    func layoutIfNeededForReading() {
        let root = rootView
        guard root.layoutState.layoutPassDepth == 0 else { return }
        if root.layoutState.needsLayout || layoutState.needsLayout { layoutIfNeeded() }
    }

    /// Applies the engine's solution to this view's direct subviews (the default
    /// `layoutSubviews()`).
    func applyLayoutFromEngine() {
        guard let engine = layoutEngineForLayout() else { return }
        engine.solveIfNeeded()
        // Once per solve: views moved by it whose superviews are not laid out yet are marked.
        if engine.framesMayBeStale {
            engine.framesMayBeStale = false
            engine.markViewsWhoseFramesChanged()
        }
        for subview in storedSubviews {
            engine.applyFrame(to: subview)
        }
        forEachLayoutGuide { engine.updateLayoutFrame(of: $0) }
    }

    /// The root's engine, made when the tree first needs one.
    func layoutEngineForLayout() -> LayoutEngine? {
        let root = rootView
        if let engine = root.layoutState.engine { return engine }
        let engine = LayoutEngine(root: root)
        root.layoutState.engine = engine
        engine.rebuild()
        return engine
    }

    /// The engine of this (root) view, if one was made.
    var existingLayoutEngine: LayoutEngine? { layoutState.engine }

    /// After this view moved to another superview: its subtree leaves its old engine and joins the
    /// new root's engine.
    func layoutHierarchyDidChange() {
        // The subtree's own engine, if it was a root until now, is dissolved into the new root's.
        layoutState.engine = nil
        if layoutState.autoresizingReference == nil || storedSuperview != nil {
            captureAutoresizingReference()
        }
        let root = rootView
        if root !== self {
            root.existingLayoutEngine?.addSubtree(self)
        }
        root.setNeedsLayout()
        setNeedsLayout()
    }

    /// Before this view leaves its superview: constraints installed above it that refer to its
    /// subtree are deactivated (as UIKit does), and its subtree leaves the tree's engine.
    func layoutWillLeaveTree() {
        guard let superview = storedSuperview else { return }
        var ancestor: UIView? = superview
        while let view = ancestor {
            for constraint in view.layoutState.constraints where constraint.refersToItems(inSubtreeOf: self) {
                view.uninstall(constraint)
            }
            ancestor = view.storedSuperview
        }
        let root = superview.rootView
        root.existingLayoutEngine?.removeSubtree(self)
        root.setNeedsLayout()
    }

    /// Records the frame and superview size that the autoresizing mask is relative to.
    func captureAutoresizingReference() {
        layoutState.autoresizingReference = (untransformedFrame, storedSuperview?.bounds.size ?? .zero)
    }

    // MARK: Margins and safe area

    /// The margins in left/right form, following the layout direction. For a view controller's root
    /// view, they are at least the controller's `systemMinimumLayoutMargins` (see
    /// ``directionalLayoutMargins``).
    public var layoutMargins: UIEdgeInsets {
        get { directionalLayoutMargins.edgeInsets(for: effectiveUserInterfaceLayoutDirection) }
        set {
            layoutState.directionalMargins = NSDirectionalEdgeInsets(newValue, direction: effectiveUserInterfaceLayoutDirection)
            layoutState.marginsWereSet = true
            layoutMarginsChanged()
        }
    }

    /// The margins in leading/trailing form (they flip in right-to-left layouts): 8 pt on every
    /// side by default. A view controller's root view that respects the system minimum margins
    /// (`viewRespectsSystemMinimumLayoutMargins`, the default) reads its
    /// `systemMinimumLayoutMargins` by default, and the larger of those and the margins set.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { marginsRaisedToSystemMinimum(layoutState.directionalMargins) }
        set {
            layoutState.directionalMargins = newValue
            layoutState.marginsWereSet = true
            layoutMarginsChanged()
        }
    }

    /// Whether the superview's margins also apply where this view comes close to its edges.
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState.preservesSuperviewLayoutMargins }
        set {
            layoutState.preservesSuperviewLayoutMargins = newValue
            layoutMarginsChanged()
        }
    }

    /// Whether the margins are measured from the safe area rather than from the bounds.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState.insetsLayoutMarginsFromSafeArea }
        set {
            layoutState.insetsLayoutMarginsFromSafeArea = newValue
            layoutMarginsChanged()
        }
    }

    func layoutMarginsChanged() {
        layoutMarginsDidChange()
        rootView.existingLayoutEngine?.markGuidesChanged()
        rootView.setNeedsLayout()
        setNeedsLayout()
    }

    /// The insets of the safe area from the view's bounds: the parts of the window's safe area
    /// (status bar, notch, home indicator) that the view overlaps. Known after layout.
    public var safeAreaInsets: UIEdgeInsets {
        layoutIfNeededForReading()
        return layoutState.safeAreaInsets
    }

    // MARK: Sizing

    /// The size that fits the view's content; by default the current size.
    @discardableResult
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height are pulled towards
    /// `targetSize` at the given priorities (`fittingSizeLevel` means "as close as the rest allows").
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        return LayoutEngine.fittingSize(
            of: self, target: targetSize,
            horizontalPriority: horizontalFittingPriority, verticalPriority: verticalFittingPriority
        )
    }

    // MARK: Debugging

    /// Whether the constraints leave this view's frame undetermined.
    public var hasAmbiguousLayout: Bool {
        layoutIfNeededForReading()
        return layoutEngineForLayout()?.isAmbiguous(self) ?? false
    }

    /// Which of the view's frame values the constraints leave free ("minX", "width", …).
    public var ambiguousAttributes: [String] {
        layoutIfNeededForReading()
        return layoutEngineForLayout()?.ambiguousAttributes(of: self) ?? []
    }

    /// Which of the view's frame values the constraints leave free relative to its superview
    /// (`minX` and `minY` are the offsets in the superview): a view inside a superview whose own
    /// position is free has none of its own. An OpenStoryboard addition.
    public var ambiguousAttributesInSuperview: [String] {
        layoutIfNeededForReading()
        guard let superview else { return ambiguousAttributes }
        return layoutEngineForLayout()?.ambiguousAttributes(of: self, relativeTo: superview) ?? []
    }

    /// Whether the layout engine solved this view more than half a point narrower or shorter
    /// than nothing: its required constraints leave it less room than zero, and only its
    /// compression resistance gave way. UIKit lays such a view out without a word; Xcode's canvas,
    /// which keeps sizes at zero or more, finds a conflict. An OpenStoryboard addition for tools
    /// (`storyboard lint`).
    package var hasNegativeSolvedSize: Bool {
        guard let engine = rootView.existingLayoutEngine, let rect = engine.rects[ObjectIdentifier(self)] else { return false }
        return rect.width.value < -0.5 || rect.height.value < -0.5
    }

    /// What the layout engine of this view's tree reported: unsatisfiable constraints (with UIKit's
    /// message), constraints it could not use. An OpenStoryboard addition for tests and tools.
    public var layoutReports: [LayoutDiagnostics.Report] {
        layoutIfNeededForReading()
        return layoutEngineForLayout()?.reports ?? []
    }

    /// The document ids of the required constraints this view's tree still leaves out of its
    /// layout because they conflict: a constraint broken when it conflicted is tried again after
    /// later changes (a conflict met while a cell was being sized and gone once it took its final
    /// height holds again), and those that still conflict are these. An OpenStoryboard addition for
    /// tools (`storyboard lint`).
    package var documentIDsOfConstraintsBrokenByConflict: Set<String> {
        layoutIfNeededForReading()
        return Set(layoutEngineForLayout()?.brokenByConflict.compactMap(\.documentID) ?? [])
    }

    /// The views of this subtree whose layout is ambiguous (like UIKit's `_autolayoutTrace`
    /// marks), depth first. An OpenStoryboard addition.
    public var viewsWithAmbiguousLayout: [UIView] {
        layoutIfNeededForReading()
        guard let engine = layoutEngineForLayout() else { return [] }
        var result: [UIView] = []
        forEachViewInSubtree { view in
            if view !== engine.root, !view.translatesAutoresizingMaskIntoConstraints, engine.isAmbiguous(view) {
                result.append(view)
            }
        }
        return result
    }

    /// The constraints that decide the view's position and size on an axis.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        layoutIfNeededForReading()
        return layoutEngineForLayout()?.constraintsAffecting(self, axis: axis) ?? []
    }
}

/// The bounds of one layout pass (whether one is under way is per tree:
/// ``ViewLayoutState/layoutPassDepth``).
enum LayoutPass {
    /// Rounds of one `layoutIfNeeded()` at most, when each round changes constraints again.
    static let maximumRounds = 4
}
