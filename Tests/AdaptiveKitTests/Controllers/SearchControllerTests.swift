@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Search controllers")
struct SearchControllerTests {
    /// A list searched as an iOS app writes one.
    final class Fruits: UIViewController, UISearchResultsUpdating, UISearchControllerDelegate {
        var updates: [String] = []
        var events: [String] = []
        func updateSearchResults(for searchController: UISearchController) {
            updates.append("\(searchController.isActive ? "active" : "inactive") '\(searchController.searchBar.text ?? "")'")
        }
        func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }
    }

    @Test("in a navigation bar: 52 pt more of bar, the field below the title; tapping activates, typing updates, the results show once there is text; Cancel clears and deactivates")
    func inNavigationBar() throws {
        let list = Fruits()
        list.title = "Fruits"
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        search.searchResultsUpdater = list
        search.delegate = list
        list.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 96))
        #expect(list.view.safeAreaInsets.top == 116)
        let bar = search.searchBar
        #expect(bar.window === window)
        let field = bar.searchTextField.convert(bar.searchTextField.bounds, to: nil)
        #expect(field.minY >= 20 + 44 && field.maxY <= 116, "below the title's row")
        #expect(abs(field.minX - 16) < 0.5, "at the bar's layout margin")

        try window.type("ki", into: bar.searchTextField)
        #expect(search.isActive)
        #expect(list.events == ["willPresent", "didPresent"])
        #expect(list.updates == ["active ''", "active 'k'", "active 'ki'"])
        #expect(bar.showsCancelButton)
        #expect(search.parent === list)
        #expect(results.view.window === window && !results.view.isHidden, "the results show once there is text")
        #expect(abs(results.view.convert(results.view.bounds, to: nil).minY - 116) < 0.5, "below the navigation bar")

        let cancel = try #require(bar.cancelButtonView)
        try window.tap(cancel)
        #expect(!search.isActive)
        #expect(bar.text == "")
        #expect(!bar.showsCancelButton && !bar.isFirstResponder)
        #expect(list.events == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
        #expect(list.updates.last == "inactive ''")
        #expect(results.viewIfLoaded?.window == nil && search.parent == nil)
    }

    @Test("in a table's header: activation dims the list below the bar until results show; isActive set in code deactivates")
    func inTableHeader() throws {
        let list = UITableViewController(style: .plain)
        let search = UISearchController(searchResultsController: nil)
        list.tableView.tableHeaderView = search.searchBar
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.rootViewController = list
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        try window.tap(search.searchBar.searchTextField)
        #expect(search.isActive)
        let overlay = search.view.convert(search.view.bounds, to: nil)
        #expect(overlay.minY >= search.searchBar.convert(search.searchBar.bounds, to: nil).maxY - 0.5, "below the search bar")
        #expect(search.view.isUserInteractionEnabled, "the dimming takes touches")
        search.isActive = false
        #expect(search.viewIfLoaded?.window == nil)
        #expect(!search.searchBar.isFirstResponder)
    }
}
