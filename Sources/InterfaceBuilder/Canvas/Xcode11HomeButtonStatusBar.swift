import AdaptiveKit
import Foundation

extension CanvasRule {
    /// Xcode 11 to Xcode 14.1 (``IBToolsVersion/xcode11`` to ``IBToolsVersion/xcode14_2``) drew phones with a home button without
    /// a status bar: their safe area starts at the top of the screen (Juanpe/SkeletonView's
    /// collection-view example, outside the corpus, Xcode 11.3 (15702) on the iPhone 8 canvas: a
    /// view pinned to the safe area's top at y = 0; vgruiz/Modern-Auto-Layout, outside it too,
    /// an Xcode 11 beta (14868) on the iPhone 8 Plus canvas: a navigation bar stored at y = 0 and
    /// a stack 20 pt below it, at its root's top margin; the corpus has no such view between tools
    /// 14800 and 16000; avTouch 040, Xcode 11.4;
    /// element 338, Xcode 12.4: a label 16 pt below the safe area's top at y = 16; openfoodfacts
    /// 451, Xcode 13.0, and packt16 514, Xcode 14.0: a navigation bar's 44 pt alone; element 342,
    /// 343, 345 and edx 463, Xcode 14.1: views pinned to the safe area's top at y = 0). Xcode 14.2
    /// (21701) draws the status bar again (element 358, inaturalist 527: 20 pt).
    public static let xcode11HomeButtonStatusBar = CanvasRule(
        name: "xcode11-home-button-status-bar",
        summary: "Xcode 11 to 14.1 draw home-button phones without a status bar (safe area from y = 0)",
        evidence: [
            .init("files/040_apple_avTouch_Swift_Main.storyboard", scene: "tne-QT-ifu"),
            .init("wide/338_element_DialpadViewController.storyboard", scene: "EyC-m5-6uM"),
            .init("wide/514_packt16_ch17_LetsEat_Main.storyboard", scene: "tap-NJ-kGG"),
        ])
}

extension IBSceneLayout {
    static func xcode11HomeButtonDevice(_ device: Device, tools: Double, canvas: CanvasSession) -> Device? {
        guard device.idiom == .phone, !device.hasHomeIndicator, (IBToolsVersion.xcode11..<IBToolsVersion.xcode14_2).contains(tools),
              device.safeAreaInsets(for: .portrait).top == 20, canvas.applies(.xcode11HomeButtonStatusBar) else { return nil }
        return device.withPortraitTopInset(0)
    }
}
