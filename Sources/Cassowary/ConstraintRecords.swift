/// The constraints in a solver: a record per constraint (the symbols that stand for it in the
/// tableau, its constant, the order it was added in), the edit variables, and the removals not
/// yet applied to the tableau.
///
/// A constraint caches its record slot in the solver that first claims it
/// (`Constraint.ownerTag`, `ownerSlot`); a second solver keeps it in `foreignConstraints`.
///
/// Invariants (`invariantViolations()`): `count` counts the live records; free record slots hold
/// no constraint; each live constraint is found again at its slot, its sequence is below
/// `nextSequence`; each edit variable's constraint is live; removed constraints are not.
struct ConstraintRecords {
    /// A constraint in the solver and the symbols that stand for it in the tableau.
    struct Record {
        /// `nil` in a free slot.
        var constraint: Constraint?
        /// The slack, error (plus) or dummy that identifies the constraint's row; `nil` for a
        /// required equality added without a marker (see `Tableau+Rebuild.swift`).
        var marker: Symbol?
        /// The second error of a non-required constraint.
        var other: Symbol?
        /// The marker's coefficient in `expression + marker terms = 0` as written (before any
        /// sign reversal), which turns a change of the constant into a shift of the marker.
        var markerCoefficient: Double
        /// The constant currently in effect.
        var constant: Double
        /// When the constraint was first added: the order a rebuild adds constraints in.
        var sequence: Int
        /// Whether a required equality carries a dummy marker (its constant changes in place).
        var wantsMarker: Bool
    }

    /// An edit variable: the variable and its `variable == value` constraint.
    struct Edit {
        var variable: Variable
        var constraint: Constraint
    }

    private(set) var records: [Record] = []
    private var freeSlots: [Int32] = []
    /// The number of constraints in the solver.
    private(set) var count = 0
    /// Record slots of constraints claimed by another solver's fast path.
    private var foreignConstraints: [ObjectIdentifier: Int32] = [:]
    /// The edit variables, by symbol.
    var edits: [Symbol: Edit] = [:]
    /// The next constraint's `sequence`.
    private(set) var nextSequence = 0
    /// Removed constraints whose rows are still in the tableau: removals are applied together
    /// by the next operation that reads or changes the tableau (`Tableau+Rebuild.swift`).
    var pendingRemovals: [Record] = []
    /// This solver's identity in `Constraint.ownerTag`.
    let tag: UInt64

    init(tag: UInt64) {
        self.tag = tag
    }

    mutating func reserveCapacity(_ constraints: Int) {
        records.reserveCapacity(constraints)
    }

    @inline(__always)
    subscript(slot: Int) -> Record {
        get { records[slot] }
        _modify { yield &records[slot] }
    }

    /// The record slot of a constraint in this solver, if it is in it.
    @inline(__always)
    func slot(of constraint: Constraint) -> Int? {
        if constraint.ownerTag == tag { return constraint.ownerSlot.map(Int.init) }
        if foreignConstraints.isEmpty { return nil }
        return foreignConstraints[ObjectIdentifier(constraint)].map(Int.init)
    }

    /// The sequence number of the next new constraint.
    mutating func takeSequence() -> Int {
        defer { nextSequence += 1 }
        return nextSequence
    }

    /// Stores a record and claims its constraint.
    mutating func store(_ record: Record, for constraint: Constraint) {
        let slot: Int32
        if let free = freeSlots.popLast() {
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
        count += 1
    }

    /// Drops a record and the claim on its constraint.
    mutating func drop(at slot: Int, for constraint: Constraint) {
        if constraint.ownerTag == tag {
            constraint.ownerTag = 0
            constraint.ownerSlot = nil
        } else {
            foreignConstraints[ObjectIdentifier(constraint)] = nil
        }
        records[slot].constraint = nil
        freeSlots.append(Int32(slot))
        count -= 1
    }

    /// Gives up this solver's claims on constraints (when it goes away).
    func releaseClaims() {
        for record in records {
            if let constraint = record.constraint, constraint.ownerTag == tag {
                constraint.ownerTag = 0
                constraint.ownerSlot = nil
            }
        }
    }

    /// The records of the constraints in the solver, in the order they were first added.
    func liveRecords() -> [Record] {
        var live: [Record] = []
        live.reserveCapacity(count)
        for record in records where record.constraint != nil { live.append(record) }
        live.sort { $0.sequence < $1.sequence }
        return live
    }

    /// Drops every record and claim (for a rebuild) and returns the live records in the order
    /// their constraints were first added. Edit variables and pending removals stay.
    mutating func removeAllRecords() -> [Record] {
        let live = liveRecords()
        releaseClaims()
        foreignConstraints.removeAll()
        records.removeAll(keepingCapacity: true)
        freeSlots.removeAll()
        count = 0
        return live
    }

    /// The ways the records can be inconsistent, as messages (empty when sound).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var live = 0
        let free = Set(freeSlots.map(Int.init))
        for (slot, record) in records.enumerated() {
            guard let constraint = record.constraint else {
                if !free.contains(slot) { problems.append("record \(slot) is empty and not free") }
                continue
            }
            live += 1
            if free.contains(slot) { problems.append("record \(slot) of \(constraint) is listed free") }
            if self.slot(of: constraint) != slot { problems.append("\(constraint) at record \(slot) is found elsewhere") }
            if record.sequence >= nextSequence { problems.append("\(constraint) has sequence \(record.sequence), not yet handed out") }
            if record.marker == nil && (record.other != nil || !constraint.strength.isRequired || constraint.relation != .equal) {
                problems.append("\(constraint) has no marker")
            }
        }
        if live != count { problems.append("\(live) constraints counted as \(count)") }
        for (symbol, edit) in edits where slot(of: edit.constraint) == nil {
            problems.append("the edit variable \(edit.variable) at \(symbol) has no constraint in the solver")
        }
        for record in pendingRemovals {
            if let constraint = record.constraint, slot(of: constraint) != nil {
                problems.append("\(constraint) is removed and still in the solver")
            }
        }
        return problems
    }
}
