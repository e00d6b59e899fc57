@_spi(Fuzzing) @testable import Cassowary
import Testing

/// Each owner of the solver's state checks its own invariant: a sound solver reports nothing,
/// and a state corrupted behind the owners' backs is reported under the owner's name.
@Suite("Invariant checks")
struct InvariantTests {
    /// A small layout with a definition row, an inequality, a preference and an edit variable.
    static func layout() throws -> (Solver, [Variable]) {
        let solver = Solver()
        let xs = (0..<12).map { Variable("x\($0)") }
        try solver.add(xs[0] == 0)
        for index in 1..<xs.count { try solver.add(xs[index] == xs[index - 1] + 10) }
        try solver.add(xs[11] <= 200)
        try solver.add((xs[11] == 300).withStrength(.priority(750)))
        try solver.addEditVariable(xs[5], strength: .priority(999))
        try solver.suggestValue(60, for: xs[5])
        solver.updateVariables()
        return (solver, xs)
    }

    /// The problems of the solver's tableau as it is (no pending removals applied).
    static func problems(_ solver: Solver) -> [String] {
        solver.tableau.invariantViolations()
    }

    static func reported(_ solver: Solver, by owner: String) -> Bool {
        problems(solver).contains { $0.hasPrefix(owner + ":") }
    }

    @Test("a sound solver reports nothing")
    func sound() throws {
        let (solver, _) = try Self.layout()
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test("the symbol table: a variable at a symbol that is not external")
    func symbolTable() throws {
        let (solver, _) = try Self.layout()
        let slack = try #require((0..<solver.tableau.symbols.count).map(Symbol.init(index:)).first {
            solver.tableau.symbols.kind(of: $0) == .slack
        })
        solver.tableau.symbols.claim(Variable("stray"), as: slack)
        #expect(Self.problems(solver).contains { $0.hasPrefix("symbols:") && $0.contains("has a variable but is slack") })
    }

    @Test("the row table: a reference count the rows do not have")
    func rowTable() throws {
        let (solver, _) = try Self.layout()
        let slot = try #require((0..<solver.tableau.rows.slotCount).first { !solver.tableau.rows.hasReferences($0) && solver.tableau.rows.basicIfOccupied(at: $0) != nil })
        solver.tableau.rows.addReferences(1, at: slot)
        // The table is consistent in itself; the tableau sees the count against the row.
        #expect(!Self.reported(solver, by: "rows"))
        #expect(Self.problems(solver).contains { $0.hasPrefix("tableau:") && $0.contains("0 references counted as 1") })
        solver.tableau.rows.addReferences(-1, at: slot)
        #expect(Self.problems(solver).isEmpty)
    }

    @Test("the column index: a detached column whose entries were never freed")
    func columnIndex() throws {
        let (solver, _) = try Self.layout()
        let parametric = try #require((0..<solver.tableau.symbols.count).map(Symbol.init(index:)).first {
            solver.tableau.columns.count(of: $0) > 0
        })
        _ = solver.tableau.columns.detach(parametric)
        #expect(Self.problems(solver).contains { $0.hasPrefix("columns:") && $0.contains("free entries in a pool") })
    }

    @Test("the column index against the rows: an entry for a row that does not hold the symbol")
    func columnAgainstRows() throws {
        let (solver, _) = try Self.layout()
        let slot = try #require((0..<solver.tableau.rows.slotCount).first { solver.tableau.rows.basicIfOccupied(at: $0) != nil })
        let absent = solver.tableau.makeSymbol(.slack)
        _ = solver.tableau.columns.link(absent, row: Int32(slot))
        #expect(Self.problems(solver).contains { $0.contains("column \(absent) lists row \(slot), which does not hold it") })
    }

    @Test("the definition list: entries out of definition order")
    func definitionList() throws {
        let (solver, _) = try Self.layout()
        var tableau = solver.tableau
        let slot = try #require((0..<tableau.rows.slotCount).first { tableau.rows.basicIfOccupied(at: $0) != nil })
        let basic = tableau.rows.basic(at: slot), row = tableau.rows.rows[slot]
        var definitions = tableau.definitions
        for _ in 0..<2 {
            tableau.rows.withBasisView { definitions.append(basic, definedAt: 0, referencesOf: row, isBasic: $0) }
        }
        tableau.definitions = definitions
        #expect(tableau.invariantViolations().contains { $0.hasPrefix("definitions:") && $0.contains("not in definition order") })
    }

    @Test("the value cache: a dirty symbol without its flag")
    func valueCache() throws {
        let (solver, xs) = try Self.layout()
        let symbol = try #require(solver.tableau.symbols.existingSymbol(for: xs[3]))
        solver.tableau.values.dirty.insert(symbol)
        solver.tableau.values.dirty.unflag(symbol)
        #expect(Self.problems(solver).contains { $0.hasPrefix("values:") && $0.contains("dirty: the flags mark") })
    }

    @Test("the candidate queue: a member without its flag")
    func candidates() throws {
        let (solver, _) = try Self.layout()
        let symbol = solver.tableau.makeSymbol(.error)
        solver.tableau.candidates.insert(symbol)
        solver.tableau.candidates.unflag(symbol)
        #expect(Self.reported(solver, by: "candidates"))
    }

    @Test("the objective: a price on a basic symbol")
    func objective() throws {
        let (solver, xs) = try Self.layout()
        let basic = try #require(solver.tableau.symbols.existingSymbol(for: xs[3]))
        #expect(solver.tableau.rows.isBasic(basic))
        solver.tableau.objective.add(basic, 1, at: 0)
        #expect(Self.problems(solver).contains { $0 == "tableau: the objective prices a basic symbol" })
    }

    @Test("the journal: left recording between operations")
    func journal() throws {
        let (solver, _) = try Self.layout()
        solver.tableau.journal.mode = .recording
        #expect(Self.problems(solver).contains { $0.hasPrefix("journal:") && $0.contains("between operations") })
    }

    @Test("the constraint records: an edit variable whose constraint is not in the solver")
    func constraintRecords() throws {
        let (solver, _) = try Self.layout()
        let stray = Variable("stray")
        let symbol = solver.tableau.symbol(for: stray)
        solver.tableau.constraints.edits[symbol] = .init(variable: stray, constraint: stray == 1)
        #expect(Self.problems(solver).contains { $0.hasPrefix("constraints:") && $0.contains("has no constraint in the solver") })
    }

    @Test("a row's table: a symbol held twice")
    func rowHashTable() throws {
        let (solver, _) = try Self.layout()
        let slot = try #require((0..<solver.tableau.rows.slotCount).first { solver.tableau.rows.rows[$0].count > 0 })
        let row = solver.tableau.rows.rows[slot]
        let symbol = try #require(row.entries.first?.symbol)
        solver.tableau.rows.rows[slot].insertNew(symbol, coefficient: 1)
        #expect(Self.problems(solver).contains { $0.hasPrefix("tableau: row \(slot):") && $0.contains("held twice") })
    }

    @Test("basic feasible form: a restricted basic below zero")
    func feasibility() throws {
        let (solver, _) = try Self.layout()
        let slot = try #require((0..<solver.tableau.rows.slotCount).first {
            solver.tableau.rows.basicIfOccupied(at: $0).map { solver.tableau.symbols.kind(of: $0).isRestricted } ?? false
        })
        solver.tableau.rows.rows[slot].constant = -1
        #expect(Self.problems(solver).contains { $0.contains("restricted basic") && $0.contains("= -1.0") })
    }
}
