/// The kind of a symbol in the simplex tableau, which decides where it may go.
enum SymbolKind: UInt8 {
    /// A solver variable: unrestricted in sign, preferred as the subject of a new row.
    case external
    /// The slack of an inequality (or the artificial variable of phase one): at least zero.
    case slack
    /// The error of a non-required constraint: at least zero, and priced in the objective.
    case error
    /// The marker of a required equality: always zero, never chosen to enter the basis while
    /// optimising; it exists so the constraint can be found again to remove it or change it.
    case dummy

    /// Whether a basic symbol of this kind must stay non-negative.
    var isRestricted: Bool { self == .slack || self == .error }
}

/// A tableau symbol: a dense id, so every per-symbol table is a flat array (`table[symbol]`).
///
/// Ids are handed out in creation order by `SymbolTable` and never reused; "no symbol" is
/// `nil` (`Symbol?`). Bland's anti-cycling rule breaks ties by the smallest id. A wrapper of
/// `Int32` that costs nothing over it.
struct Symbol: Hashable, Comparable {
    let id: Int32

    @inline(__always)
    init(_ id: Int32) {
        self.id = id
    }

    @inline(__always)
    init(index: Int) {
        id = Int32(truncatingIfNeeded: index)
    }

    /// The position of the symbol's facts in per-symbol tables.
    @inline(__always)
    var index: Int { Int(id) }

    @inline(__always)
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}

extension Symbol: CustomStringConvertible {
    /// `s` and the id, as invariant messages show it.
    var description: String { "s\(id)" }
}

extension Array {
    /// The entry of a per-symbol table.
    @inline(__always)
    subscript(symbol: Symbol) -> Element {
        get { self[symbol.index] }
        _modify { yield &self[symbol.index] }
    }
}
