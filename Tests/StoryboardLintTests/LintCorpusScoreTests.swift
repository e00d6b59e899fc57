import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

/// `ambiguous-layout` and `misplaced-view` against the verdicts Xcode saved in the corpus
/// (`ambiguous="YES"`, `misplaced="YES"`), on each document's own canvas: precision and recall
/// may not fall below the floors (docs/lint.md has the numbers and every disagreement's reason).
/// The saved flags are read here, as the answer key; the rules never read them.
@MainActor
@Suite(.requiresSharedFolder)
struct LintCorpusScoreTests {
    /// Floors a little under the measured numbers (docs/lint.md, "Agreement with Xcode").
    static let floors: [String: (precision: Double, recall: Double)] = [
        AmbiguousLayout.info.id: (0.75, 0.89),
        MisplacedView.info.id: (0.33, 0.44),
    ]

    @Test func bothRulesAgreeWithXcodeAtLeastAsWellAsTheFloors() throws {
        var ambiguity = XcodeVerdictScore(ruleID: AmbiguousLayout.info.id)
        var misplacement = XcodeVerdictScore(ruleID: MisplacedView.info.id)
        let linter = Linter(rules: [AmbiguousLayout(), MisplacedView()], matrix: .documentOnly)
        var documents = 0
        for folder in [SharedFolder.corpusFiles, SharedFolder.wideCorpus] {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
            for name in names {
                let url = folder.appendingPathComponent(name)
                guard let document = try? IBDocument(contentsOf: url, path: url.path) else { continue }
                documents += 1
                let findings = linter.lint(document)
                ambiguity.add(file: name, findings: findings, flagged: XcodeVerdictScore.savedVerdicts("ambiguous", in: document))
                misplacement.add(file: name, findings: findings, flagged: XcodeVerdictScore.savedVerdicts("misplaced", in: document))
            }
        }
        #expect(documents > 400)
        for score in [ambiguity, misplacement] {
            print(score.summary)
            let floor = try #require(Self.floors[score.ruleID])
            #expect(score.precision >= floor.precision, "\(score.summary)")
            #expect(score.recall >= floor.recall, "\(score.summary)")
            // The key is not empty: the corpus holds views Xcode flagged.
            #expect(score.agreed + score.missed > 50)
        }
    }
}
