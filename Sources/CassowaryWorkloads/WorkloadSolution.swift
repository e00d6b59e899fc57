/// The answers of a solver on a workload, in the `solver-solution/1` format of
/// `../shared/bench/solutions`.
public struct WorkloadSolution: Codable, Sendable {
    /// `"solver-solution/1"`.
    public var format = "solver-solution/1"
    /// The workload's name.
    public var name: String
    /// Every variable's value after adding all constraints.
    public var initial: [Double]
    /// The largest violation of a required constraint in `initial`.
    public var maxRequiredViolation: Double
    /// Every variable's value after adding the edit variables and suggesting their initial values.
    public var afterInitialSuggest: [Double]?
    /// The sum of all variables' values after each edit step.
    public var stepSums: [Double]?
    /// Every variable's value after the last edit step.
    public var final: [Double]?
    /// The largest violation of a required constraint in `final`.
    public var maxRequiredViolationFinal: Double?

    /// Creates a solution.
    public init(
        name: String, initial: [Double], maxRequiredViolation: Double,
        afterInitialSuggest: [Double]? = nil, stepSums: [Double]? = nil,
        final: [Double]? = nil, maxRequiredViolationFinal: Double? = nil
    ) {
        self.name = name
        self.initial = initial
        self.maxRequiredViolation = maxRequiredViolation
        self.afterInitialSuggest = afterInitialSuggest
        self.stepSums = stepSums
        self.final = final
        self.maxRequiredViolationFinal = maxRequiredViolationFinal
    }
}
