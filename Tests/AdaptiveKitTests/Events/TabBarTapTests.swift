@testable import AdaptiveKit
import Foundation
import Testing

/// Taps on tab bar items.
@MainActor
@Suite("Tab bar taps")
struct TabBarTapTests {
    final class Refusing: UITabBarControllerDelegate {
        var refused: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            refused.append(viewController.title ?? "")
            return viewController.title != "Locked"
        }
    }

    @Test("a tap on a tab selects it, as the delegate allows")
    func selectsTab() throws {
        let window = try ViewFixtures.window()
        let tabs = UITabBarController()
        let first = UIViewController(), second = UIViewController(), locked = UIViewController()
        first.title = "First"; second.title = "Second"; locked.title = "Locked"
        tabs.viewControllers = [first, second, locked]
        let delegate = Refusing()
        tabs.delegate = delegate
        window.rootViewController = tabs
        window.layoutIfNeeded()
        func center(_ index: Int) throws -> CGPoint {
            let frame = try #require(tabs.tabBar.frameForItem(at: index))
            return tabs.tabBar.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
        }
        window.tap(at: try center(1))
        #expect(tabs.selectedViewController === second)
        window.tap(at: try center(2))
        #expect(tabs.selectedViewController === second, "the delegate refused")
        #expect(delegate.refused == ["Second", "Locked"])
    }
}
