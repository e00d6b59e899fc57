import AdaptiveKit
import Foundation

extension CanvasRule {
    /// A page sheet on a phone (Xcode 11 on: the automatic presentation style of iOS 13) is drawn
    /// 10 pt shorter than the screen, without a status bar, and a navigation controller gives it
    /// its 56 pt sheet bar (habitica 121).
    ///
    /// From Xcode 11 (tools version 14800) to Xcode 13 (19000) the sheet starts 10 pt below the
    /// status bar (842 pt of the 896 pt canvas with its 44 pt status bar) and keeps the home
    /// indicator's inset (strongbox 153). A controller with a simulated freeform size is drawn on
    /// a canvas of that size: its sheet is 54 pt shorter than it (strongbox 153's
    /// `UpgradeViewController`, freeform 414×1300: a 1,246 pt root whose scroll view, pinned to
    /// the safe area, stops 34 pt above its bottom).
    public static let phonePageSheet = CanvasRule(
        name: "phone-page-sheet",
        summary: "a phone page sheet is drawn 10 pt shorter than the screen, without a status bar, under a 56 pt sheet bar",
        evidence: [
            .init("files/153_strongbox_Upgrade.storyboard", scene: "St3-n5-o9L"),
            .init("wide/359_element_SpaceDetailViewController.storyboard", scene: "s0d-6b-0kx"),
            .init("wide/311_esri_ViewHiddenInfrastructureAR.storyboard", scene: "cyJ-ND-bdV"),
        ])
}

/// How a scene's root is drawn as a phone page sheet (``CanvasRule/phonePageSheet``).
struct CanvasPhoneSheet {
    /// Xcode 11–12's sheet: 10 pt below the status bar, keeping the home indicator's inset.
    var isOlder: Bool
}

extension IBSceneLayout {
    static func phoneSheet(
        _ controllerObject: IBObject, storedRoot: CGRect?, canvasSize: CGSize, device: Device, orientation: UIInterfaceOrientation,
        tools: Double, canvas: CanvasSession
    ) -> CanvasPhoneSheet? {
        guard device.idiom == .phone, let root = storedRoot else { return nil }
        let statusBarTop = device.safeAreaInsets(for: orientation).top
        let sheetCanvasHeight = freeformSize(of: controllerObject)?.height ?? canvasSize.height
        let older = (IBToolsVersion.xcode11..<IBToolsVersion.xcode13).contains(tools) && abs(root.height - (sheetCanvasHeight - statusBarTop - 10)) < 0.5
        let isSheet = root.minX == 0 && root.minY == 0 && abs(root.width - canvasSize.width) < 0.5
            && ((tools >= IBToolsVersion.xcode11_4 && abs(root.height - (canvasSize.height - 10)) < 0.5) || older)
        guard isSheet, canvas.applies(.phonePageSheet) else { return nil }
        return CanvasPhoneSheet(isOlder: older)
    }

    /// The safe-area insets a sheet adds: its 56 pt bar in a navigation controller, and the home
    /// indicator of Xcode 11–12's sheet.
    static func sheetInsets(_ sheet: CanvasPhoneSheet, wrappedInNavigation: Bool, device: Device, orientation: UIInterfaceOrientation) -> UIEdgeInsets {
        var extra = UIEdgeInsets.zero
        if wrappedInNavigation { extra.top += 56 - UINavigationController.navigationBarHeight }
        if sheet.isOlder { extra.bottom += device.safeAreaInsets(for: orientation).bottom }
        return extra
    }
}
