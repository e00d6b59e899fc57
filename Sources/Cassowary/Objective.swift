/// The lexicographic objective: one cost row per priority level, highest priority first.
///
/// Level `i` prices the errors of the constraints (and edit variables) whose priority is
/// `priorities[i]`, each error at weight 1. The solver minimises the levels in order: a
/// parametric symbol is worth entering the basis when the first level that prices it at all
/// prices it negatively. So no amount of improvement at one priority pays for a worsening at
/// any higher one.
///
/// The levels are changed only through the methods here, which keep, for each symbol, the set of
/// levels that price it (`levels(pricing:)`): a pivot, the dual ratio test and the choice of an
/// entering symbol look at those levels only, instead of probing every level's table (large
/// tables, a cache miss each, for a symbol that is usually priced at one level or none).
struct Objective {
    /// The priority of each level, strictly descending.
    private(set) var priorities: [Double] = []
    /// The cost rows, parallel to `priorities`.
    private(set) var levels: [Row] = []
    /// For each symbol id, bit `i` set when level `i` prices it; kept while there are at most 64
    /// levels (past that, `levels(pricing:)` answers "all of them").
    private var pricing: [UInt64] = []
    /// For each symbol id, the priority of the level that prices the symbol as an error (at
    /// weight 1, `addError(_:at:)`), or 0 (no priority is) when it is not an error in the
    /// objective: what `Tableau.exactCost(of:at:)` recomputes a cost from.
    private var errorPriorities: [Double] = []

    /// The levels that may price `symbol`, as a bit set (bit `i`: level `i`): exactly those that
    /// do while there are at most 64 levels, else every level.
    @inline(__always)
    func levels(pricing symbol: Symbol) -> UInt64 {
        if levels.count > 64 { return ~0 }
        let s = symbol.index
        return s < pricing.count ? pricing[s] : 0
    }

    /// The level of `priority`, if one exists.
    func level(of priority: Double) -> Int? {
        priorities.firstIndex(of: priority)
    }

    /// The level of `priority`, created (empty) if needed.
    mutating func makeLevel(for priority: Double) -> Int {
        if let existing = level(of: priority) { return existing }
        let index = priorities.firstIndex { $0 < priority } ?? priorities.count
        priorities.insert(priority, at: index)
        levels.insert(Row(), at: index)
        if index < 64 {
            // The levels from `index` on move up by one (a level pushed past 64 loses its bit:
            // from 65 levels on, every level is looked at).
            let below: UInt64 = (1 << UInt64(index)) &- 1
            for s in pricing.indices where pricing[s] & ~below != 0 {
                pricing[s] = (pricing[s] & below) | ((pricing[s] & ~below) << 1)
            }
        }
        return index
    }

    /// Adds `coefficient` to the cost of `symbol` at `level`.
    mutating func add(_ symbol: Symbol, _ coefficient: Double, at level: Int) {
        levels[level].add(symbol, coefficient)
        setPriced(symbol, at: level, levels[level].contains(symbol))
    }

    /// Prices `error` at `level` (weight 1), as the error of a constraint of that priority.
    mutating func addError(_ error: Symbol, at level: Int) {
        add(error, 1, at: level)
        let s = error.index
        if s >= errorPriorities.count {
            errorPriorities.append(contentsOf: repeatElement(0, count: Swift.max(s + 1 - errorPriorities.count, errorPriorities.count)))
        }
        errorPriorities[s] = priorities[level]
    }

    /// Takes `error` out of the objective at `level`: when it is parametric its cost of 1 there,
    /// when it is basic `row` (its row) times −1.
    mutating func removeError(_ error: Symbol, row: Row?, at level: Int) {
        if let row { add(row, times: -1, at: level) } else { add(error, -1, at: level) }
        if error.index < errorPriorities.count { errorPriorities[error.index] = 0 }
    }

    /// The priority at which `symbol` is priced as an error, or 0 when it is not an error in
    /// the objective.
    @inline(__always)
    func errorPriority(of symbol: Symbol) -> Double {
        symbol.index < errorPriorities.count ? errorPriorities[symbol.index] : 0
    }

    /// Replaces the cost of `symbol` at `level` by `cost` (dropped when near zero).
    mutating func setCost(of symbol: Symbol, to cost: Double, at level: Int) {
        _ = remove(symbol, at: level)
        if !isNearZero(cost) { add(symbol, cost, at: level) }
    }

