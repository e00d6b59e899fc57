import Dispatch
import Foundation

/// UIKit's block animations, headless: nothing is drawn between frames, so an animation is its
/// final state.
///
/// The `animations` block runs at once, inside `animate`, and whatever it changes (frames,
/// alpha, constraint constants followed by `layoutIfNeeded()`) holds when `animate` returns. The
/// The `completion` block runs later, as in UIKit (which calls it when the duration has passed),
/// never inside `animate`: it waits in a queue of finished animations that runs at the first of
/// - the main dispatch queue's next turn (a block is queued with `DispatchQueue.main.async`, so
///   an app's run loop, or a test that awaits, runs it), or
/// - `UIView.completePendingAnimations()`, which the headless driver calls after each step and a
///   test can call directly. (Inside a block of the main queue, which is where a synchronous
///   `@MainActor` test runs, `RunLoop.main.run(until:)` cannot turn the main queue on Linux:
///   dispatch does not drain it re-entrantly.)
///
/// Completions run in the order their animations were made, each once, with `true` (nothing
/// interrupts an animation that has already finished). The duration and delay are not waited
/// for; a zero duration, or an empty `animations` block, still completes asynchronously, as in
/// UIKit.
extension UIView {
    /// Options for block animations and view transitions. Headless, the curve, repetition and
    /// transition style change nothing (there are no intermediate frames);
    /// `showHideTransitionViews` decides what `transition(from:to:duration:options:completion:)`
    /// does with the views.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// Runs `animations` now (the final state) and queues `completion` with `true` on the main
    /// queue. See the extension's notes for the headless semantics.
    /// - Parameters:
    ///   - duration: the animation's length in seconds (not waited for).
    ///   - delay: the wait before it starts (not waited for).
    ///   - options: curve and behaviour options (no effect headless, see ``AnimationOptions``).
    ///   - animations: the changes to make.
    ///   - completion: called with `true` when the main queue is next drained.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(duration: duration, animations: animations, completion: completion)
    }

    /// Runs `animations` now and queues `completion` with `true` on the main queue.
    /// - Parameters:
    ///   - duration: the animation's length in seconds (not waited for).
    ///   - animations: the changes to make.
    ///   - completion: called with `true` when the main queue is next drained.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        runAnimation(duration: duration, animations: animations, completion: completion)
    }

    /// Runs `animations` now (the final state).
    /// - Parameters:
    ///   - duration: the animation's length in seconds (not waited for).
    ///   - animations: the changes to make.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        runAnimation(duration: duration, animations: animations, completion: nil)
    }

    /// A spring animation: headless, the same as ``animate(withDuration:delay:options:animations:completion:)``
    /// (the spring's damping and velocity only shape frames that are not drawn).
    /// - Parameters:
    ///   - duration: the animation's length in seconds (not waited for).
    ///   - delay: the wait before it starts (not waited for).
    ///   - dampingRatio: the spring's damping, 0 to 1.
    ///   - velocity: the initial velocity, relative to the distance travelled.
    ///   - options: curve and behaviour options.
    ///   - animations: the changes to make.
    ///   - completion: called with `true` when the main queue is next drained.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(duration: duration, animations: animations, completion: completion)
    }

    /// A transition of `view`'s content (flip, curl, cross-dissolve): `animations` runs now,
    /// `completion` is queued with `true`.
    /// - Parameters:
    ///   - view: the container whose content changes.
    ///   - duration: the transition's length in seconds (not waited for).
    ///   - options: the transition style and other options (no effect headless).
    ///   - animations: the changes to make, or `nil`.
    ///   - completion: called with `true` when the main queue is next drained.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(duration: duration, animations: animations ?? {}, completion: completion)
    }

    /// Replaces `fromView` with `toView`: by default `fromView` leaves its superview and `toView`
    /// takes its place (inserted just above it); with `.showHideTransitionViews`, `fromView` is
    /// hidden and `toView` shown instead. Done at once; `completion` is queued with `true`.
    /// - Parameters:
    ///   - fromView: the view that goes.
    ///   - toView: the view that comes.
    ///   - duration: the transition's length in seconds (not waited for).
    ///   - options: the transition style; `.showHideTransitionViews` keeps both views in the tree.
    ///   - completion: called with `true` when the main queue is next drained.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(duration: duration, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let superview = fromView.superview {
                superview.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled (headless, changes are immediate
    /// anyway; ``areAnimationsEnabled`` reads `false` inside).
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let previous = AnimationState.enabled
        AnimationState.enabled = false
        defer { AnimationState.enabled = previous }
        actionsWithoutAnimation()
    }

    /// Whether animations are enabled (`true` unless turned off by ``setAnimationsEnabled(_:)`` or
    /// inside ``performWithoutAnimation(_:)``). Headless, it changes nothing but what it reads.
    public class var areAnimationsEnabled: Bool { AnimationState.enabled }

    /// Turns animations on or off.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        AnimationState.enabled = enabled
    }

    /// The duration of the animation block under way, 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval { AnimationState.currentDuration }

    private class func runAnimation(duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?) {
        let previous = AnimationState.currentDuration
        AnimationState.currentDuration = AnimationState.enabled ? duration : 0
        animations()
        AnimationState.currentDuration = previous
        guard let completion else { return }
        AnimationState.pendingCompletions.append(completion)
        guard !AnimationState.drainIsQueued else { return }
        AnimationState.drainIsQueued = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                AnimationState.drainIsQueued = false
                UIView.completePendingAnimations()
            }
        }
    }

    /// Runs the completion blocks of the animations made so far (with `true`), oldest first, as
    /// the main run loop does on its next turn; completions queued by those blocks run too. An
    /// OpenStoryboard addition for hosts and tests that drive the main run loop themselves.
    ///
    /// - Returns: Whether any completion ran.
    @discardableResult
    public class func completePendingAnimations() -> Bool {
        var ran = false
        while !AnimationState.pendingCompletions.isEmpty {
            let batch = AnimationState.pendingCompletions
            AnimationState.pendingCompletions.removeAll()
            for completion in batch { completion(true) }
            ran = true
        }
        return ran
    }
}

/// The state of block animations (the main actor's).
@MainActor
enum AnimationState {
    static var enabled = true
    static var currentDuration: TimeInterval = 0
    /// Completion blocks of finished animations, oldest first.
    static var pendingCompletions: [(Bool) -> Void] = []
    /// Whether a block that runs them is waiting on the main dispatch queue.
    static var drainIsQueued = false
}
