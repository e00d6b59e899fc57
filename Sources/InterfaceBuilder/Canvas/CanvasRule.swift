import AdaptiveKit
import Foundation

/// One behaviour of Xcode's canvas that UIKit at run time does not have, which
/// ``IBSceneLayout`` reproduces so that laid-out frames agree with the frames Xcode stored.
///
/// Each rule lives in its own file under `Canvas/`: its declaration (name, what Xcode does, the
/// corpus scenes that show it) and the code that applies it. A rule applies only while it is in
/// the ``CanvasRuleSet`` a layout runs with, so each can be switched off to see what it does:
/// `storyboard frames --explain VIEW` lays the view's scene out without each rule that applied to
/// it and prints the rules that moved the view, and the corpus tests check that every rule makes
/// its evidence scenes match Xcode better than they do without it.
public struct CanvasRule: Hashable, Sendable, CustomStringConvertible {
    /// A corpus scene that shows the rule (a document of `../shared/corpus`, and the scene's id;
    /// for a xib, the top-level view's id).
    public struct Evidence: Hashable, Sendable {
        /// The corpus path (`files/151_strongbox_Main_LARGE_xcode10_2.storyboard`).
        public let document: String
        /// The scene (or xib top-level view) id.
        public let scene: String
        public init(_ document: String, scene: String) {
            self.document = document
            self.scene = scene
        }
    }

    /// A stable kebab-case name (`phone-page-sheet`), printed by `frames --explain`.
    public let name: String
    /// One sentence: what Xcode's canvas does.
    public let summary: String
    /// Scenes that show the rule; a rule's evidence comes from more than one repository where the
    /// corpus has it.
    public let evidence: [Evidence]

    public init(name: String, summary: String, evidence: [Evidence]) {
        self.name = name
        self.summary = summary
        self.evidence = evidence
    }

    public var description: String { name }

    public static func == (lhs: CanvasRule, rhs: CanvasRule) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The canvas rules a layout runs with: all of them unless some are switched off.
public struct CanvasRuleSet: Sendable, Equatable {
    /// The names of the rules switched off.
    public private(set) var disabled: Set<String> = []

    /// Every rule.
    public static let all = CanvasRuleSet()

    /// This set without `rule`.
    public func disabling(_ rule: CanvasRule) -> CanvasRuleSet {
        var copy = self
        copy.disabled.insert(rule.name)
        return copy
    }

    /// Whether `rule` applies.
    public func contains(_ rule: CanvasRule) -> Bool { !disabled.contains(rule.name) }
}

/// The rules in force while one scene is laid out, and those that applied to it.
@MainActor
final class CanvasSession {
    let rules: CanvasRuleSet
    /// The rules that applied, in the order they first did.
    private(set) var applied: [CanvasRule] = []

    init(rules: CanvasRuleSet, applied: [CanvasRule] = []) {
        self.rules = rules
        self.applied = applied
    }

    /// Whether `rule` is in force; when it is, it is recorded as applied. Call it once the rule's
    /// condition holds (`if condition, canvas.applies(.phonePageSheet) { … }`).
    func applies(_ rule: CanvasRule) -> Bool {
        guard rules.contains(rule) else { return false }
        if !applied.contains(rule) { applied.append(rule) }
        return true
    }
}
