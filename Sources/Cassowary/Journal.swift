/// The journal of additions: how to undo each constraint added since the tableau last changed
/// in any other way (`Tableau+Undo.swift`).
///
/// Per addition, an `Entry` and ranges of the pools: the (entering, leaving) pairs of the pivots
/// that re-optimised it, the rows (by basic symbol) and objective levels its row's subject was
/// substituted out of with its coefficients there, and for phase one where the artificial
/// variable stood when it was dropped. Each range starts at its entry and ends where the next
/// entry's starts (the latest entry's, at the pool's end).
///
/// Invariants (`invariantViolations()`): entries in increasing `sequence`; each entry's ranges
/// start where the previous entry's end or later and end within the pools; no operation is
/// recording or undoing between operations.
struct Journal {
    /// What the tableau is doing, for `Tableau.pivot(slot:entering:)`: recording an addition's
    /// pivots, undoing one (no record), or anything else (which ends the journal).
    enum Mode { case idle, recording, undoing }

    /// One pivot: the symbol that entered the basis and the one that left it.
    struct Pivot {
        var entering: Symbol
        var leaving: Symbol
    }

    /// How to undo one addition.
    struct Entry {
        var constraint: Constraint
        var sequence: Int
        /// The basic symbol of the row the addition put in; `nil` when it put in none.
        var subject: Symbol?
        var marker: Symbol?
        var other: Symbol?
        /// Into `pivots`.
        var pivotStart: Int
        /// Into `pivots`: the pivots before this one came before phase one dropped its
        /// artificial variable (`pivotStart` when there was no phase one).
        var zeroedAtPivot: Int
        /// Into `substitutions`.
        var substitutionStart: Int
        /// Into `costs`.
        var costStart: Int
        /// Into `zeroed` and `zeroedCosts`.
        var zeroedStart: Int
        var zeroedCostStart: Int
    }

    /// Where the pools end when an addition starts recording: its entry's range starts.
    struct Starts {
        var pivots: Int
        var substitutions: Int
        var costs: Int
        var zeroed: Int
        var zeroedCosts: Int
    }

    var mode = Mode.idle
    /// The additions, oldest first (so in `sequence` order).
    private(set) var entries: [Entry] = []
    private(set) var pivots: [Pivot] = []
    /// The rows (by basic symbol) a new row's subject was substituted out of, and its
    /// coefficient there.
    private(set) var substitutions: [(basic: Symbol, coefficient: Double)] = []
    /// The same for the objective's levels (by priority).
    private(set) var costs: [(priority: Double, cost: Double)] = []
    /// Where phase one's artificial variable stood when it was dropped.
    private(set) var zeroed: [(basic: Symbol, coefficient: Double)] = []
    private(set) var zeroedCosts: [(priority: Double, cost: Double)] = []
    /// `pivots.count` when phase one dropped its artificial variable.
    var zeroedAtPivot = 0
    /// Set when the addition being recorded did something the journal cannot undo.
    var isBroken = false

