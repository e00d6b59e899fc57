import ArgumentParser
import Foundation
import OpenStoryboard
import SnapshotDiffing

/// `storyboard bench snapshot`: how fast pictures are compared (megapixels a second on one core:
/// identical pictures, a picture with one changed row, two pictures different everywhere) and how
/// long verifying the bundled examples takes (record once, then `snapshot verify` timed).
struct BenchSnapshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Measure the snapshot comparison and verifying the bundled examples.",
        discussion: """
        The comparison runs on pictures of an iPhone 15 Pro Max screen (1290 × 2796 pixels) drawn \
        from the UnifiedStoryboard example: the same picture twice, the picture with one row changed, \
        and the picture against its negative. Verifying records the examples \
        (Examples/UnifiedStoryboard/Main.storyboard, Examples/DynamicLaunchScreen/LaunchScreen.xib) on \
        every distinct screen in both orientations into a temporary baseline, then times `snapshot \
        verify` with --jobs (wall time, and the CPU time of the verification and its workers). Build \
        with -c release.

        Examples:
          storyboard bench snapshot
          storyboard bench snapshot --measure compare --rounds 50
        """
    )

    enum Measure: String, ExpressibleByArgument, CaseIterable {
        case compare, verify, all
    }

    @Option(help: "compare, verify or all.")
    var measure: Measure = .all

    @Option(help: "Rounds of each comparison (best and median are reported).")
    var rounds = 20

    @Option(help: "Worker processes for verifying.")
    var jobs = 2

    func run() throws {
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        guard rounds > 0 else { throw CommandFailure.usage("--rounds must be at least 1") }
        if measure != .verify { try compare() }
        if measure != .compare { try verify() }
    }

    /// Times `body` `rounds` times; returns the best and median seconds.
    private func time(_ body: () throws -> Void) rethrows -> (best: Double, median: Double) {
        var times: [Double] = []
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        times.sort()
        return (times[0], times[times.count / 2])
    }

    @MainActor
    private func compare() throws {
        TextMeasurement.current = PangoTextMeasurer.shared
        let document = try DocumentInput.load("Examples/UnifiedStoryboard/Main.storyboard")
        let device = try resolveDevice("iPhone 15 Pro Max")
        let loader = IBStoryboardLoader(name: "Main", document: document, bundle: nil, options: IBSceneWindow.options)
        guard let sceneID = IBSceneWindow.sceneIDs(in: document).first,
              let scene = IBSceneWindow.make(sceneID: sceneID, loader: loader, device: device, orientation: .portrait, userInterfaceStyle: .light)
        else { throw CommandFailure.usage("the example has no scene to draw") }
        let bitmap = try WindowRenderer(window: scene.window).bitmap()
        scene.window.rootViewController = nil
        guard let picture = PixelBuffer(width: bitmap.width, height: bitmap.height, bytesPerRow: bitmap.bytesPerRow, pixels: bitmap.pixels) else {
            throw CommandFailure.usage("the drawn picture has fewer bytes than its size")
        }
        var oneRow = picture, negative = picture
        for x in 0..<picture.width { oneRow.setPixel(x: x, y: picture.height / 2, 0xFFFF_0000) }
        for index in stride(from: 0, to: negative.pixels.count, by: 4) {
            for channel in 0..<3 { negative.pixels[index + channel] = 255 &- negative.pixels[index + channel] }
        }
        let megapixels = Double(picture.width * picture.height) / 1e6
        print("Comparison, \(picture.width) × \(picture.height) pixels (\(String(format: "%.2f", megapixels)) MP), one core, best / median of \(rounds):")
        for (name, other) in [("identical", picture), ("one row changed", oneRow), ("different everywhere", negative)] {
            var differing = 0
            let (best, median) = try time { differing = try PixelMatch.compare(expected: picture, actual: other).differentPixels }
            print("  \(name): \(String(format: "%.0f", megapixels / best)) / \(String(format: "%.0f", megapixels / median)) MP/s (\(String(format: "%.2f", best * 1000)) ms; \(differing) pixels differ)")
        }
    }

    private func verify() throws {
        let examples = ["Examples/UnifiedStoryboard/Main.storyboard", "Examples/DynamicLaunchScreen/LaunchScreen.xib"]
        let baseline = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-bench-snapshot-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: baseline) }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        func run(_ arguments: [String]) throws -> Int32 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
        /// The CPU seconds (user, system) of the children waited for so far (workers included).
        func childrenCPU() -> (user: Double, system: Double) {
            var usage = rusage()
            getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
            func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
            return (seconds(usage.ru_utime), seconds(usage.ru_stime))
        }
        let options = ["--baseline", baseline.path, "--jobs", "\(jobs)"]
        guard try run(["snapshot", "record"] + examples + options) == 0 else { throw CommandFailure.findings("recording the examples failed") }
        let before = childrenCPU()
        let start = DispatchTime.now().uptimeNanoseconds
        let status = try run(["snapshot", "verify"] + examples + options)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let after = childrenCPU()
        let manifest = try SnapshotManifest.read(in: baseline)
        print("Verify the examples (\(manifest.pictures.count) pictures, every distinct screen, both orientations, --jobs \(jobs)): "
              + "\(String(format: "%.2f", seconds)) s, CPU \(String(format: "%.2f", after.user - before.user)) s user + "
              + "\(String(format: "%.2f", after.system - before.system)) s system, exit \(status)")
        guard status == 0 else { throw CommandFailure.findings("verifying the examples against their own recording failed") }
    }
}
