import Foundation

/// The column-style split view (iOS 14, `init(style:)`): its columns, their collapse into one
/// navigation stack (or the compact column) in a horizontally compact environment, and their
/// layout side by side, over or displacing the secondary while expanded.
///
/// Widths (regular width): the primary column as the classic one (320 pt, 375 pt on screens at
/// least 1,194 pt long), the supplementary 320 pt (a choice: UIKit resolves `automaticDimension`
/// itself and does not document the value), each followed by a 0.5-pt separator; the secondary
/// takes the rest.
struct ColumnState {
    /// The controllers as given to `setViewController(_:for:)`.
    var assigned: [UISplitViewController.Column: UIViewController] = [:]
    /// What each column shows: the given controller, or the navigation controller wrapping it.
    var containers: [UISplitViewController.Column: UIViewController] = [:]
    /// The display mode set by `show(_:)`, `hide(_:)` or the delegate when expanding; `nil`
    /// follows `preferredDisplayMode`.
    var displayModeOverride: UISplitViewController.DisplayMode?
    /// How the split view collapsed, so that expanding can give the columns back.
    var collapse: CollapseRecord?

    struct CollapseRecord {
        /// Whether the compact column is shown.
        var showsCompact: Bool
        /// The primary navigation stack's height before the other columns were pushed on it.
        var primaryCount: Int
        /// The supplementary and secondary columns' controllers pushed on the primary stack.
        var supplementary: [UIViewController]?
        var secondary: [UIViewController]?
    }
}

extension UISplitViewController {
    static let defaultSupplementaryColumnWidth: CGFloat = 320

    /// The columns a split view of this style shows while expanded, leading first.
    var expandedColumns: [Column] {
        style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }

    // MARK: Assigning

    func assignColumn(_ vc: UIViewController?, _ column: Column) {
        guard style != .unspecified else { return }
        let old = columnState.containers[column]
        var container: UIViewController?
        if let vc {
            let asIs = vc is UINavigationController || column == .compact
                || ((column == .primary || column == .secondary) && vc.children.first is UINavigationController)
                || (column == .secondary && vc is UITabBarController)
            container = asIs ? vc : UINavigationController(rootViewController: vc)
        }
        if let old, old !== container {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        columnState.assigned[column] = vc
        columnState.containers[column] = container
        if let container, container.parent !== self {
            addChild(container)
            container.didMove(toParent: self)
        }
        installColumnViews()
    }

    func setColumnViewControllers(_ newControllers: [UIViewController]) {
        let columns: [Column] = newControllers.count >= 3 || style == .tripleColumn
            ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        for (index, column) in columns.enumerated() {
            assignColumn(index < newControllers.count ? newControllers[index] : nil, column)
        }
    }

    var columnViewControllers: [UIViewController] {
        if isCollapsed {
            if columnState.collapse?.showsCompact == true, let compact = columnState.containers[.compact] { return [compact] }
            return columnState.containers[.primary].map { [$0] } ?? []
        }
        return expandedColumns.compactMap { columnState.containers[$0] }
    }

    // MARK: Display mode

    /// The split view's size: its window's when it is the window's root view (a trait change
    /// reaches the split view before its view is resized), else its view's.
    var columnLayoutSize: CGSize {
        guard let view = viewIfLoaded else { return .zero }
        if let window = view.superview as? UIWindow { return window.bounds.size }
        return view.bounds.size
    }

    var resolvedSplitBehavior: SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        let size = columnLayoutSize
        guard size.width >= size.height else { return .overlay }
        return style == .tripleColumn ? .displace : .tile
    }

    /// `preferredDisplayMode` resolved: `automatic` is one sidebar beside the secondary when the
    /// split view is wider than tall, the secondary only when it is taller.
    var proposedColumnDisplayMode: DisplayMode {
        if preferredDisplayMode != .automatic { return preferredDisplayMode }
        let size = columnLayoutSize
        return size.width >= size.height ? .oneBesideSecondary : .secondaryOnly
    }

    var columnDisplayMode: DisplayMode {
        guard !isCollapsed else { return .oneBesideSecondary }
        return interpreted(columnState.displayModeOverride ?? proposedColumnDisplayMode)
    }

