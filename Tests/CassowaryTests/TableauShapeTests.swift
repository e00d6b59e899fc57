@_spi(Fuzzing) @testable import Cassowary
import Testing

/// What keeps the tableau linear in the size of a layout (definition rows, required equalities
/// without markers) and what keeps it correct when those constraints change or go.
@Suite("Tableau shape: definition rows and markers")
struct TableauShapeTests {
    /// A column of `count` labels, each 8 pt below the previous one, each label's height an
    /// intrinsic size (hugging at 251, compression resistance at 750): in the textbook tableau
    /// the n-th label's row holds the slack and error symbols of every label above it.
    func stack(_ count: Int) throws -> (Solver, [Variable], [Constraint]) {
        let solver = Solver()
        var tops: [Variable] = []
        var constraints: [Constraint] = []
        let top = Variable("top0"), height = Variable("height0")
        var previous = (top, height)
        constraints.append(top == 0)
        for index in 0..<count {
            let (top, height) = index == 0 ? previous : (Variable("top\(index)"), Variable("height\(index)"))
            if index > 0 { constraints.append(top == previous.0 + previous.1 + 8) }
            constraints.append((height <= 21).withStrength(.priority(251)))
            constraints.append((height >= 21).withStrength(.priority(750)))
            tops.append(top)
            previous = (top, height)
        }
        for constraint in constraints { try solver.add(constraint) }
        solver.updateVariables()
        return (solver, tops, constraints)
    }

    func cellCount(_ solver: Solver) -> Int {
        solver.tableau.rows.rows.reduce(0) { $0 + $1.count }
    }

    @Test("a stack of labels keeps a tableau that grows linearly, with the right positions")
    func linearStack() throws {
        let (small, smallTops, _) = try stack(200)
        let (large, largeTops, _) = try stack(2_000)
        #expect(smallTops[199].value == 199 * 29)
        #expect(largeTops[1_999].value == 1_999 * 29)
        // constraints: top0 == 0, then per label k (k ≥ 1) the link at 3k, hugging at 3k + 1,
        // compression resistance at 3k + 2.
        // Ten times the labels, about ten times the cells (the textbook tableau: about 100 times).
        #expect(cellCount(large) < 12 * cellCount(small))
        #expect(cellCount(large) < 15 * 2_000)
        #expect(large.invariantViolations.isEmpty)
    }

