/// Edit variables, writing values back, forgetting variables, and the invariant check.
extension Tableau {
    // MARK: Edit variables

    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard strength.isValid else {
            throw .invalidStrength("priority \(strength.priority) for edit variable \(variable)")
        }
        try applyPendingRemovals()
        let symbol = symbol(for: variable)
        if edits[symbol] != nil { throw .duplicateEditVariable(variable.description) }
        // Start at the current value, so adding the edit variable moves nothing.
        let constraint = Constraint(Expression(terms: [Term(variable)], constant: -currentValue(of: symbol)), .equal, strength: strength)
        try add(constraint, wantsMarker: true)
        edits[symbol] = EditRecord(variable: variable, constraint: constraint)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let symbol = existingSymbol(for: variable), let edit = edits[symbol] else {
            throw .unknownEditVariable(variable.description)
        }
        edits[symbol] = nil
        try remove(edit.constraint)
    }

    func hasEditVariable(_ variable: Variable) -> Bool {
        guard let symbol = existingSymbol(for: variable) else { return false }
        return edits[symbol] != nil
    }

    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let symbol = existingSymbol(for: variable), let edit = edits[symbol] else {
            throw .unknownEditVariable(variable.description)
        }
        guard value.isFinite else {
            throw .nonFiniteValue("suggested value \(value) for \(variable)")
        }
        do {
            try updateConstant(of: edit.constraint, to: -value)
        } catch .unsatisfiableConstraint {
            throw .unsatisfiableConstraint("suggested value \(formatNumber(value)) for required edit variable \(variable)")
        }
    }

    // MARK: Values

    /// Writes the current solution into the variables whose values may have changed.
    mutating func updateVariables() {
        // A failure here has no caller to report to; the next throwing operation reports it.
        try? applyPendingRemovals()
        refreshValues(writing: true)
        flushPendingWrites()
    }

    /// `updateVariables()`, appending the variables whose values changed to `changed`.
    mutating func updateVariables(reportingChangesTo changed: inout [Variable]) {
        try? applyPendingRemovals()
        // Every value goes through the queue of writes, where changes are seen.
        refreshValues(writing: false)
        flushPendingWrites(reportingChangesTo: &changed)
    }

    /// Drops a variable that no constraint or edit uses any more.
    mutating func forget(_ variable: Variable) -> Bool {
        guard let symbol = existingSymbol(for: variable) else { return true }
        try? applyPendingRemovals()
        let s = Int(symbol)
        guard edits[symbol] == nil, rowOf[s] < 0, columnCount[s] == 0 else { return false }
        variables[s] = nil
        if variable.ownerTag == tag {
            variable.ownerTag = 0
            variable.ownerSymbol = -1
        } else {
            foreignVariables[ObjectIdentifier(variable)] = nil
        }
        return true
    }

    // MARK: Invariants

    /// Every way the tableau can be inconsistent, as messages (empty when sound): the column
    /// index against the rows, basic symbols appearing as parametric, negative restricted
    /// basics, non-zero basic dummies.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        for slot in 0..<rows.count {
            let basic = basics[slot]
            if basic < 0 { continue }
            if rowOf[Int(basic)] != Int32(slot) { problems.append("row \(slot): basic \(basic) not mapped back") }
            let row = rows[slot]
            if kinds[Int(basic)].isRestricted && row.constant < -1e-7 {
                problems.append("row \(slot): restricted basic \(basic) = \(row.constant)")
            }
            if kinds[Int(basic)] == .dummy && !isNearZero(row.constant) {
                problems.append("row \(slot): dummy basic \(basic) = \(row.constant)")
            }
            let references = row.entries.filter { rowOf[Int($0.symbol)] >= 0 }.count
            if references != Int(referenceCount[slot]) {
                problems.append("row \(slot): \(references) references counted as \(referenceCount[slot])")
            }
            for index in 0..<row.capacity {
                let cell = row.cell(at: index)
                if cell.symbol < 0 { continue }
                if rowOf[Int(cell.symbol)] >= 0 {
                    // Only definition rows refer to basic symbols: external ones, defined earlier.
                    let isReference = kinds[Int(basic)] == .external && kinds[Int(cell.symbol)] == .external
                        && definedAt[Int(cell.symbol)] < definedAt[Int(basic)]
                    if !isReference { problems.append("row \(slot): basic symbol \(cell.symbol) as parametric") }
                }
                if cell.column < 0 || Int(cell.column) >= entries.count || entries[Int(cell.column)].row != Int32(slot) {
                    problems.append("row \(slot): cell \(cell.symbol) has a wrong column entry")
                }
            }
        }
        // Every row with references is listed in `definitionOrder`, in definition order.
        var listed: [Int32: Int] = [:]
        var previous = Int.min
        for entry in definitionOrder {
            if entry.definedAt <= previous { problems.append("definitionOrder is not in definition order at \(entry.symbol)") }
            previous = entry.definedAt
            listed[entry.symbol] = entry.definedAt
        }
        // Each live entry lists exactly its row's references.
        for (index, entry) in definitionOrder.enumerated() where isLive(entry) {
            if definitionIndex[Int(entry.symbol)] != Int32(index) {
                problems.append("definitionIndex of \(entry.symbol) is wrong")
            }
            let row = rows[Int(rowOf[Int(entry.symbol)])]
            let listed = definitionReferences[Int(entry.referenceStart)..<Int(entry.referenceEnd)]
            let actual = row.entries.filter { rowOf[Int($0.symbol)] >= 0 }
            if listed.count != actual.count || !actual.allSatisfy({ reference in
                listed.contains { $0.symbol == reference.symbol && $0.coefficient == reference.coefficient }
            }) {
                problems.append("the listed references of \(entry.symbol) differ from its row's")
            }
        }
        var rowsWithReferences = 0
        for slot in 0..<rows.count where basics[slot] >= 0 && referenceCount[slot] > 0 {
            rowsWithReferences += 1
            let basic = basics[slot]
            if listed[basic] != definedAt[Int(basic)] { problems.append("row \(slot): references, not in definitionOrder") }
        }
        if rowsWithReferences != referenceRowCount {
            problems.append("\(rowsWithReferences) rows with references counted as \(referenceRowCount)")
        }
        for symbol in 0..<columnHead.count {
            let holding = rowsHolding(Int32(symbol))
            if holding.count != Int(columnCount[symbol]) { problems.append("column \(symbol) count is wrong") }
            for slot in holding where rows[slot].slot(of: Int32(symbol)) < 0 {
                problems.append("column \(symbol) lists row \(slot), which does not hold it")
            }
        }
        var free = 0
        var entry = freeEntry
        while entry >= 0 && free <= entries.count {
            free += 1
            entry = entries[Int(entry)].next
        }
        if free != freeEntryCount { problems.append("the free chain holds \(free) entries, counted as \(freeEntryCount)") }
        problems += objective.pricingViolations()
        if objective.levels.contains(where: { level in level.entries.contains { rowOf[Int($0.symbol)] >= 0 } }) {
            problems.append("the objective prices a basic symbol")
        }
        return problems
    }
}
