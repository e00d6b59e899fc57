import AdaptiveKit
import Foundation

extension CanvasRule {
    /// UIKit's minimum margins of a controller's root view (`systemMinimumLayoutMargins`): 16 pt
    /// leading and trailing on phones narrower than 414 pt, 20 pt on wider phones and on iPads,
    /// and 0 at the top and bottom (a root view's margins there are its safe area). AdaptiveKit
    /// gives them to controllers' root views itself; the canvas applies them to a xib's top-level
    /// view, which Xcode draws as a canvas controller's root view, unless the document sets its
    /// margins. A root narrower than 414 pt (an embedded child, a popover) gets 16 pt on any
    /// device. A xib's top-level view is drawn on a screen of its own size
    /// (``CanvasRule/xibTopLevelSafeArea``): 20 pt when it is 414 pt wide or wider, on any device
    /// (swiftmessages 519: a 600 pt view of the 375 pt canvas pins a view 10 pt inside its leading
    /// and top margins at (30, 10); swiftmessages 522: 44 pt from the top, the safe area of the
    /// 414×896 canvas and no more). Xcode 9 on draws a xib's collection view cells and reusable
    /// views so too (rocketchat 387–395, Xcode 9.2 to 10.1: 16 pt at the sides of 343 to 375 pt
    /// cells, 0 at the top and bottom of a reusable view); before Xcode 9 they keep a plain
    /// view's default margins, 8 pt on every side, as UIKit gives any view that is not a
    /// controller's root (wikimedia/wikipedia-ios's `ArticleCollectionViewCell.xib`, Xcode 8.3,
    /// outside the corpus: a 375 pt cell whose labels sit 5 pt inside its margins at (13, 13) and
    /// whose button ends 5 pt above its bottom margin, 8 pt from the bottom; the corpus has no
    /// such cell before Xcode 9).
    public static let xibRootMargins = CanvasRule(
        name: "xib-root-margins",
        summary: "a xib's top-level view gets a root view's minimum margins (16 or 20 pt at the sides, 0 at the top and bottom)",
        evidence: [
            .init("files/130_habitica_UserTopHeader.xib", scene: "iN0-l3-epB"),
            .init("wide/522_swiftmessages_MessageView.xib", scene: "iN0-l3-epB"),
            .init("wide/531_mdc_StatefulRippleExample.xib", scene: "iN0-l3-epB"),
            .init("wide/389_rocketchat_ChatTitleView.xib", scene: "iN0-l3-epB"),
            .init("wide/519_swiftmessages_TacoDialogView.xib", scene: "JI3-gM-XBO"),
        ])
}

extension IBSceneLayout {
    /// Applies ``CanvasRule/xibRootMargins`` to a xib's top-level view drawn on `screen`.
    static func applySystemMinimumMargins(to view: UIView, object: IBObject, screen: CGSize, device: Device, tools: Double, canvas: CanvasSession) {
        guard object.layoutMargins == nil else { return }
        let isCell = object.kind == .collectionViewCell || object.kind == .collectionReusableView
        if isCell, tools < IBToolsVersion.xcode9 { return }
        guard canvas.applies(.xibRootMargins) else { return }
        let side = rootSideMargin(width: object.frame.map { CGFloat($0.width) } ?? screen.width, screen: screen, device: device)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The side margins the canvas gives a root view `width` wide drawn on `screen` (UIKit's
    /// `systemMinimumLayoutMargins`): 20 pt when the root is 414 pt wide or wider on an iPad or a
    /// screen that wide, 16 pt otherwise.
    static func rootSideMargin(width: CGFloat, screen: CGSize, device: Device) -> CGFloat {
        (device.idiom == .pad || screen.width >= 414) && width >= 414 ? 20 : 16
    }
}
