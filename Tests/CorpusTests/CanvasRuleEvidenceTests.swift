import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// Every canvas rule earns its place: on each scene it names as evidence, the rule applies, no
/// view that matches Xcode's stored frame without it stops matching with it, and the scene as a
/// whole is closer to Xcode with it — its views' distance from their stored frames (the largest
/// edge or size difference of each compared view, capped at 100 pt) shrinks, counting a view the
/// rule leaves out of the comparison (a frame Xcode never laid out) as no distance.
@Suite("Canvas rules: each rule on its evidence", .requiresSharedFolder)
@MainActor
struct CanvasRuleEvidenceTests {
    static let corpus = SharedFolder.corpus

    /// How far a view is from its stored frame (0 when it is not compared).
    static func distance(_ view: IBFrameReport.View) -> CGFloat {
        guard view.exclusion == nil, let frame = view.frame, let stored = view.storedFrame else { return 0 }
        let differences = [frame.minX - stored.minX, frame.minY - stored.minY, frame.width - stored.width, frame.height - stored.height]
        return min(100, differences.map(abs).max() ?? 0)
    }

    @Test("the rule applies to its evidence and brings it closer to Xcode", arguments: CanvasRule.all)
    func evidence(_ rule: CanvasRule) throws {
        #expect(!rule.evidence.isEmpty, "\(rule.name) names no evidence")
        for evidence in rule.evidence {
            let document = try IBDocument(contentsOf: Self.corpus.appendingPathComponent(evidence.document), path: evidence.document)
            var options = IBInstantiator.Options.canvas
            options.intrinsicSizesFromDocument = true
            let with = IBSceneLayout.report(for: document, sceneID: evidence.scene, options: options)
            let without = IBSceneLayout.report(for: document, sceneID: evidence.scene, options: options, rules: CanvasRuleSet.all.disabling(rule))
            let scene = try #require(with.scenes.first, "\(evidence.document) has no scene \(evidence.scene)")
            let label = "\(rule.name) on \(evidence.document) \(evidence.scene)"
            #expect(scene.rules.contains(rule), "\(label): the rule did not apply")
            #expect(!(without.scenes.first?.rules.contains(rule) ?? true))
            let before = Dictionary(without.scenes.flatMap(\.views).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            var distanceWith: CGFloat = 0, distanceWithout: CGFloat = 0
            for view in scene.views {
                guard let old = before[view.id] else { continue }
                distanceWith += Self.distance(view)
                distanceWithout += Self.distance(old)
                if old.exclusion == nil, old.matches(), view.exclusion == nil {
                    #expect(view.matches(), "\(label): \(view.id) matches Xcode without the rule, not with it")
                }
            }
            #expect(distanceWith < distanceWithout, "\(label): \(distanceWith) pt from Xcode with the rule, \(distanceWithout) pt without")
        }
    }

    @Test("rule names are unique, kebab-case, and every rule is listed once")
    func names() {
        let names = CanvasRule.all.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(name)")
            #expect(CanvasRule.named(name)?.name == name)
        }
    }
}
