import AdaptivePhotos
@testable import AdaptiveStoryboard
import Foundation
import OpenStoryboard
import Testing

/// Apple's AdaptivePhotos v2 storyboard run by app code written as for iOS (`Examples/AdaptiveStoryboard`),
/// launched the way `UIApplicationMain` launches it and driven by taps only: rows, bar buttons,
/// Done buttons, the popover, the rating control, rotations and Split View widths.
@MainActor
@Suite("Ported app: AdaptiveStoryboard (Apple's AdaptivePhotos v2 storyboard)", .serialized)
struct PortedAdaptiveStoryboardTests {
    static let pictures = ScenarioPictures("PortedAdaptiveStoryboard", title: "AdaptiveStoryboard, ported")

    private func launch(_ device: String, _ orientation: UIInterfaceOrientation = .portrait) throws -> (UIApplication, UIWindow, StoryboardAppDelegate) {
        let application = try AdaptiveStoryboardHost.launch(device: try Device.named(device), orientation: orientation)
        let delegate = try #require(application.delegate as? StoryboardAppDelegate)
        let window = try #require(application.keyWindow)
        #expect(window === delegate.window)
        return (application, window, delegate)
    }

    private func split(_ window: UIWindow) throws -> UISplitViewController {
        try #require(window.rootViewController as? UISplitViewController)
    }

    private func primaryNavigation(_ window: UIWindow) throws -> UINavigationController {
        try #require(try split(window).viewControllers.first as? UINavigationController)
    }

    private func barItem(_ title: String, of controller: UIViewController) throws -> UIBarButtonItem {
        let items = [controller.navigationItem.leftBarButtonItem, controller.navigationItem.rightBarButtonItem].compactMap { $0 }
        return try #require(items.first { $0.title == title }, "a bar button item titled \(title)")
    }

