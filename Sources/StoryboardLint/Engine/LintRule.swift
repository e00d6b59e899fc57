import AdaptiveKit
import Foundation
import InterfaceBuilder

/// One check of `storyboard lint`: a value with its ``info`` that looks at a document
/// (``check(document:into:)``) or at one of its scenes laid out in a configuration
/// (``check(scene:into:)``), and adds findings.
///
/// Each rule is one file under `Rules/`, whose doc comment says what it finds and what fixes it,
/// with its own test suite; ``LintRegistry/all`` lists them.
@MainActor
public protocol LintRule {
    /// The rule's id, severity, explanation and scope.
    var info: LintRuleInfo { get }

    /// Findings about the document alone (rules of scope ``LintRuleInfo/Scope/document``).
    func check(document: LintDocument, into findings: inout LintFindings)

    /// Findings about one scene laid out in one configuration (the other scopes).
    func check(scene: LintScene, into findings: inout LintFindings)
}

extension LintRule {
    public func check(document: LintDocument, into findings: inout LintFindings) {}
    public func check(scene: LintScene, into findings: inout LintFindings) {}
}

/// The findings of one rule on one document, collected as the rule reports them: the rule's id
/// and severity, the document's path and each object's position are filled in here.
@MainActor
public struct LintFindings {
    let info: LintRuleInfo
    let document: LintDocument
    let configuration: LintConfiguration?
    let sceneID: String?
    /// What was reported, in order.
    public private(set) var all: [LintFinding] = []

    init(info: LintRuleInfo, document: LintDocument, configuration: LintConfiguration?, sceneID: String?) {
        self.info = info
        self.document = document
        self.configuration = configuration
        self.sceneID = sceneID
    }

    /// Reports a finding at the element of the object with `objectID` (or at `position`).
    ///
    /// - Parameters:
    ///   - message: One sentence, without the rule id.
    ///   - objectID: The IB id of the object the finding is about.
    ///   - position: Where to point when it is not the object's element (a constraint's).
    ///   - notes: Lines printed under the finding (the constraints of a conflict).
    ///   - frames: The frames a finding compares (stored and solved), in the superview's coordinates.
    ///   - severity: A severity below the rule's, for a finding the document asks not to be warned
    ///     about (a configuration file's severity for the rule does not raise it).
    public mutating func report(
        _ message: String, objectID: String?, position: SourcePosition? = nil, notes: [String] = [],
        frames: LintFinding.Frames? = nil, fix: LintFinding.Fix? = nil, severity: LintSeverity? = nil
    ) {
        let place = position ?? objectID.flatMap { document.position(of: $0) }
        let scene = sceneID ?? objectID.flatMap { document.sceneID(containing: $0) }
        all.append(LintFinding(
            ruleID: info.id, severity: severity.map { max($0, info.severity) } ?? info.severity, message: message, file: document.path,
            line: place?.line, column: place?.column, objectID: objectID, sceneID: scene,
            configurations: configuration.map { [$0.name] } ?? [], notes: notes, frames: frames, fix: fix))
    }
}
