import AdaptiveKit
import Foundation

extension CanvasRule {
    /// `<nil key="simulatedStatusBarMetrics"/>` (the inspector's status bar "None") on a
    /// controller whose scene is laid out by the top layout guide (`viewControllerLayoutGuide`,
    /// before safe areas) draws the scene without a status bar: the guide's length is 0 on a
    /// device whose top inset is its status bar. Five scenes of five repositories show it, each a
    /// view pinned to the guide stored as far below the top as its constant and no more (artsy
    /// 475 and eidolon 575 on iPads, ibanimatable 504, Loop 539 and FSCalendar 574 on phones, Xcode
    /// 8 to 11); in three of them other rules already place the root without a status bar (a
    /// today extension's freeform root, an embedded scene), and in eidolon 575 the view that
    /// moves is pinned to its root's top margin, which ``preSafeAreaRootMargins`` places (its
    /// button on the guide is at y = 20 either way), so the evidence below names the one the rule
    /// moves. A scene laid out by its safe area keeps the status bar's inset (AVCam 044,
    /// Xcode 9: a view 8 pt below the safe area stored at y = 28), so the rule leaves those alone.
    public static let controllerStatusBarNone = CanvasRule(
        name: "controller-status-bar-none",
        summary: "a controller whose simulated status bar is None, laid out by its top layout guide, is drawn without a status bar",
        evidence: [
            .init("wide/504_ibanimatable_DemoApp_LARGE.storyboard", scene: "XnI-Ym-alh"),
        ])
}

extension IBSceneLayout {
    /// The scene's device without the status bar's inset, when ``CanvasRule/controllerStatusBarNone``
    /// applies; `nil` otherwise.
    static func controllerStatusBarNoneDevice(
        _ device: Device, controllerObject: IBObject, orientation: UIInterfaceOrientation, canvas: CanvasSession
    ) -> Device? {
        guard !device.hasHomeIndicator, controllerObject.setsSimulatedMetricToNone("simulatedStatusBarMetrics"),
              controllerObject.element.firstElement(named: "layoutGuides")?.elements(named: "viewControllerLayoutGuide")
                .contains(where: { $0["type"] == "top" }) == true,
              controllerObject.view?.element.firstElement(named: "viewLayoutGuide", key: "safeArea") == nil,
              device.safeAreaInsets(for: orientation).top > 0,
              canvas.applies(.controllerStatusBarNone) else { return nil }
        if orientation.isLandscape {
            var landscape = device.safeAreaInsets(for: orientation)
            landscape.top = 0
            return device.withSafeAreaInsets(portrait: device.safeAreaInsets(for: .portrait), landscape: landscape)
        }
        return device.withPortraitTopInset(0)
    }
}
