/// Edit variables, writing values back, and forgetting variables.
extension Tableau {
    // MARK: Edit variables

    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard strength.isValid else {
            throw .invalidStrength("priority \(strength.priority) for edit variable \(variable)")
        }
        try applyPendingRemovals()
        let symbol = symbol(for: variable)
        if constraints.edits[symbol] != nil { throw .duplicateEditVariable(variable.description) }
        // Start at the current value, so adding the edit variable moves nothing.
        let constraint = Constraint(Expression(terms: [Term(variable)], constant: -currentValue(of: symbol)), .equal, strength: strength)
        try add(constraint, wantsMarker: true)
        constraints.edits[symbol] = ConstraintRecords.Edit(variable: variable, constraint: constraint)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let symbol = symbols.existingSymbol(for: variable), let edit = constraints.edits[symbol] else {
            throw .unknownEditVariable(variable.description)
        }
        constraints.edits[symbol] = nil
        try remove(edit.constraint)
    }

    func hasEditVariable(_ variable: Variable) -> Bool {
        guard let symbol = symbols.existingSymbol(for: variable) else { return false }
        return constraints.edits[symbol] != nil
    }

    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let symbol = symbols.existingSymbol(for: variable), let edit = constraints.edits[symbol] else {
            throw .unknownEditVariable(variable.description)
        }
        guard value.isFinite else {
            throw .nonFiniteValue("suggested value \(value) for \(variable)")
        }
        do {
            try updateConstant(of: edit.constraint, to: -value)
        } catch .unsatisfiableConstraint {
            throw .unsatisfiableConstraint("suggested value \(formatNumber(value)) for required edit variable \(variable)")
        }
    }

    // MARK: Values

    /// Writes the current solution into the variables whose values may have changed.
    mutating func updateVariables() {
        // A failure here has no caller to report to; the next throwing operation reports it.
        try? applyPendingRemovals()
        refactorIfDue()
        refreshValues(writing: true)
        flushPendingWrites()
    }

    /// `updateVariables()`, appending the variables whose values changed to `changed`.
    mutating func updateVariables(reportingChangesTo changed: inout [Variable]) {
        try? applyPendingRemovals()
        refactorIfDue()
        // Every value goes through the queue of writes, where changes are seen.
        refreshValues(writing: false)
        flushPendingWrites(reportingChangesTo: &changed)
    }

    /// Drops a variable that no constraint or edit uses any more.
    mutating func forget(_ variable: Variable) -> Bool {
        guard let symbol = symbols.existingSymbol(for: variable) else { return true }
        try? applyPendingRemovals()
        guard constraints.edits[symbol] == nil, !rows.isBasic(symbol), columns.count(of: symbol) == 0 else { return false }
        symbols.forget(variable, at: symbol)
        return true
    }
}
