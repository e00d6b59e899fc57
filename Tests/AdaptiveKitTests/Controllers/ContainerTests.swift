@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Navigation and tab bar controllers")
struct ContainerTests {
    final class Logged: UIViewController {
        let name: String
        let log: CallbackLog
        init(_ name: String, _ log: CallbackLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.add("\(name) willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.add("\(name) didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.add("\(name) willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.add("\(name) didDisappear") }
    }

    @Test("push and pop swap the visible controller with appearance callbacks; the bar covers the top")
    func navigation() throws {
        let log = CallbackLog()
        let first = Logged("first", log), second = Logged("second", log)
        let navigation = UINavigationController(rootViewController: first)
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(log.lines == ["first willAppear", "first didAppear"])
        #expect(first.view.safeAreaInsets.top == 64, "status bar 20 + navigation bar 44")
        log.lines = []
        navigation.pushViewController(second, animated: true)
        #expect(log.lines == ["first willDisappear", "first didDisappear", "second willAppear", "second didAppear"])
        #expect(first.view.window == nil)
        #expect(second.view.frame == window.bounds)
        #expect(second.navigationController === navigation)
        #expect(navigation.popViewController(animated: true) === second)
        #expect(navigation.topViewController === first)
        #expect(navigation.popViewController(animated: true) == nil, "the root stays")
        navigation.isNavigationBarHidden = true
        window.layoutIfNeeded()
        #expect(first.view.safeAreaInsets.top == 20)
    }

    @Test("a tab bar controller shows the selected tab above its bar and asks its delegate")
    func tabs() throws {
        final class Delegate: UITabBarControllerDelegate {
            var selected: [Int] = []
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                viewController.title != "locked"
            }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                selected.append(tabBarController.selectedIndex)
            }
        }
        let delegate = Delegate()
        let tabs = UITabBarController()
        let a = UIViewController(), b = UIViewController(), locked = UIViewController()
        locked.title = "locked"
        tabs.viewControllers = [a, b, locked]
        tabs.delegate = delegate
        let window = UIWindow(device: try Device.named("iPhone X"), orientation: .portrait)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(tabs.selectedViewController === a)
        #expect(a.view.safeAreaInsets.bottom == 83, "home indicator 34 + tab bar 49")
        tabs.userDidTapTab(at: 1)
        #expect(tabs.selectedIndex == 1)
        #expect(b.view.window != nil && a.view.window == nil)
        tabs.userDidTapTab(at: 2)
        #expect(tabs.selectedIndex == 1, "the delegate refused")
        #expect(delegate.selected == [1])
        // Tab bar controllers do not handle show: the search goes on (here: none, so it presents).
        #expect(b.targetViewController(forAction: .showViewController, sender: nil) == nil)
    }
}
