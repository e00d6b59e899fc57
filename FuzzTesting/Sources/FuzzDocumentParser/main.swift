import FuzzChecks

/// libFuzzer's entry point: one input to the DocumentParser check (`FuzzTarget.documentParser`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDocumentParser(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    FuzzTarget.documentParser.run(UnsafeRawBufferPointer(start: start, count: count))
    return 0
}
