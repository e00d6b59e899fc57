import AdaptiveKit
import Foundation

extension IBSceneLayout {
    /// Shows the window and lays it out as Xcode's canvas does: two passes (wrapping labels get
    /// their widths first; the rows of inset-grouped tables are placed in between,
    /// ``CanvasRule/insetGroupedRows``), then once more with the views held at their stored
    /// frames (``CanvasRule/storedFrameHold``).
    ///
    /// Two earlier rules are gone because the larger corpus showed they no longer changed or
    /// worsened the result once views are held: a frame value the constraints leave free kept its
    /// stored value at priority 1 (no document of the 72 repositories changes without it), and
    /// hidden arranged subviews were placed uncollapsed after the previous visible view (the hold
    /// already keeps them where Xcode stored them, once ``CanvasRule/hiddenArrangedSubviews``
    /// leaves them out of the arrangement; the placement moved 29 views of five other repositories
    /// away from their stored frames and none toward them).
    static func layOutAsCanvas(_ window: UIWindow, _ instantiator: IBInstantiator, canvas: CanvasSession, holdingStoredFrames: Bool = true) {
        showStoppedActivityIndicators(instantiator, canvas: canvas)
        keepHiddenArrangedSubviews(instantiator, canvas: canvas)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        _ = placeInsetGroupedRows(instantiator, canvas: canvas)
        window.layoutIfNeeded()
        if holdingStoredFrames, holdStoredFramesAgainstWeakConstraints(instantiator, canvas: canvas) { window.layoutIfNeeded() }
    }
}
