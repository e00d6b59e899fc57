import Foundation
import FuzzChecks
import Testing

/// Every input the fuzzers ever failed on (`FuzzTesting/FailCases/<target>/`), the committed
/// seeds (`FuzzTesting/Seeds/<target>/`) and a handful of the shared corpus's documents and
/// asset catalogs, replayed through the fuzz targets' checks: no libFuzzer needed
/// (`docs/fuzzing.md`).
@MainActor
@Suite("Fuzz fail cases and seeds")
struct FuzzFailCasesTests {
    /// The repository's `FuzzTesting/` folder.
    static let fuzzTesting = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FuzzTesting")
    /// `../shared/corpus` next to the repository.
    static let corpus = fuzzTesting.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/corpus")

    /// The files directly in `folder`, sorted (none when it does not exist).
    static func files(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Runs each file through the check. A fail case named `open-…` is a bug found and not
    /// fixed yet (docs/fuzzing.md lists them): its failure is a known issue, and the test says
    /// so when it starts passing.
    func replay(_ target: FuzzTarget, _ files: [URL]) throws {
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            let problems = target.check(bytes)
            let message = Comment(rawValue: "\(target.rawValue) \(file.lastPathComponent): \(problems.joined(separator: "\n"))")
            if file.lastPathComponent.hasPrefix("open-") {
                withKnownIssue("open: \(file.lastPathComponent)") { #expect(problems.isEmpty, message) }
            } else {
                #expect(problems.isEmpty, message)
            }
        }
    }

    @Test("every saved fail case passes its target's check", arguments: FuzzTarget.allCases)
    func failCases(_ target: FuzzTarget) throws {
        try replay(target, Self.files(in: Self.fuzzTesting.appendingPathComponent("FailCases/\(target.rawValue)")))
    }

    @Test("every committed seed passes its target's check", arguments: FuzzTarget.allCases)
    func seeds(_ target: FuzzTarget) throws {
        let seeds = Self.files(in: Self.fuzzTesting.appendingPathComponent("Seeds/\(target.rawValue)"))
        #expect(!seeds.isEmpty || [.documentParser, .documentRoundTrip, .assetCatalog].contains(target))
        try replay(target, seeds)
    }

    @Test("the smallest documents of the shared corpus pass both document checks")
    func corpusDocuments() throws {
        let documents = Self.files(in: Self.corpus.appendingPathComponent("files"))
            .filter { ["storyboard", "xib"].contains($0.pathExtension) }
            .map { ($0, (try? FileManager.default.attributesOfItem(atPath: $0.path)[.size] as? Int) ?? 0) }
            .sorted { $0.1 < $1.1 }.prefix(12).map(\.0)
        try replay(.documentParser, documents)
        try replay(.documentRoundTrip, documents)
    }

    @Test("the shared corpus's asset catalog files pass the asset catalog check")
    func corpusAssetCatalogs() throws {
        for folder in ["files", "wide"] {
            for file in Self.files(in: Self.corpus.appendingPathComponent(folder)) where file.lastPathComponent.contains("_asset_") {
                let bytes = [AssetCatalogSeeds.typeByte(forCorpusFile: file.lastPathComponent)] + [UInt8](try Data(contentsOf: file))
                let problems = FuzzTarget.assetCatalog.check(bytes)
                #expect(problems.isEmpty, "\(file.lastPathComponent): \(problems.joined(separator: "\n"))")
            }
        }
    }

    @Test("the documented write-back exceptions pass the round-trip check")
    func documentedExceptions() {
        // Whitespace inside an end tag is written without it; the check expects exactly that.
        #expect(FuzzTarget.documentRoundTrip.check(Array("<a b=\"1\">t<!-- </x > --></a >\n".utf8)).isEmpty)
        // Markup from an internal entity is not held to bytes; a malformed document neither.
        let entity = "<?xml version=\"1.0\"?>\n<!DOCTYPE a [<!ENTITY e \"<b/>\">]>\n<a>&e;</a>\n"
        #expect(FuzzTarget.documentRoundTrip.check(Array(entity.utf8)).isEmpty)
        #expect(FuzzTarget.documentRoundTrip.check(Array("<a><b></a>".utf8)).isEmpty)
        // UTF-16 is written back in UTF-16.
        let utf16: [UInt8] = [0xFF, 0xFE] + "<a>é</a>\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(FuzzTarget.documentRoundTrip.check(utf16).isEmpty)
    }

    @Test("small inputs pass the parser and solver checks")
    func smallInputs() {
        #expect(FuzzTarget.documentParser.check(Array("<a b=\"1\">t</a>\n".utf8)).isEmpty)
        #expect(FuzzTarget.documentParser.check([0xC3, 0x28, 0x3C]).isEmpty)
        #expect(FuzzTarget.solver.check([0x83, 0, 1, 2, 3, 40, 200, 6, 1, 2, 9]).isEmpty)
    }
}
