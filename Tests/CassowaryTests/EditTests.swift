@_spi(Fuzzing) @testable import Cassowary
import Testing

/// Edit variables: suggested values flow through the dual simplex from the last solution.
@Suite("Edit variables")
struct EditTests {
    /// A container of width `root` holding two columns with an 8 pt gap and 16 pt insets.
    struct Columns {
        let solver = Solver()
        let root = Variable("root.width")
        let left = Variable("left.width"), right = Variable("right.width")

        init() throws {
            try solver.add(left + right + 8 + 32 == root)
            try solver.add(left == right)
            try solver.add(left >= 0)
            try solver.add((left >= 100).withStrength(.priority(750)))
            try solver.add((root == 320).withStrength(.priority(1)))
        }
    }

    @Test("suggested values move the layout, step after step")
    func dragging() throws {
        let layout = try Columns()
        try layout.solver.addEditVariable(layout.root, strength: .priority(999))
        for width in [320.0, 640, 1000, 200, 240, 320] {
            try layout.solver.suggestValue(width, for: layout.root)
            layout.solver.updateVariables()
            #expect(layout.root.value == width)
            #expect(layout.left.value == (width - 40) / 2)
            #expect(layout.right.value == layout.left.value)
        }
        #expect(layout.solver.invariantViolations.isEmpty)
    }

    @Test("adding an edit variable moves nothing until a value is suggested")
    func addingMovesNothing() throws {
        let layout = try Columns()
        layout.solver.updateVariables()
        let before = [layout.root.value, layout.left.value]
        try layout.solver.addEditVariable(layout.left, strength: .priority(500))
        layout.solver.updateVariables()
        #expect([layout.root.value, layout.left.value] == before)
    }

    @Test("removing the edit variable hands the variable back to the constraints")
    func removing() throws {
        let layout = try Columns()
        try layout.solver.addEditVariable(layout.root, strength: .priority(999))
        try layout.solver.suggestValue(1000, for: layout.root)
        layout.solver.updateVariables()
        #expect(layout.root.value == 1000)
        try layout.solver.removeEditVariable(layout.root)
        layout.solver.updateVariables()
        #expect(layout.root.value == 320)
    }

    @Test("a required edit variable is held exactly, and a value the constraints forbid is refused")
    func requiredEdit() throws {
        let layout = try Columns()
        try layout.solver.add(layout.root <= 2000)
        try layout.solver.addEditVariable(layout.root, strength: .required)
        try layout.solver.suggestValue(700, for: layout.root)
        #expect(throws: SolverError.self) { try layout.solver.suggestValue(3000, for: layout.root) }
        layout.solver.updateVariables()
        #expect(layout.root.value == 700)
        #expect(layout.left.value == 330)
    }

    @Test("a weak edit variable gives way to stronger constraints")
    func weakEdit() throws {
        let layout = try Columns()
        try layout.solver.addEditVariable(layout.left, strength: .priority(100))
        try layout.solver.suggestValue(20, for: layout.left)
        layout.solver.updateVariables()
        // left >= 100 @750 beats the suggestion of 20 @100; root == 320 @1 gives way.
        #expect(layout.left.value == 100)
        #expect(layout.root.value == 240)
    }
}
