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
