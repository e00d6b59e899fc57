import AdaptiveKit
import Foundation

extension CanvasRule {
    /// The 375×812 canvas (`retina5_9`) of later Xcodes is the 5.4" iPhone mini (12 mini, 13 mini:
    /// a 50 pt status bar and safe-area top), no longer the iPhone X / XS / 11 Pro (44 pt): an
    /// Xcode 14.3 document (iqkeyboard 113) stores every safe-area-pinned view 50 pt down and 34 pt
    /// up from the bottom, where an Xcode 10 one (strongbox 154) and Xcode 13.0 ones (element 334,
    /// tools 20037) have 44 pt. The boundary is taken as the `retina6_1` one
    /// (``CanvasRule/olderXRStatusBar``: tools version 21000).
    public static let miniCanvasStatusBar = CanvasRule(
        name: "mini-canvas-status-bar",
        summary: "from Xcode 14 the 375×812 canvas is the iPhone mini: a 50 pt status bar and safe-area top",
        evidence: [
            .init("files/113_iqkeyboard_General.storyboard", scene: "kAr-5b-4Sn"),
            .init("wide/432_googleads_objc_AdManagerCustomRenderingExample_Main.storyboard", scene: "tZt-u9-22D"),
        ])
}

extension IBSceneLayout {
    static func miniCanvasDevice(_ device: Device, tools: Double, canvas: CanvasSession) -> Device? {
        guard device.interfaceBuilderID == "retina5_9", tools >= IBToolsVersion.xcode14, device.safeAreaInsets(for: .portrait).top == 44,
              canvas.applies(.miniCanvasStatusBar) else { return nil }
        return device.withPortraitTopInset(50, statusBar: 50)
    }
}
