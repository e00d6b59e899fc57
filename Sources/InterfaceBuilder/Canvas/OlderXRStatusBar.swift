import AdaptiveKit
import Foundation

extension CanvasRule {
    /// Xcode 13.3 and earlier (tools version below 21000) drew the 414×896 @2x iPhone (XR, 11:
    /// `retina6_1`) with iOS 13's 44 pt status bar, where later canvases use iOS 14's 48 pt (the
    /// catalog's value): habitica 125 (Xcode 13.0), cwa 365 (tools 19162), instructions 577 and
    /// brave 587 (Xcode 13.3, 20037) store 44 pt; vlc 417 (Xcode 14, 21701) and floatingpanel 596
    /// 48 pt. The corpus has nothing between 20037 and 21701: the boundary is a choice in that gap.
    public static let olderXRStatusBar = CanvasRule(
        name: "older-xr-status-bar",
        summary: "through Xcode 13.3 the 414×896 @2x canvas has a 44 pt status bar, not 48 pt",
        evidence: [
            .init("files/125_habitica_Support.storyboard", scene: "IZ5-ke-Uzz"),
            .init("wide/578_instructions_Development.storyboard", scene: "oq1-Qx-rNf"),
            .init("wide/306_esri_DistanceMeasurementAnalysis.storyboard", scene: "plu-kI-xVG"),
            .init("wide/587_brave_iOS_LaunchScreen.storyboard", scene: "zCT-Zj-wjk"),
        ])
}

extension IBSceneLayout {
    static func olderXRDevice(_ device: Device, tools: Double, canvas: CanvasSession) -> Device? {
        guard device.interfaceBuilderID == "retina6_1", tools < IBToolsVersion.xcode14, device.safeAreaInsets(for: .portrait).top == 48,
              canvas.applies(.olderXRStatusBar) else { return nil }
        return device.withPortraitTopInset(44)
    }
}
