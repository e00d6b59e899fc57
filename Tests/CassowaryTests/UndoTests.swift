@_spi(Fuzzing) @testable import Cassowary
import CassowaryWorkloads
import PropertyBased
import Synchronization
import Testing
import TestSupport

/// Removing the latest constraints by undoing their additions (`Tableau+Undo.swift`), and the
/// rebuild it falls back to.
@Suite("Removing recent constraints by undoing their additions")
struct UndoTests {
    /// A column of labels as in `TableauShapeTests.stack`, with a container whose bottom is
    /// 8 pt below the last label and whose width the labels fill: definition rows, placed rows
    /// (the container's bottom), inequalities and optional constraints.
    func column(_ count: Int) -> (variables: [Variable], constraints: [Constraint]) {
        var variables: [Variable] = []
        var constraints: [Constraint] = []
        let containerTop = Variable("containerTop"), containerBottom = Variable("containerBottom")
        let containerWidth = Variable("containerWidth")
        variables += [containerTop, containerBottom, containerWidth]
        constraints.append(containerTop == 0)
        constraints.append((containerWidth == 320).withStrength(.priority(500)))
        var previousBottom = Expression(containerTop)
        for index in 0..<count {
            let top = Variable("top\(index)"), height = Variable("height\(index)"), width = Variable("width\(index)")
            variables += [top, height, width]
            constraints.append(top == previousBottom + 8)
            constraints.append((height <= 21).withStrength(.priority(251)))
            constraints.append((height >= 21).withStrength(.priority(750)))
            constraints.append(width == containerWidth - 16)
            constraints.append(width >= 10)
            previousBottom = top + height
        }
        constraints.append(containerBottom == previousBottom + 8)
        return (variables, constraints)
    }

    func solve(_ constraints: [Constraint], _ variables: [Variable]) throws -> [Double] {
        let solver = Solver()
        for constraint in constraints { try solver.add(constraint) }
        solver.updateVariables()
        return variables.map(\.value)
    }

    func expectSame(_ actual: [Double], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        for (a, e) in zip(actual, expected) {
            #expect(abs(a - e) <= 1e-9 * max(1, abs(e)), "\(a) instead of \(e)", sourceLocation: sourceLocation)
        }
    }

    @Test("removing the latest tenth in either order and adding it again undoes, without a rebuild", arguments: [false, true])
    func tailRemoval(reversed: Bool) throws {
        let (variables, constraints) = column(40)
        let expected = try solve(constraints, variables)
        let solver = Solver()
        for constraint in constraints { try solver.add(constraint) }
        solver.updateVariables()
        let tail = Array(constraints.suffix(constraints.count / 10))
        #expect(tail.contains { $0.strength.isRequired && $0.relation == .equal })
        for constraint in reversed ? tail.reversed() : tail { try solver.remove(constraint) }
        // Without the tail: the container's bottom is free, and the last labels are gone.
        solver.updateVariables()
        #expect(solver.tableau.directUndoCount == 1)
        #expect(solver.invariantViolations.isEmpty)
        let withoutTail = try solve(Array(constraints.dropLast(tail.count)), variables)
        expectSame(variables.map(\.value), withoutTail)
        for constraint in tail { try solver.add(constraint) }
        solver.updateVariables()
        expectSame(variables.map(\.value), expected)
        #expect(solver.tableau.rebuildCount == 0)
        #expect(solver.invariantViolations.isEmpty)
        // And a second time (the tail was added again, so it is journaled again).
        for constraint in tail { try solver.remove(constraint) }
        for constraint in tail { try solver.add(constraint) }
        solver.updateVariables()
        expectSame(variables.map(\.value), expected)
        #expect(solver.tableau.directUndoCount == 2)
        #expect(solver.tableau.rebuildCount == 0)
    }

