import Foundation
import OpenStoryboard
import Testing
import TestSupport

/// Apple's own AdaptivePhotos storyboard (iOS 8, `../shared/corpus/files/001_apple_AdaptivePhotos_iOS8_Main.storyboard`)
/// through the transitions the Unified Storyboards guide describes. `InterfaceBuilderTests/SegueTests`
/// covers the split view at launch (collapsed on an iPhone 6, expanded on an iPad) and
/// `ShowPhoto` at launch; this adds what happens across trait changes: an iPhone 6 Plus that
/// expands when it turns to landscape and collapses again, and an iPad that collapses at a
/// Split View width and expands back, with the photo following. No app code: the storyboard's
/// custom classes become their UIKit classes, as on a device without the sample's sources.
@MainActor
@Suite("Apple's AdaptivePhotos storyboard across trait changes", .serialized, .requiresSharedFolder)
struct AppleAdaptivePhotosStoryboardTests {
    static let storyboard = SharedFolder.corpusFile("001_apple_AdaptivePhotos_iOS8_Main.storyboard")
    static let pictures = ScenarioPictures("AppleAdaptivePhotos", title: "Apple's AdaptivePhotos storyboard")

    private func launch(_ device: String, _ orientation: UIInterfaceOrientation) throws
        -> (UIWindow, UISplitViewController, UINavigationController, UIViewController) {
        let storyboard = try UIStoryboard.load(contentsOf: Self.storyboard)
        let split = try #require(storyboard.instantiateInitialViewController() as? UISplitViewController)
        let window = UIWindow(device: try Device.named(device), orientation: orientation)
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let navigation = try #require(split.viewControllers.first as? UINavigationController)
        let list = try #require(navigation.viewControllers.first)
        return (window, split, navigation, list)
    }

    /// The photo scene (`AAPLPhotoViewController`, no title in the document): the controller
    /// whose view holds the rating control placeholder and the image view.
    private func isPhoto(_ controller: UIViewController?) -> Bool {
        guard let controller, controller.title == nil else { return false }
        return controller.view.subviews.contains { $0 is UIImageView }
    }

    @Test("iPhone 6 Plus: collapsed in portrait, expanded in landscape (regular width), ShowPhoto fills the detail, collapsing pushes it")
    func iPhone6Plus() throws {
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            let (window, split, navigation, list) = try launch("iPhone 6 Plus", .portrait)
            #expect(split.isCollapsed)
            try Self.pictures.take(window, "iphone6plus-portrait-collapsed")

            // Landscape: regular width, so the split view expands; the storyboard's empty detail,
            // pushed when it collapsed, goes back to the detail column.
            window.rotate(to: .landscapeLeft)
            window.layoutIfNeeded()
            #expect(split.traitCollection.horizontalSizeClass == .regular)
            #expect(!split.isCollapsed)
            #expect(split.viewControllers.count == 2)
            #expect(split.viewControllers.last?.title == "EmptyViewController")
            #expect(navigation.viewControllers == [list])
            try Self.pictures.take(window, "iphone6plus-landscape-expanded")

            // ShowPhoto (showDetail) replaces the detail; nothing is pushed on the list.
            list.performSegue(withIdentifier: "ShowPhoto", sender: nil)
            #expect(isPhoto(split.viewControllers.last))
            #expect(navigation.viewControllers == [list])
            window.layoutIfNeeded()
            try Self.pictures.take(window, "iphone6plus-landscape-photo")

            // Portrait again: compact, collapsed; the photo is pushed onto the list's stack.
            window.rotate(to: .portrait)
            window.layoutIfNeeded()
            #expect(split.isCollapsed)
            #expect(split.viewControllers.count == 1)
            #expect(isPhoto(navigation.topViewController))
            try Self.pictures.take(window, "iphone6plus-portrait-photo-pushed")
        }
    }

    @Test("iPad: ShowPhoto fills the detail; Split View 1/3 collapses with the photo pushed; full screen puts it back in the detail column")
    func iPadMultitasking() throws {
        try TextMeasurement.$taskMeasurer.withValue(PangoTextMeasurer.shared) {
            let (window, split, navigation, list) = try launch("iPad Air 2", .landscapeLeft)
            #expect(!split.isCollapsed)
            list.performSegue(withIdentifier: "ShowPhoto", sender: nil)
            let photo = try #require(split.viewControllers.last)
            #expect(isPhoto(photo))
            window.layoutIfNeeded()
            try Self.pictures.take(window, "ipad-landscape-photo")

            window.resize(to: CGSize(width: 320, height: 768))
            window.layoutIfNeeded()
            #expect(split.isCollapsed)
            #expect(navigation.topViewController === photo, "collapsing pushes the photo onto the list")
            try Self.pictures.take(window, "ipad-split-one-third-photo")

            window.resize(to: CGSize(width: 1024, height: 768))
            window.layoutIfNeeded()
            #expect(!split.isCollapsed)
            #expect(split.viewControllers.last === photo, "expanding puts the photo back in the detail column")
            #expect(navigation.viewControllers == [list])
            try Self.pictures.take(window, "ipad-full-width-photo")
        }
    }
}
