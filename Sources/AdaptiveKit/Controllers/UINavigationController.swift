import Foundation

/// A stack of controllers with a navigation bar and a toolbar: `show(_:sender:)` pushes.
///
/// The top controller's view fills the navigation controller's view; while the bar is shown the
/// top controller's safe area starts below it (`additionalSafeAreaInsets`). The bar is 44 points
/// tall, 32 on a phone in compact height and compact width, and the toolbar 44 (49 above a home
/// indicator), 32 there too (``StandardViewMetrics/navigationBarHeight(for:)``): the bars and the
/// safe areas follow a rotation. The toolbar (hidden
/// unless ``isToolbarHidden`` is false) shows the top controller's `toolbarItems`, at the bottom
/// above the home indicator; while it is shown the safe area ends above it. As a split view's
/// primary it collapses by pushing the secondary's controllers and separates by popping them.
@MainActor
open class UINavigationController: UIViewController {
    /// The height of the navigation bar (regular titles) in regular height; phones in compact
    /// height use ``StandardViewMetrics/compactBarHeight`` (see ``navigationBarHeight(for:)``).
    public static let navigationBarHeight: CGFloat = 44

    /// The navigation bar's height for a trait collection: 32 on a phone in compact height and
    /// compact width, else 44.
    public static func navigationBarHeight(for traitCollection: UITraitCollection) -> CGFloat {
        StandardViewMetrics.navigationBarHeight(for: traitCollection)
    }

