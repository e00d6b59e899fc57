import AdaptiveKit
import Foundation

extension CanvasRule {
    /// Xcode's canvas shows an activity indicator that is hidden only because it is stopped.
    ///
    /// UIKit hides an indicator that hides when stopped (`hidesWhenStopped`, the default) while it
    /// is not animating, and Xcode writes that state into the document: every one of the corpus's
    /// 23 stopped indicators that hide when stopped is saved `hidden="YES"` (in 11 repositories),
    /// whether or not the author checked Hidden, which the file cannot tell apart. The canvas draws
    /// the indicator all the same (a freshly dropped indicator, which hides when stopped and does
    /// not animate, is visible on the canvas), so a stack view arranges it as a visible view:
    /// RxSwift 493's 20 pt indicator keeps its length in a vertical stack, the text view after it
    /// stored 20 pt lower. An indicator that animates and is saved hidden was hidden by its author,
    /// and the canvas hides it (habitica 124 and 127: stored collapsed in their stacks).
    ///
    /// Only the canvas: an app's indicator, loaded from the same document, is hidden until it
    /// starts animating, as on iOS.
    public static let stoppedActivityIndicators = CanvasRule(
        name: "stopped-activity-indicators",
        summary: "an activity indicator saved hidden because it hides when stopped is shown, and arranged, on the canvas",
        evidence: [
            .init("wide/493_rxswift_APIWrappers.storyboard", scene: "GYg-hz-8N5"),
        ])
}

extension IBSceneLayout {
    /// Applies ``CanvasRule/stoppedActivityIndicators``: shows the scene's indicators that are
    /// hidden only because they are stopped.
    static func showStoppedActivityIndicators(_ instantiator: IBInstantiator, canvas: CanvasSession) {
        for placement in instantiator.placements.values {
            guard let indicator = placement.view as? UIActivityIndicatorView, indicator.isHidden,
                  isHiddenOnlyBecauseStopped(placement.object), canvas.applies(.stoppedActivityIndicators) else { continue }
            indicator.isHidden = false
        }
    }

    /// Whether an indicator's `hidden="YES"` is the state Xcode writes for a stopped indicator
    /// that hides when stopped, rather than one its author set.
    static func isHiddenOnlyBecauseStopped(_ object: IBObject) -> Bool {
        object.kind == .activityIndicatorView && object.attribute("hidden") == "YES"
            && object.attribute("hidesWhenStopped") == "YES" && object.attribute("animating") != "YES"
    }
}
