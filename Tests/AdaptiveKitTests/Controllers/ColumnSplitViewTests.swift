@testable import AdaptiveKit
import Foundation
import Testing

/// Records the column-style delegate hooks and answers them as told.
@MainActor
final class ColumnDelegate: UISplitViewControllerDelegate {
    var log: [String] = []
    var topColumn: UISplitViewController.Column?
    var expandingMode: UISplitViewController.DisplayMode?

    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        log.append("top(\(proposedTopColumn))")
        return topColumn ?? proposedTopColumn
    }
    func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        log.append("expandMode(\(proposedDisplayMode))")
        return expandingMode ?? proposedDisplayMode
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log.append("didCollapse(\(svc.isCollapsed))") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { log.append("didExpand(\(svc.isCollapsed))") }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { log.append("willShow(\(column))") }
    func splitViewController(_ svc: UISplitViewController, didShow column: UISplitViewController.Column) { log.append("didShow(\(column))") }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { log.append("willHide(\(column))") }
    func splitViewController(_ svc: UISplitViewController, didHide column: UISplitViewController.Column) { log.append("didHide(\(column))") }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) { log.append("willChange(\(displayMode))") }
}

@MainActor
@Suite("Column-style split view (iOS 14)")
struct ColumnSplitViewTests {
    @MainActor
    private struct Columns {
        let split: UISplitViewController
        let primary: UIViewController
        let supplementary: UIViewController
        let secondary: UIViewController

        init(split: UISplitViewController) {
            self.split = split
            primary = UIViewController()
            supplementary = UIViewController()
            secondary = UIViewController()
        }
    }

    private func makeSplit(_ style: UISplitViewController.Style) -> Columns {
        let columns = Columns(split: UISplitViewController(style: style))
        columns.primary.title = "Primary"
        columns.supplementary.title = "Supplementary"
        columns.secondary.title = "Secondary"
        columns.split.setViewController(columns.primary, for: .primary)
        if style == .tripleColumn { columns.split.setViewController(columns.supplementary, for: .supplementary) }
        columns.split.setViewController(columns.secondary, for: .secondary)
        return columns
    }

