@_spi(Fuzzing) @testable import Cassowary
import Testing

/// Refactorization (`Tableau+Refactor.swift`): the rows computed again from the constraints for
/// the basis the tableau has.
@Suite("Refactorization: rows computed again from the constraints")
struct RefactorTests {
    /// A column of labels in a container whose width follows an edit variable: each label's
    /// width fills the container at priority 750 and is at least 40 wide, so narrowing the
    /// container past 56 pivots those minimums in and widening it pivots them out.
    struct Column {
        let solver = Solver()
        let containerWidth = Variable("containerWidth")
        var widths: [Variable] = []
        var tops: [Variable] = []

        init(labels: Int) throws {
            let containerTop = Variable("containerTop")
            try solver.add(containerTop == 0)
            try solver.addEditVariable(containerWidth, strength: .priority(999))
            var previousBottom = Expression(containerTop)
            for index in 0..<labels {
                let top = Variable("top\(index)"), height = Variable("height\(index)"), width = Variable("width\(index)")
                try solver.add(top == previousBottom + 8)
                try solver.add((height == 21).withStrength(.priority(750)))
                try solver.add((width == containerWidth - 16).withStrength(.priority(750)))
                try solver.add(width >= 40)
                try solver.add(width <= containerWidth)
                widths.append(width)
                tops.append(top)
                previousBottom = top + height
            }
        }

        func values() -> [Double] {
            solver.updateVariables()
            return [containerWidth.value] + widths.map(\.value) + tops.map(\.value)
        }

        func basis() -> Set<Symbol> {
            let rows = solver.tableau.rows
            return Set((0..<rows.slotCount).compactMap { rows.basicIfOccupied(at: $0) })
        }
    }

    @Test("a refactorization keeps the basis and the solution")
    func keepsBasisAndSolution() throws {
        let column = try Column(labels: 12)
        try column.solver.suggestValue(30, for: column.containerWidth)
        let values = column.values(), basis = column.basis()
        #expect(column.widths.allSatisfy { $0.value == 40 })

        let refactored = column.solver.tableau.refactor()
        #expect(refactored)
        #expect(column.solver.tableau.refactorCount == 1)
        #expect(column.basis() == basis)
        for (after, before) in zip(column.values(), values) {
            #expect(abs(after - before) <= 1e-9 * max(1, abs(before)), "\(after) instead of \(before)")
        }
        #expect(column.solver.invariantViolations.isEmpty)
    }

    @Test("a coefficient the constraints do not give is gone from the rows after a refactorization")
    func driftIsRemoved() throws {
        let column = try Column(labels: 6)
        try column.solver.suggestValue(30, for: column.containerWidth)
        _ = column.values()
        // Drift as pivots leave it: a restricted row made to depend, by 1e-7, on a parametric
        // slack that the constraints do not tie it to.
        var tableau = column.solver.tableau
        let slots = (0..<tableau.rows.slotCount).filter { slot in
            tableau.rows.basicIfOccupied(at: slot).map { tableau.symbols.kind(of: $0) != .external } ?? false
        }
        let target = try #require(slots.first)
        let row = tableau.rows.rows[target]
        let parametric = try #require(
            (0..<tableau.symbols.count).map { Symbol(index: $0) }.first {
                tableau.symbols.kind(of: $0) == .slack && !tableau.rows.isBasic($0) && !row.contains($0)
            })
        var drift = Row(constant: 0)
        drift.add(parametric, 1e-7)
        tableau.add(drift, times: 1, toRowAt: target)
        let basic = tableau.rows.basic(at: target)
        #expect(tableau.rows.row(of: basic).coefficient(of: parametric) == 1e-7)

        let refactored = tableau.refactor()
        #expect(refactored)
        #expect(tableau.rows.row(of: basic).coefficient(of: parametric) == 0)
        #expect(tableau.invariantViolations().isEmpty)
    }

    @Test("the rows are computed again after as many pivots as there are constraints, and the solution stays the optimum")
    func dueAfterPivots() throws {
        let column = try Column(labels: 10)
        let sweep: [Double] = [320, 30, 200, 45, 375, 20, 90, 600, 50, 414, 35, 320]
        for _ in 0..<4 {
            for width in sweep {
                try column.solver.suggestValue(width, for: column.containerWidth)
                _ = column.values()
            }
        }
        #expect(column.solver.tableau.refactorCount > 0)
        #expect(column.solver.tableau.rebuildCount == 0)
        // The optimum is unique: a fresh solver agrees.
        let fresh = try Column(labels: 10)
        try fresh.solver.suggestValue(320, for: fresh.containerWidth)
        #expect(column.values() == fresh.values())
        #expect(column.solver.invariantViolations.isEmpty)
    }

    /// An objective with the given error sums, one level per priority.
    static func objective(_ sums: [Double: Double]) -> Objective {
        var objective = Objective()
        for (priority, sum) in sums {
            let level = objective.makeLevel(for: priority)
            objective.add(Row(constant: sum), times: 1, at: level)
        }
        return objective
    }

    /// A refactorization is kept only if it leaves no level worse: what decides is the highest
    /// level where the sums differ by more than round-off, so 3e-5 gained at 999 on a sum of
    /// 97.6 (round-off of the exact rows) does not pay for 472 lost at 998.
    @Test("a round-off gain at a higher level does not hide a loss below it")
    func worseObjective() {
        let before = Self.objective([999: 97.625, 998: 3.125, 250: 9600])
        let roundOffGain = Self.objective([999: 97.62497, 998: 475.475, 250: 9331])
        #expect(roundOffGain.isWorse(than: before))
        #expect(!before.isWorse(than: roundOffGain))

        let realGain = Self.objective([999: 90, 998: 475.475])
        #expect(!realGain.isWorse(than: before))
        #expect(before.isWorse(than: realGain))

        // A level one of them lacks is a sum of zero.
        let lowerOnly = Self.objective([999: 97.625, 998: 3.125, 250: 9600, 1: 4])
        #expect(lowerOnly.isWorse(than: before))
        #expect(!before.isWorse(than: before))
    }
}
