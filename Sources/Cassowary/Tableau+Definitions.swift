/// Definition rows: rows of external symbols that refer to other external basic symbols
/// instead of repeating their rows.
///
/// In the textbook tableau every row is written over parametric symbols only. A view placed
/// below another (`v2.minY = v1.minY + v1.height + 8`) then repeats the whole row of `v1.minY`,
/// which repeats the row of the view above it, and so on: in a stack of n labels (each height
/// an intrinsic size, so a row of slack and error symbols) the last label's row holds 2n
/// symbols, and the tableau grows quadratically (`tree-10000`: 1.3 million cells, 1,606 in the
/// longest row, all of them in rows of external symbols).
///
/// Rows of external symbols take no part in choosing pivots: the primal and dual ratio tests
/// look only at rows of slack, error and dummy symbols, and the objective prices only
/// parametric symbols. So a new constraint whose row can be solved for an external symbol that
/// no row holds yet (a new view's variable, the usual case while a layout is built) keeps the
/// external basic symbols of its expression as they are — references — and its row becomes a
/// *definition row*: `v2.minY = v1.minY + v1.height + 8`, three cells however deep the stack.
///
/// The invariants that keep this sound:
/// - only rows of external symbols hold references, and only to external basic symbols that
///   were defined before them (`RowTable.definedAt`), so references form a DAG;
/// - rows of slack, error and dummy symbols, the objective, and every row used as a pivot are
///   written over parametric symbols only (a new row that cannot become a definition row is
///   expanded first, `expandReferences(_:)`);
/// - a referenced symbol's column lists the rows that refer to it; before it leaves the basis
///   its row replaces it in those rows (`replaceReferences(to:)`);
/// - a symbol's value is its row's constant plus its references' values
///   (`refreshValues()`, in dependency order, only for rows whose values may have changed).
extension Tableau {
    /// Rows of at most this many cells are copied into a new row rather than referred to: short
    /// rows stay as they were in the textbook tableau (constants, in a chain of fixed-size views),
    /// and only rows that have grown keep their references.
    static let inlineLimit = 8

    /// Whether any level of the objective prices the symbol.
    func isPriced(_ symbol: Symbol) -> Bool {
        objective.sign(of: symbol) != 0
    }

    /// A subject for a definition row: a parametric external symbol of the row that no row
    /// holds and the objective does not price, the smallest id first; `nil` when there is none.
    func freshSubject(_ row: Row) -> Symbol? {
        // The objective is consulted only for the candidate found (it almost never prices a
        // symbol that no row holds); when it does, the next smallest is tried.
        var lowest: Int32 = 0  // the smallest id still eligible
        while true {
            var best = Int32.max  // the smallest eligible id found so far, if below `Int32.max`
            for (symbol, _) in row.occupied where symbol.id >= lowest && symbol.id < best {
                if symbols.kind(of: symbol) == .external, !rows.isBasic(symbol), columns.isEmpty(symbol) { best = symbol.id }
            }
            if best == .max { return nil }
            if !isPriced(Symbol(best)) { return Symbol(best) }
            lowest = best + 1
        }
    }

    /// Rewrites a row that is not in the tableau over parametric symbols only: every reference
    /// to a basic symbol is replaced by that symbol's row, transitively. References are
    /// expanded latest definition first (a row refers only to earlier ones, so nothing expanded
    /// comes back), each at most once, and only while they are still in the row: in
    /// `child.bottom <= container.bottom` the two chains of references meet and cancel, and what
    /// lies above the meeting point is never visited.
    mutating func expandReferences(_ row: inout Row) {
        var heap = marks.takeHeap()
        marks.startWalk()
        for (symbol, _) in row.occupied where rows.isBasic(symbol) {
            _ = marks.mark(symbol)
            heapPush(&heap, symbol, latestFirst: true)
        }
        while !heap.isEmpty {
            let symbol = heapPop(&heap, latestFirst: true)
            let coefficient = row.remove(symbol)
            if coefficient == 0 { continue }
            let definition = rows.row(of: symbol)
            row.add(definition, times: coefficient)
            for (reference, _) in definition.occupied where rows.isBasic(reference) && marks.mark(reference) {
                heapPush(&heap, reference, latestFirst: true)
            }
        }
        marks.reuseHeap(&heap)
    }

