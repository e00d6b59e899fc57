/// The simplex steps: primal optimisation (after adding and removing constraints), dual
/// optimisation (after constants change), and phase one with an artificial variable.
///
/// Pivot rules are Bland's (the smallest eligible symbol id enters; ties in the ratio test go to
/// the smallest basic symbol id), which cannot cycle; every loop is also bounded, and running
/// out of iterations or of pivots is reported, never trapped on. Comparisons treat anything
/// within `nearZeroThreshold` of zero as zero. Rows keep small products (`productFloor`), so
/// both ratio tests skip pivot elements below `relativePivotTolerance` of their row's largest
/// coefficient: no row is divided by round-off.
extension Tableau {
    /// How many pivots one optimisation may take before it gives up.
    var iterationLimit: Int { 10_000 + 20 * symbols.count }

    // MARK: Primal

    /// Minimises the lexicographic objective (or the artificial one during phase one).
    ///
    /// - Returns: `false` if the iteration limit was reached.
    mutating func optimize() -> Bool {
        var blocked: Set<Symbol> = []
        for _ in 0..<iterationLimit {
            guard let entering = artificial == nil ? enteringSymbol() : artificialEnteringSymbol(excluding: blocked) else {
                return true
            }
            guard let slot = leavingRow(for: entering) else {
                // No row limits the entering symbol: in exact arithmetic the objective would be
                // unbounded, which cannot happen (it is a sum of non-negative errors), so this is
                // round-off. Leave the symbol out (kiwi aborts here).
                if artificial == nil {
                    candidates.remove(entering)
                } else {
                    blocked.insert(entering)
                }
                continue
            }
            pivot(slot: slot, entering: entering)
        }
        return false
    }

    /// The smallest parametric, non-dummy symbol whose first non-zero cost level is negative.
    /// Examines only the symbols whose costs changed; drops those that do not qualify.
    mutating func enteringSymbol() -> Symbol? {
        var best: Symbol?
        var index = 0
        while index < candidates.count {
            let symbol = candidates[index]
            if !rows.isBasic(symbol), symbols.kind(of: symbol) != .dummy, checkedSign(of: symbol) < 0 {
                if best.map({ symbol < $0 }) ?? true { best = symbol }
                index += 1
            } else {
                candidates.remove(at: index)
            }
        }
        return best
    }

    // MARK: Costs recomputed

    /// How small a cost must be to be recomputed before it decides anything
    /// (`checkedCost(of:at:)`).
    static let costDriftBound = 1e-6

    /// -1, 0 or 1: the sign of the first level that prices `symbol`, each cost below
    /// `costDriftBound` recomputed first (`checkedCost(of:at:)`).
    mutating func checkedSign(of symbol: Symbol) -> Int {
        let priced = objective.levels(pricing: symbol)
        for level in 0..<objective.levels.count where level >= 64 || priced & (1 << UInt64(level)) != 0 {
            let cost = checkedCost(of: symbol, at: level)
            if cost < 0 { return -1 }
            if cost > 0 { return 1 }
        }
        return 0
    }

    /// The cost of `symbol` at `level`; a cost smaller than `costDriftBound` is first recomputed
    /// from the rows (`exactCost(of:at:)`) and corrected in the objective.
    ///
    /// The objective's costs are updated by every pivot, and they drift: a cost that is zero in
    /// exact arithmetic is left at a few units of 1e-8, since rows drop sums below
    /// `nearZeroThreshold` and the objective's updates do not see what was dropped. A drifted
    /// cost decides the sign of its symbol in place of the levels below it, which then go
    /// unpriced: a tableau that calls itself optimal while a lower priority could still be
    /// improved by a whole point (`docs/cassowary.md`, "Costs recomputed"). Large costs are
    /// never in doubt, so only small ones are recomputed: a walk over the symbol's column.
    @inline(__always)
    mutating func checkedCost(of symbol: Symbol, at level: Int) -> Double {
        let cost = objective.levels[level].coefficient(of: symbol)
        if cost == 0 || abs(cost) >= Self.costDriftBound { return cost }
        let exact = exactCost(of: symbol, at: level)
        if exact != cost { objective.setCost(of: symbol, to: exact, at: level) }
        return objective.levels[level].coefficient(of: symbol)
    }

    /// The cost of `symbol` at `level` computed from the rows: 1 if it is an error of that
    /// level's priority, plus its coefficient in the row of each basic error of that priority.
    func exactCost(of symbol: Symbol, at level: Int) -> Double {
        let priority = objective.priorities[level]
        var cost = objective.errorPriority(of: symbol) == priority ? 1.0 : 0
        for slot in columns.slots(holding: symbol) where objective.errorPriority(of: rows.basic(at: slot)) == priority {
            cost += rows.rows[slot].coefficient(of: symbol)
        }
        return cost
    }

