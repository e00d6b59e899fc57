import ArgumentParser
import Foundation
import OpenStoryboard
import StoryboardLint

/// `storyboard bench lint`: how well `ambiguous-layout` and `misplaced-view` agree with the
/// verdicts Xcode saved in the corpus, and how long `storyboard lint` takes on it.
struct BenchLint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Score ambiguous-layout and misplaced-view against Xcode's saved verdicts, and time lint on a corpus.",
        discussion: """
        The score: every document under the --corpus folders is linted on its own canvas (--device document) \
        with the two rules, and each view they report is compared with the views Xcode saved as \
        ambiguous="YES" or misplaced="YES" (the answer key, which the rules never read): precision and recall. \
        --disagreements lists every view on which they differ.

        The timing (--time): `storyboard lint` on the same folders as a child process, once with the default \
        configurations and once with --multitasking and three text sizes, with --jobs (default: the cores).

        Examples:
          storyboard bench lint
          storyboard bench lint --disagreements
          storyboard bench lint --time --jobs 2
        """
    )

    @Option(help: "A folder of .storyboard and .xib files (repeatable; default: the shared corpus's files/ and wide/).")
    var corpus: [String] = []

    @Flag(help: "List every view on which a rule and Xcode disagree.")
    var disagreements = false

    @Flag(help: "Also time `storyboard lint` on the folders (release builds give the real numbers).")
    var time = false

    @Option(help: "Worker processes of the timed runs (default: the number of cores).")
    var jobs: Int?

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() throws {
        try MainActor.assumeIsolated { try runOnMain() }
    }

    private var folders: [String] {
        corpus.isEmpty ? ["../shared/corpus/files", "../shared/corpus/wide"] : corpus
    }

    @MainActor
    private func runOnMain() throws {
        TextMeasurement.current = PangoTextMeasurer.shared
        let files = try LintFiles.expand(folders)
        let linter = Linter(rules: [AmbiguousLayout(), MisplacedView()], matrix: .documentOnly)
        var ambiguity = XcodeVerdictScore(ruleID: AmbiguousLayout.info.id)
        var misplacement = XcodeVerdictScore(ruleID: MisplacedView.info.id)
        let started = Date()
        var documents = 0
        for file in files {
            guard case .success(let document) = DocumentInput.read(file) else { continue }
            documents += 1
            let findings = linter.lint(document, path: file)
            ambiguity.add(file: file, findings: findings, flagged: XcodeVerdictScore.savedVerdicts("ambiguous", in: document))
            misplacement.add(file: file, findings: findings, flagged: XcodeVerdictScore.savedVerdicts("misplaced", in: document))
        }
        let scoreSeconds = Date().timeIntervalSince(started)
        var timings: [BenchLintOutput.Timing] = []
        if time {
            let cores = jobs ?? ProcessInfo.processInfo.activeProcessorCount
            let runs: [(String, [String])] = [
                ("default configurations", []),
                ("--multitasking --content-size large,accessibilityMedium,accessibilityExtraExtraExtraLarge",
                 ["--multitasking", "--content-size", "large,accessibilityMedium,accessibilityExtraExtraExtraLarge"]),
            ]
            for (name, extra) in runs {
                timings.append(try timeLint(name: name, arguments: folders + extra + ["--jobs", "\(cores)"]))
            }
        }
        let output = BenchLintOutput(
            documents: documents, scoreSeconds: scoreSeconds, scores: [ambiguity, misplacement], timings: timings)
        if json {
            print(try JSONOutput.text(output))
            return
        }
        print("\(documents) documents on their own canvas (\(String(format: "%.1f", scoreSeconds)) s)")
        for score in output.scores {
            print(score.summary)
            if disagreements {
                for disagreement in score.disagreements {
                    print("  \(disagreement.kind)  \(disagreement.file)  \(disagreement.objectID)\(disagreement.message.map { "  \($0)" } ?? "")")
                }
            }
        }
        for timing in timings {
            print(String(format: "lint %@: %.1f s, %d configuration layouts of %d documents (exit %d)",
                         timing.run, timing.seconds, timing.layouts, timing.documents, timing.exitCode))
        }
    }

    /// Runs `storyboard lint` on the folders as a child process and times it.
    private func timeLint(name: String, arguments: [String]) throws -> BenchLintOutput.Timing {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("bench-lint-\(ProcessInfo.processInfo.processIdentifier).json")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["lint"] + arguments + ["--format", "json", "--output", report.path, "--fail-on", "never"]
        process.standardError = FileHandle.nullDevice
        let started = Date()
        try process.run()
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(started)
        defer { try? FileManager.default.removeItem(at: report) }
        let decoded = FileManager.default.contents(atPath: report.path).flatMap { try? JSONDecoder().decode(LintReport.self, from: $0) }
        let documents = decoded?.files.count ?? 0
        return BenchLintOutput.Timing(
            run: name, seconds: seconds, documents: documents, layouts: documents * (decoded?.configurations.count ?? 0),
            exitCode: Int(process.terminationStatus))
    }
}

/// `bench lint --json`.
private struct BenchLintOutput: Encodable {
    struct Timing: Encodable {
        var run: String
        var seconds: Double
        var documents: Int
        /// Documents × configurations (each configuration lays out every scene of a document).
        var layouts: Int
        var exitCode: Int
    }

    var documents: Int
    var scoreSeconds: Double
    var scores: [XcodeVerdictScore]
    var timings: [Timing]
}
