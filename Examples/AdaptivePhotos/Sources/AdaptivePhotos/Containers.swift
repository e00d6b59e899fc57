import OpenStoryboard

/// The navigation controller of the list: showing a controller from it pushes.
public final class CustomNavigationController: UINavigationController, PushAnswering {
    public override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == AdaptiveActions.willShowingViewControllerPush || super.canPerformAction(action, withSender: sender)
    }

    func showWouldPush(sender: Any?) -> Bool { true }
    func showDetailWouldPush(sender: Any?) -> Bool { false }
}

/// The split view controller: showing a detail pushes when (and only when) it is collapsed, in
/// which case its primary (a navigation controller) does the showing.
public final class CustomSplitViewController: UISplitViewController, PushAnswering {
    public override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == AdaptiveActions.willShowingDetailViewControllerPush || super.canPerformAction(action, withSender: sender)
    }

    func showWouldPush(sender: Any?) -> Bool { false }

    func showDetailWouldPush(sender: Any?) -> Bool {
        guard isCollapsed, let primary = viewControllers.first else { return false }
        return primary.willShowingViewControllerPush(sender: sender)
    }
}

/// The split view's delegate, as in the Unified Storyboards guide.
public final class SplitViewControllerDelegate: UISplitViewControllerDelegate {
    public init() {}

    /// Collapsing: keep the secondary only when it shows a photo, and keep on the primary stack
    /// only the controllers that contain that photo; then let the navigation controller push it.
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        guard let photo = secondaryViewController.aaplContainedPhoto() else {
            return true  // nothing worth keeping: discard the secondary
        }
        if let navigation = primaryViewController as? UINavigationController {
            navigation.viewControllers = navigation.viewControllers.filter { $0.aaplContainsPhoto(photo) }
        }
        return false
    }

    /// Separating: when the primary stack shows a photo, let the navigation controller pop it to
    /// become the secondary; otherwise show an empty placeholder.
    public func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? {
        primaryViewController.aaplContainedPhoto() == nil ? EmptyViewController() : nil
    }
}

/// The placeholder detail: "No photo selected".
public final class EmptyViewController: UIViewController {
    public let label = UILabel()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.text = "No photo selected"
        label.textColor = .secondaryLabel
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

/// The root container: it holds the split view and, before each size change, forces a regular
/// horizontal size class on it when the new width exceeds 320 points (an empty collection
/// otherwise), so an iPhone in landscape shows the list and the photo side by side.
public final class RootViewController: UIViewController {
    /// The width above which the split view is forced regular: 320 points, as in the Unified Storyboards guide.
    public static let forcedRegularWidth: CGFloat = 320

    public let splitController: UISplitViewController

    /// The traits forced on the split view.
    public private(set) var forcedTraitCollection = UITraitCollection() {
        didSet {
            if forcedTraitCollection != oldValue {
                setOverrideTraitCollection(forcedTraitCollection, forChild: splitController)
            }
        }
    }

    public init(splitViewController: UISplitViewController) {
        splitController = splitViewController
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        addChild(splitController)
        splitController.view.frame = view.bounds
        splitController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(splitController.view)
        splitController.didMove(toParent: self)
    }

    public override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        forcedTraitCollection = size.width > Self.forcedRegularWidth
            ? UITraitCollection(horizontalSizeClass: .regular)
            : UITraitCollection()
        super.viewWillTransition(to: size, with: coordinator)
    }
}
