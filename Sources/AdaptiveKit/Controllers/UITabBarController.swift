import Foundation

/// The delegate of a tab bar controller.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the user may select a tab (yes by default).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// A tab was selected.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// Tabs of controllers: the selected one's view fills the tab bar controller's view, above a tab
/// bar 49 pt tall (32 on a phone in compact height and compact width, as since iOS 11), plus the
/// home indicator's inset, which the selected controller's safe area leaves out
/// (`additionalSafeAreaInsets`); the bar and the safe area follow a rotation. It does not handle `show(_:sender:)` (the search goes on
/// upwards, as in UIKit).
@MainActor
open class UITabBarController: UIViewController {
    /// The height of the tab bar above the safe area in regular height; phones in compact height
    /// use ``StandardViewMetrics/compactTabBarHeight`` (see ``tabBarHeight(for:)``).
    public static let tabBarHeight: CGFloat = 49

    /// The tab bar's height above the safe area for a trait collection: 32 on a phone in compact
    /// height and compact width, else 49.
    public static func tabBarHeight(for traitCollection: UITraitCollection) -> CGFloat {
        StandardViewMetrics.tabBarHeight(for: traitCollection)
    }

    /// The bottom inset each tab's controller was given for the bar.
    private var barInsets: [ObjectIdentifier: CGFloat] = [:]

    public weak var delegate: (any UITabBarControllerDelegate)?
    /// The bar of tabs along the bottom: one item per controller (its `tabBarItem`), the
    /// selected one highlighted; it reaches down over the home indicator.
    public let tabBar = UITabBar(frame: .zero)
    private var tabs: [UIViewController] = []
    private var storedSelectedIndex = 0

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// UIKit's required initializer (no archive is read on this platform).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The controllers of the tabs, in order.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let oldSelected = selectedViewController
        let newTabs = viewControllers ?? []
        for controller in tabs where !newTabs.contains(where: { $0 === controller }) {
            if let inset = barInsets.removeValue(forKey: ObjectIdentifier(controller)) {
                controller.additionalSafeAreaInsets.bottom -= inset
            }
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in newTabs where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabs = newTabs
        updateBarInsets()
        storedSelectedIndex = min(storedSelectedIndex, max(tabs.count - 1, 0))
        selectionDidChange(from: oldSelected)
    }

    /// The index of the selected tab.
    open var selectedIndex: Int {
        get { storedSelectedIndex }
        set {
            guard tabs.indices.contains(newValue) else { return }
            let old = selectedViewController
            storedSelectedIndex = newValue
            selectionDidChange(from: old)
        }
    }

    /// The controller of the selected tab.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(storedSelectedIndex) ? tabs[storedSelectedIndex] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// Selects a tab as a user tap does: the delegate may refuse, and is told afterwards.
    public func userDidTapTab(at index: Int) {
        guard tabs.indices.contains(index) else { return }
        let controller = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// The selected tab decides the status bar's style.
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    /// The selected tab decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tabBar)
        installSelectedView()
    }

    /// The bar's height follows the traits (a phone rotated to landscape gets a 32-point bar).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateBarInsets()
        viewIfLoaded?.setNeedsLayout()
    }

    /// Each tab's safe area ends above the bar; only what this controller added is changed
    /// (others may add to the bottom inset too).
    private func updateBarInsets() {
        let height = Self.tabBarHeight(for: traitCollection)
        for controller in tabs {
            // A tab whose view ends above the bar has none of it in its safe area.
            let wanted = extendsUnderTabBar(controller) ? height : 0
            let key = ObjectIdentifier(controller)
            let delta = wanted - (barInsets[key] ?? 0)
            guard delta != 0 else { continue }
            controller.additionalSafeAreaInsets.bottom += delta
            barInsets[key] = wanted
        }
    }

    /// The bar sits at the bottom, 49 points (or 32) above the safe area and over the unsafe area
    /// below.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        updateBarInsets()
        let height = Self.tabBarHeight(for: traitCollection) + view.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        updateTabBarItems()
        placeSelectedView()
    }

    /// Whether a tab's view goes under the tab bar: the bar is hidden, or the tab extends its
    /// layout under a bar like it (`UIViewController+ExtendedLayout.swift`).
    func extendsUnderTabBar(_ controller: UIViewController) -> Bool {
        tabBar.isHidden || controller.extendsLayout(under: .bottom, translucent: tabBar.isTranslucent)
    }

    /// The selected tab's view fills the view, or ends above the tab bar when it does not extend
    /// under it.
    private func placeSelectedView() {
        guard let selected = selectedViewController, let selectedView = selected.viewIfLoaded, selectedView.superview === view else { return }
        var frame = view.bounds
        if !extendsUnderTabBar(selected) { frame.size.height = max(0, tabBar.frame.minY) }
        if selectedView.frame != frame { selectedView.frame = frame }
    }

    private func updateTabBarItems() {
        let items = tabs.map { $0.tabBarItem! }
        if tabBar.items?.count != items.count || zip(tabBar.items ?? [], items).contains(where: { $0 !== $1 }) {
            tabBar.items = items
        }
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    private func selectionDidChange(from old: UIViewController?) {
        guard isViewLoaded, old !== selectedViewController else { return }
        let visible = view.window != nil
        if visible { old?.sendAppearance(false, animated: false) }
        old?.viewIfLoaded?.removeFromSuperview()
        installSelectedView()
        if visible { selectedViewController?.sendAppearance(true, animated: false) }
    }

    private func installSelectedView() {
        guard let selected = selectedViewController else { return }
        let selectedView = selected.view!
        if selectedView.superview !== view {
            selectedView.frame = view.bounds
            selectedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.insertSubview(selectedView, at: 0)
        }
        updateTabBarItems()
        view.setNeedsLayout()
    }
}
