/// The simplex tableau of a `Solver`: every basic symbol written as a row over parametric
/// symbols, the lexicographic objective, and the bookkeeping that keeps each change local.
///
/// Data layout (chosen for the pivot loop):
/// - symbols are dense `Int32` ids; per-symbol facts live in flat arrays indexed by id;
/// - a row is a small open-addressing hash table of `(symbol, coefficient)` cells;
/// - a column index lists, for each symbol, the rows where it is parametric: a doubly linked
///   list per symbol in one shared pool of entries, and each cell knows its entry, so
///   substituting a symbol touches only the rows that hold it and keeping the index up to date
///   costs O(1) per cell with no allocation;
/// - external symbols whose value may have changed are queued (`dirty`) so that
///   `updateVariables()` writes only those;
/// - symbols whose objective costs changed are queued (`candidates`), so choosing the entering
///   symbol does not rescan the objective.
struct Tableau {
    // MARK: Symbols

    var kinds: [SymbolKind] = []
    /// The row slot whose basic symbol this is, or -1 when parametric.
    var rowOf: [Int32] = []
    /// The first column-index entry of each symbol (-1: the symbol is in no row as parametric).
    var columnHead: [Int32] = []
    /// The number of rows where each symbol is parametric.
    var columnCount: [Int32] = []
    /// The variable of each external symbol.
    var variables: [Variable?] = []
    var isDirty: [Bool] = []
    var isCandidate: [Bool] = []
    /// When each basic symbol's row was put in (a counter): a definition row refers only to
    /// symbols defined before it.
    var definedAt: [Int] = []
    /// The last computed value of each external symbol (see `refreshValues()`).
    var cachedValue: [Double] = []
    /// External symbols whose computed values have not been written to their variables yet.
    var isPendingWrite: [Bool] = []
    var pendingWrites: [Int32] = []
    /// A mark per symbol for graph walks (`visitEpoch` is the current walk).
    var visitMark: [UInt32] = []
    var visitEpoch: UInt32 = 0
    /// Scratch space for `expandReferences(_:)`.
    var referenceHeap: [Int32] = []
    var definitionCounter = 0
    /// A definition row in `definitionOrder`: its basic symbol, its definition time, and where
    /// its references are listed in `definitionReferences`.
    struct DefinitionEntry {
        var symbol: Int32
        var referenceStart: Int32
        var referenceEnd: Int32
        var definedAt: Int
    }

    /// A reference of a definition row: a basic external symbol and its coefficient there.
    struct Reference {
        var symbol: Int32
        var coefficient: Double
    }

    /// The rows that hold references, by basic symbol, in definition order (so each after the
    /// rows it refers to): appended when such a row is put in. An entry is stale once its
    /// symbol left the basis, was defined again or its row lost its references (a row never
    /// gains references after it is put in, except in place of one it loses); stale entries
    /// are skipped and dropped by `evaluateDefinitions(writing:)`.
    var definitionOrder: [DefinitionEntry] = []
    /// The references of the rows in `definitionOrder`, each row's in one range, so that
    /// evaluating a definition reads a few contiguous cells instead of its row's hash table
    /// (mostly parametric symbols and free slots). Gathered when a row is listed, and again
    /// when its references change (`replaceReferences(to:)`); ranges of stale entries are
    /// garbage until `compactDefinitionOrder()`.
    var definitionReferences: [Reference] = []
    /// Each listed symbol's index in `definitionOrder` (meaningless for other symbols).
    var definitionIndex: [Int32] = []
    /// How many rows hold references (kept by `link` and `unlink`): `definitionOrder` lists
    /// every one of them, which the ordered evaluation checks.
    var referenceRowCount = 0

    // MARK: Rows

    var rows: [Row] = []
    /// The basic symbol of each row slot; -1 for a free slot.
    var basics: [Int32] = []
    /// How many cells of each row refer to a basic symbol (see `Tableau+Definitions.swift`).
    var referenceCount: [Int32] = []
    var freeSlots: [Int32] = []

    // MARK: Column index entries (a pool of list nodes)

