@testable import AdaptiveKit
import Foundation
import Testing

/// A detail controller that knows whether it shows a photo (like the Unified Storyboards guide's
/// `aapl_containsPhoto`).
@MainActor
final class PhotoController: UIViewController {
    let photo: String?
    init(photo: String?) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// Answers "would showing a detail controller push?" through custom actions, as the source
/// document's `aapl_willShowingDetailViewControllerPushWithSender` does.
@MainActor
final class PushQueryingSplitViewController: UISplitViewController {
    static let willShowDetailPush = Selector("aapl_willShowingDetailViewControllerPushWithSender:")

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Self.willShowDetailPush || super.canPerformAction(action, withSender: sender)
    }

    /// A collapsed split view shows details by pushing.
    var willShowingDetailViewControllerPush: Bool { isCollapsed }
}

@MainActor
@Suite("Split view, navigation and show/showDetail")
struct SplitViewTests {
    private func makeSplit(_ split: UISplitViewController = UISplitViewController()) -> (UISplitViewController, UINavigationController, UIViewController) {
        let master = UIViewController()
        master.title = "List"
        let navigation = UINavigationController(rootViewController: master)
        let detail = PhotoController(photo: nil)
        split.viewControllers = [navigation, detail]
        return (split, navigation, detail)
    }

    private func window(_ device: String, _ orientation: UIInterfaceOrientation, root: UIViewController) throws -> UIWindow {
        let window = UIWindow(device: try Device.named(device), orientation: orientation)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    @Test("on an iPad in landscape both columns are shown side by side")
    func iPadLandscape() throws {
        let (split, navigation, detail) = makeSplit()
        let window = try window("iPad Air 2", .landscapeLeft, root: split)
        defer { withExtendedLifetime(window) {} }
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .allVisible)
        #expect(split.viewControllers.count == 2)
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(detail.view.frame == CGRect(x: 320.5, y: 0, width: 703.5, height: 768))
        #expect(detail.view.window != nil)
    }

    @Test("on an iPad in portrait the primary is hidden; on a 12.9-inch iPad the column is 375 pt")
    func iPadPortraitAndLargeColumn() throws {
        let (split, navigation, detail) = makeSplit()
        let window = try window("iPad Air 2", .portrait, root: split)
        defer { withExtendedLifetime(window) {} }
        #expect(split.displayMode == .primaryHidden)
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
        #expect(navigation.view.isHidden)
        let (large, _, _) = makeSplit()
        let largeWindow = try self.window("iPad Pro (12.9-inch) (2nd generation)", .landscapeLeft, root: large)
        defer { withExtendedLifetime(largeWindow) {} }
        #expect(large.primaryColumnWidth == 375)
    }

    @Test("on an iPhone the split view collapses: the detail is pushed onto the primary navigation stack")
    func iPhoneCollapses() throws {
        let (split, navigation, detail) = makeSplit()
        var notifications = 0
        let observer = NotificationCenter.default.addObserver(forName: UIViewController.showDetailTargetDidChangeNotification, object: split, queue: nil) { _ in
            MainActor.assumeIsolated { notifications += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        _ = try window("iPhone 8", .portrait, root: split)
        #expect(split.isCollapsed)
        #expect(split.viewControllers.map { ObjectIdentifier($0) } == [ObjectIdentifier(navigation)])
        #expect(navigation.topViewController === detail)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(notifications == 1)
    }

    @Test("a parent that overrides the width class to regular expands the split view on an iPhone in landscape")
    func overrideExpands() throws {
        let container = UIViewController()
        let (split, navigation, detail) = makeSplit()
        container.addChild(split)
        container.view.addSubview(split.view)
        split.view.frame = container.view.bounds
        split.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        split.didMove(toParent: container)
        let window = try window("iPhone 6", .portrait, root: container)
        #expect(split.isCollapsed)
        #expect(navigation.topViewController === detail)

        // Xamarin's Unified Storyboards guide's rule: regular when wider than 320 points.
        window.rotate(to: .landscapeLeft)
        container.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: split)
        window.layoutIfNeeded()
        #expect(!split.isCollapsed)
        #expect(split.traitCollection.horizontalSizeClass == .regular)
        #expect(split.traitCollection.verticalSizeClass == .compact)
        #expect(split.viewControllers.count == 2)
        #expect(split.viewControllers[1] === detail, "the navigation controller gave the pushed detail back")
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.view.frame.width == 320)
        #expect(detail.view.frame.minX == 320.5)
    }

