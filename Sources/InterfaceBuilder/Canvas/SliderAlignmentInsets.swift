import AdaptiveKit
import Foundation

extension CanvasRule {
    /// Sliders of documents from Xcode 16 on (tools version 24000) have no alignment insets:
    /// Xcode 15.4 documents (nrfmesh 428 / 429 / 430, tools 23727) still store sliders 2 pt beyond
    /// the margins they are pinned to, Xcode 16 ones (nrfmesh 424 and 426, 24128 and 24506;
    /// netnewswire 082, 24765) at them.
    public static let sliderAlignmentInsets = CanvasRule(
        name: "xcode16-slider-alignment",
        summary: "from Xcode 16 sliders have no alignment insets on the canvas",
        evidence: [
            .init("wide/419_vlc_VideoFiltersView.xib", scene: "7Au-zH-5I2"),
            .init("wide/424_nrfmesh_Network.storyboard", scene: "jBF-Nd-aVh"),
            .init("files/082_netnewswire_Settings.storyboard", scene: "fXX-KA-wIe"),
        ])
}

extension IBSceneLayout {
    static func applyAlignmentInsets(_ instantiator: IBInstantiator, canvas: CanvasSession) {
        guard toolsVersion(of: instantiator.document) >= IBToolsVersion.xcode16,
              instantiator.placements.values.contains(where: { $0.view is DocumentSizedSlider }), canvas.applies(.sliderAlignmentInsets) else { return }
        for placement in instantiator.placements.values {
            (placement.view as? DocumentSizedSlider)?.canvasAlignmentInsets = .zero
        }
    }
}