    /// A node of a column list: a row slot and the neighbouring entries (-1: none).
    struct Entry {
        var row: Int32
        var next: Int32
        var previous: Int32
    }

    var entries: [Entry] = []
    /// The first free entry, chained through `next`.
    var freeEntry: Int32 = -1
    /// How many entries the free chain holds.
    var freeEntryCount = 0
    /// How many entries were linked since `compactColumns()` last ran (or the tableau was
    /// rebuilt): compacting again is worth it only once about as many links were made as it
    /// costs (`compactColumnsIfScattered(before:)`).
    var linksSinceCompaction = 0

    // MARK: Optimisation state

    var objective = Objective()
    /// The phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Basic symbols whose rows may have become infeasible (dual simplex work list).
    var infeasible: [Int32] = []
    /// External symbols whose values may have changed since the last `updateVariables()`.
    var dirty: [Int32] = []
    /// Symbols whose objective costs changed since they were last examined.
    var candidates: [Int32] = []
    /// Scratch space for the dual ratio test.
    var bestRatios: [Double] = []
    var ratios: [Double] = []

    // MARK: Constraints and edits

    /// A constraint in the solver and the symbols that stand for it in the tableau.
    struct ConstraintRecord {
        var constraint: Constraint?
        /// The slack, error (plus) or dummy that identifies the constraint's row; -1 for a
        /// required equality added without a marker (see `Tableau+Rebuild.swift`).
        var marker: Int32
        /// The second error of a non-required constraint, or -1.
        var other: Int32
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
    struct EditRecord {
        var variable: Variable
        var constraint: Constraint
    }

    var records: [ConstraintRecord] = []
    var freeRecords: [Int32] = []
    var constraintCount = 0
    /// Record slots of constraints claimed by another solver's fast path.
    var foreignConstraints: [ObjectIdentifier: Int32] = [:]
    /// Symbols of variables claimed by another solver's fast path.
    var foreignVariables: [ObjectIdentifier: Int32] = [:]
    var edits: [Int32: EditRecord] = [:]
    /// The next constraint's `sequence`.
    var nextSequence = 0
    /// Removed constraints whose rows are still in the tableau: removals are applied together
    /// by the next operation that reads or changes the tableau (`Tableau+Rebuild.swift`).
    var pendingRemovals: [ConstraintRecord] = []
    /// How many times the tableau was rebuilt (for tests).
    var rebuildCount = 0
    /// How many batches of removals were applied by undoing the latest additions instead of a
    /// rebuild (for tests).
    var directUndoCount = 0

    // MARK: The journal of additions (see `Tableau+Undo.swift`)

    /// What the tableau is doing, for `pivot(slot:entering:)`: recording an addition's pivots,
    /// undoing one (no record), or anything else (which ends the journal).
    enum JournalMode { case idle, recording, undoing }

    /// How to undo one addition: the pivots of its optimisation, the row it put in, the rows
    /// that row was substituted into. Each range of the journal's pools starts here and ends
    /// where the next entry's starts (the latest entry's, at the pool's end).
    struct JournalEntry {
        var constraint: Constraint
        var sequence: Int
        /// The basic symbol of the row the addition put in; -1 when it put in none.
        var subject: Int32
        var marker: Int32
        var other: Int32
        /// Into `journalPivots`: (entering, leaving) pairs.
        var pivotStart: Int32
        /// Into `journalPivots`: the pivots before this one came before phase one dropped its
        /// artificial variable (`pivotStart` when there was no phase one).
        var zeroedAtPivot: Int32
        /// Into `journalSubstitutions`: the rows (by basic symbol) that the subject was
        /// substituted out of, with its coefficient there.
        var substitutionStart: Int32
        /// Into `journalCosts`: the same for the objective's levels.
        var costStart: Int32
        /// Into `journalZeroed` and `journalZeroedCosts`: where phase one's artificial variable
        /// (then the subject) stood when it was dropped.
        var zeroedStart: Int32
        var zeroedCostStart: Int32
    }

