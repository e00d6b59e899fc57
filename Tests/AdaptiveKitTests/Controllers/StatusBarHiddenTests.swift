@testable import AdaptiveKit
import Foundation
import Testing

/// `prefersStatusBarHidden`: which controller decides, when the window asks again, and what a
/// hidden status bar gives back to the safe area.
@MainActor
@Suite("Hiding the status bar")
struct StatusBarHiddenTests {
    /// A controller whose preference can change, as an app's does (a photo viewer hiding the bar).
    final class Hiding: UIViewController {
        var hides = true
        override var prefersStatusBarHidden: Bool { hides }
        override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    }

    @Test("a hidden status bar gives its 20 pt back to the top safe area on a home-button phone")
    func homeButtonPhone() throws {
        let controller = Hiding()
        let window = try show(controller, on: "iPhone 8")
        #expect(window.resolvedStatusBarHidden)
        #expect(controller.view.safeAreaInsets.top == 0)
        #expect(controller.preferredStatusBarUpdateAnimation == .slide)
        #expect(UIViewController().preferredStatusBarUpdateAnimation == .fade)
    }

    @Test("the sensor housing keeps the top inset of a Face ID phone; an iPad's status bar gives it back")
    func sensorHousingAndPad() throws {
        let phone = Hiding()
        _ = try show(phone, on: "iPhone 15")
        #expect(phone.view.safeAreaInsets.top == 59)
        let pad = Hiding()
        _ = try show(pad, on: "iPad Pro (11-inch) (4th generation)")
        #expect(pad.view.safeAreaInsets.top == 0)
        #expect(pad.view.safeAreaInsets.bottom == 20, "the home indicator's inset stays")
    }

    @Test("setNeedsStatusBarAppearanceUpdate() asks again: the navigation bar moves up and back down")
    func updateMovesTheBar() throws {
        let top = Hiding()
        top.hides = false
        let navigation = UINavigationController(rootViewController: top)
        let window = try show(navigation, on: "iPhone 8")
        #expect(navigation.navigationBar.frame.minY == 20)
        top.hides = true
        #expect(navigation.navigationBar.frame.minY == 20, "nothing changes until the controller says so")
        top.setNeedsStatusBarAppearanceUpdate()
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.minY == 0)
        #expect(top.view.safeAreaInsets.top == 44, "the navigation bar alone")
        top.hides = false
        top.setNeedsStatusBarAppearanceUpdate()
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.minY == 20)
        #expect(top.view.safeAreaInsets.top == 64)
    }

    @Test("a navigation controller leaves the choice to its top controller, a tab bar controller to its tab, a full-screen presentation decides")
    func whoDecides() throws {
        let root = UIViewController(), pushed = Hiding(), plain = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, plain]
        let window = try show(tabs, on: "iPhone 8")
        #expect(!window.resolvedStatusBarHidden)
        navigation.pushViewController(pushed, animated: false)
        window.layoutIfNeeded()
        #expect(window.resolvedStatusBarHidden, "the pushed controller hides it, without a subclass of the container")
        #expect(navigation.navigationBar.frame.minY == 0, "the push asked again, as UIKit does at each transition")
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.minY == 20)
        tabs.selectedIndex = 1
        let cover = Hiding()
        cover.modalPresentationStyle = .fullScreen
        plain.present(cover, animated: false)
        #expect(window.resolvedStatusBarHidden)
        let sheet = Hiding()
        sheet.modalPresentationStyle = .formSheet
        cover.dismiss(animated: false)
        plain.present(sheet, animated: false)
        #expect(!window.resolvedStatusBarHidden, "a sheet does not decide unless it captures the status bar's appearance")
        sheet.modalPresentationCapturesStatusBarAppearance = true
        #expect(window.resolvedStatusBarHidden)
    }

    @Test("the window scene's status bar manager reports the frame, hiding and style the window shows")
    func statusBarManager() throws {
        let controller = Hiding()
        controller.hides = false
        let window = try show(controller, on: "iPhone 8")
        let manager = try #require(window.windowScene?.statusBarManager)
        #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 20))
        #expect(!manager.isStatusBarHidden)
        #expect(manager.statusBarStyle == .default)
        controller.hides = true
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.isStatusBarHidden)
        #expect(manager.statusBarFrame == .zero)
        let island = try show(UIViewController(), on: "iPhone 15")
        let islandFrame = try #require(island.windowScene?.statusBarManager).statusBarFrame
        #expect(islandFrame == CGRect(x: 0, y: 0, width: 393, height: 54), "the Dynamic Island's status bar; the safe area reaches 59")
        let landscape = UIWindow(device: try Device.named("iPhone 8"), orientation: .landscapeLeft)
        landscape.rootViewController = UIViewController()
        landscape.makeKeyAndVisible()
        #expect(try #require(landscape.windowScene?.statusBarManager).isStatusBarHidden, "a phone shows no status bar in landscape")
    }
}
