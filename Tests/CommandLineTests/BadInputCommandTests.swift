import Foundation
import Testing

/// Every command reads its documents the same way (`DocumentInput`): a file that is not a
/// document is one positioned line and exit 2 in each; a damaged one is used as far as it
/// loaded, exit 1; nothing ends in a signal.
@Suite("Bad input on the command line: the same message from every command, never a crash")
struct BadInputCommandTests {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bad-input-\(UUID().uuidString)")

    /// A file in the test folder with these bytes.
    static func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="a">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="a" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="dup">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                NESTED
                            </view>
                        </viewController>
                    </objects>
                </scene>
                SECOND
            </scenes>
        </document>

        """

    /// Commands that read one document, with the options that make them run headless.
    static func commands(_ path: String) -> [[String]] {
        [
            ["inspect", path],
            ["frames", path],
            ["render", path, "--device", "iPhone 8", "--orientation", "portrait", "--out", folder.appendingPathComponent("out").path],
            ["launch-images", path, "--device", "iPhone 8", "--out", folder.appendingPathComponent("launch").path],
        ]
    }

    @Test("a text file that is not XML: every command says so, with what it starts with (exit 2)")
    func notXML() throws {
        let path = try Self.file("README.md", Array("# My App\n\nNotes.\n".utf8))
        for command in Self.commands(path) {
            let result = try StoryboardProcess.run(command)
            #expect(result.status == 2, "\(command[0])")
            #expect(result.standardError.contains("error: \(path):1:1: not an XML document: it starts with \"# My App\" (Markdown or a script?)"),
                    "\(command[0]): \(result.standardError)")
        }
    }

    @Test("invalid UTF-8 (which traps Foundation's XML parser on Linux): a positioned error from every command (exit 2)")
    func invalidUTF8() throws {
        var bytes = Array(Self.document.replacingOccurrences(of: "NESTED", with: "").replacingOccurrences(of: "SECOND", with: "").utf8)
        let at = bytes.firstRange(of: Array("sceneID".utf8))!.lowerBound + 3
        bytes.insert(0xC3, at: at)
        let path = try Self.file("Broken.storyboard", bytes)
        for command in Self.commands(path) {
            let result = try StoryboardProcess.run(command)
            #expect(result.status == 2, "\(command[0])")
            #expect(result.standardError.contains("error: \(path):5:19: the file is not valid UTF-8: byte 0xC3 starts a 2-byte character"),
                    "\(command[0]): \(result.standardError)")
        }
    }

    @Test("views nested 1,000 deep: the nesting error with its position, what loaded is used (exit 1)")
    func tooDeep() throws {
        let nested = (0..<1_000).map { "<subviews><view contentMode=\"scaleToFill\" id=\"n\($0)\">" }.joined()
            + String(repeating: "</view></subviews>", count: 1_000)
        let path = try Self.file("Deep.storyboard", Array(Self.document.replacingOccurrences(of: "NESTED", with: nested).replacingOccurrences(of: "SECOND", with: "").utf8))
        for command in Self.commands(path).dropLast() {
            let result = try StoryboardProcess.run(command)
            #expect(result.status == 1, "\(command[0]): \(result.standardError)")
            let output = result.standardOutput + result.standardError
            #expect(output.range(of: #"Deep\.storyboard:11:\d+: error: <\w+> is nested 257 elements deep"#, options: .regularExpression) != nil,
                    "\(command[0]): \(output.prefix(600))")
        }
    }

    @Test("render draws a placeholder naming the error for a scene it cannot build, and goes on with the others")
    func placeholder() throws {
        // The second scene's controller reuses the id of the first scene's view.
        let second = """
            <scene sceneID="s2">
                        <objects>
                            <viewController id="dup" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v2">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """
        let path = try Self.file("Twice.storyboard", Array(Self.document.replacingOccurrences(of: "NESTED", with: "").replacingOccurrences(of: "SECOND", with: second).utf8))
        let out = Self.folder.appendingPathComponent("placeholder")
        let result = try StoryboardProcess.run(["render", path, "--device", "iPhone 8", "--orientation", "portrait", "--out", out.path, "--json"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("scene s2 on iPhone 8, portrait, light: the scene has no controller or view to show"))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let pictures = try #require(report["pictures"] as? [[String: Any]])
        let failed = try #require(pictures.first { $0["scene"] as? String == "s2" })
        #expect(failed["placeholder"] as? Bool == true)
        #expect(failed["error"] as? String == "the scene has no controller or view to show")
        let drawn = try #require(pictures.first { $0["scene"] as? String == "s1" })
        #expect(drawn["error"] == nil)
        for picture in [failed, drawn] {
            let file = try #require(picture["file"] as? String)
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(file) is a PNG")
        }
        let sheet = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(sheet.contains("<img class=failed src=\"Twice/s2_iPhone-8_portrait_light.png\""))
    }

    /// A mutated document whose scene id was 100,000 lines long hung `render`: its picture's
    /// name could not be written, and the placeholder naming the scene took minutes to measure.
    @Test("a scene id thousands of lines long: its picture is drawn under a name cut to 80 characters with a hash, in seconds")
    func hugeSceneID() throws {
        let id = Array(repeating: "line", count: 3_000).joined(separator: "&#10;")
        let text = Self.document.replacingOccurrences(of: "NESTED", with: "").replacingOccurrences(of: "SECOND", with: "")
            .replacingOccurrences(of: "sceneID=\"s1\"", with: "sceneID=\"\(id)\"")
        let path = try Self.file("HugeID.storyboard", Array(text.utf8))
        let out = Self.folder.appendingPathComponent("huge-id")
        let result = try StoryboardProcess.run(["render", path, "--device", "iPhone 8", "--orientation", "portrait", "--out", out.path, "--json"])
        #expect(result.status == 0, "\(result.standardError.prefix(500))")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let picture = try #require((report["pictures"] as? [[String: Any]])?.first)
        let file = try #require(picture["file"] as? String)
        let name = URL(fileURLWithPath: file).lastPathComponent
        #expect(name.hasPrefix(String(Array(repeating: "line", count: 13).joined(separator: "-").prefix(63)) + "-"), "\(name)")
        #expect(name.utf8.count < 255)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("a folder, a compiled storyboard and a missing file")
    func notFiles() throws {
        let compiled = Self.folder.appendingPathComponent("Main.storyboardc")
        try FileManager.default.createDirectory(at: compiled, withIntermediateDirectories: true)
        for command in [["inspect", compiled.path], ["frames", compiled.path]] {
            let result = try StoryboardProcess.run(command)
            #expect(result.status == 2)
            #expect(result.standardError.contains("it is a compiled storyboard folder; give the .storyboard or .xib source Xcode edits"), "\(result.standardError)")
        }
        let missing = try StoryboardProcess.run(["frames", "Nope.storyboard"])
        #expect(missing.status == 2)
        #expect(missing.standardError == "error: Nope.storyboard: cannot read the file: there is no such file\n")
    }
}
