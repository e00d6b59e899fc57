/// Refactorization: the rows computed again from the constraints for the basis the tableau has.
///
/// Every pivot and substitution adds products into rows, and sums within `nearZeroThreshold`
/// of zero (or that cancel) are dropped: after many pivots a row no longer says exactly what
/// the constraints say. No residual need show it (the constraints hold at the solution to
/// 2e-5), yet a slack can carry a coefficient of 5.7e-10 at a high priority where the
/// constraints give it none, and the tableau call itself optimal with a priority-750
/// constraint 1,539 off its optimum (`docs/fuzzing.md`, the solver's open cases). LP solvers
/// answer drift by refactorization: the basis is kept, and the rows are computed again from
/// the problem's own coefficients, so that the round-off of the pivots made since is gone.
///
/// Here the constraints' own rows (`expression + marker terms = 0`, with the slack, error and
/// dummy symbols each constraint was given when it was added) are eliminated again, in the
/// order the constraints were first added, each solved for the symbol of the current basis
/// with the largest coefficient that no earlier row took (partial pivoting restricted to the
/// basis); the rows are then substituted back into each other, so that each is written over
/// parametric symbols only. The basis is the same, so the solution is the same up to the
/// round-off removed: a layout does not jump, unlike a rebuild, which may pick another optimum
/// where the constraints leave a choice. The objective is computed again from the errors'
/// rows, and the dual and primal simplex then settle whatever the exact rows show (a row the
/// drift had kept feasible, a cost whose sign it had hidden).
///
/// When: after as many pivots as there are constraints (at least `refactorMinimumInterval`),
/// at the next reading of the values (`updateVariables()`): its cost is about that of adding the
/// constraints once without a simplex step, spread over that many pivots. The rows it writes
/// hold no references to other rows (`Tableau+Definitions.swift`); a tableau whose rows would
/// grow past `refactorGrowthLimit` times its present cells is left exactly as it is, and so is
/// one whose exact rows move a value (`agreesInValues`), leave a row infeasible or end with a
/// worse objective. A tableau whose constraints do not give back its basis has lost a
/// dependence to round-off, and is rebuilt (`Tableau+Rebuild.swift`).
extension Tableau {
    /// The fewest pivots between two refactorizations.
    static let refactorMinimumInterval = 32

    /// How many times more cells than the tableau holds a refactorization may write before it
    /// is given up (rows without references can be longer than rows with them).
    static let refactorGrowthLimit = 4

    /// Refactors the tableau when enough pivots have been made since the rows were last
    /// computed from the constraints (`refactor()`).
    mutating func refactorIfDue() {
        guard pivotsSinceRefactor >= max(Self.refactorMinimumInterval, constraints.count) else { return }
        _ = refactor()
    }

    /// Computes every row again from the constraints for the current basis, then restores
    /// feasibility and optimality (dual, then primal simplex).
    ///
    /// - Returns: `false` when the rows were not replaced: the tableau is then as it was
    ///   (pending removals or a phase one under way, rows that would grow too long, a value that
    ///   would move, a simplex that fails on the exact rows, leaves a row infeasible or ends
    ///   with a worse objective), or rebuilt when the constraints do not give back its basis.
    @discardableResult
    mutating func refactor() -> Bool {
        pivotsSinceRefactor = 0
        guard constraints.pendingRemovals.isEmpty, artificial == nil, journal.mode == .idle else { return false }
        let saved = self
        let factored: [(basic: Symbol, row: Row)]
        switch factoredRows() {
        case .rows(let rows):
            factored = rows
        case .tooLong:
            return false
        case .notTheConstraints:
            // The rows have lost what the constraints say (a dependence dropped as round-off):
            // only adding the constraints again gives it back.
            try? rebuild()
            return false
        }
        guard agreesInValues(factored) else { return false }
        refactorCount += 1

        journal.clear()
        candidates.removeAll()
        removeAllRows()
        for (basic, row) in factored { insertRow(row, basic: basic) }
        rebuildObjective()
        markVariablesStale()
        // The dual simplex takes a row that is off by round-off of the largest values for
        // feasible; a refactorization that leaves one is not applied (it would leave the tableau
        // less feasible than it found it). Nor is one that ends with a worse objective: the
        // exact rows may settle a cost the drift had hidden, which improves it, but a level
        // that gets worse beyond round-off means their own round-off bought a gain at a higher
        // level that is no gain (`Objective.isWorse(than:)`).
        //
        // Found by the solver stress test: rows of a basis with coefficients of 0.125 and 100
        // computed again gave priority 999 an error of 97.62497 where the constraints allow no
        // less than 97.625; the simplex took that 3e-5 and paid 472 at priority 998 for it, at
        // values under 1,300 (`FailCases/Solver/refactor-trades-a-level-for-round-off-above-it`).
        guard dualOptimize() == .feasible, optimize(), isBasicFeasible(),
              !objective.isWorse(than: saved.objective) else {
            self = saved
            return false
        }
        pivotsSinceRefactor = 0
        return true
    }

    /// Whether every slack and error row is non-negative and every dummy row zero, up to
    /// `nearZeroThreshold`.
    private func isBasicFeasible() -> Bool {
        for slot in 0..<rows.slotCount {
            guard let basic = rows.basicIfOccupied(at: slot) else { continue }
            let constant = rows.rows[slot].constant
            switch symbols.kind(of: basic) {
            case .external: continue
            case .slack, .error: if constant < 0 && !isNearZero(constant) { return false }
            case .dummy: if !isNearZero(constant) { return false }
            }
        }
        return true
    }

