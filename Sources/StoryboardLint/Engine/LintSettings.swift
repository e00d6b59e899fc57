import Foundation
import Yams

/// `.storyboard-lint.yml`: which rules run, at which severity, and which paths are not linted
/// (for every rule or for one).
///
/// ```yaml
/// rules:
///   unknown-class: off            # off, on, or a severity: error, warning, note
///   misplaced-view: error
///   missing-image:
///     severity: warning
///     exclude: ["Legacy/**"]      # this rule skips these documents
/// exclude:                        # no rule looks at these documents
///   - Pods/**
///   - "**/Generated/*.xib"
/// ```
///
/// Paths are globs relative to the file's folder (`*` within a folder name, `**` across folders,
/// `?` one character). A mistake (an unknown rule or key, a bad value, bad YAML) is a
/// ``Problem`` at its line and column.
public struct LintSettings: Sendable, Hashable {
    /// What the file says about one rule.
    public struct Rule: Sendable, Hashable {
        public var enabled = true
        public var severity: LintSeverity?
        public var exclude: [String] = []
    }

    /// A mistake in the file, at its position.
    public struct Problem: Error, CustomStringConvertible, Sendable {
        public var file: String
        public var line: Int
        public var column: Int
        public var message: String

        /// `file:line:column: message`.
        public var description: String { "\(file):\(line):\(column): \(message)" }
    }

    /// The settings of each rule the file names.
    public var rules: [String: Rule] = [:]
    /// Documents no rule looks at.
    public var exclude: [String] = []
    /// The folder paths are relative to (the file's).
    public var baseFolder: String

    /// No settings: every rule at its default severity, nothing excluded.
    public init(baseFolder: String = FileManager.default.currentDirectoryPath) {
        self.baseFolder = baseFolder
    }

    /// The name looked for in the working directory.
    public static let fileName = ".storyboard-lint.yml"

    /// Reads settings from YAML text.
    ///
    /// - Parameters:
    ///   - text: The file's text.
    ///   - file: Its path, for problems and as the base of its globs.
    ///   - knownRules: The rule ids a file may name.
    public init(yaml text: String, file: String, knownRules: [String]) throws(Problem) {
        self.init(baseFolder: URL(fileURLWithPath: file).deletingLastPathComponent().path)
        func problem(_ node: Node?, _ message: String) -> Problem {
            Problem(file: file, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1, message: message)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Self.problem(from: error, file: file)
        } catch {
            throw Problem(file: file, line: 1, column: 1, message: "not YAML: \(error)")
        }
        guard let root else { return }
        guard let mapping = root.mapping else { throw problem(root, "expected a mapping with `rules` and `exclude`") }
        for (key, value) in mapping {
            switch key.scalar?.string {
            case "rules":
                guard let rules = value.mapping else { throw problem(value, "`rules` is a mapping of rule ids to settings") }
                for (ruleKey, setting) in rules {
                    guard let id = ruleKey.scalar?.string, knownRules.contains(id) else {
                        throw problem(ruleKey, "no rule '\(ruleKey.scalar?.string ?? "")'; rules: \(knownRules.joined(separator: ", "))")
                    }
                    self.rules[id] = try Self.rule(setting, problem: problem)
                }
            case "exclude":
                exclude = try Self.paths(value, problem: problem)
            default:
                throw problem(key, "unknown key '\(key.scalar?.string ?? "")'; keys: rules, exclude")
            }
        }
    }

