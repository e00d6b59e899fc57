import Foundation

/// The pages before and after the one shown, and the page indicator's count and position.
@MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or `nil` at the first.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or `nil` at the last.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of pages the indicator shows (a scrolling page controller shows one when this is
    /// above 0; the default, 0, shows none, as UIKit does without the method).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The page the indicator marks when pages are set with `setViewControllers` (default 0).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// What a page view controller's delegate hears while the user turns pages. Every method is
/// optional.
@MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A user's page turn begins towards these controllers.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A user's page turn ended (`completed`: the new page shows; headless, always).
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}

/// A container that shows one page (a child controller) at a time and turns to the page before
/// or after it when the user swipes, asking its data source for them.
///
/// The page fills the controller's view. A scrolling page controller whose data source gives a
/// presentation count shows a page control at the bottom (above the safe area), marking the
/// data source's presentation index after `setViewControllers` and following the user's turns.
/// Headless, a turn happens at once: a swipe (the driver's `swipe(.left, on:)` turns forward in
/// a horizontal controller, `.up` in a vertical one) asks the data source, tells the delegate
/// `willTransitionTo`, swaps the child (appearance callbacks, containment) and tells it
/// `didFinishAnimating`. The page curl and a two-page spine are recorded, not drawn: one page
/// shows.
@MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn.
    public enum TransitionStyle: Int, Sendable, CaseIterable {
        /// A page curls away, as a book's.
        case pageCurl
        /// Pages slide side by side.
        case scroll
    }

    /// The direction pages run.
    public enum NavigationOrientation: Int, Sendable, CaseIterable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// Where the spine of a page-curl controller is.
    public enum SpineLocation: Int, Sendable, CaseIterable {
        /// No spine (a scrolling controller).
        case none
        /// At the leading (or top) edge: one page shows.
        case min
        /// In the middle: two pages show.
        case mid
        /// At the trailing (or bottom) edge.
        case max
    }

    /// The direction of a page change set in code.
    public enum NavigationDirection: Int, Sendable, CaseIterable {
        /// To later pages.
        case forward
        /// To earlier pages.
        case reverse
    }

    /// Keys of the options dictionary of ``init(transitionStyle:navigationOrientation:options:)``.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A ``SpineLocation`` (as its raw value) for a page-curl controller.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages of a scrolling controller, in points.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages turn.
    public package(set) var transitionStyle: TransitionStyle
    /// The direction pages run.
    public package(set) var navigationOrientation: NavigationOrientation
    /// The spine's place (``SpineLocation/none`` for a scrolling controller; ``SpineLocation/min``
    /// for a page curl without the option).
    public package(set) var spineLocation: SpineLocation
    /// Whether a page curl shows content on the back of pages (recorded).
    open var isDoubleSided = false
    /// The space between scrolling pages (recorded).
    public package(set) var interPageSpacing: CGFloat = 0

    /// The pages before and after the current one.
    open weak var dataSource: (any UIPageViewControllerDataSource)? {
        didSet { updatePageControl() }
    }
    /// The listener for page turns.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// The page shown (one controller; `nil` before any is set).
    open private(set) var viewControllers: [UIViewController]?

    /// A page controller with a transition style, an orientation and options
    /// (``OptionsKey/spineLocation``, ``OptionsKey/interPageSpacing``).
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
            ?? (options?[.spineLocation] as? SpineLocation)
        spineLocation = style == .scroll ? .none : spine ?? .min
        interPageSpacing = (options?[.interPageSpacing] as? CGFloat) ?? (options?[.interPageSpacing] as? Double).map { CGFloat($0) } ?? 0
        super.init(nibName: nil, bundle: nil)
    }

    /// A page controller from a storyboard: a page curl along the horizontal until the loader sets
    /// the document's style, orientation and spine.
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        super.init(coder: coder)
    }

    /// The recognizers that turn pages: a swipe each way along the orientation, on the
    /// controller's view.
    open var gestureRecognizers: [UIGestureRecognizer] {
        loadViewIfNeeded()
        return swipes
    }

    private var swipes: [UIGestureRecognizer] = []
    private let pageControl = UIPageControl(frame: .zero)
    /// The page the indicator marks, followed through turns.
    private var presentationIndex = 0

    /// Shows `viewControllers` (one page; UIKit takes two for a mid spine) without asking the data
    /// source or telling the delegate, as UIKit does; `completion` gets `true`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        show(viewControllers?.first)
        if let dataSource {
            presentationIndex = dataSource.presentationIndex(for: self)
        }
        updatePageControl()
        completion?(true)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        let forward = UISwipeGestureRecognizer(target: nil, action: nil)
        forward.direction = navigationOrientation == .horizontal ? .left : .up
        forward.actionHandlers.append { [weak self] recognizer in
            if recognizer.state == .ended { self?.userTurn(forward: true) }
        }
        let backward = UISwipeGestureRecognizer(target: nil, action: nil)
        backward.direction = navigationOrientation == .horizontal ? .right : .down
        backward.actionHandlers.append { [weak self] recognizer in
            if recognizer.state == .ended { self?.userTurn(forward: false) }
        }
        swipes = [forward, backward]
        swipes.forEach(view.addGestureRecognizer)
        pageControl.isUserInteractionEnabled = false
        view.addSubview(pageControl)
        if let page = viewControllers?.first { install(page) }
        updatePageControl()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        viewControllers?.first?.viewIfLoaded?.frame = view.bounds
        let height = pageControl.intrinsicContentSize.height
        pageControl.frame = CGRect(x: 0, y: view.bounds.height - view.safeAreaInsets.bottom - height, width: view.bounds.width, height: height)
        view.bringSubviewToFront(pageControl)
    }

    /// The page turn a user's swipe asks for: the data source's next or previous page, if any.
    func userTurn(forward: Bool) {
        guard let current = viewControllers?.first, let dataSource else { return }
        let next = forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let next else { return }
        delegate?.pageViewController(self, willTransitionTo: [next])
        show(next)
        presentationIndex += forward ? 1 : -1
        updatePageControl()
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: true)
    }

    /// Makes `page` the child shown, with containment and appearance callbacks.
    private func show(_ page: UIViewController?) {
        let old = viewControllers?.first
        guard page !== old else { return }
        let visible = isViewLoaded && view.window != nil
        if let old {
            old.willMove(toParent: nil)
            if visible { old.sendAppearance(false, animated: false) }
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        viewControllers = page.map { [$0] }
        guard let page else { return }
        addChild(page)
        if isViewLoaded { install(page) }
        if visible { page.sendAppearance(true, animated: false) }
        page.didMove(toParent: self)
    }

    private func install(_ page: UIViewController) {
        let pageView = page.view!
        pageView.frame = view.bounds
        pageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(pageView, at: 0)
        view.setNeedsLayout()
    }

    /// The indicator: shown for a scrolling controller whose data source counts its pages.
    private func updatePageControl() {
        let count = transitionStyle == .scroll ? dataSource?.presentationCount(for: self) ?? 0 : 0
        pageControl.numberOfPages = max(0, count)
        pageControl.currentPage = min(max(presentationIndex, 0), max(0, count - 1))
        pageControl.isHidden = count <= 0
    }

    /// The indicator's page (for tests and tools).
    package var indicatedPage: Int? { pageControl.isHidden ? nil : pageControl.currentPage }
}
