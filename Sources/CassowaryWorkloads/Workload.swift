/// A constraint system with an optional edit script, in the `solver-workload/1` format of
/// `../shared/bench` (decode it with Foundation's `JSONDecoder`).
///
/// Constraint `{"terms": [[i, k], …], "constant": c, "op": "<=", "priority": p}` means
/// `Σ k·variables[i] + c <= 0`; a priority of 1000 or more is required.
public struct Workload: Decodable, Sendable {
    /// A constraint of the workload.
    public struct Constraint: Decodable, Sendable {
        /// `[variable index, coefficient]` pairs.
        public var terms: [[Double]]
        /// The constant added to the terms.
        public var constant: Double
        /// `"=="`, `"<="` or `">="`.
        public var op: String
        /// The priority; 1000 or more is required.
        public var priority: Double
    }

    /// An edit variable of the workload and the values suggested for it.
    public struct Edit: Decodable, Sendable {
        /// The index of the edited variable.
        public var variable: Int
        /// The edit variable's priority.
        public var priority: Double
        /// The value suggested right after the edit variable is added.
        public var initial: Double
        /// The value suggested at each step of the edit loop.
        public var values: [Double]
    }

    /// `"solver-workload/1"`.
    public var format: String
    /// The workload's name, such as `"edit-chain-1000"`.
    public var name: String
    /// The workload's family, such as `"edit-chain"`.
    public var kind: String
    /// Counts the generator recorded (`views`, `variables`, `constraints`, `required`, …).
    public var stats: [String: Int]?
    /// The variables' names.
    public var variables: [String]
    /// The constraints.
    public var constraints: [Constraint]
    /// The edit variables; `nil` or empty when the workload has no edit loop.
    public var edits: [Edit]?

    /// The number of edit steps (the shortest edit's value count).
    public var editSteps: Int {
        (edits ?? []).map(\.values.count).min() ?? 0
    }

    /// Checks the format tag, the variable indices and the operators.
    public func validate() throws(WorkloadError) {
        guard format == "solver-workload/1" else { throw .badFormat("\(name): format is \"\(format)\", not solver-workload/1") }
        for (index, constraint) in constraints.enumerated() {
            guard ["==", "<=", ">="].contains(constraint.op) else {
                throw .badFormat("\(name): constraint \(index) has operator \"\(constraint.op)\"")
            }
            for term in constraint.terms {
                guard term.count == 2, let variable = Int(exactly: term[0]), variables.indices.contains(variable) else {
                    throw .badFormat("\(name): constraint \(index) has a bad term \(term)")
                }
            }
        }
        for edit in edits ?? [] where !variables.indices.contains(edit.variable) {
            throw .badFormat("\(name): edit of unknown variable \(edit.variable)")
        }
    }
}
