import AdaptiveKit
import Foundation

extension CanvasRule {
    /// A placed root (a sheet or popover of another shape, ``placedRoot``) that is a navigation
    /// controller's root is drawn under that controller's bar, as tall as the document stores it
    /// (56 pt in a sheet): habitica 121, 122. A root stored below the bar (at y = 64, as before
    /// iOS 11), or laid out between bars (``isLaidOutBetweenBars(_:canvasSize:)``), is under none
    /// of it (packt10 554, 556: 375×603 roots whose table views pinned to the top layout guide are
    /// stored at y = 0), nor is one below an opaque bar (``opaqueBars``).
    public static let placedNavigationRoot = CanvasRule(
        name: "placed-navigation-root",
        summary: "a placed navigation root is drawn under its navigation controller's stored bar",
        evidence: [
            .init("wide/514_packt16_ch17_LetsEat_Main.storyboard", scene: "m3t-yk-sNk"),
            .init("files/122_habitica_Social.storyboard", scene: "wQI-5q-dJR"),
        ])
}

extension IBSceneLayout {
    static func placedNavigationRootInset(
        _ controllerObject: IBObject, storedRoot: CGRect?, canvasSize: CGSize, segues: IBSegueIndex, canvas: CanvasSession
    ) -> CGFloat {
        guard !controllerObject.setsSimulatedMetricToNone("simulatedTopBarMetrics"),
              let navigationObject = segues.navigationController(rootedAt: controllerObject.id),
              navigationObject.attribute("navigationBarHidden") != "YES",
              let barObject = navigationObject.children.first(where: { $0.kind == .navigationBar }), let bar = barObject.frame,
              let storedRoot, storedRoot.minY == 0, !isLaidOutBetweenBars(storedRoot, canvasSize: canvasSize),
              !isBelowOpaqueBar(barObject.element, controller: controllerObject, canvas: canvas),
              canvas.applies(.placedNavigationRoot) else { return 0 }
        return CGFloat(bar.y + bar.height)
    }
}
