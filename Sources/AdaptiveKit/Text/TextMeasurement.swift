import Foundation

/// The text measurer every view uses for its intrinsic size.
///
/// ```swift
/// TextMeasurement.current = PangoTextMeasurer()   // what Rendering installs
/// ```
/// The default is ``ApproximateTextMeasurer``. The value is process-wide and lock-protected, so
/// `UIFont`'s metrics (which are not main-actor) can read it. Views measure when asked for their
/// intrinsic size; after replacing the measurer, call `invalidateIntrinsicContentSize()` on views
/// already laid out (or lay out a new window).
public enum TextMeasurement {
    private static let installed = HostService<any TextMeasuring>(ApproximateTextMeasurer())

    /// A measurer for the current task only (tests that need the real measurer while others run
    /// in parallel): `TextMeasurement.$taskMeasurer.withValue(measurer) { … }`.
    @TaskLocal public static var taskMeasurer: (any TextMeasuring)?

    /// The measurer in use: the task's, or the process-wide one.
    public static var current: any TextMeasuring {
        get { taskMeasurer ?? installed.value }
        set { installed.value = newValue }
    }

    /// Runs `body` with `measurer` installed, then puts the previous one back (for tests and
    /// tools that need a particular measurer for a while).
    @MainActor
    public static func withMeasurer<Result>(_ measurer: any TextMeasuring, _ body: () throws -> Result) rethrows -> Result {
        let previous = current
        current = measurer
        defer { current = previous }
        return try body()
    }
}