    /// The smallest non-dummy symbol with a negative cost in the artificial objective.
    func artificialEnteringSymbol(excluding blocked: Set<Symbol>) -> Symbol? {
        guard let artificial else { return nil }
        var best: Symbol?
        for index in 0..<artificial.capacity {
            let cell = artificial.cell(at: index)
            if let symbol = cell.symbol, cell.coefficient < 0, symbols.kind(of: symbol) != .dummy,
               best.map({ symbol < $0 }) ?? true, !blocked.contains(symbol) {
                best = symbol
            }
        }
        return best
    }

    /// The row whose basic symbol first hits zero as `entering` grows (minimum ratio), among
    /// rows of restricted or dummy basic symbols; `nil` when none limits it.
    ///
    /// A row whose coefficient of `entering` is below `relativePivotTolerance` of its largest
    /// coefficient does not limit it: that coefficient is round-off of a zero (or too small to
    /// divide by), and pivoting on it would scale the row's round-off into values of billions.
    func leavingRow(for entering: Symbol) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        var bestBasic = Symbol(.max)
        for slot in columns.slots(holding: entering) {
            let basic = rows.basic(at: slot)
            let kind = symbols.kind(of: basic)
            if kind == .external { continue }
            let row = rows.rows[slot]
            let coefficient = row.coefficient(of: entering)
            let ratio: Double
            if kind == .dummy {
                ratio = 0  // a basic dummy is pinned at zero: it must leave first
            } else if coefficient < 0 {
                if -coefficient < Self.relativePivotTolerance * row.largestCoefficientMagnitude { continue }
                ratio = -row.constant / coefficient
            } else {
                continue
            }
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = slot
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best
    }

    // MARK: Dual

    /// What the dual simplex ends with.
    enum DualOutcome: Equatable {
        /// Every row is feasible again, the objective still optimal.
        case feasible
        /// No pivot can make the row of this basic symbol feasible: the required constraints
        /// contradict each other.
        case infeasible(Symbol)
        /// The iteration limit was reached.
        case iterationLimit
    }

    /// Restores feasibility after constants changed, keeping the objective optimal.
    mutating func dualOptimize() -> DualOutcome {
        var iterations = 0
        while let leaving = infeasible.popLast() {
            guard let slot = rows.slot(of: leaving) else { continue }
            let constant = rows.rows[slot].constant
            let direction: Double
            switch symbols.kind(of: leaving) {
            case .external:
                continue
            case .slack, .error:
                if constant >= 0 || isNearZero(constant) { continue }
                direction = 1
            case .dummy:
                if isNearZero(constant) { continue }
                direction = constant < 0 ? 1 : -1
            }
            guard let entering = dualEnteringSymbol(slot: slot, direction: direction) else {
                // No pivot can move this row; if it is off only by round-off, it is feasible.
                if isRoundOff(constant, ofRow: rows.rows[slot]) { continue }
                infeasible.append(leaving)
                return .infeasible(leaving)
            }
            pivot(slot: slot, entering: entering)
            iterations += 1
            if iterations > iterationLimit { return .iterationLimit }
        }
        return .feasible
    }

    /// The entering symbol of the dual ratio test: among non-dummy symbols whose coefficient
    /// times `direction` is positive, the one with the lexicographically smallest cost vector
    /// divided by that coefficient; ties go to the smallest id. `nil` when there is none.
    ///
    /// Two ratios at a level are a tie when they differ by round-off (`isRatioTie`), and the
    /// next level decides: costs and coefficients carry the round-off of every pivot before,
    /// so ratios that are equal in exact arithmetic (4 and 4 at one level) come out a few units
    /// of 1e-12 apart; deciding on that difference picks a symbol whose ratio at a lower level
    /// is larger, and the pivot leaves another symbol with a negative cost there: the
    /// objective is then no longer optimal at that level, and nothing after the dual simplex
    /// looks again.
    mutating func dualEnteringSymbol(slot: Int, direction: Double) -> Symbol? {
        let levelCount = objective.levels.count
        if bestRatios.count < levelCount {
            bestRatios = [Double](repeating: 0, count: levelCount)
            ratios = bestRatios
        }
        var best: Symbol?
        let row = rows.rows[slot]
        let smallest = row.largestCoefficientMagnitude * Self.relativePivotTolerance
        for (symbol, cell) in row.occupied where symbols.kind(of: symbol) != .dummy {
            let coefficient = cell.coefficient * direction
            if coefficient <= smallest { continue }
            // Levels that do not price the symbol give it a zero cost (not probed).
            let priced = objective.levels(pricing: symbol)
            for level in 0..<levelCount {
                ratios[level] = level < 64 && priced & (1 << UInt64(level)) == 0
                    ? 0 : checkedCost(of: symbol, at: level) / coefficient
            }
            var better = true
            if let best {
                better = symbol < best
                for level in 0..<levelCount {
                    let ratio = ratios[level], bestRatio = bestRatios[level]
                    if Self.isRatioTie(ratio, bestRatio) { continue }
                    better = ratio < bestRatio
                    break
                }
            }
            if better {
                best = symbol
                swap(&ratios, &bestRatios)
            }
        }
        return best
    }

