import AdaptiveKit
import Foundation

extension CanvasRule {
    /// `<nil key="simulatedStatusBarMetrics"/>` (the inspector's status bar "None") on the
    /// navigation controller a scene is in (as its root, or pushed from its root) draws the scene
    /// without a status bar: a home-button phone's safe area starts at the top (AVMetadataRecordPlay
    /// 036). On a controller itself the corpus shows no effect (AVCam 044).
    public static let navigationStatusBarNone = CanvasRule(
        name: "navigation-status-bar-none",
        summary: "a navigation controller whose simulated status bar is None draws its scenes without one",
        evidence: [
            .init("files/036_apple_AVMetadataRecordPlay_Main.storyboard", scene: "mbq-fA-0qG"),
        ])
}

extension IBSceneLayout {
    static func navigationStatusBarNoneDevice(
        _ device: Device, controllerObject: IBObject, segues: IBSegueIndex, orientation: UIInterfaceOrientation, canvas: CanvasSession
    ) -> Device? {
        guard !device.hasHomeIndicator, device.idiom == .phone, !orientation.isLandscape,
              let navigation = segues.enclosingNavigationController(of: controllerObject.id),
              navigation.setsSimulatedMetricToNone("simulatedStatusBarMetrics"),
              canvas.applies(.navigationStatusBarNone) else { return nil }
        return device.withPortraitTopInset(0)
    }
}
