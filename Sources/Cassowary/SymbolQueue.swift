/// A work list of symbols with a flag per symbol, so that each is queued at most once: the
/// symbols whose objective costs changed (`Tableau.candidates`), the external symbols whose
/// values may have changed or wait to be written (`ValueCache`).
///
/// Invariant (`invariantViolations()`): the flags mark exactly the queued symbols, each once.
/// An operation may take the list out (`takeMembers()`) and clear the flags one by one as it
/// handles them; the invariant holds again when it is done.
struct SymbolQueue {
    private(set) var members: [Symbol] = []
    private var isQueued: [Bool] = []

    @inline(__always)
    mutating func appendSymbol() {
        isQueued.append(false)
    }

    mutating func reserveCapacity(symbols: Int) {
        isQueued.reserveCapacity(symbols)
        members.reserveCapacity(symbols)
    }

    var isEmpty: Bool { members.isEmpty }
    var count: Int { members.count }

    @inline(__always)
    subscript(index: Int) -> Symbol { members[index] }

    @inline(__always)
    func contains(_ symbol: Symbol) -> Bool { isQueued[symbol] }

    /// Queues a symbol unless it is queued.
    @inline(__always)
    mutating func insert(_ symbol: Symbol) {
        if !isQueued[symbol] {
            isQueued[symbol] = true
            members.append(symbol)
        }
    }

    /// Takes the member at `index` out (the last member takes its place).
    @inline(__always)
    mutating func remove(at index: Int) {
        isQueued[members[index]] = false
        members.swapAt(index, members.count - 1)
        members.removeLast()
    }

    /// Takes a symbol out if it is queued.
    mutating func remove(_ symbol: Symbol) {
        if let index = members.firstIndex(of: symbol) { remove(at: index) }
    }

    /// Takes every member out.
    mutating func removeAll() {
        for symbol in members { isQueued[symbol] = false }
        members.removeAll(keepingCapacity: true)
    }

    /// Takes the list out, leaving the members flagged: the caller clears each flag
    /// (`unflag(_:)`) as it handles the symbol, then gives the buffer back (`reuse(_:)`).
    @inline(__always)
    mutating func takeMembers() -> [Symbol] {
        var list: [Symbol] = []
        swap(&list, &members)
        return list
    }

    /// Puts a taken list back (an operation that appended to it, flagging each symbol it added).
    @inline(__always)
    mutating func restoreMembers(_ list: consuming [Symbol]) {
        members = list
    }

    /// Gives an emptied list's buffer back to an empty queue (so it is not allocated again).
    @inline(__always)
    mutating func reuse(_ list: inout [Symbol]) {
        list.removeAll(keepingCapacity: true)
        if members.isEmpty { swap(&list, &members) }
    }

    @inline(__always)
    mutating func unflag(_ symbol: Symbol) {
        isQueued[symbol] = false
    }

    /// Clears every flag and resizes them for `symbols` symbols (for a rebuild).
    mutating func removeAll(symbols: Int) {
        members.removeAll(keepingCapacity: true)
        isQueued.removeAll(keepingCapacity: true)
        isQueued.append(contentsOf: repeatElement(false, count: symbols))
    }

    /// The flags over their buffer, for a loop that clears them (`withMutableFlags(_:)`).
    @inline(__always)
    mutating func withMutableFlags<R>(_ body: (UnsafeMutableBufferPointer<Bool>) -> R) -> R {
        isQueued.withUnsafeMutableBufferPointer { body($0) }
    }

    /// The ways the queue can be inconsistent, as messages (empty when sound).
    func invariantViolations(_ name: String) -> [String] {
        var problems: [String] = []
        let flagged = isQueued.indices.filter { isQueued[$0] }.map { Symbol(index: $0) }
        if Set(members).count != members.count { problems.append("\(name): a symbol is queued twice") }
        if Set(flagged) != Set(members) { problems.append("\(name): the flags mark \(flagged.count) symbols, \(members.count) queued") }
        return problems
    }
}
