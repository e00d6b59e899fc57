import DocumentMutations
import Foundation
import Testing

/// Mutated corpus documents through `storyboard inspect`, `frames`, `render` and `lint`, as the
/// hardening measure runs them (docs/hardening.md, "Mutation tests"): a sample of every kind
/// here, the full run with `make mutation`.
@Suite("Mutated documents: no crash, no hang, no memory exhaustion")
struct MutationTests {
    static let corpus = MutationCorpus(folders: MutationCorpus.defaultFolders(packageRoot: StoryboardProcess.packageRoot), maximumSize: 40_000)

    @Test("every kind once, on small corpus documents, through inspect, frames, render and lint")
    func sample() throws {
        try #require(!Self.corpus.names.isEmpty, "the seed documents are in ../shared/corpus/files and wide")
        let plan = Self.corpus.plan(count: MutationKind.allCases.count, seed: 1)
        #expect(Set(plan.map(\.kind)) == Set(MutationKind.allCases), "a seed document for every kind")
        let runner = MutationRunner(executable: StoryboardProcess.executable.path, timeout: 120)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("mutation-tests-\(getpid())")
        defer { try? FileManager.default.removeItem(at: work) }

        let results = Results(plan)
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            while let mutation = results.next() {
                guard let document = Self.corpus.mutate(mutation) else { continue }
                results.add(runner.run(document, workFolder: work), change: document.change)
            }
        }
        for failure in results.report.failures {
            Issue.record("""
                \(failure.mutation.name) \(failure.command.rawValue): \(failure.verdict.rawValue), \(failure.detail)
                  change: \(results.changes[failure.mutation] ?? "")
                  reproduce: swift run storyboard-mutate --mutation '\(failure.mutation.name)' --storyboard .build/debug/storyboard
                  stderr: \(failure.standardErrorTail.split(separator: "\n").suffix(3).joined(separator: " | "))
                """)
        }
        #expect(results.report.outcomes.count == plan.count * MutationRunner.Command.allCases.count)
    }

    /// A text field of a million points (`pointSize="1e6"`) in a family the machine lacks: its
    /// glyphs were too large for Cairo and both pictures failed, "error occurred in libfreetype";
    /// text is drawn at 1,024 pt at most now (`FontMapping.largestPointSize`).
    @Test("render draws the text field of a million points of a mutated esri document")
    func astronomicalFontSize() throws {
        let corpus = MutationCorpus(folders: MutationCorpus.defaultFolders(packageRoot: StoryboardProcess.packageRoot))
        let mutation = try #require(Mutation(name: "333_esri_FindPlace_xcode7.storyboard:huge-font:50009"))
        let document = try #require(corpus.mutate(mutation), "the seed is in ../shared/corpus/wide")
        #expect(document.change.contains("1e6"), "\(document.change)")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("huge-font-\(getpid())")
        defer { try? FileManager.default.removeItem(at: work) }
        let file = try MutationRunner.write(document, into: work)
        let result = try StoryboardProcess.run(["render", file.path, "--device", "iPhone 15", "--jobs", "1", "--out", work.appendingPathComponent("out").path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("could not render"), "\(result.standardError)")
    }

    @Test("a mutation is made again from its name, byte for byte")
    func reproducible() throws {
        let plan = Self.corpus.plan(count: MutationKind.allCases.count * 2, seed: 3)
        try #require(!plan.isEmpty)
        for mutation in plan {
            let name = try #require(Mutation(name: mutation.name))
            #expect(name == mutation)
            let first = try #require(Self.corpus.mutate(mutation))
            let again = try #require(Self.corpus.mutate(name))
            #expect(first.bytes == again.bytes, "\(mutation.name)")
            #expect(first.change == again.change)
        }
        #expect(Self.corpus.plan(count: 20, seed: 3) == Array(plan.prefix(20)))
    }
}

/// The plan and the outcomes, shared by the threads running the sample.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [Mutation]
    private(set) var report = MutationReport()
    private(set) var changes: [Mutation: String] = [:]

    init(_ plan: [Mutation]) { pending = plan.reversed() }

    func next() -> Mutation? { lock.withLock { pending.popLast() } }

    func add(_ outcomes: [MutationRunner.Outcome], change: String) {
        lock.withLock {
            report.add(outcomes)
            if let mutation = outcomes.first?.mutation { changes[mutation] = change }
        }
    }
}