    var journalMode = JournalMode.idle
    /// The additions since the tableau last changed in any other way, oldest first (so in
    /// `sequence` order).
    var journal: [JournalEntry] = []
    var journalPivots: [Int32] = []
    var journalSubstitutions: [(basic: Int32, coefficient: Double)] = []
    var journalCosts: [(priority: Double, cost: Double)] = []
    var journalZeroed: [(basic: Int32, coefficient: Double)] = []
    var journalZeroedCosts: [(priority: Double, cost: Double)] = []
    /// `journalPivots.count` when phase one dropped its artificial variable.
    var journalZeroedAtPivot: Int32 = 0
    /// Set when the addition being recorded did something the journal cannot undo.
    var journalBroken = false

    /// This solver's identity in `Variable.ownerTag` and `Constraint.ownerTag`.
    let tag: UInt64

    init(tag: UInt64) {
        self.tag = tag
    }

    // MARK: Symbols

    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        let symbol = Int32(kinds.count)
        if kinds.capacity == 0 { reserveInitialCapacity() }
        kinds.append(kind)
        rowOf.append(-1)
        columnHead.append(-1)
        columnCount.append(0)
        variables.append(nil)
        isDirty.append(false)
        isCandidate.append(false)
        definedAt.append(0)
        cachedValue.append(0)
        isPendingWrite.append(false)
        visitMark.append(0)
        definitionIndex.append(-1)
        return symbol
    }

    /// Gives the tables a first capacity for a small layout (64 symbols and rows), so that a
    /// new solver does not reallocate each of them through the sizes 1, 2, 4… up to it (about
    /// a tenth of the time of adding a 100-constraint layout to a fresh solver went there).
    @inline(never)
    mutating func reserveInitialCapacity() {
        let symbols = 64, slots = 64
        kinds.reserveCapacity(symbols)
        rowOf.reserveCapacity(symbols)
        columnHead.reserveCapacity(symbols)
        columnCount.reserveCapacity(symbols)
        variables.reserveCapacity(symbols)
        isDirty.reserveCapacity(symbols)
        isCandidate.reserveCapacity(symbols)
        definedAt.reserveCapacity(symbols)
        cachedValue.reserveCapacity(symbols)
        isPendingWrite.reserveCapacity(symbols)
        visitMark.reserveCapacity(symbols)
        definitionIndex.reserveCapacity(symbols)
        dirty.reserveCapacity(symbols)
        candidates.reserveCapacity(symbols)
        rows.reserveCapacity(slots)
        basics.reserveCapacity(slots)
        referenceCount.reserveCapacity(slots)
        entries.reserveCapacity(4 * slots)
        records.reserveCapacity(slots)
        journal.reserveCapacity(slots)
        journalPivots.reserveCapacity(slots)
        journalSubstitutions.reserveCapacity(slots)
    }

    /// The symbol of a variable, if this solver knows it.
    func existingSymbol(for variable: Variable) -> Int32? {
        if variable.ownerTag == tag { return variable.ownerSymbol }
        if foreignVariables.isEmpty { return nil }
        return foreignVariables[ObjectIdentifier(variable)]
    }

    /// The symbol of a variable, created on first use.
    mutating func symbol(for variable: Variable) -> Int32 {
        if let symbol = existingSymbol(for: variable) { return symbol }
        let symbol = makeSymbol(.external)
        variables[Int(symbol)] = variable
        if variable.ownerTag == 0 {
            variable.ownerTag = tag
            variable.ownerSymbol = symbol
        } else {
            foreignVariables[ObjectIdentifier(variable)] = symbol
        }
        markDirty(symbol)
        return symbol
    }

    @inline(__always)
    mutating func markDirty(_ symbol: Int32) {
        if !isDirty[Int(symbol)] {
            isDirty[Int(symbol)] = true
            dirty.append(symbol)
        }
    }

    @inline(__always)
    mutating func markCandidate(_ symbol: Int32) {
        if !isCandidate[Int(symbol)] {
            isCandidate[Int(symbol)] = true
            candidates.append(symbol)
        }
    }


    // MARK: Rows and the column index

