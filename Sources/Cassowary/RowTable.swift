/// The rows of the tableau: each row slot's row and basic symbol, each basic symbol's slot and
/// definition time, and how many cells of each row refer to basic symbols.
///
/// A slot is free (an empty row, no basic symbol) or holds the row of its basic symbol. A basic
/// symbol's *definition time* counts the rows put in: a definition row refers only to symbols
/// defined before it (`Tableau+Definitions.swift`). Slots and per-symbol slots are stored as
/// `Int32` with a negative value for "none" (the table's own encoding; read them through
/// `basic(at:)`, `slot(of:)` and `BasisView`).
///
/// Invariants (`invariantViolations()`): basic symbols and slots map to each other; free slots
/// hold empty rows; `referenceRowCount` counts the rows with references; no definition time is
/// later than the last. That the reference counts match the rows is the tableau's check.
struct RowTable {
    /// The row of each slot (an empty row in a free slot).
    var rows: [Row] = []
    /// The basic symbol of each slot; negative in a free slot.
    private var basics: [Int32] = []
    /// The slot of each symbol's row; negative for a parametric symbol.
    private var slots: [Int32] = []
    private var freeSlots: [Int32] = []
    /// How many cells of each row refer to a basic symbol.
    private(set) var referenceCounts: [Int32] = []
    /// How many rows hold references.
    private(set) var referenceRowCount = 0
    /// When each basic symbol's row was put in (`definitionCounter` then).
    private(set) var definedAt: [Int] = []
    private var definitionCounter = 0

    @inline(__always)
    mutating func appendSymbol() {
        slots.append(-1)
        definedAt.append(0)
    }

    mutating func reserveCapacity(symbols: Int, slots count: Int) {
        slots.reserveCapacity(symbols)
        definedAt.reserveCapacity(symbols)
        rows.reserveCapacity(count)
        basics.reserveCapacity(count)
        referenceCounts.reserveCapacity(count)
    }

    /// The number of slots, free or not.
    var slotCount: Int { rows.count }

    /// The basic symbol of an occupied slot.
    @inline(__always)
    func basic(at slot: Int) -> Symbol { Symbol(basics[slot]) }

    /// The basic symbol of a slot, `nil` when it is free.
    @inline(__always)
    func basicIfOccupied(at slot: Int) -> Symbol? {
        let id = basics[slot]
        return id >= 0 ? Symbol(id) : nil
    }

    /// The slot of a basic symbol's row, `nil` for a parametric symbol.
    @inline(__always)
    func slot(of symbol: Symbol) -> Int? {
        let slot = slots[symbol]
        return slot >= 0 ? Int(slot) : nil
    }

    @inline(__always)
    func isBasic(_ symbol: Symbol) -> Bool { slots[symbol] >= 0 }

    /// The row of a basic symbol.
    @inline(__always)
    func row(of symbol: Symbol) -> Row { rows[Int(slots[symbol])] }

    /// Whether the row in `slot` refers to basic symbols.
    @inline(__always)
    func hasReferences(_ slot: Int) -> Bool { referenceCounts[slot] > 0 }

    // MARK: Changing

