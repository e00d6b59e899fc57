import Foundation

/// What a transition (a rotation, a resize, a trait change, a presentation) is like, as the
/// blocks registered with its coordinator see it.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var containerView: UIView { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// The object that runs animations alongside a transition and completion blocks after it.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Registers an animation to run with the transition and a completion to run after it.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Like `animate(alongsideTransition:completion:)`, for animations of a view outside the
    /// transition's container.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The keys of the controllers of a transition.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of the views of a transition.
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// How a controller is presented modally (UIKit's raw values).
public enum UIModalPresentationStyle: Int, Sendable, CaseIterable {
    case automatic = -2
    case none = -1
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
}

/// The animation of a modal presentation and its dismissal (UIKit's values). The headless host
/// completes transitions at once, so the style is recorded, not animated.
public enum UIModalTransitionStyle: Int, Sendable, CaseIterable {
    /// The presented view slides up from the bottom (the default); dismissal slides it down.
    case coverVertical = 0
    /// A horizontal 3D flip from right to left; dismissal flips back.
    case flipHorizontal = 1
    /// The presented view fades in; dismissal fades it out.
    case crossDissolve = 2
    /// One corner of the presenting view curls up to reveal the presented view (full-screen
    /// presentations only in UIKit).
    case partialCurl = 3
}

/// The headless host's coordinator: transitions complete synchronously. Alongside animations run
/// (in registration order) when the transition applies its final state, completions after them.
@MainActor
final class HostTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(containerView: UIView) {
        self.containerView = containerView
    }

    var isAnimated: Bool { true }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0.3 }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard view != nil else { return false }
        return animate(alongsideTransition: animation, completion: completion)
    }

    /// Runs the alongside animations (each once, including ones registered while running).
    func runAnimations() {
        var index = 0
        while index < animations.count {
            animations[index](self)
            index += 1
        }
        animations.removeAll()
    }

    /// Runs the completion blocks.
    func runCompletions() {
        var index = 0
        while index < completions.count {
            completions[index](self)
            index += 1
        }
        completions.removeAll()
    }
}
