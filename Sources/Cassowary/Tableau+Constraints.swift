/// Adding, removing and changing constraints in the tableau (the algorithms of the Cassowary
/// paper and of kiwi, with the column index doing the bookkeeping).
extension Tableau {
    // MARK: Records

    /// The record slot of a constraint in this solver, if it is in it.
    func recordSlot(of constraint: Constraint) -> Int? {
        if constraint.ownerTag == tag { return Int(constraint.ownerSlot) }
        if foreignConstraints.isEmpty { return nil }
        return foreignConstraints[ObjectIdentifier(constraint)].map(Int.init)
    }

    private mutating func storeRecord(_ record: ConstraintRecord, for constraint: Constraint) {
        let slot: Int32
        if let free = freeRecords.popLast() {
            slot = free
            records[Int(slot)] = record
        } else {
            slot = Int32(records.count)
            records.append(record)
        }
        if constraint.ownerTag == 0 {
            constraint.ownerTag = tag
            constraint.ownerSlot = slot
        } else {
            foreignConstraints[ObjectIdentifier(constraint)] = slot
        }
        constraintCount += 1
    }

    mutating func dropRecord(at slot: Int, for constraint: Constraint) {
        if constraint.ownerTag == tag {
            constraint.ownerTag = 0
            constraint.ownerSlot = -1
        } else {
            foreignConstraints[ObjectIdentifier(constraint)] = nil
        }
        records[slot].constraint = nil
        freeRecords.append(Int32(slot))
        constraintCount -= 1
    }

    /// Gives up this solver's claims on variables and constraints (when it goes away).
    func releaseClaims() {
        for variable in variables {
            if let variable, variable.ownerTag == tag {
                variable.ownerTag = 0
                variable.ownerSymbol = -1
            }
        }
        for record in records {
            if let constraint = record.constraint, constraint.ownerTag == tag {
                constraint.ownerTag = 0
                constraint.ownerSlot = -1
            }
        }
    }

    // MARK: Adding

    /// Checks that a constraint can be added at all: finite numbers, a usable strength.
    static func validate(_ constraint: Constraint) throws(SolverError) {
        guard constraint.strength.isValid else {
            throw .invalidStrength("priority \(constraint.strength.priority) of \(constraint)")
        }
        guard constraint.expression.constant.isFinite else {
            throw .nonFiniteValue("the constant of \(constraint)")
        }
        for term in constraint.expression.terms where !term.coefficient.isFinite {
            throw .nonFiniteValue("the coefficient of \(term.variable) in \(constraint)")
        }
    }

    /// Adds a constraint. A required equality gets a dummy marker only when `wantsMarker` (edit
    /// variables, constraints whose constant has been changed); otherwise it has none, which
    /// keeps rows short (see `Tableau+Rebuild.swift`).
    mutating func add(_ constraint: Constraint, wantsMarker: Bool = false) throws(SolverError) {
        if recordSlot(of: constraint) != nil { throw .duplicateConstraint(constraint.description) }
        try Self.validate(constraint)
        try applyPendingRemovals()
        let sequence = nextSequence
        nextSequence += 1
        try insert(constraint, sequence: sequence, wantsMarker: wantsMarker || constraint.expectsConstantChanges)
    }

