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
/// failed or that phase one found redundant — ends the journal (`clearJournal()`): additions
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
    /// Forgets the journal: the tableau changed in a way it does not record.
    mutating func clearJournal() {
        journalBroken = false
        if journal.isEmpty && journalPivots.isEmpty && journalSubstitutions.isEmpty && journalCosts.isEmpty
            && journalZeroed.isEmpty && journalZeroedCosts.isEmpty { return }
        journal.removeAll(keepingCapacity: true)
        journalPivots.removeAll(keepingCapacity: true)
        journalSubstitutions.removeAll(keepingCapacity: true)
        journalCosts.removeAll(keepingCapacity: true)
        journalZeroed.removeAll(keepingCapacity: true)
        journalZeroedCosts.removeAll(keepingCapacity: true)
    }

    /// Applies the removals made since the tableau was last used: by undoing the latest
    /// additions when that is possible and cheap, else through markers, else by a rebuild.
    mutating func applyPendingRemovals() throws(SolverError) {
        if pendingRemovals.isEmpty { return }
        let pending = pendingRemovals
        pendingRemovals.removeAll()

        var earliest = Int.max
        for record in pending where record.marker < 0 { earliest = min(earliest, record.sequence) }
        if earliest == .max {
            // Every removed constraint has a marker: the paper's removal, one by one.
            try removeThroughMarkers(pending) { _ in true }
            return
        }

        // Roll back to just before the earliest required equality without a marker, if the
        // journal reaches back to it and that is cheaper than a rebuild.
        guard let start = journalIndex(of: earliest) else { return try rebuild() }
        var survivors: [Constraint] = []
        for index in start..<journal.count {
            let constraint = journal[index].constraint
            if recordSlot(of: constraint) != nil { survivors.append(constraint) }
        }
        let undone = journal.count - start
        if undone + survivors.count > constraintCount / 2 + 16 { return try rebuild() }
        while journal.count > start {
            if !undoLatestAddition() { return try rebuild() }
        }
        directUndoCount += 1

        // Removals of constraints added before it, through their markers.
        try removeThroughMarkers(pending) { $0.marker >= 0 && $0.sequence < earliest }

        // The constraints added after it that stay, again in their order.
        var failures: [String] = []
        for constraint in survivors {
            guard let slot = recordSlot(of: constraint) else { continue }
            let record = records[slot]
            dropRecord(at: slot, for: constraint)
            insertAgain(constraint, as: record, failures: &failures)
        }
        try Self.reportFailedInsertions(failures)
    }

    /// Removes the chosen records through their markers; if one fails (the iteration limit),
    /// rebuilds the tableau from the remaining constraints, so that it matches them, and
    /// reports the failure.
    private mutating func removeThroughMarkers(
        _ records: [ConstraintRecord], where chosen: (ConstraintRecord) -> Bool
    ) throws(SolverError) {
        do {
            for record in records where chosen(record) { try removeMarked(record) }
        } catch {
            try rebuild()
            throw error
        }
    }

    /// The index of the journal entry of the addition with `sequence`, if the journal holds it.
    private func journalIndex(of sequence: Int) -> Int? {
        var low = 0, high = journal.count
        while low < high {
            let middle = (low + high) / 2
            if journal[middle].sequence < sequence { low = middle + 1 } else { high = middle }
        }
        return low < journal.count && journal[low].sequence == sequence ? low : nil
    }

    /// Undoes the latest journaled addition (see above).
    ///
    /// - Returns: `false` when the tableau is not as the addition left it (round-off dropped a
    ///   coefficient a reverse pivot needs); the tableau must then be rebuilt.
    mutating func undoLatestAddition() -> Bool {
        let entry = journal.removeLast()
        journalMode = .undoing
        defer {
            journalMode = .idle
            journalPivots.removeSubrange(Int(entry.pivotStart)...)
            journalSubstitutions.removeSubrange(Int(entry.substitutionStart)...)
            journalCosts.removeSubrange(Int(entry.costStart)...)
            journalZeroed.removeSubrange(Int(entry.zeroedStart)...)
            journalZeroedCosts.removeSubrange(Int(entry.zeroedCostStart)...)
        }
        // The latest entry's ranges end at the pools' ends.
        let pivotStart = Int(entry.pivotStart), zeroedAtPivot = Int(entry.zeroedAtPivot)

        // The pivots after phase one dropped its artificial variable (all of them when there
        // was no phase one), the artificial variable back where it was, the pivots before.
        let subject = entry.subject
        if !undoPivots(from: journalPivots.count, downTo: zeroedAtPivot) { return false }
        for index in Int(entry.zeroedStart)..<journalZeroed.count {
            let (basic, coefficient) = journalZeroed[index]
            let target = Int(rowOf[Int(basic)])
            guard target >= 0, rowOf[Int(subject)] < 0 else { return false }
            addCell(subject, coefficient, toRowAt: target)
        }
        for index in Int(entry.zeroedCostStart)..<journalZeroedCosts.count {
            let (priority, cost) = journalZeroedCosts[index]
            guard let level = objective.level(of: priority) else { return false }
            objective.add(subject, cost, at: level)
        }
        if !undoPivots(from: zeroedAtPivot, downTo: pivotStart) { return false }

        if subject >= 0 {
            let slot = Int(rowOf[Int(subject)])
            // Rows that referred to the subject came later and are gone.
            guard slot >= 0, columnHead[Int(subject)] < 0 else { return false }
            let row = takeRow(slot)
            for index in Int(entry.substitutionStart)..<journalSubstitutions.count {
                let (basic, coefficient) = journalSubstitutions[index]
                let target = Int(rowOf[Int(basic)])
                guard target >= 0 else { return false }
                add(row, times: -coefficient, toRowAt: target)
                addCell(subject, coefficient, toRowAt: target)
                noteConstantChange(slot: target)
            }
            for index in Int(entry.costStart)..<journalCosts.count {
                let (priority, cost) = journalCosts[index]
                guard let level = objective.level(of: priority) else { return false }
                objective.add(row, times: -cost, at: level)
                objective.add(subject, cost, at: level)
                markCandidate(subject)
            }
        }

        let strength = entry.constraint.strength
        if !strength.isRequired, let level = objective.level(of: strength.priority) {
            for error in [entry.marker, entry.other] where error >= 0 && kinds[Int(error)] == .error {
                objective.add(error, -1, at: level)
            }
        }
        return true
    }

    /// Undoes the journaled pivots in `journalPivots[end..<start]`, latest first: the leaving
    /// symbol enters the entering symbol's row again.
    private mutating func undoPivots(from start: Int, downTo end: Int) -> Bool {
        var index = start
        while index > end {
            index -= 2
            let entering = journalPivots[index], leaving = journalPivots[index + 1]
            let slot = Int(rowOf[Int(entering)])
            guard slot >= 0, rowOf[Int(leaving)] < 0, columnHead[Int(entering)] < 0,
                  rows[slot].slot(of: leaving) >= 0 else { return false }
            pivot(slot: slot, entering: leaving)
        }
        return true
    }

    /// Adds `coefficient × symbol` to the row in `slot` (a parametric symbol), keeping the
    /// column index up to date.
    private mutating func addCell(_ symbol: Int32, _ coefficient: Double, toRowAt slot: Int) {
        let at = rows[slot].slot(of: symbol)
        if at >= 0 {
            let cell = rows[slot].cell(at: at)
            let sum = cell.coefficient + coefficient
            if isNearZero(sum) {
                rows[slot].remove(at: at)
                unlink(symbol, at: cell.column)
            } else {
                rows[slot].setCoefficient(sum, at: at)
            }
        } else if !isNearZero(coefficient) {
            let column = link(symbol, row: Int32(slot))
            rows[slot].insertNew(symbol, coefficient: coefficient, column: column)
        }
    }
}