    private var stack: [UIViewController] = []
    /// The controllers pushed when a split view collapsed onto this one, and the navigation
    /// controller they came from, so that separating can give them back.
    private var collapsedSecondary: (controllers: [UIViewController], container: UIViewController)?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// UIKit's required initializer (no archive is read on this platform).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A navigation controller whose stack holds `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// The stack, bottom first.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller shown: one presented by the top, or the top.
    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// The bar at the top: the stack's navigation items, the top one's title.
    public let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: UINavigationController.navigationBarHeight))

    /// Whether the navigation bar is hidden. While it is, the children's safe area no longer
    /// leaves room for it (their content starts below the status bar).
    open var isNavigationBarHidden = false {
        didSet {
            guard oldValue != isNavigationBarHidden else { return }
            navigationBar.isHidden = isNavigationBarHidden
            updateTopInsets()
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Hides or shows the navigation bar (see ``isNavigationBarHidden``); the change applies at
    /// once, animated or not.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// The toolbar at the bottom: the top controller's `toolbarItems`.
    public let toolbar: UIToolbar! = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: StandardViewMetrics.toolbarHeight))

    /// Whether the toolbar is hidden (it is unless asked for).
    open var isToolbarHidden = true {
        didSet {
            toolbar.isHidden = isToolbarHidden
            updateBottomInsets()
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Shows or hides the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// The toolbar's height: 32 pt in compact bars, 49 pt above a home indicator, 44 pt otherwise.
    var toolbarHeight: CGFloat {
        StandardViewMetrics.toolbarHeight(for: traitCollection, aboveHomeIndicator: (viewIfLoaded?.safeAreaInsets.bottom ?? 0) > 0)
    }

    /// The navigation bar's height for the controller's traits (with the large-title area when
    /// the top controller's title shows large).
    var barHeight: CGFloat { barHeight(forControllerAt: stack.count - 1) }

    /// The bar's height while the controller at `index` is on top: 44 (32 in compact bars), plus
    /// the 52-point large-title area when its title shows large (``UINavigationBar/showsLargeTitle(forItemAt:)``),
    /// plus the 52-point search area when its navigation item has a search controller.
    func barHeight(forControllerAt index: Int) -> CGFloat {
        let search = stack.indices.contains(index) && stack[index].navigationItem.searchController != nil
            ? StandardViewMetrics.navigationSearchAreaHeight : 0
        let base = Self.navigationBarHeight(for: traitCollection) + search
        guard navigationBar.prefersLargeTitles, traitCollection.verticalSizeClass != .compact, stack.indices.contains(index) else { return base }
        let large = UINavigationBar.resolvesLarge(stack.prefix(index + 1).map(\.navigationItem.largeTitleDisplayMode))
        return base + (large ? StandardViewMetrics.largeTitleAreaHeight : 0)
    }

    /// The bottom inset each controller of the stack was given for the toolbar.
    private var toolbarInsets: [ObjectIdentifier: CGFloat] = [:]
    /// The top inset each controller of the stack was given for the navigation bar.
    private var barInsets: [ObjectIdentifier: CGFloat] = [:]

    /// The listener for changes of the top controller.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// Replaces the stack.
    ///
    /// Controllers leaving the stack have `isMovingFromParent` set, and those joining it
    /// `isMovingToParent`, during the appearance callbacks this sends.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let oldTop = stack.last
        let leaving = stack.filter { controller in !viewControllers.contains { $0 === controller } }
        let joining = viewControllers.filter { $0.parent !== self }
        for controller in leaving { controller.isMovingFromParent = true }
        for controller in joining { controller.isMovingToParent = true }
        defer {
            for controller in leaving { controller.isMovingFromParent = false }
            for controller in joining { controller.isMovingToParent = false }
        }
        for controller in leaving {
            if let inset = toolbarInsets.removeValue(forKey: ObjectIdentifier(controller)) {
                controller.additionalSafeAreaInsets.bottom -= inset
            }
            if let inset = barInsets.removeValue(forKey: ObjectIdentifier(controller)) {
                controller.additionalSafeAreaInsets.top -= inset
            }
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in joining {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        stack = viewControllers
        navigationBar.setItems(stack.map(\.navigationItem), animated: animated)
        toolbar.setItems(stack.last?.toolbarItems, animated: animated)
        topDidChange(from: oldTop, animated: animated)
    }

    /// Pushes a controller on the stack; it becomes the top.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else { return }
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// Pops the top controller (never the root).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops to the root; returns the popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops until `viewController` is the top; returns the popped controllers.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        setViewControllers(Array(stack[...index]), animated: animated)
        return popped
    }

    // MARK: Showing

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .showViewController || super.canPerformAction(action, withSender: sender)
    }

    /// Pushes (the storyboard Show segue).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    // MARK: Split view adaptation

    /// Collapsing a split view onto this controller pushes the secondary; a secondary that is a
    /// navigation controller gives its controllers (a navigation controller cannot be pushed).
    open override func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
        var controllers = [secondaryViewController]
        if let secondaryNavigation = secondaryViewController as? UINavigationController {
            controllers = secondaryNavigation.viewControllers
            secondaryNavigation.setViewControllers([], animated: false)
        }
        collapsedSecondary = (controllers, secondaryViewController)
        setViewControllers(stack + controllers, animated: false)
    }

    /// Expanding pops what was pushed when collapsing (or, without a record, the top controller
    /// above the root) and returns it as the secondary, in its navigation controller if it had one.
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        if let record = collapsedSecondary, let first = record.controllers.first, let index = stack.firstIndex(where: { $0 === first }) {
            collapsedSecondary = nil
            let popped = Array(stack[index...])
            setViewControllers(Array(stack[..<index]), animated: false)
            if let navigation = record.container as? UINavigationController {
                navigation.setViewControllers(popped, animated: false)
                return navigation
            }
            return popped.first
        }
        collapsedSecondary = nil
        guard stack.count > 1 else { return nil }
        return popViewController(animated: false)
    }

    // MARK: The status bar

    /// Light contents under a black-style bar (UIKit's navigation controllers answer from their
    /// bar's style).
    open override var preferredStatusBarStyle: UIStatusBarStyle {
        navigationBar.barStyle == .default ? .default : .lightContent
    }

    /// The top controller decides while the bar is hidden.
    open override var childForStatusBarStyle: UIViewController? {
        isNavigationBarHidden ? topViewController : nil
    }

    /// The top controller decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    // MARK: The view

    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.largeTitlesDidChange = { [weak self] in
            guard let self, self.isViewLoaded else { return }
            self.updateTopInsets()
            self.view.setNeedsLayout()
        }
        view.addSubview(navigationBar)
        navigationBar.isHidden = isNavigationBarHidden
        view.addSubview(toolbar)
        toolbar.isHidden = isToolbarHidden
        installTopView()
    }

    /// The bars' heights follow the traits (a phone rotated to landscape gets 32-point bars).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard isViewLoaded else { return }
        updateTopInsets()
        view.setNeedsLayout()
    }

    /// The bar sits below the status bar (the top of the view's safe area), across the view.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        updateTopInsets()
        let top = view.safeAreaInsets.top
        navigationBar.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: barHeight)
        // The toolbar sits above the home indicator (the bottom of the safe area the window
        // gives), across the view.
        let height = toolbarHeight
        let bottom = view.bounds.height - (view.safeAreaInsets.bottom - additionalSafeAreaInsets.bottom)
        toolbar.frame = CGRect(x: 0, y: bottom - height, width: view.bounds.width, height: height)
        updateBottomInsets()
        placeTopView()
    }

    /// Whether `controller`'s view goes under the navigation bar: the bar is shown, and the
    /// controller extends its layout under a bar like it (`UIViewController+ExtendedLayout.swift`).
    func extendsUnderBar(_ controller: UIViewController) -> Bool {
        isNavigationBarHidden || controller.extendsLayout(under: .top, translucent: navigationBar.isTranslucent)
    }

    /// Whether `controller`'s view goes under the toolbar.
    func extendsUnderToolbar(_ controller: UIViewController) -> Bool {
        isToolbarHidden || controller.extendsLayout(under: .bottom, translucent: toolbar.isTranslucent)
    }

    /// The top controller's view fills the view, or starts below the bar and ends above the
    /// toolbar that it does not extend under.
    private func placeTopView() {
        guard let top = stack.last, let topView = top.viewIfLoaded, topView.superview === view else { return }
        var frame = view.bounds
        if !extendsUnderBar(top) {
            frame.origin.y = navigationBar.frame.maxY
            frame.size.height -= frame.origin.y
        }
        if !extendsUnderToolbar(top) {
            frame.size.height = max(0, toolbar.frame.minY - frame.origin.y)
        }
        if topView.frame != frame { topView.frame = frame }
    }

    /// The top controller changed its `toolbarItems`.
    func topToolbarItemsDidChange(of controller: UIViewController) {
        guard controller === stack.last else { return }
        toolbar.setItems(controller.toolbarItems, animated: false)
    }

    private func topDidChange(from oldTop: UIViewController?, animated: Bool) {
        guard oldTop !== stack.last else { return }
        guard isViewLoaded else { return }
        let visible = view.window != nil
        if let top = stack.last { delegate?.navigationController(self, willShow: top, animated: animated) }
        if visible, let oldTop { oldTop.sendAppearance(false, animated: animated) }
        oldTop?.viewIfLoaded?.removeFromSuperview()
        installTopView()
        if visible, let top = stack.last {
            top.sendAppearance(true, animated: animated)
        }
        view.setNeedsLayout()
        if let top = stack.last { delegate?.navigationController(self, didShow: top, animated: animated) }
    }

    private func installTopView() {
        guard let top = stack.last else { return }
        let topView = top.view!
        if topView.superview !== view {
            topView.frame = view.bounds
            topView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            // Under the bar, which stays on top.
            view.insertSubview(topView, at: 0)
        }
        updateTopInsets()
    }

    /// While the bar is shown each controller's safe area starts below it; only what this
    /// controller added is changed (others may add to the top inset too: Xcode's canvas rules).
    private func updateTopInsets() {
        // Each controller's safe area starts below the bar as it is while that controller is on
        // top (a large title makes it taller for the controllers that show one).
        // A controller whose view starts below the bar has none of it in its safe area.
        for (index, controller) in stack.enumerated() {
            let under = !isNavigationBarHidden && extendsUnderBar(controller)
            setInsets(\.top, of: controller, to: under ? barHeight(forControllerAt: index) : 0, added: &barInsets)
        }
        updateBottomInsets()
    }

    /// While the toolbar is shown each controller's safe area ends above it; only what this
    /// controller added is changed (others may add to the bottom inset too). A controller whose
    /// view ends above the toolbar has none of it.
    private func updateBottomInsets() {
        for controller in stack {
            let under = !isToolbarHidden && extendsUnderToolbar(controller)
            setInsets(\.bottom, of: controller, to: under ? toolbarHeight : 0, added: &toolbarInsets)
        }
    }

    /// Makes what this controller adds to one edge of a stacked controller's safe area `wanted`,
    /// changing the inset by the difference from what it added before (`added`).
    private func setInsets(_ edge: WritableKeyPath<UIEdgeInsets, CGFloat>, of controller: UIViewController, to wanted: CGFloat,
                           added: inout [ObjectIdentifier: CGFloat]) {
        let key = ObjectIdentifier(controller)
        let delta = wanted - (added[key] ?? 0)
        guard delta != 0 else { return }
        controller.additionalSafeAreaInsets[keyPath: edge] += delta
        added[key] = wanted == 0 ? nil : wanted
    }
}
