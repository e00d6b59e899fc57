/// The rows that hold references (definition rows, `Tableau+Definitions.swift`), in definition
/// order, each with its references gathered in one contiguous range: evaluating the rows in
/// this order computes each after the rows it refers to, and reads a few contiguous references
/// instead of the row's hash table (mostly parametric symbols and free slots).
///
/// An entry is appended when such a row is put in, and its references are gathered again when
/// they change. It is *stale* once its symbol left the basis, was defined again or its row lost
/// its references (a row never gains references after it is put in, except in place of one it
/// loses); stale entries are skipped, and dropped when they make up most of the list.
///
/// Invariants (`invariantViolations()`): entries in strictly increasing definition time, each
/// range within `references`, each entry found again at its position. That the live entries are
/// exactly the rows with references, with their references, is the tableau's check.
struct DefinitionList {
    /// A definition row: its basic symbol, its definition time, and its references' range.
    struct Entry {
        var symbol: Symbol
        var referenceStart: Int32
        var referenceEnd: Int32
        var definedAt: Int
    }

    /// A reference of a definition row: a basic external symbol and its coefficient there.
    struct Reference {
        var symbol: Symbol
        var coefficient: Double
    }

    private(set) var entries: [Entry] = []
    /// The references of the entries, each entry's in one range; ranges of stale entries are
    /// garbage until `compact(keeping:)`.
    private(set) var references: [Reference] = []
    /// Each listed symbol's position in `entries` (meaningless for other symbols).
    private var positions: [Int32] = []

    @inline(__always)
    mutating func appendSymbol() {
        positions.append(-1)
    }

    mutating func reserveCapacity(symbols: Int) {
        positions.reserveCapacity(symbols)
    }

    var count: Int { entries.count }

    /// Whether the list is long enough, against `liveCount` rows with references, to drop its
    /// stale entries before growing.
    func isMostlyStale(liveCount: Int) -> Bool {
        entries.count >= 2 * liveCount + 64
    }

    /// Whether the references are long enough, against `liveReferences`, to drop the garbage.
    func hasMostlyStaleReferences(liveReferences: Int) -> Bool {
        references.count > 2 * liveReferences + 256
    }

    /// The position of `symbol`'s entry for its definition at `definedAt`, if it is listed.
    func position(of symbol: Symbol, definedAt: Int) -> Int? {
        let index = Int(positions[symbol])
        guard index >= 0, index < entries.count, entries[index].symbol == symbol,
              entries[index].definedAt == definedAt else { return nil }
        return index
    }

    /// Lists the row of `symbol`, defined at `definedAt`, last, with its references (the cells
    /// of `row` whose symbols are basic).
    mutating func append(_ symbol: Symbol, definedAt: Int, referencesOf row: Row, isBasic: RowTable.BasisView) {
        let start = gather(row, isBasic: isBasic)
        positions[symbol] = Int32(entries.count)
        entries.append(Entry(symbol: symbol, referenceStart: start, referenceEnd: Int32(references.count), definedAt: definedAt))
    }

    /// Gathers the references of the entry at `position` again from its row.
    mutating func regather(at position: Int, referencesOf row: Row, isBasic: RowTable.BasisView) {
        entries[position].referenceStart = gather(row, isBasic: isBasic)
        entries[position].referenceEnd = Int32(references.count)
    }

    /// Appends the references of `row` and returns where they start.
    private mutating func gather(_ row: Row, isBasic: RowTable.BasisView) -> Int32 {
        let start = Int32(references.count)
        for (symbol, cell) in row.occupied where isBasic[symbol] {
            references.append(Reference(symbol: symbol, coefficient: cell.coefficient))
        }
        return start
    }

    /// Drops the entries `isLive` rejects and the references no kept entry uses.
    mutating func compact(keeping isLive: (Entry) -> Bool) {
        var kept: [Entry] = []
        kept.reserveCapacity(entries.count / 2 + 64)
        var keptReferences: [Reference] = []
        keptReferences.reserveCapacity(references.count)
        for var entry in entries where isLive(entry) {
            let start = Int32(keptReferences.count)
            keptReferences.append(contentsOf: references[Int(entry.referenceStart)..<Int(entry.referenceEnd)])
            entry.referenceStart = start
            entry.referenceEnd = Int32(keptReferences.count)
            positions[entry.symbol] = Int32(kept.count)
            kept.append(entry)
        }
        entries = kept
        references = keptReferences
    }

    /// Drops the entries after the first `count` (those the ordered evaluation moved the live
    /// ones over).
    mutating func truncate(to count: Int) {
        entries.removeLast(entries.count - count)
    }

    /// Empties the list (for listing every row again, `Tableau.relistDefinitions()`).
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        references.removeAll(keepingCapacity: true)
    }

    /// Empties the list, keeping `symbols` symbols (for a rebuild).
    mutating func removeAll(symbols: Int) {
        entries.removeAll(keepingCapacity: true)
        references.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
        positions.append(contentsOf: repeatElement(-1, count: symbols))
    }

    // MARK: The ordered evaluation's view

    /// The list over its buffers, for evaluating every row in order (`Tableau.evaluateDefinitions`).
    struct MutableView {
        let entries: UnsafeMutableBufferPointer<Entry>
        let references: UnsafeBufferPointer<Reference>
        fileprivate let positions: UnsafeMutableBufferPointer<Int32>

        /// Moves the live entry at `index` down to `position` (stale entries before it are dropped).
        @inline(__always)
        func move(_ entry: Entry, to position: Int) {
            entries[position] = entry
            positions[entry.symbol.index] = Int32(position)
        }
    }

    @inline(__always)
    mutating func withMutableView<R>(_ body: (MutableView) -> R) -> R {
        entries.withUnsafeMutableBufferPointer { entries in
            references.withUnsafeBufferPointer { references in
                positions.withUnsafeMutableBufferPointer { positions in
                    body(MutableView(entries: entries, references: references, positions: positions))
                }
            }
        }
    }

    // MARK: Invariants

    /// The ways the list can be inconsistent in itself, as messages (empty when sound).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var previous = Int.min
        for entry in entries {
            if entry.definedAt <= previous { problems.append("the definition list is not in definition order at \(entry.symbol)") }
            previous = entry.definedAt
            if entry.referenceStart < 0 || entry.referenceStart > entry.referenceEnd || Int(entry.referenceEnd) > references.count {
                problems.append("the references of \(entry.symbol) lie outside the list")
            }
            if entry.symbol.index >= positions.count { problems.append("\(entry.symbol) is beyond the symbols") }
        }
        return problems
    }
}
