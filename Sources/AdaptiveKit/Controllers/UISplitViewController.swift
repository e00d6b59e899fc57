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
    /// How the columns are arranged while expanded (UIKit's raw values; the first four since iOS 8,
    /// the `two…` modes since iOS 14, for a triple-column split view).
    public enum DisplayMode: Int, Sendable, CaseIterable {
        case automatic = 0
        /// Only the secondary (iOS 8 name `primaryHidden`).
        case secondaryOnly = 1
        /// One sidebar beside the secondary (iOS 8 name `allVisible`): the primary, or in a
        /// triple-column split view the supplementary.
        case oneBesideSecondary = 2
        /// One sidebar over the secondary (iOS 8 name `primaryOverlay`).
        case oneOverSecondary = 3
        /// Primary and supplementary beside the secondary (triple column).
        case twoBesideSecondary = 4
        /// Primary and supplementary over the secondary (triple column).
        case twoOverSecondary = 5
        /// Primary and supplementary beside each other, pushing the secondary partly off screen
        /// (triple column).
        case twoDisplaceSecondary = 6

        public static var primaryHidden: DisplayMode { .secondaryOnly }
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    /// The kind of split view: classic (`unspecified`, made with `init(nibName:bundle:)`) or
    /// column style (iOS 14, `init(style:)`).
    public enum Style: Int, Sendable, CaseIterable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    /// The columns of a column-style split view.
    public enum Column: Int, Sendable, CaseIterable {
        case primary = 0
        /// Only shown by a triple-column split view.
        case supplementary = 1
        case secondary = 2
        /// Shown alone instead of the collapsed columns while horizontally compact.
        case compact = 3
    }

    /// How the sidebars of a column-style split view share the width with the secondary. The raw
    /// values follow the order of UIKit's header (`automatic` first); the reference marks them
    /// unconfirmed.
    public enum SplitBehavior: Int, Sendable, CaseIterable {
        case automatic = 0
        /// Side by side: `secondaryOnly`, `oneBesideSecondary`, `twoBesideSecondary`.
        case tile = 1
        /// Over the secondary: `secondaryOnly`, `oneOverSecondary`, `twoOverSecondary`.
        case overlay = 2
        /// Pushing the secondary aside: `secondaryOnly`, `oneBesideSecondary`, `twoDisplaceSecondary`.
        case displace = 3
    }

    /// The value of `preferredPrimaryColumnWidthFraction` that lets the split view choose.
    public static let automaticDimension: CGFloat = -1

    /// The width between the columns (UIKit draws a 1-pixel separator; 0.5 pt here).
    static let separatorWidth: CGFloat = 0.5

    public weak var delegate: (any UISplitViewControllerDelegate)?

    private var controllers: [UIViewController] = []
    public internal(set) var isCollapsed = false
    /// Whether the split view has adapted to its traits at least once.
    var hasAdapted = false
    private let storedStyle: Style
    /// The columns of a column-style split view (see `UISplitViewController+Columns.swift`).
    var columnState = ColumnState()

    /// A classic split view (`style` is `unspecified`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedStyle = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A column-style split view (iOS 14) with two or three columns. UIKit raises for
    /// `unspecified`; so does this initializer.
    public init(style: Style) {
        precondition(style != .unspecified, "UISplitViewController(style:) needs doubleColumn or tripleColumn; use init(nibName:bundle:) for a classic split view")
        storedStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// UIKit's required initializer: a classic split view (no archive is read on this platform).
    public required init?(coder: NSCoder) {
        storedStyle = .unspecified
        super.init(coder: coder)
    }

    /// `unspecified` for a classic split view, else the number of columns.
    open var style: Style { storedStyle }

    /// Classic: `[primary, secondary]` while expanded, `[primary]` while collapsed. Column style:
    /// the columns' controllers as shown (each in its navigation controller) — primary,
    /// supplementary (triple column), secondary while expanded; the compact column's controller,
    /// or else the primary, while collapsed. Setting it assigns the columns in that order.
    open var viewControllers: [UIViewController] {
        get { style == .unspecified ? controllers : columnViewControllers }
        set { if style == .unspecified { setControllers(newValue) } else { setColumnViewControllers(newValue) } }
    }

    // MARK: Columns (column style)

    /// Puts `vc` in `column` (column style only; a classic split view ignores it). The primary,
    /// supplementary and secondary columns wrap a controller that is not a navigation controller
    /// in one (UIKit's exceptions are kept: a controller whose first child is a navigation
    /// controller in the primary or secondary column, a tab bar controller in the secondary);
    /// the compact column takes any controller as it is.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        assignColumn(vc, column)
    }

    /// The controller given for `column` (not the navigation controller it was wrapped in).
    open func viewController(for column: Column) -> UIViewController? {
        columnState.assigned[column]
    }

    /// Makes `column` visible: expanded, the closest display mode of the split behaviour that
    /// shows it; collapsed, its controllers pushed onto (or popped back to on) the primary stack.
    open func show(_ column: Column) {
        showColumn(column)
    }

    /// Hides `column`: expanded, the display mode without it; collapsed, pops back to the column
    /// before it.
    open func hide(_ column: Column) {
        hideColumn(column)
    }

    /// The split behaviour asked for; `automatic` lets the split view choose (see `splitBehavior`).
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { viewIfLoaded?.setNeedsLayout(); layoutColumns() }
    }

    /// The split behaviour in use: `preferredSplitBehavior` when set; otherwise, when wider than
    /// tall, tile (double column) or displace (triple column), and overlay when taller.
    open var splitBehavior: SplitBehavior { resolvedSplitBehavior }

    /// The primary column's width in points (`automaticDimension`: see `primaryColumnWidth`);
    /// takes precedence over `preferredPrimaryColumnWidthFraction`.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout(); layoutColumns() }
    }
    /// The supplementary column's width as a fraction of the split view's (`automaticDimension`: 320 pt).
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout(); layoutColumns() }
    }
    /// The supplementary column's width in points; takes precedence over the fraction.
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout(); layoutColumns() }
    }
    open var minimumSupplementaryColumnWidth: CGFloat = 0
    open var maximumSupplementaryColumnWidth: CGFloat = .greatestFiniteMagnitude

    /// The width the supplementary column gets now.
    open var supplementaryColumnWidth: CGFloat { resolvedSupplementaryColumnWidth }

    /// The display mode asked for; `automatic` lets the split view choose.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            viewIfLoaded?.setNeedsLayout()
            if style != .unspecified {
                columnState.displayModeOverride = nil
                layoutColumns()
            }
        }
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
        if style != .unspecified { return columnDisplayMode }
        guard !isCollapsed else { return .allVisible }
        if preferredDisplayMode != .automatic { return preferredDisplayMode }
        let size = viewIfLoaded?.bounds.size ?? .zero
        return size.width >= size.height ? .allVisible : .primaryHidden
    }

    /// The width the primary column gets now.
    open var primaryColumnWidth: CGFloat {
        let width = viewIfLoaded?.bounds.width ?? 0
        let preferred: CGFloat
        if preferredPrimaryColumnWidth != UISplitViewController.automaticDimension {
            preferred = preferredPrimaryColumnWidth
        } else if preferredPrimaryColumnWidthFraction == UISplitViewController.automaticDimension {
            let screen = viewIfLoaded?.window?.screen.bounds.size ?? .zero
            preferred = max(screen.width, screen.height) >= 1194 ? 375 : 320
        } else {
            preferred = (width * preferredPrimaryColumnWidthFraction).rounded()
        }
        return min(max(preferred, minimumPrimaryColumnWidth), maximumPrimaryColumnWidth, width)
    }

    /// Makes `newControllers` the columns. With `forwardsAppearance` (a controller shown by
    /// `show` / `showDetailViewController` while the split view is on screen), a replaced column
    /// gets the disappear callbacks and the one replacing it the appear callbacks, as in UIKit.
    private func setControllers(_ newControllers: [UIViewController], forwardsAppearance: Bool = false) {
        let onScreen = forwardsAppearance && isAppearing
        let removed = controllers.filter { controller in !newControllers.contains { $0 === controller } }
        let added = newControllers.filter { controller in !controllers.contains { $0 === controller } }
        for controller in removed {
            controller.willMove(toParent: nil)
            if onScreen { controller.sendAppearance(false, animated: false) }
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in newControllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        controllers = newControllers
        installColumns()
        if onScreen {
            for controller in added where controller.viewIfLoaded?.window != nil {
                controller.sendAppearance(true, animated: false)
            }
        }
    }

    // MARK: Showing

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .showViewController || action == .showDetailViewController || super.canPerformAction(action, withSender: sender)
    }

    /// Replaces the primary (after asking the delegate).
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if style != .unspecified { return showInColumns(vc, sender: sender) }
        var newControllers = controllers
        if newControllers.isEmpty { newControllers = [vc] } else { newControllers[0] = vc }
        setControllers(newControllers, forwardsAppearance: true)
    }

    /// Expanded: makes `vc` the secondary. Collapsed: shows it on the primary side (a navigation
    /// controller there pushes it). The delegate may take over first.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if style != .unspecified { return showDetailInColumns(vc, sender: sender) }
        guard let primary = controllers.first else { return setControllers([vc]) }
        if isCollapsed {
            primary.show(vc, sender: sender)
        } else if controllers.count > 1, controllers[1] === vc {
            return
        } else {
            setControllers([primary, vc], forwardsAppearance: true)
        }
    }

    // MARK: Collapsing and expanding

    override func traitCollectionDidUpdate(from previous: UITraitCollection) {
        // At the root of a window not shown yet (an app's launch: the root is installed before
        // `application(_:didFinishLaunchingWithOptions:)` sets the delegate), collapsing waits for
        // the window to become visible.
        if !hasAdapted, isInWindowNotYetVisible { return }
        if style != .unspecified { return adaptColumnsToTraits() }
        adaptToTraits()
    }

    override func windowDidBecomeVisible() {
        if !hasAdapted {
            traitCollectionDidUpdate(from: traitCollection)
            installColumns()
        }
        super.windowDidBecomeVisible()
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

    func postTargetChange() {
        NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)
    }

    // MARK: The view

    open override func viewDidLoad() {
        super.viewDidLoad()
        installColumns()
    }

    /// Whether the columns wait for the window to show (the split view has not decided yet
    /// whether it is collapsed): their views are not loaded before.
    private var columnsWaitForWindow: Bool { !hasAdapted && isInWindowNotYetVisible }

    private func installColumns() {
        guard isViewLoaded, !columnsWaitForWindow else { return }
        if style != .unspecified { return installColumnViews() }
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
    func layoutColumns() {
        guard !columnsWaitForWindow else { return }
        if style != .unspecified { return layoutColumnViews() }
        guard isViewLoaded, let primary = controllers.first else { return }
        let bounds = view.bounds
        if isCollapsed || controllers.count == 1 {
            primary.view.frame = bounds
            return
        }
        let secondary = controllers[1]
        let width = primaryColumnWidth
        switch displayMode {
        case .oneBesideSecondary, .automatic, .twoBesideSecondary, .twoDisplaceSecondary:
            primary.view.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
            let secondaryX = width + Self.separatorWidth
            secondary.view.frame = CGRect(x: secondaryX, y: 0, width: bounds.width - secondaryX, height: bounds.height)
            primary.view.isHidden = false
        case .secondaryOnly:
            primary.view.frame = CGRect(x: -width, y: 0, width: width, height: bounds.height)
            primary.view.isHidden = true
            secondary.view.frame = bounds
        case .oneOverSecondary, .twoOverSecondary:
            primary.view.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
            primary.view.isHidden = false
            secondary.view.frame = bounds
        }
    }
}
