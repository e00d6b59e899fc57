import Foundation
import StoryboardLint
import Testing
import TestSupport

@Suite struct LintSettingsTests {
    static let known = LintRuleInfo.all.map(\.id)

    @Test func rulesAreTurnedOffGivenSeveritiesAndExcludedByPath() throws {
        let settings = try LintSettings(yaml: """
            rules:
              unknown-class: off
              misplaced-view: error
              missing-image:
                severity: note
                exclude: ["Legacy/**"]
            exclude:
              - Pods/**
              - "**/Generated/*.xib"
            """, file: "/project/.storyboard-lint.yml", knownRules: Self.known)
        #expect(!settings.isEnabled("unknown-class") && settings.isEnabled("ambiguous-layout"))
        #expect(settings.applying(to: MisplacedView.info).severity == .error)
        #expect(settings.excludes("/project/Pods/Lib/View.xib"))
        #expect(settings.excludes("/project/App/Generated/Cell.xib"))
        #expect(!settings.excludes("/project/App/Main.storyboard"))
        let findings = [
            LintFinding(ruleID: "missing-image", severity: .warning, message: "a", file: "/project/Legacy/Old.storyboard"),
            LintFinding(ruleID: "missing-image", severity: .warning, message: "b", file: "/project/App/Main.storyboard"),
            LintFinding(ruleID: "unknown-class", severity: .note, message: "c", file: "/project/App/Main.storyboard"),
        ]
        let kept = settings.applying(to: findings)
        #expect(kept.map(\.message) == ["b"])
        #expect(kept.first?.severity == .note)
    }

    @Test func mistakesArePositioned() {
        let cases: [(String, Int, Int, String)] = [
            ("rules:\n  no-such-rule: off\n", 2, 3, "no rule 'no-such-rule'"),
            ("rules:\n  unknown-class: sometimes\n", 2, 18, "'sometimes' is not off, on"),
            ("exclud:\n  - Pods\n", 1, 1, "unknown key 'exclud'"),
            ("rules: [unclosed\n", 2, 1, "not valid YAML"),
        ]
        for (text, line, column, message) in cases {
            do {
                _ = try LintSettings(yaml: text, file: "cfg.yml", knownRules: Self.known)
                Issue.record("no problem found in \(text.debugDescription)")
            } catch {
                #expect(error.line == line && error.column == column, "\(error)")
                #expect(error.message.contains(message), "\(error)")
                #expect(error.description.hasPrefix("cfg.yml:\(line):\(column): "))
            }
        }
    }

    @Test func globs() {
        #expect(LintSettings.glob("Pods/**", matches: "Pods/A/B.xib"))
        #expect(LintSettings.glob("Pods", matches: "Pods/A/B.xib"))
        #expect(LintSettings.glob("**/*.xib", matches: "A/B/C.xib"))
        #expect(LintSettings.glob("**/*.xib", matches: "C.xib"))
        #expect(!LintSettings.glob("*.xib", matches: "A/C.xib"))
        #expect(LintSettings.glob("A/?.xib", matches: "A/C.xib"))
        #expect(!LintSettings.glob("App/Main.storyboard", matches: "App/Main.storyboard.bak"))
    }
}