    private func window(_ device: String, _ orientation: UIInterfaceOrientation, root: UIViewController) throws -> UIWindow {
        let window = UIWindow(device: try Device.named(device), orientation: orientation)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test("UIKit's raw values for the style, columns, display modes and split behaviours")
    func rawValues() {
        #expect(UISplitViewController.Style.allCases.map(\.rawValue) == [0, 1, 2])
        #expect(UISplitViewController.Column.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(UISplitViewController.DisplayMode.twoBesideSecondary.rawValue == 4)
        #expect(UISplitViewController.DisplayMode.twoOverSecondary.rawValue == 5)
        #expect(UISplitViewController.DisplayMode.twoDisplaceSecondary.rawValue == 6)
        #expect(UISplitViewController.DisplayMode.primaryHidden == .secondaryOnly)
        #expect(UISplitViewController.DisplayMode.allVisible == .oneBesideSecondary)
        #expect(UISplitViewController.DisplayMode.primaryOverlay == .oneOverSecondary)
        #expect(UISplitViewController(nibName: nil, bundle: nil).style == .unspecified)
        #expect(UISplitViewController(style: .tripleColumn).style == .tripleColumn)
    }

    @Test("columns are wrapped in navigation controllers (the compact column is not); viewController(for:) gives what was set")
    func wrapping() {
        let columns = makeSplit(.tripleColumn)
        let split = columns.split
        let compact = UIViewController()
        split.setViewController(compact, for: .compact)
        #expect(split.viewController(for: .primary) === columns.primary)
        #expect(split.viewController(for: .supplementary) === columns.supplementary)
        #expect(split.viewController(for: .secondary) === columns.secondary)
        #expect(split.viewController(for: .compact) === compact)
        #expect(split.viewControllers.count == 3)
        #expect(split.viewControllers.allSatisfy { $0 is UINavigationController })
        #expect(columns.primary.navigationController === split.viewControllers[0])
        #expect(columns.supplementary.navigationController === split.viewControllers[1])
        #expect(columns.secondary.navigationController === split.viewControllers[2])
        #expect(compact.parent === split)
        let navigation = UINavigationController(rootViewController: UIViewController())
        split.setViewController(navigation, for: .secondary)
        #expect(split.viewControllers[2] === navigation, "a navigation controller is used as it is")
        #expect(columns.secondary.navigationController?.parent == nil)

        let classic = UISplitViewController(nibName: nil, bundle: nil)
        classic.setViewController(UIViewController(), for: .primary)
        #expect(classic.viewControllers.isEmpty, "a classic split view ignores the column API")
    }

    @Test("triple column, twoBesideSecondary, tile: primary 320, supplementary 320, the secondary the rest (0.5-pt separators)")
    func twoBesideFrames() throws {
        let columns = makeSplit(.tripleColumn)
        columns.split.preferredDisplayMode = .twoBesideSecondary
        columns.split.preferredSplitBehavior = .tile
        _ = try window("iPad Air 2", .landscapeLeft, root: columns.split)
        let navigations = columns.split.viewControllers
        #expect(columns.split.displayMode == .twoBesideSecondary)
        #expect(navigations[0].view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(navigations[1].view.frame == CGRect(x: 320.5, y: 0, width: 320, height: 768))
        #expect(navigations[2].view.frame == CGRect(x: 641, y: 0, width: 383, height: 768))
        // A fraction for the supplementary column.
        columns.split.preferredSupplementaryColumnWidthFraction = 0.25
        columns.split.view.layoutIfNeeded()
        #expect(columns.split.supplementaryColumnWidth == 256)
        #expect(navigations[2].view.frame == CGRect(x: 577, y: 0, width: 447, height: 768))
    }

    @Test("the split behaviour interprets the preferred mode: overlay layers the sidebars over a full-width secondary")
    func overlayFrames() throws {
        let columns = makeSplit(.tripleColumn)
        columns.split.preferredDisplayMode = .twoBesideSecondary
        columns.split.preferredSplitBehavior = .overlay
        _ = try window("iPad Air 2", .landscapeLeft, root: columns.split)
        let navigations = columns.split.viewControllers
        #expect(columns.split.splitBehavior == .overlay)
        #expect(columns.split.displayMode == .twoOverSecondary)
        #expect(navigations[0].view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(navigations[1].view.frame == CGRect(x: 320.5, y: 0, width: 320, height: 768))
        #expect(navigations[2].view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(columns.split.view.subviews.last === navigations[1].view || columns.split.view.subviews.last === navigations[0].view)
        #expect(columns.split.view.subviews.first === navigations[2].view, "the secondary is at the back")
    }

    @Test("automatic on an iPad in landscape: double column tiles primary and secondary; triple column shows the supplementary beside the secondary")
    func automaticModes() throws {
        let double = makeSplit(.doubleColumn)
        _ = try window("iPad Air 2", .landscapeLeft, root: double.split)
        #expect(double.split.splitBehavior == .tile)
        #expect(double.split.displayMode == .oneBesideSecondary)
        #expect(double.split.viewControllers[0].view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(double.split.viewControllers[1].view.frame == CGRect(x: 320.5, y: 0, width: 703.5, height: 768))

        let triple = makeSplit(.tripleColumn)
        _ = try window("iPad Air 2", .landscapeLeft, root: triple.split)
        let navigations = triple.split.viewControllers
        #expect(triple.split.splitBehavior == .displace)
        #expect(triple.split.displayMode == .oneBesideSecondary)
        #expect(navigations[0].view.isHidden)
        #expect(navigations[1].view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(navigations[2].view.frame == CGRect(x: 320.5, y: 0, width: 703.5, height: 768))

        let portrait = makeSplit(.doubleColumn)
        _ = try window("iPad Air 2", .portrait, root: portrait.split)
        #expect(portrait.split.splitBehavior == .overlay)
        #expect(portrait.split.displayMode == .secondaryOnly)
        #expect(portrait.split.viewControllers[1].view.frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
    }

    @Test("show(.primary) displaces the secondary; hide(.primary) brings it back; the delegate hears of both")
    func showAndHide() throws {
        let columns = makeSplit(.tripleColumn)
        let delegate = ColumnDelegate()
        columns.split.delegate = delegate
        _ = try window("iPad Air 2", .landscapeLeft, root: columns.split)
        let navigations = columns.split.viewControllers
        columns.split.show(.primary)
        #expect(columns.split.displayMode == .twoDisplaceSecondary)
        #expect(!navigations[0].view.isHidden)
        #expect(navigations[0].view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(navigations[1].view.frame == CGRect(x: 320.5, y: 0, width: 320, height: 768))
        #expect(navigations[2].view.frame == CGRect(x: 641, y: 0, width: 703.5, height: 768), "pushed partly off screen, its width kept")
        #expect(delegate.log == ["willShow(primary)", "willChange(twoDisplaceSecondary)", "didShow(primary)"])
        delegate.log = []
        columns.split.hide(.primary)
        #expect(columns.split.displayMode == .oneBesideSecondary)
        #expect(navigations[0].view.isHidden)
        #expect(delegate.log == ["willHide(primary)", "willChange(oneBesideSecondary)", "didHide(primary)"])
        columns.split.hide(.supplementary)
        #expect(columns.split.displayMode == .secondaryOnly)
        #expect(navigations[2].view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        columns.split.preferredDisplayMode = .twoBesideSecondary
        #expect(columns.split.displayMode == .twoDisplaceSecondary, "setting the preferred mode drops the shown/hidden state; displace interprets it")
    }

    @Test("compact without a compact column: the columns collapse into the primary stack; expanding gives them back")
    func collapseIntoPrimary() throws {
        let columns = makeSplit(.tripleColumn)
        let delegate = ColumnDelegate()
        columns.split.delegate = delegate
        var notifications = 0
        let observer = NotificationCenter.default.addObserver(forName: UIViewController.showDetailTargetDidChangeNotification, object: columns.split, queue: nil) { _ in
            MainActor.assumeIsolated { notifications += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let window = try window("iPad Air 2", .landscapeLeft, root: columns.split)
        let navigations = columns.split.viewControllers
        let primaryNavigation = navigations[0] as! UINavigationController
        #expect(!columns.split.isCollapsed)

        window.resize(to: CGSize(width: 320, height: 768))
        #expect(columns.split.isCollapsed)
        #expect(delegate.log == ["top(secondary)", "didCollapse(true)"])
        #expect(columns.split.viewControllers.count == 1)
        #expect(columns.split.viewControllers[0] === primaryNavigation)
        #expect(primaryNavigation.viewControllers.map(\.title) == ["Primary", "Supplementary", "Secondary"])
        #expect(primaryNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(navigations[2].viewIfLoaded?.superview == nil)
        #expect(columns.split.traitCollection.horizontalSizeClass == .compact)

        // hide(.secondary) pops back to the supplementary; show(.secondary) pushes it again.
        columns.split.hide(.secondary)
        #expect(primaryNavigation.viewControllers.map(\.title) == ["Primary", "Supplementary"])
        #expect((navigations[2] as! UINavigationController).viewControllers.first === columns.secondary)
        columns.split.show(.secondary)
        #expect(primaryNavigation.viewControllers.map(\.title) == ["Primary", "Supplementary", "Secondary"])

        delegate.log = []
        window.resize(to: CGSize(width: 1024, height: 768))
        #expect(!columns.split.isCollapsed)
        #expect(delegate.log == ["expandMode(oneBesideSecondary)", "didExpand(false)"])
        #expect(columns.split.viewControllers.count == 3)
        #expect(primaryNavigation.viewControllers.map(\.title) == ["Primary"])
        #expect((navigations[1] as! UINavigationController).viewControllers.map(\.title) == ["Supplementary"])
        #expect((navigations[2] as! UINavigationController).viewControllers.map(\.title) == ["Secondary"])
        #expect(navigations[2].view.frame == CGRect(x: 320.5, y: 0, width: 703.5, height: 768))
        #expect(notifications == 2)
    }

    @Test("a controller pushed while collapsed goes to the secondary when expanding")
    func pushedWhileCollapsed() throws {
        let columns = makeSplit(.doubleColumn)
        let window = try window("iPad Air 2", .landscapeLeft, root: columns.split)
        let primaryNavigation = columns.split.viewControllers[0] as! UINavigationController
        let secondaryNavigation = columns.split.viewControllers[1] as! UINavigationController
        window.resize(to: CGSize(width: 320, height: 768))
        let photo = UIViewController()
        photo.title = "Photo"
        columns.split.showDetailViewController(photo, sender: nil)
        #expect(primaryNavigation.viewControllers.map(\.title) == ["Primary", "Secondary", "Photo"])
        window.resize(to: CGSize(width: 1024, height: 768))
        #expect(primaryNavigation.viewControllers.map(\.title) == ["Primary"])
        #expect(secondaryNavigation.viewControllers.map(\.title) == ["Secondary", "Photo"])
    }

    @Test("the delegate picks the top column when collapsing and the display mode when expanding")
    func delegateChoices() throws {
        let columns = makeSplit(.doubleColumn)
        let delegate = ColumnDelegate()
        delegate.topColumn = .primary
        delegate.expandingMode = .secondaryOnly
        columns.split.delegate = delegate
        let window = try window("iPad Air 2", .landscapeLeft, root: columns.split)
        let primaryNavigation = columns.split.viewControllers[0] as! UINavigationController
        let secondaryNavigation = columns.split.viewControllers[1] as! UINavigationController
        window.resize(to: CGSize(width: 320, height: 768))
        #expect(primaryNavigation.viewControllers.map(\.title) == ["Primary"], "the primary on top: nothing pushed")
        #expect(secondaryNavigation.viewControllers.first === columns.secondary)
        window.resize(to: CGSize(width: 1024, height: 768))
        #expect(columns.split.displayMode == .secondaryOnly)
        #expect(secondaryNavigation.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(primaryNavigation.view.isHidden)
    }

    @Test("compact with a compact column: it is shown alone and the columns are left as they are")
    func compactColumn() throws {
        let columns = makeSplit(.doubleColumn)
        let compact = UIViewController()
        columns.split.setViewController(compact, for: .compact)
        let delegate = ColumnDelegate()
        columns.split.delegate = delegate
        let navigations = columns.split.viewControllers
        let window = try window("iPhone 15", .portrait, root: columns.split)
        #expect(columns.split.isCollapsed)
        #expect(delegate.log == ["top(compact)", "didCollapse(true)"])
        #expect(columns.split.viewControllers.count == 1)
        #expect(columns.split.viewControllers[0] === compact)
        #expect(compact.view.frame == window.bounds)
        #expect(compact.view.superview === columns.split.view)
        #expect(navigations[0].viewIfLoaded?.superview == nil)
        #expect((navigations[0] as! UINavigationController).viewControllers.map(\.title) == ["Primary"])
        #expect((navigations[1] as! UINavigationController).viewControllers.map(\.title) == ["Secondary"])
        // showDetail goes to the compact column's controller; without a navigation controller it presents.
        columns.split.showDetailViewController(UIViewController(), sender: nil)
        #expect(compact.presentedViewController != nil)
    }

    @Test("compact column on an iPad resized to compact and back: the columns come back")
    func compactColumnExpands() throws {
        let columns = makeSplit(.doubleColumn)
        let compact = UINavigationController(rootViewController: UIViewController())
        columns.split.setViewController(compact, for: .compact)
        let window = try window("iPad Air 2", .landscapeLeft, root: columns.split)
        let navigations = columns.split.viewControllers
        #expect(navigations.count == 2)
        #expect(compact.viewIfLoaded?.superview == nil)
        window.resize(to: CGSize(width: 320, height: 768))
        #expect(columns.split.viewControllers.count == 1 && columns.split.viewControllers[0] === compact)
        #expect(compact.view.frame.size == CGSize(width: 320, height: 768))
        window.resize(to: CGSize(width: 1024, height: 768))
        #expect(!columns.split.isCollapsed)
        #expect(compact.view.superview == nil)
        #expect(navigations[1].view.frame == CGRect(x: 320.5, y: 0, width: 703.5, height: 768))
    }
}
