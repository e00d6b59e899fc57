import AdaptiveKit
import Foundation

extension CanvasRule {
    /// Xcode draws a xib's top-level view (a controller's view in a view-controller xib, a free
    /// view) as the root view of a controller on a screen of the view's own size, with the canvas
    /// device's safe area — the status bar at the top, the home indicator at the bottom, whatever
    /// the view's size:
    /// - devices with a home indicator: their insets (cwa 365 / 371 with 44 / 34 pt on the 414×896
    ///   canvas, cwa 373 with 47 / 34 pt on a 468×360 view of the 390×844 one, element 334,
    ///   vlc 417 / 421, swiftmessages 520 / 522: 600×154 and 510×160 views whose margins are
    ///   44 pt from the top and 34 pt from the bottom); Xcode 16 (tools version 24000 on) counts
    ///   them twice, as it does for storyboard scenes in no container (vlc 411: 118 / 68 pt on the
    ///   393×852 canvas, vlc 412);
    /// - phones with a home button: the 20 pt status bar up to Xcode 10 (edx 461 / 465 / 467 /
    ///   469, element 348, rocketchat 396: a 375×570 view) — but none for a view wider than the
    ///   screen (habitica 136: 561 pt, openfoodfacts 442: 440 pt, swiftmessages 519: 600 pt, on
    ///   the 375 pt canvas) —, none from Xcode 11 to Xcode 14 (``IBToolsVersion/xcode11`` up to
    ///   Xcode 15: edx 462, element 337, openfoodfacts 449 with Xcode 11.4 and 12, cwa 374 with
    ///   21225), as for storyboard scenes of Xcode 11 (``CanvasRule/xcode11HomeButtonStatusBar``;
    ///   the corpus has no xib view of Xcode 11.0 to 11.3 that shows it), and 20 pt again from
    ///   Xcode 15, wide views too (vlc 420, tools 23504: a 600×44 view whose stack is centred on
    ///   its safe area at y = 10). The
    ///   corpus has nothing between 21225 and 23504: the boundary is a choice inside that gap;
    /// - iPads without a home indicator from Xcode 11 on: none (edx 468, Xcode 13);
    /// - on a landscape phone canvas: the portrait insets without the status bar a phone hides in
    ///   landscape (utm 598: a 1000×68 input accessory view pins a stack 8 pt from its safe
    ///   area's leading edge at x = 8, and 4 pt above its bottom 34 pt from the view's bottom);
    /// - cells and collection reusable views: none (they are drawn as cells, not as a root view).
    /// A status bar "None" (`<nil key="simulatedStatusBarMetrics"/>`) changes nothing (edx 469,
    /// vlc 416), as on a storyboard controller. Without the rule a top-level view has no unsafe
    /// area and is drawn on the device's screen.
    public static let xibTopLevelSafeArea = CanvasRule(
        name: "xib-top-level-safe-area",
        summary: "a xib's top-level view is drawn as a controller's root on a screen of its own size, with the canvas device's safe area",
        evidence: [
            .init("wide/373_cwa_HomeLinkCardView.xib", scene: "zgw-Iz-pIy"),
            .init("wide/522_swiftmessages_MessageView.xib", scene: "iN0-l3-epB"),
            .init("wide/465_edx_OEXLoginSplashViewController.xib", scene: "IfH-km-N4o"),
            .init("wide/420_vlc_VideoPlayerControls.xib", scene: "Ve6-FF-JXf"),
            .init("wide/598_utm_VMDisplayMetalViewInputAccessory.xib", scene: "qdd-t1-YV9"),
        ])
}

extension IBSceneLayout {
    /// The safe area of a xib's top-level view on Xcode's canvas (``CanvasRule/xibTopLevelSafeArea``),
    /// or `nil` when the rule does not apply (cells, or the rule switched off).
    static func topLevelViewSafeArea(
        _ object: IBObject, document: IBDocument, device: Device, orientation: UIInterfaceOrientation, canvas: CanvasSession
    ) -> UIEdgeInsets? {
        if object.kind == .tableViewCell || object.kind == .collectionViewCell || object.kind == .collectionReusableView { return nil }
        guard canvas.applies(.xibTopLevelSafeArea) else { return nil }
        var insets = device.safeAreaInsets(for: .portrait)
        if orientation.isLandscape, device.idiom == .phone { insets.top = 0 }
        let tools = toolsVersion(of: document)
        if device.hasHomeIndicator {
            if tools >= IBToolsVersion.xcode16 {
                insets = UIEdgeInsets(top: insets.top * 2, left: insets.left, bottom: insets.bottom * 2, right: insets.right)
            }
            return insets
        }
        let wider = object.frame.map { CGFloat($0.width) > device.size(for: orientation).width + 0.5 } ?? false
        if tools < IBToolsVersion.xcode11 ? wider : tools < IBToolsVersion.xcode15 { insets.top = 0 }
        return insets
    }
}
