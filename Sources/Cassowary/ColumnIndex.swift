/// The column index: for each symbol, the rows where it is parametric.
///
/// A doubly linked list per symbol in one shared pool of entries; each cell of a row in the
/// tableau knows its entry (`Cell.column`), so keeping the index current costs O(1) per cell
/// with no allocation, and substituting a symbol touches only the rows that hold it. Entries
/// freed by unlinking are chained for reuse. Links are pool indices, `ColumnIndex.end` ending a
/// list (the pool's own encoding: walk a column with `slots(holding:)`).
///
/// Invariants (`invariantViolations()`): each list is linked both ways and as long as its count;
/// the free chain is as long as its count. That each entry names a row holding the symbol, and
/// each cell's entry names its row, is the tableau's check (`Tableau+Invariants.swift`).
struct ColumnIndex {
    /// A node of a column list: a row slot and the neighbouring entries.
    struct Entry {
        var row: Int32
        var next: Int32
        var previous: Int32
    }

    /// The link that ends a list (and the free chain).
    static let end: Int32 = -1
    /// The column entry of a cell of a row that is not in the tableau.
    static let unlinked: Int32 = -1

    /// The first entry of each symbol's list.
    private(set) var heads: [Int32] = []
    /// The number of rows where each symbol is parametric.
    private(set) var counts: [Int32] = []
    private(set) var entries: [Entry] = []
    /// The first free entry, chained through `next`.
    private var freeEntry: Int32 = end
    /// How many entries the free chain holds.
    private(set) var freeEntryCount = 0
    /// How many entries were linked since `compact(rows:)` last ran (or the index was emptied):
    /// compacting again is worth it only once about as many links were made as it costs.
    private(set) var linksSinceCompaction = 0

    @inline(__always)
    mutating func appendSymbol() {
        heads.append(Self.end)
        counts.append(0)
    }

    mutating func reserveCapacity(symbols: Int, entries count: Int) {
        heads.reserveCapacity(symbols)
        counts.reserveCapacity(symbols)
        entries.reserveCapacity(count)
    }

    /// The number of rows where `symbol` is parametric.
    @inline(__always)
    func count(of symbol: Symbol) -> Int32 { counts[symbol] }

    /// Whether no row holds `symbol` as parametric.
    @inline(__always)
    func isEmpty(_ symbol: Symbol) -> Bool { heads[symbol] < 0 }

    /// Whether each symbol is parametric somewhere, over the index's buffer (for hot loops).
    struct HeadsView {
        fileprivate let heads: UnsafeBufferPointer<Int32>

        /// Whether no row holds `symbol` as parametric.
        @inline(__always)
        func isEmpty(_ symbol: Symbol) -> Bool { heads[symbol.index] < 0 }
    }

    /// Calls `body` with the list heads over their buffer. (`mutating` only so that a caller
    /// inside a mutating method borrows the index in place instead of copying it.)
    @inline(__always)
    mutating func withHeadsView<R>(_ body: (HeadsView) -> R) -> R {
        heads.withUnsafeBufferPointer { body(HeadsView(heads: $0)) }
    }

    /// The pool's live entries (those not on the free chain).
    var liveEntryCount: Int { entries.count - freeEntryCount }

    /// The row slots where `symbol` is parametric, latest linked first.
    @inline(__always)
    func slots(holding symbol: Symbol) -> Walk {
        Walk(entries: entries, entry: heads[symbol])
    }

    /// A walk along one column list.
    struct Walk: Sequence, IteratorProtocol {
        fileprivate let entries: [Entry]
        fileprivate var entry: Int32

        @inline(__always)
        mutating func next() -> Int? {
            if entry < 0 { return nil }
            let node = entries[Int(entry)]
            entry = node.next
            return Int(node.row)
        }
    }

    // MARK: Linking

    /// Adds a row to a symbol's list and returns the new entry.
    @inline(__always)
    mutating func link(_ symbol: Symbol, row: Int32) -> Int32 {
        let head = heads[symbol]
        let entry: Int32
        if freeEntry >= 0 {
            entry = freeEntry
            freeEntry = entries[Int(entry)].next
            freeEntryCount -= 1
            entries[Int(entry)] = Entry(row: row, next: head, previous: Self.end)
        } else {
            entry = Int32(entries.count)
            entries.append(Entry(row: row, next: head, previous: Self.end))
        }
        if head >= 0 { entries[Int(head)].previous = entry }
        heads[symbol] = entry
        counts[symbol] += 1
        linksSinceCompaction += 1
        return entry
    }