    /// Adds a validated constraint to a built tableau under a given sequence number, and
    /// journals how to undo it (`Tableau+Undo.swift`).
    mutating func insert(_ constraint: Constraint, sequence: Int, wantsMarker: Bool) throws(SolverError) {
        let pivotStart = Int32(journalPivots.count)
        let substitutionStart = Int32(journalSubstitutions.count)
        let costStart = Int32(journalCosts.count)
        let zeroedStart = Int32(journalZeroed.count)
        let zeroedCostStart = Int32(journalZeroedCosts.count)
        journalZeroedAtPivot = pivotStart
        journalMode = .recording
        defer { journalMode = .idle }
        let expression = constraint.expression
        let strength = constraint.strength

        // The row `expression + marker terms = 0`, its basic symbols kept as references for now
        // (see `Tableau+Definitions.swift`).
        var row = Row(constant: expression.constant)
        row.reserve(expression.terms.count + 3)
        var hasReferences = false
        for term in expression.terms where !isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            let slot = Int(rowOf[Int(symbol)])
            if slot >= 0 && rows[slot].count <= Self.inlineLimit {
                // A short row is copied in (it may bring references of its own).
                row.add(rows[slot], times: term.coefficient)
                if referenceCount[slot] > 0 { hasReferences = true }
            } else {
                if slot >= 0 { hasReferences = true }
                row.add(symbol, term.coefficient)
            }
        }
        var marker: Int32 = -1
        var other: Int32 = -1
        var markerCoefficient = 1.0
        var level = -1
        if !strength.isRequired { level = objective.makeLevel(for: strength.priority) }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            marker = makeSymbol(.slack)
            markerCoefficient = coefficient
            row.insertNew(marker, coefficient: coefficient)
            if level >= 0 {
                other = makeSymbol(.error)
                row.insertNew(other, coefficient: -coefficient)
                objective.add(other, 1, at: level)
                markCandidate(other)
            }
        case .equal:
            if level >= 0 {
                marker = makeSymbol(.error)
                other = makeSymbol(.error)
                markerCoefficient = -1
                row.insertNew(marker, coefficient: -1)
                row.insertNew(other, coefficient: 1)
                objective.add(marker, 1, at: level)
                objective.add(other, 1, at: level)
                markCandidate(marker)
                markCandidate(other)
            } else if wantsMarker {
                marker = makeSymbol(.dummy)
                row.insertNew(marker, coefficient: 1)
            }
        }
        var subject = freshSubject(row)
        if subject >= 0 {
            // A definition row: no row holds the subject, so nothing needs substituting.
            row.solve(for: subject)
            insertRow(consume row, basic: subject)
        } else {
            if hasReferences { expandReferences(&row) }
            do {
                try place(row, marker: &marker, other: other, of: constraint, subject: &subject)
            } catch {
                clearJournal()
                throw error
            }
        }
        storeRecord(
            ConstraintRecord(
                constraint: constraint, marker: marker, other: other,
                markerCoefficient: markerCoefficient, constant: expression.constant,
                sequence: sequence, wantsMarker: wantsMarker
            ),
            for: constraint
        )
        guard optimize() else {
            clearJournal()
            throw .internalFailure("iteration limit reached while adding \(constraint)")
        }
        if journalBroken {
            clearJournal()
        } else {
            journal.append(JournalEntry(
                constraint: constraint, sequence: sequence, subject: subject, marker: marker, other: other,
                pivotStart: pivotStart, zeroedAtPivot: journalZeroedAtPivot,
                substitutionStart: substitutionStart, costStart: costStart,
                zeroedStart: zeroedStart, zeroedCostStart: zeroedCostStart
            ))
        }
    }

    /// Puts a new row written over parametric symbols into the tableau as the paper and kiwi
    /// do: solved for a chosen subject, else added through an artificial variable; a redundant
    /// row is kept only when it holds other constraints' markers (it may get a marker of its own
    /// for that). `placed` is set to the basic symbol of the row put in, if one is.
    private mutating func place(
        _ row: Row, marker: inout Int32, other: Int32, of constraint: Constraint, subject placed: inout Int32
    ) throws(SolverError) {
        var row = row
        if row.constant < 0 { row.reverseSign() }

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject < 0 && allDummies(row) {
            guard isNearZero(row.constant) else { throw .unsatisfiableConstraint(constraint.description) }
            // Redundant: implied by the required equalities already present. The row stays,
            // its marker basic at zero, when it holds other constraints' markers: a change of
            // their constants must then be checked against this constraint. An empty row
            // (implied by constraints without markers) has nothing to keep.
            if marker < 0 {
                if row.isEmpty { return }
                marker = makeSymbol(.dummy)
                row.insertNew(marker, coefficient: 1)
            }
            subject = marker
        }
        if subject < 0 {
            placed = addWithArtificialVariable(row)
            if placed < 0 {
                _ = optimize()
                throw .unsatisfiableConstraint(constraint.description)
            }
        } else {
            row.solve(for: subject)
            substituteRecording(subject, with: row)
            insertRow(consume row, basic: subject)
            placed = subject
        }
    }

    /// The symbol a new row (its constant made non-negative) is solved for: an external symbol if
    /// there is one (the one in the fewest other rows, so the substitution touches little), else
    /// the marker or the other error when its coefficient is negative (so its value starts
    /// non-negative), else a slack or error symbol already in the tableau that can take the row
    /// without phase one (`restrictedSubject(_:)`); -1 if none.
    func chooseSubject(_ row: Row, marker: Int32, other: Int32) -> Int32 {
        var best: Int32 = -1
        var bestCount = Int.max
        for index in 0..<row.capacity {
            let symbol = row.cell(at: index).symbol
            if symbol < 0 || kinds[Int(symbol)] != .external { continue }
            let count = Int(columnCount[Int(symbol)])
            if count < bestCount || (count == bestCount && symbol < best) {
                best = symbol
                bestCount = count
            }
        }
        if best >= 0 { return best }
        if marker >= 0 {
            if kinds[Int(marker)].isRestricted && row.coefficient(of: marker) < 0 { return marker }
            if other >= 0 && kinds[Int(other)].isRestricted && row.coefficient(of: other) < 0 { return other }
        }
        return restrictedSubject(row)
    }

    /// A slack or error symbol of the row with a negative coefficient whose value in the new row
    /// keeps every other row feasible, or -1: the one in the fewest rows (smallest id among
    /// equals), since placing the row substitutes it into every row that holds it.
    ///
    /// Solved for it, the row gives it the value `v = constant / −coefficient ≥ 0`; substituting
    /// it shifts each row that holds it by its coefficient there times `v`. Rows of external
    /// symbols have no sign to keep; a slack or error row must stay non-negative and a dummy row
    /// zero. When every row holding it does, the tableau stays feasible and the row needs no
    /// artificial variable (phase one, which kiwi and the paper use whenever neither the
    /// constraint's own marker nor its other error will do); `optimize()` then settles the
    /// objective. (An inequality between edges that the layout already satisfies is the usual
    /// case: a slack that no restricted row holds takes up the difference.)
    ///
    /// Candidates are checked fewest rows first, so the walk stops at the first that fits:
    /// taking the smallest id instead picked, on a screen of cards, the same early slack for
    /// every card's closing constraint, whose column held every card placed so far (a
    /// substitution and a pivot back across all of them per card: quadratic).
    func restrictedSubject(_ row: Row) -> Int32 {
        var candidates: [(count: Int32, symbol: Int32, coefficient: Double)] = []
        for index in 0..<row.capacity {
            let cell = row.cell(at: index)
            if cell.symbol < 0 || cell.coefficient >= 0 || !kinds[Int(cell.symbol)].isRestricted { continue }
            candidates.append((columnCount[Int(cell.symbol)], cell.symbol, cell.coefficient))
        }
        if candidates.count > 1 { candidates.sort { ($0.count, $0.symbol) < ($1.count, $1.symbol) } }
        for candidate in candidates where keepsFeasible(candidate.symbol, at: row.constant / -candidate.coefficient) {
            return candidate.symbol
        }
        return -1
    }

    /// Whether giving the parametric `symbol` the value `value` keeps every slack, error and
    /// dummy row that holds it feasible.
    private func keepsFeasible(_ symbol: Int32, at value: Double) -> Bool {
        var entry = columnHead[Int(symbol)]
        while entry >= 0 {
            let node = entries[Int(entry)]
            entry = node.next
            let slot = Int(node.row)
            let kind = kinds[Int(basics[slot])]
            if kind == .external { continue }
            let shifted = rows[slot].constant + rows[slot].coefficient(of: symbol) * value
            if kind == .dummy ? !isNearZero(shifted) : (shifted < 0 && !isNearZero(shifted)) { return false }
        }
        return true
    }

    func allDummies(_ row: Row) -> Bool {
        for index in 0..<row.capacity {
            let symbol = row.cell(at: index).symbol
            if symbol >= 0 && kinds[Int(symbol)] != .dummy { return false }
        }
        return true
    }

    // MARK: Removing

    /// Removes a constraint from the solver's records at once and from the tableau at the next
    /// operation that reads or changes it (`applyPendingRemovals()`), together with the
    /// removals after it.
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let recordIndex = recordSlot(of: constraint) else {
            throw .unknownConstraint(constraint.description)
        }
        pendingRemovals.append(records[recordIndex])
        dropRecord(at: recordIndex, for: constraint)
    }

    /// Takes a constraint with a marker out of the tableau (the Cassowary paper's removal).
    mutating func removeMarked(_ record: ConstraintRecord) throws(SolverError) {
        clearJournal()
        let constraint = record.constraint!

        // Take the errors out of the objective.
        if !constraint.strength.isRequired, let level = objective.level(of: constraint.strength.priority) {
            for error in [record.marker, record.other] where error >= 0 && kinds[Int(error)] == .error {
                let slot = rowOf[Int(error)]
                if slot >= 0 {
                    let row = rows[Int(slot)]
                    objective.add(row, times: -1, at: level)
                    markCandidates(in: row)
                } else {
                    objective.add(error, -1, at: level)
                    markCandidate(error)
                }
            }
        }

        // Make the marker basic, then drop its row: that removes the constraint.
        let marker = record.marker
        let markerSlot = Int(rowOf[Int(marker)])
        if markerSlot >= 0 {
            _ = takeRow(markerSlot)
        } else {
            var slot = markerLeavingRow(marker)
            if slot >= 0 && kinds[Int(basics[slot])] == .external { slot = definitionLeavingRow(marker) }
            if slot >= 0 {
                let leaving = basics[slot]
                var row = takeRow(slot)
                row.insertNew(leaving, coefficient: -1)
                row.solve(for: marker)
                substitute(marker, with: row)
            }
        }
        guard optimize() else { throw .internalFailure("iteration limit reached while removing \(constraint)") }
    }

    /// The row to pivot a parametric marker into: a row whose basic symbol is a dummy (pinned
    /// at zero: it may not move at all); else among restricted rows, the one with the smallest
    /// ratio for a negative coefficient, else for a positive one; else any row whose basic symbol
    /// is external (so the tableau stays feasible).
    func markerLeavingRow(_ marker: Int32) -> Int {
        var first = -1, second = -1, third = -1, pinned = -1
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        var entry = columnHead[Int(marker)]
        while entry >= 0 {
            let slot = Int(entries[Int(entry)].row)
            entry = entries[Int(entry)].next
            let coefficient = rows[slot].coefficient(of: marker)
            let basic = basics[slot]
            if kinds[Int(basic)] == .dummy {
                if pinned < 0 || basic < basics[pinned] { pinned = slot }
            } else if kinds[Int(basic)] == .external {
                if third < 0 || basic < basics[third] { third = slot }
            } else if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if ratio < firstRatio || (first >= 0 && ratio == firstRatio && basic < basics[first]) {
                    firstRatio = ratio
                    first = slot
                }
            } else {
                let ratio = rows[slot].constant / coefficient
                if ratio < secondRatio || (second >= 0 && ratio == secondRatio && basic < basics[second]) {
                    secondRatio = ratio
                    second = slot
                }
            }
        }
        return pinned >= 0 ? pinned : first >= 0 ? first : second >= 0 ? second : third
    }

    // MARK: Changing a constant

    /// Gives a constraint in the solver a new constant, incrementally: the change shifts the
    /// constraint's marker, which moves the constants of the rows that hold it, and the dual
    /// simplex repairs feasibility. Undone (and reported) when required constraints conflict.
    mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard recordSlot(of: constraint) != nil else {
            throw .unknownConstraint(constraint.description)
        }
        guard constant.isFinite else {
            throw .nonFiniteValue("new constant \(constant) for \(constraint)")
        }
        try applyPendingRemovals()
        guard var recordIndex = recordSlot(of: constraint) else {
            throw .internalFailure("\(constraint) was lost while the tableau was rebuilt")
        }
        if records[recordIndex].marker < 0 {
            if constant == records[recordIndex].constant { return }
            // The first change of a required equality's constant: rebuild once with a dummy
            // marker for it; this change and every later one are then incremental.
            records[recordIndex].wantsMarker = true
            try rebuild()
            guard let slot = recordSlot(of: constraint) else {
                throw .internalFailure("\(constraint) was lost while the tableau was rebuilt")
            }
            recordIndex = slot
        }
        let record = records[recordIndex]
        let delta = constant - record.constant
        if delta == 0 { return }
        // `expression + c + δ + k·m = 0` is the old row with m + δ/k in place of m.
        let shift = delta / record.markerCoefficient
        clearJournal()
        compactColumnsIfScattered(before: record.marker)
        shiftMarker(record.marker, by: shift)
        let failed = dualOptimize()
        if failed >= 0 {
            shiftMarker(record.marker, by: -shift)
            let recovered = dualOptimize()
            if failed == .max || recovered >= 0 {
                infeasible.removeAll()
                throw .internalFailure("could not re-optimise after changing the constant of \(constraint)")
            }
            throw .unsatisfiableConstraint("\(constraint.describe(constant: constant)) (constant changed from \(constraint))")
        }
        records[recordIndex].constant = constant
        constraint.expression.constant = constant
    }

    /// Replaces `marker` by `marker + shift` throughout the tableau.
    mutating func shiftMarker(_ marker: Int32, by shift: Double) {
        let basicSlot = Int(rowOf[Int(marker)])
        if basicSlot >= 0 {
            rows[basicSlot].constant -= shift
            noteConstantChange(slot: basicSlot)
        }
        var entry = columnHead[Int(marker)]
        while entry >= 0 {
            let slot = Int(entries[Int(entry)].row)
            entry = entries[Int(entry)].next
            rows[slot].constant += rows[slot].coefficient(of: marker) * shift
            noteConstantChange(slot: slot)
        }
    }

    /// Compacts the column index before `shiftMarker` walks a long column, when it is due.
    ///
    /// The walk is a chain of dependent loads (an entry's successor is known only once the entry
    /// is loaded), one cache miss after another when the column's entries are scattered through
    /// the pool, as they are after a layout was added (entries are handed out as cells are
    /// linked, and reused in any order). Compacting costs about as much as linking every entry
    /// once, so it is done once as many links were made since the last compaction as the index
    /// holds entries: after a layout was added, once (every entry was linked); an edit loop's
    /// pivots link little and leave the compacted columns nearly in order (`edit-tree-10000`: 40
    /// of the marker's 1,607 steps out of order after 1,000 edit steps, against 1,277 before).
    /// (A separate function: checked inside `shiftMarker`, the compiler made its loop slower.)
    mutating func compactColumnsIfScattered(before marker: Int32) {
        if columnCount[Int(marker)] >= Self.compactionColumnLength
            && linksSinceCompaction >= entries.count - freeEntryCount {
            compactColumns()
        }
    }

    /// The shortest marker column worth compacting the column index for.
    static let compactionColumnLength: Int32 = 64
}
