import Foundation

/// What a lint rule is, independent of any document: its id, default severity, a one-line
/// summary, a paragraph explaining what it finds and the fix, and where its findings come from.
///
/// Every rule's info is a constant of this type listed in ``all`` (the order of
/// `storyboard lint --list-rules` and of the table in `docs/lint.md`, which a test checks).
public struct LintRuleInfo: Hashable, Sendable, Codable {
    /// What a rule needs to run.
    public enum Scope: String, Hashable, Sendable, Codable {
        /// The document alone: run once per document.
        case document
        /// The document's scenes laid out on the document's own device and orientation (what
        /// Xcode's canvas checks).
        case documentDevice
        /// The scenes laid out in every configuration of the run.
        case everyConfiguration
    }

    /// The stable id (`ambiguous-layout`), used in reports, configuration files and baselines.
    public var id: String
    /// The severity a finding has unless the configuration file changes it.
    public var severity: LintSeverity
    /// One line: what the rule finds.
    public var summary: String
    /// One paragraph: why it matters and how the rule decides.
    public var explanation: String
    /// What to do about a finding.
    public var fix: String
    /// What the rule needs to run.
    public var scope: Scope

    public init(_ id: String, _ severity: LintSeverity, scope: Scope, summary: String, explanation: String, fix: String) {
        self.id = id
        self.severity = severity
        self.scope = scope
        self.summary = summary
        self.explanation = explanation
        self.fix = fix
    }
}

/// How bad a finding is; `--fail-on` names the lowest that fails a run.
public enum LintSeverity: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case error, warning, note

    /// Errors sort first.
    public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }
}

extension LintRuleInfo {
    /// The info of every rule, in the order of ``LintRegistry/all`` (readable off the main actor).
    public static let all: [LintRuleInfo] = [
        UnsatisfiableConstraints.info, AmbiguousLayout.info, MisplacedView.info,
        ViewClipped.info, ViewOffscreen.info, OutsideSafeArea.info, SmallTouchTarget.info, TextTruncated.info, TextClipped.info, ViewsOverlap.info,
        UnreachableScene.info, MissingReuseIdentifier.info, UnknownClass.info, ConstraintToUninstalledItem.info,
        MissingImage.info, MissingColor.info, LaunchScreenRule.info, VariationWithoutEffect.info,
    ]

    /// The rules as a Markdown table: the "Rules" table of `docs/lint.md` is this text.
    public static var markdownTable: String {
        var text = "| Rule | Severity | Runs on | Finds | Fix |\n| --- | --- | --- | --- | --- |\n"
        for rule in all {
            let scope = switch rule.scope {
            case .document: "the document"
            case .documentDevice: "the document's canvas"
            case .everyConfiguration: "every configuration"
            }
            text += "| `\(rule.id)` | \(rule.severity.rawValue) | \(scope) | \(rule.summary) | \(rule.fix) |\n"
        }
        return text
    }
}