    /// Reads the file at `path`.
    public init(contentsOf path: String, knownRules: [String]) throws(Problem) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Problem(file: path, line: 1, column: 1, message: "cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Problem(file: path, line: 1, column: 1, message: "not UTF-8 text")
        }
        try self.init(yaml: text, file: path, knownRules: knownRules)
    }

    private static func rule(_ node: Node, problem: (Node?, String) -> Problem) throws(Problem) -> Rule {
        var rule = Rule()
        if let word = node.scalar?.string {
            try apply(word, to: &rule, node: node, problem: problem)
            return rule
        }
        guard let mapping = node.mapping else { throw problem(node, "a rule's setting is off, on, a severity, or a mapping with severity and exclude") }
        for (key, value) in mapping {
            switch key.scalar?.string {
            case "severity", "enabled":
                guard let word = value.scalar?.string else { throw problem(value, "expected a word") }
                try apply(word, to: &rule, node: value, problem: problem)
            case "exclude":
                rule.exclude = try paths(value, problem: problem)
            default:
                throw problem(key, "unknown key '\(key.scalar?.string ?? "")'; a rule's keys: severity, exclude")
            }
        }
        return rule
    }

    private static func apply(_ word: String, to rule: inout Rule, node: Node, problem: (Node?, String) -> Problem) throws(Problem) {
        switch word.lowercased() {
        case "off", "false", "no", "disabled": rule.enabled = false
        case "on", "true", "yes", "enabled": rule.enabled = true
        default:
            guard let severity = LintSeverity(rawValue: word.lowercased()) else {
                throw problem(node, "'\(word)' is not off, on, error, warning or note")
            }
            rule.severity = severity
        }
    }

    private static func paths(_ node: Node, problem: (Node?, String) -> Problem) throws(Problem) -> [String] {
        if let single = node.scalar?.string { return [single] }
        guard let sequence = node.sequence else { throw problem(node, "expected a list of paths") }
        var result: [String] = []
        for item in sequence {
            guard let path = item.scalar?.string else { throw problem(item, "expected a path") }
            result.append(path)
        }
        return result
    }

    private static func problem(from error: YamlError, file: String) -> Problem {
        switch error {
        case let .scanner(_, message, mark, _), let .parser(_, message, mark, _), let .composer(_, message, mark, _):
            Problem(file: file, line: mark.line, column: mark.column, message: "not valid YAML: \(message)")
        default:
            Problem(file: file, line: 1, column: 1, message: "not valid YAML: \(error)")
        }
    }

    // MARK: Applying

    /// Whether a rule runs at all.
    public func isEnabled(_ id: String) -> Bool { rules[id]?.enabled ?? true }

    /// A rule's info with the severity the file gives it.
    public func applying(to info: LintRuleInfo) -> LintRuleInfo {
        var info = info
        if let severity = rules[info.id]?.severity { info.severity = severity }
        return info
    }

    /// Whether no rule looks at the document at `path`.
    public func excludes(_ path: String) -> Bool {
        matches(path, exclude)
    }

    /// The findings with the file's severities, without those of rules excluded for their file.
    public func applying(to findings: [LintFinding]) -> [LintFinding] {
        findings.compactMap { finding in
            guard let rule = rules[finding.ruleID] else { return finding }
            if !rule.enabled || matches(finding.file, rule.exclude) { return nil }
            var copy = finding
            // A finding the rule lowered below its own severity (the document asked not to be
            // warned about it) keeps its severity.
            let ruleSeverity = LintRuleInfo.all.first { $0.id == finding.ruleID }?.severity
            if let severity = rule.severity, ruleSeverity.map({ finding.severity <= $0 }) ?? true { copy.severity = severity }
            return copy
        }
    }

    private func matches(_ path: String, _ globs: [String]) -> Bool {
        guard !globs.isEmpty else { return false }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = URL(fileURLWithPath: baseFolder, isDirectory: true).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        let relative = absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
        return globs.contains { Self.glob($0, matches: relative) }
    }

    /// Whether a glob (`*`, `**`, `?`) matches a relative path; a glob naming a folder matches
    /// everything in it.
    public static func glob(_ pattern: String, matches path: String) -> Bool {
        let patternParts = pattern.split(separator: "/").map(String.init)
        let pathParts = path.split(separator: "/").map(String.init)
        // Whether the pattern from `p` matches the path's segments from `s` up to `end`.
        func match(_ p: Int, _ s: Int, _ end: Int) -> Bool {
            if p == patternParts.count { return s == end }
            if patternParts[p] == "**" { return (s...end).contains { match(p + 1, $0, end) } }
            guard s < end, segment(patternParts[p], matches: pathParts[s]) else { return false }
            return match(p + 1, s + 1, end)
        }
        guard !pathParts.isEmpty else { return false }
        return (1...pathParts.count).contains { match(0, 0, $0) }
    }

    /// `*` and `?` within one path segment.
    static func segment(_ pattern: String, matches text: String) -> Bool {
        let p = Array(pattern), t = Array(text)
        var memo: [Int: Bool] = [:]
        func match(_ i: Int, _ j: Int) -> Bool {
            let key = i * (t.count + 1) + j
            if let known = memo[key] { return known }
            let result: Bool
            if i == p.count {
                result = j == t.count
            } else if p[i] == "*" {
                result = match(i + 1, j) || (j < t.count && match(i, j + 1))
            } else {
                result = j < t.count && (p[i] == "?" || p[i] == t[j]) && match(i + 1, j + 1)
            }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }
}
