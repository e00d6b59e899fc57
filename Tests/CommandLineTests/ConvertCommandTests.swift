import Foundation
import Testing
import TestSupport

@Suite("storyboard convert")
struct ConvertCommandTests {
    /// A legacy storyboard: a button with a push segue.
    static let legacy = storyboard(scenes: """
            <scene sceneID="sce-ne-001">
                <objects>
                    <viewController id="vc0-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="roo-tv-iew">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <subviews>
                                <button contentMode="scaleToFill" id="but-to-n01">
                                    <rect key="frame" x="20" y="80" width="100" height="30"/>
                                    <connections>
                                        <segue destination="vc0-00-002" kind="push" id="pus-hs-eg1"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="sce-ne-002">
                <objects>
                    <viewController id="vc0-00-002" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="roo-tv-ie2">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """).replacingOccurrences(of: " useTraitCollections=\"YES\"", with: "")

    /// A fresh folder under the temporary directory, removed by the caller.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("--out writes the converted document and prints each change at its line and column; the input stays")
    func out() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Main.storyboard"), output = folder.appendingPathComponent("Converted.storyboard")
        try Data(Self.legacy.utf8).write(to: input)
        let result = try StoryboardProcess.run(["convert", input.path, "--out", output.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("\(input.path):2:1: note: uses size classes (useTraitCollections=\"YES\")"))
        #expect(result.standardOutput.contains("\(input.path):13:69: note: push segue 'pus-hs-eg1' → show"))
        #expect(result.standardOutput.hasSuffix("\(output.path): 2 changes written\n"))
        let written = try String(contentsOf: output, encoding: .utf8)
        #expect(written == Self.legacy
            .replacingOccurrences(of: "useAutolayout=\"YES\"", with: "useAutolayout=\"YES\" useTraitCollections=\"YES\"")
            .replacingOccurrences(of: "kind=\"push\"", with: "kind=\"show\""))
        #expect(try String(contentsOf: input, encoding: .utf8) == Self.legacy)

        let again = try StoryboardProcess.run(["convert", output.path])
        #expect(again.status == 0)
        #expect(again.standardOutput == "\(output.path): note: the document already uses size classes; nothing to convert\n")
        #expect(try String(contentsOf: output, encoding: .utf8) == written, "unchanged")
    }

    @Test("--dry-run prints the unified diff and writes nothing; without --out the file is replaced")
    func dryRunAndInPlace() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Main.storyboard")
        try Data(Self.legacy.utf8).write(to: input)
        let dry = try StoryboardProcess.run(["convert", input.path, "--dry-run"])
        #expect(dry.status == 0, "\(dry.standardError)")
        let shown = input.path.hasPrefix("/") ? String(input.path.dropFirst()) : input.path
        #expect(dry.standardOutput.contains("--- a/\(shown)\n+++ b/\(shown)\n@@ -1,"))
        #expect(dry.standardOutput.contains("\n-                                    <segue destination=\"vc0-00-002\" kind=\"push\" id=\"pus-hs-eg1\"/>\n"
            + "+                                    <segue destination=\"vc0-00-002\" kind=\"show\" id=\"pus-hs-eg1\"/>\n"))
        #expect(try String(contentsOf: input, encoding: .utf8) == Self.legacy)
        let inPlace = try StoryboardProcess.run(["convert", input.path])
        #expect(inPlace.status == 0)
        #expect(try String(contentsOf: input, encoding: .utf8).contains("kind=\"show\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Main.storyboard"], "no temporary file left")
    }

    @Test("in place through a symbolic link: the file it names is converted, the link stays a link, the permissions stay")
    func link() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("Main.storyboard"), link = folder.appendingPathComponent("Link.storyboard")
        try Data(Self.legacy.utf8).write(to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target.path)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let result = try StoryboardProcess.run(["convert", link.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8).contains("kind=\"show\""))
        #expect(try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int == 0o640)
    }

    @Test("--merge merges an iPad storyboard into the iPhone one")
    func merge() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let phone = folder.appendingPathComponent("Main_iPhone.storyboard"), pad = folder.appendingPathComponent("Main_iPad.storyboard")
        let output = folder.appendingPathComponent("Main.storyboard")
        try Data(Self.legacy.utf8).write(to: phone)
        try Data(Self.legacy.replacingOccurrences(of: "x=\"20\" y=\"80\"", with: "x=\"40\" y=\"80\"")
            .replacingOccurrences(of: "<button contentMode=\"scaleToFill\" id=\"but-to-n01\">", with: "<button contentMode=\"scaleToFill\" id=\"pad-bu-t01\">")
            .replacingOccurrences(of: "width=\"320\" height=\"568\"", with: "width=\"768\" height=\"1024\"").utf8).write(to: pad)
        let result = try StoryboardProcess.run(["convert", phone.path, "--merge", pad.path, "--out", output.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: output.path))
        #expect(try String(contentsOf: output, encoding: .utf8).contains("useTraitCollections=\"YES\""))
    }

    @Test("an unreadable file, a damaged one, a document without Auto Layout and a xib merge exit 2, and nothing is written")
    func failures() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try StoryboardProcess.run(["convert", folder.appendingPathComponent("None.storyboard").path])
        #expect(missing.status == 2)
        let manual = folder.appendingPathComponent("Manual.storyboard")
        try Data(Self.legacy.replacingOccurrences(of: " useAutolayout=\"YES\"", with: "").utf8).write(to: manual)
        let noAutolayout = try StoryboardProcess.run(["convert", manual.path])
        #expect(noAutolayout.status == 2)
        #expect(noAutolayout.standardError.contains("does not use Auto Layout"))
        let truncated = folder.appendingPathComponent("Truncated.storyboard")
        let cut = String(Self.legacy.prefix(Self.legacy.count / 2))
        try Data(cut.utf8).write(to: truncated)
        let damaged = try StoryboardProcess.run(["convert", truncated.path])
        #expect(damaged.status == 2, "\(damaged.standardError)")
        #expect(damaged.standardError.contains("was not read in full"))
        #expect(try String(contentsOf: truncated, encoding: .utf8) == cut, "left as it was")
        let view = folder.appendingPathComponent("View.xib")
        try Data(xib(objects: "").utf8).write(to: view)
        let xibMerge = try StoryboardProcess.run(["convert", view.path, "--merge", view.path])
        #expect(xibMerge.status == 2)
        #expect(xibMerge.standardError.contains("storyboards only"))
    }
}
