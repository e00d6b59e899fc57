@testable import AdaptiveKit
import Foundation
import Testing

/// Block animations, headless: the final state at once, completion on the next drain of the main
/// queue.
@MainActor
@Suite("UIView block animations")
struct AnimationTests {
    /// What the headless driver does after each step.
    private func drain() {
        UIView.completePendingAnimations()
    }

    @Test("animations run at once; completion runs with true only when the main queue is drained")
    func completionIsAsynchronous() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.5 }, completion: { finished.append($0) })
        #expect(view.alpha == 0.5)
        #expect(finished.isEmpty)
        drain()
        #expect(finished == [true])
        // A zero duration and no changes still complete asynchronously.
        UIView.animate(withDuration: 0, animations: {}, completion: { finished.append($0) })
        #expect(finished == [true])
        drain()
        #expect(finished == [true, true])
    }

    @Test("the main queue's next turn runs completions too (an awaiting test lets it turn)")
    func completionOnMainQueue() async {
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: {}, completion: { finished.append($0) })
        #expect(finished.isEmpty)
        for _ in 0..<10 where finished.isEmpty {
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        #expect(finished == [true])
    }

    @Test("every variant: delay and options, spring, transition(with:), transition(from:to:), without completion")
    func variants() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: .zero)
        container.addSubview(view)
        var log: [String] = []
        UIView.animate(withDuration: 0.2, delay: 1, options: [.curveEaseOut, .beginFromCurrentState], animations: {
            view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        }, completion: { log.append("delayed \($0)") })
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.2, options: [], animations: {
            view.backgroundColor = .red
        }, completion: { log.append("spring \($0)") })
        UIView.animate(withDuration: 0.2) { view.isHidden = true }
        UIView.transition(with: container, duration: 0.3, options: .transitionCrossDissolve, animations: { view.isHidden = false }, completion: { log.append("transition \($0)") })
        let replacement = UIView(frame: .zero)
        UIView.transition(from: view, to: replacement, duration: 0.3, options: [.transitionFlipFromLeft]) { log.append("from-to \($0)") }
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.backgroundColor == .red)
        #expect(!view.isHidden)
        #expect(view.superview == nil)
        #expect(replacement.superview === container)
        #expect(log.isEmpty)
        drain()
        #expect(log == ["delayed true", "spring true", "transition true", "from-to true"])
        // showHideTransitionViews keeps both views and swaps their visibility.
        UIView.transition(from: replacement, to: view, duration: 0, options: .showHideTransitionViews)
        #expect(replacement.isHidden && replacement.superview === container && view.superview == nil)
    }

    @Test("a constraint change with layoutIfNeeded() inside the block gives the final frames when animate returns")
    func layoutInsideAnimations() throws {
        let window = try LayoutFixtures.window()
        let view = LayoutFixtures.constrainedView(in: window)
        let width = view.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            width, view.heightAnchor.constraint(equalToConstant: 20),
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor), view.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        width.constant = 120
        UIView.animate(withDuration: 0.25) { window.layoutIfNeeded() }
        #expect(view.frame.width == 120)
    }

    @Test("performWithoutAnimation turns animations off inside, and inheritedAnimationDuration reads the block's duration")
    func withoutAnimation() {
        #expect(UIView.areAnimationsEnabled)
        var inside = true, duration: TimeInterval = -1
        UIView.performWithoutAnimation { inside = UIView.areAnimationsEnabled }
        UIView.animate(withDuration: 0.4) { duration = UIView.inheritedAnimationDuration }
        #expect(!inside)
        #expect(UIView.areAnimationsEnabled)
        #expect(duration == 0.4)
        #expect(UIView.inheritedAnimationDuration == 0)
    }
}