    /// A display mode as the split behaviour allows it (UIKit's table: tile — secondaryOnly,
    /// oneBeside, twoBeside; overlay — secondaryOnly, oneOver, twoOver; displace — secondaryOnly,
    /// oneBeside, twoDisplace); a double-column split view has one sidebar only.
    func interpreted(_ mode: DisplayMode) -> DisplayMode {
        var mode = mode
        if mode == .automatic { mode = proposedColumnDisplayMode }
        if style != .tripleColumn {
            switch mode {
            case .twoBesideSecondary, .twoDisplaceSecondary: mode = .oneBesideSecondary
            case .twoOverSecondary: mode = .oneOverSecondary
            default: break
            }
        }
        let two = mode == .twoBesideSecondary || mode == .twoOverSecondary || mode == .twoDisplaceSecondary
        let one = mode == .oneBesideSecondary || mode == .oneOverSecondary
        switch resolvedSplitBehavior {
        case .tile, .automatic:
            if one { return .oneBesideSecondary }
            if two { return .twoBesideSecondary }
        case .overlay:
            if one { return .oneOverSecondary }
            if two { return .twoOverSecondary }
        case .displace:
            if one { return .oneBesideSecondary }
            if two { return .twoDisplaceSecondary }
        }
        return mode
    }

    /// The columns `mode` shows besides the secondary.
    func sidebars(in mode: DisplayMode) -> [Column] {
        switch mode {
        case .oneBesideSecondary, .oneOverSecondary: return style == .tripleColumn ? [.supplementary] : [.primary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return [.primary, .supplementary]
        default: return []
        }
    }

    private func setColumnDisplayMode(_ mode: DisplayMode) {
        let old = displayMode
        columnState.displayModeOverride = mode
        let new = displayMode
        if new != old { delegate?.splitViewController(self, willChangeTo: new) }
        installColumnViews()
    }

    // MARK: Widths

    var resolvedSupplementaryColumnWidth: CGFloat {
        let width = viewIfLoaded?.bounds.width ?? 0
        let preferred: CGFloat
        if preferredSupplementaryColumnWidth != UISplitViewController.automaticDimension {
            preferred = preferredSupplementaryColumnWidth
        } else if preferredSupplementaryColumnWidthFraction != UISplitViewController.automaticDimension {
            preferred = (width * preferredSupplementaryColumnWidthFraction).rounded()
        } else {
            preferred = Self.defaultSupplementaryColumnWidth
        }
        return min(max(preferred, minimumSupplementaryColumnWidth), maximumSupplementaryColumnWidth, width)
    }

    // MARK: Showing and hiding columns

    func showColumn(_ column: Column) {
        guard style != .unspecified else { return }
        delegate?.splitViewController(self, willShow: column)
        if isCollapsed {
            if columnState.collapse?.showsCompact != true { moveCollapsedStack(to: column) }
        } else {
            let mode = displayMode
            let behavior = resolvedSplitBehavior
            let shown = sidebars(in: mode)
            var target = mode
            switch column {
            case .primary where !shown.contains(.primary):
                if style == .tripleColumn {
                    target = behavior == .overlay ? .twoOverSecondary : behavior == .displace ? .twoDisplaceSecondary : .twoBesideSecondary
                } else {
                    target = behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
                }
            case .supplementary where style == .tripleColumn && !shown.contains(.supplementary):
                target = behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
            case .secondary:
                if behavior == .overlay, !shown.isEmpty { target = .secondaryOnly }
                if mode == .twoDisplaceSecondary { target = .oneBesideSecondary }
            default:
                break
            }
            if target != mode { setColumnDisplayMode(target) }
        }
        delegate?.splitViewController(self, didShow: column)
    }

    func hideColumn(_ column: Column) {
        guard style != .unspecified else { return }
        delegate?.splitViewController(self, willHide: column)
        if isCollapsed {
            if columnState.collapse?.showsCompact != true {
                switch column {
                case .secondary: moveCollapsedStack(to: style == .tripleColumn ? .supplementary : .primary)
                case .supplementary: moveCollapsedStack(to: .primary)
                default: break
                }
            }
        } else {
            let mode = displayMode
            var target = mode
            switch column {
            case .primary where sidebars(in: mode).contains(.primary):
                switch mode {
                case .twoBesideSecondary, .twoDisplaceSecondary: target = .oneBesideSecondary
                case .twoOverSecondary: target = .oneOverSecondary
                default: target = .secondaryOnly
                }
            case .supplementary where sidebars(in: mode).contains(.supplementary):
                target = .secondaryOnly
            default:
                break
            }
            if target != mode { setColumnDisplayMode(target) }
        }
        delegate?.splitViewController(self, didHide: column)
    }

    /// Collapsed into the primary stack: pushes the columns up to `column` (from their navigation
    /// controllers) or pops back to it, giving the popped columns back to their controllers.
    private func moveCollapsedStack(to column: Column) {
        guard var record = columnState.collapse, let primary = columnState.containers[.primary] as? UINavigationController else { return }
        var stack = primary.viewControllers
        let wantsSupplementary = style == .tripleColumn && (column == .supplementary || column == .secondary)
        let wantsSecondary = column == .secondary
        if !wantsSecondary, let secondary = record.secondary {
            if let first = secondary.first, let index = stack.firstIndex(where: { $0 === first }) {
                let popped = Array(stack[index...])
                stack.removeSubrange(index...)
                primary.setViewControllers(stack, animated: false)
                (columnState.containers[.secondary] as? UINavigationController)?.setViewControllers(popped, animated: false)
            }
            record.secondary = nil
        }
        if !wantsSupplementary, let supplementary = record.supplementary {
            if let first = supplementary.first, let index = stack.firstIndex(where: { $0 === first }) {
                let popped = Array(stack[index...])
                stack.removeSubrange(index...)
                primary.setViewControllers(stack, animated: false)
                (columnState.containers[.supplementary] as? UINavigationController)?.setViewControllers(popped, animated: false)
            }
            record.supplementary = nil
        }
        if wantsSupplementary, record.supplementary == nil, let navigation = columnState.containers[.supplementary] as? UINavigationController {
            let taken = navigation.viewControllers
            navigation.setViewControllers([], animated: false)
            record.supplementary = taken
            primary.setViewControllers(primary.viewControllers + taken, animated: false)
        }
        if wantsSecondary, record.secondary == nil, let navigation = columnState.containers[.secondary] as? UINavigationController {
            let taken = navigation.viewControllers
            navigation.setViewControllers([], animated: false)
            record.secondary = taken
            primary.setViewControllers(primary.viewControllers + taken, animated: false)
        }
        columnState.collapse = record
    }

    // MARK: show / showDetail

    /// Expanded: `vc` becomes the primary column's. Collapsed: shown on the controller on screen
    /// (see ``showCollapsed(_:)``).
    func showInColumns(_ vc: UIViewController, sender: Any?) {
        if isCollapsed { showCollapsed(vc) } else { assignColumn(vc, .primary) }
    }

    /// Expanded: `vc` becomes the secondary column's. Collapsed: shown on the controller on
    /// screen (see ``showCollapsed(_:)``).
    func showDetailInColumns(_ vc: UIViewController, sender: Any?) {
        if isCollapsed { showCollapsed(vc) } else { assignColumn(vc, .secondary) }
    }

    /// Pushes `vc` on the controller shown while collapsed when it is a navigation controller
    /// (or a tab bar controller whose selected tab is one), else presents it from that controller
    /// (asking the controller to `show` it would come back to the split view).
    private func showCollapsed(_ vc: UIViewController) {
        guard let shown = columnViewControllers.first else { return }
        if let navigation = shown as? UINavigationController {
            navigation.pushViewController(vc, animated: true)
        } else if let navigation = (shown as? UITabBarController)?.selectedViewController as? UINavigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            shown.present(vc, animated: true, completion: nil)
        }
    }

