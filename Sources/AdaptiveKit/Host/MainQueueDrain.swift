import Foundation

/// Runs the blocks waiting on the main queue and the main run loop, as the run loop does
/// between events.
@MainActor
enum MainQueueDrain {
    /// Turns the main run loop once without waiting: blocks queued with
    /// `DispatchQueue.main.async` and `RunLoop.main.perform` run.
    ///
    /// - Returns: Whether the run loop had work (it may have more).
    static func runPending() -> Bool {
        guard Thread.isMainThread else { return false }
        return RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0))
            && RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0))
    }
}
