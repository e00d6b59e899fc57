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
    /// at y = 50). A root between the real bars of the document's containers is laid out inside
    /// them by UIKit's extended layout, on every device (``IBSceneLayout/isRootBetweenContainerBars(_:root:canvasSize:segues:canvas:)``);
    /// an opaque tab bar counts for tabs and their navigation roots only: Xcode stores a scene
    /// pushed in such a tab under the bar (inaturalist 526: tab roots 414×687, a pushed table
    /// 414×736).
    public static let opaqueBars = CanvasRule(
        name: "opaque-bars",
        summary: "an opaque bar puts the root view below it, without its inset; a root above an opaque tab bar keeps the status bar",
        evidence: [
            .init("wide/518_packt16_ch21_PhotoFilter.storyboard", scene: "OpZ-G3-rg9"),
            .init("wide/566_xlpager_Storyboard.storyboard", scene: "sWd-rV-F4O"),
            .init("wide/505_ibanimatable_Presentations.storyboard", scene: "PlL-YA-NUy"),
            .init("wide/493_rxswift_APIWrappers.storyboard", scene: "GYg-hz-8N5"),
            .init("wide/526_inaturalist_User_Interface_MainStoryboard.storyboard", scene: "5"),
        ])
}

extension IBSceneLayout {
    /// Whether a bar (a real one, or simulated metrics) is opaque for the controller's root view
    /// (``CanvasRule/opaqueBars``), while that rule is in force.
    static func isBelowOpaqueBar(_ bar: IBElement, controller: IBObject, canvas: CanvasSession) -> Bool {
        bar["translucent"] == "NO" && controller.attribute("extendedLayoutIncludesOpaqueBars") != "YES" && canvas.applies(.opaqueBars)
    }

    /// Whether a root stored at the canvas's origin, as wide as the canvas and shorter, is the view
    /// of a controller that UIKit lays out between the bars of the document's containers (while
    /// this rule is in force): below a navigation bar it does not extend under (an opaque bar
    /// without `extendedLayoutIncludesOpaqueBars`, or any bar when its Extend Edges leave out the
    /// top), or above such a tab bar. The scene then fills the screen inside those containers,
    /// which put the root between the bars (`UIViewController+ExtendedLayout.swift` in
    /// AdaptiveKit) on every device; drawn on its own at its stored frame instead, the root kept
    /// the canvas's size on every other device.
    static func isRootBetweenContainerBars(
        _ controller: IBObject, root: CGRect?, canvasSize: CGSize, segues: IBSegueIndex, canvas: CanvasSession
    ) -> Bool {
        guard let root, root.minX == 0, root.minY == 0, abs(root.width - canvasSize.width) < 0.5,
              root.height < canvasSize.height - 0.5 else { return false }
        // Scenes the canvas draws apart (embedded children, popovers, sheets, freeform sizes) keep
        // their own rules; so do bars this model does not give their height: a large-title bar
        // (the canvas adds its large-title area to the safe area) and toolbars, which the canvas
        // infers from the scenes that push this one (strongbox 152: a root 83 pt shorter under an
        // opaque simulated toolbar of the pushing scene).
        if freeformSize(of: controller) != nil || IBSceneWindow.simulatesToolbar(controller) { return false }
        for entry in segues.segues(to: controller.id) {
            switch entry.segue.segueKind {
            case .embed, .popoverPresentation: return false
            case .presentation, .modal:
                if let style = entry.segue.modalPresentationStyle, style != .fullScreen { return false }
            case .show, .push:
                if IBSceneWindow.simulatesToolbar(entry.source) { return false }
            default: break
            }
        }
        let edges = IBInstantiator.edgesForExtendedLayout(of: controller)
        let includesOpaque = IBInstantiator.extendedLayoutIncludesOpaqueBars(of: controller)
        func endsAt(_ bar: IBObject?, edge: UIRectEdge) -> Bool {
            guard let bar else { return false }
            return !UIViewController.extendsLayout(edges, includingOpaqueBars: includesOpaque, under: edge, translucent: bar.attribute("translucent") != "NO")
        }
        var between = false
        if let navigation = segues.enclosingNavigationController(of: controller.id), navigation.attribute("navigationBarHidden") != "YES" {
            let bar = navigation.children.first(where: { $0.kind == .navigationBar && $0.key == "navigationBar" })
            if bar?.attribute("largeTitles") == "YES" || navigation.attribute("toolbarHidden") == "NO" { return false }
            if endsAt(bar, edge: .top) { between = true }
        }
        if let tabs = segues.tabBarController(showing: controller.id, throughPushes: false),
           endsAt(tabs.children.first(where: { $0.kind == .tabBar && $0.key == "tabBar" }), edge: .bottom) {
            between = true
        }
        return between && canvas.applies(.opaqueBars)
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
