import Foundation

/// Recognizes a press held still for a while. Continuous: `.began` once the fingers have been
/// down ``minimumPressDuration`` without moving more than ``allowableMovement``, `.changed` as
/// they move, `.ended` when they lift; lifted or moved too far before, it fails.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must be down (default 0.5 s), on the host's clock.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before the gesture begins (default 10 pt).
    open var allowableMovement: CGFloat = 10
    /// Taps before the press (default 0).
    open var numberOfTapsRequired = 0
    /// Fingers (default 1).
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?
    private var timer: Int?
    private var touchesDown = 0

    override var isWaitingForTime: Bool { timer != nil }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesDown += touches.count
        guard state == .possible else { return }
        if touchesDown > numberOfTouchesRequired { state = .failed; return }
        if start == nil { start = location(in: nil) }
        if touchesDown == numberOfTouchesRequired, timer == nil {
            timer = HostClock.shared.schedule(after: minimumPressDuration) { [weak self] in
                guard let self else { return }
                self.timer = nil
                if self.state == .possible { self.state = .began }
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if let start {
                let point = location(in: nil)
                if hypot(point.x - start.x, point.y - start.y) > allowableMovement { cancelTimer(); state = .failed }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesDown -= touches.count
        switch state {
        case .possible:
            cancelTimer()
            state = .failed
        case .began, .changed:
            if touchesDown <= 0 { state = .ended }
        default:
            break
        }
    }

    open override func reset() {
        cancelTimer()
        start = nil
        touchesDown = 0
    }

    private func cancelTimer() {
        if let timer { HostClock.shared.cancelTimer(timer) }
        timer = nil
    }
}
