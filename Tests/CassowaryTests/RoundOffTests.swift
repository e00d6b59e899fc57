@_spi(Fuzzing) @testable import Cassowary
import Testing

/// Round-off in the simplex: ratios and constants that are equal (or zero) in exact arithmetic
/// and come out a little apart, in systems whose values reach hundreds of thousands. Each
/// system is one the solver fuzzer found (`FuzzTesting/FailCases/Solver/`), solved from scratch.
@Suite("Round-off in the simplex")
struct RoundOffTests {
    /// A constraint `Σ coefficient·v[index] + constant (relation) 0` at a priority (1000 and up
    /// is required), as the fuzzer writes them.
    typealias Spec = (terms: [(Double, Int)], relation: Relation, constant: Double, priority: Double)

    /// Adds the stays (`v[i] == target` at `0.001 × (i + 1)`, below everything else: the
    /// optimum is unique) and the constraints to a new solver.
    static func solver(stays targets: [Double], _ specs: [Spec]) throws -> (Solver, [Variable], [Constraint]) {
        let variables = targets.indices.map { Variable("v\($0)") }
        let solver = Solver()
        for (index, target) in targets.enumerated() {
            try solver.add((variables[index] == target).withStrength(.priority(0.001 * Double(index + 1))))
        }
        var constraints: [Constraint] = []
        for spec in specs {
            let expression = Expression(
                terms: spec.terms.map { Term(variables[$0.1], coefficient: $0.0) }, constant: spec.constant)
            let constraint = Constraint(expression, spec.relation, strength: .priority(spec.priority))
            try solver.add(constraint)
            constraints.append(constraint)
        }
        return (solver, variables, constraints)
    }

    @Test("ratios that differ by round-off tie, and the next priority level decides")
    func ratioTies() {
        // 0.0833…/0.0208333333333286 and 0.0166…/0.0041666666666682: both 4 in exact arithmetic.
        #expect(Tableau.isRatioTie(4.000000000000909, 3.99999999999851))
        #expect(Tableau.isRatioTie(0, 5e-13))
        #expect(!Tableau.isRatioTie(4, 4.0001))
        #expect(!Tableau.isRatioTie(0, 1e-10))
        #expect(!Tableau.isRatioTie(-4, 4))
    }

    @Test("an edit step keeps the lowest priority optimal where the dual ratio test ties up to round-off")
    func dualRatioTestTieAtRoundOff() throws {
        // Suggesting v0 = 0 runs the dual simplex; one of its ratio tests has two candidates at
        // 4 and 4 (up to 1.5e-12) at priority 50 and -4 against 20 at priority 0.003 (v2's
        // stay). Deciding at priority 50 on the round-off left v2 at -1446.57 instead of its
        // stay's 24.
        let (solver, v, _) = try Self.solver(stays: [-50, -13, 24, -40, -3], [
            ([(10, 1), (-2, 2)], .lessThanOrEqual, -1110, 1000),
            ([(100, 3), (2, 4)], .greaterThanOrEqual, -23, 1000),
            ([(0.125, 4)], .lessThanOrEqual, 40, 251),
            ([(-2, 3), (1, 4)], .equal, -0.125, 250),
            ([(-0.5, 1), (0.125, 0), (1.5, 3)], .equal, -430, 1),
            ([(10, 0)], .equal, -2, 2.5),
            ([(-0.5, 4), (-1, 1)], .lessThanOrEqual, 110, 50),
            ([(-1, 4), (10, 2), (10, 1)], .lessThanOrEqual, -13.5, 749),
            ([(-3, 4), (-1, 1), (0.5, 3)], .lessThanOrEqual, -40.5, 50),
            ([(100, 0), (0.5, 4), (0.25, 1)], .lessThanOrEqual, 44.5, 998),
            ([(0.125, 0), (-2, 3), (0.25, 1)], .lessThanOrEqual, 44.5, 998),
            ([(-4, 0), (100, 4)], .equal, -15.75, 500),
        ])
        try solver.addEditVariable(v[0], strength: .priority(500))
        try solver.suggestValue(0, for: v[0])
        solver.updateVariables()
        let expected = [0, -178.315, 24, 0.22685, 0.1575]
        for (variable, value) in zip(v, expected) {
            #expect(abs(variable.value - value) <= 1e-6 * (1 + abs(value)), "\(variable.name) = \(variable.value), not \(value)")
        }
    }

