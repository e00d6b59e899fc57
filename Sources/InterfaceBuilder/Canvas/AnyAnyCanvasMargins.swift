import AdaptiveKit
import Foundation

extension CanvasRule {
    /// On Xcode 6 and 7's Any/Any canvas (``Device/anyAnyCanvas``), drawn with the iOS 8 and 9
    /// SDKs, a controller's root view has the margins of those releases: none at the top and
    /// bottom, not inset by the status bar (there was no safe area: a view pinned to the root's
    /// top margin sits at y = 0 under the status bar, which is what the top layout guide was for),
    /// and at the sides 16 pt with Xcode 6 (iOS 8) and 20 pt with Xcode 7 (iOS 9), on the 600 pt
    /// square as on any wide root. A root whose document sets its margins keeps them. apress1
    /// 055–065 (Xcode 6: views 16 pt from the edges of 600 pt roots, pickers pinned to the top
    /// margin at y = 0), apress2 066–069 and AVQueuePlayer 035 (Xcode 7: 20 pt).
    public static let anyAnyCanvasMargins = CanvasRule(
        name: "any-any-canvas-margins",
        summary: "on the 600 × 600 Any/Any canvas a root view has no margins at the top and bottom, and 16 pt (Xcode 6) or 20 pt (Xcode 7) at the sides",
        evidence: [
            .init("files/056_apress1_Layout_Main.storyboard", scene: "tne-QT-ifu"),
            .init("files/057_apress1_Fonts_Main.storyboard", scene: "Xhk-3l-H5h"),
            .init("files/059_apress1_Pickers_Main.storyboard", scene: "86T-mF-bnH"),
        ])
}

extension IBSceneLayout {
    /// Applies ``CanvasRule/anyAnyCanvasMargins`` to the controllers of a scene laid out on the
    /// Any/Any canvas: the scene's own and those it contains (embedded children, tabs).
    static func applyAnyAnyCanvasMargins(_ instantiator: IBInstantiator, device: Device, canvas: CanvasSession) {
        guard device.screenClass == Device.anyAnyCanvas.screenClass else { return }
        let side: CGFloat = IBToolsVersion.of(instantiator.document) < IBToolsVersion.xcode7 ? 16 : 20
        instantiator.document.forEachObject { object in
            guard object.kind.isController, object.view?.layoutMargins == nil,
                  let controller = instantiator.object(withID: object.id) as? UIViewController, controller.isViewLoaded,
                  canvas.applies(.anyAnyCanvasMargins) else { return }
            controller.viewRespectsSystemMinimumLayoutMargins = false
            controller.view.insetsLayoutMarginsFromSafeArea = false
            controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
        }
    }
}
