import Foundation
import TestSupport

/// Runs the built `storyboard` executable as a user would, capturing its output and exit status.
struct StoryboardProcess {
    typealias Result = ChildProcess.Result

    /// The package root (for paths to examples).
    static let packageRoot = SharedFolder.packageRoot

    /// The executable, built next to the test bundle.
    static var executable: URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ].map { $0.appendingPathComponent("storyboard") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// Runs `storyboard` with `arguments` from the package root (with `environment` added to the
    /// test's); past `timeout` it is killed and the result says so.
    static func run(_ arguments: [String], environment: [String: String] = [:], timeout: Duration? = nil) throws -> Result {
        let merged = environment.isEmpty ? nil : ProcessInfo.processInfo.environment.merging(environment) { $1 }
        return try ChildProcess.run(executable, arguments: arguments, currentDirectory: packageRoot, environment: merged, timeout: timeout)
    }
}
