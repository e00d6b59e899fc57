@_spi(Fuzzing) import Cassowary

/// Random constraint systems and edits, decoded from the fuzzer's bytes, solved incrementally
/// and checked against a fresh solver given the final system.
///
/// The first byte sets the number of variables (1…8) and whether each variable gets a stay (a
/// weak `v == target` at a priority of its own, below every other, which makes the optimum
/// unique). Then each byte picks an operation, and the bytes after it its operands: add a
/// constraint (1–3 terms, a relation, a constant, a strength), remove one, change a constant,
/// add an edit variable and suggest a value, suggest again, remove an edit variable, or a bad
/// request (NaN or infinite numbers, an invalid strength, a duplicate or unknown constraint).
/// Coefficients and constants come from tables of moderate numbers, so round-off stays far
/// below the tolerances.
///
/// After every operation: the values are finite and every required constraint holds within
/// `1e-6 × (1 + its magnitude)`. A refused request throws the documented error and leaves the
/// solver unchanged. At the end the tableau is sound (`invariantViolations`), and a fresh
/// solver given the constraints and edit values still in effect must accept them all, and its
/// optimum must be the incremental one: the same error sum at every priority level (the
/// objective is lexicographic, so that vector is unique even when the values are not; within
/// 1e-6 plus 1e-9 of the magnitude of all the system's terms, plus a few ulps of the largest
/// magnitude either solver passed through times the priority's coefficients, for round-off)
/// and, with stays, the same values.
enum SolverCheck {
    static let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 3, -3, 0.25, 10, -10, 1.5, 100, 0.125, -4, 7]
    static let scales: [Double] = [1, 0.5, 10, 0.125]
    static let priorities: [Double] = [1, 50, 250, 251, 500, 749, 750, 999, 999.5, 2.5, 300, 998]
    static let editPriorities: [Double] = [1000, 999, 750, 500, 1, 250.5]
    /// Relative tolerance of every comparison.
    static let tolerance = 1e-6

    /// A constraint as the check keeps it: enough to rebuild it over another solver's variables.
    struct Spec {
        var constraint: Constraint
        var terms: [(variable: Int, coefficient: Double)]
        var relation: Relation
        var priority: Double
    }

    /// An edit variable in effect, with the value last suggested.
    struct Edit {
        var variable: Int
        var priority: Double
        var value: Double
    }

    static func check(_ bytes: [UInt8]) -> [String] {
        var state = State(bytes)
        state.runOperations()
        guard state.problems.isEmpty else { return state.problems }
        state.compareWithFreshSolver()
        return state.problems
    }

    struct State {
        var input: FuzzInput
        let variables: [Variable]
        let stays: Bool
        let solver = Solver()
        var live: [Spec] = []
        var edits: [Edit] = []
        var stayTargets: [Double] = []
        /// The largest value or row constant the incremental solver held after any operation.
        var passedMagnitude = 0.0
        var problems: [String] = []
        /// What was done, described only when a problem is reported (describing costs more than solving).
        var log: [() -> String] = []
        var operations: String { log.map { $0() }.joined(separator: " | ") }

        init(_ bytes: [UInt8]) {
            input = FuzzInput(bytes)
            let header = input.byte()
            variables = (0..<(1 + Int(header % 8))).map { Variable("v\($0)") }
            stays = header & 0x80 != 0
        }

        // MARK: Decoding

        mutating func constant() -> Double {
            Double(Int8(bitPattern: input.byte())) * input.choose(SolverCheck.scales)
        }

        mutating func decodeConstraint() -> Spec {
            let count = 1 + input.index(below: 3)
            var terms: [(variable: Int, coefficient: Double)] = []
            for _ in 0..<count {
                let variable = input.index(below: variables.count)
                terms.append((variable, input.choose(SolverCheck.coefficients)))
            }
            let relation = input.choose(Relation.allCases)
            let constant = constant()
            let strengthByte = input.byte()
            let priority = strengthByte >= 160 ? 1000 : SolverCheck.priorities[Int(strengthByte) % SolverCheck.priorities.count]
            return Self.make(terms, relation, constant, priority, over: variables)
        }

        static func make(
            _ terms: [(variable: Int, coefficient: Double)], _ relation: Relation, _ constant: Double, _ priority: Double,
            over variables: [Variable]
        ) -> Spec {
            let expression = Expression(
                terms: terms.map { Term(variables[$0.variable], coefficient: $0.coefficient) }, constant: constant)
            let constraint = Constraint(expression, relation, strength: .priority(priority))
            return Spec(constraint: constraint, terms: terms, relation: relation, priority: priority)
        }

        // MARK: Operations

        /// Logs an operation on a constraint, described with the constant it has now (the line
        /// is made only if a problem is reported, after later operations may have changed it).
        mutating func logOperation(_ prefix: String, _ spec: Spec, _ suffix: @autoclosure @escaping () -> String = "") {
            let constraint = spec.constraint, constant = constraint.expression.constant
            log.append { prefix + constraint.describe(constant: constant) + suffix() }
        }

        mutating func runOperations() {
            if stays {
                // Stays below every other priority, each at its own: the optimum is unique.
                for (index, variable) in variables.enumerated() {
                    let target = Double(index * 37 % 101) - 50
                    stayTargets.append(target)
                    do {
                        try solver.add((variable == target).withStrength(.priority(0.001 * Double(index + 1))))
                    } catch {
                        problems.append("a stay was refused: \(error)")
                        return
                    }
                }
            }
            var count = 0
            while !input.isAtEnd, count < 64, problems.isEmpty {
                count += 1
                let operation = input.byte() % 10
                switch operation {
                case 0...3: addConstraint()
                case 4: removeConstraint()
                case 5: changeConstant()
                case 6: addEditVariable()
                case 7: suggestAgain()
                case 8: removeEditVariable()
                default: badRequest()
                }
                checkSolution()
            }
        }

        mutating func addConstraint() {
            let spec = decodeConstraint()
            logOperation("add ", spec)
            do {
                try solver.add(spec.constraint)
                live.append(spec)
            } catch .unsatisfiableConstraint where spec.priority >= 1000 {
                // A required constraint the required ones contradict: refused, solver unchanged.
            } catch {
                problems.append("adding \(spec.constraint) threw \(error)")
            }
        }

        mutating func removeConstraint() {
            guard !live.isEmpty else { return }
            let spec = live.remove(at: input.index(below: live.count))
            logOperation("remove ", spec)
            do {
                try solver.remove(spec.constraint)
            } catch {
                problems.append("removing \(spec.constraint) threw \(error)")
            }
        }

        mutating func changeConstant() {
            guard !live.isEmpty else { return }
            let spec = live[input.index(below: live.count)]
            let value = constant()
            logOperation("constant of ", spec, " to \(value)")
            do {
                try solver.updateConstant(of: spec.constraint, to: value)
            } catch .unsatisfiableConstraint where spec.priority >= 1000 {
            } catch {
                problems.append("changing the constant of \(spec.constraint) to \(value) threw \(error)")
            }
        }

        mutating func addEditVariable() {
            let index = input.index(below: variables.count)
            let priority = input.choose(SolverCheck.editPriorities)
            let value = constant()
            guard !edits.contains(where: { $0.variable == index }) else { return }
            log.append { "edit v\(index) at \(priority), suggest \(value)" }
            let variable = variables[index]
            do {
                try solver.addEditVariable(variable, strength: .priority(priority))
            } catch .unsatisfiableConstraint where priority >= 1000 {
                return
            } catch {
                problems.append("adding edit variable v\(index) at \(priority) threw \(error)")
                return
            }
            do {
                try solver.suggestValue(value, for: variable)
                edits.append(Edit(variable: index, priority: priority, value: value))
            } catch .unsatisfiableConstraint where priority >= 1000 {
                // Its starting value is not known here: take it out again.
                do { try solver.removeEditVariable(variable) } catch {
                    problems.append("removing edit variable v\(index) threw \(error)")
                }
            } catch {
                problems.append("suggesting \(value) for v\(index) threw \(error)")
            }
        }

        mutating func suggestAgain() {
            guard !edits.isEmpty else { return }
            let slot = input.index(below: edits.count)
            let value = constant()
            let edited = edits[slot].variable
            log.append { "suggest \(value) for v\(edited)" }
            do {
                try solver.suggestValue(value, for: variables[edits[slot].variable])
                edits[slot].value = value
            } catch .unsatisfiableConstraint where edits[slot].priority >= 1000 {
            } catch {
                problems.append("suggesting \(value) for v\(edits[slot].variable) threw \(error)")
            }
        }

        mutating func removeEditVariable() {
            guard !edits.isEmpty else { return }
            let edit = edits.remove(at: input.index(below: edits.count))
            log.append { "stop editing v\(edit.variable)" }
            do {
                try solver.removeEditVariable(variables[edit.variable])
            } catch {
                problems.append("removing edit variable v\(edit.variable) threw \(error)")
            }
        }

        /// A request the solver must refuse with a given error, changing nothing.
        mutating func badRequest() {
            let count = solver.constraintCount
            let kind = input.byte() % 8
            let bad = [Double.nan, .infinity, -.infinity][input.index(below: 3)]
            let variable = variables[input.index(below: variables.count)]
            var expected: String
            var thrown: SolverError?
            func attempt(_ body: () throws -> Void) {
                do { try body() } catch { thrown = error as? SolverError }
            }
            switch kind {
            case 0:
                expected = "nonFiniteValue"
                attempt { try solver.add(Constraint(Expression(terms: [Term(variable, coefficient: bad)]), .equal)) }
            case 1:
                expected = "nonFiniteValue"
                attempt { try solver.add(Constraint(Expression(terms: [Term(variable)], constant: bad), .lessThanOrEqual)) }
            case 2:
                expected = "invalidStrength"
                let priority = [0, -1, Double.nan, .infinity][Int(input.byte() % 4)]
                attempt { try solver.add(Constraint(Expression(terms: [Term(variable)]), .equal, strength: .priority(priority))) }
            case 3:
                guard let spec = live.first else { return }
                expected = "duplicateConstraint"
                attempt { try solver.add(spec.constraint) }
            case 4:
                expected = "unknownConstraint"
                attempt { try solver.remove(Constraint(Expression(terms: [Term(variable)]), .equal)) }
            case 5:
                guard let spec = live.first else { return }
                expected = "nonFiniteValue"
                attempt { try solver.updateConstant(of: spec.constraint, to: bad) }
            case 6:
                guard let edit = edits.first else { return }
                expected = "nonFiniteValue"
                attempt { try solver.suggestValue(bad, for: variables[edit.variable]) }
            default:
                if edits.contains(where: { variables[$0.variable] === variable }) {
                    expected = "duplicateEditVariable"
                    attempt { try solver.addEditVariable(variable, strength: .priority(500)) }
                } else {
                    expected = "unknownEditVariable"
                    attempt { try solver.suggestValue(1, for: variable) }
                }
            }
            log.append { [expected] in "bad request expecting \(expected)" }
            if thrown.map(SolverCheck.caseName) != expected {
                problems.append("a bad request (\(expected)) threw \(thrown.map { "\($0)" } ?? "nothing")")
            }
            if solver.constraintCount != count {
                problems.append("a refused request changed the constraint count from \(count) to \(solver.constraintCount)")
            }
        }

        // MARK: Checks

        /// Values finite, required constraints and required edits holding, the tableau sound.
        mutating func checkSolution() {
            let operation = { [log] in log.last?() ?? "" }
            solver.updateVariables()
            let values = variables.map(\.value)
            passedMagnitude = max(passedMagnitude, SolverCheck.magnitude(of: solver, values))
            for (index, value) in values.enumerated() where !value.isFinite {
                problems.append("after \(operation()): v\(index) = \(value)")
            }
            for spec in live where spec.priority >= 1000 {
                let (error, scale) = SolverCheck.violation(spec.constraint.expression, spec.relation) { values[$0] } index: { variable in
                    variables.firstIndex { $0 === variable }!
                }
                let coefficients = spec.terms.reduce(0) { $0 + abs($1.coefficient) }
                if error > SolverCheck.tolerance * (1 + scale) + SolverCheck.droppedCoefficientError(passedMagnitude) * coefficients {
                    problems.append("after \(operation()): required \(spec.constraint) is off by \(error) (values \(values); the solver has held magnitudes up to \(passedMagnitude))")
                }
            }
            for edit in edits where edit.priority >= 1000 {
                let error = abs(values[edit.variable] - edit.value)
                if error > SolverCheck.tolerance * (1 + abs(edit.value)) + SolverCheck.droppedCoefficientError(passedMagnitude) {
                    problems.append("after \(operation()): required edit v\(edit.variable) = \(values[edit.variable]), suggested \(edit.value)")
                }
            }
            if !problems.isEmpty {
                problems.append("operations: " + operations)
            }
        }

        /// Solves the final system from scratch and compares the optimum.
        mutating func compareWithFreshSolver() {
            solver.updateVariables()  // (an input without operations has not written them yet)
            let incremental = variables.map(\.value)
            let freshVariables = variables.map { Variable($0.name) }
            let fresh = Solver()
            var freshSpecs: [Spec] = []
            var freshPassedMagnitude = 0.0
            func noteFreshMagnitude() {
                fresh.updateVariables()
                freshPassedMagnitude = max(freshPassedMagnitude, SolverCheck.magnitude(of: fresh, freshVariables.map(\.value)))
            }
            do {
                if stays {
                    for (index, variable) in freshVariables.enumerated() {
                        try fresh.add((variable == stayTargets[index]).withStrength(.priority(0.001 * Double(index + 1))))
                    }
                }
                for spec in live {
                    let copy = Self.make(
                        spec.terms, spec.relation, spec.constraint.expression.constant, spec.priority, over: freshVariables)
                    try fresh.add(copy.constraint)
                    freshSpecs.append(copy)
                    noteFreshMagnitude()
                }
                for edit in edits {
                    try fresh.addEditVariable(freshVariables[edit.variable], strength: .priority(edit.priority))
                    try fresh.suggestValue(edit.value, for: freshVariables[edit.variable])
                    noteFreshMagnitude()
                }
            } catch {
                problems.append("a fresh solver refused the final system: \(error); operations: " + operations)
                return
            }
            let violations = solver.invariantViolations
            if !violations.isEmpty {
                problems.append("unsound tableau: \(violations.prefix(5).joined(separator: "; ")); operations: " + operations)
                return
            }
            fresh.updateVariables()
            let rebuilt = freshVariables.map(\.value)
            let a = objective(incremental), b = objective(rebuilt)
            // Round-off grows with the magnitude of the whole system (values reach millions,
            // coefficients 100): 1e-9 of all its terms.
            let scale = max(a.values.reduce(0) { $0 + $1.scale }, b.values.reduce(0) { $0 + $1.scale }) + magnitude(incremental)
            // And with the magnitudes either solver passed through on its way: a row computed as
            // the difference of two values of 4e9 keeps an ulp of 4e9 (4.8e-7) after they are
            // gone. A value may be off by a few ulps of the largest magnitude seen, each
            // priority's error sum by that times its coefficients.
            // And with the coefficients either solver dropped as zero (below 1e-8: a value may be
            // off by that times the magnitudes held, `droppedCoefficientError`).
            let largest = max(passedMagnitude, freshPassedMagnitude)
            let valueRoundOff = max(8 * largest.ulp, SolverCheck.droppedCoefficientError(largest))
            let coefficients = coefficientSums()
            for priority in Set(a.keys).union(b.keys).sorted(by: >) {
                let x = a[priority]?.error ?? 0, y = b[priority]?.error ?? 0
                let roundOff = 1e-9 * scale + valueRoundOff * (coefficients[priority] ?? 1)
                if abs(x - y) > SolverCheck.tolerance * (1 + abs(x) + abs(y)) + roundOff {
                    problems.append(
                        "priority \(priority): error \(x) incrementally, \(y) from scratch; values \(incremental) vs \(rebuilt); operations: "
                            + operations)
                    return
                }
            }
            if stays {
                for (index, (x, y)) in zip(incremental, rebuilt).enumerated()
                where abs(x - y) > SolverCheck.tolerance * (1 + abs(x) + abs(y)) * 100 + valueRoundOff {
                    problems.append("v\(index) is \(x) incrementally, \(y) from scratch; operations: " + operations)
                    return
                }
            }
        }

        /// The sum of the coefficients' magnitudes of the optional constraints and edits at each
        /// priority: how much an error of one in the values changes that priority's error sum.
        func coefficientSums() -> [Double: Double] {
            var sums: [Double: Double] = [:]
            for spec in live where spec.priority < 1000 {
                sums[spec.priority, default: 0] += spec.terms.reduce(0) { $0 + abs($1.coefficient) }
            }
            for edit in edits where edit.priority < 1000 { sums[edit.priority, default: 0] += 1 }
            if stays {
                for index in stayTargets.indices { sums[0.001 * Double(index + 1), default: 0] += 1 }
            }
            return sums
        }

        /// The magnitude of the required constraints' terms at the given values.
        func magnitude(_ values: [Double]) -> Double {
            live.filter { $0.priority >= 1000 }.reduce(0) { sum, spec in
                sum + SolverCheck.violation(spec.constraint.expression, spec.relation) { values[$0] } index: { variable in
                    variables.firstIndex { $0 === variable }!
                }.scale
            }
        }

        /// The error sum at each optional priority for the given values, and the magnitude of
        /// the terms that went into it.
        func objective(_ values: [Double]) -> [Double: (error: Double, scale: Double)] {
            var sums: [Double: (error: Double, scale: Double)] = [:]
            func add(_ priority: Double, _ error: Double, _ scale: Double) {
                let sum = sums[priority] ?? (0, 0)
                sums[priority] = (sum.error + error, sum.scale + scale)
            }
            for spec in live where spec.priority < 1000 {
                let (error, scale) = SolverCheck.violation(spec.constraint.expression, spec.relation) { values[$0] } index: { variable in
                    variables.firstIndex { $0 === variable }!
                }
                add(spec.priority, error, scale)
            }
            for edit in edits where edit.priority < 1000 {
                add(edit.priority, abs(values[edit.variable] - edit.value), abs(values[edit.variable]) + abs(edit.value))
            }
            if stays {
                for (index, target) in stayTargets.enumerated() {
                    add(0.001 * Double(index + 1), abs(values[index] - target), abs(values[index]) + abs(target))
                }
            }
            return sums
        }
    }

    /// How far a value may be off because the solver drops coefficients below
    /// ``Solver/coefficientZeroThreshold`` (kiwi's precision): that threshold times the largest
    /// magnitude the solver has held, four times over (a row may lose several such terms). A
    /// required constraint may be off by this times the sum of its coefficients' magnitudes.
    /// Below 1e-3 of a point while values stay under 25,000, as a layout's do; the fuzzer's
    /// systems pass through values up to 1e23, where it is 4e-8 of them.
    static func droppedCoefficientError(_ magnitude: Double) -> Double {
        4 * Solver.coefficientZeroThreshold * magnitude
    }

    /// The largest magnitude among a solver's values and row constants: the scale of the
    /// round-off its later answers may carry.
    static func magnitude(of solver: Solver, _ values: [Double]) -> Double {
        values.reduce(solver.largestRowConstant) { $1.isFinite ? max($0, abs($1)) : $0 }
    }

    /// The name of the error's case, such as `nonFiniteValue`.
    static func caseName(_ error: SolverError) -> String {
        switch error {
        case .unsatisfiableConstraint: "unsatisfiableConstraint"
        case .duplicateConstraint: "duplicateConstraint"
        case .unknownConstraint: "unknownConstraint"
        case .duplicateEditVariable: "duplicateEditVariable"
        case .unknownEditVariable: "unknownEditVariable"
        case .nonFiniteValue: "nonFiniteValue"
        case .invalidStrength: "invalidStrength"
        case .internalFailure: "internalFailure"
        }
    }

    /// How far `expression (relation) 0` is from holding at the values, and the magnitude of
    /// its terms (for a relative tolerance).
    static func violation(
        _ expression: Expression, _ relation: Relation, value: (Int) -> Double, index: (Variable) -> Int
    ) -> (error: Double, scale: Double) {
        var sum = expression.constant
        var scale = abs(expression.constant)
        for term in expression.terms {
            let product = term.coefficient * value(index(term.variable))
            sum += product
            scale += abs(product)
        }
        switch relation {
        case .equal: return (abs(sum), scale)
        case .lessThanOrEqual: return (max(0, sum), scale)
        case .greaterThanOrEqual: return (max(0, -sum), scale)
        }
    }
}
