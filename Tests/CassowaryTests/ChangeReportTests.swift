@_spi(Fuzzing) @testable import Cassowary
import Testing

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
