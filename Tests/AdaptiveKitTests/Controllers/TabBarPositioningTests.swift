@testable import AdaptiveKit
import Foundation
import Testing

/// Tab bar item positioning (`UITabBar.itemPositioning`, `itemWidth`, `itemSpacing`): with
/// `.automatic` the items share the whole bar in a horizontally compact environment and are
/// centred, equally wide and equally spaced, in a horizontally regular one; `.fill` and
/// `.centered` force one scheme. With ``FixedTextMeasurer`` a 13-point title is 6.5 points a
/// character, so "Three" is 33 points (rounded up) and the widest inline item 25 + 6 + 33 = 64,
/// which the 8-point padding on each side makes 80 (more than the 76-point minimum).
@MainActor
@Suite("Tab bar item positioning")
struct TabBarPositioningTests {
    /// A tab bar controller with three tabs titled One, Two, Three, shown on a device.
    private func tabs(_ device: String, _ orientation: UIInterfaceOrientation, titles: [String] = ["One", "Two", "Three"],
                      configure: (UITabBar) -> Void = { _ in }) throws -> (UIWindow, UITabBarController) {
        let window = UIWindow(device: try Device.named(device), orientation: orientation)
        let tabs = UITabBarController(nibName: nil, bundle: nil)
        configure(tabs.tabBar)
        tabs.viewControllers = titles.enumerated().map { index, title in
            let controller = UIViewController()
            controller.tabBarItem = UITabBarItem(title: title, image: nil, tag: index)
            return controller
        }
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, tabs)
    }

    private func frames(_ bar: UITabBar) -> [CGRect] {
        (0..<(bar.items ?? []).count).compactMap { bar.frameForItem(at: $0) }
    }

    /// The items are `width` wide, `spacing` apart, and the group is centred in the bar.
    private func expectCentred(_ bar: UITabBar, width: CGFloat, spacing: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        let frames = frames(bar)
        let count = CGFloat(frames.count)
        let group = count * width + (count - 1) * spacing
        for (index, frame) in frames.enumerated() {
            #expect(frame.width == width, sourceLocation: sourceLocation)
            #expect(frame.height == 49, sourceLocation: sourceLocation)
            #expect(abs(frame.minX - ((bar.bounds.width - group) / 2 + CGFloat(index) * (width + spacing))) < 0.001, sourceLocation: sourceLocation)
            if index > 0 { #expect(abs(frame.minX - frames[index - 1].maxX - spacing) < 0.001, sourceLocation: sourceLocation) }
        }
        // Symmetric about the bar's centre.
        if let first = frames.first, let last = frames.last {
            #expect(abs(first.minX - (bar.bounds.width - last.maxX)) < 0.001, sourceLocation: sourceLocation)
        }
    }

    @Test("the documented API: .automatic by default, widths and spacings 0, negative values set as 0")
    func api() {
        let bar = UITabBar(frame: .zero)
        #expect(bar.itemPositioning == .automatic)
        #expect(bar.itemWidth == 0 && bar.itemSpacing == 0)
        #expect(UITabBar.ItemPositioning(rawValue: 2) == .centered)
        #expect(UITabBar.ItemPositioning.fill.rawValue == 1)
        bar.itemWidth = -10
        bar.itemSpacing = -3
        #expect(bar.itemWidth == 0 && bar.itemSpacing == 0)
        bar.itemWidth = 90
        #expect(bar.itemWidth == 90)
    }

    @Test("an iPhone in portrait (compact width): the items share the whole bar")
    func phoneFills() throws {
        try TextMeasurement.$taskMeasurer.withValue(FixedTextMeasurer()) {
            let (window, tabs) = try tabs("iPhone 15", .portrait)
            #expect(!tabs.tabBar.centersItems)
            #expect(frames(tabs.tabBar) == [0, 1, 2].map { CGRect(x: CGFloat($0) * 131, y: 0, width: 131, height: 49) })
            window.rootViewController = nil
        }
    }

    @Test("an iPad in portrait: 80-point items 34 apart, centred")
    func padPortraitCentres() throws {
        try TextMeasurement.$taskMeasurer.withValue(FixedTextMeasurer()) {
            let (window, tabs) = try tabs("iPad Pro (12.9-inch) (6th generation)", .portrait)
            let bar = tabs.tabBar
            #expect(bar.centersItems)
            #expect(bar.defaultCenteredItemWidth == 80)
            expectCentred(bar, width: 80, spacing: StandardViewMetrics.tabBarCenteredItemSpacing)
            // 3 × 80 + 2 × 34 = 308 of 1024.
            #expect(bar.frameForItem(at: 0) == CGRect(x: 358, y: 0, width: 80, height: 49))
            #expect(bar.frameForItem(at: 2) == CGRect(x: 586, y: 0, width: 80, height: 49))
            // Inline content centred in each item.
            let (image, title) = bar.contentFramesForItem(at: 2)!
            #expect(image.minX == 594 && title?.maxX == 594 + 64)
            window.rootViewController = nil
        }
    }

    @Test("an iPad in landscape: the same group, centred in the wider bar; short titles take the 76-point minimum")
    func padLandscapeCentres() throws {
        try TextMeasurement.$taskMeasurer.withValue(FixedTextMeasurer()) {
            let (window, tabs) = try tabs("iPad Pro (12.9-inch) (6th generation)", .landscapeLeft)
            expectCentred(tabs.tabBar, width: 80, spacing: 34)
            #expect(tabs.tabBar.frameForItem(at: 0)?.minX == CGFloat(1366 - 308) / 2)
            window.rootViewController = nil

            let (shortWindow, short) = try self.tabs("iPad Pro (12.9-inch) (6th generation)", .landscapeLeft, titles: ["A", "B"])
            expectCentred(short.tabBar, width: 76, spacing: 34)
            #expect(short.tabBar.frameForItem(at: 0) == CGRect(x: CGFloat(1366 - 186) / 2, y: 0, width: 76, height: 49))
            shortWindow.rootViewController = nil
        }
    }

    @Test("custom itemWidth and itemSpacing replace the system's; 0 restores them")
    func customWidthAndSpacing() throws {
        try TextMeasurement.$taskMeasurer.withValue(FixedTextMeasurer()) {
            let (window, tabs) = try tabs("iPad Pro (12.9-inch) (6th generation)", .portrait) { bar in
                bar.itemWidth = 120
                bar.itemSpacing = 10
            }
            expectCentred(tabs.tabBar, width: 120, spacing: 10)
            #expect(tabs.tabBar.frameForItem(at: 0)?.minX == CGFloat(1024 - 380) / 2)
            tabs.tabBar.itemWidth = 0
            tabs.tabBar.itemSpacing = -1
            expectCentred(tabs.tabBar, width: 80, spacing: 34)
            window.rootViewController = nil
        }
    }

    @Test(".fill on an iPad spreads the items; .centered on an iPhone centres them")
    func forcedPositioning() throws {
        try TextMeasurement.$taskMeasurer.withValue(FixedTextMeasurer()) {
            let (window, tabs) = try tabs("iPad Pro (12.9-inch) (6th generation)", .landscapeLeft) { $0.itemPositioning = .fill }
            #expect(!tabs.tabBar.centersItems)
            #expect(frames(tabs.tabBar).map(\.width) == Array(repeating: 1366 / 3, count: 3))
            #expect(tabs.tabBar.frameForItem(at: 0)?.minX == 0)
            window.rootViewController = nil

            let (phoneWindow, phone) = try self.tabs("iPhone 15", .portrait) { $0.itemPositioning = .centered }
            #expect(phone.tabBar.itemLayout == .stacked)
            // Stacked: the widest title (10 pt, "Three" 25 points) or the 25-point image, + 16: the 76 minimum.
            expectCentred(phone.tabBar, width: 76, spacing: 34)
            phoneWindow.rootViewController = nil
        }
    }

    @Test("a group wider than the bar is spread across it instead")
    func tooWideGroupFills() throws {
        try TextMeasurement.$taskMeasurer.withValue(FixedTextMeasurer()) {
            let (window, tabs) = try tabs("iPad Pro (12.9-inch) (6th generation)", .portrait) { $0.itemWidth = 400 }
            #expect(frames(tabs.tabBar).map(\.width) == Array(repeating: 1024 / 3, count: 3))
            window.rootViewController = nil
        }
    }

    @Test("iPad multitasking: a compact-width Split View window fills, back to full screen centres")
    func multitaskingWindow() throws {
        try TextMeasurement.$taskMeasurer.withValue(FixedTextMeasurer()) {
            let device = try Device.named("iPad Pro (12.9-inch) (6th generation)")
            let third = try #require(device.multitaskingWindow(.oneThird, orientation: .landscapeLeft))
            #expect(third.sizeClasses.horizontal == .compact)
            let (window, tabs) = try tabs(device.name, .landscapeLeft)
            window.resize(to: third.size)
            window.layoutIfNeeded()
            #expect(tabs.tabBar.traitCollection.horizontalSizeClass == .compact)
            #expect(!tabs.tabBar.centersItems)
            let width = third.size.width / 3
            #expect(frames(tabs.tabBar) == [0, 1, 2].map { CGRect(x: CGFloat($0) * width, y: 0, width: width, height: 49) })

            window.resize(to: CGSize(width: 1366, height: 1024))
            window.layoutIfNeeded()
            expectCentred(tabs.tabBar, width: 80, spacing: 34)
            window.rootViewController = nil
        }
    }
}
