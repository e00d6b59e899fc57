@testable import AdaptiveKit
import Foundation
import Testing

/// Gesture recognizers: UIKit's state machine driven by touches on the host's clock.
@MainActor
@Suite("Gesture recognizers")
struct GestureRecognizerTests {
    final class Handler: UIViewController {
        var states: [String: [UIGestureRecognizer.State]] = [:]
        override class var actionMethods: [ActionMethod] {
            [.init("handle:", Self.handle)]
        }
        func handle(_ recognizer: UIGestureRecognizer) {
            states[recognizer.name ?? "?", default: []].append(recognizer.state)
        }
    }

    private func setUp() throws -> (UIWindow, Handler, UIView) {
        let window = try ViewFixtures.window()
        let controller = Handler()
        window.rootViewController = controller
        let target = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        controller.view.addSubview(target)
        window.layoutIfNeeded()
        return (window, controller, target)
    }

    private func add<G: UIGestureRecognizer>(_ recognizer: G, named name: String, to view: UIView, handler: Handler) -> G {
        recognizer.name = name
        recognizer.addTarget(handler, action: "handle:")
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    @Test("a tap is recognized once; the recognizer goes back to possible")
    func tap() throws {
        let (window, handler, target) = try setUp()
        let tap = add(UITapGestureRecognizer(), named: "tap", to: target, handler: handler)
        #expect(target.gestureRecognizers?.first === tap && tap.view === target)
        try window.tap(target)
        #expect(handler.states["tap"] == [.recognized])
        #expect(tap.state == .possible)
        #expect(tap.location(in: target) == CGPoint(x: 100, y: 100))
    }

    @Test("a single tap waiting for a double tap fires only when the double tap fails")
    func requireToFail() throws {
        let (window, handler, target) = try setUp()
        let single = add(UITapGestureRecognizer(), named: "single", to: target, handler: handler)
        let double = add(UITapGestureRecognizer(), named: "double", to: target, handler: handler)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        try window.tap(target)
        #expect(handler.states["single"] == [.recognized])
        #expect(handler.states["double"] == nil)
        try window.tap(target, count: 2)
        #expect(handler.states["double"] == [.recognized])
        #expect(handler.states["single"] == [.recognized], "the single tap failed with the double tap recognized")
    }

    @Test("a long press begins after its duration on the host's clock and ends on lifting")
    func longPress() throws {
        let (window, handler, target) = try setUp()
        let press = add(UILongPressGestureRecognizer(), named: "press", to: target, handler: handler)
        press.minimumPressDuration = 0.8
        try window.longPress(target, duration: 0.5)
        #expect(handler.states["press"] == nil, "lifted before 0.8 s: failed")
        try window.longPress(target, duration: 1)
        #expect(handler.states["press"] == [.began, .ended])
    }

    @Test("a pan begins, changes with the translation and velocity, and ends")
    func pan() throws {
        let (window, handler, target) = try setUp()
        let pan = add(UIPanGestureRecognizer(), named: "pan", to: target, handler: handler)
        var translations: [CGPoint] = []
        pan.addTarget(handler, action: "handle:")
        let touch = UITouch(at: CGPoint(x: 100, y: 200), in: window)
        window.sendEvent(UIEvent(touches: [touch]))
        for x in stride(from: 105, through: 160, by: 5) {
            HostClock.shared.advance(by: 0.01)
            touch.move(to: CGPoint(x: CGFloat(x), y: 200))
            window.sendEvent(UIEvent(touches: [touch]))
            if pan.state == .began || pan.state == .changed { translations.append(pan.translation(in: target)) }
        }
        #expect(abs(pan.velocity(in: target).x - 500) < 0.001)
        touch.end()
        window.sendEvent(UIEvent(touches: [touch]))
        let states = handler.states["pan"] ?? []
        #expect(states.first == .began && states.last == .ended)
        #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(translations.first == CGPoint(x: 15, y: 0), "began once past the 10-pt hysteresis")
        #expect(translations.last == CGPoint(x: 60, y: 0))
    }

    @Test("a swipe in its direction is recognized; the other way fails")
    func swipe() throws {
        let (window, handler, target) = try setUp()
        let swipe = add(UISwipeGestureRecognizer(), named: "swipe", to: target, handler: handler)
        swipe.direction = .left
        try window.swipe(.right, on: target)
        #expect(handler.states["swipe"] == nil)
        try window.swipe(.left, on: target)
        #expect(handler.states["swipe"] == [.recognized])
    }

    @Test("recognizing cancels the view's touches; cancelsTouchesInView off lets them through")
    func cancelsTouches() throws {
        final class TouchView: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
        }
        let (window, handler, target) = try setUp()
        let view = TouchView(frame: target.bounds)
        target.addSubview(view)
        let tap = add(UITapGestureRecognizer(), named: "tap", to: target, handler: handler)
        try window.tap(view)
        #expect(view.log == ["began", "cancelled"])
        view.log = []
        tap.cancelsTouchesInView = false
        try window.tap(view)
        #expect(view.log == ["began", "ended"])
        #expect(handler.states["tap"] == [.recognized, .recognized])
    }

    @Test("the delegate may stop a recognizer from beginning or receiving; disabled recognizers get nothing")
    func delegate() throws {
        final class Delegate: UIGestureRecognizerDelegate {
            var begin = true, receive = true
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begin }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }
        }
        let (window, handler, target) = try setUp()
        let tap = add(UITapGestureRecognizer(), named: "tap", to: target, handler: handler)
        let delegate = Delegate()
        tap.delegate = delegate
        delegate.begin = false
        try window.tap(target)
        delegate.begin = true
        delegate.receive = false
        try window.tap(target)
        delegate.receive = true
        tap.isEnabled = false
        try window.tap(target)
        #expect(handler.states["tap"] == nil)
        tap.isEnabled = true
        try window.tap(target)
        #expect(handler.states["tap"] == [.recognized])
    }

    @Test("two recognizers of the same touches: the first to recognize wins unless simultaneous recognition is allowed")
    func simultaneous() throws {
        final class Together: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
        }
        let (window, handler, target) = try setUp()
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        target.addSubview(inner)
        _ = add(UITapGestureRecognizer(), named: "inner", to: inner, handler: handler)
        let outer = add(UITapGestureRecognizer(), named: "outer", to: target, handler: handler)
        try window.tap(inner)
        #expect(handler.states["inner"] == [.recognized])
        #expect(handler.states["outer"] == nil)
        let together = Together()
        outer.delegate = together
        try window.tap(inner)
        #expect(handler.states["inner"] == [.recognized, .recognized])
        #expect(handler.states["outer"] == [.recognized])
    }

    @Test("a button's tap wins over a single-tap recognizer on its superview")
    func controlWins() throws {
        let (window, handler, target) = try setUp()
        _ = add(UITapGestureRecognizer(), named: "tap", to: target, handler: handler)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
        target.addSubview(button)
        var tapped = false
        button.addAction(UIAction { _ in tapped = true }, for: .touchUpInside)
        try window.tap(button)
        #expect(tapped)
        #expect(handler.states["tap"] == nil)
    }
}
