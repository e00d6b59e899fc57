import FuzzChecks

/// libFuzzer's entry point: one input to the DocumentRoundTrip check (`FuzzTarget.documentRoundTrip`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDocumentRoundTrip(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    FuzzTarget.documentRoundTrip.run(UnsafeRawBufferPointer(start: start, count: count))
    return 0
}
