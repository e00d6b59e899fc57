/// A mark per symbol for graph walks over the references of definition rows: a symbol is
/// marked in the current walk when its mark equals `epoch`, so starting a walk costs one
/// increment (and a reset of every mark once in 2³² walks). Also holds the walks' heap buffer,
/// reused between walks.
///
/// Invariant (`invariantViolations()`): no mark is ahead of the current walk.
struct VisitMarks {
    private var marks: [UInt32] = []
    private(set) var epoch: UInt32 = 0
    /// The heap buffer of the walks (`Tableau.expandReferences(_:)`, `refreshValues(writing:)`).
    var heap: [Symbol] = []

    @inline(__always)
    mutating func appendSymbol() {
        marks.append(0)
    }

    mutating func reserveCapacity(symbols: Int) {
        marks.reserveCapacity(symbols)
    }

    /// Starts a walk: every symbol is unmarked.
    mutating func startWalk() {
        epoch &+= 1
        if epoch == 0 {
            for index in marks.indices { marks[index] = 0 }
            epoch = 1
        }
    }

    @inline(__always)
    func isMarked(_ symbol: Symbol) -> Bool { marks[symbol] == epoch }

    /// Marks a symbol; `false` if it was marked already.
    @inline(__always)
    mutating func mark(_ symbol: Symbol) -> Bool {
        if marks[symbol] == epoch { return false }
        marks[symbol] = epoch
        return true
    }

    /// Takes the heap buffer out, empty (give it back with `reuseHeap(_:)`).
    @inline(__always)
    mutating func takeHeap() -> [Symbol] {
        var taken: [Symbol] = []
        swap(&taken, &heap)  // reuse the buffer without sharing it (no copy on write)
        taken.removeAll(keepingCapacity: true)
        return taken
    }

    @inline(__always)
    mutating func reuseHeap(_ taken: inout [Symbol]) {
        swap(&taken, &heap)
    }

    /// Forgets every mark, keeping `symbols` symbols (for a rebuild).
    mutating func removeAll(symbols: Int) {
        marks.removeAll(keepingCapacity: true)
        marks.append(contentsOf: repeatElement(0, count: symbols))
    }

    func invariantViolations() -> [String] {
        marks.contains { $0 > epoch } ? ["a visit mark is ahead of the current walk \(epoch)"] : []
    }
}
