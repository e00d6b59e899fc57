import AdaptiveKit
import Foundation

extension CanvasRule {
    /// A scene presented full screen (a presentation segue with `modalPresentationStyle=
    /// "fullScreen"` to its controller or to the navigation controller it is the root of) is
    /// drawn without a status bar, on phones with a home indicator too (habitica 121: a
    /// navigation bar at y = 0 on the 428×926 canvas; habitica 124: a 320×568 login scene).
    public static let fullScreenPresentation = CanvasRule(
        name: "full-screen-presentation",
        summary: "a scene presented full screen is drawn without a status bar",
        evidence: [
            .init("files/121_habitica_Main.storyboard", scene: "7uA-Br-BG8"),
            .init("files/124_habitica_Intro.storyboard", scene: "sBY-4b-DpZ"),
        ])
}

extension IBSceneLayout {
    static func fullScreenPresentationDevice(
        _ device: Device, controllerObject: IBObject, segues: IBSegueIndex, orientation: UIInterfaceOrientation, canvas: CanvasSession
    ) -> Device? {
        guard device.idiom == .phone, !orientation.isLandscape else { return nil }
        let targets = [controllerObject.id] + [segues.navigationController(rootedAt: controllerObject.id)?.id].compactMap { $0 }
        let presented = targets.contains { target in
            segues.segues(to: target).contains { $0.segue.segueKind == .presentation && $0.segue.modalPresentationStyle == .fullScreen }
        }
        guard presented, canvas.applies(.fullScreenPresentation) else { return nil }
        return device.withPortraitTopInset(0)
    }
}