    @Test("changing a label's height moves every label below it, and only those")
    func changePropagatesThroughReferences() throws {
        let (solver, tops, constraints) = try stack(300)
        // Required height 40 for label 100: every label below moves 19 pt down.
        let heightOf100 = constraints[3 * 100 + 1].expression.terms[0].variable
        let pin = heightOf100 == 40
        try solver.add(pin)
        solver.updateVariables()
        #expect(tops[100].value == 100 * 29)
        #expect(tops[101].value == 101 * 29 + 19)
        #expect(tops[299].value == 299 * 29 + 19)
        try solver.remove(pin)
        solver.updateVariables()
        #expect(tops[299].value == 299 * 29)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test("a definition row that loses one referenced row keeps its other references, and its value follows them")
    func replacedReferenceKeepsTheOthers() throws {
        let (solver, tops, constraints) = try stack(40)
        let x = Variable("x"), y = Variable("y")
        // x's row refers to label rows; y's refers to x's (long: it is kept as a reference) and
        // to a label's row.
        let defineX = (x == tops[20] + tops[30] + 5).withStrength(.priority(500))
        try solver.add(defineX)
        try solver.add(y == x + tops[35] + 3)
        solver.updateVariables()
        #expect(x.value == 20 * 29 + 30 * 29 + 5)
        #expect(y.value == x.value + 35 * 29 + 3)
        // Removing x's constraint through its marker takes x's row out: y gets that row in place
        // of x and still refers to the labels.
        try solver.remove(defineX)
        solver.updateVariables()
        #expect(solver.invariantViolations.isEmpty)
        #expect(y.value == x.value + 35 * 29 + 3)
        // A taller label 10 moves every label below it, and y with them.
        let heightOf10 = constraints[3 * 10 + 1].expression.terms[0].variable
        try solver.add(heightOf10 == 40)
        solver.updateVariables()
        #expect(tops[35].value == 35 * 29 + 19)
        #expect(y.value == x.value + 35 * 29 + 19 + 3)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test("an edit that walks a long column compacts the column index first, once, and the tableau stays sound")
    func compactionBeforeLongWalks() throws {
        let solver = Solver()
        let xs = (0..<200).map { Variable("x\($0)") }
        for index in 1..<xs.count { try solver.add(xs[index] == xs[index - 1] + 10) }
        try solver.addEditVariable(xs[0], strength: .priority(999))
        #expect(solver.tableau.columns.linksSinceCompaction > 0)
        try solver.suggestValue(5, for: xs[0])
        solver.updateVariables()
        #expect(solver.tableau.columns.linksSinceCompaction == 0)
        #expect(xs[199].value == 5 + 1_990)
        #expect(solver.invariantViolations.isEmpty)
        // The edit marker's column is now one run of consecutive entries.
        let constraints = solver.tableau.constraints, columns = solver.tableau.columns
        let marker = try #require(constraints[constraints.slot(of: constraints.edits.values.first!.constraint)!].marker)
        var entry = columns.heads[marker]
        var outOfOrder = 0
        while entry >= 0 {
            let next = columns.entries[Int(entry)].next
            if next >= 0 && next != entry + 1 { outOfOrder += 1 }
            entry = next
        }
        #expect(columns.count(of: marker) >= 199)
        #expect(outOfOrder == 0)
        // Later steps do not compact again (few links since), and keep solving right, also after
        // the layout changes.
        for value in [7.0, -3, 12] {
            try solver.suggestValue(value, for: xs[0])
            solver.updateVariables()
            #expect(xs[100].value == value + 1_000)
        }
        let extra = Variable("extra")
        try solver.add(extra == xs[150] + 1)
        try solver.suggestValue(1, for: xs[0])
        solver.updateVariables()
        #expect(extra.value == 1 + 1_500 + 1)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test("more than 64 priority levels still order strictly (the levels that price each symbol are no longer tracked past 64), inserted in any order")
    func manyLevels() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        // Priorities 1…90, added in a scrambled order so that levels are inserted in the middle:
        // x wants i at priority i, y wants -i at priority i + 0.5.
        var constraints: [Int: Constraint] = [:]
        for step in 0..<90 {
            let priority = (step * 37) % 90 + 1
            let wantsX = (x == Double(priority)).withStrength(.priority(Double(priority)))
            constraints[priority] = wantsX
            try solver.add(wantsX)
            try solver.add((y == Double(-priority)).withStrength(.priority(Double(priority) + 0.5)))
            if step == 10 || step == 25 {  // 22 and 52 levels: tracked, some inserted in the middle
                solver.updateVariables()
                #expect(solver.invariantViolations.isEmpty)
            }
        }
        solver.updateVariables()
        #expect(x.value == 90)
        #expect(y.value == -90)
        #expect(solver.invariantViolations.isEmpty)
        try solver.remove(constraints[90]!)
        solver.updateVariables()
        #expect(x.value == 89)
        #expect(solver.invariantViolations.isEmpty)
    }


    @Test("removing a required equality rebuilds the tableau once, at the next operation")
    func removalRebuildsLazily() throws {
        let (solver, tops, constraints) = try stack(50)
        let link = constraints[3 * 10]  // top10 == top9 + height9 + 8
        let before = solver.tableau.rebuildCount
        try solver.remove(link)
        try solver.remove(constraints[3 * 20])
        #expect(solver.tableau.rebuildCount == before)  // nothing rebuilt yet
        try solver.add(tops[10] == tops[9] + 100)
        #expect(solver.tableau.rebuildCount == before + 1)
        try solver.add(tops[20] == tops[19] + 29)
        solver.updateVariables()
        #expect(solver.tableau.rebuildCount == before + 1)
        #expect(tops[10].value == 9 * 29 + 100)
        #expect(tops[49].value == 49 * 29 + 71)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test("the first change of a required equality's constant gives it a marker; later ones are incremental")
    func firstConstantChange() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let base = x == 10
        let offset = y == x + 5
        try solver.add(base)
        try solver.add(offset)
        try solver.add(y <= 100)
        try solver.updateConstant(of: offset, to: -50)  // y - x - 50 == 0
        solver.updateVariables()
        #expect(y.value == 60)
        #expect(solver.tableau.rebuildCount == 1)
        try solver.updateConstant(of: offset, to: -80)
        solver.updateVariables()
        #expect(y.value == 90)
        #expect(solver.tableau.rebuildCount == 1)
        // A constant that breaks `y <= 100` is refused and the old one stays.
        #expect(throws: SolverError.self) { try solver.updateConstant(of: offset, to: -200) }
        solver.updateVariables()
        #expect(y.value == 90)
    }

    @Test("a constraint that expects constant changes is changed in place from the first change")
    func expectsConstantChanges() throws {
        let solver = Solver()
        let width = Variable("width"), half = Variable("half")
        let window = width == 320
        window.expectsConstantChanges = true
        try solver.add(window)
        try solver.add(half == 0.5 * width)
        for value in [375.0, 414, 1024] {
            try solver.updateConstant(of: window, to: -value)
            solver.updateVariables()
            #expect(half.value == value / 2)
        }
        #expect(solver.tableau.rebuildCount == 0)
    }

    @Test("a redundant equality still guards the constants of the equalities it repeats")
    func redundantEqualityGuards() throws {
        let solver = Solver()
        let v = Variable("v")
        let first = v == 5
        try solver.add(first)
        try solver.add(2 * v == 10)  // implied by the first: no row of its own
        #expect(throws: SolverError.self) { try solver.updateConstant(of: first, to: -6) }
        solver.updateVariables()
        #expect(v.value == 5)
    }

    @Test("definition rows are evaluated in order after many changes, through the heap after few, and report exactly what changed")
    func definitionRowsReportChanges() throws {
        let solver = Solver()
        var tops: [Variable] = []
        var heights: [Variable] = []
        let count = 300
        for index in 0..<count {
            let top = Variable("top\(index)"), height = Variable("height\(index)")
            try solver.add(index == 0 ? top == 0 : top == tops[index - 1] + heights[index - 1] + 8)
            try solver.add((height <= 21).withStrength(.priority(251)))
            try solver.add((height >= 21).withStrength(.priority(750)))
            tops.append(top)
            heights.append(height)
        }
        #expect(solver.tableau.rows.referenceRowCount > 100)
        let all = tops + heights
        // Checks the values against the heights and that exactly the moved variables are reported.
        func update(_ expectedHeights: [Double]) {
            let before = all.map(\.value)
            var changed: [Variable] = []
            solver.updateVariables(reportingChangesTo: &changed)
            var top = 0.0
            for index in 0..<count {
                #expect(abs(tops[index].value - top) < 1e-9)
                #expect(abs(heights[index].value - expectedHeights[index]) < 1e-9)
                top += expectedHeights[index] + 8
            }
            let moved = Set(zip(all, before).filter { $0.0.value != $0.1 }.map { ObjectIdentifier($0.0) })
            #expect(Set(changed.map(ObjectIdentifier.init)) == moved)
            #expect(changed.count == moved.count)
            #expect(solver.invariantViolations.isEmpty)
        }
        var expected = [Double](repeating: 21, count: count)
        update(expected)  // everything at once: in definition order
        for index in 0..<count { try solver.addEditVariable(heights[index], strength: .priority(999)) }
        update(expected)  // nothing moved
        try solver.suggestValue(30, for: heights[250])  // a few rows: through the heap
        expected[250] = 30
        update(expected)
        try solver.suggestValue(25, for: heights[3])  // one change that moves nearly everything
        expected[3] = 25
        update(expected)
        for index in stride(from: 5, to: count, by: 6) {  // some changes: the heap, then in order
            try solver.suggestValue(Double(20 + index % 3), for: heights[index])
            expected[index] = Double(20 + index % 3)
        }
        update(expected)
        for index in stride(from: 0, to: count, by: 2) {  // many changes at once
            try solver.suggestValue(Double(10 + index % 7), for: heights[index])
            expected[index] = Double(10 + index % 7)
        }
        update(expected)
        for index in stride(from: 1, to: count, by: 2) {  // the same through updateVariables()
            try solver.suggestValue(Double(12 + index % 5), for: heights[index])
            expected[index] = Double(12 + index % 5)
        }
        solver.updateVariables()
        update(expected)
    }
}
