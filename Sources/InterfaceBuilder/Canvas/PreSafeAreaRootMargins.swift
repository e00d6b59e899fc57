import AdaptiveKit
import Foundation

extension CanvasRule {
    /// Before Xcode 9 (iOS 10 and earlier, no safe area) a controller's root view has no margins
    /// at the top and bottom: they are not inset by the status bar or the bars over the root (the
    /// top and bottom layout guides were for that), and a view pinned to the root's top margin
    /// sits at the root's top. At the sides a root has the minimum margins of its width: 16 pt,
    /// 20 pt on an iPad or a 414 pt phone, and on Xcode 6 and 7's 600 × 600 Any/Any canvas
    /// (``Device/anyAnyCanvas``) 16 pt with Xcode 6 (iOS 8) and 20 pt with Xcode 7 (iOS 9), on
    /// the square as on any wide root. A root whose document sets its margins keeps them.
    ///
    /// Evidence: apress1 055–065 (Xcode 6: views 16 pt from the edges of 600 pt roots, pickers
    /// pinned to the top margin at y = 0), apress2 066–069 and AVQueuePlayer 035 (Xcode 7: 20 pt);
    /// outside the corpus, BoilerMaker2015/Project2-Yelp-CS490 (Xcode 7: a 375 × 667 root whose
    /// Simulated Size is the 4.7-inch phone, its stack pinned to the side margins 16 pt in),
    /// DonMag/ContainerViewExample (Xcode 8.3, iPhone 7 canvas: labels 20 pt below the top margin
    /// of roots in no container, stored at y = 20) and 17eparker/HotOrCold (Xcode 8.1: a label
    /// pinned 100 pt below the top margin under a navigation bar, stored at y = 100). The corpus's
    /// Xcode 8 roots pinned to their top margin (eidolon 575, rxswift 496) have no status bar or
    /// sit below an opaque bar, where both readings agree.
    public static let preSafeAreaRootMargins = CanvasRule(
        name: "pre-safe-area-root-margins",
        summary: "before Xcode 9 a root view has no top or bottom margins (no inset for the status bar or bars), and 16 pt (Xcode 6) or 20 pt (Xcode 7) at the sides of the 600 × 600 Any/Any canvas",
        evidence: [
            .init("files/056_apress1_Layout_Main.storyboard", scene: "tne-QT-ifu"),
            .init("files/057_apress1_Fonts_Main.storyboard", scene: "Xhk-3l-H5h"),
            .init("files/059_apress1_Pickers_Main.storyboard", scene: "86T-mF-bnH"),
        ])
}

extension IBSceneLayout {
    /// Applies ``CanvasRule/preSafeAreaRootMargins`` to the controllers of a scene of a document
    /// written before Xcode 9: the scene's own and those it contains (embedded children, tabs).
    static func applyPreSafeAreaRootMargins(_ instantiator: IBInstantiator, screen: CGSize, device: Device, canvas: CanvasSession) {
        let tools = IBToolsVersion.of(instantiator.document)
        guard tools < IBToolsVersion.xcode9 else { return }
        let anyAnyXcode6 = device.screenClass == Device.anyAnyCanvas.screenClass && tools < IBToolsVersion.xcode7
        // The controllers made, not the whole document: this runs for every placement.
        for (id, controller) in instantiator.madeControllers {
            guard controller.isViewLoaded, let object = instantiator.document.object(withID: id),
                  object.kind.isController, object.view?.layoutMargins == nil,
                  canvas.applies(.preSafeAreaRootMargins) else { continue }
            let side = anyAnyXcode6 ? 16
                : rootSideMargin(width: object.view?.frame.map { CGFloat($0.width) } ?? screen.width, screen: screen, device: device)
            controller.viewRespectsSystemMinimumLayoutMargins = false
            controller.view.insetsLayoutMarginsFromSafeArea = false
            controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
        }
    }
}
