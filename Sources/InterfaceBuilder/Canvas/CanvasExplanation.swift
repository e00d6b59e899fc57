import AdaptiveKit
import Foundation

/// Why a view of a document is where ``IBSceneLayout`` puts it: the canvas rules that moved it
/// (what `storyboard frames --explain VIEW` prints).
public struct CanvasExplanation: Sendable {
    /// One rule that applied to the view's scene and where the view would be without it.
    public struct Move: Sendable {
        public var rule: CanvasRule
        /// The view's frame with every rule but this one (`nil`: not in the hierarchy then).
        public var frameWithoutRule: CGRect?
        /// Whether the view's exclusion from the comparison differs without the rule.
        public var exclusionWithoutRule: String?
    }

    /// The scene the view is in.
    public var sceneID: String
    /// The view as laid out with every rule.
    public var view: IBFrameReport.View
    /// The rules that applied to the scene, in order.
    public var appliedRules: [CanvasRule]
    /// The applied rules without which the view's frame or exclusion would differ.
    public var moves: [Move]
}

extension IBSceneLayout {
    /// Lays out the scene that holds the view `viewID` with every rule, then once without each
    /// rule that applied to it, and reports the rules that moved the view and from where.
    /// Returns `nil` when no scene holds a view with that id.
    public static func explain(
        viewID: String, in document: IBDocument, device: Device? = nil, orientation: UIInterfaceOrientation? = nil,
        options: IBInstantiator.Options = .canvas
    ) -> CanvasExplanation? {
        let full = report(for: document, device: device, orientation: orientation, options: options)
        guard let scene = full.scenes.first(where: { $0.views.contains { $0.id == viewID } }),
              let view = scene.views.first(where: { $0.id == viewID }) else { return nil }
        var moves: [CanvasExplanation.Move] = []
        // The layouts without each rule are the explanation's, not the document's: what UIKit
        // would log about them (a conflict a rule's absence makes, or the same one again) is not
        // printed; the full layout above logged the document's.
        let diagnostics = LayoutDiagnostics.shared
        let printed = diagnostics.printsToStandardError
        diagnostics.printsToStandardError = false
        defer { diagnostics.printsToStandardError = printed }
        for rule in scene.rules {
            let without = report(
                for: document, device: device, orientation: orientation, sceneID: scene.id, options: options,
                rules: CanvasRuleSet.all.disabling(rule))
            let other = without.scenes.flatMap(\.views).first { $0.id == viewID }
            let frameMoved: Bool
            switch (view.frame, other?.frame) {
            case let (a?, b?): frameMoved = abs(a.minX - b.minX) > 0.01 || abs(a.minY - b.minY) > 0.01 || abs(a.width - b.width) > 0.01 || abs(a.height - b.height) > 0.01
            case (nil, nil): frameMoved = false
            default: frameMoved = true
            }
            if frameMoved || other?.exclusion != view.exclusion {
                moves.append(CanvasExplanation.Move(rule: rule, frameWithoutRule: other?.frame, exclusionWithoutRule: other?.exclusion))
            }
        }
        return CanvasExplanation(sceneID: scene.id, view: view, appliedRules: scene.rules, moves: moves)
    }
}
