import Foundation

/// The object that updates search results as the search bar's text changes.
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search controller became active or inactive, or its search bar's text changed.
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller's delegate hears as it becomes active and inactive. Every method is
/// optional.
@MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A search bar and the results of searching with it.
///
/// The search bar goes where the app puts it: in a navigation bar through
/// `navigationItem.searchController` (below the title, 52 points more of bar), in a table's
/// header view, or anywhere in a view. Tapping its field makes the controller active (the
/// delegate's `willPresent`/`didPresent`, the Cancel button shown when
/// ``automaticallyShowsCancelButton``); each change of the text, and each activation and
/// deactivation, calls the ``searchResultsUpdater``; Cancel clears the text, ends editing and
/// makes the controller inactive.
///
/// While active, the controller is a child of the controller that shows the search bar (the top
/// controller of the navigation bar's navigation controller, or the nearest controller around
/// the bar), and its view covers that controller's view below the search bar: dimmed while
/// ``obscuresBackgroundDuringPresentation`` and no results show, and showing the
/// ``searchResultsController``'s view once there is text (or always with
/// ``showsSearchResultsController``). UIKit presents the search controller modally instead
/// (`presentingViewController` is set there, `nil` here); what the user sees is the same.
@MainActor
open class UISearchController: UIViewController {
    /// The bar the user types into.
    public let searchBar: UISearchBar
    /// The controller that shows the results (`nil`: the app shows them in its own view).
    public let searchResultsController: UIViewController?
    /// The object told of every change.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// The listener for activation.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the content below is dimmed while the controller is active and shows no results
    /// (`true` by default).
    open var obscuresBackgroundDuringPresentation = true
    /// The iOS 8 name of ``obscuresBackgroundDuringPresentation``.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar hides while active (recorded; the bar stays).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the Cancel button shows while active (iOS 13; `true` by default).
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows even without text (iOS 13).
    open var showsSearchResultsController = false {
        didSet { updateOverlay() }
    }

    /// A search controller showing its results in `searchResultsController` (`nil`: in the
    /// app's own view).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        super.init(coder: coder)
        searchBar.searchController = self
    }

    private var active = false
    private let dimming = UIView(frame: .zero)

    /// Whether the controller is active; setting it activates or deactivates it as the user's
    /// tap and Cancel do (without changing the text).
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            newValue ? activate() : deactivate()
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.2)
        view.addSubview(dimming)
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        dimming.frame = view.bounds
        searchResultsController?.viewIfLoaded?.frame = view.bounds
    }

    /// The controller that shows the search bar: the top controller of the navigation controller
    /// whose bar holds it, or the nearest controller around it.
    private var hostController: UIViewController? {
        var responder: UIResponder? = searchBar.next
        while let current = responder {
            if let navigation = current as? UINavigationController { return navigation.topViewController }
            if let controller = current as? UIViewController, controller !== self { return controller }
            responder = current.next
        }
        return nil
    }

    private func activate() {
        delegate?.willPresentSearchController(self)
        active = true
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if let host = hostController, host.isViewLoaded {
            host.addChild(self)
            host.view.addSubview(view)
            didMove(toParent: host)
            if let results = searchResultsController {
                addChild(results)
                view.addSubview(results.view)
                results.didMove(toParent: self)
            }
            placeOverlay(in: host)
        }
        updateOverlay()
        delegate?.didPresentSearchController(self)
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    private func deactivate() {
        delegate?.willDismissSearchController(self)
        active = false
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
        if let results = searchResultsController, results.parent === self {
            results.willMove(toParent: nil)
            results.viewIfLoaded?.removeFromSuperview()
            results.removeFromParent()
        }
        if parent != nil {
            willMove(toParent: nil)
            viewIfLoaded?.removeFromSuperview()
            removeFromParent()
        }
        delegate?.didDismissSearchController(self)
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Covers the host's view below the search bar (below its safe area's top when the bar is in
    /// a navigation bar), in the host view's coordinates (a table's, scrolled, included).
    private func placeOverlay(in host: UIViewController) {
        let hostView = host.view!
        let visible = hostView.bounds
        var top = visible.minY + hostView.safeAreaInsets.top
        if !(searchBar.superview is UINavigationBar), searchBar.window != nil, searchBar.window === hostView.window {
            let barBottom = searchBar.convert(searchBar.bounds, to: hostView).maxY
            if barBottom > visible.minY, barBottom < visible.maxY { top = max(top, barBottom) }
        }
        view.frame = CGRect(x: visible.minX, y: top, width: visible.width, height: max(0, visible.maxY - top))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// Dimming while nothing shows; the results once there is text.
    private func updateOverlay() {
        guard isViewLoaded else { return }
        let showsResults = searchResultsController != nil && (showsSearchResultsController || !(searchBar.text ?? "").isEmpty)
        searchResultsController?.viewIfLoaded?.isHidden = !showsResults
        dimming.isHidden = showsResults || !obscuresBackgroundDuringPresentation
        // Without dimming or results, touches go to the content under it.
        view.isUserInteractionEnabled = showsResults || obscuresBackgroundDuringPresentation
    }

    // MARK: The search bar's events

    func searchBarDidBeginEditing() {
        if !active { activate() }
    }

    func searchBarTextDidChange() {
        updateOverlay()
        if active { searchResultsUpdater?.updateSearchResults(for: self) }
    }

    func searchBarCancelled() {
        searchBar.text = ""
        updateOverlay()
        if active { deactivate() } else { searchBar.resignFirstResponder() }
    }
}
