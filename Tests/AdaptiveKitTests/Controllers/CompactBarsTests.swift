@testable import AdaptiveKit
import Foundation
import Testing

/// Bars follow the trait collection as UIKit's do: on a phone in compact height and compact width
/// (landscape, except on regular-width phones) the navigation bar and the toolbar are 32 points
/// and the tab bar 32 (plus the home indicator's inset) with titles beside the images; the safe
/// area of the content below and above them follows, across rotations.
@MainActor
@Suite("Compact bars in compact height")
struct CompactBarsTests {
    @Test("a navigation controller on an iPhone 8: 32-point bars in landscape, 44 in portrait, and back")
    func navigationControllerRotates() throws {
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .landscapeLeft)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.setToolbarHidden(false, animated: false)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()

        // No status bar in landscape: the bar starts at the top.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 667, height: 32))
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 375 - 32, width: 667, height: 32))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 0, bottom: 32, right: 0))

        window.rotate(to: .portrait)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 667 - 44, width: 375, height: 44))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 20 + 44, left: 0, bottom: 44, right: 0))

        window.rotate(to: .landscapeRight)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 32)
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 0, bottom: 32, right: 0))
        window.rootViewController = nil
    }

    @Test("on a notched iPhone 15 in landscape the bars are 32 points and their items stay clear of the sensor housing")
    func notchedPhoneLandscape() throws {
        try TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            let window = UIWindow(device: try Device.named("iPhone 15"), orientation: .landscapeLeft)
            let root = UIViewController()
            root.navigationItem.title = "Inbox"
            let edit = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
            root.navigationItem.rightBarButtonItem = edit
            let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
            root.toolbarItems = [trash]
            let navigation = UINavigationController(rootViewController: root)
            navigation.setToolbarHidden(false, animated: false)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            window.layoutIfNeeded()

            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
            // Above the 21-point home indicator inset.
            #expect(navigation.toolbar.frame == CGRect(x: 0, y: 393 - 21 - 32, width: 852, height: 32))
            #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 59, bottom: 21 + 32, right: 59))
            // The right item ends 16 points inside the 59-point safe area, centred in the 32-point bar.
            let editFrame = try #require(navigation.navigationBar.frame(for: edit))
            #expect(editFrame.maxX == 852 - 59 - 16 && editFrame.height == 32)
            let title = try #require(navigation.navigationBar.titleFrame)
            #expect(abs(title.midY - 16) < 0.51)
            let trashFrame = try #require(navigation.toolbar.frame(for: trash))
            #expect(abs(trashFrame.minX - (59 + 16)) < 0.01)
            window.rootViewController = nil
        }
    }

    @Test("regular-width phones in landscape (iPhone 8 Plus, 15 Pro Max) keep 44-point bars and a 49-point tab bar")
    func regularWidthPhonesKeepRegularBars() throws {
        for name in ["iPhone 8 Plus", "iPhone 15 Pro Max"] {
            let device = try Device.named(name)
            let window = UIWindow(device: device, orientation: .landscapeLeft)
            let navigation = UINavigationController(rootViewController: UIViewController())
            let tabs = UITabBarController(nibName: nil, bundle: nil)
            tabs.viewControllers = [navigation]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let insets = device.safeAreaInsets(for: .landscapeLeft)
            #expect(navigation.navigationBar.frame.height == 44, "\(name)")
            #expect(tabs.tabBar.frame.height == 49 + insets.bottom, "\(name)")
            #expect(tabs.tabBar.itemLayout == .inline, "\(name): the title beside the image, as on iPads")
            #expect(navigation.topViewController?.view.safeAreaInsets.bottom == 49 + insets.bottom, "\(name)")
            window.rootViewController = nil
        }
    }

    @Test("a tab bar controller: 32 points in compact height with inline items, 49 stacked in portrait")
    func tabBarControllerRotates() throws {
        let window = UIWindow(device: try Device.named("iPhone 15"), orientation: .portrait)
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 1)
        second.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 2)
        let tabs = UITabBarController(nibName: nil, bundle: nil)
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        #expect(tabs.tabBar.itemLayout == .stacked)
        #expect(abs(first.view.safeAreaInsets.bottom - (34 + 49)) < 0.01)

        window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 393 - 53, width: 852, height: 32 + 21))
        #expect(tabs.tabBar.itemLayout == .compactInline)
        #expect(first.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21 + 32, right: 59))
        // The items share the safe area's width, 32 points high.
        #expect(tabs.tabBar.frameForItem(at: 0) == CGRect(x: 59, y: 0, width: (852 - 118) / 2, height: 32))
        // The 18-point image and the title side by side, centred together in the item.
        let (image, title) = try #require(tabs.tabBar.contentFramesForItem(at: 1))
        #expect(image.size == CGSize(width: 18, height: 18))
        #expect(abs(image.midY - 16) < 0.01)
        let titleFrame = try #require(title)
        #expect(titleFrame.minX == image.maxX + 6)
        let item = try #require(tabs.tabBar.frameForItem(at: 1))
        #expect(abs((image.minX + titleFrame.maxX) / 2 - item.midX) < 0.51)

        window.rotate(to: .portrait)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.frame.height == 83)
        #expect(abs(first.view.safeAreaInsets.bottom - (34 + 49)) < 0.01)
        window.rootViewController = nil
    }

    @Test("insets others add to a child's safe area survive the bars' changes of height")
    func otherInsetsSurvive() throws {
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        root.additionalSafeAreaInsets.top += 10
        window.layoutIfNeeded()
        #expect(abs(root.view.safeAreaInsets.top - (20 + 44 + 10)) < 0.01)
        window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        #expect(abs(root.view.safeAreaInsets.top - (32 + 10)) < 0.01)
        navigation.popToRootViewController(animated: false)
        navigation.setViewControllers([], animated: false)
        #expect(root.additionalSafeAreaInsets.top == 10, "a controller taken off the stack loses only the bar's inset")
        window.rootViewController = nil
    }

    @Test("a navigation bar, toolbar or tab bar placed in a view takes its compact height from its traits")
    func standaloneBars() throws {
        let window = try ViewFixtures.window("iPhone 8", .landscapeLeft)
        let navigationBar = ViewFixtures.add(UINavigationBar(frame: .zero), to: window)
        let toolbar = ViewFixtures.add(UIToolbar(frame: .zero), to: window)
        let tabBar = ViewFixtures.add(UITabBar(frame: .zero), to: window)
        NSLayoutConstraint.activate([
            navigationBar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            navigationBar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            navigationBar.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            toolbar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            toolbar.topAnchor.constraint(equalTo: navigationBar.bottomAnchor),
            tabBar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            tabBar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            tabBar.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(navigationBar.frame == CGRect(x: 0, y: 0, width: 667, height: 32))
        #expect(toolbar.frame == CGRect(x: 0, y: 32, width: 667, height: 32))
        #expect(tabBar.frame == CGRect(x: 0, y: 375 - 32, width: 667, height: 32))

        window.rotate(to: .portrait)
        window.layoutIfNeeded()
        #expect(navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        #expect(toolbar.frame.height == 44)
        #expect(tabBar.frame.height == 49)
    }

    @Test("iPads keep regular bars in every orientation")
    func iPadsKeepRegularBars() {
        let pad = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: .pad), UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(verticalSizeClass: .compact),
        ])
        #expect(StandardViewMetrics.navigationBarHeight(for: pad) == 44)
        #expect(StandardViewMetrics.tabBarHeight(for: pad) == 49)
        let phone = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(verticalSizeClass: .compact),
        ])
        #expect(StandardViewMetrics.navigationBarHeight(for: phone) == 32)
        #expect(StandardViewMetrics.toolbarHeight(for: phone, aboveHomeIndicator: true) == 32)
        #expect(StandardViewMetrics.tabBarHeight(for: phone) == 32)
    }
}