    /// Replaces the references to a basic symbol by its row, in every row that refers to it
    /// (before the symbol leaves the basis).
    mutating func replaceReferences(to symbol: Symbol) {
        let definition = rows.row(of: symbol)
        var entry = columns.detach(symbol)
        while entry >= 0 {
            let (slot, next) = columns.release(entry)
            entry = next
            let coefficient = rows.rows[slot].remove(symbol)
            rows.addReferences(-1, at: slot)
            add(definition, times: coefficient, toRowAt: slot)
            noteConstantChange(slot: slot)
            if rows.hasReferences(slot) { regatherReferences(slot: slot) }
        }
    }

    // MARK: The list of definition rows

    /// Whether an entry of the definition list still stands for a row with references (its
    /// symbol is basic, was not defined again, and its row still holds references).
    @inline(__always)
    func isLive(_ entry: DefinitionList.Entry) -> Bool {
        guard let slot = rows.slot(of: entry.symbol) else { return false }
        return rows.definedAt[entry.symbol] == entry.definedAt && rows.hasReferences(slot)
    }

    /// Lists the references of a listed row again after they changed.
    mutating func regatherReferences(slot: Int) {
        let basic = rows.basic(at: slot)
        guard let position = definitions.position(of: basic, definedAt: rows.definedAt[basic]) else {
            // Not listed (which should not happen): list every row again.
            relistDefinitions()
            return
        }
        let row = rows.rows[slot]
        rows.withBasisView { definitions.regather(at: position, referencesOf: row, isBasic: $0) }
    }

    /// Drops the stale entries of the definition list and the references no live entry uses.
    mutating func compactDefinitions() {
        let rows = self.rows
        definitions.compact { entry in
            guard let slot = rows.slot(of: entry.symbol) else { return false }
            return rows.definedAt[entry.symbol] == entry.definedAt && rows.hasReferences(slot)
        }
    }

    /// Lists every row that holds references in the definition list, in definition order.
    mutating func relistDefinitions() {
        definitions.removeAll()
        var listed: [(symbol: Symbol, slot: Int)] = []
        for slot in 0..<rows.slotCount where rows.hasReferences(slot) {
            if let basic = rows.basicIfOccupied(at: slot) { listed.append((basic, slot)) }
        }
        listed.sort { rows.definedAt[$0.symbol] < rows.definedAt[$1.symbol] }
        for (symbol, slot) in listed {
            let row = rows.rows[slot], definedAt = rows.definedAt[symbol]
            rows.withBasisView { definitions.append(symbol, definedAt: definedAt, referencesOf: row, isBasic: $0) }
        }
        rows.recountReferenceRows()
    }

    // MARK: Values

