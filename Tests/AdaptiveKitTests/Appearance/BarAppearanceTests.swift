@testable import AdaptiveKit
import Foundation
import Testing

/// iOS 13 bar appearances: `UIBarAppearance` and its subclasses, a bar's standard, compact and
/// scroll-edge appearances, a navigation item's overrides, and the appearance proxy.
@MainActor
@Suite("Bar appearances", .serialized)
struct BarAppearanceTests {
    @Test("configure methods set the background and shadow; a copy keeps them and the titles")
    func configure() throws {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundColor == nil)
        #expect(appearance.backgroundEffect != nil, "the default background is a material")
        #expect(appearance.drawnShadow != nil)
        appearance.configureWithTransparentBackground()
        #expect(appearance.drawnBackground == nil && appearance.drawnShadow == nil)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor === UIColor.systemBackground)
        appearance.backgroundColor = .systemRed
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        let copy = try #require(appearance.copy() as? UINavigationBarAppearance)
        #expect(copy !== appearance)
        #expect(copy.backgroundColor === UIColor.systemRed)
        var white: CGFloat = 0
        try #require(copy.titleTextAttributes[NSAttributedString.Key.foregroundColor] as? UIColor).getWhite(&white, alpha: nil)
        #expect(white == 1)
        let plain = UIBarAppearance(barAppearance: appearance)
        #expect(plain.backgroundColor === UIColor.systemRed)
    }

    @Test("the top item's appearances override the bar's; compact heights use the compact ones; the scroll edge its own")
    func effectiveAppearance() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(device: try Device.named("iPhone 15"), orientation: .portrait)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let bar = navigation.navigationBar
        #expect(!bar.hasExplicitAppearance)
        // An item's compact scroll-edge appearance alone is an appearance too.
        root.navigationItem.compactScrollEdgeAppearance = UINavigationBarAppearance()
        #expect(bar.hasExplicitAppearance && bar.hasScrollEdgeAppearance)
        root.navigationItem.compactScrollEdgeAppearance = nil
        #expect(!bar.hasExplicitAppearance)
        let standard = UINavigationBarAppearance(), compact = UINavigationBarAppearance(), edge = UINavigationBarAppearance()
        bar.standardAppearance = standard
        bar.compactAppearance = compact
        bar.scrollEdgeAppearance = edge
        #expect(bar.hasExplicitAppearance)
        #expect(bar.effectiveAppearance(atScrollEdge: false) === standard)
        #expect(bar.effectiveAppearance(atScrollEdge: true) === edge)
        let own = UINavigationBarAppearance()
        root.navigationItem.standardAppearance = own
        #expect(bar.effectiveAppearance(atScrollEdge: false) === own)
        window.rotate(to: .landscapeLeft)
        #expect(bar.effectiveAppearance(atScrollEdge: false) === compact)
    }

    @Test("appearance proxies set bars' appearances when they move to a window")
    func proxy() throws {
        UIAppearanceSettings.reset()
        defer { UIAppearanceSettings.reset() }
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        UITabBar.appearance().standardAppearance = appearance
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController()]
        let window = UIWindow(device: try Device.named("iPhone 15"), orientation: .portrait)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(tabs.tabBar.standardAppearance.backgroundColor === UIColor.systemIndigo)
        #expect(tabs.tabBar.standardAppearanceWasSet)
    }

    final class LightController: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }

    @Test("the status bar style comes from the controller the containers defer to, or a full-screen presented one")
    func statusBarStyle() throws {
        let light = LightController(), plain = UIViewController()
        let navigation = UINavigationController(rootViewController: light)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, plain]
        let window = UIWindow(device: try Device.named("iPhone 15"), orientation: .portrait)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(window.resolvedStatusBarStyle == .default, "the navigation controller's bar decides while it is shown")
        navigation.isNavigationBarHidden = true
        #expect(window.resolvedStatusBarStyle == .lightContent, "then its top controller")
        navigation.isNavigationBarHidden = false
        navigation.navigationBar.barStyle = .black
        #expect(window.resolvedStatusBarStyle == .lightContent)
        tabs.selectedIndex = 1
        #expect(window.resolvedStatusBarStyle == .default)
        let presented = LightController()
        presented.modalPresentationStyle = .fullScreen
        plain.present(presented, animated: false)
        #expect(window.resolvedStatusBarStyle == .lightContent)
    }
}
