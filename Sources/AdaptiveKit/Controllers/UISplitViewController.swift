import Foundation

/// A primary (master) and a secondary (detail) controller, side by side in a horizontally regular
/// environment and collapsed into one in a compact one (the classic, iOS 8 split view).
///
/// Collapsing and expanding follow the traits: whenever the split view's horizontal size class
/// becomes compact it collapses (asking its delegate, then the primary's
/// `collapseSecondaryViewController(_:for:)`), and when it becomes regular it expands (delegate,
/// then `separateSecondaryViewController(for:)`); each posts
/// `UIViewController.showDetailTargetDidChangeNotification`.
@MainActor
open class UISplitViewController: UIViewController {
    /// How the columns are arranged while expanded.
    public enum DisplayMode: Int, Sendable, CaseIterable {
        case automatic = 0
        /// Only the secondary (iOS 14 name `secondaryOnly`).
        case primaryHidden = 1
        /// Side by side (iOS 14 name `oneBesideSecondary`).
        case allVisible = 2
        /// The primary over the secondary (iOS 14 name `oneOverSecondary`).
        case primaryOverlay = 3

        public static var secondaryOnly: DisplayMode { .primaryHidden }
        public static var oneBesideSecondary: DisplayMode { .allVisible }
        public static var oneOverSecondary: DisplayMode { .primaryOverlay }
    }

    /// The value of `preferredPrimaryColumnWidthFraction` that lets the split view choose.
    public static let automaticDimension: CGFloat = -1

    /// The width between the columns (UIKit draws a 1-pixel separator; 0.5 pt here).
    static let separatorWidth: CGFloat = 0.5

    public weak var delegate: (any UISplitViewControllerDelegate)?

    private var controllers: [UIViewController] = []
    public private(set) var isCollapsed = false
    /// Whether the split view has adapted to its traits at least once.
    private var hasAdapted = false

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// `[primary, secondary]` while expanded, `[primary]` while collapsed.
    open var viewControllers: [UIViewController] {
        get { controllers }
        set { setControllers(newValue) }
    }

    /// The display mode asked for; `automatic` lets the split view choose.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The primary column's width as a fraction of the split view's (`automaticDimension`: 320 pt,
    /// or 375 pt on screens at least 1,194 pt wide, as iPads give Slide Over).
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    open var minimumPrimaryColumnWidth: CGFloat = 0
    open var maximumPrimaryColumnWidth: CGFloat = .greatestFiniteMagnitude
    open var presentsWithGesture = true

    /// The mode the split view is showing now: `preferredDisplayMode` when set, otherwise side by
    /// side when the split view is wider than tall, and the secondary only when it is taller.
    open var displayMode: DisplayMode {
        guard !isCollapsed else { return .allVisible }
        if preferredDisplayMode != .automatic { return preferredDisplayMode }
        let size = viewIfLoaded?.bounds.size ?? .zero
        return size.width >= size.height ? .allVisible : .primaryHidden
    }

    /// The width the primary column gets now.
    open var primaryColumnWidth: CGFloat {
        let width = viewIfLoaded?.bounds.width ?? 0
        let preferred: CGFloat
        if preferredPrimaryColumnWidthFraction == UISplitViewController.automaticDimension {
            let screen = viewIfLoaded?.window?.screen.bounds.size ?? .zero
            preferred = max(screen.width, screen.height) >= 1194 ? 375 : 320
        } else {
            preferred = (width * preferredPrimaryColumnWidthFraction).rounded()
        }
        return min(max(preferred, minimumPrimaryColumnWidth), maximumPrimaryColumnWidth, width)
    }

    private func setControllers(_ newControllers: [UIViewController]) {
        for controller in controllers where !newControllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in newControllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        controllers = newControllers
        installColumns()
    }

