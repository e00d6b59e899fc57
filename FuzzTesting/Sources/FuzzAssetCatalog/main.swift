import FuzzChecks

/// libFuzzer's entry point: one input to the AssetCatalog check (`FuzzTarget.assetCatalog`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssetCatalog(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    FuzzTarget.assetCatalog.run(UnsafeRawBufferPointer(start: start, count: count))
    return 0
}
