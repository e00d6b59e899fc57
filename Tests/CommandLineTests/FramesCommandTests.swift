import Foundation
import Testing
import TestSupport

@Suite("storyboard frames")
struct FramesCommandTests {
    static let corpus = "../shared/corpus/files/"
    static let metronome = corpus + "041_apple_HelloMetronome_Main.storyboard"

    @Test("prints every view with its id, class and solved frame on the document's device")
    func text() throws {
        let result = try StoryboardProcess.run(["frames", Self.metronome])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.components(separatedBy: "\n")
        #expect(lines.first == Self.metronome + " on iPhone 6, portrait")
        #expect(lines.contains("scene tne-QT-ifu"))
        #expect(lines.contains("  8bC-Xf-vdC  UIView  (0, 0, 375, 667)"))
        #expect(lines.contains { $0.hasPrefix("    dYq-Dj-WNf  UIButton  (") })
        #expect(result.standardOutput.contains("warning: Unknown class ViewController"))
    }

    @Test("--json has the issue's shape; --intrinsic-from-document reproduces Xcode's frames; --device and --orientation apply")
    func json() throws {
        let result = try StoryboardProcess.run(["frames", Self.metronome, "--json", "--intrinsic-from-document"])
        #expect(result.status == 0, "\(result.standardError)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(root["document"] as? String == Self.metronome)
        #expect(root["device"] as? String == "iPhone 6")
        #expect(root["orientation"] as? String == "portrait")
        #expect(root["diagnostics"] is [[String: Any]])
        let scenes = try #require(root["scenes"] as? [[String: Any]])
        let views = try #require(scenes.first?["views"] as? [[String: Any]])
        let button = try #require(views.first { $0["id"] as? String == "dYq-Dj-WNf" })
        #expect(button["class"] as? String == "UIButton")
        // The frame Xcode stored: <rect key="frame" x="149.5" y="129" width="76" height="30"/>.
        #expect(button["frame"] as? [Double] == [149.5, 129, 76, 30])

        let landscape = try StoryboardProcess.run(["frames", Self.metronome, "--json", "--device", "iPhone 6 Plus", "--orientation", "landscape"])
        let other = try #require(try JSONSerialization.jsonObject(with: Data(landscape.standardOutput.utf8)) as? [String: Any])
        #expect(other["device"] as? String == "iPhone 6 Plus")
        #expect(other["orientation"] as? String == "landscape")
        let rootView = try #require(((other["scenes"] as? [[String: Any]])?.first?["views"] as? [[String: Any]])?.first)
        #expect(rootView["frame"] as? [Double] == [0, 0, 736, 414])
    }

