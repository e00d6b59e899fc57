@_spi(Fuzzing) @testable import Cassowary
import Testing

/// Symbols are typed, "none" is `nil`, and the dual simplex answers with a case.
@Suite("Symbols and answers")
struct SymbolAnswerTests {
    @Test("a required equality without a marker has none; an edit variable's has a dummy")
    func markers() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let equality = x == 10
        try solver.add(equality)
        try solver.addEditVariable(y, strength: .required)
        let constraints = solver.tableau.constraints
        #expect(constraints[constraints.slot(of: equality)!].marker == nil)
        let edit = try #require(constraints.edits.values.first)
        let marker = try #require(constraints[constraints.slot(of: edit.constraint)!].marker)
        #expect(solver.tableau.symbols.kind(of: marker) == .dummy)
    }

    @Test("a variable's claim is its symbol, and none once forgotten or in another solver")
    func claims() throws {
        let first = Solver(), second = Solver()
        let x = Variable("x")
        try first.add(x == 1)
        #expect(x.ownerSymbol == first.tableau.symbols.existingSymbol(for: x))
        try second.add(x == 2)  // the second solver keeps it apart
        #expect(second.tableau.symbols.existingSymbol(for: x) != nil)
        #expect(x.ownerSymbol == first.tableau.symbols.existingSymbol(for: x))
        let y = Variable("y")
        let constraint = y == 3
        try first.add(constraint)
        try first.remove(constraint)
        #expect(first.forget(y))
        #expect(y.ownerSymbol == nil)
        #expect(first.tableau.symbols.existingSymbol(for: y) == nil)
        #expect(first.invariantViolations.isEmpty && second.invariantViolations.isEmpty)
    }

    @Test("the dual simplex answers feasible, or names the row it cannot repair")
    func dualOutcome() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x <= 10)
        try solver.addEditVariable(x, strength: .required)
        try solver.suggestValue(5, for: x)
        #expect(solver.tableau.dualOptimize() == .feasible)
        // Pushing the required edit past the required bound: the slack's row cannot be repaired.
        let constraints = solver.tableau.constraints
        let edit = try #require(constraints.edits.values.first)
        let record = constraints[constraints.slot(of: edit.constraint)!]
        let marker = try #require(record.marker)
        solver.tableau.shiftMarker(marker, by: -20 / record.markerCoefficient)
        guard case .infeasible(let symbol) = solver.tableau.dualOptimize() else {
            Issue.record("expected an infeasible row")
            return
        }
        #expect(solver.tableau.symbols.kind(of: symbol) == .slack)
        // The user sees the same as a refused suggestion that leaves the solver as it was.
        let other = Solver()
        let y = Variable("y")
        try other.add(y <= 10)
        try other.addEditVariable(y, strength: .required)
        #expect(throws: SolverError.self) { try other.suggestValue(25, for: y) }
        other.updateVariables()
        #expect(y.value <= 10)
        #expect(other.invariantViolations.isEmpty)
    }
}
