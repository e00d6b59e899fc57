import Foundation
import InterfaceBuilder

/// How far a rule agrees with the verdicts Xcode saved in documents (`ambiguous="YES"`,
/// `misplaced="YES"` on views): precision and recall over a set of documents, with every
/// disagreement listed. The saved flags are the answer key only: the rules never read them.
public struct XcodeVerdictScore: Sendable, Codable, Hashable {
    /// A view on which the rule and Xcode disagree.
    public struct Disagreement: Sendable, Codable, Hashable {
        public var file: String
        public var objectID: String
        /// `reported` (the rule found it, Xcode did not) or `missed` (Xcode did, the rule did not).
        public var kind: String
        /// The rule's message, for a view it reported.
        public var message: String?
    }

    /// The rule scored.
    public var ruleID: String
    /// Views both flag.
    public var agreed: Int
    /// Views the rule reports that Xcode did not flag.
    public var reportedOnly: Int
    /// Views Xcode flagged that the rule does not report.
    public var missed: Int
    public var disagreements: [Disagreement]

    public var precision: Double { agreed + reportedOnly == 0 ? 1 : Double(agreed) / Double(agreed + reportedOnly) }
    public var recall: Double { agreed + missed == 0 ? 1 : Double(agreed) / Double(agreed + missed) }

    public init(ruleID: String) {
        self.ruleID = ruleID
        agreed = 0
        reportedOnly = 0
        missed = 0
        disagreements = []
    }

    /// Adds one document: the findings of the rule on it, against the views Xcode flagged.
    ///
    /// - Parameter flagged: Whether Xcode's saved verdict for a view is the rule's (read from the
    ///   document for scoring only).
    public mutating func add(file: String, findings: [LintFinding], flagged: Set<String>) {
        let reported = Dictionary(findings.filter { $0.ruleID == ruleID }.compactMap { finding in finding.objectID.map { ($0, finding.message) } },
                                  uniquingKeysWith: { first, _ in first })
        for (id, message) in reported.sorted(by: { $0.key < $1.key }) {
            if flagged.contains(id) {
                agreed += 1
            } else {
                reportedOnly += 1
                disagreements.append(Disagreement(file: file, objectID: id, kind: "reported", message: message))
            }
        }
        for id in flagged.sorted() where reported[id] == nil {
            missed += 1
            disagreements.append(Disagreement(file: file, objectID: id, kind: "missed", message: nil))
        }
    }

    /// The ids of the views a document saves as ambiguous (`ambiguous`) or misplaced (`misplaced`),
    /// on the element itself (not in a `<variation>` for other size classes).
    public static func savedVerdicts(_ flag: String, in document: IBDocument) -> Set<String> {
        var ids: Set<String> = []
        document.forEachObject { object in
            guard object.kind.isView, !object.id.isEmpty else { return }
            let saved = flag == "ambiguous" ? object.isAmbiguous : object.isMisplaced
            if saved { ids.insert(object.id) }
        }
        return ids
    }

    /// `ambiguous-layout: precision 0.93 (40/43), recall 0.91 (40/44)`.
    public var summary: String {
        String(format: "%@: precision %.3f (%d/%d), recall %.3f (%d/%d)", ruleID, precision, agreed, agreed + reportedOnly, recall, agreed, agreed + missed)
    }
}
