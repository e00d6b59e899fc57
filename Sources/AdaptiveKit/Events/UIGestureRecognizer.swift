import Foundation

/// The base of gesture recognizers: UIKit's state machine, target–action, the delegate, failure
/// requirements, and what happens to the touches of the view.
///
/// States, as UIKit's:
/// - discrete gestures (tap, swipe): `.possible` → `.recognized` (== `.ended`) or `.failed`;
/// - continuous gestures (long press, pan): `.possible` → `.began` → `.changed`… → `.ended`
///   or `.cancelled`, or `.possible` → `.failed`.
///
/// Leaving `.possible` is allowed only when the delegate's and the views'
/// `gestureRecognizerShouldBegin(_:)` agree, every recognizer this one requires to fail
/// (``require(toFail:)``) has failed (until then the recognition waits), and no other recognizer
/// of the same touches has recognized unless the delegates allow simultaneous recognition. A
/// recognizer that recognizes makes the others of its touches fail (unless simultaneous) and,
/// with ``cancelsTouchesInView``, sends `touchesCancelled(_:with:)` to the touched view.
/// Targets receive their action on every change to `.began`, `.changed`, `.ended`/`.recognized`
/// and `.cancelled`. Recognizers go back to `.possible` (``reset()``) once their touches have
/// ended.
///
/// Subclasses (UIKit's `UIGestureRecognizerSubclass`) override the touch methods and set
/// ``state``.
@MainActor
open class UIGestureRecognizer: NSObject {
    /// The states (UIKit's raw values).
    public enum State: Int, Sendable, CaseIterable {
        case possible = 0, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized (the same value as `.ended`).
        public static let recognized = State.ended
    }

    private struct TargetAction {
        weak var target: AnyObject?
        let hasTarget: Bool
        let action: Selector
    }

    private var targetActions: [TargetAction] = []
    /// Closures run with the actions (the storyboard loader's segues). Internal.
    package var actionHandlers: [@MainActor (UIGestureRecognizer) -> Void] = []

    /// A recognizer sending `action` to `target` (`Selector("handleTap:")`; see
    /// ``UIResponder/actionMethods`` for how the target's method is found).
    public init(target: Any?, action: Selector?) {
        super.init()
        guard let action else { return }
        if let target {
            addTarget(target, action: action)
        } else {
            targetActions.append(TargetAction(target: nil, hasTarget: false, action: action))
        }
    }

    /// A recognizer with no target yet.
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// Adds a target and action (sent on each state change, see the type's discussion).
    open func addTarget(_ target: Any, action: Selector) {
        // `NSNull` stands for "no target" (a document's First Responder): the responder chain.
        let isNil = target is NSNull
        let object = target as AnyObject
        if targetActions.contains(where: { $0.action == action && (isNil ? !$0.hasTarget : $0.target === object) }) { return }
        targetActions.append(TargetAction(target: isNil ? nil : object, hasTarget: !isNil, action: action))
    }

