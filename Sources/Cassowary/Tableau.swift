/// The simplex tableau of a `Solver`: every basic symbol written as a row over parametric
/// symbols, the lexicographic objective, and the bookkeeping that keeps each change local.
///
/// The state is held by owners, each keeping one invariant and able to check it
/// (`invariantViolations()`, `Tableau+Invariants.swift`):
///
/// | owner | what it holds |
/// |---|---|
/// | `symbols` (`SymbolTable`) | each symbol's kind, the variables, the claims on them |
/// | `rows` (`RowTable`) | the rows by slot, the basis both ways, definition times, reference counts |
/// | `columns` (`ColumnIndex`) | for each symbol the rows where it is parametric |
/// | `definitions` (`DefinitionList`) | the rows with references, in definition order |
/// | `values` (`ValueCache`) | the external symbols' values, which are stale, which wait to be written |
/// | `objective` (`Objective`) | the cost rows, one per priority, and which levels price each symbol |
/// | `candidates` (`SymbolQueue`) | the symbols whose costs changed since they were examined |
/// | `journal` (`Journal`) | how to undo the latest additions |
/// | `constraints` (`ConstraintRecords`) | the constraints, edit variables and pending removals |
/// | `marks` (`VisitMarks`) | scratch marks for walks over references |
///
/// The methods here and in the `Tableau+…` files are the algorithms; each change that spans
/// owners (linking a cell updates the column index and the row's reference count) is one of them.
struct Tableau {
    var symbols: SymbolTable
    var rows = RowTable()
    var columns = ColumnIndex()
    var definitions = DefinitionList()
    var values = ValueCache()
    var objective = Objective()
    /// The phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row?
    var candidates = SymbolQueue()
    /// Basic symbols whose rows may have become infeasible (the dual simplex's work list).
    var infeasible: [Symbol] = []
    var journal = Journal()
    var constraints: ConstraintRecords
    var marks = VisitMarks()
    /// Scratch space for the dual ratio test: the cost vectors of the best and the current symbol.
    var bestRatios: [Double] = []
    var ratios: [Double] = []
    /// How many times the tableau was rebuilt (for tests).
    var rebuildCount = 0
    /// Pivots made since the rows were last computed from the constraints
    /// (`Tableau+Refactor.swift`).
    var pivotsSinceRefactor = 0
    /// How many times the rows were computed again from the constraints (for tests).
    var refactorCount = 0
    /// How many batches of removals were applied by undoing the latest additions instead of a
    /// rebuild (for tests).
    var directUndoCount = 0

    init(tag: UInt64) {
        symbols = SymbolTable(tag: tag)
        constraints = ConstraintRecords(tag: tag)
    }

