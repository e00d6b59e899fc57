import ArgumentParser
import CassowaryWorkloads
import Foundation
import OpenStoryboard

/// `storyboard bench solver`: times the Cassowary solver on `solver-workload/1` files with the
/// protocol of `kiwi_bench.py`, prints the same keys, and writes `solver-solution/1` answers.
struct BenchSolver: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solver",
        abstract: "Time the constraint solver on solver-workload/1 files, as kiwi_bench.py times kiwi.",
        discussion: """
        Each workload runs on a fresh solver per run, with its constraints built before the clock \
        starts: add all, update, remove the last 10%, re-add them and update, then (edit \
        workloads) add the edit variables, suggest their initial values, update, and run the \
        edit loop. One warm-up run, then the median of --runs runs. With --json the results \
        have the keys of kiwi_bench.py's --out file (overhead_ns is 0: there is no Python \
        binding to subtract). --kiwi adds the ratio to kiwi's net time for each phase and the \
        growth from the 1,000 to the 10,000 sizes.

        Exit codes: 0 success, 1 a workload failed, 2 usage errors.

        Examples:
          storyboard bench solver ../shared/bench/workloads/*.json
          storyboard bench solver ../shared/bench/workloads/edit-tree-1000.json --runs 15 --json
          storyboard bench solver ../shared/bench/workloads/*.json --dump-solutions /tmp/ours
          python3 ../shared/bench/kiwi_bench.py ../shared/bench/workloads/*.json --out kiwi.json
          storyboard bench solver ../shared/bench/workloads/*.json --kiwi kiwi.json
        """
    )

    @Argument(help: "Workload files (solver-workload/1 JSON).")
    var files: [String]

    @Flag(help: "Print the results as JSON with kiwi_bench.py's keys instead of a table.")
    var json = false

    @Option(name: .customLong("dump-solutions"), help: "Write each workload's answers to DIR/NAME.solution.json (solver-solution/1).")
    var dumpSolutions: String?

    @Option(help: "Timed runs per workload (the median is reported); at least 1.")
    var runs = 7

    @Option(help: "A kiwi_bench.py --out file: add our time over kiwi's net time per phase to the table.")
    var kiwi: String?

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1.") }
    }

    func run() throws {
        let kiwiResults = try kiwi.map(loadKiwiResults)
        var summaries: [SolverBenchmarkResults.Summary] = []
        var failures: [String] = []
        for file in files {
            do {
                let workload = try JSONDecoder().decode(Workload.self, from: Data(contentsOf: URL(fileURLWithPath: file)))
                let runner = try WorkloadRunner(workload)
                var summary = try measure(runner)
                if let dumpSolutions {
                    try FileManager.default.createDirectory(atPath: dumpSolutions, withIntermediateDirectories: true)
                    let solution = try runner.solve()
                    let path = URL(fileURLWithPath: dumpSolutions).appendingPathComponent("\(workload.name).solution.json")
                    try JSONEncoder().encode(solution).write(to: path)
                    summary.maxRequiredViolationInitial = solution.maxRequiredViolation
                }
                summaries.append(summary)
                FileHandle.standardError.write(Data("measured \(workload.name)\n".utf8))
            } catch {
                failures.append("\(file): \(error)")
                FileHandle.standardError.write(Data("error: \(file): \(error)\n".utf8))
            }
        }
        if json {
            let results = SolverBenchmarkResults(
                format: "openstoryboard-bench-results/1", env: environment(), repeat: runs,
                weight: "p>=1000: required; else strictly ordered priority levels",
                workloads: summaries)
            print(try JSONOutput.text(results))
        } else {
            print(table(summaries, kiwi: kiwiResults))
        }
        if !failures.isEmpty { throw CommandFailure.findings("\(failures.count) workload(s) failed") }
    }

    // MARK: Measuring

    /// Runs the protocol (one warm-up, then `runs` timed runs) and summarises it the way
    /// kiwi_bench.py does.
    private func measure(_ runner: WorkloadRunner) throws -> SolverBenchmarkResults.Summary {
        _ = try runner.timedRun()
        var all: [WorkloadRunner.Timings] = []
        for _ in 0..<runs { all.append(try runner.timedRun()) }
        let workload = runner.workload
        var timings: [String: SolverBenchmarkResults.Timing] = [:]
        func summarise(_ key: String, _ values: [Int64]) {
            guard !values.isEmpty else { return }
            let median = Self.median(values)
            timings[key] = .init(median_ns: median, min_ns: Double(values.min()!), max_ns: Double(values.max()!), overhead_ns: 0, net_ns: median)
        }
        summarise("add", all.map(\.add))
        summarise("update", all.map(\.update))
        summarise("editSetup", all.compactMap(\.editSetup))
        summarise("editLoop", all.compactMap(\.editLoop))
        summarise("remove", all.map(\.remove))
        summarise("readd", all.map(\.readd))
        let constraints = Double(workload.constraints.count)
        let churn = runner.churnCount
        var derived = SolverBenchmarkResults.Derived(
            add_us_per_constraint: Self.median(all.map(\.add)) / constraints / 1e3,
            add_net_us_per_constraint: Self.median(all.map(\.add)) / constraints / 1e3,
            py_call_overhead_us_per_add: 0.0,
            remove_us_per_constraint: Self.median(all.map(\.remove)) / Double(churn) / 1e3,
            readd_us_per_constraint: Self.median(all.map(\.readd)) / Double(churn) / 1e3,
            churn_count: churn)
        let steps = workload.editSteps
        if steps > 0 {
            let perStep = Self.median(all.compactMap(\.editLoop)) / Double(steps) / 1e3
            derived.edit_step_us = perStep
            derived.edit_step_net_us = perStep
            derived.py_call_overhead_us_per_step = 0.0
            derived.edit_steps = steps
        }
        return SolverBenchmarkResults.Summary(
            name: workload.name, kind: workload.kind, stats: workload.stats ?? ["constraints": workload.constraints.count], runs: runs,
            timings: timings, derived: derived, maxRequiredViolationAfterRun: runner.maxRequiredViolation())
    }

    private static func median(_ values: [Int64]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? Double(sorted[middle]) : Double(sorted[middle - 1] + sorted[middle]) / 2
    }

    // MARK: Output

    private static let phases = ["add", "update", "remove", "readd", "editStep"]

    /// A phase's time in nanoseconds (the edit step per step), from either side's summary.
    private static func phaseTime(_ summary: SolverBenchmarkResults.Summary, _ phase: String) -> Double? {
        let timings = summary.timings
        if phase == "editStep" {
            guard let net = timings?["editLoop"]?.net_ns, let steps = summary.derived?.edit_steps, steps > 0 else { return nil }
            return net / Double(steps)
        }
        return timings?[phase]?.net_ns
    }

    private func table(_ summaries: [SolverBenchmarkResults.Summary], kiwi: [String: SolverBenchmarkResults.Summary]?) -> String {
        func format(_ nanoseconds: Double?) -> String {
            guard let nanoseconds else { return "-" }
            if nanoseconds >= 1e6 { return String(format: "%.2f ms", nanoseconds / 1e6) }
            return String(format: "%.2f µs", nanoseconds / 1e3)
        }
        var header = ["workload", "constraints"] + Self.phases
        if kiwi != nil { header += Self.phases.map { "\($0) ×kiwi" } }
        var rows = [header]
        for summary in summaries {
            let name = summary.name
            let count = summary.stats?["constraints"].map(String.init) ?? "?"
            var row = [name, count] + Self.phases.map { format(Self.phaseTime(summary, $0)) }
            if let kiwi {
                row += Self.phases.map { phase in
                    guard let ours = Self.phaseTime(summary, phase), let other = kiwi[name].flatMap({ Self.phaseTime($0, phase) }), other > 0
                    else { return "-" }
                    return String(format: "%.3f", ours / other)
                }
            }
            rows.append(row)
        }
        var text = TextTable(rows: rows).rendered
        let growth = growthTable(summaries, kiwi: kiwi)
        if !growth.isEmpty { text += "\n\nGrowth from the 1,000 to the 10,000 size (time ratio):\n" + growth }
        return text
    }

    /// For each family with both sizes measured: how much longer each phase takes at 10,000.
    private func growthTable(_ summaries: [SolverBenchmarkResults.Summary], kiwi: [String: SolverBenchmarkResults.Summary]?) -> String {
        let byName = Dictionary(summaries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var header = ["family"] + Self.phases
        if kiwi != nil { header += Self.phases.map { "\($0) kiwi" } }
        var rows = [header]
        for name in byName.keys.sorted() where name.hasSuffix("-1000") {
            let family = String(name.dropLast(5))
            guard let small = byName[name], let large = byName[family + "-10000"] else { continue }
            func ratio(_ a: SolverBenchmarkResults.Summary?, _ b: SolverBenchmarkResults.Summary?, _ phase: String) -> String {
                guard let a, let b, let x = Self.phaseTime(a, phase), let y = Self.phaseTime(b, phase), x > 0 else { return "-" }
                return String(format: "%.1f", y / x)
            }
            var row = [family] + Self.phases.map { ratio(small, large, $0) }
            if let kiwi { row += Self.phases.map { ratio(kiwi[name], kiwi[family + "-10000"], $0) } }
            rows.append(row)
        }
        return rows.count > 1 ? TextTable(rows: rows).rendered : ""
    }

    private func loadKiwiResults(_ path: String) throws -> [String: SolverBenchmarkResults.Summary] {
        guard let data = FileManager.default.contents(atPath: path),
              let workloads = try? JSONDecoder().decode(SolverBenchmarkResults.Workloads.self, from: data).workloads
        else { throw CommandFailure.usage("\(path): not a kiwi_bench.py results file") }
        var byName: [String: SolverBenchmarkResults.Summary] = [:]
        for workload in workloads { byName[workload.name] = workload }
        return byName
    }

    private func environment() -> SolverBenchmarkResults.Environment {
        let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let cpu = cpuInfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? ""
        return SolverBenchmarkResults.Environment(
            solver: "OpenStoryboard Cassowary", cpu: cpu,
            cpus: ProcessInfo.processInfo.activeProcessorCount,
            platform: ProcessInfo.processInfo.operatingSystemVersionString,
            time: ISO8601DateFormatter().string(from: Date()))
    }
}

