import AdaptiveKit
import Foundation

extension CanvasRule {
    /// Simulated metrics: the bars Xcode draws on the canvas. Documents before Xcode 8 key them
    /// `topBar` / `bottomBar`, later ones `simulatedTopBarMetrics` / `simulatedBottomBarMetrics`;
    /// `<nil key="simulatedTopBarMetrics"/>` is the explicit "None" (no navigation bar even inside
    /// a navigation controller). A toolbar is 49 pt tall on devices with a home indicator, 44 pt on
    /// the others; bars are 32 pt on a phone in compact height and compact width (landscape:
    /// `StandardViewMetrics.usesCompactBars`). A navigation controller that shows its toolbar shows
    /// it under each of its children; a bottom bar chosen in the inspector replaces the tab bar
    /// Xcode would infer (inside a tab bar controller the tab bar's inset stands for the toolbar).
    ///
    /// A xib's top-level view keeps its simulated bars on the view itself (the File's Owner's
    /// Simulated Metrics), and Xcode draws them over it as over a scene in no container: a
    /// translucent navigation bar adds its height below the status bar to the view's safe area,
    /// a toolbar or tab bar its height above the bottom inset (``CanvasRule/xibTopLevelSafeArea``
    /// gives the rest). The corpus has no such view whose content is pinned to its safe area;
    /// two of other apps show it: WeTransfer/WeScan's `EditColorsViewController.xib` (Xcode 10,
    /// iPhone 8: an image view pinned to the safe area's top stored at y = 64) and 3Qax/TODOs'
    /// `TodoView.xib` (Xcode 10.1, iPhone 8: an image view 22 pt below the safe area's top
    /// stored at y = 86).
    public static let simulatedBars = CanvasRule(
        name: "simulated-bars",
        summary: "simulated top and bottom bars (and an explicit None) inset the safe area as the bars Xcode draws",
        evidence: [
            .init("files/154_strongbox_AutoFill_MainInterface.storyboard", scene: "HFQ-UK-RJR"),
            .init("wide/385_rocketchat_Drawing.storyboard", scene: "M8l-0S-CaY"),
        ])
}

extension IBSceneLayout {
    /// The safe-area insets of the simulated bars of a controller not already under real ones, and
    /// the bars a real navigation controller hides.
    static func simulatedBarInsets(
        _ controllerObject: IBObject, controller: UIViewController, segues: IBSegueIndex, device: Device, orientation: UIInterfaceOrientation,
        wrappedInNavigation: Bool, wrappedInTabs: Bool, canvas: CanvasSession
    ) -> UIEdgeInsets {
        var extra = UIEdgeInsets.zero
        let barTraits = device.traitCollection(for: orientation)
        let toolbarHeight = StandardViewMetrics.toolbarHeight(for: barTraits, aboveHomeIndicator: device.safeAreaInsets(for: orientation).bottom > 0)
        var hasToolbar = false
        var applied = false
        for metric in controllerObject.simulatedMetrics {
            switch (metric.name, metric.key) {
            case ("simulatedNavigationBarMetrics", "topBar"?), ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"?):
                // An opaque bar puts the root below it instead (``CanvasRule/opaqueBars``).
                if !wrappedInNavigation, !isBelowOpaqueBar(metric, controller: controllerObject, canvas: canvas) {
                    extra.top += UINavigationController.navigationBarHeight(for: barTraits); applied = true
                }
            case ("simulatedToolbarMetrics", "bottomBar"?), ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"?):
                hasToolbar = true
            case ("simulatedTabBarMetrics", "bottomBar"?), ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"?):
                if !wrappedInTabs, !isBelowOpaqueBar(metric, controller: controllerObject, canvas: canvas) {
                    extra.bottom += UITabBarController.tabBarHeight(for: barTraits); applied = true
                }
            default: break
            }
        }
        if wrappedInNavigation, let navigationObject = segues.enclosingNavigationController(of: controllerObject.id) {
            if navigationObject.attribute("toolbarHidden") == "NO", !controllerObject.setsSimulatedMetricToNone("simulatedBottomBarMetrics") { hasToolbar = true }
            if navigationObject.attribute("navigationBarHidden") == "YES" { controller.navigationController?.isNavigationBarHidden = true }
        }
        if hasToolbar, !wrappedInTabs { extra.bottom += toolbarHeight; applied = true }
        if controllerObject.setsSimulatedMetricToNone("simulatedTopBarMetrics"), let navigation = controller.navigationController {
            guard canvas.applies(.simulatedBars) else { return .zero }
            navigation.isNavigationBarHidden = true
        }
        guard applied, canvas.applies(.simulatedBars) else { return .zero }
        return extra
    }
}

extension IBSceneLayout {
    /// The insets a xib's top-level view's own simulated bars add to its safe area on the canvas
    /// (``CanvasRule/simulatedBars``): a navigation bar at the top, a toolbar or tab bar at the
    /// bottom; opaque bars and explicit "None" add nothing.
    static func topLevelSimulatedBarInsets(
        _ object: IBObject, device: Device, orientation: UIInterfaceOrientation, canvas: CanvasSession
    ) -> UIEdgeInsets {
        let traits = device.traitCollection(for: orientation)
        let bars = IBSceneWindow.simulatedBars(of: object, translucentOnly: true)
        var extra = UIEdgeInsets.zero
        if bars.navigationBar { extra.top += UINavigationController.navigationBarHeight(for: traits) }
        if bars.toolbar {
            extra.bottom += StandardViewMetrics.toolbarHeight(for: traits, aboveHomeIndicator: device.safeAreaInsets(for: orientation).bottom > 0)
        }
        if bars.tabBar { extra.bottom += UITabBarController.tabBarHeight(for: traits) }
        guard extra != .zero, canvas.applies(.simulatedBars) else { return .zero }
        return extra
    }
}
