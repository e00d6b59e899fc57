import AdaptiveKit
import Foundation

extension CanvasRule {
    /// A scene root that filled the document's canvas (its device, or the 600×600 Any/Any canvas
    /// of Xcode 6 and 7 in a document without a device) fills whatever screen it is laid out on; one that did not (form sheets,
    /// popovers, embedded children, freeform sizes, a root below opaque bars) is drawn on its own
    /// on the canvas, at its stored frame, with no status bar and no home indicator. Its own frame
    /// is placed, not compared. The 600×600 canvas stands for any screen only in documents without
    /// a device: in one with a device, a 600×600 root is what Xcode drew on it (energy 475, Xcode
    /// 10 on the `ipad9_7` canvas: the subviews of 600×600 roots are stored 600 pt wide).
    public static let placedRoot = CanvasRule(
        name: "placed-root",
        summary: "a scene root that does not fill the canvas is drawn at its stored frame with no unsafe area",
        evidence: [
            .init("files/012_apple_CustomTransitions_CustomPresentation.storyboard", scene: "PbG-Wk-MW9"),
            .init("wide/475_artsyenergy_ARSettings.storyboard", scene: "Ozj-d1-V0z"),
            .init("wide/339_element_RoomContextPreviewViewController.storyboard", scene: "mt5-wz-YKA"),
        ])
}

extension IBSceneLayout {
    /// Whether a scene's root keeps the size it was stored at on any screen, not only on the
    /// canvas it was drawn on: a freeform simulated size (the inspector's "Simulated Size:
    /// Freeform", which View As keeps on every device), an embedded child (sized by its container
    /// view), a popover or a presentation not explicitly full screen (sized by the presentation), for
    /// the controller or the navigation controller it is the root of. Any other root that does not
    /// fill its canvas — a pushed root stored at another screen's size, a placed or own-screen
    /// root of an older Xcode — fills another device's screen, as the app's view does and as
    /// Xcode's View As shows it (``placedRoot`` and ``ownScreenRoot`` are rules of the canvas
    /// device).
    static func keepsStoredSize(_ controller: IBObject, segues: IBSegueIndex) -> Bool {
        if freeformSize(of: controller) != nil { return true }
        let targets = [controller.id] + [segues.navigationController(rootedAt: controller.id)?.id].compactMap { $0 }
        for entry in targets.flatMap(segues.segues(to:)) {
            switch entry.segue.segueKind {
            case .embed, .popoverPresentation: return true
            case .presentation, .modal:
                // Any presentation but an explicit full-screen one: a sheet (the default since
                // iOS 13), a form sheet, a popover, a custom or current-context presentation.
                if ![.fullScreen, .overFullScreen].contains(entry.segue.modalPresentationStyle) { return true }
            default: break
            }
        }
        return false
    }

    /// Whether a scene's stored root frame fills the canvas (or the root's frame is unknown).
    static func rootFillsCanvas(_ storedRoot: CGRect?, canvasSize: CGSize, documentHasDevice: Bool, canvas: CanvasSession) -> Bool {
        guard let root = storedRoot else { return true }
        let anyCanvases = documentHasDevice ? [canvasSize] : [canvasSize, CGSize(width: 600, height: 600)]
        let fills = root.minX == 0 && root.minY == 0
            && anyCanvases.contains { abs(root.width - $0.width) < 0.5 && abs(root.height - $0.height) < 0.5 }
        if fills { return true }
        return !canvas.applies(.placedRoot)
    }
}