    /// A slot for the row of `basic`, which becomes basic there with the next definition time.
    /// The caller stores the row.
    @inline(__always)
    mutating func claimSlot(for basic: Symbol) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
            basics[slot] = basic.id
            if referenceCounts[slot] != 0 { referenceRowCount -= 1 }
            referenceCounts[slot] = 0
        } else {
            slot = rows.count
            rows.append(Row())
            basics.append(basic.id)
            referenceCounts.append(0)
        }
        slots[basic] = Int32(slot)
        definitionCounter += 1
        definedAt[basic] = definitionCounter
        return slot
    }

    /// Frees a slot (its cells already unlinked; the caller keeps the row if it needs it); its
    /// basic symbol becomes parametric.
    @inline(__always)
    mutating func freeSlot(_ slot: Int) {
        slots[Int(basics[slot])] = -1
        rows[slot] = Row()
        basics[slot] = -1
        freeSlots.append(Int32(slot))
    }

    /// Counts the rows with references again (after `Tableau.relistDefinitions()` found a row
    /// missing, which should not happen).
    mutating func recountReferenceRows() {
        referenceRowCount = referenceCounts.indices.filter { basics[$0] >= 0 && referenceCounts[$0] > 0 }.count
    }

    /// Adds `delta` to the number of references of the row in `slot`.
    @inline(__always)
    mutating func addReferences(_ delta: Int32, at slot: Int) {
        let before = referenceCounts[slot]
        referenceCounts[slot] += delta
        if before == 0 { referenceRowCount += 1 } else if referenceCounts[slot] == 0 { referenceRowCount -= 1 }
    }

    /// Replaces every cell's column entry `c` by `renumbered[c]` (`ColumnIndex.compact()`).
    mutating func renumberColumns(_ renumbered: [Int32]) {
        renumbered.withUnsafeBufferPointer { renumbered in
            for slot in rows.indices where basics[slot] >= 0 {
                rows[slot].renumberColumns { renumbered[Int($0)] }
            }
        }
    }

    /// Makes every symbol parametric and empties every slot (for a rebuild), keeping `symbols`
    /// symbols.
    mutating func removeAll(symbols: Int) {
        rows.removeAll(keepingCapacity: true)
        basics.removeAll(keepingCapacity: true)
        freeSlots.removeAll()
        referenceCounts.removeAll(keepingCapacity: true)
        referenceRowCount = 0
        slots.removeAll(keepingCapacity: true)
        definedAt.removeAll(keepingCapacity: true)
        slots.append(contentsOf: repeatElement(-1, count: symbols))
        definedAt.append(contentsOf: repeatElement(0, count: symbols))
    }

    // MARK: Views for the hot loops

    /// Whether each symbol is basic, over the table's buffer.
    struct BasisView {
        fileprivate let slots: UnsafeBufferPointer<Int32>

        @inline(__always)
        subscript(symbol: Symbol) -> Bool { slots[symbol.index] >= 0 }
    }

    /// The table over its buffers, for evaluating rows.
    struct View {
        fileprivate let slots: UnsafeBufferPointer<Int32>
        let definedAt: UnsafeBufferPointer<Int>
        let referenceCounts: UnsafeBufferPointer<Int32>
        let rows: UnsafeBufferPointer<Row>

        /// The slot of a basic symbol's row, `nil` for a parametric symbol.
        @inline(__always)
        func slot(of symbol: Symbol) -> Int? {
            let slot = slots[symbol.index]
            return slot >= 0 ? Int(slot) : nil
        }
    }

    /// Calls `body` with the basis over the table's buffer. (`mutating` only so that a caller
    /// inside a mutating method borrows the table in place: read as a value, the whole table
    /// would be copied first, its arrays retained and released, on every call.)
    @inline(__always)
    mutating func withBasisView<R>(_ body: (BasisView) -> R) -> R {
        slots.withUnsafeBufferPointer { body(BasisView(slots: $0)) }
    }

    /// Calls `body` with the table over its buffers (`mutating` as `withBasisView(_:)`).
    @inline(__always)
    mutating func withView<R>(_ body: (View) -> R) -> R {
        slots.withUnsafeBufferPointer { slots in
            definedAt.withUnsafeBufferPointer { definedAt in
                referenceCounts.withUnsafeBufferPointer { referenceCounts in
                    rows.withUnsafeBufferPointer { rows in
                        body(View(slots: slots, definedAt: definedAt, referenceCounts: referenceCounts, rows: rows))
                    }
                }
            }
        }
    }

    // MARK: Invariants

    /// The ways the table can be inconsistent in itself, as messages (empty when sound).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if basics.count != rows.count || referenceCounts.count != rows.count {
            problems.append("\(rows.count) rows, \(basics.count) basic symbols, \(referenceCounts.count) reference counts")
            return problems
        }
        let free = Set(freeSlots.map(Int.init))
        for slot in rows.indices {
            let basic = basics[slot]
            if basic < 0 {
                if !free.contains(slot) { problems.append("row \(slot) has no basic symbol and is not free") }
                if !rows[slot].isEmpty { problems.append("free row \(slot) is not empty") }
                continue
            }
            if free.contains(slot) { problems.append("row \(slot) of \(Symbol(basic)) is listed free") }
            if Int(basic) >= slots.count || slots[Int(basic)] != Int32(slot) {
                problems.append("row \(slot): basic \(Symbol(basic)) not mapped back")
            } else if definedAt[Int(basic)] > definitionCounter || definedAt[Int(basic)] <= 0 {
                problems.append("row \(slot): \(Symbol(basic)) defined at \(definedAt[Int(basic)]), after \(definitionCounter)")
            }
        }
        for symbol in slots.indices where slots[symbol] >= 0 {
            let slot = Int(slots[symbol])
            if slot >= basics.count || basics[slot] != Int32(symbol) {
                problems.append("\(Symbol(index: symbol)) is mapped to row \(slot), which is not its")
            }
        }
        let withReferences = referenceCounts.indices.filter { basics[$0] >= 0 && referenceCounts[$0] > 0 }.count
        if withReferences != referenceRowCount {
            problems.append("\(withReferences) rows with references counted as \(referenceRowCount)")
        }
        return problems
    }
}
