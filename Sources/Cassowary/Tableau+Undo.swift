/// Undoing the latest additions: the journal that makes removing recently added constraints
/// incremental, even the required equalities that carry no marker.
///
/// Every addition is journaled while nothing else changes the tableau: the basic symbol of the
/// row it put in (a definition row's fresh subject, or the subject the row was solved for),
/// where that subject was substituted out (each row's basic symbol and the subject's
/// coefficient there, and the objective's costs), and the (entering, leaving) pairs of the
/// pivots that re-optimised it; for an addition through phase one, where the artificial variable
/// stood when it was dropped. That is little more than the addition already touched, and it is
/// enough to run the addition backwards, latest first:
///
/// - each pivot is undone by the reverse pivot (the leaving symbol enters the entering
///   symbol's row), which is exact algebra on the tableau the pivot produced;
/// - phase one's artificial variable comes back into the rows it was dropped from;
/// - the row is taken out, and in every row it was substituted into the subject comes back in
///   place of the row (`T − t·row + t·subject`), the objective likewise;
/// - the errors of a non-required constraint leave the objective.
///
/// Substitutions made later into the undone rows are linear, so once the later additions are
/// undone each row is what it was (up to round-off). Anything else that changes the tableau —
/// a removal through a marker, a new constant, an edit value, a rebuild, an addition that
/// failed or that phase one found redundant — ends the journal (`Journal.clear()`): additions
/// before it can no longer be undone this way.
///
/// Removals are applied together by the next operation that reads or changes the tableau
/// (`applyPendingRemovals()`). When one of them is a required equality without a marker, and
/// the journal reaches back to it, the tableau is rolled back to just before it: the later
/// additions are undone, those whose constraints stay are added again (in their order), and
/// the other removals (constraints added before it) are made through their markers. A tail of
/// recent constraints removed and added again (the churn of a changing layout, the bench's
/// `readd`) so costs about what adding the tail cost. When the journal does not reach back, or
/// undoing and adding again would cost more than half a rebuild, the tableau is rebuilt
/// (`rebuild()`).
extension Tableau {
    /// Applies the removals made since the tableau was last used: by undoing the latest
    /// additions when that is possible and cheap, else through markers, else by a rebuild.
    mutating func applyPendingRemovals() throws(SolverError) {
        if constraints.pendingRemovals.isEmpty { return }
        let pending = constraints.pendingRemovals
        constraints.pendingRemovals.removeAll()

        var earliest = Int.max
        for record in pending where record.marker == nil { earliest = min(earliest, record.sequence) }
        if earliest == .max {
            // Every removed constraint has a marker: the paper's removal, one by one.
            try removeThroughMarkers(pending) { _ in true }
            return
        }

        // Roll back to just before the earliest required equality without a marker, if the
        // journal reaches back to it and that is cheaper than a rebuild.
        guard let start = journal.index(of: earliest) else { return try rebuild() }
        var survivors: [Constraint] = []
        for entry in journal.entries[start...] where constraints.slot(of: entry.constraint) != nil {
            survivors.append(entry.constraint)
        }
        let undone = journal.count - start
        if undone + survivors.count > constraints.count / 2 + 16 { return try rebuild() }
        while journal.count > start {
            if !undoLatestAddition() { return try rebuild() }
        }
        directUndoCount += 1

        // Removals of constraints added before it, through their markers.
        try removeThroughMarkers(pending) { $0.marker != nil && $0.sequence < earliest }

        // The constraints added after it that stay, again in their order.
        var failures: [String] = []
        for constraint in survivors {
            guard let slot = constraints.slot(of: constraint) else { continue }
            let record = constraints[slot]
            constraints.drop(at: slot, for: constraint)
            insertAgain(constraint, as: record, failures: &failures)
        }
        try Self.reportFailedInsertions(failures)
    }

    /// Removes the chosen records through their markers; if one fails (the iteration limit),
    /// rebuilds the tableau from the remaining constraints, so that it matches them, and
    /// reports the failure.
    private mutating func removeThroughMarkers(
        _ records: [ConstraintRecords.Record], where chosen: (ConstraintRecords.Record) -> Bool
    ) throws(SolverError) {
        do {
            for record in records where chosen(record) { try removeMarked(record) }
        } catch {
            try rebuild()
            throw error
        }
    }

