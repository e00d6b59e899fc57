@_spi(Fuzzing) @testable import Cassowary
import Testing

/// Solving, removing, values and descriptions: the behaviour a caller sees.
@Suite("Solver basics")
struct SolverTests {
    @Test("two required equations determine two variables")
    func equations() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x + y == 10)
        try solver.add(x - y == 2)
        solver.updateVariables()
        #expect(x.value == 6)
        #expect(y.value == 4)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test("a required bound wins over a preference; the preference holds as far as it can")
    func preferenceUpToBound() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width")
        try solver.add(left == 20)
        try solver.add(left + width <= 300)
        try solver.add((width == 400).withStrength(.priority(750)))
        solver.updateVariables()
        #expect(left.value == 20)
        #expect(width.value == 280)
    }

    @Test("values change only when updateVariables() is called")
    func valuesWaitForUpdate() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == 5)
        #expect(x.value == 0)
        solver.updateVariables()
        #expect(x.value == 5)
    }

    @Test("removing a constraint gives back the solution without it")
    func removeRestores() throws {
        let solver = Solver()
        let x = Variable("x")
        let weak = (x == 10).withStrength(.priority(250))
        let strong = (x == 40).withStrength(.priority(750))
        try solver.add(weak)
        try solver.add(strong)
        solver.updateVariables()
        #expect(x.value == 40)
        try solver.remove(strong)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(!solver.contains(strong))
        #expect(solver.contains(weak))
        #expect(solver.constraintCount == 1)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test("a removed required constraint frees its variables for weaker ones")
    func removeRequired() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        let link = a + 10 == b
        try solver.add(link)
        try solver.add((a == 0).withStrength(.priority(500)))
        try solver.add((b == 100).withStrength(.priority(400)))
        solver.updateVariables()
        #expect(a.value == 0 && b.value == 10)
        try solver.remove(link)
        solver.updateVariables()
        #expect(a.value == 0 && b.value == 100)
    }

    @Test("changing a constant moves the solution exactly as a fresh solve would", arguments: [
        Relation.equal, .lessThanOrEqual, .greaterThanOrEqual,
    ])
    func updateConstantMatchesFreshSolve(relation: Relation) throws {
        func build(_ gap: Double) throws -> (Solver, Constraint, [Variable]) {
            let solver = Solver()
            let a = Variable("a"), b = Variable("b"), c = Variable("c")
            try solver.add(a == 0)
            let spacing = Constraint(b - a - gap, relation)
            try solver.add(spacing)
            try solver.add(c == b + 30)
            try solver.add((b == 50).withStrength(.priority(250)))
            try solver.add((c <= 200).withStrength(.priority(750)))
            return (solver, spacing, [a, b, c])
        }
        let (solver, spacing, variables) = try build(8)
        for gap in [20.0, 90.0, 300.0, -40.0, 8.0] {
            try solver.updateConstant(of: spacing, to: -gap)
            solver.updateVariables()
            let (fresh, _, freshVariables) = try build(gap)
            fresh.updateVariables()
            #expect(variables.map(\.value) == freshVariables.map(\.value), "gap \(gap), \(relation)")
            #expect(solver.invariantViolations.isEmpty)
        }
        #expect(spacing.expression.constant == -8)
    }

    @Test("changing a required constant into a contradiction is refused and changes nothing")
    func updateConstantConflict() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x >= 0)
        let pin = x == 10
        try solver.add(pin)
        try solver.add(y == x + 5)
        #expect(throws: SolverError.unsatisfiableConstraint("x == -5 (constant changed from x == 10)")) {
            try solver.updateConstant(of: pin, to: 5)
        }
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 15)
        #expect(pin.expression.constant == -10)
        try solver.updateConstant(of: pin, to: -30)
        solver.updateVariables()
        #expect(x.value == 30 && y.value == 35)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test("a redundant required equality is accepted, and its constant can only move consistently")
    func redundantEquality() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.add(a == 5)
        try solver.add(b == a + 1)
        try solver.add(c == b + 1)
        let implied = c == a + 2
        try solver.add(implied)
        solver.updateVariables()
        #expect(c.value == 7)
        #expect(throws: SolverError.self) { try solver.updateConstant(of: implied, to: -3) }
        try solver.remove(implied)
        solver.updateVariables()
        #expect(c.value == 7)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test("removing the original of a redundant pair of equalities keeps the copy in force")
    func removeOriginalOfRedundantPair() throws {
        // Found by the property tests: the copy's marker is basic (pinned at zero) and must be
        // the row the removed marker pivots into, whatever the ratios of other rows say.
        let solver = Solver()
        let v = Variable("v"), w = Variable("w")
        let half = 0.5 * v == 13
        try solver.add(half)
        try solver.add(2 * v == 52)
        try solver.add(w - v >= 10)
        try solver.add(v + w <= 1000)
        try solver.add((w == 500).withStrength(.priority(300)))
        try solver.remove(half)
        solver.updateVariables()
        #expect(v.value == 26 && w.value == 500)
        try solver.add((v == 0).withStrength(.priority(900)))
        solver.updateVariables()
        #expect(v.value == 26)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test("a variable no constraint uses can be forgotten; one in use is kept")
    func forget() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let c = x == y + 1
        try solver.add(c)
        #expect(!solver.forget(x))
        try solver.remove(c)
        #expect(solver.forget(x))
        try solver.add(x == 3)
        solver.updateVariables()
        #expect(x.value == 3)
    }

    @Test("a variable and a constraint can be in two solvers at once")
    func sharedBetweenSolvers() throws {
        let first = Solver(), second = Solver()
        let x = Variable("x"), y = Variable("y")
        let shared = x + y == 10
        try first.add(shared)
        try second.add(shared)
        try first.add(x == 1)
        try second.add(x == 4)
        first.updateVariables()
        #expect(y.value == 9)
        second.updateVariables()
        #expect(y.value == 6)
        try first.remove(shared)
        #expect(second.contains(shared) && !first.contains(shared))
    }

    @Test("descriptions write constraints as equations with the variables' names")
    func descriptions() {
        let a = Variable("a.minX"), w = Variable("a.width"), b = Variable("b.minX")
        #expect((b == a + w + 8).description == "b.minX - a.minX - a.width == 8")
        #expect((w >= 44).withStrength(.priority(750)).description == "a.width >= 44 @750")
        #expect((0.75 * w <= b - 2).description == "0.75 * a.width - b.minX <= -2")
        #expect(Strength.required.description == "required")
    }
}

