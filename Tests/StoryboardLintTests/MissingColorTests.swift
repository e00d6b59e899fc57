import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct MissingColorTests {
    @Test func aNamedColourInNoCatalogIsReportedAtItsFirstUse() throws {
        let folder = try AssetFixture.projectFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let findings = try LintFixture.findings(AssetFixture.document.text, rule: MissingColor(), folder: folder)
        #expect(LintFixture.positions(findings) == [AssetFixture.document[2]])
        #expect(findings.first?.message.contains("'Accent'") == true)
    }

    @Test func withoutACatalogNothingIsChecked() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try LintFixture.findings(AssetFixture.document.text, rule: MissingColor(), folder: folder).isEmpty)
    }
}