    /// What computing the rows from the constraints gave.
    private enum Factorization {
        /// The rows of the current basis, in the order they were solved.
        case rows([(basic: Symbol, row: Row)])
        /// The rows would grow past `refactorGrowthLimit` times the tableau's cells.
        case tooLong
        /// The constraints do not give back the basis: a constraint's row, reduced by the rows
        /// before it, holds no basic symbol left but is not empty, or a basic symbol is left
        /// over. In exact arithmetic the tableau's rows are combinations of the constraints'
        /// and this cannot happen; it does when a pivot dropped a coefficient as round-off.
        case notTheConstraints
    }

    /// The rows of the current basis computed from the constraints.
    private func factoredRows() -> Factorization {
        var isBasic = [Bool](repeating: false, count: symbols.count)
        var basisCount = 0, cells = 0
        for slot in 0..<rows.slotCount {
            guard let basic = rows.basicIfOccupied(at: slot) else { continue }
            isBasic[basic.index] = true
            basisCount += 1
            cells += rows.rows[slot].count
        }
        let cellLimit = Self.refactorGrowthLimit * max(cells, 64)

        let live = constraints.liveRecords()

        // The step at which each symbol was solved for (-1: not yet), and the rows by step.
        var step = [Int32](repeating: -1, count: symbols.count)
        var solved: [(basic: Symbol, row: Row)] = []
        solved.reserveCapacity(basisCount)
        var written = 0
        for record in live {
            let constraint = record.constraint!
            var row = Row(constant: constraint.expression.constant)
            for term in constraint.expression.terms where !isNearZero(term.coefficient) {
                guard let symbol = symbols.existingSymbol(for: term.variable) else { return .notTheConstraints }
                row.add(symbol, term.coefficient)
            }
            if let marker = record.marker { row.add(marker, record.markerCoefficient) }
            if let other = record.other { row.add(other, -record.markerCoefficient) }
            Self.eliminate(solvedIn: &row, step: step, solved: solved)

            // The basic symbol not yet solved for with the largest coefficient.
            var subject: Symbol?
            var largest = 0.0, largestOverall = 0.0
            for (symbol, cell) in row.occupied {
                let magnitude = cell.coefficient.magnitude
                largestOverall = max(largestOverall, magnitude)
                if isBasic[symbol.index] && step[symbol.index] < 0 && magnitude > largest {
                    largest = magnitude
                    subject = symbol
                }
            }
            guard let subject, largest >= Self.relativePivotTolerance * largestOverall else {
                // Implied by the rows before it (a redundant constraint, which has no row of its
                // own); anything else means the basis is not the constraints' own.
                if row.isEmpty && isNearZero(row.constant) { continue }
                return .notTheConstraints
            }
            row.solve(for: subject)
            written += row.count
            if written > cellLimit { return .tooLong }
            step[subject.index] = Int32(solved.count)
            solved.append((subject, row))
        }
        guard solved.count == basisCount else { return .notTheConstraints }

        // Back substitution: each row written over the symbols no row is solved for.
        written = 0
        for index in solved.indices.reversed() {
            var row = solved[index].row
            Self.eliminate(solvedIn: &row, step: step, solved: solved)
            written += row.count
            if written > cellLimit { return .tooLong }
            solved[index].row = row
        }
        return .rows(solved)
    }

    /// Whether the computed rows give the basic symbols the values the tableau's rows give them,
    /// up to drift (`refactorValueTolerance`). A basis whose exact rows put a value elsewhere
    /// is ill-conditioned: its rows amplify round-off, and the exact ones are no better.
    private func agreesInValues(_ factored: [(basic: Symbol, row: Row)]) -> Bool {
        for (basic, row) in factored {
            guard let slot = rows.slot(of: basic), !rows.hasReferences(slot) else { continue }
            let held = rows.rows[slot].constant
            if abs(row.constant - held) > Self.refactorValueTolerance * (1 + abs(held)) { return false }
        }
        return true
    }

    /// How far (relative to the value, plus one) a value may move in a refactorization.
    static let refactorValueTolerance = 1e-6

    /// Substitutes into `row` the rows of the symbols solved for so far, earliest first (a
    /// row solved at one step holds only symbols solved for later, so nothing comes back).
    private static func eliminate(solvedIn row: inout Row, step: [Int32], solved: [(basic: Symbol, row: Row)]) {
        while true {
            var earliest = Int32.max
            for (symbol, _) in row.occupied where step[symbol.index] >= 0 && step[symbol.index] < earliest {
                earliest = step[symbol.index]
            }
            if earliest == .max { return }
            let entry = solved[Int(earliest)]
            let coefficient = row.remove(entry.basic)
            row.add(entry.row, times: coefficient)
        }
    }

    /// The objective (emptied by `removeAllRows()`) computed again from the constraints' errors
    /// and the rows of those that are basic; every symbol it prices becomes a candidate to enter.
    private mutating func rebuildObjective() {
        for record in constraints.liveRecords() where !record.constraint!.strength.isRequired {
            let level = objective.makeLevel(for: record.constraint!.strength.priority)
            // An inequality's marker is its slack; an equality's are its two errors.
            let errors = record.constraint!.relation == .equal ? [record.marker, record.other] : [record.other]
            for error in errors {
                guard let error else { continue }
                objective.addError(error, at: level)
                if let slot = rows.slot(of: error) {
                    let cost = objective.remove(error, at: level)
                    objective.add(rows.rows[slot], times: cost, at: level)
                }
            }
        }
        for level in objective.levels { markCandidates(in: level) }
    }
}
