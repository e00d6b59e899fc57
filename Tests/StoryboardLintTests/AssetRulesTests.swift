import AdaptiveKit
import Foundation
import InterfaceBuilder
import StoryboardLint
import Testing
import TestSupport

/// `missing-image` and `missing-color` share their look-ups (asset catalogs beside the document).
@MainActor
@Suite struct AssetRulesTests {
    /// A folder with `Assets.xcassets` holding the image `Logo` and the colour `Brand`.
    static func projectFolder() throws -> URL {
        let folder = try LintFixture.temporaryFolder()
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        let manager = FileManager.default
        try manager.createDirectory(at: catalog.appendingPathComponent("Logo.imageset"), withIntermediateDirectories: true)
        try manager.createDirectory(at: catalog.appendingPathComponent("Brand.colorset"), withIntermediateDirectories: true)
        try #"{"info":{"author":"xcode","version":1}}"#.write(to: catalog.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try #"{"images":[{"idiom":"universal","scale":"1x"}],"info":{"author":"xcode","version":1}}"#
            .write(to: catalog.appendingPathComponent("Logo.imageset/Contents.json"), atomically: true, encoding: .utf8)
        try #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}}],"info":{"author":"xcode","version":1}}"#
            .write(to: catalog.appendingPathComponent("Brand.colorset/Contents.json"), atomically: true, encoding: .utf8)
        return folder
    }

    static let document = MarkedText(storyboard(scenes: controllerScene(subviews: """
        <imageView contentMode="scaleToFill" image="Logo" id="img-vw-one"><rect key="frame" x="0" y="0" width="10" height="10"/></imageView>
        1️⃣<imageView contentMode="scaleToFill" image="Missing" id="img-vw-two"><rect key="frame" x="0" y="20" width="10" height="10"/></imageView>
        <imageView contentMode="scaleToFill" image="star.fill" catalog="system" id="img-vw-thr"><rect key="frame" x="0" y="40" width="10" height="10"/></imageView>
        <view contentMode="scaleToFill" id="col-vw-one"><rect key="frame" x="0" y="60" width="10" height="10"/>
            <color key="backgroundColor" name="Brand"/>
        </view>
        <view contentMode="scaleToFill" id="col-vw-two"><rect key="frame" x="0" y="80" width="10" height="10"/>
            2️⃣<color key="backgroundColor" name="Accent"/>
        </view>
        """), tail: """
        <resources>
            <image name="Logo" width="10" height="10"/>
            <image name="Missing" width="10" height="10"/>
            <image name="star.fill" catalog="system" width="10" height="10"/>
            <namedColor name="Brand"><color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
            <namedColor name="Accent"><color red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
        </resources>
        """))

    @Test func anImageInNoCatalogIsReportedAtItsFirstUse() throws {
        let folder = try Self.projectFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let findings = try LintFixture.findings(Self.document.text, rule: MissingImage(), folder: folder)
        #expect(LintFixture.positions(findings) == [Self.document[1]])
        #expect(findings.first?.message.contains("'Missing'") == true)
    }

    @Test func aNamedColourInNoCatalogIsReportedAtItsFirstUse() throws {
        let folder = try Self.projectFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let findings = try LintFixture.findings(Self.document.text, rule: MissingColor(), folder: folder)
        #expect(LintFixture.positions(findings) == [Self.document[2]])
        #expect(findings.first?.message.contains("'Accent'") == true)
    }

    @Test func anImageFileBesideTheDocumentCounts() throws {
        let folder = try Self.projectFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0x89]).write(to: folder.appendingPathComponent("Missing@2x.png"))
        #expect(try LintFixture.findings(Self.document.text, rule: MissingImage(), folder: folder).isEmpty)
    }

    @Test func withoutACatalogNothingIsChecked() throws {
        let folder = try LintFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try LintFixture.findings(Self.document.text, rule: MissingImage(), folder: folder).isEmpty)
        #expect(try LintFixture.findings(Self.document.text, rule: MissingColor(), folder: folder).isEmpty)
    }
}