    // MARK: Symbols

    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        if symbols.count == 0 && symbols.kinds.capacity == 0 { reserveInitialCapacity() }
        let symbol = symbols.make(kind)
        appendSymbolState()
        return symbol
    }

    /// Gives the owners' per-symbol tables an entry for the symbol just made.
    @inline(__always)
    mutating func appendSymbolState() {
        rows.appendSymbol()
        columns.appendSymbol()
        definitions.appendSymbol()
        values.appendSymbol()
        candidates.appendSymbol()
        marks.appendSymbol()
    }

    /// Gives the tables a first capacity for a small layout (64 symbols and rows), so that a
    /// new solver does not reallocate each of them through the sizes 1, 2, 4… up to it (about
    /// a tenth of the time of adding a 100-constraint layout to a fresh solver went there).
    @inline(never)
    mutating func reserveInitialCapacity() {
        let symbolCount = 64, slots = 64
        symbols.reserveCapacity(symbolCount)
        rows.reserveCapacity(symbols: symbolCount, slots: slots)
        columns.reserveCapacity(symbols: symbolCount, entries: 4 * slots)
        definitions.reserveCapacity(symbols: symbolCount)
        values.reserveCapacity(symbols: symbolCount)
        candidates.reserveCapacity(symbols: symbolCount)
        marks.reserveCapacity(symbols: symbolCount)
        constraints.reserveCapacity(slots)
        journal.reserveCapacity(slots)
    }

    /// The symbol of a variable, created on first use.
    mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = symbols.existingSymbol(for: variable) { return symbol }
        let symbol = makeSymbol(.external)
        symbols.claim(variable, as: symbol)
        values.dirty.insert(symbol)
        return symbol
    }

    /// Gives up this solver's claims on variables and constraints (when it goes away).
    func releaseClaims() {
        symbols.releaseClaims()
        constraints.releaseClaims()
    }

    // MARK: Rows and the column index

    /// Puts a row into the tableau with `basic` as its basic symbol and links its cells into
    /// the column index. Returns the row slot.
    ///
    /// The row is consumed: its cells are linked before it is stored, so the caller's last use
    /// of it hands over its buffer and nothing is copied.
    @discardableResult
    mutating func insertRow(_ row: consuming Row, basic: Symbol) -> Int {
        let slot = rows.claimSlot(for: basic)
        let slot32 = Int32(slot)
        row.setColumns { symbol in link(symbol, row: slot32) }
        rows.rows[slot] = row
        if rows.hasReferences(slot) { noteDefinition(basic, slot: slot) }
        noteConstantChange(slot: slot)
        return slot
    }

    /// Lists a row just put in with references (in `slot`) in the definition list, dropping
    /// the stale entries when they make up most of it.
    mutating func noteDefinition(_ basic: Symbol, slot: Int) {
        if definitions.isMostlyStale(liveCount: rows.referenceRowCount) { compactDefinitions() }
        let row = rows.rows[slot], definedAt = rows.definedAt[basic]
        rows.withBasisView { definitions.append(basic, definedAt: definedAt, referencesOf: row, isBasic: $0) }
    }

    /// Takes a row out of the tableau: unlinks its cells and frees its slot. Its basic symbol
    /// becomes parametric; definition rows that referred to it get its row in its place first.
    mutating func takeRow(_ slot: Int) -> Row {
        let basic = rows.basic(at: slot)
        if !columns.isEmpty(basic) { replaceReferences(to: basic) }
        // One copy of the row (its storage retained once), read while unlinking and returned.
        let row = rows.rows[slot]
        row.forEachOccupied { symbol, cell in unlink(symbol, at: cell.column) }
        rows.freeSlot(slot)
        if symbols.kind(of: basic) == .external { values.dirty.insert(basic) }
        return row
    }

    /// Adds a row to a symbol's column list and returns the new entry; a basic symbol counts as
    /// one more reference of the row.
    @inline(__always)
    mutating func link(_ symbol: Symbol, row: Int32) -> Int32 {
        if rows.isBasic(symbol) { rows.addReferences(1, at: Int(row)) }
        return columns.link(symbol, row: row)
    }

    /// Removes an entry from a symbol's column list (and the reference, for a basic symbol).
    @inline(__always)
    mutating func unlink(_ symbol: Symbol, at entry: Int32) {
        let row = columns.unlink(symbol, at: entry)
        if rows.isBasic(symbol) { rows.addReferences(-1, at: Int(row)) }
    }

    /// Records that a row's constant may have changed: its basic variable needs updating, or
    /// the row may have become infeasible.
    @inline(__always)
    mutating func noteConstantChange(slot: Int) {
        let basic = rows.basic(at: slot)
        switch symbols.kind(of: basic) {
        case .external:
            values.dirty.insert(basic)
        case .slack, .error:
            if rows.rows[slot].constant < 0 { infeasible.append(basic) }
        case .dummy:
            if !isNearZero(rows.rows[slot].constant) { infeasible.append(basic) }
        }
    }

    /// Compacts the column index (`ColumnIndex.compact()`) and renumbers the cells' entries.
    mutating func compactColumns() {
        rows.renumberColumns(columns.compact())
    }

    /// Adds `scale × pivot` to the row in `slot`, keeping the column index and the row's
    /// reference count up to date. The inner loop of every substitution and pivot
    /// (`ColumnIndex.add(_:times:to:slot:isBasic:)`).
    mutating func add(_ pivot: Row, times scale: Double, toRowAt slot: Int) {
        columns.reserveFreeEntries(pivot.count)
        var target = Row()
        swap(&target, &rows.rows[slot])
        let references = rows.withBasisView { isBasic in
            columns.add(pivot, times: scale, to: &target, slot: Int32(slot), isBasic: isBasic)
        }
        if references != 0 { rows.addReferences(references, at: slot) }
        swap(&target, &rows.rows[slot])
    }

    /// Replaces `symbol` by `pivot` (the symbol's new row) in every row that holds it and in
    /// the objectives. Touches only the rows in the symbol's column.
    mutating func substitute(_ symbol: Symbol, with pivot: Row) {
        substitute(symbol, with: pivot, recording: false)
    }

    /// `substitute(_:with:)` that journals where the symbol was and its coefficients (a new
    /// row's subject, so that the addition can be undone).
    mutating func substituteRecording(_ symbol: Symbol, with pivot: Row) {
        substitute(symbol, with: pivot, recording: true)
    }

    @inline(__always)
    private mutating func substitute(_ symbol: Symbol, with pivot: Row, recording: Bool) {
        var entry = columns.detach(symbol)
        while entry >= 0 {
            let (slot, next) = columns.release(entry)
            entry = next
            let coefficient = rows.rows[slot].remove(symbol)
            if recording { journal.recordSubstitution(into: rows.basic(at: slot), coefficient: coefficient) }
            add(pivot, times: coefficient, toRowAt: slot)
            noteConstantChange(slot: slot)
        }
        let priced = objective.levels(pricing: symbol)
        for level in 0..<objective.levels.count where level >= 64 || priced & (1 << UInt64(level)) != 0 {
            let cost = objective.remove(symbol, at: level)
            if cost != 0 {
                if recording { journal.recordCost(at: objective.priorities[level], cost) }
                objective.add(pivot, times: cost, at: level)
                markCandidates(in: pivot)
            }
        }
        if artificial != nil {
            let cost = artificial!.remove(symbol)
            if cost != 0 {
                if recording { journal.isBroken = true }
                artificial!.add(pivot, times: cost)
            }
        }
    }

    mutating func markCandidates(in row: Row) {
        for (symbol, _) in row.occupied { candidates.insert(symbol) }
    }

    /// Exchanges the basic symbol of the row in `slot` for `entering`.
    mutating func pivot(slot: Int, entering: Symbol) {
        let leaving = rows.basic(at: slot)
        pivotsSinceRefactor += 1
        switch journal.mode {
        case .recording:
            journal.recordPivot(entering: entering, leaving: leaving)
        case .idle:
            if !journal.isEmpty { journal.clear() }
        case .undoing:
            break
        }
        var row = takeRow(slot)
        row.insertNew(leaving, coefficient: -1)
        row.solve(for: entering)
        substitute(entering, with: row)
        insertRow(consume row, basic: entering)
    }
}