    /// The fuzzer's system with `v2 + 7·v6 == 0.5` required twice; the values reach 389,073.
    static let redundantSystem: [Spec] = [
        ([(7, 1), (7, 0), (-0.5, 7)], .equal, -330, 1000),
        ([(7, 1), (1, 1), (7, 5)], .greaterThanOrEqual, -170, 1000),
        ([(-4, 6), (2, 3), (-4, 7)], .greaterThanOrEqual, 8.5, 500),
        ([(-3, 0)], .greaterThanOrEqual, -0.625, 1000),
        ([(1, 2), (7, 6)], .equal, -0.5, 1000),
        ([(1, 5)], .lessThanOrEqual, 16, 1000),
        ([(0.125, 3), (-2, 1), (100, 4)], .equal, -59.5, 998),
        ([(0.25, 7)], .greaterThanOrEqual, -1040, 250),
        ([(1.5, 6), (-10, 3)], .greaterThanOrEqual, 8.125, 1000),
        ([(-1, 4)], .equal, 1270, 1),
        ([(7, 4), (7, 7)], .lessThanOrEqual, -0.125, 1000),
        ([(0.5, 6), (7, 2), (-4, 6)], .lessThanOrEqual, 10.25, 750),
        ([(1, 0)], .lessThanOrEqual, -25, 1000),
        ([(0.125, 4), (-2, 6), (10, 3)], .equal, -980, 1000),
        ([(3, 3), (0.25, 3), (-10, 2)], .equal, 57, 1000),
        ([(-1, 2), (2, 1)], .lessThanOrEqual, -1.25, 749),
        ([(0.5, 1), (-2, 3), (-3, 6)], .lessThanOrEqual, -8.5, 998),
    ]

