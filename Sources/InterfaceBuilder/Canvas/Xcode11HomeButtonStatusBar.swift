import AdaptiveKit
import Foundation

extension CanvasRule {
    /// Xcode 11 (tools versions 16000–16999) drew phones with a home button without a status bar:
    /// their safe area starts at the top of the screen.
    public static let xcode11HomeButtonStatusBar = CanvasRule(
        name: "xcode11-home-button-status-bar",
        summary: "Xcode 11 draws home-button phones without a status bar (safe area from y = 0)",
        evidence: [
            .init("files/040_apple_avTouch_Swift_Main.storyboard", scene: "tne-QT-ifu"),
        ])
}

extension IBSceneLayout {
    static func xcode11HomeButtonDevice(_ device: Device, tools: Double, canvas: CanvasSession) -> Device? {
        guard device.idiom == .phone, !device.hasHomeIndicator, (16000..<17000).contains(tools),
              device.safeAreaInsets(for: .portrait).top == 20, canvas.applies(.xcode11HomeButtonStatusBar) else { return nil }
        return device.withPortraitTopInset(0)
    }
}