    /// Computes the values of the external symbols whose rows changed since the last call, and
    /// of the definition rows that refer to a symbol whose value changed, and writes them to
    /// their variables (`writing`) or queues them for `flushPendingWrites()`. A row without
    /// references is its constant. Rows with references are evaluated either all of them, in
    /// definition order (`evaluateDefinitions(writing:)`: one pass, each after the rows it refers
    /// to), when many rows changed (a layout was just added), or else through a heap ordered by
    /// definition time, where a change propagates along the references only while values change.
    ///
    /// - Parameter writing: write the values into the variables at once rather than queue them
    ///   (`updateVariables()`, which then flushes what is still queued).
    mutating func refreshValues(writing: Bool = false) {
        if values.dirty.isEmpty { return }
        var list = values.dirty.takeMembers()
        var heap = marks.takeHeap()
        // Rows without references are their constants. Collects in `heap` the symbols whose
        // value changed and that rows refer to, and leaves the definition rows dirty.
        let dirtyDefinitions = refreshConstantRows(list, writing: writing, changed: &heap)
        if !writing {
            for symbol in list where !values.dirty.contains(symbol) { queueWrite(symbol) }
        }
        if dirtyDefinitions == 0 && heap.isEmpty {
            // No definition row can have changed (an edit step that moves only placed rows).
            values.dirty.reuse(&list)
            marks.reuseHeap(&heap)
            return
        }
        if (dirtyDefinitions + heap.count) * 4 > definitions.count {
            // Many definition rows may change (a layout was just added): evaluate them all in
            // order, without tracing the references; the dirty ones are written there.
            values.dirty.reuse(&list)
            heap.removeAll(keepingCapacity: true)
            marks.reuseHeap(&heap)
            evaluateDefinitions(writing: writing)
            return
        }
        // Few rows changed: the dirty definition rows and the rows that refer to a changed
        // value, through a heap by definition time.
        marks.startWalk()
        let changed = heap.count
        for symbol in list where values.dirty.contains(symbol) {
            values.dirty.unflag(symbol)
            queueWrite(symbol)
            if marks.mark(symbol) { heap.append(symbol) }
        }
        values.dirty.reuse(&list)
        for index in 0..<changed { queueReferrers(of: heap[index], into: &heap, asHeap: false) }
        heap.removeSubrange(0..<changed)
        let pending = heap
        heap.removeAll(keepingCapacity: true)
        for symbol in pending { heapPush(&heap, symbol, latestFirst: false) }
        if !propagateChanges(through: &heap) {
            evaluateDefinitions(writing: writing)
        }
        marks.reuseHeap(&heap)
    }

    /// The first pass of `refreshValues(writing:)` over the dirty symbols `list`: a row without
    /// references is its constant (a parametric symbol is zero), written (`writing`) and cached;
    /// those whose value changed and that rows refer to go to `changed`. Definition rows stay
    /// dirty.
    ///
    /// - Returns: how many of the symbols have definition rows.
    private mutating func refreshConstantRows(_ list: [Symbol], writing: Bool, changed: inout [Symbol]) -> Int {
        var dirtyDefinitions = 0
        rows.withView { table in
            columns.withHeadsView { columns in
                values.withMutableView { cache in
                    for symbol in list {
                        let s = symbol.index
                        let slot = table.slot(of: symbol)
                        if let slot, table.referenceCounts[slot] > 0 {
                            dirtyDefinitions += 1
                            continue
                        }
                        cache.isDirty[s] = false
                        let value = slot.map { table.rows[$0].constant } ?? 0
                        if writing { symbols.variables[s]?.value = value }
                        if value != cache.values[s] {
                            cache.values[s] = value
                            if slot != nil && !columns.isEmpty(symbol) { changed.append(symbol) }
                        }
                    }
                }
            }
        }
        return dirtyDefinitions
    }

    /// Evaluates the definition rows in `heap` (earliest definition first) and, while values
    /// change, the rows that refer to them, queueing the changed values' writes.
    ///
    /// - Returns: `false` when the change spread too far (more evaluations than a quarter of
    ///   the definition rows): the caller then evaluates every definition in order.
    private mutating func propagateChanges(through heap: inout [Symbol]) -> Bool {
        var budget = definitions.count / 4
        while !heap.isEmpty {
            budget -= 1
            if budget < 0 {
                heap.removeAll(keepingCapacity: true)
                return false
            }
            let symbol = heapPop(&heap, latestFirst: false)
            let value = evaluate(symbol)
            if value == values[symbol] { continue }
            values[symbol] = value
            queueWrite(symbol)
            if !columns.isEmpty(symbol) { queueReferrers(of: symbol, into: &heap, asHeap: true) }
        }
        return true
    }