    @Test("a required equality added twice is accepted where its row adds up to round-off, not zero")
    func redundantRequiredEqualityAtRoundOff() throws {
        // The second copy's row, written over parametric symbols, is empty with a constant of
        // 1.4e-8: more than the absolute 1e-8, round-off at these magnitudes.
        let (solver, v, constraints) = try Self.solver(
            stays: [-50, -13, 24, -40, -3, 34, -30, 7], Self.redundantSystem + [([(1, 2), (7, 6)], .equal, -0.5, 1000)])
        solver.updateVariables()
        for (constraint, spec) in zip(constraints, Self.redundantSystem) where spec.priority >= 1000 {
            var sum = spec.constant, scale = abs(spec.constant)
            for (coefficient, index) in spec.terms {
                sum += coefficient * v[index].value
                scale += abs(coefficient * v[index].value)
            }
            let error = switch spec.relation {
            case .equal: abs(sum)
            case .lessThanOrEqual: max(0, sum)
            case .greaterThanOrEqual: max(0, -sum)
            }
            #expect(error <= 1e-6 * (1 + scale), "\(constraint) is off by \(error)")
        }
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test("a required equality that contradicts by a little more than round-off is still refused")
    func nearlyRedundantEqualityRefused() throws {
        let (solver, v, _) = try Self.solver(stays: [-50, -13, 24, -40, -3, 34, -30, 7], Self.redundantSystem)
        let contradicting = Constraint(
            Expression(terms: [Term(v[2]), Term(v[6], coefficient: 7)], constant: -0.501), .equal)
        #expect(throws: SolverError.self) { try solver.add(contradicting) }
        #expect(!solver.contains(contradicting))
    }

    @Test("a required edit that holds is accepted where round-off leaves a slack 2e-8 below zero")
    func requiredEditAtRoundOff() throws {
        // The fuzzer's system, solved from scratch with stays: a required `7·v0 <= 0`, and
        // values that pass through 185,000. v0 and the slack each carry 3.5e-9 of the pivots
        // before; v0 suggested at 0 leaves the slack at -2.1e-8, beyond the absolute 1e-8, in a
        // row that no pivot can repair (it holds only the edit's dummy).
        let (solver, v, _) = try Self.solver(stays: [-50, -13, 24, 61], [
            ([(0.125, 2), (-0.5, 1), (3, 0)], .lessThanOrEqual, 102, 250),
            ([(100, 2), (-0.5, 0), (-2, 3)], .equal, -830, 1000),
            ([(-4, 3), (1.5, 2), (1, 1)], .lessThanOrEqual, 5, 750),
            ([(1, 1)], .equal, 0, 1),
            ([(7, 0)], .lessThanOrEqual, 0, 1000),
        ])
        try solver.addEditVariable(v[2], strength: .priority(1))
        try solver.suggestValue(940, for: v[2])
        try solver.addEditVariable(v[0], strength: .required)
        try solver.suggestValue(0, for: v[0])
        solver.updateVariables()
        #expect(abs(v[0].value) < 1e-9)
        #expect(abs(100 * v[2].value - 0.5 * v[0].value - 2 * v[3].value - 830) < 1e-6)
        // A suggestion the required constraints do forbid is still refused, and undone.
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: v[0]) }
        solver.updateVariables()
        #expect(abs(v[0].value) < 1e-9)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test("a cost that is the round-off of cancelled terms does not hide the levels below it")
    func cancelledCostAtHighPriority() throws {
        // Adding `v1 == 57.5` at 750 last: the optimum keeps the constraint at 50 satisfied
        // (v0 = -6.965, v2 = 574.9) and gives up more at 2.5. The level at 999 held a cost of
        // 1.19e-7 for v2's stay error (2^-23: the last bit of the terms near a billion it was
        // the difference of), above the 1e-8 that counts as zero, so that symbol, whose cost at
        // 50 is -2,010, never entered: v0 stayed at 11,011, 1.1e6 off the constraint at 50.
        let (solver, v, _) = try Self.solver(stays: [-50, -13, 24, -40], [
            ([(-0.5, 1), (10, 2), (100, 2)], .greaterThanOrEqual, -1230, 1000),
            ([(-10, 2), (100, 1), (-0.5, 0)], .lessThanOrEqual, -4.5, 1000),
            ([(0.5, 1), (-10, 2)], .greaterThanOrEqual, -1200, 2.5),
            ([(100, 0), (0.5, 0), (-0.5, 3)], .lessThanOrEqual, 700, 50),
            ([(100, 3)], .equal, -2.625, 999),
            ([(1, 1)], .equal, -57.5, 750),
        ])
        solver.updateVariables()
        #expect(abs(v[1].value - 57.5) < 1e-9)
        #expect(100.5 * v[0].value - 0.5 * v[3].value <= -700 + 1e-6)
        #expect(abs(v[0].value - -6.965043532) < 1e-6)
        #expect(abs(v[2].value - 574.898252177) < 1e-6)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test("an edit's dual simplex does not pivot on a coefficient that is round-off next to the row's others")
    func dualPivotOnRoundOff() throws {
        // Suggesting 100 for v1 last: the dual ratio test's cheapest symbol had a coefficient
        // of 1.4e-5 in a row whose others reached 1.5e6 (left over from a coefficient of
        // 1.0000027 that is 1 in exact arithmetic); pivoting on it made coefficients of 3e11,
        // and the required `-3·v0 + 0.25·v2 >= -104` ended 1.77 off (v0 = 34.549).
        let (solver, v, _) = try Self.solver(stays: [-50, -13, 24, -40], [
            ([(2, 2), (-1, 0)], .lessThanOrEqual, 45, 999.5),
            ([(-3, 0), (0.25, 2)], .greaterThanOrEqual, 104, 1000),
            ([(1.5, 1), (7, 2), (10, 3)], .lessThanOrEqual, -46.5, 750),
            ([(-3, 2), (1.5, 0)], .greaterThanOrEqual, 19, 750),
            ([(96, 1), (0.125, 3)], .lessThanOrEqual, -4.5, 1000),
            ([(0.5, 1), (-10, 2)], .greaterThanOrEqual, -14.25, 998),
            ([(1.5, 1)], .equal, -1200, 2.5),
            ([(-0.5, 1), (1.125, 0)], .greaterThanOrEqual, -109, 1000),
            ([(100.5, 0), (-0.5, 3)], .lessThanOrEqual, 700, 50),
            ([(0.5, 2), (-10, 1), (100, 3)], .equal, -2.625, 999),
            ([(-1, 1)], .equal, 0, 1),
        ])
        try solver.addEditVariable(v[0], strength: .priority(250.5))
        try solver.suggestValue(6.375, for: v[0])
        try solver.addEditVariable(v[1], strength: .priority(500))
        try solver.suggestValue(100, for: v[1])
        solver.updateVariables()
        #expect(-3 * v[0].value + 0.25 * v[2].value + 104 >= -1e-6)
        // The optimum (HiGHS, `lexicographic_optimum.py`): 241.5946 at 500, 27.5829 at 250.5.
        #expect(abs(v[1].value - -141.594637) < 1e-5)
        #expect(abs(v[0].value - 33.957939) < 1e-5)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test("a fresh solve keeps a product of 2e-9 through which a weak constraint depends on the stays")
    func smallProductKept() throws {
        // Coefficients of 0.125 and 100 chained: in the fresh tableau v0's row holds v6's stay
        // errors at 1.5625e-6, so the constraint at priority 1 depends on them at 1.95e-9. A
        // row that dropped that product below 1e-8 priced no way to satisfy the constraint and
        // left it 54,000 off; the optimum holds it, with v6 at -276,480,223,979 (only stays give way).
        let (solver, v, _) = try Self.solver(stays: [-50, -13, 24, -40, -3, 34, -30], [
            ([(0.125, 6), (100, 5)], .equal, -2.625, 999),
            ([(100, 0), (0.125, 5)], .equal, -35, 999.5),
            ([(0.125, 0), (100, 3)], .equal, 0, 1),
        ])
        try solver.addEditVariable(v[3], strength: .priority(500))
        try solver.suggestValue(540, for: v[3])
        solver.updateVariables()
        #expect(v[3].value == 540)
        #expect(abs(0.125 * v[0].value + 100 * v[3].value) < 1e-6 * 54_000)
        #expect(abs(v[0].value - -432_000) < 1e-3)
        #expect(abs(v[6].value / -276_480_223_979 - 1) < 1e-9)
        #expect(solver.invariantViolations.isEmpty)
    }
}
