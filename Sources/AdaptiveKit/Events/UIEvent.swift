import Foundation

/// A user event: the touches on the screen at one moment.
@MainActor
open class UIEvent: NSObject {
    /// The kinds of event (UIKit's raw values).
    public enum EventType: Int, Sendable, CaseIterable {
        case touches = 0, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    /// The subtypes of motion and remote-control events (UIKit's raw values); touch events
    /// have `.none`.
    public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
    }

    /// The kind of event.
    open internal(set) var type: EventType
    /// The subtype (`.none` for touches).
    open internal(set) var subtype: EventSubtype = .none
    /// When the event happened, on the host's clock.
    open internal(set) var timestamp: TimeInterval
    /// The touches of the event.
    open internal(set) var allTouches: Set<UITouch>?

    /// An event of touches. An OpenStoryboard addition (UIKit makes events from the hardware).
    public init(type: EventType = .touches, timestamp: TimeInterval? = nil, touches: Set<UITouch>) {
        self.type = type
        self.timestamp = timestamp ?? HostClock.shared.now
        self.allTouches = touches
        super.init()
    }

    /// The touches that belong to a window.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        allTouches?.filter { $0.window === window }
    }

    /// The touches that belong to a view (began in it).
    open func touches(for view: UIView) -> Set<UITouch>? {
        allTouches?.filter { $0.view === view }
    }

    /// The touches delivered to a gesture recognizer.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        allTouches?.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
    }
}