    /// Removes a target (every target when `nil`) and action (every action when `nil`).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target as AnyObject?
        targetActions.removeAll { (target == nil || $0.target === object) && (action == nil || $0.action == action) }
    }

    // MARK: State

    private var storedState: State = .possible
    /// A recognition waiting for required recognizers to fail.
    var pendingState: State?

    /// The current state. Subclasses set it as their touches are interpreted; see the type's
    /// discussion for the rules a change goes through.
    open var state: State {
        get { storedState }
        set { transition(to: newValue) }
    }

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// The delegate.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether the recognizer receives touches (setting `false` during a gesture cancels it).
    open var isEnabled = true {
        didSet {
            if !isEnabled, storedState == .began || storedState == .changed { state = .cancelled }
            else if !isEnabled, storedState == .possible, !trackedTouches.isEmpty { state = .failed }
        }
    }
    /// Whether recognizing sends `touchesCancelled(_:with:)` to the view the touches are in
    /// (default `true`).
    open var cancelsTouchesInView = true
    /// Whether `touchesBegan(_:with:)` reaches the view only once the recognizer has failed
    /// (default `false`).
    open var delaysTouchesBegan = false
    /// Whether `touchesEnded(_:with:)` reaches the view only once the recognizer has failed
    /// (default `true`; recognized, the view gets `touchesCancelled(_:with:)` instead).
    open var delaysTouchesEnded = true
    /// A name for debugging.
    open var name: String?

    /// The touches the recognizer is tracking.
    var trackedTouches: [UITouch] = []
    /// Recognizers this one waits for (``require(toFail:)``).
    private var failureRequirements: [WeakRecognizer] = []
    /// The arena of the touches being recognized (set while the recognizer is involved).
    weak var arena: GestureArena?
    /// The last location, kept once the touches have ended.
    private var lastLocation: CGPoint?

    struct WeakRecognizer {
        weak var recognizer: UIGestureRecognizer?
    }

    /// Makes this recognizer wait, before it leaves `.possible`, until `otherGestureRecognizer`
    /// has failed (and fail if it recognizes): the single tap that waits for the double tap.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    /// The recognizers this one requires to fail (``require(toFail:)``, the delegates, the
    /// subclass hooks) among `candidates`.
    func requiredToFail(among candidates: [UIGestureRecognizer]) -> [UIGestureRecognizer] {
        var required = failureRequirements.compactMap(\.recognizer)
        for other in candidates where other !== self && !required.contains(where: { $0 === other }) {
            if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
                || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true {
                required.append(other)
            }
        }
        return required
    }

    // MARK: Locations

    /// The number of touches tracked.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches in a view's coordinates (`nil`: the window's); the
    /// last one once they have ended.
    open func location(in view: UIView?) -> CGPoint {
        if !trackedTouches.isEmpty {
            let points = trackedTouches.map { $0.location(in: view) }
            let count = CGFloat(points.count)
            return CGPoint(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
        }
        guard let lastLocation else { return .zero }
        guard let view else { return lastLocation }
        return view.convert(lastLocation, from: nil)
    }

    /// The location of one tracked touch.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return location(in: view) }
        return trackedTouches[touchIndex].location(in: view)
    }

    // MARK: Subclass hooks (UIGestureRecognizerSubclass)

    /// Touches began (subclasses call `super`, which tracks them).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled (the default cancels a gesture in progress, fails a possible one).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if storedState == .began || storedState == .changed { state = .cancelled } else if storedState == .possible { state = .failed }
    }
    /// Clears the subclass's state (called when the recognizer goes back to `.possible`).
    open func reset() {}
    /// Stops delivering `touch` to the recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touch.gestureRecognizers?.removeAll { $0 === self }
    }
    /// Whether this recognizer, recognizing, makes `preventedGestureRecognizer` fail (default
    /// `true`).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing, makes this one fail (default `true`).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (default `false`).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail (default `false`).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Transitions

    /// Whether the recognizer waits for time to pass before it decides (a multi-tap recognizer
    /// between taps, a long press before its duration): it stays involved after the touches end.
    var isWaitingForTime: Bool { false }

    /// Whether `state` is `.began`, `.changed` or `.ended` (the recognizer has recognized).
    var hasRecognized: Bool { storedState == .began || storedState == .changed || storedState == .ended }

    private func transition(to newState: State) {
        switch newState {
        case .possible:
            storedState = .possible
            pendingState = nil
        case .began, .ended where storedState == .possible || pendingState != nil:
            recognize(as: newState)
        case .changed, .ended:
            guard storedState == .began || storedState == .changed else { return }
            storedState = newState
            sendActions()
        case .cancelled:
            let wasActive = storedState == .began || storedState == .changed
            guard wasActive || storedState == .possible else { return }
            pendingState = nil
            storedState = wasActive ? .cancelled : .failed
            if wasActive { sendActions() } else { arena?.recognizerDidFail(self) }
        case .failed:
            fail()
        default:
            break
        }
        if storedState != .possible { arena?.recognizerReachedTerminalStateIfIdle(self) }
    }

    /// Leaves `.possible` for `.began` or `.recognized`, if the rules allow it now.
    private func recognize(as newState: State) {
        guard storedState == .possible else { return }
        guard mayBegin() else { fail(); return }
        let others = arena?.recognizers ?? []
        let required = requiredToFail(among: others)
        if required.contains(where: \.hasRecognized) { fail(); return }
        if arena?.isPrevented(self) == true { fail(); return }
        if required.contains(where: { $0.storedState == .possible }) {
            pendingState = newState
            return
        }
        pendingState = nil
        storedState = newState
        arena?.recognizerDidRecognize(self)
        sendActions()
    }

    private func fail() {
        guard storedState == .possible else { return }
        pendingState = nil
        storedState = .failed
        arena?.recognizerDidFail(self)
    }

    /// Whether the delegate and the views let the recognizer begin.
    private func mayBegin() -> Bool {
        guard isEnabled else { return false }
        if delegate?.gestureRecognizerShouldBegin(self) == false { return false }
        var asked: [UIView] = []
        if let view { asked.append(view) }
        for touch in trackedTouches {
            if let touched = touch.view, !asked.contains(where: { $0 === touched }) { asked.append(touched) }
        }
        return asked.allSatisfy { $0.gestureRecognizerShouldBegin(self) }
    }

    /// A pending recognition after the recognizers it waited for failed (or a fail when one
    /// recognized).
    func resolvePending() {
        guard let pending = pendingState, storedState == .possible else { return }
        let required = requiredToFail(among: arena?.recognizers ?? [])
        if required.contains(where: \.hasRecognized) { fail(); return }
        guard !required.contains(where: { $0.storedState == .possible }) else { return }
        pendingState = nil
        transition(to: pending)
    }

    /// Sends the actions to the targets.
    func sendActions() {
        for handler in actionHandlers { handler(self) }
        for targetAction in targetActions {
            if targetAction.hasTarget {
                guard let target = targetAction.target else { continue }
                ActionDispatch.send(targetAction.action, to: target, from: self, for: nil)
            } else {
                ActionDispatch.send(targetAction.action, to: nil, from: self, for: nil)
            }
        }
    }

    /// Back to `.possible`, forgetting the touches.
    func resetToPossible() {
        if let touch = trackedTouches.last { lastLocation = touch.location(in: nil) }
        trackedTouches = []
        storedState = .possible
        pendingState = nil
        reset()
    }

    /// Records the last location (the touches are about to be forgotten).
    func rememberLocation() {
        if let touch = trackedTouches.last { lastLocation = touch.location(in: nil) }
    }

    /// The target–action pairs as selector names (for tools and tests).
    public var actionNames: [String] { targetActions.map(\.action.name) }
}

extension UIView {
    /// Attaches a gesture recognizer (removing it from its previous view).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let previous = gestureRecognizer.view, previous !== self { previous.removeGestureRecognizer(gestureRecognizer) }
        guard !attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a gesture recognizer.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}
