import AdaptiveKit
import Foundation

extension CanvasRule {
    /// UIKit's minimum margins of a controller's root view (`systemMinimumLayoutMargins`): 16 pt
    /// leading and trailing on phones narrower than 414 pt, 20 pt on wider phones and on iPads.
    /// AdaptiveKit gives them to controllers' root views itself; the canvas applies them to a
    /// xib's top-level view, which Xcode draws as a canvas controller's root view, unless the
    /// document sets its margins.
    /// A root narrower than 414 pt (an embedded child, a popover) gets 16 pt on any device.
    public static let xibRootMargins = CanvasRule(
        name: "xib-root-margins",
        summary: "a xib's top-level view gets a root view's minimum margins (16 or 20 pt)",
        evidence: [
            .init("files/130_habitica_UserTopHeader.xib", scene: "iN0-l3-epB"),
            .init("wide/367_cwa_ExposureDetectionLongGuideCell.xib", scene: "u0q-nH-6Gp"),
            .init("wide/531_mdc_StatefulRippleExample.xib", scene: "iN0-l3-epB"),
            .init("wide/389_rocketchat_ChatTitleView.xib", scene: "iN0-l3-epB"),
        ])
}

extension IBSceneLayout {
    /// UIKit's minimum margins of a controller's root view (`systemMinimumLayoutMargins`): 16 pt
    /// leading and trailing on phones narrower than 414 pt, 20 pt on wider phones and on iPads.
    /// AdaptiveKit gives them to controllers' root views itself; the canvas applies them to a
    /// xib's top-level view, which Xcode draws as a canvas controller's root view, unless the
    /// document sets its margins.
    /// A root narrower than 414 pt (an embedded child, a popover) gets 16 pt on any device.
    static func applySystemMinimumMargins(to view: UIView, object: IBObject, screen: CGSize, device: Device, canvas: CanvasSession) {
        guard object.layoutMargins == nil, canvas.applies(.xibRootMargins) else { return }
        let width = object.frame.map { CGFloat($0.width) } ?? screen.width
        let side: CGFloat = (device.idiom == .pad || screen.width >= 414) && width >= 414 ? 20 : 16
        let current = view.directionalLayoutMargins
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: current.top, leading: side, bottom: current.bottom, trailing: side)
    }
}
