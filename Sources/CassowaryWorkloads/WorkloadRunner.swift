import Cassowary

/// Runs a `Workload` on `Solver` through the protocol of `../shared/bench/kiwi_bench.py`, for
/// timings and for answers to compare with kiwi's.
public struct WorkloadRunner {
    /// The workload.
    public let workload: Workload
    /// One variable per workload variable, in order.
    public let variables: [Variable]
    /// One constraint per workload constraint, in order (built once, reused by every run).
    public let constraints: [Constraint]

    /// The share of constraints removed and re-added in the churn phase.
    public static let churnFraction = 0.10

    /// Builds the variables and constraints of a workload (outside any timing).
    public init(_ workload: Workload) throws(WorkloadError) {
        try workload.validate()
        self.workload = workload
        let variables = workload.variables.map { Variable($0) }
        self.variables = variables
        constraints = workload.constraints.map { constraint in
            let terms = constraint.terms.map { Term(variables[Int($0[0])], coefficient: $0[1]) }
            let relation: Relation = switch constraint.op {
            case "<=": .lessThanOrEqual
            case ">=": .greaterThanOrEqual
            default: .equal
            }
            return Constraint(Expression(terms: terms, constant: constraint.constant), relation, strength: Self.strength(constraint.priority))
        }
    }

    /// Priority 1000 and above is required; below, the priority itself (strictly ordered).
    static func strength(_ priority: Double) -> Strength {
        priority >= Strength.requiredPriority ? .required : Strength(priority: priority)
    }

    /// The number of constraints removed and re-added.
    public var churnCount: Int {
        Swift.max(1, Int(Double(constraints.count) * Self.churnFraction))
    }

    /// The nanosecond timings of one run.
    public struct Timings: Sendable {
        /// Adding every constraint.
        public var add: Int64 = 0
        /// The `updateVariables()` after adding.
        public var update: Int64 = 0
        /// Removing the last `churnCount` constraints.
        public var remove: Int64 = 0
        /// Adding them back and updating.
        public var readd: Int64 = 0
        /// Adding the edit variables, suggesting their initial values and updating.
        public var editSetup: Int64?
        /// The whole edit loop.
        public var editLoop: Int64?
    }

    /// One timed run on a fresh solver: add all → update → remove the last 10% → re-add →
    /// update → edit variables, initial suggestions, update → the edit loop.
    public func timedRun() throws(WorkloadError) -> Timings {
        let clock = ContinuousClock()
        var timings = Timings()
        let solver = Solver()
        do {
            var start = clock.now
            for constraint in constraints { try solver.add(constraint) }
            var end = clock.now
            timings.add = nanoseconds(end - start)
            start = end
            solver.updateVariables()
            end = clock.now
            timings.update = nanoseconds(end - start)

            let tail = constraints[(constraints.count - churnCount)...]
            start = clock.now
            for constraint in tail { try solver.remove(constraint) }
            end = clock.now
            timings.remove = nanoseconds(end - start)
            start = end
            for constraint in tail { try solver.add(constraint) }
            solver.updateVariables()
            end = clock.now
            timings.readd = nanoseconds(end - start)

            let edits = workload.edits ?? []
            if !edits.isEmpty {
                let edited = edits.map { variables[$0.variable] }
                start = clock.now
                for (variable, edit) in zip(edited, edits) {
                    try solver.addEditVariable(variable, strength: Self.strength(edit.priority))
                }
                for (variable, edit) in zip(edited, edits) {
                    try solver.suggestValue(edit.initial, for: variable)
                }
                solver.updateVariables()
                end = clock.now
                timings.editSetup = nanoseconds(end - start)
                let steps = workload.editSteps
                start = clock.now
                if edited.count == 1 {
                    let variable = edited[0]
                    for value in edits[0].values.prefix(steps) {
                        try solver.suggestValue(value, for: variable)
                        solver.updateVariables()
                    }
                } else {
                    for step in 0..<steps {
                        for (variable, edit) in zip(edited, edits) {
                            try solver.suggestValue(edit.values[step], for: variable)
                        }
                        solver.updateVariables()
                    }
                }
                end = clock.now
                timings.editLoop = nanoseconds(end - start)
            }
        } catch {
            throw .solver(error)
        }
        return timings
    }

    /// The solver's answers, as kiwi_bench.py's `--dump-solutions` writes them: values after
    /// adding everything, and for edit workloads the values after the initial suggestions,
    /// every step's sum and the final values.
    public func solve() throws(WorkloadError) -> WorkloadSolution {
        let solver = Solver()
        do {
            for constraint in constraints { try solver.add(constraint) }
            solver.updateVariables()
            var solution = WorkloadSolution(
                name: workload.name, initial: variables.map(\.value),
                maxRequiredViolation: maxRequiredViolation()
            )
            let edits = workload.edits ?? []
            if !edits.isEmpty {
                let edited = edits.map { variables[$0.variable] }
                for (variable, edit) in zip(edited, edits) {
                    try solver.addEditVariable(variable, strength: Self.strength(edit.priority))
                    try solver.suggestValue(edit.initial, for: variable)
                }
                solver.updateVariables()
                solution.afterInitialSuggest = variables.map(\.value)
                var sums: [Double] = []
                for step in 0..<workload.editSteps {
                    for (variable, edit) in zip(edited, edits) {
                        try solver.suggestValue(edit.values[step], for: variable)
                    }
                    solver.updateVariables()
                    sums.append(variables.reduce(0) { $0 + $1.value })
                }
                solution.stepSums = sums
                solution.final = variables.map(\.value)
                solution.maxRequiredViolationFinal = maxRequiredViolation()
            }
            return solution
        } catch {
            throw .solver(error)
        }
    }

    /// The largest violation of a required constraint at the variables' current values.
    public func maxRequiredViolation() -> Double {
        var worst = 0.0
        for constraint in constraints where constraint.strength.isRequired {
            let value = constraint.expression.value
            let violation = switch constraint.relation {
            case .equal: Swift.abs(value)
            case .lessThanOrEqual: Swift.max(0, value)
            case .greaterThanOrEqual: Swift.max(0, -value)
            }
            worst = Swift.max(worst, violation)
        }
        return worst
    }

    private func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
