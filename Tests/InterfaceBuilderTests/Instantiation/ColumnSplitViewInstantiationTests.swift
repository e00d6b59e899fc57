import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing
import TestSupport

/// Column-style split views from real documents: NetNewsWire's triple column (078) and
/// Habitica's double column with a compact column (121).
@Suite("Column-style split views from storyboards", .requiresSharedFolder)
@MainActor
struct ColumnSplitViewInstantiationTests {
    private func load(_ name: String, identifier: String? = nil, on deviceName: String, orientation: UIInterfaceOrientation = .portrait)
        throws -> (UIStoryboard, UIWindow, UISplitViewController) {
        let storyboard = try UIStoryboard.load(contentsOf: Corpus.url(name))
        let controller = try identifier.map { try storyboard.loadViewController(withIdentifier: $0) } ?? storyboard.instantiateInitialViewController()
        let split = try #require(controller as? UISplitViewController)
        let window = UIWindow(device: try Device.named(deviceName), orientation: orientation)
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (storyboard, window, split)
    }

    @Test("078 NetNewsWire: allowDoubleColumnStyle with a supplementary relationship is a triple column; the relationships set the columns")
    func netNewsWireColumns() throws {
        let (storyboard, window, split) = try load("078_netnewswire_Main.storyboard", on: "iPad Pro (12.9-inch) (6th generation)", orientation: .landscapeLeft)
        defer { withExtendedLifetime(window) {} }
        #expect(split.style == .tripleColumn)
        #expect(split.preferredDisplayMode == .oneBesideSecondary, "preferredDisplayMode=\"beside\"")
        #expect(split.preferredSplitBehavior == .tile, "behavior=\"tile\"")
        let feeds = try #require(split.viewController(for: .primary))
        let timeline = try #require(split.viewController(for: .supplementary))
        let article = try #require(split.viewController(for: .secondary))
        #expect(split.viewController(for: .compact) == nil)
        #expect(feeds.title == "Feeds")
        #expect(timeline.title == "Timeline")
        #expect(article.title == "Detail")
        #expect(split.viewControllers.count == 3)
        #expect(split.viewControllers.allSatisfy { $0 is UINavigationController })
        #expect(timeline.navigationController === split.viewControllers[1])
        // Tiled: the supplementary beside the secondary, the primary hidden (a triple column's
        // "one beside" is the supplementary).
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.viewControllers[0].view.isHidden)
        #expect(split.viewControllers[1].view.frame == CGRect(x: 0, y: 0, width: 320, height: 1024))
        #expect(split.viewControllers[2].view.frame == CGRect(x: 320.5, y: 0, width: 1045.5, height: 1024))
        #expect(!storyboard.diagnostics.contains { $0.code == .unsupportedSegue }, "no warning for the supplementary relationship")
    }

    @Test("078 on an iPhone: no compact column, so the feeds, timeline and article collapse into one navigation stack")
    func netNewsWireOnPhone() throws {
        let (_, window, split) = try load("078_netnewswire_Main.storyboard", on: "iPhone 15")
        defer { withExtendedLifetime(window) {} }
        #expect(split.isCollapsed)
        let navigation = try #require(split.viewControllers.first as? UINavigationController)
        #expect(split.viewControllers.count == 1)
        #expect(navigation.viewControllers.map(\.title) == ["Feeds", "Timeline", "Detail"])
    }

    @Test("121 Habitica: the compact column is the tab bar controller, shown alone on an iPhone; the columns on an iPad")
    func habiticaCompactColumn() throws {
        let (storyboard, window, split) = try load("121_habitica_Main.storyboard", identifier: "MainSplitViewController", on: "iPhone 15")
        defer { withExtendedLifetime(window) {} }
        #expect(split.style == .doubleColumn)
        #expect(split.maximumPrimaryColumnWidth == 400)
        #expect(!split.presentsWithGesture)
        let compact = try #require(split.viewController(for: .compact))
        #expect(compact is UITabBarController, "the compact column keeps its controller as it is")
        #expect(split.isCollapsed)
        #expect(split.viewControllers.count == 1 && split.viewControllers[0] === compact)
        #expect(split.viewController(for: .primary) != nil)
        #expect(split.viewController(for: .secondary) != nil)
        #expect(!storyboard.diagnostics.contains { $0.code == .unsupportedSegue })

        let (_, padWindow, pad) = try load("121_habitica_Main.storyboard", identifier: "MainSplitViewController", on: "iPad Pro (12.9-inch) (6th generation)", orientation: .landscapeLeft)
        defer { withExtendedLifetime(padWindow) {} }
        #expect(!pad.isCollapsed)
        #expect(pad.viewControllers.count == 2)
        #expect(pad.primaryColumnWidth == 375)
        #expect(pad.viewControllers[1].view.frame.minX == 375.5)
    }

    @Test("a classic split view (Xcode 6 AdaptivePhotos) stays classic")
    func classicStaysClassic() throws {
        let storyboard = try UIStoryboard.load(contentsOf: InstantiationTests.adaptivePhotos)
        let split = try #require(storyboard.instantiateInitialViewController() as? UISplitViewController)
        #expect(split.style == .unspecified)
        #expect(split.viewControllers.count == 2)
    }
}