    @Test("--scene picks one scene; a document without <device> is laid out on Xcode 6's Any/Any canvas, or on iPhone 8 with a note", .requiresSharedFolder)
    func sceneAndDefaultDevice() throws {
        let result = try StoryboardProcess.run(["frames", Self.corpus + "001_apple_AdaptivePhotos_iOS8_Main.storyboard", "--scene", "PA7-x5-HXA"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("on Any/Any canvas (600 × 600), portrait"))
        #expect(!result.standardOutput.contains("note: no <device>"))
        let xcode8 = try StoryboardProcess.run(["frames", Self.corpus + "008_apple_AdaptiveElements_Main.storyboard"])
        #expect(xcode8.status == 0, "\(xcode8.standardError)")
        #expect(xcode8.standardOutput.contains("on iPhone 8, portrait"))
        #expect(xcode8.standardOutput.contains("note: no <device>"))
        #expect(result.standardOutput.components(separatedBy: "\n").filter { $0.hasPrefix("scene ") } == ["scene PA7-x5-HXA"])
        #expect(result.standardOutput.contains("Jtq-If-NWP  UIImageView"))
    }

    @Test("frames too large for an integer, and NaN ones, are printed as numbers, not a crash")
    func hugeAndNaNFrames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frames-huge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Huge.xib")
        try Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="huge">
                    <rect key="frame" x="3.4028235e38" y="-1e300" width="1e308" height="1e20"/>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
                <view contentMode="scaleToFill" id="nan">
                    <rect key="frame" x="0.0" y="0.0" width="nan" height="100"/>
                </view>
            </objects>
        </document>

        """.utf8).write(to: file)
        let result = try StoryboardProcess.run(["frames", file.path])
        #expect([0, 1].contains(result.status), "\(result.standardError)")
        #expect(result.standardOutput.contains("huge  UIView  ("))
        #expect(!result.standardOutput.contains("huge  UIView  (not installed)"))
    }

    @Test("images are looked up beside the document: one in its asset catalog gets no warning, a missing one names the document's folder")
    func imagesBesideTheDocument() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frames-images-\(UUID().uuidString)")
        let lproj = folder.appendingPathComponent("Base.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: StoryboardProcess.packageRoot.appendingPathComponent("Examples/AdaptivePhotos/Assets.xcassets/ratingActive.imageset"),
            to: catalog.appendingPathComponent("ratingActive.imageset"))
        func imageView(_ id: String, image: String, y: Int) -> String {
            """
                                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="\(image)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                        <rect key="frame" x="20" y="\(y)" width="44" height="44"/>
                                    </imageView>
            """
        }
        let file = lproj.appendingPathComponent("Main.storyboard")
        try Data(storyboard(scenes: """
                <scene sceneID="img-scn-01">
                    <objects>
                        <viewController id="img-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="img-rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
            \(imageView("img-iv-001", image: "ratingActive", y: 100))
            \(imageView("img-iv-002", image: "notInAnyCatalog", y: 200))
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            """, head: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#).utf8).write(to: file)
        let result = try StoryboardProcess.run(["frames", file.path])
        #expect(result.status == 0, "\(result.standardError)")
        let output = result.standardOutput + result.standardError
        #expect(!output.contains("'ratingActive'"), "\(output)")
        let missing = try #require(output.components(separatedBy: "\n").first { $0.contains("'notInAnyCatalog'") })
        #expect(missing.contains("no image file of \(folder.lastPathComponent)") || missing.contains(folder.path), "\(missing)")
        #expect(!missing.contains(".build"))
    }

    @Test("--explain logs a conflict of the document once, not again for each layout without a rule")
    func explainLogsConflictsOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frames-explain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Xcode 11 on the iPhone 8 canvas: no status bar (a rule that applies); a view whose
        // widths of 100 and 200 pt conflict.
        let file = folder.appendingPathComponent("Conflict.storyboard")
        try Data(storyboard(scenes: """
                <scene sceneID="exp-scn-01">
                    <objects>
                        <viewController id="exp-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="exp-rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="exp-vw-001">
                                        <rect key="frame" x="20" y="20" width="100" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="exp-c01-w1"/>
                                            <constraint firstAttribute="width" constant="200" id="exp-c01-w2"/>
                                            <constraint firstAttribute="height" constant="50" id="exp-c01-ht"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="exp-sa-001"/>
                                <constraints>
                                    <constraint firstItem="exp-vw-001" firstAttribute="leading" secondItem="exp-rt-001" secondAttribute="leading" constant="20" id="exp-c02-ld"/>
                                    <constraint firstItem="exp-vw-001" firstAttribute="top" secondItem="exp-sa-001" secondAttribute="top" constant="20" id="exp-c02-tp"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            """, head: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#)
            .replacingOccurrences(of: #"toolsVersion="14113""#, with: #"toolsVersion="16097""#).utf8).write(to: file)
        let result = try StoryboardProcess.run(["frames", file.path, "--explain", "exp-vw-001"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("rules applied to the scene: "), "\(result.standardOutput)")
        #expect(result.standardError.components(separatedBy: "Unable to simultaneously satisfy constraints").count - 1 == 1, "\(result.standardError)")
    }

    @Test("exit codes: 2 for an unknown device, scene or unreadable file; 1 for a document with errors")
    func exitCodes() throws {
        #expect(try StoryboardProcess.run(["frames", Self.metronome, "--device", "iPhone 99"]).status == 2)
        let noScene = try StoryboardProcess.run(["frames", Self.metronome, "--scene", "nope"])
        #expect(noScene.status == 2)
        #expect(noScene.standardError.contains("no scene 'nope'"))
        #expect(try StoryboardProcess.run(["frames", "missing.storyboard"]).status == 2)
        let broken = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).storyboard")
        try Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <constraints>
                                    <constraint firstItem="ghost" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """.utf8).write(to: broken)
        defer { try? FileManager.default.removeItem(at: broken) }
        let result = try StoryboardProcess.run(["frames", broken.path])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("root  UIView  (0, 0, 375, 667)"))
        #expect(result.standardOutput.contains("error:"))
    }

    @Test("--explain names the canvas rules that moved a view and where it would be without each", .requiresSharedFolder)
    func explain() throws {
        // strongbox 154's `HFQ-UK-RJR` has a simulated navigation bar and no navigation controller:
        // the label pinned to the top of the safe area is 44 pt lower because of the bar.
        let file = Self.corpus + "154_strongbox_AutoFill_MainInterface.storyboard"
        let result = try StoryboardProcess.run(["frames", file, "--explain", "MLT-zq-mNc", "--intrinsic-from-document"])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.components(separatedBy: "\n")
        #expect(lines.first == "MLT-zq-mNc  UILabel  in scene HFQ-UK-RJR")
        #expect(lines.contains("  laid out   (16, 89, 343, 20.3333)"))
        #expect(lines.contains("  Xcode      (16, 89, 343, 20.3333)"))
        #expect(lines.contains("  matches Xcode within 0.5 pt"))
        #expect(lines.contains { $0.hasPrefix("rules applied to the scene: ") && $0.contains("simulated-bars") })
        #expect(lines.contains("  simulated-bars: from (16, 133, 343, 20.3333)"))

        let json = try StoryboardProcess.run(["frames", file, "--explain", "MLT-zq-mNc", "--intrinsic-from-document", "--json"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let moves = try #require(root["moves"] as? [[String: Any]])
        #expect(moves.map { $0["rule"] as? String } == ["simulated-bars"])
        let without = try #require(moves.first?["frameWithoutRule"] as? [Double])
        #expect(zip(without, [16, 133, 343, 20.3333]).allSatisfy { abs($0 - $1) < 0.001 }, "\(without)")

        let unknown = try StoryboardProcess.run(["frames", file, "--explain", "nope"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("no view 'nope'"))

        let rules = try StoryboardProcess.run(["frames", "--list-rules"])
        #expect(rules.status == 0)
        #expect(rules.standardOutput.contains("simulated-bars\n    simulated top and bottom bars"))
    }
}
