import ArgumentParser
import Foundation
import OpenStoryboard
import StoryboardLint

/// `storyboard lint`: checks documents in every configuration a user meets — devices,
/// orientations, iPad multitasking windows, text sizes, appearances — with rules that each have
/// an id, a severity and a fix (docs/lint.md).
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check .storyboard and .xib files for layout and document problems on every device and size class.",
        discussion: """
        Each document is laid out on its own canvas (the device and orientation Xcode shows; ambiguous-layout \
        and misplaced-view compare with what Xcode would say there) and in every configuration of the run \
        (--device, --orientation, --multitasking, --content-size, --appearance), where the layout rules run again. \
        --list-rules prints every rule with its severity and fix.

        Findings print as compilers print them, `path:line:column: warning: message [rule-id]`, with the \
        configurations under each; --format json, sarif (SARIF 2.1.0 for GitHub code scanning), github \
        (workflow annotations) or junit instead, on standard output or into --output.

        Exit codes: 0 no finding at or above --fail-on (default error), 1 findings at or above it or errors \
        inside a document (it is linted as far as it can be read), 2 usage errors or unreadable documents.

        Examples:
          storyboard lint App/                                   (every document under App/, default devices)
          storyboard lint Main.storyboard --device document      (as Xcode checks it, on its own canvas)
          storyboard lint App/ --device pads --multitasking --content-size large,accessibilityExtraExtraExtraLarge
          storyboard lint App/ --format sarif --output lint.sarif --fail-on warning
        """
    )

    @Argument(help: "Documents (.storyboard, .xib) or folders to search for them.")
    var paths: [String] = []

    @Option(name: .customLong("device"), help: "A device name or IB id, or document, screens (default), all, phones, pads. Repeatable.")
    var devices: [String] = []

    @Option(help: "portrait, landscape or both (default).")
    var orientation: OrientationsOption = .both

    @Flag(help: "Also lay iPads out in their Slide Over and Split View windows.")
    var multitasking = false

    @Option(name: .customLong("content-size"), help: "Dynamic Type sizes, comma-separated (large, accessibilityExtraExtraExtraLarge, …).")
    var contentSizes: [String] = []

    @Option(help: "light, dark or both; default: the device's default only.")
    var appearance: AppearanceOption?

    @Option(help: "Worker processes (default: the number of cores).")
    var jobs: Int?

    @Option(help: "Lint only shard I of N (I/N, from 0): every Nth document, for CI runs split across machines.")
    var shard: String?

    @Option(name: .customLong("fail-on"), help: "The lowest severity that fails the run: error (default), warning, note or never.")
    var failOn: FailOn = .error

    @Option(help: "text (default), json, sarif, github or junit.")
    var format: FormatOption = .text

    @Option(help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(help: "A JSON report of accepted findings (see --write-baseline): only findings not in it are reported.")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Write today's findings to this file as a baseline and exit 0.")
    var writeBaseline: String?

    @Option(help: "Write a picture per scene and configuration with findings (the views outlined) and an index.html into this folder.")
    var evidence: String?

    @Option(help: "A configuration file (default: .storyboard-lint.yml in the working directory, when there is one).")
    var config: String?

    @Flag(help: "Write the solved frames of misplaced views into the documents (only those attributes change); fixed findings are not reported.")
    var fix = false

    @Option(name: .customLong("rule"), help: "Run only this rule (repeatable; see --list-rules).")
    var onlyRules: [String] = []

    @Flag(help: "List the rules (id, severity, summary, fix) and exit; with --format json, as JSON.")
    var listRules = false

    @Option(help: .hidden)
    var workerShard: String?

    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case error, warning, note, never

        var severity: LintSeverity? {
            switch self {
            case .error: .error
            case .warning: .warning
            case .note: .note
            case .never: nil
            }
        }
    }

    enum FormatOption: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif, github, junit

        var format: LintFormat { LintFormat(rawValue: rawValue)! }
    }

    func validate() throws {
        if paths.isEmpty && !listRules { throw ValidationError("Missing a .storyboard or .xib file or a folder to lint.") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
    }

    func run() throws {
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        // Off the document's canvas text is measured, by the library that draws it.
        TextMeasurement.current = PangoTextMeasurer.shared
        let settings = try loadSettings()
        let rules = try chosenRules().filter { settings.isEnabled($0.info.id) }
        let infos = rules.map { settings.applying(to: $0.info) }
        if listRules {
            print(format == .json ? try JSONOutput.text(infos) : Self.ruleList(infos))
            return
        }
        let matrix = try makeMatrix()
        var files = try LintFiles.expand(paths).filter { !settings.excludes($0) }
        if let shard {
            let (index, count) = try LintFiles.parseShard(shard, option: "--shard")
            files = LintFiles.shard(files, index: index, count: count)
        }
        if let workerShard {
            let (index, count) = try LintFiles.parseShard(workerShard, option: "--worker-shard")
            for file in LintFiles.balancedShard(files, index: index, count: count) {
                let line = lint(file, rules: rules, matrix: matrix)
                FileHandle.standardOutput.write(try JSONEncoder().encode(line) + Data("\n".utf8))
            }
            return
        }
        let workers = min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, files.count)
        let progress = Progress(total: files.count, interactive: isatty(2) == 1)
        var lines: [LintWorkerLine]
        if workers > 1 {
            lines = WorkerPool(count: workers, arguments: Array(CommandLine.arguments.dropFirst()))
                .run(reporting: LintWorkerLine.self, progress: progress) { $0.file }
            let order = Dictionary(files.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            lines.sort { order[$0.file, default: 0] < order[$1.file, default: 0] }
            // A worker that died leaves its documents unreported.
            let reported = Set(lines.map(\.file))
            lines += files.filter { !reported.contains($0) }.map { LintWorkerLine(file: $0, findings: [], unreadable: "\($0): not linted (the worker stopped)", configurations: []) }
        } else {
            lines = files.map { file in
                let line = lint(file, rules: rules, matrix: matrix)
                progress.advance(label: file)
                return line
            }
        }
        progress.finish()
        var findings = settings.applying(to: lines.flatMap(\.findings))
        if let writeBaseline {
            let report = LintReport(files: files, configurations: lines.first?.configurations ?? [], findings: findings)
            try write(try LintFormat.json.render(report, rules: infos), to: writeBaseline)
            FileHandle.standardError.write(Data("wrote a baseline of \(findings.count) finding\(findings.count == 1 ? "" : "s") to \(writeBaseline)\n".utf8))
            return
        }
        if let baseline {
            findings = try LintBaseline.load(baseline).filtering(findings)
        }
        if fix { findings = try applyFixes(findings) }
        let unreadable = lines.compactMap(\.unreadable)
        let report = LintReport(files: files, configurations: lines.first?.configurations ?? [], findings: findings, unreadable: unreadable)
        if let evidence {
            do {
                let drawn = try LintEvidence.write(findings, matrix: matrix, to: URL(fileURLWithPath: evidence, isDirectory: true))
                FileHandle.standardError.write(Data("evidence: \(drawn) picture\(drawn == 1 ? "" : "s") and index.html in \(evidence)\n".utf8))
            } catch {
                throw CommandFailure.usage("cannot write the evidence into \(evidence): \((error as NSError).localizedDescription)")
            }
        }
        let text = try format.format.render(report, rules: infos)
        if let output { try write(text, to: output) } else { print(text) }
        for message in unreadable { FileHandle.standardError.write(Data("error: \(message)\n".utf8)) }
        let documentErrors = lines.flatMap(\.documentErrors)
        for message in documentErrors { FileHandle.standardError.write(Data("\(message)\n".utf8)) }
        if !unreadable.isEmpty {
            throw CommandFailure.usage("\(unreadable.count) document\(unreadable.count == 1 ? "" : "s") could not be read")
        }
        if let threshold = failOn.severity {
            let failing = report.count(atLeast: threshold)
            if failing > 0 {
                throw CommandFailure.findings("\(failing) finding\(failing == 1 ? "" : "s") at or above \(threshold.rawValue)")
            }
        }
        if !documentErrors.isEmpty {
            throw CommandFailure.findings("\(documentErrors.count) error\(documentErrors.count == 1 ? "" : "s") in the documents (linted as far as they could be read)")
        }
    }

    /// Writes the frames of the `misplaced-view` findings into their documents; returns the
    /// findings left.
    private func applyFixes(_ findings: [LintFinding]) throws -> [LintFinding] {
        var fixed: Set<LintFinding> = []
        for (file, ofFile) in Dictionary(grouping: findings, by: \.file).sorted(by: { $0.key < $1.key }) {
            guard ofFile.contains(where: { $0.ruleID == MisplacedView.info.id }) else { continue }
            guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else { continue }
            let result = FrameFix.apply(ofFile, to: text)
            guard !result.fixed.isEmpty else { continue }
            try write(result.text, to: file, addingNewline: false)
            fixed.formUnion(result.fixed)
            FileHandle.standardError.write(Data("fixed \(result.fixed.count) frame\(result.fixed.count == 1 ? "" : "s") in \(file)\n".utf8))
        }
        return findings.filter { !fixed.contains($0) }
    }

    /// Lints one document (in this process).
    @MainActor
    private func lint(_ file: String, rules: [any LintRule], matrix: LintMatrix) -> LintWorkerLine {
        switch DocumentInput.read(file) {
        case .failure(let unreadable):
            return LintWorkerLine(file: file, findings: [], unreadable: unreadable.description, configurations: [])
        case .success(let document):
            let linter = Linter(rules: rules, matrix: matrix)
            return LintWorkerLine(
                file: file, findings: linter.lint(document, path: file), unreadable: nil,
                configurations: matrix.configurations(for: document).map(\.name),
                documentErrors: document.diagnostics.filter { $0.severity == .error }.map(\.description))
        }
    }

    /// The configuration file: `--config`, or `.storyboard-lint.yml` in the working directory.
    private func loadSettings() throws -> LintSettings {
        let known = LintRuleInfo.all.map(\.id)
        let path = config ?? (FileManager.default.fileExists(atPath: LintSettings.fileName) ? LintSettings.fileName : nil)
        guard let path else { return LintSettings() }
        do {
            return try LintSettings(contentsOf: path, knownRules: known)
        } catch {
            throw CommandFailure.usage(error.description)
        }
    }

    @MainActor
    private func chosenRules() throws -> [any LintRule] {
        let all = LintRegistry.all
        guard !onlyRules.isEmpty else { return all }
        let names = onlyRules.flatMap { $0.split(separator: ",").map(String.init) }
        for name in names where !all.contains(where: { $0.info.id == name }) {
            throw CommandFailure.usage("no rule '\(name)'; rules: \(all.map(\.info.id).joined(separator: ", "))")
        }
        return all.filter { names.contains($0.info.id) }
    }

    @MainActor
    private func makeMatrix() throws -> LintMatrix {
        let values = devices.flatMap { $0.split(separator: ",").map(String.init) }
        let onlyDocument = !values.isEmpty && values.allSatisfy { $0.lowercased() == "document" }
        let chosen = onlyDocument ? [] : try DeviceSelection.resolve(values.filter { $0.lowercased() != "document" })
        let sizes: [UIContentSizeCategory?] = try ContentSizeSelection.resolve(contentSizes)
        return LintMatrix(
            devices: chosen, orientations: orientation.orientations, multitasking: multitasking,
            contentSizes: sizes.isEmpty ? [nil] : sizes, appearances: appearance.map { $0.styles.map { Optional($0) } } ?? [nil])
    }

    private func write(_ text: String, to path: String, addingNewline: Bool = true) throws {
        do {
            try (addingNewline ? text + "\n" : text).write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw CommandFailure.usage("cannot write \(path): \((error as NSError).localizedDescription)")
        }
    }

    /// `--list-rules`: each rule's id, severity, scope, summary and fix.
    static func ruleList(_ rules: [LintRuleInfo]) -> String {
        rules.map { rule in
            "\(rule.id) (\(rule.severity.rawValue), \(rule.scope.rawValue))\n    \(rule.summary)\n    Fix: \(rule.fix)"
        }.joined(separator: "\n")
    }
}

/// Accepted findings: a JSON report written by `--write-baseline`; a finding is accepted when
/// one of the same rule, file, object and message is in it.
struct LintBaseline {
    var identities: Set<String>

    static func load(_ path: String) throws -> LintBaseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure.usage("\(path): cannot read the baseline")
        }
        do {
            let report = try JSONDecoder().decode(LintReport.self, from: data)
            return LintBaseline(identities: Set(report.findings.map(\.identity)))
        } catch {
            throw CommandFailure.usage("\(path): not a lint baseline (a `storyboard lint --format json` report): \(error)")
        }
    }

    func filtering(_ findings: [LintFinding]) -> [LintFinding] {
        findings.filter { !identities.contains($0.identity) }
    }
}