/// `updateVariables(reportingChangesTo:)`: a client learns exactly which variables moved.
@Suite("Reporting changed variables")
struct ChangeReportTests {
    @Test("only the variables whose values changed are reported, each once, also after a removal")
    func reportsChanges() throws {
        let solver = Solver()
        let xs = (0..<6).map { Variable("x\($0)") }
        try solver.add(xs[0] == 10)
        var links: [Constraint] = []
        for index in 1..<6 {
            let link = xs[index] == xs[index - 1] + 5
            links.append(link)
            try solver.add(link)
        }
        let free = Variable("free")
        try solver.add(free == 3)
        var changed: [Variable] = []
        solver.updateVariables(reportingChangesTo: &changed)
        #expect(Set(changed.map(\.name)) == ["x0", "x1", "x2", "x3", "x4", "x5", "free"])
        #expect(changed.count == 7)

        // Nothing changed: nothing reported.
        changed.removeAll()
        solver.updateVariables(reportingChangesTo: &changed)
        #expect(changed.isEmpty)

        // Replacing the link after x2 (a removal, undone from the journal) moves x3 to x5 only.
        try solver.remove(links[2])
        try solver.add(xs[3] == xs[2] + 7)
        changed.removeAll()
        solver.updateVariables(reportingChangesTo: &changed)
        #expect(Set(changed.map(\.name)) == ["x3", "x4", "x5"])
        #expect(xs[5].value == 10 + 5 * 5 + 2)
    }
}

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

@Suite("Variables named on demand")
struct LazyNameTests {
    @Test("a variable named by a prefix function shows prefix + suffix, made when asked, in names and descriptions")
    func namedOnDemand() throws {
        final class Owner { var label = "first" }
        let owner = Owner()
        var calls = 0
        let prefix: () -> String = { calls += 1; return owner.label }
        let width = Variable(namedBy: prefix, suffix: ".width"), height = Variable(namedBy: prefix, suffix: ".height")
        #expect(calls == 0)
        #expect(width.name == "first.width")
        owner.label = "second"
        #expect(height.name == "second.height")
        #expect((width == 2 * height).description.contains("second.width"))
        let solver = Solver()
        try solver.add(width == 10)
        solver.updateVariables()
        #expect(width.value == 10)
    }
}
