import ArgumentParser
import Foundation
import OpenStoryboard

/// `storyboard bench render`: how fast documents are parsed, scenes laid out and pictures drawn,
/// on the corpus, and how long `render` takes for every scene of Apple's AdaptivePhotos
/// storyboard on every device in both orientations.
struct BenchRender: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Measure parsing, layout and rendering on a corpus of storyboards.",
        discussion: """
        Measures, on the .storyboard and .xib files under --corpus (default ../shared/corpus/files):
          parse     documents parsed per second and MB/s (each file read from memory, repeated);
          layout    scenes instantiated and laid out per second, per device, and the time of the largest scenes and of a
                    synthetic 205-view scene (the shape of `bench solver`'s scene-200, in a scroll view), best and median of --rounds;
          png       scene pictures drawn and written as PNG per second (one device);
          full      the wall time of `storyboard render` for every scene of the AdaptivePhotos storyboard on
                    every device (--device all) in both orientations, with worker processes.
        Build with -c release for meaningful numbers.

        Examples:
          storyboard bench render
          storyboard bench render --corpus ../shared/corpus/files --json
        """
    )

    @Option(help: "A folder of .storyboard and .xib files.")
    var corpus: String = "../shared/corpus/files"

    @Option(help: "The storyboard of the full-render measurement.")
    var fullRender: String = "../shared/corpus/files/001_apple_AdaptivePhotos_iOS8_Main.storyboard"

    @Option(help: "Only this measurement: parse, layout, png or full (repeatable; default: all).")
    var measure: [Measurement] = []

    @Option(name: .customLong("rounds"), help: "Rounds of the timing of the largest scenes (best and median are reported).")
    var sceneRounds = 20

    /// Only time this scene ("FILE SCENE-ID" of a corpus document, or `synthetic`), for profiling.
    @Option(help: .hidden)
    var scene: String?

    @Flag(help: "Print JSON instead of text.")
    var json = false

    /// Writes the synthetic scene's storyboard to this file and stops (to render or inspect it).
    @Option(help: .hidden)
    var saveSynthetic: String?

    enum Measurement: String, ExpressibleByArgument, CaseIterable {
        case parse, layout, png, full
    }

    private func wants(_ measurement: Measurement) -> Bool { measure.isEmpty || measure.contains(measurement) }

    func run() throws {
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        if let saveSynthetic {
            try Data(SyntheticScene.storyboard().utf8).write(to: URL(fileURLWithPath: saveSynthetic))
            return
        }
        let folder = URL(fileURLWithPath: corpus)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw CommandFailure.usage("cannot read the corpus folder \(corpus)")
        }
        let files = names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted().map { folder.appendingPathComponent($0) }
        guard !files.isEmpty else { throw CommandFailure.usage("no .storyboard or .xib files in \(corpus)") }
        TextMeasurement.current = PangoTextMeasurer.shared
        LayoutDiagnostics.shared.printsToStandardError = false
        var results = RenderBenchmarkOutput()
        var lines: [String] = []

        // Parse.
        let contents = files.compactMap { url in (try? Data(contentsOf: url)).map { (url.path, $0) } }
        let bytes = contents.map(\.1.count).reduce(0, +)
        var documents: [(String, IBDocument)] = []
        var parsed = 0
        var bestRound = Double.infinity
        let parseStart = Date()
        var firstRound = true
        repeat {
            let roundStart = Date()
            for (path, data) in contents {
                if let document = try? IBDocument(data: data, path: path), firstRound { documents.append((path, document)) }
                parsed += 1
            }
            bestRound = min(bestRound, Date().timeIntervalSince(roundStart))
            firstRound = false
        } while wants(.parse) && Date().timeIntervalSince(parseStart) < 3
        let parseSeconds = Date().timeIntervalSince(parseStart)
        let rounds = Double(parsed) / Double(contents.count)
        let megabytesPerSecond = Double(bytes) * rounds / parseSeconds / 1_000_000
        // The best round: other processes on the machine slow the mean down, not the best.
        let bestMegabytesPerSecond = Double(bytes) / bestRound / 1_000_000
        if wants(.parse) { results.parse = .init(documents: contents.count, bytes: bytes, documentsPerSecond: Double(parsed) / parseSeconds, megabytesPerSecond: megabytesPerSecond,
                                                 bestRoundMegabytesPerSecond: bestMegabytesPerSecond, bestRoundDocumentsPerSecond: Double(contents.count) / bestRound)
        lines.append(String(format: "parse   %d documents, %.1f MB: %.0f documents/s, %.1f MB/s (best round %.0f documents/s, %.1f MB/s)", contents.count, Double(bytes) / 1_000_000,
                            Double(parsed) / parseSeconds, megabytesPerSecond, Double(contents.count) / bestRound, bestMegabytesPerSecond)) }
        // Documents are independent: a batch parses on every core (the parser is a pure function
        // from bytes to a model).
        var parallelMegabytesPerSecond = 0.0
        if wants(.parse) {
            let cores = ProcessInfo.processInfo.activeProcessorCount
            let inputs = contents
            var best = Double.infinity
            for _ in 0..<5 {
                let start = Date()
                DispatchQueue.concurrentPerform(iterations: cores) { worker in
                    for index in stride(from: worker, to: inputs.count, by: cores) {
                        _ = try? IBDocument(data: inputs[index].1, path: inputs[index].0)
                    }
                }
                best = min(best, Date().timeIntervalSince(start))
            }
            parallelMegabytesPerSecond = Double(bytes) / best / 1_000_000
            results.parse?.allCoresMegabytesPerSecond = parallelMegabytesPerSecond
            results.parse?.cores = cores
            lines.append(String(format: "parse   on %d cores: %.0f documents/s, %.1f MB/s (best of 5 rounds)", cores, Double(contents.count) / best, parallelMegabytesPerSecond))
        }

        // Layout, per device.
        let deviceNames = ["iPhone SE (3rd generation)", "iPhone 15", "iPad Pro (12.9-inch) (6th generation)"]
        var layoutResults: [RenderBenchmarkOutput.Layout] = []
        var sizes: [(views: Int, milliseconds: Double, scene: String)] = []
        for name in wants(.layout) && scene == nil ? deviceNames : [] {
            let device = try resolveDevice(name)
            var scenes = 0
            let start = Date()
            for (path, document) in documents {
                let loader = IBStoryboardLoader(name: "bench", document: document, bundle: Bundle(path: URL(fileURLWithPath: path).deletingLastPathComponent().path), options: IBSceneWindow.options)
                for sceneID in IBSceneWindow.sceneIDs(in: document) {
                    let sceneStart = Date()
                    guard let scene = IBSceneWindow.make(sceneID: sceneID, loader: loader, device: device, orientation: .portrait) else { continue }
                    let milliseconds = Date().timeIntervalSince(sceneStart) * 1000
                    if name == "iPhone 15" { sizes.append((countViews(scene.window), milliseconds, "\(URL(fileURLWithPath: path).lastPathComponent) \(sceneID)")) }
                    scene.window.rootViewController = nil
                    LayoutDiagnostics.shared.removeAll()
                    scenes += 1
                }
            }
            let seconds = Date().timeIntervalSince(start)
            layoutResults.append(.init(device: name, scenes: scenes, scenesPerSecond: Double(scenes) / seconds))
            lines.append(String(format: "layout  %@: %d scenes in %.2f s, %.0f scenes/s (instantiate + lay out)", name, scenes, seconds, Double(scenes) / seconds))
        }
        let largest = sizes.sorted { $0.views > $1.views }.prefix(3)
        // The largest scenes and a synthetic 205-view one: instantiation and layout (the first full
        // solve) timed apart, best and median of --rounds.
        var largestResults: [RenderBenchmarkOutput.LargestScene] = []
        var timed: [(document: IBDocument, path: String, sceneID: String, label: String, views: Int)] = []
        for entry in largest {
            let parts = entry.scene.split(separator: " ")
            guard let (path, document) = documents.first(where: { URL(fileURLWithPath: $0.0).lastPathComponent == parts[0] }) else { continue }
            timed.append((document, path, String(parts[1]), entry.scene, entry.views))
        }
        if let scene, scene != "synthetic" {
            let parts = scene.split(separator: " ")
            guard parts.count == 2, let (path, document) = documents.first(where: { URL(fileURLWithPath: $0.0).lastPathComponent == parts[0] }) else {
                throw CommandFailure.usage("--scene takes \"FILE SCENE-ID\" of a corpus document, or synthetic")
            }
            timed.append((document, path, String(parts[1]), scene, 0))
        }
        if wants(.layout) && (scene == nil || scene == "synthetic") {
            let document = try IBDocument(data: Data(SyntheticScene.storyboard().utf8), path: "synthetic-200.storyboard")
            timed.append((document, folder.appendingPathComponent("synthetic-200.storyboard").path, SyntheticScene.sceneID, "synthetic-200.storyboard (scene-200's shape)", 0))
        }
        for entry in timed {
            guard let object = entry.document.scenes.first(where: { $0.id == entry.sceneID })?.controller else { continue }
            var instantiate: [Double] = [], layout: [Double] = [], relayout: [Double] = []
            var views = entry.views
            for _ in 0..<max(1, sceneRounds) {
                // Every round measures its text afresh, as the scene's first layout in a process would.
                PangoTextMeasurer.shared.removeCachedMeasurements()
                let loader = IBStoryboardLoader(name: "bench", document: entry.document, bundle: Bundle(path: URL(fileURLWithPath: entry.path).deletingLastPathComponent().path), options: IBSceneWindow.options)
                let window = UIWindow(device: try resolveDevice("iPhone 15"), orientation: .portrait)
                var start = Date()
                guard let controller = loader.makeViewController(withObjectID: object.id) else { break }
                // A storyboard controller makes its scene's views when its view is first needed
                // (as in UIKit): that is instantiation too, not layout.
                controller.loadViewIfNeeded()
                instantiate.append(Date().timeIntervalSince(start) * 1000)
                start = Date()
                window.rootViewController = controller
                window.makeKeyAndVisible()
                window.layoutIfNeeded()
                layout.append(Date().timeIntervalSince(start) * 1000)
                // A size change within the same size classes: the incremental re-solve.
                start = Date()
                window.resize(to: CGSize(width: window.bounds.width, height: window.bounds.height - 20))
                window.layoutIfNeeded()
                relayout.append(Date().timeIntervalSince(start) * 1000)
                views = countViews(window)
                window.rootViewController = nil
                LayoutDiagnostics.shared.removeAll()
            }
            guard !layout.isEmpty else { continue }
            func best(_ values: [Double]) -> Double { values.min() ?? .nan }
            func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
            largestResults.append(.init(scene: entry.label, views: views, rounds: layout.count,
                                        instantiateMilliseconds: best(instantiate), layoutMilliseconds: best(layout), relayoutMilliseconds: best(relayout),
                                        instantiateMedianMilliseconds: median(instantiate), layoutMedianMilliseconds: median(layout), relayoutMedianMilliseconds: median(relayout)))
            lines.append(String(format: "layout  %@ (%d views, iPhone 15), best / median of %d: instantiate %.2f / %.2f ms, first layout %.2f / %.2f ms, re-layout after a resize %.2f / %.2f ms",
                                entry.label, views, layout.count, best(instantiate), median(instantiate), best(layout), median(layout), best(relayout), median(relayout)))
        }
        results.layout = layoutResults
        results.largestScenes = largestResults

        // PNG pictures.
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let device = try resolveDevice("iPhone 15")
        var pictures = 0
        var drawSeconds = 0.0
        let pngStart = Date()
        outer: for (path, document) in wants(.png) ? documents : [] {
            let loader = IBStoryboardLoader(name: "bench", document: document, bundle: Bundle(path: URL(fileURLWithPath: path).deletingLastPathComponent().path), options: IBSceneWindow.options)
            for sceneID in IBSceneWindow.sceneIDs(in: document) {
                guard let scene = IBSceneWindow.make(sceneID: sceneID, loader: loader, device: device, orientation: .portrait) else { continue }
                let drawStart = Date()
                try? WindowRenderer(window: scene.window).render(to: temporary.appendingPathComponent("\(pictures).png"), format: .png)
                drawSeconds += Date().timeIntervalSince(drawStart)
                scene.window.rootViewController = nil
                pictures += 1
                if pictures >= 200 { break outer }
            }
        }
        let pngSeconds = Date().timeIntervalSince(pngStart)
        if wants(.png) { results.png = .init(pictures: pictures, device: device.name, picturesPerSecond: Double(pictures) / pngSeconds, drawAndEncodePerSecond: Double(pictures) / drawSeconds)
        lines.append(String(format: "png     %d scenes on %@ (1179×2556): %.1f pictures/s one process (%.1f/s drawing and encoding alone)", pictures, device.name, Double(pictures) / pngSeconds, Double(pictures) / drawSeconds)) }

        // The full render of AdaptivePhotos.
        if wants(.full) {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["render", fullRender, "--device", "all", "--orientation", "both", "--out", temporary.appendingPathComponent("full").path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let fullStart = Date()
        try process.run()
        process.waitUntilExit()
        let fullSeconds = Date().timeIntervalSince(fullStart)
        let written = (try? FileManager.default.subpathsOfDirectory(atPath: temporary.appendingPathComponent("full").path))?.filter { $0.hasSuffix(".png") }.count ?? 0
        let distinct = DeviceSelection.distinctScreens(Device.all).count
        results.full = .init(file: fullRender, seconds: fullSeconds, pictures: written, devices: Device.all.count, distinctScreens: distinct,
                             cores: ProcessInfo.processInfo.activeProcessorCount, exitStatus: Int(process.terminationStatus))
        lines.append(String(format: "full    %@ on all %d devices (%d distinct screens), both orientations: %d pictures in %.1f s on %d cores (exit %d)",
                            URL(fileURLWithPath: fullRender).lastPathComponent, Device.all.count, distinct, written, fullSeconds,
                            ProcessInfo.processInfo.activeProcessorCount, process.terminationStatus))
        }

        if json {
            print(try JSONOutput.text(results))
        } else {
            print(lines.joined(separator: "\n"))
        }
    }

    @MainActor
    private func countViews(_ view: UIView) -> Int {
        1 + view.subviews.map(countViews).reduce(0, +)
    }
}