    @Test("removing a recent constraint adds the later ones again; their rows copied its row")
    func survivorsAddedAgain() throws {
        let (variables, constraints) = column(40)
        let solver = Solver()
        for constraint in constraints { try solver.add(constraint) }
        solver.updateVariables()
        // The link of label 38 (`top38 == top37 + height37 + 8`), a definition row that the
        // link of label 39 and the container's bottom build on.
        let link = constraints[2 + 5 * 38]
        #expect(link.description.contains("top38"))
        try solver.remove(link)
        solver.updateVariables()
        #expect(solver.tableau.directUndoCount == 1)
        #expect(solver.tableau.rebuildCount == 0)
        var rest = constraints
        rest.remove(at: 2 + 5 * 38)
        let top38 = variables[3 + 3 * 38]
        // Label 38 is free now; pin it and compare with a fresh solver.
        let pin = top38 == 5_000
        try solver.add(pin)
        solver.updateVariables()
        expectSame(variables.map(\.value), try solve(rest + [pin], variables))
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test("a removal the journal does not reach (a constant changed since) rebuilds, and is right")
    func fallsBackToRebuild() throws {
        let (variables, constraints) = column(40)
        let solver = Solver()
        for constraint in constraints { try solver.add(constraint) }
        let late = constraints[constraints.count - 3]  // width39 == containerWidth - 16
        #expect(late.description.contains("width39"))
        // Changing a constant ends the journal.
        try solver.updateConstant(of: constraints[0], to: -10)  // containerTop == 10
        try solver.remove(late)
        solver.updateVariables()
        #expect(solver.tableau.rebuildCount == 2)  // the constant change gave it a marker, then the removal
        #expect(solver.tableau.directUndoCount == 0)
        var rest = constraints
        rest.remove(at: constraints.count - 3)
        let shifted = Constraint(Expression(terms: [Term(variables[0])], constant: -10), .equal)
        rest[0] = shifted
        var expected = try solve(rest, variables)
        // width39 is free without its constraint; only `width39 >= 10` holds it.
        let width39 = variables.count - 1
        #expect(variables[width39].value >= 10)
        expected[width39] = variables[width39].value
        expectSame(variables.map(\.value), expected)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test("removing an early constraint rebuilds (undoing would cost more); a middle one is right either way")
    func earlyAndMiddleRemovals() throws {
        let (variables, constraints) = column(40)
        let solver = Solver()
        for constraint in constraints { try solver.add(constraint) }
        solver.updateVariables()
        let early = constraints[2 + 5 * 3]  // top3's link
        try solver.remove(early)
        try solver.add(early)
        solver.updateVariables()
        #expect(solver.tableau.rebuildCount == 1)
        expectSame(variables.map(\.value), try solve(constraints, variables))
        let middle = constraints[2 + 5 * 20 + 3]  // width20 == containerWidth - 16
        try solver.remove(middle)
        try solver.add(middle)
        solver.updateVariables()
        expectSame(variables.map(\.value), try solve(constraints, variables))
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test("marker removals before the earliest undone one are made through their markers")
    func mixedBatch() throws {
        let (variables, constraints) = column(40)
        let solver = Solver()
        for constraint in constraints { try solver.add(constraint) }
        solver.updateVariables()
        let count = constraints.count
        // An inequality added before the tail, then the tail in reverse.
        let inequality = constraints[count - 12]  // width37 >= 10
        #expect(inequality.relation != .equal)
        try solver.remove(inequality)
        for constraint in constraints.suffix(6).reversed() { try solver.remove(constraint) }
        solver.updateVariables()
        #expect(solver.tableau.directUndoCount == 1)
        #expect(solver.tableau.rebuildCount == 0)
        var rest = Array(constraints.dropLast(6))
        rest.remove(at: count - 12)
        expectSame(variables.map(\.value), try solve(rest, variables))
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test("the bench's churn (the last tenth removed oldest first, then added again) is undone, not rebuilt", .requiresSharedFolder,
          arguments: BenchWorkloadTests.names)
    func benchChurnIsUndone(name: String) throws {
        let workload = try BenchWorkloadTests.load(Workload.self, "workloads/\(name).json")
        let runner = try WorkloadRunner(workload)
        let solver = Solver()
        for constraint in runner.constraints { try solver.add(constraint) }
        solver.updateVariables()
        let expected = runner.variables.map(\.value)
        let tail = runner.constraints.suffix(runner.churnCount)
        for constraint in tail { try solver.remove(constraint) }
        for constraint in tail { try solver.add(constraint) }
        solver.updateVariables()
        #expect(solver.tableau.directUndoCount == 1)
        #expect(solver.tableau.rebuildCount == 0)
        expectSame(runner.variables.map(\.value), expected)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test("removing random recent constraints and adding them again gives a fresh solver's answer")
    func randomRecentRemovals() async {
        await propertyCheck(count: 400, input: Gen.uint64()) { seed in
            var system = PropertyTests.System(seed: seed)
            guard let (_, expected) = try? system.solve() else {
                Issue.record("seed \(seed): a satisfiable system was refused")
                return
            }
            // The required constraints among the optional ones, in a random order.
            var order = system.required + system.optional
            for index in stride(from: order.count - 1, to: 0, by: -1) {
                order.swapAt(index, system.random.int(0...index))
            }
            let solver = Solver()
            do {
                for constraint in order { try solver.add(constraint) }
                for round in 0..<2 {
                    if system.random.int(0...2) == 0 {
                        // A constant changed and changed back: the same system, and the journal
                        // ends (the removals then go through markers or a rebuild).
                        let changed = order[system.random.int(0...order.count - 1)]
                        let constant = changed.expression.constant
                        try? solver.updateConstant(of: changed, to: constant + 5)
                        try solver.updateConstant(of: changed, to: constant)
                    }
                    let recent = Array(order.suffix(system.random.int(1...max(1, order.count / 2))))
                    var removed: [Constraint] = []
                    for constraint in recent where system.random.int(0...3) > 0 { removed.append(constraint) }
                    if system.random.int(0...1) == 0 { removed.reverse() }
                    for constraint in removed { try solver.remove(constraint) }
                    solver.updateVariables()
                    for constraint in order where constraint.strength.isRequired && solver.contains(constraint) {
                        #expect(system.violation(of: constraint) < 1e-6, "seed \(seed), round \(round): \(constraint)")
                    }
                    #expect(solver.invariantViolations.isEmpty, "seed \(seed), round \(round)")
                    for constraint in removed { try solver.add(constraint) }
                    order.removeAll { constraint in removed.contains { $0 === constraint } }
                    order += removed
                    solver.updateVariables()
                    let after = system.variables.map(\.value)
                    for (index, (old, new)) in zip(expected, after).enumerated() {
                        #expect(abs(old - new) <= 1e-6 * max(1, abs(old)), "seed \(seed), round \(round): v\(index) should be \(old), is \(new)")
                    }
                    #expect(solver.invariantViolations.isEmpty, "seed \(seed), round \(round)")
                }
            } catch {
                Issue.record("seed \(seed): \(error)")
                return
            }
            UndoTests.tally.withLock { $0.undone += solver.tableau.directUndoCount; $0.rebuilt += solver.tableau.rebuildCount }
        }
        let (undone, rebuilt) = UndoTests.tally.withLock { ($0.undone, $0.rebuilt) }
        // Batches with a required equality among them are undone (a few rebuild: after removals
        // through markers the journal starts again); the others go through markers.
        #expect(undone > 20, "\(undone) undone, \(rebuilt) rebuilt")
    }

    static let tally = Mutex((undone: 0, rebuilt: 0))
}
