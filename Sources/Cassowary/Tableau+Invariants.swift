/// The invariant check: each owner's own (`invariantViolations()` on `SymbolTable`, `RowTable`,
/// `ColumnIndex`, `DefinitionList`, `ValueCache`, `Objective`, `Journal`,
/// `ConstraintRecords`, `VisitMarks`, the candidate queue and every row's table), then what
/// ties them together: that the tableau is in basic feasible form, and that the column index,
/// the reference counts and the definition list agree with the rows.
///
/// For tests, the fuzz checks and debugging (`Solver.invariantViolations`); nothing on the
/// solver's paths calls it.
extension Tableau {
    /// Every way the tableau can be inconsistent, as messages (empty when sound), each owner's
    /// prefixed with its name.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        func check(_ owner: String, _ found: [String]) {
            problems += found.map { "\(owner): \($0)" }
        }
        check("symbols", symbols.invariantViolations())
        check("rows", rows.invariantViolations())
        check("columns", columns.invariantViolations())
        check("definitions", definitions.invariantViolations())
        check("values", values.invariantViolations())
        check("candidates", candidates.invariantViolations("candidates"))
        check("objective", objective.invariantViolations())
        check("journal", journal.invariantViolations())
        check("constraints", constraints.invariantViolations())
        check("marks", marks.invariantViolations())
        if !problems.isEmpty { return problems }  // the checks below index by what those vouch for
        check("tableau", feasibilityViolations() + cellViolations() + definitionViolations())
        return problems
    }

    /// Basic feasible form: restricted basics non-negative, basic dummies zero, the objective
    /// over parametric symbols.
    private func feasibilityViolations() -> [String] {
        var problems: [String] = []
        for slot in 0..<rows.slotCount {
            guard let basic = rows.basicIfOccupied(at: slot) else { continue }
            let constant = rows.rows[slot].constant
            if symbols.kind(of: basic).isRestricted && constant < -1e-7 {
                problems.append("row \(slot): restricted basic \(basic) = \(constant)")
            }
            if symbols.kind(of: basic) == .dummy && !isNearZero(constant) {
                problems.append("row \(slot): dummy basic \(basic) = \(constant)")
            }
        }
        if objective.levels.contains(where: { level in level.entries.contains { rows.isBasic($0.symbol) } }) {
            problems.append("the objective prices a basic symbol")
        }
        return problems
    }

    /// Each row's table; its cells' column entries name its row; the references each row counts
    /// are its basic symbols, which only definition rows (external, defined later) hold; each
    /// column lists exactly the rows that hold its symbol.
    private func cellViolations() -> [String] {
        var problems: [String] = []
        for slot in 0..<rows.slotCount {
            let row = rows.rows[slot]
            problems += row.invariantViolations().map { "row \(slot): \($0)" }
            guard let basic = rows.basicIfOccupied(at: slot) else { continue }
            let references = row.entries.filter { rows.isBasic($0.symbol) }.count
            if references != Int(rows.referenceCounts[slot]) {
                problems.append("row \(slot): \(references) references counted as \(rows.referenceCounts[slot])")
            }
            for index in 0..<row.capacity {
                let cell = row.cell(at: index)
                guard let symbol = cell.symbol else { continue }
                if symbol.index >= symbols.count {
                    problems.append("row \(slot): cell \(symbol) is beyond the symbols")
                    continue
                }
                if rows.isBasic(symbol) {
                    let isReference = symbols.kind(of: basic) == .external && symbols.kind(of: symbol) == .external
                        && rows.definedAt[symbol] < rows.definedAt[basic]
                    if !isReference { problems.append("row \(slot): basic symbol \(symbol) as parametric") }
                }
                if cell.column < 0 || Int(cell.column) >= columns.entries.count || columns.entries[Int(cell.column)].row != Int32(slot) {
                    problems.append("row \(slot): cell \(symbol) has a wrong column entry")
                }
            }
        }
        for index in 0..<symbols.count {
            let symbol = Symbol(index: index)
            for slot in columns.slots(holding: symbol) where slot >= rows.slotCount || !rows.rows[slot].contains(symbol) {
                problems.append("column \(symbol) lists row \(slot), which does not hold it")
            }
        }
        return problems
    }

    /// Every row with references is listed in the definition list, and each live entry lists
    /// exactly its row's references.
    private func definitionViolations() -> [String] {
        var problems: [String] = []
        var listed: [Symbol: Int] = [:]
        for entry in definitions.entries { listed[entry.symbol] = entry.definedAt }
        for (index, entry) in definitions.entries.enumerated() where isLive(entry) {
            if definitions.position(of: entry.symbol, definedAt: entry.definedAt) != index {
                problems.append("the list position of \(entry.symbol) is wrong")
            }
            let row = rows.row(of: entry.symbol)
            let gathered = definitions.references[Int(entry.referenceStart)..<Int(entry.referenceEnd)]
            let actual = row.entries.filter { rows.isBasic($0.symbol) }
            if gathered.count != actual.count || !actual.allSatisfy({ reference in
                gathered.contains { $0.symbol == reference.symbol && $0.coefficient == reference.coefficient }
            }) {
                problems.append("the listed references of \(entry.symbol) differ from its row's")
            }
        }
        for slot in 0..<rows.slotCount where rows.hasReferences(slot) {
            guard let basic = rows.basicIfOccupied(at: slot) else { continue }
            if listed[basic] != rows.definedAt[basic] { problems.append("row \(slot): references, not in the definition list") }
        }
        return problems
    }
}
