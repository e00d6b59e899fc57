/// The symbols of a tableau: each one's kind and, for an external symbol, the variable it
/// stands for; and this solver's claims on variables.
///
/// A variable caches its symbol in the solver that first claims it (`Variable.ownerTag`,
/// `ownerSymbol`), so the hot path needs no dictionary; a second solver using the same variable
/// keeps it in `foreignVariables`.
///
/// Invariants (`invariantViolations()`): only external symbols have variables; each variable is
/// found again from itself (its claim or `foreignVariables`) at its own symbol, and at one only.
struct SymbolTable {
    /// The kind of each symbol.
    private(set) var kinds: [SymbolKind] = []
    /// The variable of each external symbol (`nil` once forgotten, and for other kinds).
    private(set) var variables: [Variable?] = []
    /// Symbols of variables claimed by another solver's fast path.
    private var foreignVariables: [ObjectIdentifier: Symbol] = [:]
    /// This solver's identity in `Variable.ownerTag`.
    let tag: UInt64

    init(tag: UInt64) {
        self.tag = tag
    }

    /// How many symbols were made (the size of every per-symbol table).
    var count: Int { kinds.count }

    @inline(__always)
    func kind(of symbol: Symbol) -> SymbolKind { kinds[symbol] }

    @inline(__always)
    func variable(of symbol: Symbol) -> Variable? { variables[symbol] }

    /// How many external symbols there are.
    var externalCount: Int { kinds.reduce(0) { $0 + ($1 == .external ? 1 : 0) } }

    mutating func reserveCapacity(_ symbols: Int) {
        kinds.reserveCapacity(symbols)
        variables.reserveCapacity(symbols)
    }

    /// A new symbol (with no variable).
    @inline(__always)
    mutating func make(_ kind: SymbolKind) -> Symbol {
        let symbol = Symbol(index: kinds.count)
        kinds.append(kind)
        variables.append(nil)
        return symbol
    }

    /// The symbol of a variable, if this solver knows it.
    @inline(__always)
    func existingSymbol(for variable: Variable) -> Symbol? {
        if variable.ownerTag == tag { return variable.ownerSymbol }
        if foreignVariables.isEmpty { return nil }
        return foreignVariables[ObjectIdentifier(variable)]
    }

    /// Makes `symbol` (external, new) stand for `variable` and claims the variable.
    @inline(__always)
    mutating func claim(_ variable: Variable, as symbol: Symbol) {
        variables[symbol] = variable
        if variable.ownerTag == 0 {
            variable.ownerTag = tag
            variable.ownerSymbol = symbol
        } else {
            foreignVariables[ObjectIdentifier(variable)] = symbol
        }
    }

    /// Drops a variable's claim and its place (its symbol stays, with no variable).
    mutating func forget(_ variable: Variable, at symbol: Symbol) {
        variables[symbol] = nil
        if variable.ownerTag == tag {
            variable.ownerTag = 0
            variable.ownerSymbol = nil
        } else {
            foreignVariables[ObjectIdentifier(variable)] = nil
        }
    }

    /// Gives up this solver's claims on variables (when it goes away).
    func releaseClaims() {
        for variable in variables {
            if let variable, variable.ownerTag == tag {
                variable.ownerTag = 0
                variable.ownerSymbol = nil
            }
        }
    }

    /// Keeps only the external symbols that have variables, renumbered in their order (so
    /// Bland's rule breaks ties as before), and moves the claims to the new ids.
    ///
    /// - Returns: each kept symbol's old and new id, in order.
    mutating func compactToVariables() -> [(old: Symbol, new: Symbol)] {
        let oldKinds = kinds, oldVariables = variables
        kinds.removeAll(keepingCapacity: true)
        variables.removeAll(keepingCapacity: true)
        var kept: [(old: Symbol, new: Symbol)] = []
        for old in oldKinds.indices where oldKinds[old] == .external {
            guard let variable = oldVariables[old] else { continue }
            let symbol = make(.external)
            variables[symbol] = variable
            if variable.ownerTag == tag {
                variable.ownerSymbol = symbol
            } else {
                foreignVariables[ObjectIdentifier(variable)] = symbol
            }
            kept.append((Symbol(index: old), symbol))
        }
        return kept
    }

    /// The ways the table can be inconsistent, as messages (empty when sound).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if variables.count != kinds.count { problems.append("\(variables.count) variables for \(kinds.count) symbols") }
        var seen: Set<ObjectIdentifier> = []
        for (index, variable) in variables.enumerated() {
            guard let variable else { continue }
            let symbol = Symbol(index: index)
            if kinds[index] != .external { problems.append("\(symbol) has a variable but is \(kinds[index])") }
            if !seen.insert(ObjectIdentifier(variable)).inserted { problems.append("\(variable) stands for two symbols") }
            if existingSymbol(for: variable) != symbol {
                problems.append("\(variable) at \(symbol) is found at \(existingSymbol(for: variable).map(String.init(describing:)) ?? "no symbol")")
            }
        }
        for (identifier, symbol) in foreignVariables where symbol.index >= variables.count
            || variables[symbol].map(ObjectIdentifier.init) != identifier {
            problems.append("a foreign variable is noted at \(symbol), which does not hold it")
        }
        return problems
    }
}
