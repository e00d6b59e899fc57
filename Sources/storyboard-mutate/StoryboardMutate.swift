import ArgumentParser
import DocumentMutations
import Foundation

/// `storyboard-mutate`: runs deterministic mutations of the corpus documents through the built
/// `storyboard` (`inspect`, `frames`, `render`, `lint`) and counts the crashes, hangs and memory
/// exhaustions (docs/hardening.md, "Mutation tests").
@main
struct StoryboardMutate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyboard-mutate",
        abstract: "Run mutated storyboards and xibs through the storyboard command line and count crashes and hangs.",
        discussion: """
        A run passes when it exits with 0, 1 or 2 and, when not 0, prints a message on standard \
        error; a signal, the time limit or the memory limit fails it. The documents of failed runs \
        are written to --out with a file listing each failure and its command line.

        Exit codes: 0 every run passed, 1 some failed, 2 usage errors.

        Examples:
          storyboard-mutate --count 600 --jobs 2
          storyboard-mutate --kind nan-or-infinity --kind huge-rect --count 40
          storyboard-mutate --command lint --count 200
          storyboard-mutate --mutation 007_apple_AdaptivePhotos_v2_Main.storyboard:huge-rect:3
          storyboard-mutate --list-kinds
        """
    )

    @Option(help: "How many mutations (the kinds in turn).")
    var count = 600

    @Option(help: "Chooses the seed documents and the variants; the same seed gives the same mutations.")
    var seed = 0

    @Option(help: "Mutations run in parallel (default: the number of cores).")
    var jobs: Int?

    @Option(help: "Only this kind (repeatable; see --list-kinds).")
    var kind: [String] = []

    @Option(help: ArgumentHelp("Only this mutation, by name (document:kind:index; repeatable): written to --out and run.", valueName: "name"))
    var mutation: [String] = []

    @Option(help: "The storyboard executable (default: .build/release/storyboard, else .build/debug/storyboard).")
    var storyboard: String?

    @Option(help: "A folder of seed documents (repeatable; default: ../shared/corpus/files and ../shared/corpus/wide).")
    var corpus: [String] = []

    @Option(help: "Where failed runs' documents and failures.txt go.")
    var out = "mutation-failures"

    @Option(help: "Seconds before a run counts as a hang.")
    var timeout: Double = 60

    @Option(help: "Each run's address-space limit in MiB.")
    var memory: UInt64 = 4096

    @Option(help: "render's device.")
    var device = "iPhone 15"

    @Option(help: ArgumentHelp("Only this command (repeatable): inspect, frames, render or lint.", valueName: "command"))
    var command: [String] = []

    @Flag(help: "Only write the mutated documents to --out; run nothing.")
    var writeOnly = false

    @Flag(help: "List the kinds of mutation and exit.")
    var listKinds = false

    func run() throws {
        if listKinds {
            for kind in MutationKind.allCases { print("\(kind.rawValue.padding(toLength: 28, withPad: " ", startingAt: 0)) \(kind.summary)") }
            return
        }
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let folders = corpus.isEmpty ? MutationCorpus.defaultFolders(packageRoot: root) : corpus.map { URL(fileURLWithPath: $0) }
        let seeds = MutationCorpus(folders: folders)
        guard !seeds.names.isEmpty else { throw ValidationError("no .storyboard or .xib in \(folders.map(\.path).joined(separator: ", "))") }

        let mutations: [Mutation]
        if mutation.isEmpty {
            let kinds = try kind.isEmpty ? MutationKind.allCases : kind.map { name in
                guard let kind = MutationKind(rawValue: name) else { throw ValidationError("unknown kind \(name); see --list-kinds") }
                return kind
            }
            mutations = seeds.plan(count: count, seed: seed, kinds: kinds)
        } else {
            mutations = try mutation.map { name in
                guard let parsed = Mutation(name: name) else { throw ValidationError("not a mutation name: \(name) (document:kind:index)") }
                return parsed
            }
        }
        let output = URL(fileURLWithPath: out, isDirectory: true)
        if writeOnly || !mutation.isEmpty {
            for name in mutations {
                guard let document = seeds.mutate(name) else { throw ValidationError("\(name): no such document, or nothing to change in it") }
                let file = try MutationRunner.write(document, into: output)
                print("\(name): \(document.change)\n  \(file.path)")
            }
            if writeOnly { return }
        }

        let executable = try storyboardExecutable(root: root)
        let commands = try command.isEmpty ? MutationRunner.Command.allCases : command.map { name in
            guard let command = MutationRunner.Command(rawValue: name) else { throw ValidationError("unknown command \(name): inspect, frames, render or lint") }
            return command
        }
        let runner = MutationRunner(executable: executable, timeout: timeout, memoryLimit: memory << 20, device: device, commands: commands)
        let work = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("storyboard-mutate-\(getpid())", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let parallel = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        FileHandle.standardError.write(Data("\(mutations.count) mutations × \(runner.commands.count) commands with \(executable), \(parallel) at a time\n".utf8))

        let state = RunState(mutations: mutations)
        let started = Date()
        DispatchQueue.concurrentPerform(iterations: parallel) { _ in
            while let next = state.next() {
                guard let document = seeds.mutate(next) else { continue }
                let outcomes = runner.run(document, workFolder: work)
                let failed = outcomes.contains { $0.verdict != .passed }
                if failed { _ = try? MutationRunner.write(document, into: output) }
                state.finish(outcomes, change: document.change)
            }
        }
        let report = state.report
        print(report.table(commands: commands))
        let failures = report.failures
        print("\n\(mutations.count) mutations, \(report.outcomes.count) runs, \(failures.count) failed, in \(Int(Date().timeIntervalSince(started))) s")
        if !failures.isEmpty {
            var listing = ""
            for failure in failures {
                let folder = output.appendingPathComponent(MutationRunner.folderName(of: failure.mutation)).path
                listing += """
                \(failure.mutation.name) \(failure.command.rawValue): \(failure.verdict.rawValue), \(failure.detail) (\(String(format: "%.1f", failure.seconds)) s)
                  change: \(state.changes[failure.mutation] ?? "")
                  again:  cd \(MutationRunner.quoted(folder)) && \(MutationRunner.quoted(runner.executable)) \(failure.command.arguments(document: failure.mutation.document, output: "render-out", device: device).map(MutationRunner.quoted).joined(separator: " "))
                  stderr: \(failure.standardErrorTail.split(separator: "\n").suffix(3).joined(separator: " | "))

                """
            }
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            try listing.write(to: output.appendingPathComponent("failures.txt"), atomically: true, encoding: .utf8)
            print(listing)
            print("Documents and failures.txt: \(output.path)")
            throw ExitCode(1)
        }
    }

    private func storyboardExecutable(root: URL) throws -> String {
        if let storyboard { return storyboard }
        for build in ["release", "debug"] {
            let path = root.appendingPathComponent(".build/\(build)/storyboard").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw ValidationError("no built storyboard: run `swift build -c release --product storyboard` or pass --storyboard")
    }
}

/// The mutations still to run and the outcomes so far, shared by the worker threads.
private final class RunState: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [Mutation]
    private var done = 0
    private let total: Int
    private(set) var report = MutationReport()
    private(set) var changes: [Mutation: String] = [:]

    init(mutations: [Mutation]) {
        pending = mutations.reversed()
        total = mutations.count
    }

    func next() -> Mutation? { lock.withLock { pending.popLast() } }

    func finish(_ outcomes: [MutationRunner.Outcome], change: String) {
        lock.withLock {
            report.add(outcomes)
            done += 1
            if let mutation = outcomes.first?.mutation { changes[mutation] = change }
            for failure in outcomes where failure.verdict != .passed {
                FileHandle.standardError.write(Data("FAIL \(failure.mutation.name) \(failure.command.rawValue): \(failure.verdict.rawValue), \(failure.detail)\n".utf8))
            }
            if done % 25 == 0 || done == total {
                FileHandle.standardError.write(Data("\(done)/\(total)\n".utf8))
            }
        }
    }
}