    // MARK: Collapsing and expanding

    func adaptColumnsToTraits() {
        let sizeClass = traitCollection.horizontalSizeClass
        guard sizeClass != .unspecified else { return }
        let compact = sizeClass == .compact
        if compact && (!isCollapsed || !hasAdapted) {
            hasAdapted = true
            collapseColumns()
        } else if !compact && (isCollapsed || !hasAdapted) {
            let wasCollapsed = isCollapsed
            hasAdapted = true
            if wasCollapsed { expandColumns() } else { installColumnViews() }
        }
    }

    /// Collapses: asks the delegate for the top column (proposing `.compact` when a compact
    /// column is set, else `.secondary`); the compact column is shown alone, or the primary
    /// navigation controller with the supplementary's and then the secondary's controllers
    /// pushed, up to the top column.
    func collapseColumns() {
        let hasCompact = columnState.containers[.compact] != nil
        let proposed: Column = hasCompact ? .compact : .secondary
        var top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        if top == .compact, !hasCompact { top = .secondary }
        if top == .supplementary, style != .tripleColumn { top = .primary }
        let primaryCount = (columnState.containers[.primary] as? UINavigationController)?.viewControllers.count ?? 0
        columnState.collapse = ColumnState.CollapseRecord(showsCompact: top == .compact, primaryCount: primaryCount)
        isCollapsed = true
        if top != .compact { moveCollapsedStack(to: top) }
        installColumnViews()
        postTargetChange()
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// Expands: the controllers pushed on the primary stack go back to their columns (what was
    /// pushed above them while collapsed goes to the secondary), then the delegate may change
    /// the display mode.
    func expandColumns() {
        if let record = columnState.collapse, !record.showsCompact, let primary = columnState.containers[.primary] as? UINavigationController {
            let stack = primary.viewControllers
            let base = min(record.primaryCount, stack.count)
            var extra = Array(stack[base...])
            primary.setViewControllers(Array(stack[..<base]), animated: false)
            if let supplementary = record.supplementary, let navigation = columnState.containers[.supplementary] as? UINavigationController {
                var count = 0
                while count < supplementary.count, count < extra.count, extra[count] === supplementary[count] { count += 1 }
                navigation.setViewControllers(count > 0 ? Array(extra.prefix(count)) : supplementary, animated: false)
                extra.removeFirst(count)
            }
            if let navigation = columnState.containers[.secondary] as? UINavigationController {
                if !extra.isEmpty {
                    navigation.setViewControllers(extra, animated: false)
                } else if let secondary = record.secondary {
                    navigation.setViewControllers(secondary, animated: false)
                }
            }
        }
        columnState.collapse = nil
        isCollapsed = false
        columnState.displayModeOverride = nil
        let proposed = interpreted(proposedColumnDisplayMode)
        if let chosen = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed), chosen != proposed {
            columnState.displayModeOverride = chosen
        }
        installColumnViews()
        postTargetChange()
        delegate?.splitViewControllerDidExpand(self)
    }

