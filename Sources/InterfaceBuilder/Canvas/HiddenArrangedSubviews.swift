import AdaptiveKit
import Foundation

extension CanvasRule {
    /// Xcode's canvas leaves a stack view's hidden arranged subviews out of the arrangement and
    /// keeps the frames they were stored with, where UIKit collapses them in place (`UISV-hiding`:
    /// zero long along the axis, aligned across it). 27 of the 49 hidden arranged subviews of the
    /// corpus's documents with a device are stored at a length other than zero along the axis
    /// (habitica 121 / 122 / 126: 80 to 128 pt tall in vertical stacks, some above the stack at
    /// negative y; HLSCatalog 043: a 1 pt separator; element 343: 28 pt), and collapsing them moves
    /// 46 views of the corpus away from Xcode's frames.
    public static let hiddenArrangedSubviews = CanvasRule(
        name: "hidden-arranged-subviews",
        summary: "a stack view's hidden arranged subviews keep their stored frames instead of collapsing",
        evidence: [
            .init("files/121_habitica_Main.storyboard", scene: "KJ7-Ra-M0o"),
            .init("files/122_habitica_Social.storyboard", scene: "xxa-gv-2b6"),
            .init("files/043_apple_HLSCatalog2018_Main.storyboard", scene: "SwC-nA-HIj"),
        ])
}

extension IBSceneLayout {
    /// Applies ``CanvasRule/hiddenArrangedSubviews`` to the stack views of a scene that arrange a
    /// hidden view.
    static func keepHiddenArrangedSubviews(_ instantiator: IBInstantiator, canvas: CanvasSession) {
        for placement in instantiator.placements.values {
            guard let stack = placement.view as? UIStackView,
                  stack.arrangedSubviews.contains(where: \.isHidden), canvas.applies(.hiddenArrangedSubviews) else { continue }
            stack.collapsesHiddenArrangedSubviews = false
        }
    }
}
