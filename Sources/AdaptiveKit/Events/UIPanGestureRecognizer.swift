import Foundation

/// Recognizes a drag. Continuous: `.began` once the fingers have moved more than 10 pt (the
/// hysteresis, a choice: UIKit publishes none), `.changed` on every move, `.ended` when they
/// lift; lifted before moving far enough, it fails.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers (default 1).
    open var minimumNumberOfTouches = 1
    /// The most fingers (default: no limit).
    open var maximumNumberOfTouches = Int.max
    /// How far the fingers move before the pan begins. An OpenStoryboard addition.
    public var hysteresis: CGFloat = 10

    private var start: CGPoint?
    private var translationOffset = CGPoint.zero
    private var lastSample: (point: CGPoint, time: TimeInterval)?
    private var currentVelocity = CGPoint.zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > maximumNumberOfTouches, state == .possible { state = .failed; return }
        let point = location(in: nil)
        if start == nil { start = point }
        lastSample = (point, event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let point = location(in: nil)
        if let last = lastSample, event.timestamp > last.time {
            let interval = CGFloat(event.timestamp - last.time)
            currentVelocity = CGPoint(x: (point.x - last.point.x) / interval, y: (point.y - last.point.y) / interval)
        }
        lastSample = (point, event.timestamp)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches, let start else { return }
            if hypot(point.x - start.x, point.y - start.y) > hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: state = .failed
        case .began, .changed:
            if numberOfTouches - touches.count < minimumNumberOfTouches { state = .ended }
        default: break
        }
    }

    /// How far the fingers have moved since the pan began (in the coordinates of `view`; with no
    /// transforms, the same vector in every view), less what ``setTranslation(_:in:)`` reset.
    open func translation(in view: UIView?) -> CGPoint {
        guard let start else { return .zero }
        let point = location(in: nil)
        return CGPoint(x: point.x - start.x - translationOffset.x, y: point.y - start.y - translationOffset.y)
    }

    /// Makes the current translation read `translation`.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let start else { return }
        let point = location(in: nil)
        translationOffset = CGPoint(x: point.x - start.x - translation.x, y: point.y - start.y - translation.y)
    }

    /// The speed of the last move, in points per second on the host's clock.
    open func velocity(in view: UIView?) -> CGPoint { currentVelocity }

    open override func reset() {
        start = nil
        translationOffset = .zero
        lastSample = nil
        currentVelocity = .zero
    }
}
