/// Required equalities without markers, and rebuilding the tableau when one is removed.
///
/// The Cassowary paper and kiwi give every required equality a dummy marker symbol, so that the
/// constraint can be found in the tableau again to remove it or change its constant. A dummy is
/// never pivoted, but it is substituted like any parametric symbol: every row that absorbs the
/// constraint's row absorbs its dummy too. In a chain of views (each placed after the previous
/// one) the row of the n-th view holds the dummies of all n constraints before it, so the
/// tableau grows quadratically: in `chain-1000` 238,605 of 238,804 cells were dummies, and
/// kiwi's `chain-10000` takes 567 MB. The dummies carry no value (they are zero); they only
/// record which constraints each row was built from.
///
/// Here a required equality carries a dummy only when it will be changed in place: an edit
/// variable's constraint, or a constraint whose constant has been changed once
/// (`updateConstant(of:to:)` rebuilds the tableau with a dummy for it the first time, and is
/// incremental from then on). Every other required equality is added without one, and its row
/// holds only real symbols: in a chain every view's row is a constant.
///
/// Without a marker, the paper's removal cannot find the rows a required equality went into.
/// Removals are therefore applied together by the next operation that reads or changes the
/// tableau (adding, updating variables, suggesting a value, changing a constant;
/// `applyPendingRemovals()`). If every removed constraint has a marker, they are removed through
/// their markers as in the paper. Otherwise, when the journal of additions reaches back to the
/// earliest removed equality without a marker, the additions since then are undone and the
/// surviving ones added again (`Tableau+Undo.swift`): removing the latest constraints and adding
/// them again costs about what adding them did. Otherwise the tableau is rebuilt: the
/// remaining constraints are added again to an empty tableau in the order they were first
/// added, edit variables with their current suggested values. Without dummies adding is close
/// to linear, so a rebuild costs about as much as adding the constraints once.
///
/// Solutions are those of the incremental path whenever the optimum is unique; where the
/// constraints leave a choice (ambiguous layouts), a rebuilt tableau may pick another optimum,
/// as a solver built from scratch would.
extension Tableau {
    /// Adds every constraint in the solver again to an empty tableau, in the order they were
    /// first added, keeping the external symbols' ids (and so the variables' claims and the
    /// edit variables' keys).
    ///
    /// - Throws: `SolverError.internalFailure` if a constraint that held before could not be
    ///   added again (round-off); it is then no longer in the solver.
    mutating func rebuild() throws(SolverError) {
        constraints.pendingRemovals.removeAll()
        journal.clear()
        rebuildCount += 1
        pivotsSinceRefactor = 0
        // The constraints' claims are released; they are claimed again as they are re-added.
        let live = constraints.removeAllRecords()

        candidates.removeAll()
        // Keep the external symbols (ids unchanged), drop every other symbol's state: the slack,
        // error and dummy symbols of the old rows are simply never used again, and the tables
        // are compacted when they dominate.
        compactSymbols()
        removeAllRows()

        var failures: [String] = []
        for record in live { insertAgain(record.constraint!, as: record, failures: &failures) }
        try Self.reportFailedInsertions(failures)
    }

    /// Adds a constraint again, after a removal, under its first sequence number and marker
    /// choice; one that no longer fits (round-off) is left out with its edit variable and
    /// named in `failures`.
    mutating func insertAgain(_ constraint: Constraint, as record: ConstraintRecords.Record, failures: inout [String]) {
        do {
            try insert(constraint, sequence: record.sequence, wantsMarker: record.wantsMarker)
        } catch {
            failures.append(constraint.description)
            for (symbol, edit) in constraints.edits where edit.constraint === constraint { constraints.edits[symbol] = nil }
        }
    }

    /// The error for constraints `insertAgain` could not add, if any.
    static func reportFailedInsertions(_ failures: [String]) throws(SolverError) {
        if !failures.isEmpty {
            throw .internalFailure("could not add again, after a removal, " + failures.joined(separator: "; "))
        }
    }

    /// Empties the rows, the column index, the definition list, the objective and the list of
    /// infeasible rows, keeping the symbols (a rebuild adds the constraints again, a
    /// refactorization puts its rows in).
    mutating func removeAllRows() {
        rows.removeAll(symbols: symbols.count)
        columns.removeAll(symbols: symbols.count)
        definitions.removeAll(symbols: symbols.count)
        objective = Objective()
        artificial = nil
        infeasible.removeAll()
    }

    /// Marks the value of every variable's symbol stale, so that the next `updateVariables()`
    /// writes them all.
    mutating func markVariablesStale() {
        for index in 0..<symbols.count {
            let symbol = Symbol(index: index)
            if symbols.kind(of: symbol) == .external && symbols.variable(of: symbol) != nil { values.dirty.insert(symbol) }
        }
    }

    /// Marks every external symbol's value stale, and renumbers the symbols so that only the
    /// external ones remain when other kinds make up most of the table (each rebuild would
    /// otherwise leave the previous tableau's slack, error and dummy symbols behind). Keeps the
    /// order of the external symbols, so Bland's rule breaks ties as before. The rows, columns
    /// and definition list are emptied by the caller.
    private mutating func compactSymbols() {
        if symbols.externalCount * 2 >= symbols.count {
            markVariablesStale()
            return
        }
        let oldEdits = constraints.edits
        constraints.edits.removeAll()
        values.removeAll()
        candidates.removeAll(symbols: 0)
        marks.removeAll(symbols: 0)
        for (old, symbol) in symbols.compactToVariables() {
            values.appendSymbol()
            candidates.appendSymbol()
            marks.appendSymbol()
            values[symbol] = symbols.variable(of: symbol)!.value
            if let edit = oldEdits[old] { constraints.edits[symbol] = edit }
            values.dirty.insert(symbol)
        }
    }
}
