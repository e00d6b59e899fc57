import Foundation

/// The headless host's virtual clock: the time of touches and events and of the timers
/// gesture recognizers set (long presses, multi-tap windows).
///
/// Time moves only when the host moves it (``advance(by:)``, or the driver's steps), so event
/// sequences are deterministic and independent of the machine's speed. It starts at 0 (UIKit's
/// timestamps are seconds since boot; only differences matter).
@MainActor
public final class HostClock {
    /// The clock of the process (the host is single-threaded on the main actor).
    public static let shared = HostClock()

    /// The current time, in seconds.
    public private(set) var now: TimeInterval = 0

    private struct Timer {
        let id: Int
        let fireDate: TimeInterval
        let action: @MainActor () -> Void
    }

    private var timers: [Timer] = []
    private var nextTimerID = 0

    /// Runs `action` once the clock reaches `now + delay` (immediately at the next
    /// ``fireDueTimers()`` when `delay` ≤ 0).
    ///
    /// - Returns: A token for ``cancelTimer(_:)``.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> Int {
        nextTimerID += 1
        timers.append(Timer(id: nextTimerID, fireDate: now + max(0, delay), action: action))
        return nextTimerID
    }

    /// Cancels a timer that has not fired.
    public func cancelTimer(_ token: Int) {
        timers.removeAll { $0.id == token }
    }

    /// The time the earliest timer fires, if any is scheduled.
    public var nextFireDate: TimeInterval? { timers.map(\.fireDate).min() }

    /// Moves the clock forward, firing the timers that come due in the order of their fire
    /// dates (the clock reads each timer's fire date while it runs).
    public func advance(by interval: TimeInterval) {
        let end = now + max(0, interval)
        while let next = timers.enumerated().filter({ $0.element.fireDate <= end })
            .min(by: { ($0.element.fireDate, $0.element.id) < ($1.element.fireDate, $1.element.id) }) {
            timers.remove(at: next.offset)
            now = max(now, next.element.fireDate)
            next.element.action()
        }
        now = end
    }

    /// Fires the timers due at the current time.
    public func fireDueTimers() {
        advance(by: 0)
    }
}
