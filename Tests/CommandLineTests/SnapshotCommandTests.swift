import Foundation
import Testing
import TestSupport

/// `storyboard snapshot record` and `verify` on a temporary copy of the UnifiedStoryboard
/// example: an untouched document passes, a changed constant fails with its structural diff,
/// `--update` records it again, new and missing pictures, ignored views, limits, the report.
@Suite("storyboard snapshot")
struct SnapshotCommandTests {
    static let example = "Examples/UnifiedStoryboard/Main.storyboard"
    static let device = "iPhone SE (3rd generation)"
    /// The title label's top constraint in the example (40 pt below the safe area) and the label.
    static let titleConstraint = "constant=\"40\" id=\"AtD-Xn-2fR\""
    static let titleLabel = "Wfm-Ho-9Jp"
    /// The menu's scene, which holds the title label.
    static let menuScene = "tne-QT-ifu"

    /// A folder with a copy of the example, removed by the caller.
    private func workspace() throws -> (folder: URL, document: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("osb-snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let document = folder.appendingPathComponent("Main.storyboard")
        try FileManager.default.copyItem(at: StoryboardProcess.packageRoot.appendingPathComponent(Self.example), to: document)
        return (folder, document.path)
    }

    private func record(_ document: String, baseline: URL, _ extra: [String] = []) throws -> StoryboardProcess.Result {
        try StoryboardProcess.run(["snapshot", "record", document, "--baseline", baseline.path, "--device", Self.device] + extra)
    }

    private func verify(_ document: String, baseline: URL, _ extra: [String] = []) throws -> StoryboardProcess.Result {
        try StoryboardProcess.run(["snapshot", "verify", document, "--baseline", baseline.path, "--device", Self.device] + extra)
    }

    /// Moves the example's title label 12 pt lower.
    private func moveTitle(in document: String) throws {
        let text = try String(contentsOfFile: document, encoding: .utf8)
        #expect(text.contains(Self.titleConstraint))
        try text.replacingOccurrences(of: Self.titleConstraint, with: "constant=\"52\" id=\"AtD-Xn-2fR\"").write(toFile: document, atomically: true, encoding: .utf8)
    }

    /// Each picture's document fingerprint in the baseline's manifest, by file.
    private func fingerprints(in baseline: URL) throws -> [String: String] {
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: baseline.appendingPathComponent("manifest.json"))) as? [String: Any]
        let pictures = try fixture(manifest?["pictures"] as? [[String: Any]], "pictures", in: "manifest.json")
        var result: [String: String] = [:]
        for picture in pictures {
            result[try fixture(picture["file"] as? String, "file")] = try fixture(picture["documentFingerprint"] as? String, "documentFingerprint")
        }
        return result
    }

    @Test("record writes the pictures, their layouts and a manifest; an untouched document passes")
    func recordThenVerify() throws {
        let (folder, document) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline")
        let recorded = try record(document, baseline: baseline)
        #expect(recorded.status == 0, "\(recorded.standardError)")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: baseline.appendingPathComponent("manifest.json"))) as? [String: Any]
        let pictures = try fixture(manifest?["pictures"] as? [[String: Any]], "pictures", in: "manifest.json")
        #expect(!pictures.isEmpty)
        #expect(recorded.standardOutput.contains("Recorded \(pictures.count) pictures"))
        for picture in pictures {
            let file = try fixture(picture["file"] as? String, "file", in: "\(picture)")
            #expect(FileManager.default.fileExists(atPath: baseline.appendingPathComponent(file).path))
            #expect(FileManager.default.fileExists(atPath: baseline.appendingPathComponent(file + ".layout.json").path))
            for key in ["document", "scene", "device", "orientation", "appearance", "documentFingerprint", "toolFingerprint", "pictureFingerprint"] {
                #expect(picture[key] is String, "\(key) of \(file)")
            }
            #expect((picture["fonts"] as? [String])?.isEmpty == false)
            #expect(picture["device"] as? String == Self.device)
        }

        let verified = try verify(document, baseline: baseline, ["--jobs", "1"])
        #expect(verified.status == 0, "\(verified.standardError)")
        #expect(verified.standardOutput.contains("Verified \(pictures.count) pictures: \(pictures.count) passed, 0 changed, 0 new, 0 missing"))
    }

    @Test("a changed constant fails with the structural diff and the limits; --update records it again")
    func changedConstantThenUpdate() throws {
        let (folder, document) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline")
        #expect(try record(document, baseline: baseline).status == 0)
        try moveTitle(in: document)

        let failed = try verify(document, baseline: baseline)
        #expect(failed.status == 1, "\(failed.standardError)")
        #expect(failed.standardError.contains("label `Choose a game` 12 pt lower on \(Self.device) in portrait"), "\(failed.standardError)")
        #expect(failed.standardError.contains("label `Choose a game` 12 pt lower on \(Self.device) in landscape"))
        #expect(failed.standardError.contains("constraint `Choose a game.top = safeArea.top + 52`: constant 40 → 52"), "\(failed.standardError)")
        #expect(failed.standardError.contains("threshold 0.1, max diff pixels 0, max diff ratio none"))
        #expect(failed.standardError.contains("note: the document changed since it was recorded"))
        #expect(failed.standardOutput.contains(" changed, 0 new, 0 missing"))

        let before = try fingerprints(in: baseline)
        let updated = try verify(document, baseline: baseline, ["--update"])
        #expect(updated.status == 0, "\(updated.standardError)")
        #expect(updated.standardOutput.contains("Updated "))
        // Only the pictures that failed are recorded again: they carry the changed document's
        // fingerprint, the others keep the one they were recorded with.
        let after = try fingerprints(in: baseline)
        let failedFiles = Set(failed.standardError.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("changed: ") else { return nil }
            return line.dropFirst("changed: ".count).split(separator: " ").first.map(String.init)
        })
        #expect(!failedFiles.isEmpty)
        #expect(Set(after.keys) == Set(before.keys))
        for (file, fingerprint) in after {
            #expect((fingerprint != before[file]) == failedFiles.contains(file), "\(file)")
        }
        let again = try verify(document, baseline: baseline)
        #expect(again.status == 0, "\(again.standardError)")
    }

    @Test("pixel limits and ignored views let a known change pass")
    func limitsAndIgnoredViews() throws {
        let (folder, document) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline")
        #expect(try record(document, baseline: baseline, ["--orientation", "portrait"]).status == 0)
        try moveTitle(in: document)
        let portrait = ["--orientation", "portrait"]
        #expect(try verify(document, baseline: baseline, portrait).status == 1)
        // Every picture that shows the title: the menu's own and those of the scenes that show the
        // menu as a child (the split view's column), whose layout files name the menu's views too.
        let ignored = try verify(document, baseline: baseline, portrait + ["--ignore", Self.titleLabel])
        #expect(ignored.status == 0, "the title's old and new rectangles are not compared: \(ignored.standardError)")
        #expect(try verify(document, baseline: baseline, portrait + ["--scene", Self.menuScene]).status == 1)
        #expect(try verify(document, baseline: baseline, portrait + ["--max-diff-ratio", "0.5"]).status == 0)
        #expect(try verify(document, baseline: baseline, portrait + ["--max-diff-pixels", "10"]).status == 1)
    }

    @Test("pictures without a baseline are new (allowed with --allow-new); pictures no longer drawn are missing")
    func newAndMissing() throws {
        let (folder, document) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline")
        #expect(try record(document, baseline: baseline, ["--orientation", "portrait"]).status == 0)
        let withLandscape = try verify(document, baseline: baseline)
        #expect(withLandscape.status == 1)
        #expect(withLandscape.standardError.contains("new: Main/"), "\(withLandscape.standardError)")
        #expect(try verify(document, baseline: baseline, ["--allow-new"]).status == 0)

        // A recorded scene the document no longer has.
        let manifestURL = baseline.appendingPathComponent("manifest.json")
        var manifest = try fixture(JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any], "manifest")
        var pictures = try fixture(manifest["pictures"] as? [[String: Any]], "pictures")
        var gone = pictures[0]
        gone["scene"] = "gone-scene"
        gone["file"] = "Main/gone-scene_iPhone-SE-3rd-generation_portrait_light.png"
        pictures.append(gone)
        manifest["pictures"] = pictures
        try JSONSerialization.data(withJSONObject: manifest).write(to: manifestURL)
        let missing = try verify(document, baseline: baseline, ["--orientation", "portrait"])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("missing: Main/gone-scene_"), "\(missing.standardError)")
        #expect(try verify(document, baseline: baseline, ["--orientation", "portrait", "--update"]).status == 0)
        #expect(try verify(document, baseline: baseline, ["--orientation", "portrait"]).status == 0)
    }

    @Test("--report writes index.html, report.json and the pictures; --junit a JUnit file")
    func reportFiles() throws {
        let (folder, document) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline"), report = folder.appendingPathComponent("report")
        let junit = folder.appendingPathComponent("junit.xml")
        #expect(try record(document, baseline: baseline, ["--orientation", "portrait"]).status == 0)
        try moveTitle(in: document)
        let result = try verify(document, baseline: baseline, ["--orientation", "portrait", "--report", report.path, "--junit", junit.path])
        #expect(result.status == 1)

        let json = try fixture(JSONSerialization.jsonObject(with: Data(contentsOf: report.appendingPathComponent("report.json"))) as? [String: Any], "report.json")
        let changed = try fixture(json["changed"] as? [[String: Any]], "changed")
        let passed = try fixture(json["passed"] as? [[String: Any]], "passed")
        #expect(!changed.isEmpty)
        #expect((json["new"] as? [Any])?.isEmpty == true && (json["missing"] as? [Any])?.isEmpty == true)
        for picture in changed {
            for key in ["diffImage", "expectedImage", "actualImage"] {
                let path = try fixture(picture[key] as? String, key, in: "\(picture)")
                #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent(path).path), "\(path)")
            }
        }
        // A picture whose pixels are the recorded ones is not written again.
        for picture in passed {
            #expect(picture["actualImage"] == nil, "\(picture)")
            let file = try fixture(picture["file"] as? String, "file")
            #expect(!FileManager.default.fileExists(atPath: report.appendingPathComponent("actual/" + file).path))
        }
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        let firstChanged = try fixture(changed.first?["file"] as? String, "file")
        let firstPassed = try fixture(passed.first?["file"] as? String, "a passed picture")
        let changedAt = try fixture(html.range(of: firstChanged), firstChanged, in: "index.html")
        let passedAt = try fixture(html.range(of: firstPassed), firstPassed, in: "index.html")
        #expect(changedAt.lowerBound < passedAt.lowerBound, "failures first")
        #expect(html.contains("type=\"range\""), "the slider")
        #expect(html.contains("onion skin"))
        #expect(html.contains("12 pt lower"))
        #expect(!html.contains("http://") && !html.contains("https://"), "no CDN")
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("failures=\"\(changed.count)\""))
        #expect(xml.components(separatedBy: "<testcase").count - 1 == changed.count + passed.count)
    }

    @Test("usage errors exit 2: no baseline folder, a bad shard or threshold")
    func usageErrors() throws {
        let (folder, document) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nowhere = folder.appendingPathComponent("nowhere")
        let noBaseline = try verify(document, baseline: nowhere)
        #expect(noBaseline.status == 2)
        #expect(noBaseline.standardError.contains("no such folder"))
        #expect(try verify(document, baseline: folder, ["--shard", "3/2"]).status == 2)
        #expect(try verify(document, baseline: folder, ["--threshold", "2"]).status == 2)
        try Data("{".utf8).write(to: folder.appendingPathComponent("manifest.json"))
        let badManifest = try verify(document, baseline: folder)
        #expect(badManifest.status == 2)
        #expect(badManifest.standardError.contains("is not a snapshot manifest"))
    }

    @Test("shards split the pictures between them")
    func shards() throws {
        let (folder, document) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline")
        #expect(try record(document, baseline: baseline).status == 0)
        let first = try verify(document, baseline: baseline, ["--shard", "1/2"])
        let second = try verify(document, baseline: baseline, ["--shard", "2/2"])
        let whole = try verify(document, baseline: baseline)
        #expect(first.status == 0 && second.status == 0 && whole.status == 0)
        func count(_ result: StoryboardProcess.Result) -> Int? {
            result.standardOutput.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        }
        let parts = try fixture(count(first), "a count", in: first.standardOutput) + fixture(count(second), "a count", in: second.standardOutput)
        #expect(parts == count(whole))
        #expect(count(first) != 0 && count(second) != 0)
    }

    /// The chunk types of a PNG file, in order.
    private func pngChunks(_ data: Data) -> [String] {
        var chunks: [String] = []
        var offset = 8
        let bytes = [UInt8](data)
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            chunks.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return chunks
    }

    /// Records `documents` with one process and with two workers into two folders of `folder`
    /// and expects the same files with the same bytes, manifest included, and PNGs with no
    /// time, text or path. Returns how many pictures were compared.
    @discardableResult
    private func expectSameRecordings(of documents: [String], in folder: URL, _ extra: [String] = []) throws -> Int {
        let one = folder.appendingPathComponent("one"), workers = folder.appendingPathComponent("workers")
        let single = try StoryboardProcess.run(["snapshot", "record"] + documents + ["--baseline", one.path, "--device", Self.device, "--jobs", "1"] + extra)
        let parallel = try StoryboardProcess.run(["snapshot", "record"] + documents + ["--baseline", workers.path, "--device", Self.device, "--jobs", "2"] + extra)
        #expect(single.status == 0 && parallel.status == 0, "\(single.standardError)\(parallel.standardError)")
        #expect(single.standardError.contains("[1/") && !parallel.standardError.isEmpty)
        let files = try FileManager.default.subpathsOfDirectory(atPath: one.path).filter { !$0.hasSuffix("/") }.sorted()
        #expect(files == (try FileManager.default.subpathsOfDirectory(atPath: workers.path).sorted()))
        var pictures = 0
        for file in files {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: one.appendingPathComponent(file).path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            let first = try Data(contentsOf: one.appendingPathComponent(file)), second = try Data(contentsOf: workers.appendingPathComponent(file))
            #expect(first == second, "\(file) differs between one process and two workers")
            if file.hasSuffix(".png") {
                pictures += 1
                let chunks = pngChunks(first)
                #expect(chunks.first == "IHDR" && chunks.last == "IEND", "\(file): \(chunks)")
                #expect(Set(chunks).isSubset(of: ["IHDR", "PLTE", "IDAT", "IEND"]), "\(file) has no time or text chunks: \(chunks)")
            }
        }
        return pictures
    }

    @Test("the same document gives the same bytes from one process and from worker processes, with no metadata in the PNGs")
    func deterministicBytes() throws {
        let (folder, document) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try expectSameRecordings(of: [document], in: folder) > 1)
    }

    /// A sample of the corpus: a table cell xib, a scroll view with layout guides, size-class
    /// variations, a dialog storyboard, and a collection view under a navigation bar (whose
    /// content offset depends on the screen its controller is made for: a portrait picture drawn
    /// after a landscape one in the same process must not differ from one drawn first).
    /// `scripts/snapshot-determinism.sh` runs the whole corpus.
    static let corpusSample = [
        "005_xamarin_TableSearch_TableCell.xib", "175_ibdecodable_ScrollViewWithLayoutGuides.xib",
        "182_funwithsizeclasses_Main.storyboard", "071_apress2_DialogViewer_Main.storyboard",
        "038_apple_SamplePhotos_Swift_Main.storyboard",
    ]

    @Test("a sample of the corpus gives the same bytes from one process and from worker processes", .requiresSharedFolder)
    func deterministicCorpusSample() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("osb-snapshot-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let documents = Self.corpusSample.map { SharedFolder.corpusFile($0).path }
        #expect(try expectSameRecordings(of: documents, in: folder) >= 2 * documents.count)
    }

    /// A machine fontconfig file that draws Inter in DejaVu Sans, with full hinting and subpixel
    /// (RGB) anti-aliasing.
    static let hostileFontConfiguration = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
        <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
        <match target="pattern"><test name="family"><string>Inter</string></test><edit name="family" mode="prepend" binding="strong"><string>DejaVu Sans</string></edit></match>
        <match target="font"><edit name="hinting" mode="assign"><bool>true</bool></edit><edit name="hintstyle" mode="assign"><const>hintfull</const></edit><edit name="rgba" mode="assign"><const>rgb</const></edit></match>
        </fontconfig>
        """

    @Test("fonts are pinned: the machine's fontconfig settings change render's pictures, not snapshot's; the manifest names the set")
    func pinnedFonts() throws {
        let (folder, document) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = folder.appendingPathComponent("fonts.conf")
        try Self.hostileFontConfiguration.write(to: configuration, atomically: true, encoding: .utf8)
        let hostile = ["FONTCONFIG_FILE": configuration.path]
        let options = ["--device", Self.device, "--orientation", "portrait", "--scene", Self.menuScene]

        // `render` follows the machine's configuration: the menu's text is drawn otherwise.
        let plain = folder.appendingPathComponent("render-plain"), changed = folder.appendingPathComponent("render-hostile")
        #expect(try StoryboardProcess.run(["render", document, "--out", plain.path] + options).status == 0)
        #expect(try StoryboardProcess.run(["render", document, "--out", changed.path] + options, environment: hostile).status == 0)
        let picture = "Main/\(Self.menuScene)_iPhone-SE-3rd-generation_portrait_light.png"
        #expect(try Data(contentsOf: plain.appendingPathComponent(picture)) != Data(contentsOf: changed.appendingPathComponent(picture)))

        // `snapshot` draws with the project's font set whatever the machine says.
        let baseline = folder.appendingPathComponent("baseline"), other = folder.appendingPathComponent("baseline-hostile")
        #expect(try StoryboardProcess.run(["snapshot", "record", document, "--baseline", baseline.path] + options).status == 0)
        let recorded = try StoryboardProcess.run(["snapshot", "record", document, "--baseline", other.path] + options, environment: hostile)
        #expect(recorded.status == 0, "\(recorded.standardError)")
        #expect(try Data(contentsOf: baseline.appendingPathComponent(picture)) == Data(contentsOf: other.appendingPathComponent(picture)))
        #expect(try Data(contentsOf: baseline.appendingPathComponent("manifest.json")) == Data(contentsOf: other.appendingPathComponent("manifest.json")))
        let verified = try StoryboardProcess.run(["snapshot", "verify", document, "--baseline", baseline.path] + options, environment: hostile)
        #expect(verified.status == 0, "\(verified.standardError)")

        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: baseline.appendingPathComponent("manifest.json"))) as? [String: Any]
        let fonts = try fixture((manifest?["pictures"] as? [[String: Any]])?.first?["fonts"] as? [String], "fonts", in: "manifest.json")
        #expect(fonts.contains { $0.hasPrefix("pinned: ") && $0.contains("inter") && $0.contains("urw-base35") }, "\(fonts)")
        #expect(fonts.contains { $0.hasPrefix("fontconfig: hinting off") && $0.contains("no subpixel order") }, "\(fonts)")
    }

    /// A scene with views inside containers: a vertical stack view of two labels (spacing 8), and
    /// a table whose prototype cell holds a label 16 pt from its content view's leading edge, in
    /// the body text style that follows the text size.
    static let containers = storyboard(scenes: """
        <scene sceneID="Con-tS-cne">
            <objects>
                <viewController id="Con-tV-ctl" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Con-tR-oot">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="Sta-ck-Vew">
                                <rect key="frame" x="16" y="20" width="120" height="50"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="First" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Fir-st-Lbl">
                                        <rect key="frame" x="0.0" y="0.0" width="120" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Second" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Sec-nd-Lbl">
                                        <rect key="frame" x="0.0" y="29" width="120" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                            </stackView>
                            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="Tab-le-Vew">
                                <rect key="frame" x="0.0" y="90" width="375" height="577"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" id="Row-Ce-ell">
                                        <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Row-Ce-ell" id="Row-Co-ntV">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Cell title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Cel-lT-itl">
                                        <rect key="frame" x="16" y="11" width="80" height="21"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="Cel-lT-itl" firstAttribute="leading" secondItem="Row-Co-ntV" secondAttribute="leading" constant="16" id="Cel-lL-ead"/>
                                                <constraint firstItem="Cel-lT-itl" firstAttribute="centerY" secondItem="Row-Co-ntV" secondAttribute="centerY" id="Cel-lC-enY"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="Saf-eA-rea"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="Sta-ck-Vew" firstAttribute="top" secondItem="Saf-eA-rea" secondAttribute="top" constant="20" id="Sta-ck-Top"/>
                            <constraint firstItem="Sta-ck-Vew" firstAttribute="leading" secondItem="Saf-eA-rea" secondAttribute="leading" constant="16" id="Sta-ck-Lea"/>
                            <constraint firstItem="Tab-le-Vew" firstAttribute="top" secondItem="Sta-ck-Vew" secondAttribute="bottom" constant="20" id="Tab-le-Top"/>
                            <constraint firstItem="Tab-le-Vew" firstAttribute="leading" secondItem="Saf-eA-rea" secondAttribute="leading" id="Tab-le-Lea"/>
                            <constraint firstItem="Saf-eA-rea" firstAttribute="trailing" secondItem="Tab-le-Vew" secondAttribute="trailing" id="Tab-le-Tra"/>
                            <constraint firstItem="Saf-eA-rea" firstAttribute="bottom" secondItem="Tab-le-Vew" secondAttribute="bottom" id="Tab-le-Bot"/>
                        </constraints>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Fir-st-Rsp" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """)

    /// A folder with the containers document, removed by the caller.
    private func containersWorkspace() throws -> (folder: URL, document: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("osb-snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let document = folder.appendingPathComponent("Containers.storyboard")
        try Self.containers.write(to: document, atomically: true, encoding: .utf8)
        return (folder, document.path)
    }

    @Test("views inside a stack view and a table cell are in the structural diff: a moved arranged subview and a moved cell label are named")
    func containerChildViews() throws {
        let (folder, document) = try containersWorkspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline")
        let portrait = ["--orientation", "portrait"]
        let recorded = try record(document, baseline: baseline, portrait)
        #expect(recorded.status == 0, "\(recorded.standardError)")
        let layout = try String(contentsOf: baseline.appendingPathComponent("Containers/Con-tS-cne_iPhone-SE-3rd-generation_portrait_light.png.layout.json"), encoding: .utf8)
        for id in ["Sta-ck-Vew", "Fir-st-Lbl", "Sec-nd-Lbl", "Tab-le-Vew", "Row-Ce-ell", "Row-Co-ntV", "Cel-lT-itl"] {
            #expect(layout.contains("\"\(id)\""), "\(id) in the layout file")
        }

        var text = try String(contentsOfFile: document, encoding: .utf8)
        text = text.replacingOccurrences(of: "axis=\"vertical\" spacing=\"8\"", with: "axis=\"vertical\" spacing=\"20\"")
            .replacingOccurrences(of: "secondAttribute=\"leading\" constant=\"16\" id=\"Cel-lL-ead\"", with: "secondAttribute=\"leading\" constant=\"30\" id=\"Cel-lL-ead\"")
        try text.write(toFile: document, atomically: true, encoding: .utf8)
        let failed = try verify(document, baseline: baseline, portrait)
        #expect(failed.status == 1)
        #expect(failed.standardError.contains("label `Second` 12 pt lower on \(Self.device) in portrait"), "\(failed.standardError)")
        #expect(!failed.standardError.contains("label `First` 12 pt lower"), "\(failed.standardError)")
        #expect(failed.standardError.contains("label `Cell title` 12 pt lower and 14 pt further right"), "\(failed.standardError)")
        #expect(failed.standardError.contains("constraint `Cell title.leading = Row-Co-ntV.leading + 30`: constant 16 → 30"), "\(failed.standardError)")
    }

    @Test("--content-size draws each text size, named apart and in the manifest; other sizes are not missing")
    func contentSizes() throws {
        let (folder, document) = try containersWorkspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline")
        let sizes = ["--orientation", "portrait", "--content-size", "large,accessibilityExtraExtraExtraLarge"]
        let recorded = try record(document, baseline: baseline, sizes)
        #expect(recorded.status == 0, "\(recorded.standardError)")
        let large = baseline.appendingPathComponent("Containers/Con-tS-cne_iPhone-SE-3rd-generation_portrait_light_large.png")
        let largest = baseline.appendingPathComponent("Containers/Con-tS-cne_iPhone-SE-3rd-generation_portrait_light_accessibilityExtraExtraExtraLarge.png")
        #expect(try Data(contentsOf: large) != Data(contentsOf: largest), "the body text is larger")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: baseline.appendingPathComponent("manifest.json"))) as? [String: Any]
        let pictures = try fixture(manifest?["pictures"] as? [[String: Any]], "pictures", in: "manifest.json")
        #expect(Set(pictures.compactMap { $0["contentSize"] as? String }) == ["large", "accessibilityExtraExtraExtraLarge"])
        #expect(pictures.count == 2)

        let verified = try verify(document, baseline: baseline, sizes)
        #expect(verified.status == 0, "\(verified.standardError)")
        // The default size is another picture; the recorded sizes are not part of that run.
        let plain = try verify(document, baseline: baseline, ["--orientation", "portrait"])
        #expect(plain.status == 1)
        #expect(plain.standardOutput.contains("0 passed, 0 changed, 1 new, 0 missing"), "\(plain.standardOutput)")
        let unknown = try record(document, baseline: baseline, ["--content-size", "huge"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("unknown --content-size 'huge'"))
    }

    @Test("a baseline picture replaced by hand is compared, not passed on its recorded pixels")
    func replacedBaselinePicture() throws {
        let (folder, document) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline")
        let options = ["--orientation", "portrait"]
        #expect(try record(document, baseline: baseline, options).status == 0)
        let pictures = try FileManager.default.contentsOfDirectory(atPath: baseline.appendingPathComponent("Main").path).filter { $0.hasSuffix(".png") }.sorted()
        try #require(pictures.count >= 2)
        let first = baseline.appendingPathComponent("Main/\(pictures[0])"), second = baseline.appendingPathComponent("Main/\(pictures[1])")
        try FileManager.default.removeItem(at: second)
        try FileManager.default.copyItem(at: first, to: second)
        let result = try verify(document, baseline: baseline, options)
        #expect(result.status == 1)
        #expect(result.standardError.contains("changed: Main/\(pictures[1])"), "\(result.standardError)")
        #expect(!result.standardError.contains("changed: Main/\(pictures[0])"))
    }

    /// Runs git in `folder`; a failure is a fixture error.
    private func git(_ arguments: [String], in folder: URL) throws {
        let result = try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["git", "-c", "user.name=Snapshot Tests", "-c", "user.email=snapshot@example.com", "-c", "commit.gpgsign=false"] + arguments,
            currentDirectory: folder)
        guard result.status == 0 else { throw FixtureError.unreadable("git \(arguments.joined(separator: " "))", reason: result.standardError) }
    }

    @Test("--against compares the working tree's document with the same document at a git revision")
    func againstRevision() throws {
        let (folder, document) = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try git(["init", "-q"], in: folder)
        try git(["add", "Main.storyboard"], in: folder)
        try git(["commit", "-q", "-m", "the example"], in: folder)
        let options = ["snapshot", "verify", document, "--device", Self.device, "--orientation", "portrait"]

        let untouched = try StoryboardProcess.run(options + ["--against", "HEAD"])
        #expect(untouched.status == 0, "\(untouched.standardError)")
        #expect(untouched.standardOutput.contains(" passed, 0 changed, 0 new, 0 missing"))

        try moveTitle(in: document)
        let changed = try StoryboardProcess.run(options + ["--against", "HEAD"])
        #expect(changed.status == 1, "\(changed.standardError)")
        #expect(changed.standardError.contains("label `Choose a game` 12 pt lower on \(Self.device) in portrait"), "\(changed.standardError)")
        // A folder: each document under it against the same document at the revision.
        let folderRun = try StoryboardProcess.run(["snapshot", "verify", folder.path, "--device", Self.device, "--orientation", "portrait", "--against", "HEAD"])
        #expect(folderRun.status == 1, "\(folderRun.standardError)")
        #expect(folderRun.standardError.contains("label `Choose a game` 12 pt lower on \(Self.device) in portrait"), "\(folderRun.standardError)")

        let unknown = try StoryboardProcess.run(options + ["--against", "no-such-revision"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("no-such-revision"))
        let both = try StoryboardProcess.run(options + ["--against", "HEAD", "--baseline", folder.path])
        #expect(both.status == 2)
    }
}
