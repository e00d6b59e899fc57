@_spi(Fuzzing) @testable import Cassowary
import Testing

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
