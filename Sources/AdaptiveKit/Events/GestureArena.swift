import Foundation

/// A window's touches in progress and the gesture recognizers they involve: how an event goes
/// to the recognizers, then to the views, as ``UIWindow/sendEvent(_:)`` describes.
///
/// Choices UIKit leaves undocumented (docs/events.md): a view's recognizers are involved before
/// its ancestors'; touch phases are delivered to recognizers before views; a view that does not
/// have ``UIView/isMultipleTouchEnabled`` receives only the first touch of a sequence.
@MainActor
final class GestureArena {
    /// The touches down (or held for delivery).
    private(set) var touches: [UITouch] = []
    /// The recognizers involved, in the order they were reached.
    private(set) var recognizers: [UIGestureRecognizer] = []
    /// `touchesEnded` held for views until the delaying recognizers fail.
    private var heldEnded: [(touch: UITouch, event: UIEvent)] = []
    /// `touchesBegan` held for views until the delaying recognizers fail.
    private var heldBegan: [(touch: UITouch, event: UIEvent)] = []
    /// The last event, for cancellations sent from timers.
    private var lastEvent: UIEvent?
    /// Which touch each view is receiving (views without multiple touch get one).
    private var viewTouches: [ObjectIdentifier: UITouch] = [:]

    /// Whether an event is being delivered (recognizers are reset only after it).
    private var isDelivering = false

