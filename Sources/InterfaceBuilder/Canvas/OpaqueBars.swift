import AdaptiveKit
import Foundation

extension CanvasRule {
    /// An opaque bar (`translucent="NO"`, a real one or simulated metrics) of a controller that
    /// does not extend its layout under opaque bars (`extendedLayoutIncludesOpaqueBars`): UIKit
    /// puts the root view below (above) the bar instead of under it, and Xcode stores the root that
    /// much shorter, its safe area without the bar. xlpager 566 (Xcode 10: roots 603 pt tall under
    /// opaque navigation bars, their content at y = 0), packt16 518 (Xcode 14: a 623 pt root under
    /// an opaque bar, an image view at y = 0), inaturalist 526 (an opaque simulated navigation
    /// bar), rocketchat 384. A root above an opaque tab bar only (as wide as the canvas, shorter by
    /// the tab bar) starts at the top of the screen and keeps the status bar in its safe area
    /// (xlpager 566: a 375×618 root whose label pinned 30 pt below the safe area's top is stored
    /// at y = 50).
    public static let opaqueBars = CanvasRule(
        name: "opaque-bars",
        summary: "an opaque bar puts the root view below it, without its inset; a root above an opaque tab bar keeps the status bar",
        evidence: [
            .init("wide/518_packt16_ch21_PhotoFilter.storyboard", scene: "OpZ-G3-rg9"),
            .init("wide/566_xlpager_Storyboard.storyboard", scene: "sWd-rV-F4O"),
            .init("wide/505_ibanimatable_Presentations.storyboard", scene: "PlL-YA-NUy"),
            .init("wide/493_rxswift_APIWrappers.storyboard", scene: "GYg-hz-8N5"),
        ])
}

extension IBSceneLayout {
    /// Whether a bar (a real one, or simulated metrics) is opaque for the controller's root view
    /// (``CanvasRule/opaqueBars``), while that rule is in force.
    static func isBelowOpaqueBar(_ bar: IBElement, controller: IBObject, canvas: CanvasSession) -> Bool {
        bar["translucent"] == "NO" && controller.attribute("extendedLayoutIncludesOpaqueBars") != "YES" && canvas.applies(.opaqueBars)
    }

    /// The status bar's inset for a placed root that is a tab of a tab bar controller whose tab
    /// bar is opaque and is the canvas above that bar: as wide as the canvas and shorter by the
    /// tab bar only (``CanvasRule/opaqueBars``).
    static func aboveOpaqueTabBarInset(
        _ controller: IBObject, root: CGRect, canvasSize: CGSize, segues: IBSegueIndex, statusBar: CGFloat, canvas: CanvasSession
    ) -> CGFloat {
        guard root.minX == 0, root.minY == 0, abs(root.width - canvasSize.width) < 0.5 else { return 0 }
        for entry in segues.segues(to: controller.id) {
            let tabs = entry.source
            guard entry.fromController, tabs.kind == .tabBarController,
                  entry.segue.segueKind == .relationship, entry.segue.relationship == .viewControllers,
                  let tabBar = tabs.children.first(where: { $0.kind == .tabBar }), tabBar.element["translucent"] == "NO" else { continue }
            guard abs(root.height - (canvasSize.height - UITabBarController.tabBarHeight)) < 0.5, canvas.applies(.opaqueBars) else { return 0 }
            return statusBar
        }
        return 0
    }
}
