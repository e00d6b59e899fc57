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
///   were defined before them (`definedAt`), so references form a DAG;
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
    func isPriced(_ symbol: Int32) -> Bool {
        objective.sign(of: symbol) != 0
    }

    /// A subject for a definition row: a parametric external symbol of the row that no row
    /// holds and the objective does not price, the smallest id first; -1 when there is none.
    func freshSubject(_ row: Row) -> Int32 {
        // The objective is consulted only for the candidate found (it almost never prices a
        // symbol that no row holds); when it does, the next smallest is tried.
        var excluded: Int32 = -1
        while true {
            var best: Int32 = -1
            for index in 0..<row.capacity {
                let symbol = row.cell(at: index).symbol
                if symbol <= excluded || (best >= 0 && symbol > best) { continue }
                let s = Int(symbol)
                if kinds[s] == .external, rowOf[s] < 0, columnHead[s] < 0 { best = symbol }
            }
            if best < 0 || !isPriced(best) { return best }
            excluded = best
        }
    }

    /// Rewrites a row that is not in the tableau over parametric symbols only: every reference
    /// to a basic symbol is replaced by that symbol's row, transitively. References are
    /// expanded latest definition first (a row refers only to earlier ones, so nothing expanded
    /// comes back), each at most once, and only while they are still in the row: in
    /// `child.bottom <= container.bottom` the two chains of references meet and cancel, and what
    /// lies above the meeting point is never visited.
    mutating func expandReferences(_ row: inout Row) {
        var heap: [Int32] = []
        swap(&heap, &referenceHeap)  // reuse the buffer without sharing it (no copy on write)
        heap.removeAll(keepingCapacity: true)
        nextVisitEpoch()
        for index in 0..<row.capacity {
            let symbol = row.cell(at: index).symbol
            if symbol >= 0 && rowOf[Int(symbol)] >= 0 {
                visitMark[Int(symbol)] = visitEpoch
                heapPush(&heap, symbol, latestFirst: true)
            }
        }
        while !heap.isEmpty {
            let symbol = heapPop(&heap, latestFirst: true)
            let coefficient = row.remove(symbol)
            if coefficient == 0 { continue }
            let definition = rows[Int(rowOf[Int(symbol)])]
            row.add(definition, times: coefficient)
            for index in 0..<definition.capacity {
                let reference = definition.cell(at: index).symbol
                if reference >= 0 && rowOf[Int(reference)] >= 0 && visitMark[Int(reference)] != visitEpoch {
                    visitMark[Int(reference)] = visitEpoch
                    heapPush(&heap, reference, latestFirst: true)
                }
            }
        }
        swap(&heap, &referenceHeap)
    }

    mutating func nextVisitEpoch() {
        visitEpoch &+= 1
        if visitEpoch == 0 {
            for index in visitMark.indices { visitMark[index] = 0 }
            visitEpoch = 1
        }
    }

    /// Replaces the references to a basic symbol by its row, in every row that refers to it
    /// (before the symbol leaves the basis).
    mutating func replaceReferences(to symbol: Int32) {
        let definition = rows[Int(rowOf[Int(symbol)])]
        var entry = detachColumn(symbol)
        while entry >= 0 {
            let (slot, next) = releaseEntry(entry)
            entry = next
            let coefficient = rows[slot].remove(symbol)
            referenceCount[slot] -= 1
            if referenceCount[slot] == 0 { referenceRowCount -= 1 }
            add(definition, times: coefficient, toRowAt: slot)
            noteConstantChange(slot: slot)
            if referenceCount[slot] > 0 { regatherReferences(slot: slot) }
        }
    }

    // MARK: The list of definition rows

    /// Whether an entry of `definitionOrder` still stands for a row with references (its symbol
    /// is basic, was not defined again, and its row still holds references).
    @inline(__always)
    func isLive(_ entry: DefinitionEntry) -> Bool {
        let slot = Int(rowOf[Int(entry.symbol)])
        return slot >= 0 && definedAt[Int(entry.symbol)] == entry.definedAt && referenceCount[slot] > 0
    }

    /// Appends the references of the row in `slot` to `definitionReferences` and returns where
    /// they start.
    mutating func gatherReferences(slot: Int) -> Int32 {
        let start = Int32(definitionReferences.count)
        for index in 0..<rows[slot].capacity {
            let cell = rows[slot].cell(at: index)
            if cell.symbol >= 0 && rowOf[Int(cell.symbol)] >= 0 {
                definitionReferences.append(Reference(symbol: cell.symbol, coefficient: cell.coefficient))
            }
        }
        return start
    }

    /// Lists the references of a listed row again after they changed.
    mutating func regatherReferences(slot: Int) {
        let basic = basics[slot]
        let index = Int(definitionIndex[Int(basic)])
        guard index >= 0, index < definitionOrder.count, definitionOrder[index].symbol == basic,
              definitionOrder[index].definedAt == definedAt[Int(basic)] else {
            // Not listed (which should not happen): list every row again.
            rebuildDefinitionOrder()
            return
        }
        definitionOrder[index].referenceStart = gatherReferences(slot: slot)
        definitionOrder[index].referenceEnd = Int32(definitionReferences.count)
    }

    /// Drops the stale entries of `definitionOrder` and the references no live entry uses.
    mutating func compactDefinitionOrder() {
        var order: [DefinitionEntry] = []
        order.reserveCapacity(referenceRowCount + 64)
        var references: [Reference] = []
        references.reserveCapacity(definitionReferences.count)
        for var entry in definitionOrder where isLive(entry) {
            let start = Int32(references.count)
            references.append(contentsOf: definitionReferences[Int(entry.referenceStart)..<Int(entry.referenceEnd)])
            entry.referenceStart = start
            entry.referenceEnd = Int32(references.count)
            definitionIndex[Int(entry.symbol)] = Int32(order.count)
            order.append(entry)
        }
        definitionOrder = order
        definitionReferences = references
    }

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
        if dirty.isEmpty { return }
        var list: [Int32] = []
        swap(&list, &dirty)
        var heap: [Int32] = []
        swap(&heap, &referenceHeap)  // reuse the buffer without sharing it (no copy on write)
        heap.removeAll(keepingCapacity: true)
        // Rows without references are their constants. Collects in `heap` the symbols whose
        // value changed and that rows refer to, and leaves the definition rows dirty.
        var dirtyDefinitions = 0
        rowOf.withUnsafeBufferPointer { rowOf in
            referenceCount.withUnsafeBufferPointer { referenceCount in
                rows.withUnsafeBufferPointer { rows in
                    columnHead.withUnsafeBufferPointer { columnHead in
                        isDirty.withUnsafeMutableBufferPointer { isDirty in
                            cachedValue.withUnsafeMutableBufferPointer { values in
                                for symbol in list {
                                    let s = Int(symbol)
                                    let slot = Int(rowOf[s])
                                    if slot >= 0 && referenceCount[slot] > 0 {
                                        dirtyDefinitions += 1
                                        continue
                                    }
                                    isDirty[s] = false
                                    let value = slot < 0 ? 0 : rows[slot].constant
                                    if writing { variables[s]?.value = value }
                                    if value != values[s] {
                                        values[s] = value
                                        if slot >= 0 && columnHead[s] >= 0 { heap.append(symbol) }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        if !writing {
            for symbol in list where !isDirty[Int(symbol)] { queueWrite(symbol) }
        }
        if dirtyDefinitions == 0 && heap.isEmpty {
            // No definition row can have changed (an edit step that moves only placed rows).
            list.removeAll(keepingCapacity: true)
            swap(&list, &dirty)
            swap(&heap, &referenceHeap)
            return
        }
        if (dirtyDefinitions + heap.count) * 4 > definitionOrder.count {
            // Many definition rows may change (a layout was just added): evaluate them all in
            // order, without tracing the references; the dirty ones are written there.
            list.removeAll(keepingCapacity: true)
            swap(&list, &dirty)
            heap.removeAll(keepingCapacity: true)
            swap(&heap, &referenceHeap)
            evaluateDefinitions(writing: writing)
            return
        }
        // Few rows changed: the dirty definition rows and the rows that refer to a changed
        // value, through a heap by definition time.
        nextVisitEpoch()
        let changed = heap.count
        for symbol in list where isDirty[Int(symbol)] {
            let s = Int(symbol)
            isDirty[s] = false
            queueWrite(symbol)
            if visitMark[s] != visitEpoch {
                visitMark[s] = visitEpoch
                heap.append(symbol)
            }
        }
        list.removeAll(keepingCapacity: true)
        swap(&list, &dirty)
        for index in 0..<changed { queueReferrers(of: heap[index], into: &heap, asHeap: false) }
        heap.removeSubrange(0..<changed)
        let pending = heap
        heap.removeAll(keepingCapacity: true)
        for symbol in pending { heapPush(&heap, symbol, latestFirst: false) }
        // Past this many evaluations the change has spread: evaluate every definition in order.
        var budget = definitionOrder.count / 4
        while !heap.isEmpty {
            budget -= 1
            if budget < 0 {
                heap.removeAll(keepingCapacity: true)
                swap(&heap, &referenceHeap)
                evaluateDefinitions(writing: writing)
                return
            }
            let symbol = heapPop(&heap, latestFirst: false)
            let s = Int(symbol)
            let value = evaluate(symbol)
            if value == cachedValue[s] { continue }
            cachedValue[s] = value
            queueWrite(symbol)
            if columnHead[s] >= 0 { queueReferrers(of: symbol, into: &heap, asHeap: true) }
        }
        swap(&heap, &referenceHeap)
    }

    /// Evaluates every row that holds references, in definition order (a row refers only to
    /// rows defined before it, so their values are current when it is reached), and writes (or
    /// queues) the values that changed and those of dirty symbols, which it marks clean. Drops
    /// the stale entries of `definitionOrder` on the way.
    ///
    /// A row's value is its constant plus its listed references (`definitionReferences`) times
    /// their values; its parametric symbols are zero.
    mutating func evaluateDefinitions(writing: Bool) {
        var live = 0
        var liveReferences = 0
        definitionOrder.withUnsafeMutableBufferPointer { order in
        definitionReferences.withUnsafeBufferPointer { references in
        definitionIndex.withUnsafeMutableBufferPointer { definitionIndex in
        rowOf.withUnsafeBufferPointer { rowOf in
        definedAt.withUnsafeBufferPointer { definedAt in
        referenceCount.withUnsafeBufferPointer { referenceCount in
        rows.withUnsafeBufferPointer { rows in
        isDirty.withUnsafeMutableBufferPointer { isDirty in
        cachedValue.withUnsafeMutableBufferPointer { values in
            for index in 0..<order.count {
                let entry = order[index]
                let s = Int(entry.symbol)
                let slot = Int(rowOf[s])
                if slot < 0 || definedAt[s] != entry.definedAt || referenceCount[slot] == 0 { continue }
                if live != index {
                    order[live] = entry
                    definitionIndex[s] = Int32(live)
                }
                live += 1
                liveReferences += Int(entry.referenceEnd - entry.referenceStart)
                var value = rows[slot].constant
                for k in Int(entry.referenceStart)..<Int(entry.referenceEnd) {
                    let reference = references[k]
                    value += reference.coefficient * values[Int(reference.symbol)]
                }
                let wasDirty = isDirty[s]
                if value != values[s] {
                    values[s] = value
                } else if !wasDirty {
                    continue
                }
                isDirty[s] = false
                if writing {
                    variables[s]?.value = value
                } else if !isPendingWrite[s] {
                    isPendingWrite[s] = true
                    pendingWrites.append(entry.symbol)
                }
            }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        definitionOrder.removeLast(definitionOrder.count - live)
        if definitionReferences.count > 2 * liveReferences + 256 { compactDefinitionOrder() }
        if live != referenceRowCount {
            // A definition row is missing from the list (which should not happen): list them
            // all again and evaluate once more.
            rebuildDefinitionOrder()
            evaluateDefinitions(writing: writing)
        }
    }

    /// Lists every row that holds references in `definitionOrder`, in definition order.
    mutating func rebuildDefinitionOrder() {
        definitionOrder.removeAll(keepingCapacity: true)
        definitionReferences.removeAll(keepingCapacity: true)
        for slot in 0..<rows.count where basics[slot] >= 0 && referenceCount[slot] > 0 {
            let basic = basics[slot]
            let start = gatherReferences(slot: slot)
            definitionOrder.append(DefinitionEntry(
                symbol: basic, referenceStart: start, referenceEnd: Int32(definitionReferences.count),
                definedAt: definedAt[Int(basic)]
            ))
        }
        definitionOrder.sort { $0.definedAt < $1.definedAt }
        for (index, entry) in definitionOrder.enumerated() { definitionIndex[Int(entry.symbol)] = Int32(index) }
        referenceRowCount = definitionOrder.count
    }

    /// Writes the values queued by `refreshValues()` into their variables.
    mutating func flushPendingWrites() {
        if pendingWrites.isEmpty { return }
        for symbol in pendingWrites {
            let s = Int(symbol)
            isPendingWrite[s] = false
            variables[s]?.value = cachedValue[s]
        }
        pendingWrites.removeAll(keepingCapacity: true)
    }

    /// `flushPendingWrites()` that also appends every variable whose value differs from the one
    /// it had to `changed`.
    mutating func flushPendingWrites(reportingChangesTo changed: inout [Variable]) {
        for symbol in pendingWrites {
            let s = Int(symbol)
            isPendingWrite[s] = false
            guard let variable = variables[s] else { continue }
            let value = cachedValue[s]
            if variable.value != value {
                variable.value = value
                changed.append(variable)
            }
        }
        pendingWrites.removeAll(keepingCapacity: true)
    }

    /// Adds the rows' basic symbols that refer to `symbol` and are not marked yet to `list`,
    /// marking them: appended, or pushed onto it as a heap earliest definition first.
    private mutating func queueReferrers(of symbol: Int32, into list: inout [Int32], asHeap: Bool) {
        var entry = columnHead[Int(symbol)]
        while entry >= 0 {
            let node = entries[Int(entry)]
            entry = node.next
            let referrer = basics[Int(node.row)]
            if visitMark[Int(referrer)] != visitEpoch {
                visitMark[Int(referrer)] = visitEpoch
                if asHeap { heapPush(&list, referrer, latestFirst: false) } else { list.append(referrer) }
            }
        }
    }

    /// The value of a basic external symbol from its row and its references' cached values.
    @inline(__always)
    private func evaluate(_ symbol: Int32) -> Double {
        let row = rows[Int(rowOf[Int(symbol)])]
        var value = row.constant
        for index in 0..<row.capacity {
            let cell = row.cell(at: index)
            if cell.symbol < 0 { continue }
            if rowOf[Int(cell.symbol)] >= 0 { value += cell.coefficient * cachedValue[Int(cell.symbol)] }
        }
        return value
    }

    @inline(__always)
    private mutating func queueWrite(_ symbol: Int32) {
        if !isPendingWrite[Int(symbol)] {
            isPendingWrite[Int(symbol)] = true
            pendingWrites.append(symbol)
        }
    }

    /// A binary heap of symbols by definition time: the latest definition on top when
    /// `latestFirst` (expanding references), the earliest otherwise (evaluating values).
    @inline(__always)
    private func precedes(_ a: Int32, _ b: Int32, latestFirst: Bool) -> Bool {
        latestFirst ? definedAt[Int(a)] > definedAt[Int(b)] : definedAt[Int(a)] < definedAt[Int(b)]
    }

    private func heapPush(_ heap: inout [Int32], _ symbol: Int32, latestFirst: Bool) {
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

    private func heapPop(_ heap: inout [Int32], latestFirst: Bool) -> Int32 {
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
    mutating func currentValue(of symbol: Int32) -> Double {
        refreshValues()
        return cachedValue[Int(symbol)]
    }
}

extension Tableau {
    /// Rewrites a definition row in place over parametric symbols only (its basic symbol and
    /// definition time unchanged: it loses references, it gains none).
    mutating func flatten(slot: Int) {
        var row = Row()
        swap(&row, &rows[slot])
        var hasReferences = false
        for index in 0..<row.capacity {
            let symbol = row.cell(at: index).symbol
            if symbol >= 0 && rowOf[Int(symbol)] >= 0 { hasReferences = true }
        }
        if !hasReferences {
            swap(&row, &rows[slot])
            return
        }
        for index in 0..<row.capacity {
            let cell = row.cell(at: index)
            if cell.symbol >= 0 { unlink(cell.symbol, at: cell.column) }
        }
        expandReferences(&row)
        for index in 0..<row.capacity {
            let symbol = row.cell(at: index).symbol
            if symbol >= 0 { row.setColumn(link(symbol, row: Int32(slot)), at: index) }
        }
        rows[slot] = row
        noteConstantChange(slot: slot)
    }

    /// Among the definition rows that hold a marker, one to pivot it into: a row without
    /// references first (its coefficient is the true one; smallest basic id), else the first
    /// that still holds the marker once flattened (a reference may cancel it). -1 if none.
    mutating func definitionLeavingRow(_ marker: Int32) -> Int {
        var holders: [Int] = []
        var flat = -1
        var entry = columnHead[Int(marker)]
        while entry >= 0 {
            let node = entries[Int(entry)]
            entry = node.next
            let slot = Int(node.row)
            if kinds[Int(basics[slot])] != .external { continue }
            if referenceCount[slot] == 0 {
                if flat < 0 || basics[slot] < basics[flat] { flat = slot }
            } else {
                holders.append(slot)
            }
        }
        if flat >= 0 { return flat }
        for slot in holders {
            flatten(slot: slot)
            if rows[slot].slot(of: marker) >= 0 { return slot }
        }
        return -1
    }
}
