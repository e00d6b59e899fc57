/// The simplex steps: primal optimisation (after adding and removing constraints), dual
/// optimisation (after constants change), and phase one with an artificial variable.
///
/// Pivot rules are Bland's (the smallest eligible symbol id enters; ties in the ratio test go to
/// the smallest basic symbol id), which cannot cycle; every loop is also bounded, and running
/// out of iterations or of pivots is reported, never trapped on. Comparisons treat anything
/// within `nearZeroThreshold` of zero as zero; rows never hold coefficients that small.
extension Tableau {
    /// How many pivots one optimisation may take before it gives up.
    var iterationLimit: Int { 10_000 + 20 * kinds.count }

    // MARK: Primal

    /// Minimises the lexicographic objective (or the artificial one during phase one).
    ///
    /// - Returns: `false` if the iteration limit was reached.
    mutating func optimize() -> Bool {
        var blocked: Set<Int32> = []
        for _ in 0..<iterationLimit {
            let entering = artificial == nil ? enteringSymbol() : artificialEnteringSymbol(excluding: blocked)
            if entering < 0 { return true }
            let slot = leavingRow(for: entering)
            if slot < 0 {
                // No row limits the entering symbol: in exact arithmetic the objective would be
                // unbounded, which cannot happen (it is a sum of non-negative errors), so this is
                // round-off. Leave the symbol out (kiwi aborts here).
                if artificial == nil {
                    isCandidate[Int(entering)] = false
                    if let index = candidates.firstIndex(of: entering) { candidates.swapAt(index, candidates.count - 1); candidates.removeLast() }
                } else {
                    blocked.insert(entering)
                }
                continue
            }
            pivot(slot: slot, entering: entering)
        }
        return false
    }

    /// The smallest parametric, non-dummy symbol whose first non-zero cost level is negative,
    /// or -1. Examines only the symbols whose costs changed; drops those that do not qualify.
    mutating func enteringSymbol() -> Int32 {
        var best: Int32 = -1
        var index = 0
        while index < candidates.count {
            let symbol = candidates[index]
            let s = Int(symbol)
            if rowOf[s] < 0, kinds[s] != .dummy, objective.sign(of: symbol) < 0 {
                if best < 0 || symbol < best { best = symbol }
                index += 1
            } else {
                isCandidate[s] = false
                candidates.swapAt(index, candidates.count - 1)
                candidates.removeLast()
            }
        }
        return best
    }

    /// The smallest non-dummy symbol with a negative cost in the artificial objective, or -1.
    func artificialEnteringSymbol(excluding blocked: Set<Int32>) -> Int32 {
        guard let artificial else { return -1 }
        var best: Int32 = -1
        for index in 0..<artificial.capacity {
            let cell = artificial.cell(at: index)
            if cell.symbol >= 0, cell.coefficient < 0, kinds[Int(cell.symbol)] != .dummy,
               best < 0 || cell.symbol < best, !blocked.contains(cell.symbol) {
                best = cell.symbol
            }
        }
        return best
    }

