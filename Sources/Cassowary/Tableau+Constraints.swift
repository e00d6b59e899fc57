/// Adding, removing and changing constraints in the tableau (the algorithms of the Cassowary
/// paper and of kiwi, with the column index doing the bookkeeping).
extension Tableau {
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
    @inline(__always)
    mutating func add(_ constraint: Constraint, wantsMarker: Bool = false) throws(SolverError) {
        if constraints.slot(of: constraint) != nil { throw .duplicateConstraint(constraint.description) }
        try Self.validate(constraint)
        try applyPendingRemovals()
        let sequence = constraints.takeSequence()
        try insert(constraint, sequence: sequence, wantsMarker: wantsMarker || constraint.expectsConstantChanges)
    }

    /// The symbols a new constraint's row brings: its marker (the slack, error or dummy that
    /// identifies the row; none for a required equality without one), its other error, and the
    /// marker's coefficient as written.
    struct Markers {
        var marker: Symbol?
        var other: Symbol?
        var coefficient = 1.0
    }

    /// Adds a validated constraint to a built tableau under a given sequence number, and
    /// journals how to undo it (`Tableau+Undo.swift`).
    mutating func insert(_ constraint: Constraint, sequence: Int, wantsMarker: Bool) throws(SolverError) {
        let starts = journal.startRecording()
        defer { journal.mode = .idle }
        let expression = constraint.expression

        // The row `expression + marker terms = 0`, its basic symbols kept as references for now
        // (see `Tableau+Definitions.swift`).
        var row = Row(constant: expression.constant)
        row.reserve(expression.terms.count + 3)
        var hasReferences = false
        for term in expression.terms where !isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            let slot = rows.slot(of: symbol)
            if let slot, rows.rows[slot].count <= Self.inlineLimit {
                // A short row is copied in (it may bring references of its own).
                row.add(rows.rows[slot], times: term.coefficient)
                if rows.hasReferences(slot) { hasReferences = true }
            } else {
                if slot != nil { hasReferences = true }
                row.add(symbol, term.coefficient)
            }
        }
        var markers = addMarkers(of: constraint, to: &row, wantsMarker: wantsMarker)
        var subject = freshSubject(row)
        if let subject {
            // A definition row: no row holds the subject, so nothing needs substituting.
            row.solve(for: subject)
            insertRow(consume row, basic: subject)
        } else {
            if hasReferences { expandReferences(&row) }
            do {
                subject = try place(row, markers: &markers, of: constraint)
            } catch {
                journal.clear()
                throw error
            }
        }
        constraints.store(
            ConstraintRecords.Record(
                constraint: constraint, marker: markers.marker, other: markers.other,
                markerCoefficient: markers.coefficient, constant: expression.constant,
                sequence: sequence, wantsMarker: wantsMarker
            ),
            for: constraint
        )
        guard optimize() else {
            journal.clear()
            throw .internalFailure("iteration limit reached while adding \(constraint)")
        }
        journal.finishRecording(
            constraint, sequence: sequence, subject: subject, marker: markers.marker, other: markers.other, starts: starts
        )
    }

    /// Makes a new constraint's slack, errors or dummy and adds them to its row (and the errors
    /// to the objective at the constraint's priority).
    @inline(__always)
    private mutating func addMarkers(of constraint: Constraint, to row: inout Row, wantsMarker: Bool) -> Markers {
        var markers = Markers()
        let strength = constraint.strength
        let level: Int? = strength.isRequired ? nil : objective.makeLevel(for: strength.priority)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack)
            markers.marker = slack
            markers.coefficient = coefficient
            row.insertNew(slack, coefficient: coefficient)
            if let level {
                let error = makeSymbol(.error)
                markers.other = error
                row.insertNew(error, coefficient: -coefficient)
                objective.addError(error, at: level)
                candidates.insert(error)
            }
        case .equal:
            if let level {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                markers.marker = plus
                markers.other = minus
                markers.coefficient = -1
                row.insertNew(plus, coefficient: -1)
                row.insertNew(minus, coefficient: 1)
                objective.addError(plus, at: level)
                objective.addError(minus, at: level)
                candidates.insert(plus)
                candidates.insert(minus)
            } else if wantsMarker {
                let dummy = makeSymbol(.dummy)
                markers.marker = dummy
                row.insertNew(dummy, coefficient: 1)
            }
        }
        return markers
    }

    /// Puts a new row written over parametric symbols into the tableau as the paper and kiwi
    /// do: solved for a chosen subject, else added through an artificial variable; a redundant
    /// row is kept only when it holds other constraints' markers (it may get a marker of its own
    /// for that).
    ///
    /// - Returns: the basic symbol of the row put in, if one is.
    @inline(__always)
    private mutating func place(_ row: Row, markers: inout Markers, of constraint: Constraint) throws(SolverError) -> Symbol? {
        var row = row
        let reversed = row.constant < 0
        if reversed { row.reverseSign() }

        var subject = chooseSubject(row, marker: markers.marker, other: markers.other)
        if subject == nil && allDummies(row) {
            // Implied by the required equalities when the constant is zero, up to the round-off
            // of adding the expression's rows up; else contradicted by them.
            guard isNearZero(row.constant) || isRoundOff(row.constant, of: constraint.expression) else {
                throw .unsatisfiableConstraint(constraint.description)
            }
            row.constant = 0
            // Redundant: implied by the required equalities already present. The row stays,
            // its marker basic at zero, when it holds other constraints' markers: a change of
            // their constants must then be checked against this constraint. An empty row
            // (implied by constraints without markers) has nothing to keep.
            if markers.marker == nil {
                if row.isEmpty { return nil }
                let dummy = makeSymbol(.dummy)
                markers.marker = dummy
                // `markers.coefficient` is the marker's coefficient in the constraint's own row,
                // `expression + k·m`; the row here may have been reversed, so the dummy goes in
                // with the sign that makes it +1 there (a constant change shifts m by δ/k).
                markers.coefficient = 1
                row.insertNew(dummy, coefficient: reversed ? -1 : 1)
            }
            subject = markers.marker
        }
        guard let subject else {
            guard let artificial = addWithArtificialVariable(row, expression: constraint.expression) else {
                _ = optimize()
                throw .unsatisfiableConstraint(constraint.description)
            }
            return artificial
        }
        row.solve(for: subject)
        substituteRecording(subject, with: row)
        insertRow(consume row, basic: subject)
        return subject
    }

    /// The symbol a new row (its constant made non-negative) is solved for: an external symbol if
    /// there is one (the one in the fewest other rows, so the substitution touches little), else
    /// the marker or the other error when its coefficient is negative (so its value starts
    /// non-negative), else a slack or error symbol already in the tableau that can take the row
    /// without phase one (`restrictedSubject(_:)`); `nil` if none.
    func chooseSubject(_ row: Row, marker: Symbol?, other: Symbol?) -> Symbol? {
        var best: Symbol?
        var bestCount = Int32.max
        for (symbol, _) in row.occupied where symbols.kind(of: symbol) == .external {
            let count = columns.count(of: symbol)
            if count < bestCount || (count == bestCount && best.map { symbol < $0 } ?? true) {
                best = symbol
                bestCount = count
            }
        }
        if let best { return best }
        if let marker {
            if symbols.kind(of: marker).isRestricted && row.coefficient(of: marker) < 0 { return marker }
            if let other, symbols.kind(of: other).isRestricted && row.coefficient(of: other) < 0 { return other }
        }
        return restrictedSubject(row)
    }

    /// A slack or error symbol of the row with a negative coefficient whose value in the new row
    /// keeps every other row feasible, or `nil`: the one in the fewest rows (smallest id among
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
    func restrictedSubject(_ row: Row) -> Symbol? {
        var candidates: [(count: Int32, symbol: Symbol, coefficient: Double)] = []
        for (symbol, cell) in row.occupied where cell.coefficient < 0 && symbols.kind(of: symbol).isRestricted {
            candidates.append((columns.count(of: symbol), symbol, cell.coefficient))
        }
        if candidates.count > 1 { candidates.sort { ($0.count, $0.symbol.id) < ($1.count, $1.symbol.id) } }
        for candidate in candidates where keepsFeasible(candidate.symbol, at: row.constant / -candidate.coefficient) {
            return candidate.symbol
        }
        return nil
    }

    /// Whether giving the parametric `symbol` the value `value` keeps every slack, error and
    /// dummy row that holds it feasible.
    private func keepsFeasible(_ symbol: Symbol, at value: Double) -> Bool {
        for slot in columns.slots(holding: symbol) {
            let kind = symbols.kind(of: rows.basic(at: slot))
            if kind == .external { continue }
            let row = rows.rows[slot]
            let shifted = row.constant + row.coefficient(of: symbol) * value
            if kind == .dummy ? !isNearZero(shifted) : (shifted < 0 && !isNearZero(shifted)) { return false }
        }
        return true
    }

    /// Whether a value that should be zero is only round-off: the constant of a new required
    /// row that the required equalities imply, or the artificial variable at the end of phase
    /// one, compared with the scale of the numbers that went into it.
    ///
    /// Such a value is the expression added up over the tableau's rows, whose constants went
    /// through every pivot before; where values reach a million, it comes out 1e-8 and more
    /// from zero although the system is satisfiable, and an absolute test (`isNearZero`, right
    /// for coefficients) would refuse the constraint. The scale is the expression's constant plus
    /// each coefficient times the largest row constant (at least 1); within `roundOffTolerance`
    /// of it the value is zero. Asked only when the absolute test fails (it looks at every row).
    func isRoundOff(_ value: Double, of expression: Expression) -> Bool {
        let largest = roundOffMagnitude
        var scale = abs(expression.constant)
        for term in expression.terms { scale += abs(term.coefficient) * largest }
        return abs(value) <= Self.roundOffTolerance * scale
    }

    /// Whether a row's constant that should be zero or above is off only by round-off: within
    /// `roundOffTolerance` of each of its coefficients times the largest row constant. The dual
    /// simplex asks it of a row that no pivot can repair (only dummies in it, or no symbol of
    /// the right sign): a required edit suggested at 0 for `v0`, with `7·v0 <= 0`, leaves that
    /// slack's row at `−2.1e-8` when the values passed through 185,000 (the slack and v0 each
    /// carry 3.5e-9 of earlier pivots) — the edit holds, and refusing it as unsatisfiable would
    /// be wrong.
    func isRoundOff(_ value: Double, ofRow row: Row) -> Bool {
        let largest = roundOffMagnitude
        var scale = 0.0
        for (_, cell) in row.occupied { scale += abs(cell.coefficient) * largest }
        return abs(value) <= Self.roundOffTolerance * scale
    }

    /// The magnitude the round-off tests scale by: the largest row constant, at least 1.
    var roundOffMagnitude: Double {
        var largest = 1.0
        for row in rows.rows { largest = max(largest, abs(row.constant)) }
        return largest
    }

    /// The relative size of round-off in `isRoundOff(_:of:)` and `isRoundOff(_:ofRow:)`.
    static let roundOffTolerance = 1e-11

    func allDummies(_ row: Row) -> Bool {
        for (symbol, _) in row.occupied where symbols.kind(of: symbol) != .dummy { return false }
        return true
    }

    // MARK: Removing

    /// Removes a constraint from the solver's records at once and from the tableau at the next
    /// operation that reads or changes it (`applyPendingRemovals()`), together with the
    /// removals after it.
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let slot = constraints.slot(of: constraint) else {
            throw .unknownConstraint(constraint.description)
        }
        constraints.pendingRemovals.append(constraints[slot])
        constraints.drop(at: slot, for: constraint)
    }

    /// Takes a constraint with a marker out of the tableau (the Cassowary paper's removal).
    mutating func removeMarked(_ record: ConstraintRecords.Record) throws(SolverError) {
        journal.clear()
        let constraint = record.constraint!
        guard let marker = record.marker else { return }

        // Take the errors out of the objective.
        if !constraint.strength.isRequired, let level = objective.level(of: constraint.strength.priority) {
            for error in [record.marker, record.other].compactMap({ $0 }) where symbols.kind(of: error) == .error {
                if let slot = rows.slot(of: error) {
                    let row = rows.rows[slot]
                    objective.removeError(error, row: row, at: level)
                    markCandidates(in: row)
                } else {
                    objective.removeError(error, row: nil, at: level)
                    candidates.insert(error)
                }
            }
        }

        // Make the marker basic, then drop its row: that removes the constraint.
        if let markerSlot = rows.slot(of: marker) {
            _ = takeRow(markerSlot)
        } else {
            var slot = markerLeavingRow(marker)
            if let found = slot, symbols.kind(of: rows.basic(at: found)) == .external { slot = definitionLeavingRow(marker) }
            if let slot {
                let leaving = rows.basic(at: slot)
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
    /// is external (so the tableau stays feasible). `nil` when no row holds the marker.
    func markerLeavingRow(_ marker: Symbol) -> Int? {
        var first: Int?, second: Int?, third: Int?, pinned: Int?
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        for slot in columns.slots(holding: marker) {
            let row = rows.rows[slot]
            let coefficient = row.coefficient(of: marker)
            let basic = rows.basic(at: slot)
            switch symbols.kind(of: basic) {
            case .dummy:
                if pinned.map({ basic < rows.basic(at: $0) }) ?? true { pinned = slot }
            case .external:
                if third.map({ basic < rows.basic(at: $0) }) ?? true { third = slot }
            case .slack, .error:
                if coefficient < 0 {
                    let ratio = -row.constant / coefficient
                    if ratio < firstRatio || (ratio == firstRatio && first.map { basic < rows.basic(at: $0) } ?? false) {
                        firstRatio = ratio
                        first = slot
                    }
                } else {
                    let ratio = row.constant / coefficient
                    if ratio < secondRatio || (ratio == secondRatio && second.map { basic < rows.basic(at: $0) } ?? false) {
                        secondRatio = ratio
                        second = slot
                    }
                }
            }
        }
        return pinned ?? first ?? second ?? third
    }

    // MARK: Changing a constant

    /// Gives a constraint in the solver a new constant, incrementally: the change shifts the
    /// constraint's marker, which moves the constants of the rows that hold it, and the dual
    /// simplex repairs feasibility. Undone (and reported) when required constraints conflict.
    mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard constraints.slot(of: constraint) != nil else {
            throw .unknownConstraint(constraint.description)
        }
        guard constant.isFinite else {
            throw .nonFiniteValue("new constant \(constant) for \(constraint)")
        }
        try applyPendingRemovals()
        guard var recordSlot = constraints.slot(of: constraint) else {
            throw .internalFailure("\(constraint) was lost while the tableau was rebuilt")
        }
        if constraints[recordSlot].marker == nil {
            if constant == constraints[recordSlot].constant { return }
            // The first change of a required equality's constant: rebuild once with a dummy
            // marker for it; this change and every later one are then incremental.
            constraints[recordSlot].wantsMarker = true
            try rebuild()
            guard let slot = constraints.slot(of: constraint) else {
                throw .internalFailure("\(constraint) was lost while the tableau was rebuilt")
            }
            recordSlot = slot
        }
        let record = constraints[recordSlot]
        guard let marker = record.marker else {
            throw .internalFailure("\(constraint) has no marker after the tableau was rebuilt for it")
        }
        let delta = constant - record.constant
        if delta == 0 { return }
        // `expression + c + δ + k·m = 0` is the old row with m + δ/k in place of m.
        let shift = delta / record.markerCoefficient
        journal.clear()
        compactColumnsIfScattered(before: marker)
        shiftMarker(marker, by: shift)
        let outcome = dualOptimize()
        if outcome != .feasible {
            shiftMarker(marker, by: -shift)
            let recovered = dualOptimize()
            if outcome == .iterationLimit || recovered != .feasible {
                infeasible.removeAll()
                throw .internalFailure("could not re-optimise after changing the constant of \(constraint)")
            }
            throw .unsatisfiableConstraint("\(constraint.describe(constant: constant)) (constant changed from \(constraint))")
        }
        // The dual simplex keeps the objective optimal in exact arithmetic; a cost it priced
        // with drift (`checkedCost(of:at:)`) may have let a lower level worsen. The primal
        // simplex looks again at the symbols whose costs the pivots changed (usually none
        // qualifies, and this is one pass over them). The tableau is feasible whatever it ends
        // with, so the change stands even if the iteration limit stopped it.
        _ = optimize()
        constraints[recordSlot].constant = constant
        constraint.expression.constant = constant
    }

    /// Replaces `marker` by `marker + shift` throughout the tableau.
    mutating func shiftMarker(_ marker: Symbol, by shift: Double) {
        if let basicSlot = rows.slot(of: marker) {
            rows.rows[basicSlot].constant -= shift
            noteConstantChange(slot: basicSlot)
        }
        for slot in columns.slots(holding: marker) {
            rows.rows[slot].constant += rows.rows[slot].coefficient(of: marker) * shift
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
    mutating func compactColumnsIfScattered(before marker: Symbol) {
        if columns.count(of: marker) >= Self.compactionColumnLength
            && columns.linksSinceCompaction >= columns.liveEntryCount {
            compactColumns()
        }
    }

    /// The shortest marker column worth compacting the column index for.
    static let compactionColumnLength: Int32 = 64
}
