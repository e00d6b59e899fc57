/// The values of the external symbols as last computed, which of them may be stale (their rows
/// changed: `dirty`), and which changed values wait to be written into their variables
/// (`pendingWrites`), so that `updateVariables()` writes only what may have changed.
///
/// Invariants (`invariantViolations()`): each queue's flags mark exactly its members.
struct ValueCache {
    /// The last computed value of each symbol (meaningful for external symbols).
    var values: [Double] = []
    /// External symbols whose rows changed since their values were last computed.
    var dirty = SymbolQueue()
    /// External symbols whose computed values have not been written to their variables yet.
    var pendingWrites = SymbolQueue()

    @inline(__always)
    mutating func appendSymbol() {
        values.append(0)
        dirty.appendSymbol()
        pendingWrites.appendSymbol()
    }

    mutating func reserveCapacity(symbols: Int) {
        values.reserveCapacity(symbols)
        dirty.reserveCapacity(symbols: symbols)
        pendingWrites.reserveCapacity(symbols: symbols)
    }

    @inline(__always)
    subscript(symbol: Symbol) -> Double {
        get { values[symbol] }
        set { values[symbol] = newValue }
    }

    /// Forgets every value (for a rebuild that renumbers the symbols).
    mutating func removeAll() {
        values.removeAll(keepingCapacity: true)
        dirty.removeAll(symbols: 0)
        pendingWrites.removeAll(symbols: 0)
    }

    /// The cache over its buffers, for the loops that evaluate rows.
    struct MutableView {
        let values: UnsafeMutableBufferPointer<Double>
        /// The flags of `dirty`.
        let isDirty: UnsafeMutableBufferPointer<Bool>
        /// The flags of `pendingWrites`.
        let isPending: UnsafeMutableBufferPointer<Bool>
    }

    @inline(__always)
    mutating func withMutableView<R>(_ body: (MutableView) -> R) -> R {
        values.withUnsafeMutableBufferPointer { values in
            dirty.withMutableFlags { isDirty in
                pendingWrites.withMutableFlags { isPending in
                    body(MutableView(values: values, isDirty: isDirty, isPending: isPending))
                }
            }
        }
    }

    /// The ways the cache can be inconsistent, as messages (empty when sound).
    func invariantViolations() -> [String] {
        dirty.invariantViolations("dirty") + pendingWrites.invariantViolations("pending writes")
    }
}
