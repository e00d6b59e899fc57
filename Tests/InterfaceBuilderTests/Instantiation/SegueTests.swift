import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// The AdaptivePhotos storyboard as Apple wrote it: a split view whose primary is a navigation
/// controller around the list; the list's `ShowPhoto` segue is a `showDetail`.
@Suite("Segues in a split view on iPhone and iPad", .isolatedClassRegistry)
@MainActor
struct SegueTests {
    init() {
        UIStoryboard.register(forClassNamed: "AAPLListTableViewController") { RecordingListController(style: .plain) }
        UIStoryboard.register(forClassNamed: "AAPLPhotoViewController") { PhotoController() }
    }

    private func loadOn(_ deviceName: String, orientation: UIInterfaceOrientation = .portrait) throws
        -> (UIWindow, UISplitViewController, UINavigationController, RecordingListController) {
        let storyboard = try UIStoryboard.load(contentsOf: InstantiationTests.adaptivePhotos)
        let split = try #require(storyboard.instantiateInitialViewController() as? UISplitViewController)
        let window = UIWindow(device: try Device.named(deviceName), orientation: orientation)
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let navigation = try #require(split.viewControllers.first as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? RecordingListController)
        return (window, split, navigation, list)
    }

    @Test("iPhone: the split view collapses and ShowPhoto pushes the photo onto the list's navigation stack", .requiresSharedFolder)
    func showDetailOnPhone() throws {
        let (window, split, navigation, list) = try loadOn("iPhone 6")
        defer { withExtendedLifetime(window) {} }
        #expect(split.isCollapsed)
        list.performSegue(withIdentifier: "ShowPhoto", sender: nil)
        #expect(list.prepared.map(\.identifier) == ["ShowPhoto"])
        let photo = try #require(list.prepared.first?.destination as? PhotoController)
        // Collapsing pushed the storyboard's detail (EmptyViewController) onto the list's stack, as
        // UIKit does without the sample's delegate (which discards it); the photo goes on top.
        #expect(navigation.viewControllers.count == 3)
        #expect(navigation.viewControllers[1].title == "EmptyViewController")
        #expect(navigation.topViewController === photo)
        #expect(split.viewControllers.count == 1)
    }

    @Test("iPad: the split view is expanded and ShowPhoto replaces the detail", .requiresSharedFolder)
    func showDetailOnPad() throws {
        let (window, split, navigation, list) = try loadOn("iPad Air 2", orientation: .landscapeLeft)
        defer { withExtendedLifetime(window) {} }
        #expect(!split.isCollapsed)
        let before = split.viewControllers.last
        list.performSegue(withIdentifier: "ShowPhoto", sender: nil)
        let photo = try #require(list.prepared.first?.destination as? PhotoController)
        #expect(split.viewControllers.count == 2)
        #expect(split.viewControllers.last === photo)
        #expect(split.viewControllers.last !== before)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("ShowConversation (show) pushes on both; ShowProfile presents a form sheet with a fresh destination each time", .requiresSharedFolder)
    func showAndPresentation() throws {
        let (window, _, navigation, list) = try loadOn("iPad Air 2")
        defer { withExtendedLifetime(window) {} }
        list.performSegue(withIdentifier: "ShowConversation", sender: nil)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController is UITableViewController)
        list.performSegue(withIdentifier: "ShowProfile", sender: nil)
        let presented = try #require(list.prepared.last?.destination as? UINavigationController)
        #expect(presented.modalPresentationStyle == .formSheet)
        #expect(presented.presentingViewController != nil)
        #expect(list.prepared.map(\.identifier) == ["ShowConversation", "ShowProfile"])
    }
}