    @Test("iPhone: launches into the list; rows push with their model; Profile and About come and go with Done; the rating control rates")
    func iPhone() throws {
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            let (_, window, _) = try launch("iPhone 8")
            let split = try split(window)
            let navigation = try primaryNavigation(window)
            #expect(split.isCollapsed, "compact width: one column")
            let list = try #require(navigation.topViewController as? AdaptiveStoryboard.ListTableViewController, "the list, not the empty detail")
            #expect(list.tableView.numberOfRows(inSection: 0) == 3)
            try Self.pictures.take(window, "iphone-list")

            // A conversation of three photos: its list is pushed with its model already set.
            try window.selectRow(at: IndexPath(row: 0, section: 0), in: list.tableView)
            let conversation = try #require(navigation.topViewController as? AdaptiveStoryboard.ConversationViewController)
            #expect(conversation.title == "Beach trip", "prepare(for:sender:) ran before viewDidLoad")
            #expect(conversation.tableView.numberOfRows(inSection: 0) == 3)

            // A photo: pushed onto the collapsed stack (showDetail), with its photo.
            try window.selectRow(at: IndexPath(row: 1, section: 0), in: conversation.tableView)
            let photo = try #require(navigation.topViewController as? AdaptiveStoryboard.PhotoViewController)
            #expect(photo.title == "2 of 3")
            #expect(photo.imageView.image != nil)
            #expect(photo.overlayView.text == "Sandcastle")
            #expect(photo.ratingControl.rating == 3)
            try Self.pictures.take(window, "iphone-photo")

            // Touching the fifth star rates 5 through the storyboard's changeRating: action.
            let control = try #require(photo.ratingControl)
            let fifthStar = control.convert(CGPoint(x: control.bounds.width * 0.9, y: control.bounds.midY), to: window)
            window.tap(at: fifthStar)
            #expect(control.rating == 5)
            #expect(photo.ratings == [5])

            // Back to the list: the navigation bar's back button, twice.
            try window.tapBackButton()
            try window.tapBackButton()
            #expect(navigation.topViewController === list)

            // Profile: a popover adapted to full screen by the list's delegate; Done dismisses it
            // from inside its navigation controller.
            try window.press(try barItem("Profile", of: list))
            let profileNavigation = try #require(list.presentedViewController as? UINavigationController)
            let profile = try #require(profileNavigation.topViewController as? ProfileViewController)
            #expect(profileNavigation.popoverPresentationController?.delegate === list, "the delegate set in prepare(for:sender:) is kept")
            #expect(list.adaptedStyles == [.fullScreen])
            #expect(profile.nameLabel.text == "Jane Appleseed")
            #expect(profile.photosLabel.text == "6 photos")
            try Self.pictures.take(window, "iphone-profile")
            try window.press(try #require(profile.navigationItem.rightBarButtonItem))
            #expect(list.presentedViewController == nil, "Done dismissed the profile")

            // About: a sheet with Done.
            try window.press(try barItem("About", of: list))
            let aboutNavigation = try #require(list.presentedViewController as? UINavigationController)
            let about = try #require(aboutNavigation.topViewController as? AboutViewController)
            try window.press(try #require(about.navigationItem.rightBarButtonItem))
            #expect(list.presentedViewController == nil)
        }
    }

    @Test("iPad: both columns at launch; a one-photo conversation shows its photo; the profile is a popover; Split View widths collapse and expand")
    func iPad() throws {
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            let (_, window, _) = try launch("iPad Air 2", .landscapeLeft)
            let split = try split(window)
            let navigation = try primaryNavigation(window)
            #expect(!split.isCollapsed)
            #expect(split.viewControllers.count == 2)
            #expect(split.viewControllers.last?.title == "EmptyViewController")
            let list = try #require(navigation.topViewController as? AdaptiveStoryboard.ListTableViewController)
            try Self.pictures.take(window, "ipad-launch")

            // "Birthday" has one photo: the list performs ShowPhoto instead of ShowConversation.
            try window.selectRow(at: IndexPath(row: 1, section: 0), in: list.tableView)
            #expect(navigation.topViewController === list, "nothing pushed")
            let photo = try #require(split.viewControllers.last as? AdaptiveStoryboard.PhotoViewController)
            #expect(photo.title == "1 of 1")
            #expect(photo.overlayView.text == "The cake")
            try Self.pictures.take(window, "ipad-photo")

            // Profile: a real popover in the regular width.
            try window.press(try barItem("Profile", of: list))
            let profileNavigation = try #require(list.presentedViewController as? UINavigationController)
            #expect(profileNavigation.popoverPresentationController?.adaptivePresentationStyle == .popover)
            #expect(list.adaptedStyles == [.none], "willPresentWithAdaptiveStyle: not adapted")
            // Anchored at the Profile item, below the bar, its arrow pointing up at it.
            let profileItem = try barItem("Profile", of: list)
            let bar = navigation.navigationBar
            let itemFrame = bar.convert(try #require(bar.frame(for: profileItem)), to: nil)
            let popoverFrame = profileNavigation.view.convert(profileNavigation.view.bounds, to: nil)
            #expect(profileNavigation.popoverPresentationController?.arrowDirection == .up)
            #expect(popoverFrame.minY > itemFrame.maxY && popoverFrame.minY < itemFrame.maxY + 20, "\(popoverFrame) below \(itemFrame)")
            #expect(popoverFrame.minX < itemFrame.midX && itemFrame.midX < popoverFrame.maxX)
            try Self.pictures.take(window, "ipad-profile-popover")
            let profile = try #require(profileNavigation.topViewController as? ProfileViewController)
            try window.press(try #require(profile.navigationItem.rightBarButtonItem))
            #expect(list.presentedViewController == nil)

            // Split View at a third of the screen: compact, collapsed, the photo kept on top.
            let third = try #require(window.screen.device.multitaskingWindow(.oneThird, orientation: .landscapeLeft))
            window.resize(to: third.size)
            #expect(split.isCollapsed)
            #expect(navigation.topViewController is AdaptiveStoryboard.PhotoViewController, "the delegate kept the photo")
            try Self.pictures.take(window, "ipad-one-third")
            window.resize(to: window.screen.bounds.size)
            #expect(!split.isCollapsed)
            #expect(split.viewControllers.last is AdaptiveStoryboard.PhotoViewController, "the photo is the detail again")
            #expect(navigation.topViewController === list)
        }
    }
}
