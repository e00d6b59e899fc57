import Foundation

/// Findings as compilers print diagnostics: `path:line:column: warning: message [rule-id]`,
/// then the configurations and notes indented under it, then a summary line.
public enum TextLintFormatter {
    public static func text(_ report: LintReport) -> String {
        var lines: [String] = []
        for finding in report.findings {
            lines.append(line(finding))
            if !finding.configurations.isEmpty { lines.append("    in " + configurations(finding.configurations)) }
            for note in finding.notes { lines.append("    " + note) }
        }
        lines.append(summary(report))
        return lines.joined(separator: "\n")
    }

    /// The most configurations a finding's line lists; JSON, SARIF and JUnit list them all.
    public static let listedConfigurations = 8

    /// `iPhone 8, portrait`, `2 configurations: A; B`, or for more than
    /// ``listedConfigurations``: `63 configurations: A; …; H; and 55 more (--format json lists all)`.
    static func configurations(_ names: [String]) -> String {
        guard names.count > 1 else { return names.joined() }
        let listed = names.prefix(listedConfigurations).joined(separator: "; ")
        let more = names.count - listedConfigurations
        return "\(names.count) configurations: " + listed + (more > 0 ? "; and \(more) more (--format json lists all)" : "")
    }

    /// `path:line:column: severity: message [rule-id]`.
    public static func line(_ finding: LintFinding) -> String {
        var location = finding.file
        if let line = finding.line {
            location += ":\(line)"
            if let column = finding.column { location += ":\(column)" }
        }
        return "\(location): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
    }

    /// `3 errors, 2 warnings, 1 note in 4 files (12 configurations)`.
    static func summary(_ report: LintReport) -> String {
        func count(_ severity: LintSeverity) -> String {
            let n = report.findings.filter { $0.severity == severity }.count
            return "\(n) \(severity.rawValue)\(n == 1 ? "" : "s")"
        }
        let files = report.files.count
        return "\(count(.error)), \(count(.warning)), \(count(.note)) in \(files) file\(files == 1 ? "" : "s")"
    }
}
