import Foundation

extension UIView {
    /// The view that contains this one.
    public var superview: UIView? { storedSuperview }

    /// The views this one contains, back to front.
    public var subviews: [UIView] { storedSubviews }

    /// The window this view is in, if any.
    public var window: UIWindow? { storedWindow }

    /// Adds `view` on top of the other subviews, removing it from its old superview first.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: storedSubviews.count)
    }

    /// Inserts `view` at `index` in the subviews (clamped to the valid range).
    public func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.storedSuperview === self {
            // Re-ordering within the same superview: no move callbacks.
            if let current = storedSubviews.firstIndex(where: { $0 === view }) {
                storedSubviews.remove(at: current)
            }
            storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
            return
        }
        let newWindow = self as? UIWindow ?? storedWindow
        view.willMove(toSuperview: self)
        if view.storedWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        view.detachFromSuperview()
        storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
        view.storedSuperview = self
        let windowChanged = view.storedWindow !== newWindow
        view.setWindowRecursively(newWindow)
        view.hierarchyDidChange()
        didAddSubview(view)
        view.didMoveToSuperview()
        if windowChanged { view.notifyDidMoveToWindow() }
        setNeedsLayout()
    }

    /// Inserts `view` just above `siblingSubview`.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        let adjust = view.storedSuperview === self && (storedSubviews.firstIndex { $0 === view } ?? .max) < index ? 0 : 1
        insertSubview(view, at: index + adjust)
    }

    /// Inserts `view` just below `siblingSubview`.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        let adjust = view.storedSuperview === self && (storedSubviews.firstIndex { $0 === view } ?? .max) < index ? -1 : 0
        insertSubview(view, at: index + adjust)
    }

    /// Moves a subview to the front.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        insertSubview(view, at: storedSubviews.count)
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indexes.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else { return }
        storedSubviews.swapAt(index1, index2)
    }

    /// Removes the view from its superview (and its window).
    public func removeFromSuperview() {
        guard let superview = storedSuperview else { return }
        willMove(toSuperview: nil)
        let windowChanged = storedWindow != nil
        if windowChanged { notifyWillMove(toWindow: nil) }
        superview.willRemoveSubview(self)
        detachFromSuperview()
        setWindowRecursively(nil)
        hierarchyDidChange()
        didMoveToSuperview()
        if windowChanged { notifyDidMoveToWindow() }
        superview.setNeedsLayout()
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// The first view in this subtree (this view first, then depth first) whose tag is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Internals

    /// The topmost ancestor (the window for views in one).
    var rootView: UIView {
        var current = self
        while let parent = current.storedSuperview { current = parent }
        return current
    }

    /// The nearest common ancestor of two views, if they share a tree.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        // The usual cases (the same view, parent and child, siblings) without a set.
        if other === self { return self }
        let superview = storedSuperview, otherSuperview = other.storedSuperview
        if otherSuperview === self { return self }
        if superview === other { return other }
        if let superview, superview === otherSuperview { return superview }
        var ancestors = Set<ObjectIdentifier>()
        var current: UIView? = self
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.storedSuperview
        }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.storedSuperview
        }
        return nil
    }

    /// Every view of this subtree, this view first, depth first.
    func forEachViewInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in storedSubviews { subview.forEachViewInSubtree(body) }
    }

    private func detachFromSuperview() {
        guard let superview = storedSuperview else { return }
        layoutWillLeaveTree()
        superview.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
    }

    private func setWindowRecursively(_ window: UIWindow?) {
        forEachViewInSubtree { $0.storedWindow = window }
    }

    private func notifyWillMove(toWindow window: UIWindow?) {
        forEachViewInSubtree { $0.willMove(toWindow: window) }
    }

    private func notifyDidMoveToWindow() {
        forEachViewInSubtree { $0.appearanceDidMoveToWindow(); $0.didMoveToWindow() }
    }

    /// After a move: traits may have changed and constraints may join another layout engine.
    func hierarchyDidChange() {
        updateTraitCollectionsInSubtree()
        layoutHierarchyDidChange()
    }
}
