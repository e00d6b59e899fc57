import FuzzChecks

/// libFuzzer's entry point: one input to the VisualFormat check (`FuzzTarget.visualFormat`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    FuzzTarget.visualFormat.run(UnsafeRawBufferPointer(start: start, count: count))
    return 0
}
