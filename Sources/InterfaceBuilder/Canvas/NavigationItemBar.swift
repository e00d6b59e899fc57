import AdaptiveKit
import Foundation

extension CanvasRule {
    /// Before Xcode 11 (tools version below 14800) a controller in no navigation controller of the
    /// document whose navigation item has bar button items (as controllers entered from another
    /// storyboard's navigation controller have) and whose Simulated Metrics choose a navigation
    /// bar is drawn under it as if in a navigation controller, and a scene it pushes inherits it
    /// (``inferredContainers``). Evidence: ibanimatable 505, 507, 508 (Xcode 9 and 10: table view
    /// controllers with a back button item and a simulated navigation bar, initial in their
    /// storyboards, push scenes whose views pinned to the top layout guide are stored 64 pt down;
    /// one repository). The navigation item alone is not enough: ChatSecure's
    /// `OTRComposeGroup.storyboard` (Xcode 8.3, an initial controller with a Done item and the
    /// top bar left inferred) stores its table at the top layout guide, 20 pt down. Later Xcodes
    /// do not: applied to every version, the rule breaks 80 matching views of iqkeyboard 113, 115,
    /// 117, 118 (Xcode 14.3 and 16). The corpus has no such controller between Xcode 10 and 14.3:
    /// the boundary is a choice in that gap.
    public static let navigationItemBar = CanvasRule(
        name: "navigation-item-bar",
        summary: "before Xcode 11 a controller with a simulated navigation bar and bar button items is drawn in a navigation controller, and what it pushes too",
        evidence: [
            .init("wide/508_ibanimatable_UserInterface.storyboard", scene: "8Aq-1E-j6W"),
            .init("wide/505_ibanimatable_Presentations.storyboard", scene: "mSX-DZ-woX"),
        ])
}

extension CanvasContainers {
    /// Whether a controller in no container takes a navigation bar for its navigation item's bar
    /// button items (``CanvasRule/navigationItemBar``; the caller checks the tools version).
    nonisolated static func hasOwnNavigationItem(_ id: String, in segues: IBSegueIndex) -> Bool {
        guard let controller = segues.controller(withID: id),
              controller.kind != .navigationController, controller.kind != .tabBarController, controller.kind != .splitViewController else { return false }
        return IBSceneWindow.simulatedBars(of: controller).navigationBar && controller.children.contains { item in
            item.kind == .navigationItem && item.key == "navigationItem" && item.children.contains { $0.kind == .barButtonItem }
        }
    }
}
