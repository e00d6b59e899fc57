@testable import Cassowary
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
}