    /// The row whose basic symbol first hits zero as `entering` grows (minimum ratio), among
    /// rows of restricted or dummy basic symbols; -1 when none limits it.
    func leavingRow(for entering: Int32) -> Int {
        var best = -1
        var bestRatio = Double.infinity
        var bestBasic: Int32 = .max
        var entry = columnHead[Int(entering)]
        while entry >= 0 {
            let slot = Int(entries[Int(entry)].row)
            entry = entries[Int(entry)].next
            let basic = basics[slot]
            let kind = kinds[Int(basic)]
            if kind == .external { continue }
            let coefficient = rows[slot].coefficient(of: entering)
            let ratio: Double
            if kind == .dummy {
                ratio = 0  // a basic dummy is pinned at zero: it must leave first
            } else if coefficient < 0 {
                ratio = -rows[slot].constant / coefficient
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

    /// Restores feasibility after constants changed, keeping the objective optimal.
    ///
    /// - Returns: -1 on success, otherwise the basic symbol of a row that no pivot can make
    ///   feasible (the required constraints contradict each other), or `Int32.max` when the
    ///   iteration limit was reached.
    mutating func dualOptimize() -> Int32 {
        var iterations = 0
        while let leaving = infeasible.popLast() {
            let slot = Int(rowOf[Int(leaving)])
            if slot < 0 { continue }
            let constant = rows[slot].constant
            let direction: Double
            switch kinds[Int(leaving)] {
            case .external:
                continue
            case .slack, .error:
                if constant >= 0 || isNearZero(constant) { continue }
                direction = 1
            case .dummy:
                if isNearZero(constant) { continue }
                direction = constant < 0 ? 1 : -1
            }
            let entering = dualEnteringSymbol(slot: slot, direction: direction)
            if entering < 0 {
                infeasible.append(leaving)
                return leaving
            }
            pivot(slot: slot, entering: entering)
            iterations += 1
            if iterations > iterationLimit { return .max }
        }
        return -1
    }

    /// The entering symbol of the dual ratio test: among non-dummy symbols whose coefficient
    /// times `direction` is positive, the one with the lexicographically smallest cost vector
    /// divided by that coefficient; ties go to the smallest id. -1 when there is none.
    mutating func dualEnteringSymbol(slot: Int, direction: Double) -> Int32 {
        let levelCount = objective.levels.count
        if bestRatios.count < levelCount {
            bestRatios = [Double](repeating: 0, count: levelCount)
            ratios = bestRatios
        }
        var best: Int32 = -1
        let row = rows[slot]
        for index in 0..<row.capacity {
            let cell = row.cell(at: index)
            let symbol = cell.symbol
            if symbol < 0 || kinds[Int(symbol)] == .dummy { continue }
            let coefficient = cell.coefficient * direction
            if coefficient <= 0 { continue }
            // Levels that do not price the symbol give it a zero cost (not probed).
            let priced = objective.levels(pricing: symbol)
            for level in 0..<levelCount {
                ratios[level] = level < 64 && priced & (1 << UInt64(level)) == 0
                    ? 0 : objective.levels[level].coefficient(of: symbol) / coefficient
            }
            var better = best < 0
            if !better {
                better = symbol < best
                for level in 0..<levelCount {
                    let difference = ratios[level] - bestRatios[level]
                    if difference < -1e-12 { better = true; break }
                    if difference > 1e-12 { better = false; break }
                }
            }
            if better {
                best = symbol
                swap(&ratios, &bestRatios)
            }
        }
        return best
    }

    // MARK: Phase one

    /// Adds a row that has no valid subject through an artificial variable: minimises the
    /// artificial variable; the row fits the required constraints exactly when it reaches zero.
    /// Journaled like any addition (`Tableau+Undo.swift`): the artificial variable is the
    /// subject, its pivots are recorded, and so is where it stood when it is dropped.
    ///
    /// - Returns: the artificial symbol if the row was added, else -1. On failure the tableau
    ///   is as it was, up to the basis (the objective may need re-optimising).
    mutating func addWithArtificialVariable(_ row: Row) -> Int32 {
        let art = makeSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        _ = optimize()
        let success = isNearZero(artificial?.constant ?? 0)
        artificial = nil

        let slot = Int(rowOf[Int(art)])
        if slot >= 0 {
            if !success || rows[slot].isEmpty {
                // Unsatisfiable: the artificial variable is basic and its row is the only one
                // that mentions the new constraint's symbols; dropping it leaves the tableau as
                // it was. Satisfied with an empty row: nothing else to do (not journaled).
                _ = takeRow(slot)
                journalBroken = true
                return success ? art : -1
            }
            var entering: Int32 = -1
            let artRow = rows[slot]
            for index in 0..<artRow.capacity {
                let symbol = artRow.cell(at: index).symbol
                if symbol >= 0, kinds[Int(symbol)].isRestricted, entering < 0 || symbol < entering {
                    entering = symbol
                }
            }
            if entering < 0 {
                _ = takeRow(slot)
                journalBroken = true
                return -1
            }
            pivot(slot: slot, entering: entering)
        }
        // The artificial variable is parametric (zero) now: drop it everywhere.
        journalZeroedAtPivot = Int32(journalPivots.count)
        var entry = detachColumn(art)
        while entry >= 0 {
            let (slot, next) = releaseEntry(entry)
            entry = next
            let coefficient = rows[slot].remove(art)
            journalZeroed.append((basics[slot], coefficient))
        }
        for level in 0..<objective.levels.count {
            let cost = objective.remove(art, at: level)
            if cost != 0 { journalZeroedCosts.append((objective.priorities[level], cost)) }
        }
        return art
    }
}