    /// Undoes the latest journaled addition (see above).
    ///
    /// - Returns: `false` when the tableau is not as the addition left it (round-off dropped a
    ///   coefficient a reverse pivot needs); the tableau must then be rebuilt.
    mutating func undoLatestAddition() -> Bool {
        guard let entry = journal.takeLatest() else { return false }
        journal.mode = .undoing
        defer {
            journal.mode = .idle
            journal.dropRanges(of: entry)
        }
        // The pivots after phase one dropped its artificial variable (all of them when there
        // was no phase one), the artificial variable back where it was, the pivots before.
        if !undoPivots(from: journal.pivots.count, downTo: entry.zeroedAtPivot) { return false }
        if !restoreZeroed(entry) { return false }
        if !undoPivots(from: entry.zeroedAtPivot, downTo: entry.pivotStart) { return false }
        if let subject = entry.subject, !takeOut(subject, of: entry) { return false }

        let strength = entry.constraint.strength
        if !strength.isRequired, let level = objective.level(of: strength.priority) {
            for case let error? in [entry.marker, entry.other] where symbols.kind(of: error) == .error {
                objective.removeError(error, row: nil, at: level)
            }
        }
        return true
    }

    /// Puts phase one's artificial variable (the entry's subject) back where it was dropped.
    private mutating func restoreZeroed(_ entry: Journal.Entry) -> Bool {
        let zeroed = journal.zeroed[entry.zeroedStart...], zeroedCosts = journal.zeroedCosts[entry.zeroedCostStart...]
        if zeroed.isEmpty && zeroedCosts.isEmpty { return true }
        guard let subject = entry.subject else { return false }
        for (basic, coefficient) in zeroed {
            guard let target = rows.slot(of: basic), !rows.isBasic(subject) else { return false }
            addCell(subject, coefficient, toRowAt: target)
        }
        for (priority, cost) in zeroedCosts {
            guard let level = objective.level(of: priority) else { return false }
            objective.add(subject, cost, at: level)
        }
        return true
    }

    /// Takes the row an addition put in out again, and puts its subject back in place of the
    /// row wherever it was substituted (`T − t·row + t·subject`), the objective likewise.
    private mutating func takeOut(_ subject: Symbol, of entry: Journal.Entry) -> Bool {
        // Rows that referred to the subject came later and are gone.
        guard let slot = rows.slot(of: subject), columns.isEmpty(subject) else { return false }
        let row = takeRow(slot)
        for (basic, coefficient) in journal.substitutions[entry.substitutionStart...] {
            guard let target = rows.slot(of: basic) else { return false }
            add(row, times: -coefficient, toRowAt: target)
            addCell(subject, coefficient, toRowAt: target)
            noteConstantChange(slot: target)
        }
        for (priority, cost) in journal.costs[entry.costStart...] {
            guard let level = objective.level(of: priority) else { return false }
            objective.add(row, times: -cost, at: level)
            objective.add(subject, cost, at: level)
            candidates.insert(subject)
        }
        return true
    }

    /// Undoes the journaled pivots `journal.pivots[end..<start]`, latest first: the leaving
    /// symbol enters the entering symbol's row again.
    private mutating func undoPivots(from start: Int, downTo end: Int) -> Bool {
        var index = start
        while index > end {
            index -= 1
            let pivot = journal.pivots[index]
            guard let slot = rows.slot(of: pivot.entering), !rows.isBasic(pivot.leaving), columns.isEmpty(pivot.entering),
                  rows.rows[slot].contains(pivot.leaving) else { return false }
            self.pivot(slot: slot, entering: pivot.leaving)
        }
        return true
    }

    /// Adds `coefficient × symbol` to the row in `slot` (a parametric symbol), keeping the
    /// column index up to date.
    private mutating func addCell(_ symbol: Symbol, _ coefficient: Double, toRowAt slot: Int) {
        if let at = rows.rows[slot].slot(of: symbol) {
            let cell = rows.rows[slot].cell(at: at)
            let sum = cell.coefficient + coefficient
            if isCancelled(sum, of: cell.coefficient, coefficient) {
                rows.rows[slot].remove(at: at)
                unlink(symbol, at: cell.column)
            } else {
                rows.rows[slot].setCoefficient(sum, at: at)
            }
        } else if !isNearZero(coefficient) {
            let column = link(symbol, row: Int32(slot))
            rows.rows[slot].insertNew(symbol, coefficient: coefficient, column: column)
        }
    }
}