/// `bench render --json`: one entry per measured step (left out when not run).
private struct RenderBenchmarkOutput: Encodable {
    struct Parse: Encodable {
        var documents: Int
        var bytes: Int
        var documentsPerSecond: Double
        var megabytesPerSecond: Double
        var bestRoundMegabytesPerSecond: Double
        var bestRoundDocumentsPerSecond: Double
        var allCoresMegabytesPerSecond: Double?
        var cores: Int?
    }

    struct Layout: Encodable {
        var device: String
        var scenes: Int
        var scenesPerSecond: Double
    }

    struct LargestScene: Encodable {
        var scene: String
        var views: Int
        var rounds: Int
        var instantiateMilliseconds: Double
        var layoutMilliseconds: Double
        var relayoutMilliseconds: Double
        var instantiateMedianMilliseconds: Double
        var layoutMedianMilliseconds: Double
        var relayoutMedianMilliseconds: Double
    }

    struct PNG: Encodable {
        var pictures: Int
        var device: String
        var picturesPerSecond: Double
        var drawAndEncodePerSecond: Double
    }

    struct Full: Encodable {
        var file: String
        var seconds: Double
        var pictures: Int
        var devices: Int
        var distinctScreens: Int
        var cores: Int
        var exitStatus: Int
    }

    var parse: Parse?
    var layout: [Layout] = []
    var largestScenes: [LargestScene] = []
    var png: PNG?
    var full: Full?
}
