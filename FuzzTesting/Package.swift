// swift-tools-version: 6.1
//
// The fuzzers of OpenStoryboard: one libFuzzer executable per target, each a thin wrapper over
// the checks of the main package's FuzzChecks library (docs/fuzzing.md). Built apart from the
// main package, with the fuzzer and address sanitizer runtimes that ship with the toolchain:
//
//   swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
//
// (`-Xswiftc` so that every Swift module, the main package's included, is instrumented for
// coverage; SwiftPM's own `--sanitize` instruments only this package's targets.)
//
// (`make fuzz-build` in the repository does this.)
import PackageDescription

let targets = ["DocumentParser", "DocumentRoundTrip", "VisualFormat", "AssetCatalog", "Solver"]

let package = Package(
    name: "FuzzTesting",
    dependencies: [
        .package(name: "OpenStoryboard", path: "..")
    ],
    targets: targets.map { name in
        .executableTarget(
            name: "Fuzz" + name,
            dependencies: [.product(name: "FuzzChecks", package: "OpenStoryboard")]
        )
    }
)
