// The per-phase harness of scripts/solver-instructions.sh (not a target of the package).
//
// Runs one workload of ../shared/bench through the phases of `storyboard bench solver` — add,
// update, remove, re-add, edit setup, edit loop — once to warm up (type metadata and lazy
// globals are paid outside the measured round), then again, stopping after phase STOP. The
// difference of two such runs' instruction counts under callgrind is one phase's cost. Each
// phase is its own function, called across the module boundary as AdaptiveKit calls the solver.
// Solvers are kept alive: a solver's teardown belongs to no phase.
//
// usage: harness WORKLOAD.json STOP        (STOP 0…6; 0 stops before the first phase)
import Cassowary
import CassowaryWorkloads
import Foundation

@inline(never) func add(_ solver: Solver, _ constraints: ArraySlice<Constraint>) throws {
    for constraint in constraints { try solver.add(constraint) }
}

@inline(never) func update(_ solver: Solver) {
    solver.updateVariables()
}

@inline(never) func remove(_ solver: Solver, _ constraints: ArraySlice<Constraint>) throws {
    for constraint in constraints { try solver.remove(constraint) }
}

@inline(never) func readd(_ solver: Solver, _ constraints: ArraySlice<Constraint>) throws {
    for constraint in constraints { try solver.add(constraint) }
    solver.updateVariables()
}

func strength(_ priority: Double) -> Strength {
    priority >= Strength.requiredPriority ? .required : Strength(priority: priority)
}

@inline(never) func editSetup(_ solver: Solver, _ runner: WorkloadRunner) throws {
    let edits = runner.workload.edits ?? []
    for edit in edits { try solver.addEditVariable(runner.variables[edit.variable], strength: strength(edit.priority)) }
    for edit in edits { try solver.suggestValue(edit.initial, for: runner.variables[edit.variable]) }
    solver.updateVariables()
}

@inline(never) func editLoop(_ solver: Solver, _ runner: WorkloadRunner) throws {
    let edits = runner.workload.edits ?? []
    for step in 0..<runner.workload.editSteps {
        for edit in edits { try solver.suggestValue(edit.values[step], for: runner.variables[edit.variable]) }
        solver.updateVariables()
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let stop = Int(arguments[2]) else {
    print("usage: harness WORKLOAD.json STOP")
    exit(2)
}
let workload = try JSONDecoder().decode(Workload.self, from: Data(contentsOf: URL(fileURLWithPath: arguments[1])))
let runner = try WorkloadRunner(workload)
let hasEdits = !(workload.edits ?? []).isEmpty
nonisolated(unsafe) var kept: [Solver] = []

for round in 0..<2 {
    let last = round == 0 ? 6 : stop
    let solver = Solver()
    kept.append(solver)
    let tail = runner.constraints[(runner.constraints.count - runner.churnCount)...]
    if last >= 1 { try add(solver, runner.constraints[...]) }
    if last >= 2 { update(solver) }
    if last >= 3 { try remove(solver, tail) }
    if last >= 4 { try readd(solver, tail) }
    if last >= 5, hasEdits { try editSetup(solver, runner) }
    if last >= 6, hasEdits { try editLoop(solver, runner) }
}