    /// Puts a row into the tableau with `basic` as its basic symbol and links its cells into
    /// the column index. Returns the row slot.
    ///
    /// The row is consumed: its cells are linked before it is stored, so the caller's last use
    /// of it hands over its buffer and nothing is copied.
    @discardableResult
    mutating func insertRow(_ row: consuming Row, basic: Int32) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
            basics[slot] = basic
            if referenceCount[slot] != 0 { referenceRowCount -= 1 }
            referenceCount[slot] = 0
        } else {
            slot = rows.count
            rows.append(Row())
            basics.append(basic)
            referenceCount.append(0)
        }
        rowOf[Int(basic)] = Int32(slot)
        definitionCounter += 1
        definedAt[Int(basic)] = definitionCounter
        let slot32 = Int32(slot)
        row.setColumns { symbol in link(symbol, row: slot32) }
        rows[slot] = row
        if referenceCount[slot] > 0 { noteDefinition(basic, slot: slot) }
        noteConstantChange(slot: slot)
        return slot
    }

    /// Appends a row just put in with references (in `slot`) to `definitionOrder`, dropping the
    /// stale entries when they make up most of it.
    mutating func noteDefinition(_ basic: Int32, slot: Int) {
        if definitionOrder.count >= 2 * referenceRowCount + 64 { compactDefinitionOrder() }
        let start = gatherReferences(slot: slot)
        definitionIndex[Int(basic)] = Int32(definitionOrder.count)
        definitionOrder.append(DefinitionEntry(
            symbol: basic, referenceStart: start, referenceEnd: Int32(definitionReferences.count),
            definedAt: definedAt[Int(basic)]
        ))
    }

    /// Takes a row out of the tableau: unlinks its cells and frees its slot. Its basic symbol
    /// becomes parametric; definition rows that referred to it get its row in its place first.
    mutating func takeRow(_ slot: Int) -> Row {
        let basicSymbol = basics[slot]
        if columnHead[Int(basicSymbol)] >= 0 { replaceReferences(to: basicSymbol) }
        let row = rows[slot]
        for index in 0..<row.capacity {
            let cell = row.cell(at: index)
            if cell.symbol >= 0 { unlink(cell.symbol, at: cell.column) }
        }
        let basic = basics[slot]
        rowOf[Int(basic)] = -1
        if kinds[Int(basic)] == .external { markDirty(basic) }
        rows[slot] = Row()
        basics[slot] = -1
        freeSlots.append(Int32(slot))
        return row
    }

    /// Adds a row to a symbol's column list and returns the new entry.
    @inline(__always)
    mutating func link(_ symbol: Int32, row: Int32) -> Int32 {
        let s = Int(symbol)
        if rowOf[s] >= 0 {
            referenceCount[Int(row)] += 1
            if referenceCount[Int(row)] == 1 { referenceRowCount += 1 }
        }
        let head = columnHead[s]
        let entry: Int32
        if freeEntry >= 0 {
            entry = freeEntry
            freeEntry = entries[Int(entry)].next
            freeEntryCount -= 1
            entries[Int(entry)] = Entry(row: row, next: head, previous: -1)
        } else {
            entry = Int32(entries.count)
            entries.append(Entry(row: row, next: head, previous: -1))
        }
        if head >= 0 { entries[Int(head)].previous = entry }
        columnHead[s] = entry
        columnCount[s] += 1
        linksSinceCompaction += 1
        return entry
    }

    /// Removes an entry from a symbol's column list.
    @inline(__always)
    mutating func unlink(_ symbol: Int32, at entry: Int32) {
        let s = Int(symbol)
        let node = entries[Int(entry)]
        if rowOf[s] >= 0 {
            referenceCount[Int(node.row)] -= 1
            if referenceCount[Int(node.row)] == 0 { referenceRowCount -= 1 }
        }
        if node.previous >= 0 { entries[Int(node.previous)].next = node.next } else { columnHead[s] = node.next }
        if node.next >= 0 { entries[Int(node.next)].previous = node.previous }
        columnCount[s] -= 1
        entries[Int(entry)].next = freeEntry
        freeEntry = entry
        freeEntryCount += 1
    }

    /// Empties a symbol's column list and returns its first entry; walk the detached chain
    /// with `releaseEntry(_:)`.
    @inline(__always)
    mutating func detachColumn(_ symbol: Int32) -> Int32 {
        let head = columnHead[Int(symbol)]
        columnHead[Int(symbol)] = -1
        columnCount[Int(symbol)] = 0
        return head
    }

    /// Frees one entry of a detached chain and returns `(its row, the next entry)`.
    @inline(__always)
    mutating func releaseEntry(_ entry: Int32) -> (row: Int, next: Int32) {
        let node = entries[Int(entry)]
        entries[Int(entry)].next = freeEntry
        freeEntry = entry
        freeEntryCount += 1
        return (Int(node.row), node.next)
    }

    /// The row slots where a symbol is parametric.
    func rowsHolding(_ symbol: Int32) -> [Int] {
        var result: [Int] = []
        var entry = columnHead[Int(symbol)]
        while entry >= 0 {
            result.append(Int(entries[Int(entry)].row))
            entry = entries[Int(entry)].next
        }
        return result
    }

    /// Records that a row's constant may have changed: its basic variable needs updating, or
    /// the row may have become infeasible.
    @inline(__always)
    mutating func noteConstantChange(slot: Int) {
        let basic = basics[slot]
        switch kinds[Int(basic)] {
        case .external:
            markDirty(basic)
        case .slack, .error:
            if rows[slot].constant < 0 { infeasible.append(basic) }
        case .dummy:
            if !isNearZero(rows[slot].constant) { infeasible.append(basic) }
        }
    }

    /// Renumbers the column index so that each symbol's list occupies consecutive entries, in
    /// list order, and drops the free chain: walking a column then reads the pool sequentially
    /// instead of chasing entries scattered by the order cells were linked in (each entry's
    /// successor is known only once the entry is loaded, so scattered entries are one dependent
    /// cache miss after another). O(entries + the rows' slots).
    @inline(never)
    mutating func compactColumns() {
        linksSinceCompaction = 0
        var compacted: [Entry] = []
        compacted.reserveCapacity(entries.count - freeEntryCount)
        var renumbered = [Int32](repeating: -1, count: entries.count)
        for symbol in columnHead.indices {
            var entry = columnHead[symbol]
            if entry < 0 { continue }
            columnHead[symbol] = Int32(compacted.count)
            var previous: Int32 = -1
            while entry >= 0 {
                let node = entries[Int(entry)]
                let index = Int32(compacted.count)
                renumbered[Int(entry)] = index
                compacted.append(Entry(row: node.row, next: node.next >= 0 ? index + 1 : -1, previous: previous))
                previous = index
                entry = node.next
            }
        }
        renumbered.withUnsafeBufferPointer { renumbered in
            for slot in rows.indices where basics[slot] >= 0 {
                rows[slot].renumberColumns { renumbered[Int($0)] }
            }
        }
        entries = compacted
        freeEntry = -1
        freeEntryCount = 0
    }

    /// Makes sure the free chain holds at least `count` entries.
    mutating func reserveFreeEntries(_ count: Int) {
        if freeEntryCount >= count { return }
        // Geometric growth: `reserveCapacity` alone would grow to the exact size each time.
        let needed = entries.count + count - freeEntryCount
        if needed > entries.capacity { entries.reserveCapacity(Swift.max(needed, 2 * entries.capacity)) }
        while freeEntryCount < count {
            entries.append(Entry(row: -1, next: freeEntry, previous: -1))
            freeEntry = Int32(entries.count - 1)
            freeEntryCount += 1
        }
    }

    /// Adds `scale × pivot` to the row in `slot`, keeping the column index up to date.
    ///
    /// This is the inner loop of every substitution and pivot, so `link` and `unlink` are
    /// written out here over the buffers of the column index (no uniqueness or bounds checks
    /// per cell): the free chain is filled first with an entry for every cell the row may gain.
    mutating func add(_ pivot: Row, times scale: Double, toRowAt slot: Int) {
        reserveFreeEntries(pivot.count)
        var target = Row()
        swap(&target, &rows[slot])
        let slot32 = Int32(slot)
        var freeEntry = self.freeEntry
        var freed = 0
        var linked = 0
        var references: Int32 = 0
        rowOf.withUnsafeBufferPointer { rowOf in
            columnHead.withUnsafeMutableBufferPointer { columnHead in
                columnCount.withUnsafeMutableBufferPointer { columnCount in
                    entries.withUnsafeMutableBufferPointer { entries in
                        target.add(
                            pivot, times: scale,
                            linking: { symbol in
                                let s = Int(symbol)
                                if rowOf[s] >= 0 { references += 1 }
                                let entry = freeEntry
                                freeEntry = entries[Int(entry)].next
                                freed -= 1
                                linked += 1
                                let head = columnHead[s]
                                entries[Int(entry)] = Entry(row: slot32, next: head, previous: -1)
                                if head >= 0 { entries[Int(head)].previous = entry }
                                columnHead[s] = entry
                                columnCount[s] += 1
                                return entry
                            },
                            unlinking: { symbol, entry in
                                let s = Int(symbol)
                                if rowOf[s] >= 0 { references -= 1 }
                                let node = entries[Int(entry)]
                                if node.previous >= 0 { entries[Int(node.previous)].next = node.next } else { columnHead[s] = node.next }
                                if node.next >= 0 { entries[Int(node.next)].previous = node.previous }
                                columnCount[s] -= 1
                                entries[Int(entry)].next = freeEntry
                                freeEntry = entry
                                freed += 1
                            }
                        )
                    }
                }
            }
        }
        self.freeEntry = freeEntry
        freeEntryCount += freed
        linksSinceCompaction += linked
        if references != 0 {
            let before = referenceCount[slot]
            referenceCount[slot] += references
            if before == 0 { referenceRowCount += 1 } else if referenceCount[slot] == 0 { referenceRowCount -= 1 }
        }
        swap(&target, &rows[slot])
    }

    /// Replaces `symbol` by `pivot` (the symbol's new row) in every row that holds it and in
    /// the objectives. Touches only the rows in the symbol's column.
    mutating func substitute(_ symbol: Int32, with pivot: Row) {
        substitute(symbol, with: pivot, recording: false)
    }

    /// `substitute(_:with:)` that journals where the symbol was and its coefficients (a new
    /// row's subject, so that the addition can be undone).
    mutating func substituteRecording(_ symbol: Int32, with pivot: Row) {
        substitute(symbol, with: pivot, recording: true)
    }

    @inline(__always)
    private mutating func substitute(_ symbol: Int32, with pivot: Row, recording: Bool) {
        var entry = detachColumn(symbol)
        while entry >= 0 {
            let (slot, next) = releaseEntry(entry)
            entry = next
            let coefficient = rows[slot].remove(symbol)
            if recording { journalSubstitutions.append((basics[slot], coefficient)) }
            add(pivot, times: coefficient, toRowAt: slot)
            noteConstantChange(slot: slot)
        }
        let priced = objective.levels(pricing: symbol)
        for level in 0..<objective.levels.count where level >= 64 || priced & (1 << UInt64(level)) != 0 {
            let cost = objective.remove(symbol, at: level)
            if cost != 0 {
                if recording { journalCosts.append((objective.priorities[level], cost)) }
                objective.add(pivot, times: cost, at: level)
                markCandidates(in: pivot)
            }
        }
        if artificial != nil {
            let cost = artificial!.remove(symbol)
            if cost != 0 {
                if recording { journalBroken = true }
                artificial!.add(pivot, times: cost)
            }
        }
    }

    mutating func markCandidates(in row: Row) {
        for index in 0..<row.capacity {
            let symbol = row.cell(at: index).symbol
            if symbol >= 0 { markCandidate(symbol) }
        }
    }

    /// Exchanges the basic symbol of the row in `slot` for `entering`.
    mutating func pivot(slot: Int, entering: Int32) {
        let leaving = basics[slot]
        switch journalMode {
        case .recording:
            journalPivots.append(entering)
            journalPivots.append(leaving)
        case .idle:
            if !journal.isEmpty { clearJournal() }
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