    mutating func reserveCapacity(_ additions: Int) {
        entries.reserveCapacity(additions)
        pivots.reserveCapacity(additions / 2)
        substitutions.reserveCapacity(additions)
    }

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }

    // MARK: Recording

    /// Starts recording an addition; returns where its ranges start.
    mutating func startRecording() -> Starts {
        zeroedAtPivot = pivots.count
        mode = .recording
        return Starts(
            pivots: pivots.count, substitutions: substitutions.count, costs: costs.count,
            zeroed: zeroed.count, zeroedCosts: zeroedCosts.count
        )
    }

    @inline(__always)
    mutating func recordPivot(entering: Symbol, leaving: Symbol) {
        pivots.append(Pivot(entering: entering, leaving: leaving))
    }

    @inline(__always)
    mutating func recordSubstitution(into basic: Symbol, coefficient: Double) {
        substitutions.append((basic, coefficient))
    }

    @inline(__always)
    mutating func recordCost(at priority: Double, _ cost: Double) {
        costs.append((priority, cost))
    }

    mutating func recordZeroed(in basic: Symbol, coefficient: Double) {
        zeroed.append((basic, coefficient))
    }

    mutating func recordZeroedCost(at priority: Double, _ cost: Double) {
        zeroedCosts.append((priority, cost))
    }

    /// Notes that phase one drops its artificial variable now.
    mutating func noteZeroed() {
        zeroedAtPivot = pivots.count
    }

    /// Ends recording an addition: journals it, or forgets the journal when the addition
    /// cannot be undone.
    mutating func finishRecording(
        _ constraint: Constraint, sequence: Int, subject: Symbol?, marker: Symbol?, other: Symbol?, starts: Starts
    ) {
        if isBroken {
            clear()
            return
        }
        entries.append(Entry(
            constraint: constraint, sequence: sequence, subject: subject, marker: marker, other: other,
            pivotStart: starts.pivots, zeroedAtPivot: zeroedAtPivot, substitutionStart: starts.substitutions,
            costStart: starts.costs, zeroedStart: starts.zeroed, zeroedCostStart: starts.zeroedCosts
        ))
    }

    /// Forgets the journal: the tableau changed in a way it does not record.
    mutating func clear() {
        isBroken = false
        if entries.isEmpty && pivots.isEmpty && substitutions.isEmpty && costs.isEmpty
            && zeroed.isEmpty && zeroedCosts.isEmpty { return }
        entries.removeAll(keepingCapacity: true)
        pivots.removeAll(keepingCapacity: true)
        substitutions.removeAll(keepingCapacity: true)
        costs.removeAll(keepingCapacity: true)
        zeroed.removeAll(keepingCapacity: true)
        zeroedCosts.removeAll(keepingCapacity: true)
    }

    // MARK: Undoing

    /// The index of the entry of the addition with `sequence`, if the journal holds it.
    func index(of sequence: Int) -> Int? {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].sequence < sequence { low = middle + 1 } else { high = middle }
        }
        return low < entries.count && entries[low].sequence == sequence ? low : nil
    }

    /// The latest entry (whose ranges end at the pools' ends).
    var latest: Entry? { entries.last }

    /// Takes the latest entry out (moved, not copied); its ranges stay at the pools' ends until
    /// ``dropRanges(of:)``, so that undoing it can still read them.
    mutating func takeLatest() -> Entry? {
        entries.popLast()
    }

    /// Drops the latest entry and its ranges.
    mutating func removeLatest() {
        if let entry = takeLatest() { dropRanges(of: entry) }
    }

    /// Drops the ranges of an entry taken out with ``takeLatest()`` (they end the pools).
    mutating func dropRanges(of entry: Entry) {
        pivots.removeSubrange(entry.pivotStart...)
        substitutions.removeSubrange(entry.substitutionStart...)
        costs.removeSubrange(entry.costStart...)
        zeroed.removeSubrange(entry.zeroedStart...)
        zeroedCosts.removeSubrange(entry.zeroedCostStart...)
    }

    // MARK: Invariants

    /// The ways the journal can be inconsistent, as messages (empty when sound).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if mode != .idle { problems.append("the journal is \(mode) between operations") }
        var previous: Entry?
        for entry in entries {
            if let previous {
                if entry.sequence <= previous.sequence { problems.append("journal entry \(entry.sequence) after \(previous.sequence)") }
                if entry.pivotStart < previous.zeroedAtPivot || entry.substitutionStart < previous.substitutionStart
                    || entry.costStart < previous.costStart || entry.zeroedStart < previous.zeroedStart
                    || entry.zeroedCostStart < previous.zeroedCostStart {
                    problems.append("journal entry \(entry.sequence) starts before the one before it")
                }
            }
            if entry.zeroedAtPivot < entry.pivotStart || entry.zeroedAtPivot > pivots.count
                || entry.substitutionStart > substitutions.count || entry.costStart > costs.count
                || entry.zeroedStart > zeroed.count || entry.zeroedCostStart > zeroedCosts.count {
                problems.append("journal entry \(entry.sequence) has ranges beyond the pools")
            }
            previous = entry
        }
        return problems
    }
}
