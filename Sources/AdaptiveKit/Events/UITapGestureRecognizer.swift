import Foundation

/// Recognizes taps: a number of fingers put down and lifted a number of times, without
/// moving. Discrete: `.possible` → `.recognized` when the last tap ends.
///
/// Choices where UIKit publishes no numbers (docs/events.md): a touch moving more than
/// ``allowableMovement`` (10 pt) from where it began fails the tap; the next tap of a multi-tap
/// gesture must begin within ``maximumTapInterval`` (0.35 s) of the previous one's end, or the
/// recognizer fails.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps (default 1).
    open var numberOfTapsRequired = 1
    /// The number of fingers (default 1).
    open var numberOfTouchesRequired = 1
    /// How far a touch may move and still tap. An OpenStoryboard addition (UIKit's is private).
    public var allowableMovement: CGFloat = 10
    /// The longest pause between the taps of a multi-tap gesture. An OpenStoryboard addition.
    public var maximumTapInterval: TimeInterval = 0.35

    private var tapsSoFar = 0
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var touchesDown = 0
    private var maximumTouchesDown = 0
    private var timer: Int?

    override var isWaitingForTime: Bool { timer != nil }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelTimer()
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
        touchesDown += touches.count
        maximumTouchesDown = max(maximumTouchesDown, touchesDown)
        if touchesDown > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
            let point = touch.location(in: nil)
            if hypot(point.x - start.x, point.y - start.y) > allowableMovement { state = .failed; return }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesMoved(touches, with: event)
        guard state == .possible else { return }
        touchesDown -= touches.count
        guard touchesDown == 0 else { return }
        guard maximumTouchesDown == numberOfTouchesRequired else { state = .failed; return }
        tapsSoFar += 1
        maximumTouchesDown = 0
        if tapsSoFar >= numberOfTapsRequired {
            state = .recognized
        } else {
            timer = HostClock.shared.schedule(after: maximumTapInterval) { [weak self] in
                guard let self else { return }
                self.timer = nil
                if self.state == .possible { self.state = .failed }
            }
        }
    }

    open override func reset() {
        cancelTimer()
        tapsSoFar = 0
        touchesDown = 0
        maximumTouchesDown = 0
        startLocations = [:]
    }

    private func cancelTimer() {
        if let timer { HostClock.shared.cancelTimer(timer) }
        timer = nil
    }
}
