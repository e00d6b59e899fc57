import FuzzChecks

/// libFuzzer's entry point: one input to the Solver check (`FuzzTarget.solver`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    FuzzTarget.solver.run(UnsafeRawBufferPointer(start: start, count: count))
    return 0
}
