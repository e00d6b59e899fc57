import Foundation

/// The result of a `storyboard lint` run: what was linted, in which configurations, what was
/// found. `--format json` prints it as it is; the other formats are views of it.
public struct LintReport: Codable, Hashable, Sendable {
    /// The documents linted, as the run named them.
    public var files: [String]
    /// The configurations of the run (the first document's names; the document canvas differs
    /// per document).
    public var configurations: [String]
    /// Every finding, by file, line and column.
    public var findings: [LintFinding]
    /// Documents that could not be read, as `file:line:column: message`.
    public var unreadable: [String]

    public init(files: [String], configurations: [String], findings: [LintFinding], unreadable: [String] = []) {
        self.files = files
        self.configurations = configurations
        self.findings = findings
        self.unreadable = unreadable
    }

    /// The findings at or above a severity.
    public func count(atLeast severity: LintSeverity) -> Int {
        findings.filter { $0.severity <= severity }.count
    }
}

/// The output formats of `storyboard lint`.
public enum LintFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github, junit

    /// The report in this format.
    public func render(_ report: LintReport, rules: [LintRuleInfo]) throws -> String {
        switch self {
        case .text: TextLintFormatter.text(report)
        case .json: try LintJSON.text(report)
        case .sarif: try SARIFLog(report: report, rules: rules, workingDirectory: FileManager.default.currentDirectoryPath).text()
        case .github: GitHubAnnotations.text(report)
        case .junit: JUnitReport.text(report)
        }
    }
}

/// JSON as the commands print it: sorted keys, pretty printed, slashes unescaped.
enum LintJSON {
    static func text(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