    func deliver(_ event: UIEvent, in window: UIWindow) {
        lastEvent = event
        isDelivering = true
        let eventTouches = (event.allTouches ?? []).sorted { $0.timestamp < $1.timestamp || ($0.timestamp == $1.timestamp && ObjectIdentifier($0) < ObjectIdentifier($1)) }
        for touch in eventTouches where touch.phase == .began && !touches.contains(where: { $0 === touch }) {
            begin(touch, event: event, in: window)
        }
        // Recognizers first.
        for recognizer in recognizers {
            guard recognizer.isEnabled, recognizer.state == .possible || recognizer.state == .began || recognizer.state == .changed else { continue }
            let mine = eventTouches.filter { touch in touch.gestureRecognizers?.contains { $0 === recognizer } ?? false }
            guard !mine.isEmpty else { continue }
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                let subset = Set(mine.filter { $0.phase == phase })
                guard !subset.isEmpty else { continue }
                switch phase {
                case .began:
                    recognizer.trackedTouches += subset.filter { touch in !recognizer.trackedTouches.contains { $0 === touch } }
                    recognizer.touchesBegan(subset, with: event)
                case .moved: recognizer.touchesMoved(subset, with: event)
                case .ended: recognizer.touchesEnded(subset, with: event)
                default: recognizer.touchesCancelled(subset, with: event)
                }
                guard recognizer.state == .possible || recognizer.state == .began || recognizer.state == .changed else { break }
            }
        }
        // Then the views.
        for touch in eventTouches {
            deliverToView(touch, event: event)
        }
        // Touches that ended leave the arena.
        for touch in eventTouches where touch.phase == .ended || touch.phase == .cancelled {
            if !heldEnded.contains(where: { $0.touch === touch }) { finish(touch) }
        }
        isDelivering = false
        resetIfIdle()
    }

    private func begin(_ touch: UITouch, event: UIEvent, in window: UIWindow) {
        touches.append(touch)
        touch.window = window
        touch.view = window.hitTest(touch.location(in: window), with: event)
        var found: [UIGestureRecognizer] = []
        var current = touch.view
        while let view = current {
            for recognizer in view.attachedGestureRecognizers where recognizer.isEnabled {
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false { continue }
                found.append(recognizer)
            }
            current = view.superview
        }
        touch.gestureRecognizers = found
        for recognizer in found where !recognizers.contains(where: { $0 === recognizer }) {
            recognizers.append(recognizer)
            recognizer.arena = self
        }
    }

    private func deliverToView(_ touch: UITouch, event: UIEvent) {
        guard let view = touch.view, !touch.isCancelledForView else { return }
        let key = ObjectIdentifier(view)
        if let owner = viewTouches[key], owner !== touch, !view.isMultipleTouchEnabled { return }
        let recognizersOfTouch = touch.gestureRecognizers ?? []
        if recognizersOfTouch.contains(where: { $0.hasRecognized && $0.cancelsTouchesInView }) {
            cancelForView(touch, event: event)
            return
        }
        let undecided = recognizersOfTouch.filter { $0.state == .possible }
        switch touch.phase {
        case .began:
            viewTouches[key] = touch
            if undecided.contains(where: \.delaysTouchesBegan) {
                heldBegan.append((touch, event))
            } else {
                touch.viewReceivedBegan = true
                view.touchesBegan([touch], with: event)
            }
        case .moved, .stationary:
            if touch.viewReceivedBegan { view.touchesMoved([touch], with: event) }
        case .ended:
            if undecided.contains(where: \.delaysTouchesEnded) {
                heldEnded.append((touch, event))
            } else {
                flushBegan(touch)
                if touch.viewReceivedBegan { view.touchesEnded([touch], with: event) }
                viewTouches[key] = nil
            }
        case .cancelled:
            if touch.viewReceivedBegan { view.touchesCancelled([touch], with: event) }
            viewTouches[key] = nil
        default:
            break
        }
    }

    /// Sends `touchesCancelled` to the touch's view once (it received `touchesBegan`).
    private func cancelForView(_ touch: UITouch, event: UIEvent?) {
        guard !touch.isCancelledForView else { return }
        touch.isCancelledForView = true
        heldBegan.removeAll { $0.touch === touch }
        heldEnded.removeAll { $0.touch === touch }
        if let view = touch.view {
            if touch.viewReceivedBegan { view.touchesCancelled([touch], with: event) }
            viewTouches[ObjectIdentifier(view)] = nil
        }
        if touch.phase == .ended || touch.phase == .cancelled { finish(touch) }
    }

    private func flushBegan(_ touch: UITouch) {
        guard let index = heldBegan.firstIndex(where: { $0.touch === touch }) else { return }
        let (_, event) = heldBegan.remove(at: index)
        touch.viewReceivedBegan = true
        touch.view?.touchesBegan([touch], with: event)
    }

    private func finish(_ touch: UITouch) {
        touches.removeAll { $0 === touch }
        for recognizer in recognizers {
            if recognizer.trackedTouches.contains(where: { $0 === touch }) { recognizer.rememberLocation() }
        }
    }

    // MARK: Recognizer callbacks

    /// Whether another recognizer of the same touches has recognized and does not allow
    /// `recognizer` to recognize alongside it.
    func isPrevented(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizers.contains { other in
            other !== recognizer && other.hasRecognized && sharesTouches(other, recognizer)
                && !Self.simultaneous(other, recognizer) && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }
    }

    func recognizerDidRecognize(_ recognizer: UIGestureRecognizer) {
        for other in recognizers where other !== recognizer && other.state == .possible && sharesTouches(other, recognizer) {
            if !Self.simultaneous(recognizer, other), recognizer.canPrevent(other), other.canBePrevented(by: recognizer) {
                other.state = .failed
            }
        }
        for other in recognizers where other.pendingState != nil { other.resolvePending() }
        if recognizer.cancelsTouchesInView {
            for touch in touches + heldEnded.map(\.touch) where touch.gestureRecognizers?.contains(where: { $0 === recognizer }) ?? false {
                cancelForView(touch, event: lastEvent)
            }
        }
    }

    func recognizerDidFail(_ recognizer: UIGestureRecognizer) {
        for other in recognizers where other.pendingState != nil { other.resolvePending() }
        releaseHeldTouches()
    }

    /// Delivers held `touchesBegan`/`touchesEnded` whose delaying recognizers have all failed.
    private func releaseHeldTouches() {
        for (touch, _) in heldBegan {
            let undecided = (touch.gestureRecognizers ?? []).filter { $0.state == .possible && $0.delaysTouchesBegan }
            if undecided.isEmpty { flushBegan(touch) }
        }
        for (touch, event) in heldEnded {
            let undecided = (touch.gestureRecognizers ?? []).filter { $0.state == .possible && $0.delaysTouchesEnded }
            guard undecided.isEmpty else { continue }
            heldEnded.removeAll { $0.touch === touch }
            flushBegan(touch)
            if touch.viewReceivedBegan, !touch.isCancelledForView { touch.view?.touchesEnded([touch], with: event) }
            if let view = touch.view { viewTouches[ObjectIdentifier(view)] = nil }
            finish(touch)
        }
    }

    func recognizerReachedTerminalStateIfIdle(_ recognizer: UIGestureRecognizer) {
        resetIfIdle()
    }

    /// Once no touch is down: recognizers that finished (recognized, cancelled, failed) go back
    /// to `.possible` and leave the arena; those still possible (a double tap waiting for its
    /// second tap) stay.
    private func resetIfIdle() {
        guard !isDelivering else { return }
        releaseHeldTouches()
        guard touches.isEmpty, heldEnded.isEmpty else { return }
        var remaining: [UIGestureRecognizer] = []
        for recognizer in recognizers {
            switch recognizer.state {
            case .ended, .cancelled, .failed:
                recognizer.resetToPossible()
                recognizer.arena = nil
            case .possible where recognizer.pendingState == nil && !recognizer.isWaitingForTime:
                recognizer.resetToPossible()
                recognizer.arena = nil
            default:
                remaining.append(recognizer)
            }
        }
        recognizers = remaining
        if recognizers.isEmpty {
            viewTouches = [:]
            lastEvent = nil   // its touches hold their views
        }
    }

    private func sharesTouches(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        // Recognizers of the same arena share the touch sequence; a recognizer whose touches
        // have ended still competes while it waits (a double tap).
        if first.trackedTouches.isEmpty || second.trackedTouches.isEmpty { return true }
        return first.trackedTouches.contains { touch in second.trackedTouches.contains { $0 === touch } }
    }

    static func simultaneous(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
            || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
    }
}
