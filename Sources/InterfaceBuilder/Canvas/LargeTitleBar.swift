import AdaptiveKit
import Foundation

extension CanvasRule {
    /// A navigation bar with large titles (`largeTitles="YES"`), for a controller that does not
    /// turn them off (`largeTitleDisplayMode="never"`), ends where the document stores it: Xcode
    /// stores the bar's frame as the canvas drew it, and the safe area of the scenes in it ends at
    /// that frame's bottom. Only a frame that starts at the status bar, or at twice it (Xcode 16's
    /// doubled safe area, ``doubledSafeArea``), is taken; others were stored on another canvas.
    /// Evidence: nrfmesh 422 (Xcode 16: a 106 pt bar at y = 96, a view pinned to the safe area's
    /// top stored at y = 202), hero 503 (Xcode 9: a 96 pt bar at y = 20). A controller with no
    /// title (neither its navigation item's nor its own) has no large title to draw, and its bar
    /// keeps the standard height: two apps outside the corpus (Xcode 14.1 and 14.2, iPhone 14 Pro,
    /// a 96 pt large-title bar stored at y = 59) store a table and a collection view pinned to
    /// the safe area of such controllers at y = 103, where a third (Xcode 14.1, titled
    /// controllers) stores its views below the large title.
    public static let largeTitleBar = CanvasRule(
        name: "large-title-bar",
        summary: "a navigation bar with large titles ends where the document stores it",
        evidence: [
            .init("wide/422_nrfmesh_DFU.storyboard", scene: "S88-6k-aG4"),
            .init("wide/503_hero_Navigation.storyboard", scene: "KBp-hh-AcT"),
        ])
}

extension IBSceneLayout {
    /// How much lower than a standard bar under the status bar the canvas ends a large-title
    /// navigation bar (``CanvasRule/largeTitleBar``).
    static func largeTitleBarExtra(
        _ navigation: IBObject, controller: IBObject, statusBarTop: CGFloat, traits: UITraitCollection, canvas: CanvasSession
    ) -> CGFloat {
        let item = controller.children.first(where: { $0.kind == .navigationItem })
        // Without a title there is no large title to show: the bar keeps its standard height.
        let title = item?.attribute("title") ?? controller.attribute("title") ?? ""
        guard let bar = navigation.children.first(where: { $0.kind == .navigationBar }), bar.element["largeTitles"] == "YES",
              navigation.attribute("navigationBarHidden") != "YES", let frame = bar.frame, !title.isEmpty,
              item?.element["largeTitleDisplayMode"] != "never" else { return 0 }
        let y = CGFloat(frame.y)
        guard abs(y - statusBarTop) < 0.5 || abs(y - 2 * statusBarTop) < 0.5 else { return 0 }
        let extra = y + CGFloat(frame.height) - statusBarTop - UINavigationController.navigationBarHeight(for: traits)
        guard extra != 0, canvas.applies(.largeTitleBar) else { return 0 }
        return extra
    }
}
