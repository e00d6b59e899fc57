import Foundation
import FuzzChecks
import Testing

/// The solver check over many generated inputs, without the fuzzer: a way to measure a change
/// to the solver's numerics before and after, on the same inputs (docs/fuzzing.md, "Measuring
/// a change to the solver").
///
/// Off unless `SOLVER_STRESS` is set to a count: `SOLVER_STRESS=40000 SOLVER_STRESS_SEED=1
/// swift test --filter SolverStress`. Each input is a file of the solver's working corpus,
/// seeds or fail cases (`open-` cases left out), in turn, with one to six of its bytes
/// replaced, inserted or removed by a deterministic generator: the same count and seed give
/// the same inputs. Each input that fails is an issue (the first 20 in full, then counted);
/// `SOLVER_STRESS_OUT=DIR` writes them there.
@MainActor
@Suite("Solver check on generated inputs")
struct SolverStressTests {
    nonisolated static let environment = ProcessInfo.processInfo.environment

    @Test(
        "generated solver inputs pass the solver check",
        .enabled(if: environment["SOLVER_STRESS"] != nil, "set SOLVER_STRESS=COUNT to run"))
    func generatedInputs() throws {
        let count = Int(Self.environment["SOLVER_STRESS"] ?? "") ?? 40_000
        var generator = SplitMix(seed: UInt64(Self.environment["SOLVER_STRESS_SEED"] ?? "") ?? 1)
        let output = Self.environment["SOLVER_STRESS_OUT"].map { URL(fileURLWithPath: $0) }
        var bases: [[UInt8]] = []
        for folder in ["Corpus/Solver", "Seeds/Solver", "FailCases/Solver"] {
            for file in FuzzFailCasesTests.files(in: FuzzFailCasesTests.fuzzTesting.appendingPathComponent(folder))
            where !file.lastPathComponent.hasPrefix("open-") {
                bases.append(try [UInt8](Data(contentsOf: file)))
            }
        }
        try #require(!bases.isEmpty)
        var failures = 0
        for index in 0..<count {
            var bytes = bases[index % bases.count]
            if bytes.isEmpty { bytes = [0] }
            for _ in 0..<(1 + generator.next(below: 6)) {
                let position = generator.next(below: bytes.count)
                switch generator.next(below: 3) {
                case 0: bytes[position] = UInt8(truncatingIfNeeded: generator.next())
                case 1 where bytes.count < FuzzTarget.solver.maximumLength:
                    bytes.insert(UInt8(truncatingIfNeeded: generator.next()), at: position)
                default: if bytes.count > 1 { bytes.remove(at: position) }
                }
            }
            let problems = FuzzTarget.solver.check(bytes)
            guard let problem = problems.first else { continue }
            failures += 1
            if failures <= 20 { Issue.record("input \(index): \(problem)") }
            if let output {
                try Data(bytes).write(to: output.appendingPathComponent("stress-\(index)"))
            }
        }
        print("solver stress: \(count) inputs from \(bases.count) files, \(failures) failed")
        #expect(failures == 0, "\(failures) of \(count) generated inputs failed the solver check")
    }
}

/// SplitMix64: a small deterministic generator, so that a count and a seed name the inputs.
struct SplitMix {
    var state: UInt64

    /// Seeds whose streams share no states: the seed is mixed first (seeding with `seed × γ`
    /// made seed 3's stream seed 1's, two draws later).
    init(seed: UInt64) {
        state = seed
        state = next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
