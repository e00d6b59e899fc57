import Foundation

/// The hooks a split view controller's delegate may implement; each has a default that declines
/// (returns `nil` or `false`), so the split view controller does its own default.
@MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The controller to show alone when collapsing; `nil` keeps the primary.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// Return `true` when you merged (or discarded) the secondary yourself; `false` lets the
    /// primary's `collapseSecondaryViewController(_:for:)` do it.
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool
    /// The controller to become the primary when expanding; `nil` keeps the primary.
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// The controller to become the secondary when expanding; `nil` asks the primary's
    /// `separateSecondaryViewController(for:)`.
    func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
    /// Return `true` when you showed `vc` yourself.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    /// Return `true` when you showed `vc` as the detail yourself.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    /// The display mode is about to change.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)

    // Column style (iOS 14)

    /// The column to show when a column-style split view collapses; `proposedTopColumn` is
    /// `.compact` when a compact column is set, else `.secondary`.
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// The display mode to use when a column-style split view expands.
    func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
    /// `show(_:)` is about to show `column`.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// `hide(_:)` is about to hide `column`.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// `show(_:)` showed `column`.
    func splitViewController(_ svc: UISplitViewController, didShow column: UISplitViewController.Column)
    /// `hide(_:)` hid `column`.
    func splitViewController(_ svc: UISplitViewController, didHide column: UISplitViewController.Column)
    /// A column-style split view collapsed (`isCollapsed` is now `true`).
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// A column-style split view expanded (`isCollapsed` is now `false`).
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool { false }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? { nil }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, didShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, didHide column: UISplitViewController.Column) {}
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
