import Foundation

/// A second layout pass for views whose intrinsic size depends on the size layout gave them
/// (multi-line labels without a preferred width, non-scrolling text views), as UIKit's engine
/// runs one.
@MainActor
enum FollowUpLayout {
    static var isRunning = false
}

extension UIView {
    /// Invalidates the intrinsic size from inside a layout pass and lays the tree out once more
    /// (not recursively), so frames read after `layoutIfNeeded()` are final.
    func invalidateIntrinsicContentSizeAndRelayout() {
        invalidateIntrinsicContentSize()
        guard !FollowUpLayout.isRunning else { return }
        FollowUpLayout.isRunning = true
        defer { FollowUpLayout.isRunning = false }
        rootView.layoutIfNeeded()
    }
}