    /// Evaluates every row that holds references, in definition order (a row refers only to
    /// rows defined before it, so their values are current when it is reached), and writes (or
    /// queues) the values that changed and those of dirty symbols, which it marks clean. Drops
    /// the stale entries of the definition list on the way.
    mutating func evaluateDefinitions(writing: Bool) {
        var pending = values.pendingWrites.takeMembers()
        let (live, liveReferences) = evaluateListedDefinitions(writing: writing, queueing: &pending)
        values.pendingWrites.restoreMembers(pending)
        definitions.truncate(to: live)
        if definitions.hasMostlyStaleReferences(liveReferences: liveReferences) { compactDefinitions() }
        if live != rows.referenceRowCount {
            // A definition row is missing from the list (which should not happen): list them
            // all again and evaluate once more.
            relistDefinitions()
            evaluateDefinitions(writing: writing)
        }
    }

    /// The loop of `evaluateDefinitions(writing:)`, over the owners' buffers: moves the live
    /// entries of the definition list to its front, and evaluates each. A row's value is its
    /// constant plus its listed references times their values; its parametric symbols are zero.
    /// Values to write later are flagged in `values.pendingWrites` and appended to `pending`.
    ///
    /// - Returns: how many entries are live, and how many references they list.
    private mutating func evaluateListedDefinitions(writing: Bool, queueing pending: inout [Symbol]) -> (live: Int, references: Int) {
        var live = 0
        var liveReferences = 0
        rows.withView { table in
            definitions.withMutableView { list in
                values.withMutableView { cache in
                    for index in 0..<list.entries.count {
                        let entry = list.entries[index]
                        let symbol = entry.symbol
                        let s = symbol.index
                        guard let slot = table.slot(of: symbol), table.definedAt[s] == entry.definedAt,
                              table.referenceCounts[slot] > 0 else { continue }
                        if live != index { list.move(entry, to: live) }
                        live += 1
                        liveReferences += Int(entry.referenceEnd - entry.referenceStart)
                        var value = table.rows[slot].constant
                        for k in Int(entry.referenceStart)..<Int(entry.referenceEnd) {
                            let reference = list.references[k]
                            value += reference.coefficient * cache.values[reference.symbol.index]
                        }
                        let wasDirty = cache.isDirty[s]
                        if value != cache.values[s] {
                            cache.values[s] = value
                        } else if !wasDirty {
                            continue
                        }
                        cache.isDirty[s] = false
                        if writing {
                            symbols.variables[s]?.value = value
                        } else if !cache.isPending[s] {
                            cache.isPending[s] = true
                            pending.append(symbol)
                        }
                    }
                }
            }
        }
        return (live, liveReferences)
    }

    /// Writes the values queued by `refreshValues()` into their variables.
    mutating func flushPendingWrites() {
        if values.pendingWrites.isEmpty { return }
        var list = values.pendingWrites.takeMembers()
        for symbol in list {
            values.pendingWrites.unflag(symbol)
            symbols.variable(of: symbol)?.value = values[symbol]
        }
        values.pendingWrites.reuse(&list)
    }

    /// `flushPendingWrites()` that also appends every variable whose value differs from the one
    /// it had to `changed`.
    mutating func flushPendingWrites(reportingChangesTo changed: inout [Variable]) {
        var list = values.pendingWrites.takeMembers()
        for symbol in list {
            values.pendingWrites.unflag(symbol)
            guard let variable = symbols.variable(of: symbol) else { continue }
            let value = values[symbol]
            if variable.value != value {
                variable.value = value
                changed.append(variable)
            }
        }
        values.pendingWrites.reuse(&list)
    }

    /// Adds the rows' basic symbols that refer to `symbol` and are not marked yet to `list`,
    /// marking them: appended, or pushed onto it as a heap earliest definition first.
    private mutating func queueReferrers(of symbol: Symbol, into list: inout [Symbol], asHeap: Bool) {
        for slot in columns.slots(holding: symbol) {
            let referrer = rows.basic(at: slot)
            if marks.mark(referrer) {
                if asHeap { heapPush(&list, referrer, latestFirst: false) } else { list.append(referrer) }
            }
        }
    }

