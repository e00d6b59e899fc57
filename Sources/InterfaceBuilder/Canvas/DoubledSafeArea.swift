import AdaptiveKit
import Foundation

extension CanvasRule {
    /// Xcode 16 (tools version 24000 on, and the 23727 that Xcode 15.4's last documents carry:
    /// ``IBToolsVersion/doubledStoryboardSafeArea``) draws a scene that fills the canvas of a
    /// device with a home indicator, in no container or in a navigation controller alone, with the device's
    /// safe area counted twice (the corpus: 96 / 68 pt on the 414×896 canvas, 68 pt at the bottom
    /// of the 402×874 one; nrfmesh 422: a navigation root whose bar is stored at y = 96 and a view
    /// pinned to the safe area's bottom 68 pt above the screen's).
    public static let doubledSafeArea = CanvasRule(
        name: "xcode16-doubled-safe-area",
        summary: "Xcode 16 counts a home-indicator phone's safe area twice for a scene in no container or in a navigation controller alone",
        evidence: [
            .init("files/117_iqkeyboard_SpecialCase.storyboard", scene: "MYw-ck-tPn"),
            .init("files/078_netnewswire_Main.storyboard", scene: "TT4-oA-DBw"),
            .init("wide/422_nrfmesh_DFU.storyboard", scene: "S88-6k-aG4"),
        ])
}

extension IBSceneLayout {
    static func doubledSafeAreaInsets(device: Device, orientation: UIInterfaceOrientation, tools: Double, canvas: CanvasSession) -> UIEdgeInsets {
        guard willDoubleSafeArea(device: device, tools: tools, rules: canvas.rules), canvas.applies(.doubledSafeArea) else { return .zero }
        return device.safeAreaInsets(for: orientation)
    }

    /// Whether ``CanvasRule/doubledSafeArea`` is in force for a scene that qualifies (without
    /// recording it).
    static func willDoubleSafeArea(device: Device, tools: Double, rules: CanvasRuleSet) -> Bool {
        tools >= IBToolsVersion.doubledStoryboardSafeArea && device.hasHomeIndicator && rules.contains(.doubledSafeArea)
    }
}
