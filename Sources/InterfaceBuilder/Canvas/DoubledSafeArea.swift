import AdaptiveKit
import Foundation

extension CanvasRule {
    /// Xcode 16 (tools version 24000 on) draws a scene that is in no container on a device with a
    /// home indicator with the device's safe area counted twice (the corpus: 96 / 68 pt on the
    /// 414×896 canvas, 68 pt at the bottom of the 402×874 one).
    public static let doubledSafeArea = CanvasRule(
        name: "xcode16-doubled-safe-area",
        summary: "Xcode 16 counts a home-indicator phone's safe area twice for a scene in no container",
        evidence: [
            .init("files/117_iqkeyboard_SpecialCase.storyboard", scene: "MYw-ck-tPn"),
            .init("files/078_netnewswire_Main.storyboard", scene: "TT4-oA-DBw"),
        ])
}

extension IBSceneLayout {
    static func doubledSafeAreaInsets(device: Device, orientation: UIInterfaceOrientation, tools: Double, canvas: CanvasSession) -> UIEdgeInsets {
        guard tools >= 24000, device.hasHomeIndicator, canvas.applies(.doubledSafeArea) else { return .zero }
        return device.safeAreaInsets(for: orientation)
    }
}
