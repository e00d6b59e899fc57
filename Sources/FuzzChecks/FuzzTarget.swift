/// The fuzz targets: what each one feeds its bytes to and what it checks.
///
/// The `FuzzTesting` package runs each target under libFuzzer (one executable per target, a
/// thin wrapper over ``run(_:)``); the ordinary test suite replays every saved failure
/// (`FuzzTesting/FailCases/<target>/`) and the seeds through ``check(_:)``, without the fuzzer
/// runtime. See `docs/fuzzing.md`.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// `IBXMLDocument.parse` and `IBDocument(xml:)` on arbitrary bytes; where the single-pass
    /// reader accepts them, Foundation's `XMLParser` path gives the same tree and serialization.
    case documentParser = "DocumentParser"
    /// A document read completely writes back byte for byte, but for the documented exceptions.
    case documentRoundTrip = "DocumentRoundTrip"
    /// The Visual Format Language parser, then the constraints it describes, laid out.
    case visualFormat = "VisualFormat"
    /// An asset catalog `Contents.json`, then slot look-ups for many trait collections.
    case assetCatalog = "AssetCatalog"
    /// Random constraint systems and edits decoded from the bytes, checked against a fresh solve.
    case solver = "Solver"

    /// The executable of the `FuzzTesting` package that fuzzes this target.
    public var executableName: String { "Fuzz" + rawValue }

    /// The longest input the fuzzer makes for this target (`-max_len`).
    public var maximumLength: Int {
        switch self {
        case .documentParser, .documentRoundTrip: 32 * 1024
        case .visualFormat: 256
        case .assetCatalog: 4 * 1024
        case .solver: 1024
        }
    }

    /// Runs the check on one input.
    ///
    /// - Returns: What went wrong, one message per problem; empty when the input passes. (A trap
    ///   in the library is not caught: it stops the process, as the fuzzer wants.)
    @MainActor
    public func check(_ bytes: [UInt8]) -> [String] {
        switch self {
        case .documentParser: DocumentParserCheck.check(bytes)
        case .documentRoundTrip: DocumentRoundTripCheck.check(bytes)
        case .visualFormat: VisualFormatCheck.check(bytes)
        case .assetCatalog: AssetCatalogCheck.check(bytes)
        case .solver: SolverCheck.check(bytes)
        }
    }

    /// The body of `LLVMFuzzerTestOneInput`: runs ``check(_:)`` on the fuzzer's bytes (on the
    /// main thread, which is where libFuzzer calls) and stops the process when it finds a problem,
    /// so that libFuzzer saves the input.
    public func run(_ bytes: UnsafeRawBufferPointer) {
        let input = [UInt8](bytes)
        let problems = MainActor.assumeIsolated { check(input) }
        if !problems.isEmpty {
            fatalError("\(rawValue) check failed:\n" + problems.joined(separator: "\n"))
        }
    }
}
