import AdaptiveStoryboard
import ArgumentParser
import Foundation
import OpenStoryboard

/// `storyboard bench app`: how long launching a real app and driving it with taps takes — the
/// AdaptiveStoryboard port (app code written as for iOS for Apple's AdaptivePhotos v2 storyboard)
/// launched as `UIApplicationMain` would, then a ten-tap scenario through the headless driver.
struct BenchApp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app",
        abstract: "Measure launching an app and a ten-tap scenario through the headless driver.",
        discussion: """
        Launches Examples/AdaptiveStoryboard (its storyboard is read from ../shared/corpus) on a device and taps:
        a conversation, a photo, the fifth star, back, back (on an iPad: another conversation and back), Profile, Done, About,
        Done, a one-photo conversation.
        Reports the launch alone and launch + taps, best and median of --rounds. Build with -c release.

        Examples:
          storyboard bench app
          storyboard bench app --device "iPhone 15" --rounds 50 --json
        """
    )

    @Option(help: "The device to launch on (a name or an Interface Builder id).")
    var device = "iPhone 8"

    @Option(help: "Rounds (best and median are reported).")
    var rounds = 20

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run() throws {
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        let device: Device
        do { device = try Device.named(self.device) } catch { throw CommandFailure.usage("\(error)") }
        TextMeasurement.current = PangoTextMeasurer.shared
        LayoutDiagnostics.shared.printsToStandardError = false
        let bundle = try AdaptiveStoryboardHost.makeBundle()
        var launches: [Double] = []
        var scenarios: [Double] = []
        var taps = 0
        for _ in 0..<max(1, rounds) {
            let start = DispatchTime.now().uptimeNanoseconds
            let application = try AdaptiveStoryboardHost.launch(device: device, bundle: bundle)
            let launched = DispatchTime.now().uptimeNanoseconds
            taps = try Self.tenTaps(application)
            let end = DispatchTime.now().uptimeNanoseconds
            launches.append(Double(launched - start) / 1e6)
            scenarios.append(Double(end - start) / 1e6)
        }
        func best(_ values: [Double]) -> Double { values.min() ?? 0 }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        if json {
            print(try JSONOutput.text(AppBenchmarkOutput(
                device: device.name, rounds: launches.count, taps: taps,
                launchMilliseconds: .init(best: best(launches), median: median(launches)),
                launchAndTapsMilliseconds: .init(best: best(scenarios), median: median(scenarios)))))
        } else {
            print("app     AdaptiveStoryboard on \(device.name), \(launches.count) rounds")
            print(String(format: "launch            best %.2f ms, median %.2f ms", best(launches), median(launches)))
            print(String(format: "launch + %d taps  best %.2f ms, median %.2f ms (target < 100 ms)", taps, best(scenarios), median(scenarios)))
        }
    }

    /// The scenario: ten user actions through the driver (eleven on an iPad, whose second back
    /// button is another conversation's). Returns how many were made.
    @MainActor
    static func tenTaps(_ application: UIApplication) throws -> Int {
        guard let window = application.keyWindow,
              let split = window.rootViewController as? UISplitViewController,
              let navigation = split.viewControllers.first as? UINavigationController,
              let list = navigation.topViewController as? UITableViewController else {
            throw CommandFailure.findings("the app did not launch into its list")
        }
        func table() throws -> UITableView {
            guard let table = (navigation.topViewController as? UITableViewController)?.tableView else {
                throw CommandFailure.findings("no list on top of the navigation stack")
            }
            return table
        }
        func item(_ title: String) throws -> UIBarButtonItem {
            guard let item = [list.navigationItem.leftBarButtonItem, list.navigationItem.rightBarButtonItem]
                .compactMap({ $0 }).first(where: { $0.title == title }) else { throw CommandFailure.findings("no \(title) button") }
            return item
        }
        func done() throws {
            guard let presented = list.presentedViewController as? UINavigationController,
                  let done = presented.topViewController?.navigationItem.rightBarButtonItem else {
                throw CommandFailure.findings("nothing presented with a Done button")
            }
            try window.press(done)
        }
        try window.selectRow(at: IndexPath(row: 0, section: 0), in: try table())          // 1 a conversation
        try window.selectRow(at: IndexPath(row: 1, section: 0), in: try table())          // 2 a photo
        // The photo is pushed on a phone and is the detail on an iPad: its rating control is
        // wherever it shows.
        var stack: [UIView] = [window]
        var rating: UIView?
        while let view = stack.popLast(), rating == nil {
            if String(describing: type(of: view)) == "RatingControl" { rating = view }
            stack.append(contentsOf: view.subviews)
        }
        guard let rating else { throw CommandFailure.findings("no rating control on the photo") }
        window.tap(at: rating.convert(CGPoint(x: rating.bounds.width * 0.9, y: rating.bounds.midY), to: nil))  // 3 five stars
        try window.tapBackButton()                                                        // 4 the conversation's list
        var actions = 10
        if split.isCollapsed {
            try window.tapBackButton()                                                    // 5 the conversations
        } else {
            actions += 1
            try window.selectRow(at: IndexPath(row: 2, section: 0), in: try table())      // 5 another conversation
            try window.tapBackButton()
        }
        try window.press(try item("Profile"))                                             // 6
        try done()                                                                        // 7
        try window.press(try item("About"))                                               // 8
        try done()                                                                        // 9
        try window.selectRow(at: IndexPath(row: 1, section: 0), in: try table())          // 10 a one-photo conversation
        return actions
    }
}

/// `bench app --json`.
private struct AppBenchmarkOutput: Encodable {
    struct Timing: Encodable {
        var best: Double
        var median: Double
    }

    var device: String
    var rounds: Int
    var taps: Int
    var launchMilliseconds: Timing
    var launchAndTapsMilliseconds: Timing
}
