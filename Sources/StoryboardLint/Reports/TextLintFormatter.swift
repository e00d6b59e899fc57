import Foundation

/// Findings as compilers print diagnostics: `path:line:column: warning: message [rule-id]`,
/// then the configurations and notes indented under it, then a summary line.
public enum TextLintFormatter {
    public static func text(_ report: LintReport) -> String {
        var lines: [String] = []
        for finding in report.findings {
            lines.append(line(finding))
            if !finding.configurations.isEmpty {
                lines.append("    in \(finding.configurations.count == 1 ? "" : "\(finding.configurations.count) configurations: ")\(finding.configurations.joined(separator: "; "))")
            }
            for note in finding.notes { lines.append("    " + note) }
        }
        lines.append(summary(report))
        return lines.joined(separator: "\n")
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
