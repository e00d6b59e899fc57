import Foundation

/// The owner of a view tree: it loads its view lazily, takes part in the trait environment,
/// contains child controllers and adapts to size and trait transitions.
///
/// Subclass it as on iOS: override `loadView()` / `viewDidLoad()`, the appearance callbacks,
/// `traitCollectionDidChange(_:)`, `willTransition(to:with:)`, `viewWillTransition(to:with:)`
/// (calling `super`, which forwards to children).
@MainActor
open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer {
    private var storedView: UIView?
    private var isLoadingView = false

    public private(set) weak var parent: UIViewController?
    public private(set) var children: [UIViewController] = []
    /// Overrides set with `setOverrideTraitCollection(_:forChild:)`, by child.
    var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    var cachedTraitCollection: UITraitCollection?
    var storedTraitOverrides = UITraitOverrides()
    /// The window whose root this controller is.
    weak var rootOfWindow: UIWindow?
    let traitChangeObservers = TraitChangeObservers()

    // MARK: Presentation state (see UIViewController+Presentation.swift)

    var storedPresented: UIViewController?
    /// The controller a delegate gave to show the presented one in an adapted style (it contains
    /// the presented controller), owned with it until dismissal.
    var storedPresentedAdaptation: UIViewController?
    weak var storedPresenting: UIViewController?
    var storedPresentationController: UIPresentationController?

    /// Whether the controller is being presented: true from the start of its presentation until
    /// its appearance callbacks (`viewWillAppear` … `viewDidAppear`) have run, false otherwise.
    public internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed: true during its dismissal's disappearance
    /// callbacks (`viewWillDisappear` … `viewDidDisappear`), false otherwise.
    public internal(set) var isBeingDismissed = false
    /// Whether the controller is being added to a container (pushed on a navigation stack): true
    /// during the appearance callbacks that follow, false otherwise.
    public internal(set) var isMovingToParent = false
    /// Whether the controller is being removed from a container (popped off a navigation stack):
    /// true during the disappearance callbacks that follow, false otherwise.
    public internal(set) var isMovingFromParent = false

    /// How the controller is presented modally; `automatic` is a page sheet (iOS 13).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation used when the controller is presented modally (and dismissed); a storyboard
    /// presentation segue with a transition of its own sets it on its destination.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The delegate that supplies a custom presentation controller.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// Whether a presentation from inside this controller covers only its view.
    open var definesPresentationContext = false
    /// The edges of the screen the view extends to under its containers' bars: all of them by
    /// default. Without `.top`, a navigation controller puts the view below its navigation bar;
    /// without `.bottom`, a navigation controller's toolbar and a tab bar controller's tab bar
    /// end the view above them (`UIViewController+ExtendedLayout.swift`).
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { if oldValue != edgesForExtendedLayout { extendedLayoutDidChange() } }
    }
    /// Whether the view extends under opaque bars too. `false` by default: a bar that is not
    /// translucent (`isTranslucent` false) puts the view below (or above) it, as if its edge were
    /// left out of ``edgesForExtendedLayout``.
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { if oldValue != extendedLayoutIncludesOpaqueBars { extendedLayoutDidChange() } }
    }
    /// The status bar style this controller prefers while it decides it (`.default`: dark contents
    /// in light appearance). Override it, as on iOS.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// The child whose `preferredStatusBarStyle` decides instead of this controller's (`nil`).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// Whether this controller, while it decides, wants the status bar hidden (`false`).
    /// Override it, as on iOS; call ``setNeedsStatusBarAppearanceUpdate()`` when the answer
    /// changes. A hidden status bar takes its height out of the top safe-area inset on screens
    /// without a sensor housing (`docs/traits-and-devices.md`, "Hiding the status bar").
    open var prefersStatusBarHidden: Bool { false }
    /// The child whose `prefersStatusBarHidden` decides instead of this controller's (`nil`).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// How the status bar shows or hides when `prefersStatusBarHidden` changes (`.fade`).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// Whether a controller presented not full screen decides the status bar's style anyway.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Tells the system the status bar's preferences changed: the window asks its controllers
    /// again, and when the status bar shows or hides, lays out again with the new safe area.
    /// (The style is read when a picture is drawn.)
    open func setNeedsStatusBarAppearanceUpdate() {
        viewIfLoaded?.window?.updateStatusBarAppearance()
    }
    /// Whether the user may not dismiss the controller's presentation interactively (a sheet
    /// swiped down): the dismissal is refused and the adaptive delegate's
    /// `presentationControllerDidAttemptToDismiss(_:)` is called.
    open var isModalInPresentation = false

    /// Why UIKit would refuse to present this controller with `presentationController` (it
    /// raises an exception there); `nil` when it presents. Action sheets and share sheets without
    /// a popover source and image pickers of an unavailable source answer; `present` reports the
    /// answer and does not present.
    func presentationRefusal(in presentationController: UIPresentationController) -> String? { nil }

    /// Whether this controller's popover adapts to a compact width by rising over the full screen
    /// with the presenter staying under it (action sheets, share sheets), rather than covering it
    /// full screen.
    var adaptsPopoverOverFullScreen: Bool { false }

    /// Whether the controller's content is being edited.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    private var editingState = false
    private var storedEditButtonItem: UIBarButtonItem?

    /// Enters or leaves editing mode: ``isEditing`` changes and ``editButtonItem`` reads Done or
    /// Edit. A table view controller edits its table too.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        if let item = storedEditButtonItem {
            item.title = (editing ? UIBarButtonItem.SystemItem.done : .edit).standardTitle
            item.style = editing ? .done : .plain
        }
    }

    /// A bar button item that toggles editing: Edit, then Done while editing.
    open var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(systemItem: isEditing ? .done : .edit, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        storedEditButtonItem = item
        return item
    }

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (yes by default);
    /// `false` leaves them to the view's `directionalLayoutMargins` alone. See
    /// `UIViewController+SystemMargins.swift`.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet {
            if oldValue != viewRespectsSystemMinimumLayoutMargins { viewIfLoaded?.layoutMarginsChanged() }
        }
    }

    /// The nib the controller was created with (kept for source compatibility).
    public let nibName: String?
    public let nibBundle: Bundle?

    /// A controller; its view is made by `loadView()` on first use.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// A controller made from an archive: UIKit's required initializer, so that subclasses
    /// declare it as on iOS (`required init?(coder: NSCoder)`). There are no archives on this
    /// platform (storyboards are instantiated by `InterfaceBuilder`); the coder is not read, and
    /// the controller starts as `init(nibName: nil, bundle: nil)` does.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: The view

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.owningViewController = nil
            storedView = newValue
            newValue?.owningViewController = self
            newValue?.updateTraitCollectionsInSubtree()
        }
    }

    /// The view if it has been loaded.
    public var viewIfLoaded: UIView? { storedView }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Loads the view now if it is not loaded yet, then calls `viewDidLoad()`.
    public func loadViewIfNeeded() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if storedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        isLoadingView = false
        viewDidLoad()
    }

    /// Makes the view. A controller made from a storyboard loads its scene's view tree here (the
    /// scene's views made, their constraints installed, outlets to them connected, `awakeFromNib()`
    /// sent to each, embed segues performed); any other controller gets a plain view the size of
    /// the main screen. A subclass that overrides this without calling `super` gets only the view
    /// it makes, as in UIKit.
    open func loadView() {
        if let loader = sceneViewLoader {
            sceneViewLoader = nil
            loader(self)
            if storedView != nil { return }
        }
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view of a controller made from a storyboard scene (an OpenStoryboard hook: the
    /// `InterfaceBuilder` module sets it when it makes the controller, and the default
    /// ``loadView()`` runs it once). `nil` for controllers made in code.
    public var sceneViewLoader: (@MainActor (UIViewController) -> Void)?

    /// Prepares the controller after a storyboard or nib made it: called once its outlets made
    /// with it (not those to its scene's views, which connect when the view loads) are connected.
    /// The base implementation does nothing; override it and call `super`.
    open func awakeFromNib() {}

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}

    /// The title shown by containers (navigation bars, tab bars); setting it sets the navigation
    /// item's title too.
    open var title: String? {
        didSet { storedNavigationItem?.title = title }
    }

    private var storedNavigationItem: UINavigationItem?

    /// What a navigation bar shows for this controller (made on first use, with the title).
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(title: title ?? "")
        if title == nil { item.title = nil }
        storedNavigationItem = item
        return item
    }

    private var storedTabBarItem: UITabBarItem?

    /// What a tab bar shows for this controller (made on first use, with the title).
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// The items a navigation controller's toolbar shows while this controller is its top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { (parent as? UINavigationController)?.topToolbarItemsDidChange(of: self) }
    }

    /// Replaces ``toolbarItems``.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// The size the controller would like when presented in a popover or form sheet.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            if oldValue != preferredContentSize {
                parent?.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }

    // MARK: Appearance

    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether containers forward appearance callbacks to this controller's children (yes).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Whether the controller is shown.
    public private(set) var isAppearing = false

    /// Sends the appearance callbacks for `isAppearing` to this controller and (when it forwards
    /// them) its children: `viewWillAppear`, `viewIsAppearing`, `viewDidAppear`, or the disappear pair.
    func sendAppearance(_ appearing: Bool, animated: Bool) {
        guard isAppearing != appearing else { return }
        if appearing {
            loadViewIfNeeded()
            viewWillAppear(animated)
            forwardAppearance { $0.sendWillAppearance(true, animated: animated) }
            viewIsAppearing(animated)
            view.window?.updateStatusBarAppearance()
            isAppearing = true
            viewDidAppear(animated)
            forwardAppearance { $0.sendDidAppearance(true, animated: animated) }
        } else {
            viewWillDisappear(animated)
            forwardAppearance { $0.sendWillAppearance(false, animated: animated) }
            isAppearing = false
            viewDidDisappear(animated)
            forwardAppearance { $0.sendDidAppearance(false, animated: animated) }
        }
    }

    /// The first half of appearing, for a window's root: will-appear callbacks down the tree.
    func viewWillAppearFromWindow() {
        sendWillAppearance(true, animated: false)
        view.window?.updateStatusBarAppearance()
    }

    /// The second half of appearing, for a window's root: did-appear callbacks down the tree.
    func viewDidAppearFromWindow() {
        sendDidAppearance(true, animated: false)
    }

    private func sendWillAppearance(_ appearing: Bool, animated: Bool) {
        guard isAppearing != appearing else { return }
        if appearing {
            loadViewIfNeeded()
            viewWillAppear(animated)
            forwardAppearance { $0.sendWillAppearance(true, animated: animated) }
            viewIsAppearing(animated)
        } else {
            viewWillDisappear(animated)
            forwardAppearance { $0.sendWillAppearance(false, animated: animated) }
        }
    }

    private func sendDidAppearance(_ appearing: Bool, animated: Bool) {
        guard isAppearing != appearing else { return }
        isAppearing = appearing
        if appearing { viewDidAppear(animated) } else { viewDidDisappear(animated) }
        forwardAppearance { $0.sendDidAppearance(appearing, animated: animated) }
    }

    private func forwardAppearance(_ body: (UIViewController) -> Void) {
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in children where child.viewIfLoaded?.window != nil {
            body(child)
        }
    }

    // MARK: Layout hooks

    /// Insets added to the safe area of the controller's view (containers add their bars' heights).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard oldValue != additionalSafeAreaInsets, let view = viewIfLoaded else { return }
            view.rootView.existingLayoutEngine?.markGuidesChanged()
            view.rootView.setNeedsLayout()
            view.setNeedsLayout()
        }
    }

    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// Updates the view's constraints; called during the constraint pass of the controller's view.
    open func updateViewConstraints() {}

    // MARK: Containment

    /// Makes `childController` a child; it receives `willMove(toParent:)` now. The container adds
    /// the child's view and then calls `child.didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.willMove(toParent: self)
        childController.removeFromParentSilently()
        children.append(childController)
        childController.parent = self
        childController.refreshTraitCollection()
    }

    /// Removes the controller from its parent; it receives `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` first and remove the view yourself, as on iOS.
    open func removeFromParent() {
        guard parent != nil else { return }
        removeFromParentSilently()
        didMove(toParent: nil)
        refreshTraitCollection()
    }

    private func removeFromParentSilently() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        parent.childTraitOverrides[ObjectIdentifier(self)] = nil
        self.parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: UIContentContainer

    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// Forwards the size change to every child, with the size `size(forChildContentContainer:…)`
    /// gives it.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }

    /// Forwards the trait change to every child whose traits will change, with its new traits.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            let childTraits = child.traitCollection(inheriting: newCollection, from: self)
            if childTraits != child.traitCollection {
                child.willTransition(to: childTraits, with: coordinator)
            }
        }
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Showing (see UIViewController+Showing.swift)

    /// Shows a controller in the primary context: the nearest container that handles
    /// `show(_:sender:)` does it (a navigation controller pushes); with none, it is presented
    /// modally.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let target = ancestorTarget(forAction: .showViewController, sender: sender) {
            target.show(vc, sender: sender)
        } else {
            present(vc, animated: true, completion: nil)
        }
    }

    /// Shows a controller in the detail context: an expanded split view controller makes it the
    /// secondary, a collapsed one shows it on its primary (a push); with no container it is
    /// presented modally.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let target = ancestorTarget(forAction: .showDetailViewController, sender: sender) {
            target.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true, completion: nil)
        }
    }

    // MARK: Split view adaptation hooks

    /// Called on the primary controller when a split view collapses and its delegate did not handle
    /// the secondary: the base implementation discards nothing and shows the primary alone.
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {}

    /// Called on the primary controller when a split view expands: the controller to become the
    /// secondary, or `nil` (the base implementation).
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }

    /// The runtime's own reaction to a trait change, before `traitCollectionDidChange(_:)`
    /// (containers adapt here: a split view collapses or expands).
    func traitCollectionDidUpdate(from previous: UITraitCollection) {}

    /// The window this controller is shown in became visible (`makeKeyAndVisible()`): containers
    /// that waited for it adapt now (a split view decides whether it is collapsed), then the
    /// children are told.
    func windowDidBecomeVisible() {
        for child in children { child.windowDidBecomeVisible() }
    }

    /// Whether the controller sits (through its parents) at the root of a window that has not been
    /// made visible yet: traits flow there, but adaptation waits for the window to show, as UIKit
    /// decides a split view's collapse when its window becomes visible.
    var isInWindowNotYetVisible: Bool {
        var top = self
        while let parent = top.parent { top = parent }
        guard let window = top.rootOfWindow else { return false }
        return !window.isVisible
    }

    open override var next: UIResponder? {
        storedView?.superview ?? parent
    }

    // MARK: Storyboards and segues (made by the InterfaceBuilder module)

    /// The storyboard the controller was made from (`nil` for controllers made in code).
    public internal(set) var storyboard: UIStoryboard?

    /// The segues the storyboard declares on this controller, in document order.
    public var storyboardSegueTemplates: [UIStoryboardSegueTemplate] = []

    /// Performs the segue with this identifier from the storyboard: makes it (a fresh
    /// destination), calls `prepare(for:sender:)`, then `perform()`. As in UIKit, a programmatic
    /// perform does not ask `shouldPerformSegue(withIdentifier:sender:)`; it traps, as UIKit
    /// raises, when no segue has the identifier.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let template = storyboardSegueTemplates.first(where: { $0.identifier == identifier }),
              let segue = template.make(self, sender) else {
            fatalError("Receiver (\(type(of: self))) has no segue with identifier '\(identifier)'")
        }
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// Whether a segue triggered by a control or a cell should happen (default: yes).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        true
    }

    /// Called before a segue from this controller is performed, with its destination made.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
}
