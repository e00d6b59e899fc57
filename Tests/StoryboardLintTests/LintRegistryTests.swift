import AdaptiveKit
import Foundation
import StoryboardLint
import Testing

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
