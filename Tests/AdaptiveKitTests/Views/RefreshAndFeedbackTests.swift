@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Refresh controls and feedback generators")
struct RefreshAndFeedbackTests {
    @Test("pulling a table down begins refreshing and sends valueChanged once; the app ends it")
    func pullToRefresh() throws {
        let list = UITableViewController(style: .plain)
        let control = UIRefreshControl()
        var refreshes = 0
        control.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        list.refreshControl = control
        #expect(list.tableView.refreshControl === control)
        #expect(control.superview === list.tableView)
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.rootViewController = list
        window.makeKeyAndVisible()
        try window.pullToRefresh(list.tableView)
        #expect(control.isRefreshing)
        try window.pullToRefresh(list.tableView)
        #expect(refreshes == 1, "no second refresh while one is under way")
        control.endRefreshing()
        #expect(!control.isRefreshing)
        control.beginRefreshing()
        #expect(refreshes == 1, "beginning in code sends nothing")
        let plain = UIScrollView(frame: window.bounds)
        list.view.addSubview(plain)
        #expect(throws: DrivingError.self) { try window.pullToRefresh(plain) }
    }

    @Test("feedback generators record what they give")
    func feedback() {
        UIFeedbackGenerator.occurrences = []
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 2)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(UIFeedbackGenerator.occurrences == ["impact heavy 1.0", "impact heavy 1.0", "selection", "notification success"])
    }
}
