import Foundation

/// A finger on the screen: where it is, in which phase, in which view and window, and which
/// gesture recognizers receive it.
///
/// The headless host makes touches (``UIWindow/tap(_:)`` and the other driver steps); the
/// window fills in ``view`` by hit testing when a touch begins and the recognizers of that
/// view and its ancestors.
@MainActor
open class UITouch: NSObject {
    /// The phases of a touch (UIKit's raw values).
    public enum Phase: Int, Sendable, CaseIterable {
        case began = 0, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// The kinds of touch (UIKit's raw values); the host makes direct (finger) touches.
    public enum TouchType: Int, Sendable, CaseIterable {
        case direct = 0, indirect, pencil, indirectPointer
    }

    /// The phase.
    open internal(set) var phase: Phase
    /// The time of the last change, on the host's clock (``HostClock``).
    open internal(set) var timestamp: TimeInterval
    /// The number of taps in quick succession at this place (2 for the second tap of a
    /// double tap).
    open internal(set) var tapCount: Int
    /// The kind of touch.
    open internal(set) var type: TouchType = .direct
    /// The view the touch began in (found by hit testing), `nil` when it hit nothing.
    open internal(set) var view: UIView?
    /// The window the touch is in.
    open internal(set) weak var window: UIWindow?
    /// The gesture recognizers receiving the touch.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]? = []
    /// The touch's radius (the host's fingers are 20 pt across).
    open internal(set) var majorRadius: CGFloat = 10
    /// The force (the host's touches press with the average force).
    open internal(set) var force: CGFloat = 1

    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    /// Whether the touch's view has been sent `touchesCancelled` (a recognizer took the touch).
    var isCancelledForView = false
    /// Whether the view was sent `touchesBegan` for this touch.
    var viewReceivedBegan = false

    /// A touch beginning at a point of a window. An OpenStoryboard addition: UIKit makes its
    /// touches from the hardware.
    public init(at location: CGPoint, in window: UIWindow, tapCount: Int = 1, timestamp: TimeInterval? = nil) {
        self.phase = .began
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.window = window
        self.tapCount = tapCount
        self.timestamp = timestamp ?? HostClock.shared.now
        super.init()
    }

    /// The location in a view's coordinates (`nil`: the window's).
    open func location(in view: UIView?) -> CGPoint {
        guard let view, view !== window else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The previous location in a view's coordinates (`nil`: the window's).
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view, view !== window else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    /// Moves the touch to a point of its window (phase `.moved`). An OpenStoryboard addition.
    public func move(to location: CGPoint) {
        previousLocationInWindow = locationInWindow
        locationInWindow = location
        phase = .moved
        timestamp = HostClock.shared.now
    }

    /// Lifts the touch (phase `.ended`). An OpenStoryboard addition.
    public func end() {
        previousLocationInWindow = locationInWindow
        phase = .ended
        timestamp = HostClock.shared.now
    }
}
