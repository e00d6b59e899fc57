import Foundation

/// Findings as GitHub Actions workflow commands (`::warning file=…,line=…,col=…,title=…::message`),
/// which the Actions log shows as annotations on the changed files.
public enum GitHubAnnotations {
    public static func text(_ report: LintReport) -> String {
        report.findings.map(line).joined(separator: "\n")
    }

    /// One annotation: `error`, `warning` or `notice`.
    public static func line(_ finding: LintFinding) -> String {
        let command = switch finding.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        var properties = ["file=\(property(finding.file))"]
        if let line = finding.line { properties.append("line=\(line)") }
        if let column = finding.column { properties.append("col=\(column)") }
        properties.append("title=\(property(finding.ruleID))")
        var message = finding.message
        if !finding.configurations.isEmpty { message += "\nin " + finding.configurations.joined(separator: "; ") }
        return "::\(command) \(properties.joined(separator: ","))::\(data(message))"
    }

    /// A message escaped as the runner reads it (`%`, CR and LF).
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value escaped (also `:` and `,`).
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
