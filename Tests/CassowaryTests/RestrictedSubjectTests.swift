@_spi(Fuzzing) @testable import Cassowary
import Testing

/// A new inequality whose row has no external symbol is placed on a slack or error symbol
/// already in the tableau when that keeps every row feasible (`Tableau.restrictedSubject`), and
/// through phase one otherwise; either way the optimum is the same.
@Suite("Placing rows without phase one")
struct RestrictedSubjectTests {
    @Test("an inequality the layout already satisfies, and one it violates, both solve right")
    func inequalitiesOverExistingSlacks() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.add(left == 10)
        try solver.add(right == left + width)
        try solver.add(width >= 50)
        try solver.add((width == 80).withStrength(.priority(250)))
        solver.updateVariables()
        #expect(width.value == 80)
        // Satisfied already (80 ≥ 60): no pivot needed, the tableau stays sound.
        try solver.add(right >= left + 60)
        solver.updateVariables()
        #expect(width.value == 80)
        #expect(solver.invariantViolations.isEmpty)
        // Violated (80 < 100): the preference gives way to the required bound.
        try solver.add(right >= left + 100)
        solver.updateVariables()
        #expect(width.value == 100)
        #expect(right.value == 110)
        #expect(solver.invariantViolations.isEmpty)
        // And a bound that contradicts an upper one is refused, leaving the solver as it was.
        try solver.add(width <= 120)
        #expect(throws: SolverError.self) { try solver.add(right >= left + 130) }
        solver.updateVariables()
        #expect(width.value == 100)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test("of two slacks that could take the row, the one in fewer rows is chosen")
    func fewestRowsFirst() throws {
        let solver = Solver()
        let a = Variable("a"), c = Variable("c")
        let aBound = a >= 10, cBound = c >= 5
        try solver.add(aBound)  // a = 10 + s1
        try solver.add(cBound)  // c = 5 + s2
        // Twenty rows copy a's row, so s1 is in 21 rows and s2 in one.
        let followers = (0..<20).map { Variable("b\($0)") }
        for (index, b) in followers.enumerated() { try solver.add(b == a + Double(index)) }
        let tableau = solver.tableau
        let s1 = try #require(tableau.constraints[tableau.constraints.slot(of: aBound)!].marker)
        let s2 = try #require(tableau.constraints[tableau.constraints.slot(of: cBound)!].marker)
        #expect(s1 < s2)
        #expect(tableau.columns.count(of: s1) == 21)
        #expect(tableau.columns.count(of: s2) == 1)
        // a + c >= 20 becomes 5 − s1 − s2 + s3 = 0 over the slacks: either s1 or s2 can take it.
        try solver.add(a + c >= 20)
        #expect(solver.tableau.rows.isBasic(s2))
        #expect(!solver.tableau.rows.isBasic(s1))
        solver.updateVariables()
        #expect(a.value >= 10 && c.value >= 5 && a.value + c.value >= 20 - 1e-9)
        #expect(followers[19].value == a.value + 19)
        #expect(solver.invariantViolations.isEmpty)
    }
}