    /// Removes an entry from a symbol's list and returns its row slot.
    @discardableResult
    @inline(__always)
    mutating func unlink(_ symbol: Symbol, at entry: Int32) -> Int32 {
        let node = entries[Int(entry)]
        if node.previous >= 0 { entries[Int(node.previous)].next = node.next } else { heads[symbol] = node.next }
        if node.next >= 0 { entries[Int(node.next)].previous = node.previous }
        counts[symbol] -= 1
        entries[Int(entry)].next = freeEntry
        freeEntry = entry
        freeEntryCount += 1
        return node.row
    }

    /// Empties a symbol's list and returns its first entry; walk the detached chain with
    /// `release(_:)`.
    @inline(__always)
    mutating func detach(_ symbol: Symbol) -> Int32 {
        let head = heads[symbol]
        heads[symbol] = Self.end
        counts[symbol] = 0
        return head
    }

    /// Frees one entry of a detached chain and returns `(its row, the next entry)`.
    @inline(__always)
    mutating func release(_ entry: Int32) -> (row: Int, next: Int32) {
        let node = entries[Int(entry)]
        entries[Int(entry)].next = freeEntry
        freeEntry = entry
        freeEntryCount += 1
        return (Int(node.row), node.next)
    }

    /// Makes sure the free chain holds at least `count` entries.
    mutating func reserveFreeEntries(_ count: Int) {
        if freeEntryCount >= count { return }
        // Geometric growth: `reserveCapacity` alone would grow to the exact size each time.
        let needed = entries.count + count - freeEntryCount
        if needed > entries.capacity { entries.reserveCapacity(Swift.max(needed, 2 * entries.capacity)) }
        while freeEntryCount < count {
            entries.append(Entry(row: -1, next: freeEntry, previous: Self.end))
            freeEntry = Int32(entries.count - 1)
            freeEntryCount += 1
        }
    }

    /// Adds `scale × pivot` to `target`, the row in `slot`, linking the cells it gains and
    /// unlinking those it loses (`link` and `unlink` written out over the pool's buffers: no
    /// uniqueness or bounds checks per cell). The free chain must hold an entry for every cell
    /// of `pivot` (`reserveFreeEntries(_:)`).
    ///
    /// - Returns: how many more cells of `target` refer to basic symbols (`isBasic`) than before.
    @inline(__always)
    mutating func add(
        _ pivot: Row, times scale: Double, to target: inout Row, slot: Int32, isBasic: RowTable.BasisView
    ) -> Int32 {
        var references: Int32 = 0
        var freeEntry = self.freeEntry
        var freed = 0
        var linked = 0
        withMutableLists { lists in
            target.add(
                pivot, times: scale,
                linking: { symbol in
                    if isBasic[symbol] { references += 1 }
                    let entry = freeEntry
                    freeEntry = lists.entries[Int(entry)].next
                    freed -= 1
                    linked += 1
                    lists.link(symbol, entry: entry, row: slot)
                    return entry
                },
                unlinking: { symbol, entry in
                    if isBasic[symbol] { references -= 1 }
                    lists.unlink(symbol, at: entry)
                    lists.entries[Int(entry)].next = freeEntry
                    freeEntry = entry
                    freed += 1
                }
            )
        }
        self.freeEntry = freeEntry
        freeEntryCount += freed
        linksSinceCompaction += linked
        return references
    }

    /// The lists over the pool's buffers (`add(_:times:to:slot:isBasic:)`).
    struct MutableLists {
        let heads: UnsafeMutableBufferPointer<Int32>
        let counts: UnsafeMutableBufferPointer<Int32>
        let entries: UnsafeMutableBufferPointer<Entry>

        /// Puts `entry` (taken from the free chain) at the head of `symbol`'s list.
        @inline(__always)
        func link(_ symbol: Symbol, entry: Int32, row: Int32) {
            let head = heads[symbol.index]
            entries[Int(entry)] = Entry(row: row, next: head, previous: ColumnIndex.end)
            if head >= 0 { entries[Int(head)].previous = entry }
            heads[symbol.index] = entry
            counts[symbol.index] += 1
        }

