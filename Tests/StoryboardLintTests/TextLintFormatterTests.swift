import Foundation
import StoryboardLint
import Testing

@Suite struct TextLintFormatterTests {
    static func report(configurations: [String]) -> LintReport {
        let finding = LintFinding(
            ruleID: "view-clipped", severity: .warning, message: "UILabel abc-de-fgh is partly cut off by the window's edge",
            file: "App/Main.storyboard", line: 12, column: 9, objectID: "abc-de-fgh", configurations: configurations)
        return LintReport(files: ["App/Main.storyboard"], configurations: configurations, findings: [finding])
    }

    @Test func aFindingListsItsFewConfigurations() {
        let lines = TextLintFormatter.text(Self.report(configurations: ["iPhone 8, portrait", "iPhone 8, landscape"])).components(separatedBy: "\n")
        #expect(lines[0] == "App/Main.storyboard:12:9: warning: UILabel abc-de-fgh is partly cut off by the window's edge [view-clipped]")
        #expect(lines[1] == "    in 2 configurations: iPhone 8, portrait; iPhone 8, landscape")
    }

    /// A conflict in every configuration of a run over every model is one line a person can read,
    /// not 63 names.
    @Test func aFindingInManyConfigurationsListsTheFirstAndCountsTheRest() {
        let names = (1...20).map { "Phone \($0), portrait" }
        let lines = TextLintFormatter.text(Self.report(configurations: names)).components(separatedBy: "\n")
        let listed = names.prefix(TextLintFormatter.listedConfigurations).joined(separator: "; ")
        #expect(lines[1] == "    in 20 configurations: \(listed); and 12 more (--format json lists all)")
        #expect(!lines[1].contains("Phone 9,"))
    }
}
