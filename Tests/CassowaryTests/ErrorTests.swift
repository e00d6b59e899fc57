@_spi(Fuzzing) @testable import Cassowary
import CassowaryWorkloads
import Testing
import TestSupport

/// Every bad request is a typed error naming what was involved, and leaves the solver usable.
@Suite("Errors, never crashes")
struct ErrorTests {
    @Test("a contradicting required equality is refused and the solver keeps its solution")
    func unsatisfiableEquality() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x == 1)
        try solver.add(y == x + 1)
        #expect(throws: SolverError.unsatisfiableConstraint("y - x == 5")) { try solver.add(y == x + 5) }
        try solver.add((y == 50).withStrength(.priority(750)))
        solver.updateVariables()
        #expect(x.value == 1 && y.value == 2)
        #expect(solver.constraintCount == 3)
        #expect(solver.invariantViolations.isEmpty)
    }

    @Test("contradicting required inequalities are refused")
    func unsatisfiableInequality() throws {
        let solver = Solver()
        let x = Variable("x"), width = Variable("width")
        try solver.add(x >= 10)
        try solver.add(width == x * 2)
        #expect(throws: SolverError.unsatisfiableConstraint("width <= 5")) { try solver.add(width <= 5) }
        try solver.add(width <= 40)
        solver.updateVariables()
        #expect(x.value >= 10 && width.value <= 40)
    }

    @Test("constant-only constraints: true ones are accepted, false ones refused")
    func constantConstraints() throws {
        let solver = Solver()
        try solver.add(Constraint(Expression(constant: 0), .equal))
        try solver.add(Constraint(Expression(constant: -3), .lessThanOrEqual))
        #expect(throws: SolverError.unsatisfiableConstraint("0 == -5")) {
            try solver.add(Constraint(Expression(constant: 5), .equal))
        }
        #expect(throws: SolverError.unsatisfiableConstraint("0 <= -5")) {
            try solver.add(Constraint(Expression(constant: 5), .lessThanOrEqual))
        }
    }

    @Test("duplicate and unknown constraints")
    func duplicateAndUnknown() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x >= 3
        try solver.add(c)
        #expect(throws: SolverError.duplicateConstraint("x >= 3")) { try solver.add(c) }
        let other = (x <= 9).withStrength(.priority(10))
        #expect(throws: SolverError.unknownConstraint("x <= 9 @10")) { try solver.remove(other) }
        #expect(throws: SolverError.unknownConstraint("x <= 9 @10")) { try solver.updateConstant(of: other, to: 1) }
        try solver.remove(c)
        #expect(throws: SolverError.unknownConstraint("x >= 3")) { try solver.remove(c) }
    }

    @Test("NaN and infinite numbers are refused wherever they come in")
    func nonFinite() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        #expect(throws: SolverError.nonFiniteValue("the coefficient of x in nan * x - y == 0")) {
            try solver.add(Double.nan * x == y)
        }
        #expect(throws: SolverError.nonFiniteValue("the constant of x == inf")) {
            try solver.add(x == Double.infinity)
        }
        let c = x == 4
        try solver.add(c)
        #expect(throws: SolverError.nonFiniteValue("new constant -inf for x == 4")) {
            try solver.updateConstant(of: c, to: -.infinity)
        }
        try solver.addEditVariable(y, strength: .priority(500))
        #expect(throws: SolverError.nonFiniteValue("suggested value nan for y")) {
            try solver.suggestValue(.nan, for: y)
        }
        solver.updateVariables()
        #expect(x.value == 4)
        #expect(solver.constraintCount == 2)
    }

    @Test("priorities must be finite and above zero", arguments: [0.0, -5, .nan, .infinity])
    func invalidStrength(priority: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        #expect(throws: SolverError.self) { try solver.add((x == 1).withStrength(.priority(priority))) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .priority(priority)) }
        #expect(solver.constraintCount == 0)
    }

    @Test("unknown and duplicate edit variables")
    func editVariableErrors() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        #expect(throws: SolverError.unknownEditVariable("x")) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.unknownEditVariable("x")) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x, strength: .priority(999))
        #expect(throws: SolverError.duplicateEditVariable("x")) { try solver.addEditVariable(x, strength: .priority(10)) }
        try solver.add(y == x)
        #expect(throws: SolverError.unknownEditVariable("y")) { try solver.suggestValue(1, for: y) }
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
    }

    @Test("removing a tenth of edit-chain's constraints under a strong edit variable does not abort (kiwi does)", .requiresSharedFolder)
    func churnUnderStrongEdit() throws {
        let workload = try BenchWorkloadTests.load(Workload.self, "workloads/edit-chain-1000.json")
        let runner = try WorkloadRunner(workload)
        let solver = Solver()
        for constraint in runner.constraints { try solver.add(constraint) }
        let edit = try #require(workload.edits?.first)
        let root = runner.variables[edit.variable]
        try solver.addEditVariable(root, strength: .priority(edit.priority))
        try solver.suggestValue(edit.initial, for: root)
        let tail = runner.constraints.suffix(runner.churnCount)
        for constraint in tail { try solver.remove(constraint) }
        for value in edit.values.prefix(50) { try solver.suggestValue(value, for: root) }
        for constraint in tail { try solver.add(constraint) }
        for value in edit.values.suffix(50) { try solver.suggestValue(value, for: root) }
        solver.updateVariables()
        #expect(runner.maxRequiredViolation() < 1e-6)
        #expect(abs(root.value - edit.values.last!) < 1e-6)
        #expect(solver.invariantViolations.isEmpty)
    }
}
