import AdaptiveKit
import Foundation

extension CanvasRule {
    /// Before Xcode 11 (tools version below 14800) a phone scene whose root does not fill the
    /// canvas — a freeform simulated size, an embedded child, a pushed root stored at another
    /// size — is drawn as a screen of the root's own size, with the status bar at its top and a
    /// root view's minimum margins for that width: the root is at the origin, the scene is not a
    /// popover, a sheet or a scene presented over another (`popoverPresentation`, a presentation
    /// whose style is not full screen, to it or to its navigation controller), is not under an
    /// opaque navigation bar (``opaqueBars``) nor told to have no status bar, and is not shaped as
    /// a phone in landscape (wider than tall and less than 500 pt tall: compact height, where iOS
    /// hides the status bar). A root as wide as the canvas and shorter by the status and
    /// navigation bars (64 pt), the tab bar (49 pt) or both (113 pt) is laid out between those
    /// bars, not on its own screen (xlpager 566, rocketchat 384, ibanimatable 505), unless it is an
    /// embedded child (xlpager 566: 375×554 and 375×497 children, their bars at y = 20).
    /// Evidence: eidolon 576 (Xcode 9: 815×660 roots, their views 20 pt below the top layout
    /// guide's stored origin, 20 pt root margins), hero 500 (Xcode 8: 320×440 roots, the top
    /// layout guide at 20 pt, 16 pt margins), appauth 593 (Xcode 9: a 320×600 initial root),
    /// synthone 486 / 487 (Xcode 10: 1024×768 roots at 20 pt; 667×375 and 667×475 roots without
    /// a status bar).
    public static let ownScreenRoot = CanvasRule(
        name: "own-screen-root",
        summary: "before Xcode 11 a phone root of another size is drawn on a screen of its own size, with the status bar",
        evidence: [
            .init("wide/576_eidolon_Fulfillment.storyboard", scene: "zYP-eY-rqW"),
            .init("wide/487_synthone_MailingList.storyboard", scene: "p3o-I5-uEV"),
            .init("wide/593_appauth_Example_Extension_MainInterface.storyboard", scene: "cwh-vc-ff4"),
            .init("wide/500_hero_Basic.storyboard", scene: "tti-8z-oB5"),
        ])
}

extension IBSceneLayout {
    /// The size of the screen a scene's root is drawn on as a screen of its own
    /// (``CanvasRule/ownScreenRoot``), or nil.
    static func ownScreenSize(_ controller: IBObject, root: CGRect?, canvasSize: CGSize, device: Device, document: IBDocument, segues: IBSegueIndex, canvas: CanvasSession) -> CGSize? {
        guard let root, device.idiom == .phone, toolsVersion(of: document) < IBToolsVersion.xcode11, root.minX == 0, root.minY == 0,
              abs(root.width - canvasSize.width) >= 0.5 || abs(root.height - canvasSize.height) >= 0.5,
              root.width > 0, root.height > 0, canvas.rules.contains(.ownScreenRoot) else { return nil }
        if root.width > root.height, root.height < 500 { return nil }
        let navigation = segues.enclosingNavigationController(of: controller.id)
        let noStatusBar = [controller, navigation].compactMap { $0 }.contains { $0.setsSimulatedMetricToNone("simulatedStatusBarMetrics") }
        if noStatusBar { return nil }
        if let navigation, navigation.attribute("navigationBarHidden") != "YES",
           let bar = navigation.children.first(where: { $0.kind == .navigationBar }), isBelowOpaqueBar(bar.element, controller: controller, canvas: canvas) {
            return nil
        }
        if controller.simulatedMetrics.contains(where: { $0.name == "simulatedNavigationBarMetrics" && isBelowOpaqueBar($0, controller: controller, canvas: canvas) }) {
            return nil
        }
        let targets = Set([controller.id, segues.navigationController(rootedAt: controller.id)?.id].compactMap { $0 })
        var presentedApart = false, embedded = false
        for segue in targets.flatMap(segues.segues(to:)).map(\.segue) {
            switch segue.segueKind {
            case .embed: embedded = true
            case .popoverPresentation: presentedApart = true
            case .presentation, .modal:
                if let style = segue.modalPresentationStyle, style != .fullScreen { presentedApart = true }
            default: break
            }
        }
        if presentedApart { return nil }
        if !embedded, isLaidOutBetweenBars(root, canvasSize: canvasSize) { return nil }
        guard canvas.applies(.ownScreenRoot) else { return nil }
        return root.size
    }
}
