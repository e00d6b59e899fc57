@testable import AdaptiveKit
import Foundation
import Testing

/// A navigation controller's toolbar shows its top controller's `toolbarItems`, follows pushes
/// and pops, and ends the children's safe area above it while shown.
@MainActor
@Suite("Navigation controller toolbar")
struct NavigationToolbarTests {
    @Test("the top controller's toolbarItems are the toolbar's items, on push, pop and set")
    func itemsFollowTheTop() throws {
        let window = UIWindow(device: try Device.named("iPhone 15"), orientation: .portrait)
        let root = UIViewController(), pushed = UIViewController()
        let settings = UIBarButtonItem(title: "Settings", style: .plain, target: nil, action: nil)
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        root.toolbarItems = [settings, space, add]
        let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        pushed.setToolbarItems([trash], animated: false)

        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.isToolbarHidden, "hidden unless asked for, as in UIKit")
        navigation.setToolbarHidden(false, animated: false)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()

        #expect(navigation.toolbar.items?.map(ObjectIdentifier.init) == [settings, space, add].map(ObjectIdentifier.init))
        #expect(navigation.toolbar.superview === navigation.view && !navigation.toolbar.isHidden)
        // Above the home indicator (34 pt on the 852 pt screen), 49 pt tall, across the screen.
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 852 - 34 - 49, width: 393, height: 49))
        #expect(abs(root.view.safeAreaInsets.bottom - (34 + 49)) < 0.01, "the safe area ends above the toolbar")
        // The flexible space pushes the add item to the trailing edge.
        let addFrame = try #require(navigation.toolbar.frame(for: add))
        #expect(abs(addFrame.maxX - (393 - 16)) < 0.5)

        navigation.pushViewController(pushed, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.toolbar.items?.map(ObjectIdentifier.init) == [ObjectIdentifier(trash)])
        #expect(abs(pushed.view.safeAreaInsets.bottom - (34 + 49)) < 0.01)

        // A top that changes its items changes the toolbar's.
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        pushed.toolbarItems = [done]
        #expect(navigation.toolbar.items?.map(ObjectIdentifier.init) == [ObjectIdentifier(done)])
        // One below the top does not.
        root.toolbarItems = [settings]
        #expect(navigation.toolbar.items?.map(ObjectIdentifier.init) == [ObjectIdentifier(done)])

        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(navigation.toolbar.items?.map(ObjectIdentifier.init) == [ObjectIdentifier(settings)])
        #expect(pushed.additionalSafeAreaInsets.bottom == 0, "a popped controller loses the toolbar's inset")

        // Hidden again: no items change, the safe area is the window's.
        navigation.isToolbarHidden = true
        window.layoutIfNeeded()
        #expect(navigation.toolbar.isHidden)
        #expect(abs(root.view.safeAreaInsets.bottom - 34) < 0.01)
        window.rootViewController = nil
    }

    @Test("without a toolbar shown the children's bottom inset is left alone")
    func hiddenToolbarKeepsInsets() throws {
        let window = UIWindow(device: try Device.named("iPhone SE (3rd generation)"), orientation: .portrait)
        let root = UIViewController()
        root.additionalSafeAreaInsets.bottom = 20
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(root.additionalSafeAreaInsets.bottom == 20)
        navigation.isToolbarHidden = false
        window.layoutIfNeeded()
        // 44 pt on a phone without a home indicator, added to what the controller had.
        #expect(navigation.toolbar.frame.height == 44)
        #expect(navigation.toolbar.frame.maxY == navigation.view.bounds.height)
        #expect(root.additionalSafeAreaInsets.bottom == 64)
        navigation.isToolbarHidden = true
        #expect(root.additionalSafeAreaInsets.bottom == 20)
        window.rootViewController = nil
    }
}