        /// Takes `entry` out of `symbol`'s list (the caller frees it).
        @inline(__always)
        func unlink(_ symbol: Symbol, at entry: Int32) {
            let node = entries[Int(entry)]
            if node.previous >= 0 { entries[Int(node.previous)].next = node.next } else { heads[symbol.index] = node.next }
            if node.next >= 0 { entries[Int(node.next)].previous = node.previous }
            counts[symbol.index] -= 1
        }
    }

    @inline(__always)
    private mutating func withMutableLists<R>(_ body: (MutableLists) -> R) -> R {
        heads.withUnsafeMutableBufferPointer { heads in
            counts.withUnsafeMutableBufferPointer { counts in
                entries.withUnsafeMutableBufferPointer { entries in
                    body(MutableLists(heads: heads, counts: counts, entries: entries))
                }
            }
        }
    }

    // MARK: Compacting and emptying

    /// Renumbers the pool so that each symbol's list occupies consecutive entries, in list
    /// order, and drops the free chain: walking a column then reads the pool sequentially
    /// instead of chasing entries scattered by the order cells were linked in (each entry's
    /// successor is known only once the entry is loaded, so scattered entries are one dependent
    /// cache miss after another). O(entries).
    ///
    /// - Returns: each old entry's new number, for the cells (`RowTable.renumberColumns(_:)`).
    @inline(never)
    mutating func compact() -> [Int32] {
        linksSinceCompaction = 0
        var compacted: [Entry] = []
        compacted.reserveCapacity(entries.count - freeEntryCount)
        var renumbered = [Int32](repeating: Self.end, count: entries.count)
        for symbol in heads.indices {
            var entry = heads[symbol]
            if entry < 0 { continue }
            heads[symbol] = Int32(compacted.count)
            var previous = Self.end
            while entry >= 0 {
                let node = entries[Int(entry)]
                let index = Int32(compacted.count)
                renumbered[Int(entry)] = index
                compacted.append(Entry(row: node.row, next: node.next >= 0 ? index + 1 : Self.end, previous: previous))
                previous = index
                entry = node.next
            }
        }
        entries = compacted
        freeEntry = Self.end
        freeEntryCount = 0
        return renumbered
    }

    /// Empties every list (for a rebuild), keeping `symbols` symbols.
    mutating func removeAll(symbols: Int) {
        heads.removeAll(keepingCapacity: true)
        counts.removeAll(keepingCapacity: true)
        heads.append(contentsOf: repeatElement(Self.end, count: symbols))
        counts.append(contentsOf: repeatElement(0, count: symbols))
        entries.removeAll(keepingCapacity: true)
        freeEntry = Self.end
        freeEntryCount = 0
        linksSinceCompaction = 0
    }

    // MARK: Invariants

    /// The ways the index can be inconsistent in itself, as messages (empty when sound).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if heads.count != counts.count { problems.append("\(heads.count) column heads for \(counts.count) counts") }
        var listed = 0
        for symbol in heads.indices {
            var length = 0
            var previous = Self.end
            var entry = heads[symbol]
            while entry >= 0 && length <= entries.count {
                guard Int(entry) < entries.count else {
                    problems.append("column \(symbol) links to entry \(entry), beyond the pool")
                    break
                }
                if entries[Int(entry)].previous != previous { problems.append("column \(symbol): entry \(entry) links back wrongly") }
                length += 1
                previous = entry
                entry = entries[Int(entry)].next
            }
            if length > entries.count { problems.append("column \(symbol) loops") }
            if length != Int(counts[symbol]) { problems.append("column \(symbol) holds \(length) entries, counted as \(counts[symbol])") }
            listed += length
        }
        var free = 0
        var entry = freeEntry
        while entry >= 0 && Int(entry) < entries.count && free <= entries.count {
            free += 1
            entry = entries[Int(entry)].next
        }
        if free != freeEntryCount { problems.append("the free chain holds \(free) entries, counted as \(freeEntryCount)") }
        if listed + freeEntryCount != entries.count {
            problems.append("\(listed) listed and \(freeEntryCount) free entries in a pool of \(entries.count)")
        }
        return problems
    }
}
