import Foundation

/// A second layout pass for views whose intrinsic size depends on the size layout gave them
/// (multi-line labels without a preferred width, non-scrolling text views), as UIKit's engine
/// runs one.
enum FollowUpLayout {
    /// Passes at most, when each pass gives a wrapping view yet another width.
    static let maximumPasses = 4
}

extension UIView {
    /// Invalidates the intrinsic size from inside a layout pass and lays the tree out once more
    /// (not recursively), so frames read after `layoutIfNeeded()` are final.
    ///
    /// The engine solves the whole tree again, so any view may move (the wrapping view, the
    /// views constrained below it): every view of the tree lays its subviews out again, not only
    /// the root, whose `layoutSubviews()` places its direct subviews alone.
    func invalidateIntrinsicContentSizeAndRelayout() {
        invalidateIntrinsicContentSize()
        let root = rootView
        let tree = root.layoutState
        guard !tree.followUpLayoutIsRunning else { return }
        tree.followUpLayoutIsRunning = true
        defer { tree.followUpLayoutIsRunning = false }
        var passes = 0
        repeat {
            root.setNeedsLayoutInSubtree()
            root.layoutIfNeeded()
            passes += 1
        } while root.layoutState.needsLayout && passes < FollowUpLayout.maximumPasses
    }

    private func setNeedsLayoutInSubtree() {
        setNeedsLayout()
        for subview in storedSubviews { subview.setNeedsLayoutInSubtree() }
    }
}
