import AdaptiveKit
import Foundation
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct LintRegistryTests {
    @Test func everyRuleHasAUniqueKebabCaseIDAndItsTexts() {
        let infos = LintRegistry.infos
        #expect(Set(infos.map(\.id)).count == infos.count)
        for info in infos {
            #expect(info.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(info.id)")
            #expect(!info.summary.isEmpty && !info.explanation.isEmpty && !info.fix.isEmpty, "\(info.id)")
            #expect(LintRegistry.rule(info.id)?.info == info)
        }
    }
}

extension LintRegistryTests {
    @Test func theInfoTableIsTheRegistrysOrder() {
        #expect(LintRuleInfo.all == LintRegistry.infos)
    }

    @Test func docsLintListsEveryRuleAsTheTableSays() throws {
        let url = SharedFolder.packageRoot.appendingPathComponent("docs/lint.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(LintRuleInfo.markdownTable), "docs/lint.md's rules table is not LintRuleInfo.markdownTable")
        for rule in LintRuleInfo.all {
            #expect(text.contains("### `\(rule.id)`"), "docs/lint.md has no section for \(rule.id)")
        }
    }
}
