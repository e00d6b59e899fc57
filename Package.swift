// swift-tools-version: 6.1
//
// OpenStoryboard: Apple's adaptive UI system (size classes, trait collections, Auto Layout,
// adaptive view controllers, unified storyboards) in Swift for Linux, with the `storyboard`
// command line over real Xcode documents. See ARCHITECTURE.md in ../shared for the layers.
import PackageDescription

let package = Package(
    name: "OpenStoryboard",
    products: [
        .library(name: "OpenStoryboard", targets: ["OpenStoryboard"]),
        .executable(name: "storyboard", targets: ["storyboard"]),
        // Snapshot strategies for swift-snapshot-testing: `assertSnapshot(of: controller, as: .image(on: .iPhone15Pro))`.
        .library(name: "OpenStoryboardSnapshotTesting", targets: ["OpenStoryboardSnapshotTesting"]),
        // The checks the fuzzers of FuzzTesting/ run (docs/fuzzing.md); not API.
        .library(name: "FuzzChecks", targets: ["FuzzChecks"]),
        .executable(name: "storyboard-mutate", targets: ["storyboard-mutate"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // `swift package generate-documentation` builds the DocC catalogs under Sources/*/*.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The OpenStoryboardSnapshotTesting strategies plug into it (only its SnapshotTesting library is built).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `.storyboard-lint.yml`, the configuration file of `storyboard lint`.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // `storyboard serve`: the browser designer's HTTP server (docs/serve.md).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // `storyboard serve`'s live updates: the page hears of every change over a WebSocket.
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // The HTTP field names the server reads (already part of Hummingbird).
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        // The incremental simplex constraint solver. Knows nothing about views.
        .target(name: "Cassowary"),

        // The solver benchmark harness: the `solver-workload/1` format of ../shared/bench, its
        // timing protocol and `solver-solution/1` answers (`storyboard bench solver`, the tests).
        .target(name: "CassowaryWorkloads", dependencies: ["Cassowary"]),

        // zlib's inflate for the built-in PDF reader (zlib1g-dev, which libpng-dev brings).
        .target(name: "CInflate", linkerSettings: [.linkedLibrary("z")]),

        // The UIKit-compatible adaptive runtime. It links no image codec: it reads image headers
        // itself and asks the host's decoder for pixels (`BitmapImageDecoding`).
        .target(name: "AdaptiveKit", dependencies: ["Cassowary", "CInflate"]),

        // PNG and JPEG through the system's libpng and libjpeg (Debian: libpng-dev, libjpeg-dev),
        // and the fast PNG writer.
        .target(
            name: "CImageCodecs",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg"), .linkedLibrary("z")]
        ),

        // The host's bitmap codec for AdaptiveKit (`BitmapImageCodec`, libpng and libjpeg).
        .target(name: "ImageCodecs", dependencies: ["AdaptiveKit", "CImageCodecs"]),

        // The lossless Interface Builder document model and instantiation.
        .target(name: "InterfaceBuilder", dependencies: ["AdaptiveKit"]),

        // Cairo and Pango from the system (Debian: libcairo2-dev, libpango1.0-dev).
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),

        // PDF pages through poppler's GLib binding (Debian: libpoppler-glib-dev).
        .systemLibrary(
            name: "CPoppler",
            pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev"])]
        ),

        // SVG documents through librsvg 2.52 or later (Debian: librsvg2-dev).
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]
        ),

        // Drawing laid-out view trees (Cairo and Pango; PDF and SVG images with poppler and librsvg).
        .target(name: "Rendering", dependencies: ["AdaptiveKit", "ImageCodecs", "CPangoCairo", "CImageCodecs", "CPoppler", "CRsvg"]),

        // The umbrella: `import OpenStoryboard` is all app code needs (the solver itself is
        // `import Cassowary`).
        .target(name: "OpenStoryboard", dependencies: ["AdaptiveKit", "InterfaceBuilder", "ImageCodecs", "Rendering"]),

        // The snapshot comparison: pixelmatch's per-pixel YIQ distance with anti-aliasing detection,
        // in plain Swift (no dependency), for `storyboard snapshot` and the snapshot-testing strategy.
        .target(name: "SnapshotDiffing"),

        // swift-snapshot-testing strategies drawing views and controllers on a device, compared as
        // `storyboard snapshot verify` compares pictures.
        .target(
            name: "OpenStoryboardSnapshotTesting",
            dependencies: ["OpenStoryboard", "SnapshotDiffing", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        // `storyboard lint`: the rules, the configurations matrix, the report formats (docs/lint.md).
        .target(name: "StoryboardLint", dependencies: ["AdaptiveKit", "InterfaceBuilder", .product(name: "Yams", package: "Yams")]),

        // `storyboard serve`: the browser designer's server on Hummingbird (the JSON API, the
        // token check, the page shipped as resources; docs/serve.md).
        .target(
            name: "StoryboardServe",
            dependencies: [
                "OpenStoryboard", "StoryboardLint",
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ],
            resources: [.copy("Page")]
        ),

        // What each fuzz target checks, callable from the tests and from FuzzTesting/ (docs/fuzzing.md).
        .target(name: "FuzzChecks", dependencies: ["Cassowary", "AdaptiveKit", "InterfaceBuilder"]),

        // The command line.
        .executableTarget(
            name: "storyboard",
            dependencies: [
                "OpenStoryboard",
                // `snapshot verify` compares pictures.
                "SnapshotDiffing",
                "StoryboardLint",
                // `serve` runs the browser designer's server.
                "StoryboardServe",
                // `bench solver` runs the solver's benchmark workloads.
                "CassowaryWorkloads",
                // `bench app` launches the AdaptiveStoryboard port and drives it.
                "AdaptiveStoryboard",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Deterministic mutations of documents and a runner that puts them through the command line
        // as child processes (docs/hardening.md). Not part of the umbrella.
        .target(name: "DocumentMutations"),

        // The mutation run: N mutations × inspect, frames, render, with a summary table.
        .executableTarget(
            name: "storyboard-mutate",
            dependencies: ["DocumentMutations", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        // The source document's Adaptive Photos sample, ported to Swift (Examples/AdaptivePhotos).
        .target(
            name: "AdaptivePhotos",
            dependencies: ["OpenStoryboard"],
            path: "Examples/AdaptivePhotos/Sources/AdaptivePhotos"
        ),

        // App code written as for iOS for Apple's AdaptivePhotos v2 storyboard (the corpus's), ported
        // by changing the import (Examples/AdaptiveStoryboard).
        .target(
            name: "AdaptiveStoryboard",
            dependencies: ["OpenStoryboard", "AdaptivePhotos"],
            path: "Examples/AdaptiveStoryboard/Sources/AdaptiveStoryboard"
        ),

        // The source document's unified storyboard game menu (Examples/UnifiedStoryboard).
        .target(
            name: "UnifiedStoryboard",
            dependencies: ["OpenStoryboard"],
            path: "Examples/UnifiedStoryboard/Sources/UnifiedStoryboard"
        ),

        // What the test targets share (Tests/TestSupport): the shared-folder locator, document
        // envelopes with position markers, the child-process runner. Only test targets use it.
        .target(name: "TestSupport", path: "Tests/TestSupport"),

        .testTarget(
            name: "CassowaryTests",
            dependencies: [
                "Cassowary",
                "CassowaryWorkloads",
                "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "AdaptiveKitTests",
            dependencies: [
                "AdaptiveKit",
                "TestSupport",
                // The host's codec, for the tests that look at decoded pixels.
                "ImageCodecs",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "ImageCodecs", "InterfaceBuilder", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "ExamplesTests", dependencies: ["AdaptivePhotos", "AdaptiveStoryboard", "UnifiedStoryboard", "OpenStoryboard", "TestSupport"]),
        .testTarget(name: "CommandLineTests", dependencies: ["storyboard", "StoryboardLint", "DocumentMutations", "ImageCodecs", "TestSupport"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "CorpusTests", dependencies: ["InterfaceBuilder", "Rendering", "TestSupport"]),
        .testTarget(name: "SnapshotDiffingTests", dependencies: ["SnapshotDiffing", "TestSupport"]),
        .testTarget(
            name: "OpenStoryboardSnapshotTestingTests",
            dependencies: ["OpenStoryboardSnapshotTesting", "OpenStoryboard", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        // An app's own snapshot test with the strategy (Examples/SnapshotTesting), its reference
        // picture under __Snapshots__.
        .testTarget(
            name: "SnapshotTestingExampleTests",
            dependencies: [
                "OpenStoryboardSnapshotTesting", "OpenStoryboard", "UnifiedStoryboard",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Examples/SnapshotTesting/Tests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "StoryboardLintTests", dependencies: ["StoryboardLint", "AdaptiveKit", "InterfaceBuilder", "TestSupport"]),
        .testTarget(name: "FuzzChecksTests", dependencies: ["FuzzChecks", "TestSupport"]),
        .testTarget(
            name: "StoryboardServeTests",
            dependencies: [
                "StoryboardServe", "OpenStoryboard", "TestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"), .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
            ]
        ),
    ]
)
