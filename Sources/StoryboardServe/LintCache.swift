import Foundation
import OpenStoryboard
import StoryboardLint

/// What `storyboard lint` finds in a served document, for the inspector: every rule, on the
/// document's canvas and in one View As configuration, computed once per document revision and
/// configuration and kept for the next objects inspected (the few most recent only).
@MainActor
final class LintCache {
    static let shared = LintCache()

    private var entries: [(key: String, findings: [LintFinding])] = []
    /// How many document revisions and configurations are kept.
    private let capacity = 8

    /// The findings of document `served` (at its revision) in `viewAs`'s device and orientation.
    func findings(for served: ServedDocument, viewAs: ViewAs) -> [LintFinding] {
        let key = "\(served.id)#\(served.revision)#\(viewAs.device.name)#\(viewAs.orientation.isLandscape)"
        if let entry = entries.first(where: { $0.key == key }) { return entry.findings }
        let matrix = LintMatrix(devices: [viewAs.device], orientations: [viewAs.orientation])
        let findings = Linter(matrix: matrix).lint(served.document, path: served.path)
        entries.append((key, findings))
        if entries.count > capacity { entries.removeFirst() }
        return findings
    }
}
