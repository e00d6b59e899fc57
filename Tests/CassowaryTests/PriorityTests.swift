import Cassowary
import Foundation
import Testing

/// Priorities are strictly ordered (a lexicographic objective), not weights. These are the
/// cases where the two differ: under kiwi's weights 10^(6p/1000) several errors at a lower
/// priority would outweigh one error at a higher priority.
@Suite("Priorities are strictly ordered")
struct PriorityTests {
    /// The weight kiwi_bench.py gives a priority, to show the cases really differ.
    static func weight(_ priority: Double) -> Double { pow(10, 6 * priority / 1000) }

    @Test("750 beats 749 one to one")
    func adjacentPriorities() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 0).withStrength(.priority(749)))
        try solver.add((x == 100).withStrength(.priority(750)))
        solver.updateVariables()
        #expect(x.value == 100)
    }

    @Test("one error at 750 is avoided even at the price of many errors at 749", arguments: [2, 10, 50])
    func manyLowerErrors(count: Int) throws {
        // Weighted, `count` errors of 100 at 749 cost more than one error of 100 at 750.
        #expect(Double(count) * Self.weight(749) > Self.weight(750))
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 0).withStrength(.priority(750)))
        for _ in 0..<count {
            try solver.add((x == 100).withStrength(.priority(749)))
        }
        solver.updateVariables()
        #expect(x.value == 0)
    }

    @Test("a required constraint beats an edit variable at 999, which beats everything below")
    func editBetweenRequiredAndOptional() throws {
        let solver = Solver()
        let width = Variable("width"), half = Variable("half")
        try solver.add(half * 2 == width)
        try solver.add(width <= 500)
        for _ in 0..<20 { try solver.add((half == 10).withStrength(.priority(998))) }
        try solver.addEditVariable(width, strength: .priority(999))
        try solver.suggestValue(320, for: width)
        solver.updateVariables()
        #expect(width.value == 320 && half.value == 160)
        try solver.suggestValue(900, for: width)
        solver.updateVariables()
        #expect(width.value == 500)
    }

    @Test("the errors of one priority add up, so the majority at a level wins")
    func sameLevelAddsUp() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 0).withStrength(.priority(500)))
        try solver.add((x == 30).withStrength(.priority(500)))
        try solver.add((x == 30).withStrength(.priority(500)))
        solver.updateVariables()
        #expect(x.value == 30)
    }

    @Test("fractional priorities are levels of their own")
    func fractionalPriorities() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 1).withStrength(.priority(750)))
        try solver.add((x == 2).withStrength(.priority(750.5)))
        solver.updateVariables()
        #expect(x.value == 2)
    }

    @Test("compression resistance at 750, 749 and 748 gives way in priority order")
    func buttonRow() throws {
        // Three buttons of intrinsic widths 50, 60, 70 in a row of 150 with 8 pt gaps: 30 pt
        // too narrow. The 748 button gives way first, entirely, before 749 gives any.
        let solver = Solver()
        let widths = [Variable("b0"), Variable("b1"), Variable("b2")]
        try solver.add(widths[0] + widths[1] + widths[2] + 16 == 150)
        for (width, (intrinsic, priority)) in zip(widths, [(50.0, 750.0), (60, 749), (70, 748)]) {
            try solver.add(width >= 0)
            try solver.add((width >= intrinsic).withStrength(.priority(priority)))
            try solver.add((width <= intrinsic).withStrength(.priority(251)))
        }
        solver.updateVariables()
        #expect(widths.map(\.value) == [50, 60, 24])
    }
}
