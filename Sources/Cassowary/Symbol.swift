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

/// A tableau symbol: a dense integer id, so every per-symbol table is a flat array.
///
/// Ids are handed out in creation order and never reused; `Symbol.invalid` (-1) stands for
/// "none". Bland's anti-cycling rule breaks ties by the smallest id.
struct Symbol: Hashable, Comparable {
    var id: Int32

    /// No symbol.
    static let invalid = Symbol(id: -1)

    var isValid: Bool { id >= 0 }
    var index: Int { Int(id) }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}