/// The results file of `bench solver --json`, in the format kiwi_bench.py writes (its snake-case
/// keys kept); `--kiwi` reads the other side's file with the same types.
private struct SolverBenchmarkResults: Encodable {
    struct Environment: Encodable {
        var solver: String
        var cpu: String
        var cpus: Int
        var platform: String
        var time: String
    }

    /// One phase's times in nanoseconds.
    struct Timing: Codable {
        var median_ns: Double?
        var min_ns: Double?
        var max_ns: Double?
        var overhead_ns: Double?
        var net_ns: Double?
    }

    /// Times per constraint and per edit step.
    struct Derived: Codable {
        var add_us_per_constraint: Double?
        var add_net_us_per_constraint: Double?
        var py_call_overhead_us_per_add: Double?
        var remove_us_per_constraint: Double?
        var readd_us_per_constraint: Double?
        var churn_count: Int?
        var edit_step_us: Double?
        var edit_step_net_us: Double?
        var py_call_overhead_us_per_step: Double?
        var edit_steps: Int?
    }

    /// One workload's measurements.
    struct Summary: Codable {
        var name: String
        var kind: String?
        var stats: [String: Int]?
        var runs: Int?
        var timings: [String: Timing]?
        var derived: Derived?
        var maxRequiredViolationAfterRun: Double?
        var maxRequiredViolationInitial: Double?
    }

    /// The part of a results file `--kiwi` reads.
    struct Workloads: Decodable {
        var workloads: [Summary]
    }

    var format: String
    var env: Environment
    var `repeat`: Int
    var weight: String
    var workloads: [Summary]
}
