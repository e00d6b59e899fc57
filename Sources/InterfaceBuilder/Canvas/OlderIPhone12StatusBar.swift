import AdaptiveKit
import Foundation

extension CanvasRule {
    /// The 390×844 canvas (`retina6_0`, iPhone 12) had a 44 pt status bar before Xcode 14 (tools
    /// version below 21000), as the 414×896 one did (``olderXRStatusBar``), where later canvases
    /// use the catalog's 47 pt: esri 316 (Xcode 12: a map view pinned to the safe area's top
    /// stored at y = 44).
    public static let olderIPhone12StatusBar = CanvasRule(
        name: "older-iphone12-status-bar",
        summary: "before Xcode 14 the 390×844 canvas has a 44 pt status bar, not 47 pt",
        evidence: [
            .init("wide/316_esri_ExportTiles.storyboard", scene: "sGv-DJ-KGA"),
        ])
}

extension IBSceneLayout {
    static func olderIPhone12Device(_ device: Device, tools: Double, canvas: CanvasSession) -> Device? {
        guard device.interfaceBuilderID == "retina6_0", tools < IBToolsVersion.xcode14, device.safeAreaInsets(for: .portrait).top == 47,
              canvas.applies(.olderIPhone12StatusBar) else { return nil }
        return device.withPortraitTopInset(44)
    }
}