    /// The smallest pivot element either ratio test takes, relative to the largest coefficient
    /// in the row (dummies included): a smaller one is round-off of a zero, and pivoting on it
    /// turns the row's round-off into values of millions (`docs/cassowary.md`, "No pivot on
    /// round-off"). In the dual ratio test a row whose only eligible symbols are that small
    /// cannot be made feasible; in the primal one such a row does not limit the entering symbol.
    static let relativePivotTolerance = 1e-7

    /// Whether two ratios of the dual ratio test are equal up to round-off: within 1e-12, or
    /// within `1e-9` of the larger magnitude.
    @inline(__always)
    static func isRatioTie(_ a: Double, _ b: Double) -> Bool {
        let difference = a - b
        if difference < 1e-12 && difference > -1e-12 { return true }
        return abs(difference) <= 1e-9 * max(abs(a), abs(b))
    }

    // MARK: Phase one

    /// Adds a row that has no valid subject through an artificial variable: minimises the
    /// artificial variable; the row fits the required constraints exactly when it reaches zero.
    /// Journaled like any addition (`Tableau+Undo.swift`): the artificial variable is the
    /// subject, its pivots are recorded, and so is where it stood when it is dropped.
    ///
    /// The artificial variable reaches zero when it is within round-off of it
    /// (`isRoundOff(_:of:)` of the constraint's expression); its row's constant is then
    /// made zero.
    ///
    /// - Returns: the artificial symbol if the row was added, else `nil`. On failure the tableau
    ///   is as it was, up to the basis (the objective may need re-optimising).
    mutating func addWithArtificialVariable(_ row: Row, expression: Expression) -> Symbol? {
        let art = makeSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        _ = optimize()
        let remaining = artificial?.constant ?? 0
        artificial = nil
        var success = isNearZero(remaining)
        if !success && isRoundOff(remaining, of: expression) {
            success = true
            if let slot = rows.slot(of: art) {
                rows.rows[slot].constant = 0
                noteConstantChange(slot: slot)
            }
        }

        if let slot = rows.slot(of: art) {
            if !success || rows.rows[slot].isEmpty {
                // Unsatisfiable: the artificial variable is basic and its row is the only one
                // that mentions the new constraint's symbols; dropping it leaves the tableau as
                // it was. Satisfied with an empty row: nothing else to do (not journaled).
                _ = takeRow(slot)
                journal.isBroken = true
                return success ? art : nil
            }
            guard let entering = smallestRestrictedSymbol(in: rows.rows[slot]) else {
                _ = takeRow(slot)
                journal.isBroken = true
                return nil
            }
            pivot(slot: slot, entering: entering)
        }
        // The artificial variable is parametric (zero) now: drop it everywhere.
        journal.noteZeroed()
        var entry = columns.detach(art)
        while entry >= 0 {
            let (slot, next) = columns.release(entry)
            entry = next
            let coefficient = rows.rows[slot].remove(art)
            journal.recordZeroed(in: rows.basic(at: slot), coefficient: coefficient)
        }
        for level in 0..<objective.levels.count {
            let cost = objective.remove(art, at: level)
            if cost != 0 { journal.recordZeroedCost(at: objective.priorities[level], cost) }
        }
        return art
    }

    /// The slack or error symbol of a row with the smallest id.
    private func smallestRestrictedSymbol(in row: Row) -> Symbol? {
        var smallest: Symbol?
        for index in 0..<row.capacity {
            if let symbol = row.cell(at: index).symbol, symbols.kind(of: symbol).isRestricted,
               smallest.map({ symbol < $0 }) ?? true {
                smallest = symbol
            }
        }
        return smallest
    }
}
