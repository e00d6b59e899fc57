import Cassowary
import CassowaryWorkloads
import Foundation
import Testing
import TestSupport

/// The solver against kiwi's reference solutions on the benchmark workloads of
/// `../shared/bench` (the 100 and 1,000 sizes and scene-200; the 10,000 sizes are left to
/// `storyboard bench solver`).
@Suite("Benchmark workloads match kiwi's solutions", .requiresSharedFolder)
struct BenchWorkloadTests {
    static let benchDirectory = SharedFolder.url("bench")

    static let names = ["chain", "grid", "tree", "edit-chain", "edit-grid", "edit-tree"]
        .flatMap { ["\($0)-100", "\($0)-1000"] } + ["scene-200"]

    static func load<T: Decodable>(_ type: T.Type, _ path: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(contentsOf: benchDirectory.appendingPathComponent(path)))
    }

    @Test("values match within 1e-6, every edit step's sum within 1e-6 per variable", arguments: names)
    func matchesReference(name: String) throws {
        let workload = try Self.load(Workload.self, "workloads/\(name).json")
        let reference = try Self.load(WorkloadSolution.self, "solutions/\(name).solution.json")
        let solution = try WorkloadRunner(workload).solve()

        #expect(solution.maxRequiredViolation < 1e-6)
        expectClose(solution.initial, reference.initial, workload.variables, "initial")
        if let expected = reference.afterInitialSuggest {
            expectClose(try #require(solution.afterInitialSuggest), expected, workload.variables, "after the initial suggestion")
        }
        if let expected = reference.stepSums {
            let sums = try #require(solution.stepSums)
            #expect(sums.count == expected.count)
            let tolerance = 1e-6 * Double(workload.variables.count)
            let firstBad = zip(sums, expected).enumerated().first { abs($0.element.0 - $0.element.1) > tolerance }
            #expect(firstBad == nil, "step \(firstBad?.offset ?? -1): sum \(firstBad?.element.0 ?? 0), kiwi \(firstBad?.element.1 ?? 0)")
        }
        if let expected = reference.final {
            expectClose(try #require(solution.final), expected, workload.variables, "final")
            #expect(try #require(solution.maxRequiredViolationFinal) < 1e-6)
        }
    }

    @Test("the timing protocol (churn, re-add, edit loop) runs on a fresh solver per run", arguments: names)
    func protocolRuns(name: String) throws {
        let workload = try Self.load(Workload.self, "workloads/\(name).json")
        let runner = try WorkloadRunner(workload)
        let first = try runner.timedRun()
        let second = try runner.timedRun()
        #expect(first.add > 0 && second.add > 0)
        #expect((first.editLoop != nil) == (workload.editSteps > 0))
        // After the protocol (churned constraints back in, edits applied) the answers still match.
        let reference = try Self.load(WorkloadSolution.self, "solutions/\(name).solution.json")
        expectClose(runner.variables.map(\.value), reference.final ?? reference.initial, workload.variables, "after the timed run")
    }

    private func expectClose(_ actual: [Double], _ expected: [Double], _ names: [String], _ stage: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        let mismatches = zip(actual, expected).enumerated().filter { abs($0.element.0 - $0.element.1) > 1e-6 }
        let report = mismatches.prefix(5).map { "\(names[$0.offset]) = \($0.element.0), kiwi \($0.element.1)" }
        #expect(mismatches.isEmpty, "\(stage): \(mismatches.count) values differ: \(report.joined(separator: "; "))", sourceLocation: sourceLocation)
    }
}
