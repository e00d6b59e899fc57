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