    /// Adds `scale × row` to the costs at `level`.
    mutating func add(_ row: Row, times scale: Double, at level: Int) {
        var costs = Row()
        swap(&costs, &levels[level])
        let bit: UInt64 = level < 64 ? 1 << UInt64(level) : 0
        costs.add(
            row, times: scale,
            linking: { symbol in
                priced(symbol, bit)
                return ColumnIndex.unlinked
            },
            unlinking: { symbol, _ in unpriced(symbol, bit) }
        )
        swap(&costs, &levels[level])
    }

    /// Removes `symbol` from `level` and returns its cost there (zero when absent).
    mutating func remove(_ symbol: Symbol, at level: Int) -> Double {
        let cost = levels[level].remove(symbol)
        if cost != 0 { setPriced(symbol, at: level, false) }
        return cost
    }

    /// -1, 0 or 1: the sign of the first level that prices `symbol`.
    @inline(__always)
    func sign(of symbol: Symbol) -> Int {
        if levels.count > 64 {
            for index in 0..<levels.count {
                let cost = levels[index].coefficient(of: symbol)
                if cost < 0 { return -1 }
                if cost > 0 { return 1 }
            }
            return 0
        }
        var mask = levels(pricing: symbol)
        while mask != 0 {
            let index = mask.trailingZeroBitCount
            mask &= mask &- 1
            let cost = levels[index].coefficient(of: symbol)
            if cost < 0 { return -1 }
            if cost > 0 { return 1 }
        }
        return 0
    }

    /// The ways the objective can be inconsistent, as messages (empty when sound): priorities
    /// not strictly descending, a level's table, the symbol sets against the levels' rows.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if priorities.count != levels.count { problems.append("\(priorities.count) priorities for \(levels.count) levels") }
        for index in priorities.indices.dropFirst() where priorities[index] >= priorities[index - 1] {
            problems.append("level \(index) (priority \(priorities[index])) is not below the level before it")
        }
        for (index, level) in levels.enumerated() {
            problems += level.invariantViolations().map { "level \(index): \($0)" }
        }
        if levels.count > 64 { return problems }
        var expected = [UInt64](repeating: 0, count: pricing.count)
        for (index, level) in levels.enumerated() {
            for entry in level.entries {
                let s = entry.symbol.index
                if s >= expected.count {
                    problems.append("level \(index) prices symbol \(s), beyond the symbol sets")
                } else {
                    expected[s] |= 1 << UInt64(index)
                }
            }
        }
        for s in expected.indices where expected[s] != pricing[s] {
            problems.append("symbol \(s) is priced at levels \(String(expected[s], radix: 2)), noted \(String(pricing[s], radix: 2))")
        }
        return problems
    }

    private mutating func setPriced(_ symbol: Symbol, at level: Int, _ isPriced: Bool) {
        if level >= 64 { return }
        let bit: UInt64 = 1 << UInt64(level)
        if isPriced { priced(symbol, bit) } else { unpriced(symbol, bit) }
    }

    @inline(__always)
    private mutating func priced(_ symbol: Symbol, _ bit: UInt64) {
        let s = symbol.index
        if s >= pricing.count {
            pricing.append(contentsOf: repeatElement(0, count: Swift.max(s + 1 - pricing.count, pricing.count)))
        }
        pricing[s] |= bit
    }

    @inline(__always)
    private mutating func unpriced(_ symbol: Symbol, _ bit: UInt64) {
        let s = symbol.index
        if s < pricing.count { pricing[s] &= ~bit }
    }

    /// Whether this objective's error sums are lexicographically worse than `other`'s: at the
    /// highest priority where the two differ by more than round-off (`1e-6` of the larger sum,
    /// plus `1e-6`: the solver check's tolerance), this one's is larger. A level either lacks
    /// counts as zero. A difference within round-off at a high level does not decide: it is
    /// the next level's difference that says which is worse.
    func isWorse(than other: Objective) -> Bool {
        var merged = Set(priorities)
        merged.formUnion(other.priorities)
        for priority in merged.sorted(by: >) {
            let mine = level(of: priority).map { levels[$0].constant } ?? 0
            let theirs = other.level(of: priority).map { other.levels[$0].constant } ?? 0
            let tolerance = 1e-6 * (1 + max(abs(mine), abs(theirs)))
            if abs(mine - theirs) <= tolerance { continue }
            return mine > theirs
        }
        return false
    }
}
