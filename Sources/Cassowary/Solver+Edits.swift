/// Edit variables: values the caller keeps changing (a window's width while it is dragged),
/// each applied by the dual simplex from the previous solution.
extension Solver {
    /// Makes a variable editable at a strength, starting at its current solved value.
    ///
    /// - Throws: `SolverError.duplicateEditVariable` if it already is one,
    ///   `.invalidStrength`, or `.unsatisfiableConstraint` for a required edit variable that the
    ///   required constraints pin elsewhere.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        defer { checkInvariants() }
        try tableau.addEditVariable(variable, strength: strength)
    }

    /// Stops editing a variable.
    ///
    /// - Throws: `SolverError.unknownEditVariable` if it is not an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        defer { checkInvariants() }
        try tableau.removeEditVariable(variable)
    }

    /// Whether the variable is an edit variable of this solver.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        tableau.hasEditVariable(variable)
    }

    /// Suggests a value for an edit variable; call `updateVariables()` to see the result.
    ///
    /// - Throws: `SolverError.unknownEditVariable`, `.nonFiniteValue`, or, for a required edit
    ///   variable only, `.unsatisfiableConstraint` (the previous value then stays in effect).
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        defer { checkInvariants() }
        try tableau.suggestValue(value, for: variable)
    }
}