    // MARK: Showing

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .showViewController || action == .showDetailViewController || super.canPerformAction(action, withSender: sender)
    }

    /// Replaces the primary (after asking the delegate).
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        var newControllers = controllers
        if newControllers.isEmpty { newControllers = [vc] } else { newControllers[0] = vc }
        setControllers(newControllers)
    }

    /// Expanded: makes `vc` the secondary. Collapsed: shows it on the primary side (a navigation
    /// controller there pushes it). The delegate may take over first.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        guard let primary = controllers.first else { return setControllers([vc]) }
        if isCollapsed {
            primary.show(vc, sender: sender)
        } else if controllers.count > 1, controllers[1] === vc {
            return
        } else {
            setControllers([primary, vc])
        }
    }

    // MARK: Collapsing and expanding

    override func traitCollectionDidUpdate(from previous: UITraitCollection) {
        adaptToTraits()
    }

    /// Collapses in a compact width, expands in a regular one.
    private func adaptToTraits() {
        let compact = traitCollection.horizontalSizeClass == .compact
        guard traitCollection.horizontalSizeClass != .unspecified else { return }
        if compact && (!isCollapsed || !hasAdapted) {
            hasAdapted = true
            collapse()
        } else if !compact && (isCollapsed || !hasAdapted) {
            let wasCollapsed = isCollapsed
            hasAdapted = true
            if wasCollapsed { expand() }
        }
    }

    private func collapse() {
        guard let primary = controllers.first else {
            isCollapsed = true
            return
        }
        let newPrimary = delegate?.primaryViewController(forCollapsing: self) ?? primary
        if controllers.count > 1 {
            let secondary = controllers[1]
            // Take the secondary out of the split first, so the primary can adopt it.
            setControllers([primary])
            let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: newPrimary) ?? false
            if !handled {
                newPrimary.collapseSecondaryViewController(secondary, for: self)
            }
        }
        isCollapsed = true
        setControllers([newPrimary])
        postTargetChange()
    }

    private func expand() {
        guard let primary = controllers.first else {
            isCollapsed = false
            return
        }
        let newPrimary = delegate?.primaryViewController(forExpanding: self) ?? primary
        let secondary = delegate?.splitViewController(self, separateSecondaryFrom: newPrimary)
            ?? newPrimary.separateSecondaryViewController(for: self)
        isCollapsed = false
        setControllers(secondary.map { [newPrimary, $0] } ?? [newPrimary])
        postTargetChange()
    }

    private func postTargetChange() {
        NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)
    }

    // MARK: The view

    open override func viewDidLoad() {
        super.viewDidLoad()
        installColumns()
    }

    private func installColumns() {
        guard isViewLoaded else { return }
        let visible = isCollapsed ? Array(controllers.prefix(1)) : controllers
        for (index, controller) in visible.enumerated() {
            let columnView = controller.view!
            if columnView.superview !== view {
                // The secondary goes below the primary, so an overlaid primary stays on top.
                if index == 0 { view.addSubview(columnView) } else { view.insertSubview(columnView, at: 0) }
            }
        }
        for controller in controllers.dropFirst(visible.count) {
            controller.viewIfLoaded?.removeFromSuperview()
        }
        view.setNeedsLayout()
        layoutColumns()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutColumns()
    }

    /// Places the columns for the current display mode.
    private func layoutColumns() {
        guard isViewLoaded, let primary = controllers.first else { return }
        let bounds = view.bounds
        if isCollapsed || controllers.count == 1 {
            primary.view.frame = bounds
            return
        }
        let secondary = controllers[1]
        let width = primaryColumnWidth
        switch displayMode {
        case .allVisible, .automatic:
            primary.view.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
            let secondaryX = width + Self.separatorWidth
            secondary.view.frame = CGRect(x: secondaryX, y: 0, width: bounds.width - secondaryX, height: bounds.height)
            primary.view.isHidden = false
        case .primaryHidden:
            primary.view.frame = CGRect(x: -width, y: 0, width: width, height: bounds.height)
            primary.view.isHidden = true
            secondary.view.frame = bounds
        case .primaryOverlay:
            primary.view.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
            primary.view.isHidden = false
            secondary.view.frame = bounds
        }
    }
}
