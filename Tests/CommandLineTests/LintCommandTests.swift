import Foundation
import ImageCodecs
import StoryboardLint
import Testing
import TestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `storyboard lint` run as a user runs it: every format (SARIF parsed back), exit codes,
/// `--baseline`, `--shard`, `--jobs`.
@Suite("storyboard lint")
struct LintCommandTests {
    /// A storyboard on an iPhone 8 canvas whose view has two required widths (an error,
    /// `unsatisfiable-constraints`) and a custom class (a note, `unknown-class`).
    static let conflicting = MarkedText(storyboard(scenes: """
            <scene sceneID="scn-one">
                <objects>
                    <viewController id="vc0-on-one" storyboardIdentifier="Main" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rot-vw-one">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" customClass="Badge" translatesAutoresizingMaskIntoConstraints="NO" id="bdg-vw-one">
                                    <rect key="frame" x="20" y="40" width="100" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="wid-th-100"/>
                                        1️⃣<constraint firstAttribute="width" constant="200" id="wid-th-200"/>
                                        <constraint firstAttribute="height" constant="50" id="hei-gh-050"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="bdg-vw-one" firstAttribute="leading" secondItem="rot-vw-one" secondAttribute="leading" constant="20" id="lea-di-020"/>
                                <constraint firstItem="bdg-vw-one" firstAttribute="top" secondItem="rot-vw-one" secondAttribute="top" constant="40" id="top-to-040"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """, extraRoot: #" initialViewController="vc0-on-one""#, head: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#))

    /// A folder holding `Main.storyboard` (the conflicting document) and `more` clean copies.
    static func project(clean more: Int = 0) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try conflicting.text.write(to: folder.appendingPathComponent("App/Main.storyboard"), atomically: true, encoding: .utf8)
        let clean = conflicting.text.replacingOccurrences(of: #"constant="200" id="wid-th-200""#, with: #"constant="200" priority="750" id="wid-th-200""#)
        for index in 0..<more {
            try clean.write(to: folder.appendingPathComponent("App/Clean\(index).storyboard"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    static func lint(_ arguments: [String], in folder: URL) throws -> ChildProcess.Result {
        try ChildProcess.run(StoryboardProcess.executable, arguments: ["lint"] + arguments, currentDirectory: folder)
    }

    @Test("text: findings as compilers print them, configurations under each; exit 1 on an error")
    func text() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.lint(["App", "--device", "iPhone 8", "--orientation", "portrait"], in: folder)
        #expect(result.status == 1, "\(result.standardError)")
        let lines = result.standardOutput.components(separatedBy: "\n")
        let location = try Self.conflicting.location(1, file: "App/Main.storyboard")
        let finding = try #require(lines.firstIndex { $0.hasPrefix("\(location): error: ") && $0.hasSuffix("[unsatisfiable-constraints]") })
        #expect(lines[finding + 1] == "    in 2 configurations: document canvas (iPhone 6, portrait); iPhone 8, portrait")
        #expect(lines.contains { $0.contains("note: custom class Badge") && $0.hasSuffix("[unknown-class]") })
        #expect(lines.last { !$0.isEmpty } == "1 error, 0 warnings, 1 note in 1 file")
    }

    @Test("json: the report, decodable; --fail-on never exits 0")
    func json() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.lint(["App/Main.storyboard", "--device", "document", "--format", "json", "--fail-on", "never"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let report = try JSONDecoder().decode(LintReport.self, from: Data(result.standardOutput.utf8))
        #expect(report.files == ["App/Main.storyboard"])
        let error = try #require(report.findings.first { $0.ruleID == "unsatisfiable-constraints" })
        #expect(error.line == Self.conflicting[1].line && error.column == Self.conflicting[1].column)
        #expect(error.objectID == "bdg-vw-one" && error.sceneID == "scn-one")
    }

    @Test("sarif: SARIF 2.1.0 that parses back, with rules, levels, relative URIs, regions and IB ids")
    func sarif() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.lint(["App", "--device", "document", "--format", "sarif", "--output", "lint.sarif"], in: folder)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        let data = try Data(contentsOf: folder.appendingPathComponent("lint.sarif"))
        let log = try JSONDecoder().decode(SARIFLog.self, from: data)
        #expect(log.version == "2.1.0" && log.schema.contains("sarif-2.1.0"))
        let run = try #require(log.runs.first)
        #expect(Set(run.tool.driver.rules.map(\.id)) == Set(LintRuleInfo.all.map(\.id)))
        #expect(run.tool.driver.rules.allSatisfy { !$0.help.text.isEmpty })
        let error = try #require(run.results.first { $0.ruleId == "unsatisfiable-constraints" })
        #expect(error.level == "error" && error.message.text.contains("UIKit breaks wid-th-200"))
        let location = try #require(error.locations.first?.physicalLocation)
        #expect(location.artifactLocation.uri == "App/Main.storyboard")
        #expect(location.region?.startLine == Self.conflicting[1].line && location.region?.startColumn == Self.conflicting[1].column)
        #expect(error.properties.objectId == "bdg-vw-one" && error.properties.scene == "scn-one")
        #expect(error.properties.configurations.first?.hasPrefix("document canvas") == true)
        // GitHub computes fingerprints itself.
        #expect(!String(decoding: data, as: UTF8.self).contains("partialFingerprints"))
    }

    @Test("github: workflow annotations with file, line, column and rule")
    func github() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.lint(["App", "--device", "document", "--format", "github"], in: folder)
        #expect(result.status == 1)
        let position = Self.conflicting[1]
        #expect(result.standardOutput.contains(
            "::error file=App/Main.storyboard,line=\(position.line),col=\(position.column),title=unsatisfiable-constraints::"))
        #expect(result.standardOutput.contains("::notice file=App/Main.storyboard"))
    }

    @Test("junit: well-formed XML, a failure per finding")
    func junit() throws {
        let folder = try Self.project(clean: 1)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.lint(["App", "--device", "document", "--format", "junit", "--fail-on", "never"], in: folder)
        #expect(result.status == 0)
        let parser = XMLParser(data: Data(result.standardOutput.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(result.standardOutput.components(separatedBy: "<failure ").count - 1 == 3)
        #expect(result.standardOutput.contains(#"<testsuite name="App/Clean0.storyboard" tests="1" failures="1">"#))
    }

    @Test("exit codes: 2 for unreadable input and usage errors; --list-rules lists every rule")
    func exitCodes() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a document".utf8).write(to: folder.appendingPathComponent("Broken.storyboard"))
        let unreadable = try Self.lint(["Broken.storyboard"], in: folder)
        #expect(unreadable.status == 2)
        #expect(unreadable.standardError.contains("Broken.storyboard:1:1:"))
        #expect(try Self.lint(["Missing.storyboard"], in: folder).status == 2)
        #expect(try Self.lint(["App", "--fail-on", "sometimes"], in: folder).status == 2)
        #expect(try Self.lint(["App", "--content-size", "huge"], in: folder).status == 2)
        let rules = try Self.lint(["--list-rules"], in: folder)
        #expect(rules.status == 0)
        for rule in LintRuleInfo.all { #expect(rules.standardOutput.contains(rule.id + " (")) }
    }

    @Test("--write-baseline accepts today's findings; --baseline reports only new ones")
    func baseline() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try Self.lint(["App", "--device", "document", "--write-baseline", "baseline.json"], in: folder)
        #expect(written.status == 0, "\(written.standardError)")
        let accepted = try Self.lint(["App", "--device", "document", "--baseline", "baseline.json", "--format", "json"], in: folder)
        #expect(accepted.status == 0)
        #expect(try JSONDecoder().decode(LintReport.self, from: Data(accepted.standardOutput.utf8)).findings.isEmpty)
        // A new problem: a second document with the conflict.
        try Self.conflicting.text.replacingOccurrences(of: "scn-one", with: "scn-two")
            .write(to: folder.appendingPathComponent("App/Second.storyboard"), atomically: true, encoding: .utf8)
        let new = try Self.lint(["App", "--device", "document", "--baseline", "baseline.json", "--format", "json"], in: folder)
        #expect(new.status == 1)
        let findings = try JSONDecoder().decode(LintReport.self, from: Data(new.standardOutput.utf8)).findings
        #expect(!findings.isEmpty && findings.allSatisfy { $0.file == "App/Second.storyboard" })
        #expect(try Self.lint(["App", "--baseline", "nothing.json"], in: folder).status == 2)
    }

    @Test("--shard I/N splits the documents; --jobs gives the same findings as one process")
    func shardsAndJobs() throws {
        let folder = try Self.project(clean: 4)
        defer { try? FileManager.default.removeItem(at: folder) }
        func report(_ extra: [String]) throws -> LintReport {
            let result = try Self.lint(["App", "--device", "document", "--format", "json", "--fail-on", "never"] + extra, in: folder)
            #expect(result.status == 0, "\(result.standardError)")
            return try JSONDecoder().decode(LintReport.self, from: Data(result.standardOutput.utf8))
        }
        let all = try report(["--jobs", "1"])
        #expect(all.files.count == 5)
        let first = try report(["--shard", "0/2", "--jobs", "1"]), second = try report(["--shard", "1/2", "--jobs", "1"])
        #expect(Set(first.files).isDisjoint(with: second.files))
        #expect((first.files + second.files).sorted() == all.files.sorted())
        #expect((first.findings + second.findings).sorted(by: LintFinding.ordered) == all.findings)
        #expect(try report(["--jobs", "2"]) == all)
        #expect(try Self.lint(["App", "--shard", "2/2"], in: folder).status == 2)
    }

    @Test("conflicting constraints are reported the same in every run (not in the order of object addresses)", .requiresSharedFolder)
    func conflictsAreDeterministic() throws {
        // A document whose scenes have many conflicts: the constraints each report lists, and
        // the configurations it lists, came out differently from one process to the next.
        let document = SharedFolder.corpusFile("122_habitica_Social.storyboard").path
        let runs = try (0..<3).map { _ in
            try ChildProcess.run(StoryboardProcess.executable, arguments: ["lint", document, "--device", "phones", "--orientation", "portrait", "--rule", "unsatisfiable-constraints", "--format", "json", "--fail-on", "never"],
                                 currentDirectory: StoryboardProcess.packageRoot).standardOutput
        }
        #expect(runs[0].contains("unsatisfiable-constraints"))
        #expect(runs[1] == runs[0])
        #expect(runs[2] == runs[0])
    }

    @Test("--fix writes misplaced views' solved frames, changing only those attributes")
    func fix() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("App/Main.storyboard")
        // Stored 40 pt right of where its leading constraint puts it; the conflict made harmless.
        let original = Self.conflicting.text
            .replacingOccurrences(of: #"<rect key="frame" x="20" y="40" width="100" height="50"/>"#, with: #"<rect key="frame" x="60" y="40" width="100" height="50"/>"#)
            .replacingOccurrences(of: #"constant="200" id="wid-th-200""#, with: #"constant="200" priority="750" id="wid-th-200""#)
        try original.write(to: path, atomically: true, encoding: .utf8)
        let first = try Self.lint(["App", "--device", "document", "--rule", "misplaced-view", "--fail-on", "warning"], in: folder)
        #expect(first.status == 1 && first.standardOutput.contains("[misplaced-view]"))
        let fixed = try Self.lint(["App", "--device", "document", "--rule", "misplaced-view", "--fix", "--fail-on", "warning"], in: folder)
        #expect(fixed.status == 0, "\(fixed.standardOutput)")
        #expect(fixed.standardError.contains("fixed 1 frame in App/Main.storyboard"))
        let after = try String(contentsOf: path, encoding: .utf8)
        let changed = zip(original.components(separatedBy: "\n"), after.components(separatedBy: "\n")).filter { $0 != $1 }
        #expect(changed.map { $0.1.trimmingCharacters(in: .whitespaces) } == [#"<rect key="frame" x="20" y="40" width="100" height="50"/>"#])
        let again = try Self.lint(["App", "--device", "document", "--rule", "misplaced-view", "--fail-on", "warning"], in: folder)
        #expect(again.status == 0)
    }

    @Test(".storyboard-lint.yml turns rules off, changes severities and excludes paths; a mistake in it is positioned")
    func configuration() throws {
        let folder = try Self.project(clean: 1)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            rules:
              unknown-class: off
              unsatisfiable-constraints: warning
            exclude:
              - App/Clean*.storyboard
            """.write(to: folder.appendingPathComponent(".storyboard-lint.yml"), atomically: true, encoding: .utf8)
        let result = try Self.lint(["App", "--device", "document", "--format", "json"], in: folder)
        #expect(result.status == 0, "a warning does not fail the run: \(result.standardError)")
        let report = try JSONDecoder().decode(LintReport.self, from: Data(result.standardOutput.utf8))
        #expect(report.files == ["App/Main.storyboard"])
        #expect(report.findings.map(\.ruleID) == ["unsatisfiable-constraints"])
        #expect(report.findings.first?.severity == .warning)
        try "rules:\n  unknown-clas: off\n".write(to: folder.appendingPathComponent("bad.yml"), atomically: true, encoding: .utf8)
        let bad = try Self.lint(["App", "--config", "bad.yml"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("bad.yml:2:3: no rule 'unknown-clas'"))
    }

    @Test("a document with errors inside is linted as far as it reads; its errors are printed at their place (exit 1)")
    func damagedDocument() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let damaged = Self.conflicting.text.replacingOccurrences(of: #"constant="200" id="wid-th-200""#, with: #"constant="wide" id="wid-th-200""#)
        try damaged.write(to: folder.appendingPathComponent("App/Main.storyboard"), atomically: true, encoding: .utf8)
        let result = try Self.lint(["App", "--device", "document", "--fail-on", "never"], in: folder)
        #expect(result.status == 1)
        let line = Self.conflicting[1].line
        #expect(result.standardError.contains("App/Main.storyboard:\(line):"), "\(result.standardError)")
        #expect(result.standardError.contains("error:"))
    }

    @Test("--evidence draws each scene with findings, the views outlined, and an index.html listing them")
    func evidence() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.lint(["App", "--device", "document", "--evidence", "evidence", "--fail-on", "never"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("evidence: 1 picture and index.html in evidence"))
        let picture = try Data(contentsOf: folder.appendingPathComponent("evidence/finding-001.png"))
        #expect(picture.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let index = try String(contentsOf: folder.appendingPathComponent("evidence/index.html"), encoding: .utf8)
        #expect(index.contains(#"<img src="finding-001.png""#))
        #expect(index.contains("[unsatisfiable-constraints]") && index.contains("[unknown-class]"))
    }

    /// A view stored at y = 300 whose constraints put it at y = 40: its picture outlines the
    /// stored frame in orange and the solved one in red, as Xcode's canvas marks a misplaced view.
    @Test("--evidence outlines a misplaced view's stored frame in orange and its solved frame in red")
    func evidenceOfAMisplacedView() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let misplaced = Self.conflicting.text
            .replacingOccurrences(of: #"<rect key="frame" x="20" y="40" width="100" height="50"/>"#, with: #"<rect key="frame" x="20" y="300" width="100" height="50"/>"#)
            .replacingOccurrences(of: #"constant="200" id="wid-th-200""#, with: #"constant="200" priority="750" id="wid-th-200""#)
        try misplaced.write(to: folder.appendingPathComponent("App/Main.storyboard"), atomically: true, encoding: .utf8)
        let result = try Self.lint(["App", "--device", "document", "--rule", "misplaced-view", "--evidence", "evidence"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let bitmap = try BitmapImageCodec.shared.decodeBGRA(Data(contentsOf: folder.appendingPathComponent("evidence/finding-001.png")))
        #expect(bitmap.width == 750, "the iPhone 8 canvas at 2×")
        func color(x: Double, y: Double) -> (red: UInt8, green: UInt8, blue: UInt8) {
            let offset = Int(y * 2) * bitmap.bytesPerRow + Int(x * 2) * 4
            return (bitmap.pixels[offset + 2], bitmap.pixels[offset + 1], bitmap.pixels[offset])
        }
        // The outlines are 3 pt wide, 2 pt outside each frame: the left edges at x = 18…21.
        let stored = color(x: 19, y: 325), solved = color(x: 19, y: 65), between = color(x: 19, y: 200)
        #expect(stored.red > 200 && stored.green > 100 && stored.green < 190 && stored.blue < 80, "orange at the stored frame: \(stored)")
        #expect(solved.red > 200 && solved.green < 100, "red at the solved frame: \(solved)")
        #expect(between.red > 200 && between.green > 200 && between.blue > 200, "nothing drawn between them: \(between)")
        let index = try String(contentsOf: folder.appendingPathComponent("evidence/index.html"), encoding: .utf8)
        #expect(index.contains("orange, a misplaced view's frame as the document stores it"))
    }
}
