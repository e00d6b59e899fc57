import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

@MainActor
@Suite struct MissingImageTests {
    @Test func anImageInNoCatalogIsReportedAtItsFirstUse() throws {
        let folder = try AssetFixture.projectFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let findings = try LintFixture.findings(AssetFixture.document.text, rule: MissingImage(), folder: folder)
        #expect(LintFixture.positions(findings) == [AssetFixture.document[1]])
        #expect(findings.first?.message.contains("'Missing'") == true)
    }

    @Test func anImageFileBesideTheDocumentCounts() throws {
        let folder = try AssetFixture.projectFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0x89]).write(to: folder.appendingPathComponent("Missing@2x.png"))
        #expect(try LintFixture.findings(AssetFixture.document.text, rule: MissingImage(), folder: folder).isEmpty)
    }

    @Test func withoutACatalogNothingIsChecked() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try LintFixture.findings(AssetFixture.document.text, rule: MissingImage(), folder: folder).isEmpty)
    }
}
