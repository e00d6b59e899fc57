import Foundation
import Testing

/// `storyboard render` as a user runs it on a project: the fonts the app ships are found (font
/// files in the project, `UIAppFonts` of its `Info.plist`, `--fonts`), and what the pictures
/// cannot show as the app would — a missing image, a missing font — is reported per picture.
@Suite("storyboard render: fonts and warnings")
struct RenderWarningsCommandTests {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <label text="Shipped face" id="l1">
                                    <rect key="frame" x="20" y="120" width="300" height="30"/>
                                    <fontDescription key="fontDescription" name="OSBShopMono-Regular" family="OSB Shop Mono" pointSize="20"/>
                                </label>
                                <label text="Nowhere" id="l2">
                                    <rect key="frame" x="20" y="170" width="300" height="30"/>
                                    <fontDescription key="fontDescription" name="OSBNowhere-Bold" family="OSB Nowhere" pointSize="20"/>
                                </label>
                                <imageView contentMode="scaleAspectFit" image="logo" id="i1">
                                    <rect key="frame" x="20" y="240" width="120" height="120"/>
                                </imageView>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
        <resources>
            <image name="logo" width="64" height="64"/>
        </resources>
    </document>
    """

    static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
        <key>UIAppFonts</key>
        <array>
            <string>ShopMono.otf</string>
            <string>Gone.ttf</string>
        </array>
    </dict>
    </plist>
    """

    /// `Shop/Shop.xcodeproj`, `Shop/Shop/Base.lproj/Main.storyboard`, `Shop/Shop/Fonts/ShopMono.otf`
    /// (a font of the family `OSB Shop Mono`, see `RenamedFont`), `Shop/Shop/Info.plist`.
    private func project() throws -> (root: URL, storyboard: URL, fonts: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("osb-render-project-\(UUID().uuidString)")
        let manager = FileManager.default
        let app = root.appendingPathComponent("Shop/Shop")
        try manager.createDirectory(at: root.appendingPathComponent("Shop/Shop.xcodeproj"), withIntermediateDirectories: true)
        try manager.createDirectory(at: app.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try manager.createDirectory(at: app.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        let storyboard = app.appendingPathComponent("Base.lproj/Main.storyboard")
        try Self.storyboard.write(to: storyboard, atomically: true, encoding: .utf8)
        try Self.infoPlist.write(to: app.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        _ = try RenamedFont.write(family: "OSB Shop Mono", postScriptName: "OSBShopMono-Regular", into: app.appendingPathComponent("Fonts"), fileName: "ShopMono.otf")
        return (root, storyboard, app.appendingPathComponent("Fonts"))
    }

    private func json(_ output: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], "JSON on standard output: \(output.prefix(300))")
    }

    private func warnings(_ picture: [String: Any]) -> [[String: Any]] { picture["warnings"] as? [[String: Any]] ?? [] }

    @Test("--json: the project's font is used, the missing font and image are warnings of the picture with their positions")
    func projectFontsAndWarnings() throws {
        let (root, storyboard, _) = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out")
        let result = try StoryboardProcess.run([
            "render", storyboard.path, "--device", "iPhone 15", "--orientation", "portrait", "--out", out.path, "--json",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let report = try json(result.standardOutput)
        let pictures = try #require(report["pictures"] as? [[String: Any]])
        #expect(pictures.count == 1)
        let picture = try #require(pictures.first)
        #expect(picture["scene"] as? String == "s1")
        #expect(FileManager.default.fileExists(atPath: try #require(picture["file"] as? String)))
        let found = warnings(picture)
        let image = try #require(found.first { $0["code"] as? String == "ib.missingImage" })
        #expect((image["message"] as? String)?.contains("'logo'") == true)
        #expect(image["line"] as? Int == 18, "the <imageView> that names it")
        #expect(image["column"] as? Int != nil)
        let fonts = found.filter { $0["code"] as? String == "render.missingFont" }
        #expect(fonts.count == 1, "\(fonts)")
        #expect((fonts.first?["message"] as? String)?.contains("'OSB Nowhere'") == true)
        #expect(fonts.first?["line"] as? Int == 16)
        #expect(!found.contains { ($0["message"] as? String)?.contains("OSB Shop Mono") == true }, "the project's font is found")

        let registered = try #require(report["fonts"] as? [[String: Any]])
        #expect(registered.contains { ($0["families"] as? [String]) == ["OSB Shop Mono"] })
        let runWarnings = report["warnings"] as? [[String: Any]] ?? []
        #expect(runWarnings.contains { $0["code"] as? String == "render.missingFontFile" && ($0["message"] as? String)?.contains("'Gone.ttf'") == true },
                "a UIAppFonts entry found nowhere: \(runWarnings)")
        let documents = try #require(report["documents"] as? [[String: Any]])
        #expect(warnings(try #require(documents.first)).map { $0["message"] as? String ?? "" }.contains { $0.contains("'OSB Nowhere'") })
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["withWarnings"] as? Int == 1)
    }

    @Test("text: each warning once on standard error with its position, and a summary line")
    func textSummary() throws {
        let (root, storyboard, _) = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out")
        let result = try StoryboardProcess.run(["render", storyboard.path, "--device", "iPhone 15", "--orientation", "portrait", "--out", out.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Warnings in 1 of 1 picture: missing images (1), missing fonts (1)"), "\(result.standardOutput)")
        #expect(result.standardError.contains("\(storyboard.path):18:"), "\(result.standardError)")
        #expect(result.standardError.contains("warning: the image 'logo' is in no asset catalog"))
        #expect(result.standardError.components(separatedBy: "the font family 'OSB Nowhere'").count == 2, "printed once")
        #expect(result.standardError.contains("UIAppFonts lists 'Gone.ttf'"))
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("2 warnings</summary>"), "listed under the picture")
    }

    @Test("outside its project the font is missing; --fonts DIR brings it back")
    func fontsOption() throws {
        let (root, storyboard, fonts) = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let alone = root.appendingPathComponent("alone")
        try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
        let copy = alone.appendingPathComponent("Main.storyboard")
        try FileManager.default.copyItem(at: storyboard, to: copy)
        let out = root.appendingPathComponent("out")
        let arguments = ["render", copy.path, "--device", "iPhone 15", "--orientation", "portrait", "--out", out.path, "--json"]

        let without = try json(try StoryboardProcess.run(arguments).standardOutput)
        let missing = warnings(try #require((without["pictures"] as? [[String: Any]])?.first)).compactMap { $0["message"] as? String }
        #expect(missing.contains { $0.contains("'OSB Shop Mono'") && $0.contains("--fonts") }, "\(missing)")

        let with = try json(try StoryboardProcess.run(arguments + ["--fonts", fonts.path]).standardOutput)
        let left = warnings(try #require((with["pictures"] as? [[String: Any]])?.first)).compactMap { $0["message"] as? String }
        #expect(!left.contains { $0.contains("'OSB Shop Mono'") }, "\(left)")
        #expect(left.contains { $0.contains("'OSB Nowhere'") })

        let bad = try StoryboardProcess.run(arguments + ["--fonts", root.appendingPathComponent("no-such-folder").path])
        #expect(bad.status == 2, "a --fonts folder that does not exist is a usage error")
    }
}
