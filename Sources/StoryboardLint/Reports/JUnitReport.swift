import Foundation

/// Findings as a JUnit XML report, which CI systems show as test results: one test suite per
/// document, one failed test case per finding (named by rule and position, its type the
/// severity), and one passing case for a document without findings.
public enum JUnitReport {
    public static func text(_ report: LintReport) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let failures = report.findings.count
        lines.append("<testsuites name=\"storyboard lint\" tests=\"\(max(failures, report.files.count))\" failures=\"\(failures)\">")
        for file in report.files {
            let findings = report.findings.filter { $0.file == file }
            lines.append("  <testsuite name=\"\(escape(file))\" tests=\"\(max(findings.count, 1))\" failures=\"\(findings.count)\">")
            if findings.isEmpty {
                lines.append("    <testcase classname=\"\(escape(file))\" name=\"lint\"/>")
            }
            for finding in findings {
                let place = finding.line.map { ":\($0)" + (finding.column.map { ":\($0)" } ?? "") } ?? ""
                lines.append("    <testcase classname=\"\(escape(file))\" name=\"\(escape(finding.ruleID + place))\">")
                var body = TextLintFormatter.line(finding)
                if !finding.configurations.isEmpty { body += "\nin " + finding.configurations.joined(separator: "; ") }
                for note in finding.notes { body += "\n" + note }
                lines.append("      <failure type=\"\(finding.severity.rawValue)\" message=\"\(escape(finding.message))\">\(escape(body))</failure>")
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n")
    }

    /// Text safe in XML attributes and content.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default:
                // Control characters are not allowed in XML 1.0.
                if scalar.value < 0x20 { result += " " } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}
