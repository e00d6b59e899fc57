@testable import AdaptiveKit
import Foundation
import Testing

/// `edgesForExtendedLayout` and `extendedLayoutIncludesOpaqueBars`: a child's view goes under its
/// containers' translucent bars, and ends at opaque bars and at the edges it leaves out.
@MainActor
@Suite("Extended layout under bars")
struct ExtendedLayoutTests {
    @Test("a translucent navigation bar covers the top of the child's view; its safe area leaves the bar out")
    func translucentBar() throws {
        let child = UIViewController()
        let window = try show(UINavigationController(rootViewController: child))
        #expect(child.view.frame == window.bounds)
        #expect(child.view.safeAreaInsets.top == 64, "status bar 20 + navigation bar 44")
    }

    @Test("an opaque navigation bar puts the child's view below it, with no top safe area")
    func opaqueBar() throws {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        navigation.navigationBar.isTranslucent = false
        let window = try show(navigation, on: "iPhone 15")
        // iPhone 15: a 59-pt status bar and a 44-pt bar.
        #expect(child.view.frame == CGRect(x: 0, y: 103, width: 393, height: 852 - 103))
        #expect(child.view.safeAreaInsets.top == 0)
        #expect(child.view.safeAreaInsets.bottom == 34, "the home indicator is still under the view")
        #expect(window.bounds.height == 852)
    }

    @Test("a child that includes opaque bars goes under an opaque bar")
    func includesOpaqueBars() throws {
        let child = UIViewController()
        child.extendedLayoutIncludesOpaqueBars = true
        let navigation = UINavigationController(rootViewController: child)
        navigation.navigationBar.isTranslucent = false
        let window = try show(navigation)
        #expect(child.view.frame == window.bounds)
        #expect(child.view.safeAreaInsets.top == 64)
    }

    @Test("a child without the top edge starts below a translucent bar too; changing it lays out again")
    func edgesWithoutTop() throws {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        let window = try show(navigation)
        child.edgesForExtendedLayout = []
        window.layoutIfNeeded()
        #expect(child.view.frame == CGRect(x: 0, y: 64, width: 375, height: 603))
        #expect(child.view.safeAreaInsets.top == 0)
        child.edgesForExtendedLayout = .all
        window.layoutIfNeeded()
        #expect(child.view.frame == window.bounds)
        #expect(child.view.safeAreaInsets.top == 64)
    }

    @Test("making the bar opaque after the view appeared moves the view below it")
    func barBecomesOpaque() throws {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        let window = try show(navigation)
        navigation.navigationBar.isTranslucent = false
        window.layoutIfNeeded()
        #expect(child.view.frame.minY == 64)
        navigation.isNavigationBarHidden = true
        window.layoutIfNeeded()
        #expect(child.view.frame == window.bounds, "a hidden bar takes no room")
        #expect(child.view.safeAreaInsets.top == 20)
    }

    @Test("an opaque toolbar and a child without the bottom edge end the view above the toolbar")
    func toolbar() throws {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        navigation.isToolbarHidden = false
        navigation.toolbar.isTranslucent = false
        let window = try show(navigation)
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667 - 44))
        #expect(child.view.safeAreaInsets.bottom == 0)
        navigation.toolbar.isTranslucent = true
        window.layoutIfNeeded()
        #expect(child.view.frame == window.bounds)
        #expect(child.view.safeAreaInsets.bottom == 44)
    }

    @Test("an opaque tab bar ends its tabs' views above it, a navigation controller's too; rotation keeps them there")
    func opaqueTabBar() throws {
        let plain = UIViewController(), pushed = UIViewController()
        let navigation = UINavigationController(rootViewController: pushed)
        let tabs = UITabBarController()
        tabs.viewControllers = [plain, navigation]
        tabs.tabBar.isTranslucent = false
        let window = try show(tabs, on: "iPhone 15")
        // The tab bar: 49 pt above the 34-pt home indicator area.
        #expect(plain.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852 - 83))
        #expect(plain.view.safeAreaInsets.bottom == 0)
        #expect(plain.view.safeAreaInsets.top == 59)
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852 - 83), "\(navigation.view.frame.height.native)")
        #expect(pushed.view.safeAreaInsets.bottom == 0)
        window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        // Landscape: a 32-pt bar above the 21-pt home indicator area.
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393 - 53), "\(navigation.view.frame)")
        #expect(navigation.view.frame.maxY == tabs.tabBar.frame.minY)
    }

    @Test("a translucent tab bar covers the bottom of its tabs' views")
    func translucentTabBar() throws {
        let plain = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [plain]
        let window = try show(tabs)
        #expect(plain.view.frame == window.bounds)
        #expect(plain.view.safeAreaInsets.bottom == 49)
    }
}