    /// The value of a basic external symbol from its row and its references' cached values.
    @inline(__always)
    private func evaluate(_ symbol: Symbol) -> Double {
        let row = rows.row(of: symbol)
        var value = row.constant
        for (reference, cell) in row.occupied where rows.isBasic(reference) {
            value += cell.coefficient * values[reference]
        }
        return value
    }

    @inline(__always)
    private mutating func queueWrite(_ symbol: Symbol) {
        values.pendingWrites.insert(symbol)
    }

    /// A binary heap of symbols by definition time: the latest definition on top when
    /// `latestFirst` (expanding references), the earliest otherwise (evaluating values).
    @inline(__always)
    private func precedes(_ a: Symbol, _ b: Symbol, latestFirst: Bool) -> Bool {
        latestFirst ? rows.definedAt[a] > rows.definedAt[b] : rows.definedAt[a] < rows.definedAt[b]
    }

    private func heapPush(_ heap: inout [Symbol], _ symbol: Symbol, latestFirst: Bool) {
        heap.append(symbol)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if !precedes(symbol, heap[parent], latestFirst: latestFirst) { break }
            heap[child] = heap[parent]
            child = parent
        }
        heap[child] = symbol
    }

    private func heapPop(_ heap: inout [Symbol], latestFirst: Bool) -> Symbol {
        let top = heap[0]
        let last = heap.removeLast()
        if heap.isEmpty { return top }
        var parent = 0
        while true {
            var child = 2 * parent + 1
            if child >= heap.count { break }
            if child + 1 < heap.count && precedes(heap[child + 1], heap[child], latestFirst: latestFirst) { child += 1 }
            if !precedes(heap[child], last, latestFirst: latestFirst) { break }
            heap[parent] = heap[child]
            parent = child
        }
        heap[parent] = last
        return top
    }

    /// The current value of an external symbol.
    mutating func currentValue(of symbol: Symbol) -> Double {
        refreshValues()
        return values[symbol]
    }
}

extension Tableau {
    /// Rewrites a definition row in place over parametric symbols only (its basic symbol and
    /// definition time unchanged: it loses references, it gains none).
    mutating func flatten(slot: Int) {
        var row = Row()
        swap(&row, &rows.rows[slot])
        var hasReferences = false
        for index in 0..<row.capacity {
            if let symbol = row.cell(at: index).symbol, rows.isBasic(symbol) { hasReferences = true }
        }
        if !hasReferences {
            swap(&row, &rows.rows[slot])
            return
        }
        for index in 0..<row.capacity {
            let cell = row.cell(at: index)
            if let symbol = cell.symbol { unlink(symbol, at: cell.column) }
        }
        expandReferences(&row)
        for index in 0..<row.capacity {
            if let symbol = row.cell(at: index).symbol { row.setColumn(link(symbol, row: Int32(slot)), at: index) }
        }
        rows.rows[slot] = row
        noteConstantChange(slot: slot)
    }

    /// Among the definition rows that hold a marker, one to pivot it into: a row without
    /// references first (its coefficient is the true one; smallest basic id), else the first
    /// that still holds the marker once flattened (a reference may cancel it). `nil` if none.
    mutating func definitionLeavingRow(_ marker: Symbol) -> Int? {
        var holders: [Int] = []
        var flat: Int?
        for slot in columns.slots(holding: marker) {
            let basic = rows.basic(at: slot)
            if symbols.kind(of: basic) != .external { continue }
            if !rows.hasReferences(slot) {
                if flat.map({ basic < rows.basic(at: $0) }) ?? true { flat = slot }
            } else {
                holders.append(slot)
            }
        }
        if let flat { return flat }
        for slot in holders {
            flatten(slot: slot)
            if rows.rows[slot].contains(marker) { return slot }
        }
        return nil
    }
}
