@_spi(Fuzzing) @testable import Cassowary
import PropertyBased
import Testing

/// Random systems, satisfiable by construction: the required constraints hold at a hidden
/// point, and every variable has a stay at its own priority, so the optimum is unique.
@Suite("Properties of random systems")
struct PropertyTests {
    /// A small deterministic generator (SplitMix64), seeded by PropertyBased.
    struct Random {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }

        mutating func double(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
    }

    /// A random layout-like system over `variables`.
    struct System {
        var variables: [Variable]
        var hidden: [Double]
        var required: [Constraint] = []
        var optional: [Constraint] = []
        var random: Random

        init(seed: UInt64) {
            var random = Random(state: seed)
            let count = random.int(2...12)
            variables = (0..<count).map { Variable("v\($0)") }
            var hidden: [Double] = []
            for _ in 0..<count { hidden.append(Double(Int(random.double(-500...500)))) }
            self.hidden = hidden
            self.random = random
            for _ in 0..<random.int(0...count) { required.append(makeConstraint(required: true)) }
            for _ in 0..<random.int(0...2 * count) { optional.append(makeConstraint(required: false)) }
            // One stay per variable, each at its own priority below the others: a unique optimum.
            for (index, variable) in variables.enumerated() {
                let target = Double(Int(random.double(-500...500)))
                optional.append((variable == target).withStrength(.priority(Double(1 + index))))
            }
        }

        /// A constraint over 1–3 variables; a required one holds at the hidden point.
        mutating func makeConstraint(required: Bool) -> Constraint {
            var terms: [Term] = []
            for _ in 0..<random.int(1...3) {
                let coefficient = [1.0, -1.0, 2.0, 0.5, -0.75][random.int(0...4)]
                terms.append(Term(variables[random.int(0...variables.count - 1)], coefficient: coefficient))
            }
            let relation = Relation.allCases[random.int(0...2)]
            let atHidden = terms.reduce(0.0) { sum, term in
                sum + term.coefficient * hidden[variables.firstIndex { $0 === term.variable }!]
            }
            var constant = -atHidden
            if required {
                let margin = Double(random.int(0...40))
                if relation == .lessThanOrEqual { constant -= margin }
                if relation == .greaterThanOrEqual { constant += margin }
            } else {
                constant += Double(random.int(-100...100))
            }
            let strength: Strength = required ? .required : .priority(Double(random.int(20...999)))
            return Constraint(Expression(terms: terms, constant: constant), relation, strength: strength)
        }

        func violation(of constraint: Constraint) -> Double {
            let value = constraint.expression.value
            switch constraint.relation {
            case .equal: return abs(value)
            case .lessThanOrEqual: return max(0, value)
            case .greaterThanOrEqual: return max(0, -value)
            }
        }

        func solve() throws -> (Solver, [Double]) {
            let solver = Solver()
            for constraint in required + optional { try solver.add(constraint) }
            solver.updateVariables()
            return (solver, variables.map(\.value))
        }
    }


    @Test("random satisfiable systems solve to values that satisfy every required constraint")
    func requiredConstraintsHold() async {
        await propertyCheck(count: 300, input: Gen.uint64()) { seed in
            var system = System(seed: seed)
            guard let (solver, _) = try? system.solve() else {
                Issue.record("seed \(seed): a satisfiable system was refused")
                return
            }
            for constraint in system.required {
                #expect(system.violation(of: constraint) < 1e-6, "seed \(seed): \(constraint)")
            }
            #expect(solver.invariantViolations.isEmpty, "seed \(seed)")
            // And after moving the required constants to another point that satisfies them all.
            let offset = system.random.double(-50...50)
            for constraint in system.required {
                let shifted = constraint.expression.terms.reduce(0.0) { $0 + $1.coefficient * offset }
                try? solver.updateConstant(of: constraint, to: constraint.expression.constant - shifted)
            }
            solver.updateVariables()
            for constraint in system.required {
                #expect(system.violation(of: constraint) < 1e-6, "seed \(seed), shifted: \(constraint)")
            }
        }
    }

    @Test("adding then removing a constraint restores the previous solution")
    func addRemoveRestores() async {
        await propertyCheck(count: 300, input: Gen.uint64()) { seed in
            var system = System(seed: seed)
            guard let (solver, before) = try? system.solve() else {
                Issue.record("seed \(seed): a satisfiable system was refused")
                return
            }
            let extra = system.makeConstraint(required: system.random.int(0...1) == 0)
            do {
                try solver.add(extra)
                try solver.remove(extra)
            } catch {
                Issue.record("seed \(seed): \(error)")
                return
            }
            solver.updateVariables()
            let after = system.variables.map(\.value)
            for (index, (old, new)) in zip(before, after).enumerated() {
                #expect(abs(old - new) <= 1e-6 * max(1, abs(old)), "seed \(seed): v\(index) was \(old), is \(new)")
            }
            #expect(solver.invariantViolations.isEmpty, "seed \(seed)")
        }
    }

    @Test("removing required constraints in any order leaves a sound tableau and a satisfied rest")
    func removeInAnyOrder() async {
        await propertyCheck(count: 200, input: Gen.uint64()) { seed in
            var system = System(seed: seed)
            guard let (solver, _) = try? system.solve() else {
                Issue.record("seed \(seed): a satisfiable system was refused")
                return
            }
            var remaining = system.required + system.optional
            while !remaining.isEmpty {
                let removed = remaining.remove(at: system.random.int(0...remaining.count - 1))
                #expect(throws: Never.self) { try solver.remove(removed) }
                solver.updateVariables()
                for constraint in remaining where constraint.strength.isRequired {
                    #expect(system.violation(of: constraint) < 1e-6, "seed \(seed): \(constraint)")
                }
            }
            #expect(solver.invariantViolations.isEmpty, "seed \(seed)")
            #expect(solver.constraintCount == 0)
        }
    }
}