    @Test("showDetail replaces the secondary when expanded and pushes when collapsed")
    func showDetail() throws {
        let (split, navigation, _) = makeSplit()
        let window = try window("iPhone 6 Plus", .landscapeLeft, root: split)
        #expect(!split.isCollapsed, "a Plus phone in landscape is regular width")
        let master = navigation.viewControllers[0]
        let photo = PhotoController(photo: "1 of 3")
        master.showDetailViewController(photo, sender: nil)
        #expect(split.viewControllers[1] === photo)
        #expect(navigation.viewControllers.count == 1)

        window.rotate(to: .portrait)
        #expect(split.isCollapsed)
        #expect(navigation.topViewController === photo, "collapsing pushed the secondary")
        let next = PhotoController(photo: "2 of 3")
        master.showDetailViewController(next, sender: nil)
        #expect(navigation.topViewController === next, "collapsed: showDetail pushes")
        #expect(navigation.viewControllers.count == 3)
        master.show(UIViewController(), sender: nil)
        #expect(navigation.viewControllers.count == 4, "show pushes")
    }

    @Test("targetViewController(forAction:) walks up to the controller that handles a custom action")
    func customActionTarget() throws {
        let (split, navigation, _) = makeSplit(PushQueryingSplitViewController())
        let window = try window("iPad Air 2", .landscapeLeft, root: split)
        let master = navigation.viewControllers[0]
        let target = master.targetViewController(forAction: PushQueryingSplitViewController.willShowDetailPush, sender: master)
        #expect(target === split)
        #expect((target as? PushQueryingSplitViewController)?.willShowingDetailViewControllerPush == false)
        #expect(master.targetViewController(forAction: .showViewController, sender: nil) === navigation)
        #expect(master.targetViewController(forAction: .showDetailViewController, sender: nil) === split)
        #expect(master.targetViewController(forAction: Selector("nobodyHandlesThis:"), sender: nil) == nil)
        window.resize(to: CGSize(width: 320, height: 768))
        #expect(split.isCollapsed, "Split View 1/3 is compact")
        #expect((target as? PushQueryingSplitViewController)?.willShowingDetailViewControllerPush == true)
    }

    @Test("a delegate set after the split view became a window's root is asked when the window shows: an iPhone shows the list")
    func delegateSetAfterRootIsInstalled() throws {
        final class Delegate: UISplitViewControllerDelegate {
            var asked = 0
            func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
                asked += 1
                return true
            }
        }
        let (split, navigation, detail) = makeSplit()
        let window = UIWindow(device: try Device.named("iPhone 8"))
        window.rootViewController = split
        #expect(!split.isCollapsed, "undecided until the window shows")
        #expect(!detail.isViewLoaded)
        let delegate = Delegate()
        split.delegate = delegate   // as an app delegate does in didFinishLaunching
        window.makeKeyAndVisible()
        #expect(delegate.asked == 1)
        #expect(split.isCollapsed)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController?.title == "List")
        #expect(split.viewControllers.count == 1)
    }

    @Test("the delegate's collapse and separate hooks, as the Unified Storyboards guide's sample uses them")
    func delegateHooks() throws {
        final class Delegate: UISplitViewControllerDelegate {
            var log: [String] = []
            func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
                log.append("collapse")
                // Keep the secondary only when it shows a photo.
                return (secondaryViewController as? PhotoController)?.photo == nil
            }
            func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
                log.append("separate")
                let stack = (primaryViewController as? UINavigationController)?.viewControllers ?? []
                if stack.contains(where: { ($0 as? PhotoController)?.photo != nil }) { return nil }
                return PhotoController(photo: nil)
            }
        }
        let delegate = Delegate()
        let (split, navigation, _) = makeSplit()
        split.delegate = delegate
        let window = try window("iPad Air 2", .landscapeLeft, root: split)
        window.resize(to: CGSize(width: 320, height: 768))
        #expect(delegate.log == ["collapse"])
        #expect(navigation.viewControllers.count == 1, "an empty detail is discarded")
        window.resize(to: CGSize(width: 1024, height: 768))
        #expect(delegate.log == ["collapse", "separate"])
        #expect(split.viewControllers.count == 2)
        #expect((split.viewControllers[1] as? PhotoController)?.photo == nil, "an empty placeholder")
    }
}
