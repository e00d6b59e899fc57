import Foundation

/// Recognizes a swipe in one of the permitted directions. Discrete: `.recognized` during the
/// move, once the fingers have travelled ``minimumDistance`` (50 pt) in a permitted direction
/// within ``maximumDuration`` (0.5 s) of touching down, keeping within 30° of it; otherwise it
/// fails. (The numbers are choices: UIKit publishes none. docs/events.md.)
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Directions of a swipe (UIKit's raw values).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions (default `.right`).
    open var direction: Direction = .right
    /// The fingers (default 1).
    open var numberOfTouchesRequired = 1
    /// The travel that makes a swipe. An OpenStoryboard addition.
    public var minimumDistance: CGFloat = 50
    /// The time a swipe may take. An OpenStoryboard addition.
    public var maximumDuration: TimeInterval = 0.5

    private var start: (point: CGPoint, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        if start == nil { start = (location(in: nil), event.timestamp) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        evaluate(event, final: false)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        evaluate(event, final: true)
    }

    private func evaluate(_ event: UIEvent, final: Bool) {
        guard state == .possible, let start else { return }
        if event.timestamp - start.time > maximumDuration { state = .failed; return }
        let point = location(in: nil)
        let dx = point.x - start.point.x, dy = point.y - start.point.y
        let distance = hypot(dx, dy)
        if distance >= minimumDistance, numberOfTouches == numberOfTouchesRequired {
            let moved: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
            let along = max(abs(dx), abs(dy)), across = min(abs(dx), abs(dy))
            if direction.contains(moved), across <= along * tan(.pi / 6) { state = .recognized } else { state = .failed }
        } else if final {
            state = .failed
        }
    }

    open override func reset() {
        start = nil
    }
}