    // MARK: The view

    /// The controllers whose views are in the split view now: the shown one while collapsed,
    /// the expanded columns otherwise (secondary first, at the back).
    private var installedColumnControllers: [UIViewController] {
        if isCollapsed { return Array(columnViewControllers.prefix(1)) }
        let columns = expandedColumns
        return ([columns.last!] + columns.dropLast()).compactMap { columnState.containers[$0] }
    }

    func installColumnViews() {
        guard isViewLoaded else { return }
        let visible = installedColumnControllers
        for container in columnState.containers.values where !visible.contains(where: { $0 === container }) {
            container.viewIfLoaded?.removeFromSuperview()
        }
        for (index, controller) in visible.enumerated() {
            let columnView = controller.view!
            if columnView.superview !== view {
                if index == 0 { view.insertSubview(columnView, at: 0) } else { view.addSubview(columnView) }
            }
        }
        view.setNeedsLayout()
        layoutColumnViews()
    }

    /// Places the columns for the display mode (see the type's comment for the widths).
    func layoutColumnViews() {
        guard isViewLoaded else { return }
        let bounds = view.bounds
        if isCollapsed {
            columnViewControllers.first?.view.frame = bounds
            columnViewControllers.first?.view.isHidden = false
            return
        }
        let mode = displayMode
        let shown = sidebars(in: mode)
        let separator = Self.separatorWidth
        var x: CGFloat = 0
        for column in expandedColumns.dropLast() {
            guard let columnView = columnState.containers[column]?.viewIfLoaded else { continue }
            let width = column == .primary ? primaryColumnWidth : supplementaryColumnWidth
            if shown.contains(column) {
                columnView.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
                columnView.isHidden = false
                x += width + separator
            } else {
                columnView.frame = CGRect(x: -width, y: 0, width: width, height: bounds.height)
                columnView.isHidden = true
            }
        }
        guard let secondary = columnState.containers[.secondary]?.viewIfLoaded else { return }
        secondary.isHidden = false
        switch mode {
        case .oneBesideSecondary, .twoBesideSecondary:
            secondary.frame = CGRect(x: x, y: 0, width: max(bounds.width - x, 0), height: bounds.height)
        case .twoDisplaceSecondary:
            // The secondary keeps the width it has beside the supplementary alone and is pushed
            // to the right by the primary, partly off screen.
            let width = max(bounds.width - supplementaryColumnWidth - separator, 0)
            secondary.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
        default:
            secondary.frame = bounds
        }
    }
}
