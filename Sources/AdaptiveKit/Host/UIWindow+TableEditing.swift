import Foundation

extension UIWindow {
    /// The actions a user's swipe on a row shows: from the trailing edge, the delegate's
    /// `trailingSwipeActionsConfigurationForRowAt`, else Delete (the delete button's title from
    /// `titleForDeleteConfirmationButtonForRowAt`) for a row the data source lets edit with the
    /// delete style; from the leading edge, the delegate's leading configuration (none by
    /// default).
    ///
    /// - Throws: ``DrivingError`` when the row is not in the table or not visible in this window.
    public func swipeActions(forRowAt indexPath: IndexPath, in tableView: UITableView, leading: Bool = false) throws -> [UIContextualAction] {
        _ = try touchPoint(for: tableView)
        guard indexPath.section >= 0, indexPath.section < tableView.numberOfSections,
              indexPath.row >= 0, indexPath.row < tableView.numberOfRows(inSection: indexPath.section) else {
            throw DrivingError(description: "\(Self.describe(tableView)) has no row \(indexPath)")
        }
        let delegate = tableView.delegate as? any UITableViewDelegate
        if leading {
            return delegate?.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)?.actions ?? []
        }
        if let configuration = delegate?.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath) {
            return configuration.actions
        }
        guard tableView.editingControl(forRowAt: indexPath) == .delete else { return [] }
        let title = delegate?.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        return [UIContextualAction(style: .destructive, title: title) { [weak tableView] _, _, completion in
            guard let tableView else { return completion(false) }
            tableView.defaultCommitCalled = false
            tableView.dataSource?.tableView(tableView, commit: .delete, forRowAt: indexPath)
            completion(!tableView.defaultCommitCalled)
        }]
    }

    /// Swipes a row and taps the action with a title, as a user does: its handler runs with the
    /// row's cell as the source view.
    ///
    /// - Throws: ``DrivingError`` when the swipe shows no such action, or the default Delete
    ///   action's data source does not implement `tableView(_:commit:forRowAt:)` (UIKit shows no
    ///   Delete action then).
    public func performSwipeAction(titled title: String, forRowAt indexPath: IndexPath, in tableView: UITableView) throws {
        let actions = try swipeActions(forRowAt: indexPath, in: tableView) + swipeActions(forRowAt: indexPath, in: tableView, leading: true)
        guard let action = actions.first(where: { $0.title == title }) else {
            throw DrivingError(description: "a swipe on row \(indexPath) of \(Self.describe(tableView)) shows no \"\(title)\" action (it shows \(actions.compactMap(\.title)))")
        }
        let source: UIView = tableView.cellForRow(at: indexPath) ?? tableView
        var performed: Bool?
        action.handler(action, source) { performed = $0 }
        drainDeferredWork()
        if performed == false, tableView.defaultCommitCalled {
            throw DrivingError(description: "the data source of \(Self.describe(tableView)) does not implement tableView(_:commit:forRowAt:): UIKit shows no Delete action")
        }
    }

    /// Deletes a row as a user does by swiping it and tapping Delete (see
    /// ``performSwipeAction(titled:forRowAt:in:)``): the data source's
    /// `tableView(_:commit:forRowAt:)` is called with `.delete`.
    public func deleteRow(at indexPath: IndexPath, in tableView: UITableView) throws {
        let delegate = tableView.delegate as? any UITableViewDelegate
        let title = delegate?.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        try performSwipeAction(titled: title, forRowAt: indexPath, in: tableView)
    }

    /// Drags a row to another place while the table is editing, as a user does with its reorder
    /// control: the data source's `tableView(_:moveRowAt:to:)` is called and the table shows
    /// its new order.
    ///
    /// - Throws: ``DrivingError`` when the table is not editing or the row cannot move.
    public func moveRow(at indexPath: IndexPath, to destination: IndexPath, in tableView: UITableView) throws {
        _ = try touchPoint(for: tableView)
        guard tableView.isEditing else { throw DrivingError(description: "\(Self.describe(tableView)) is not editing: rows show no reorder control") }
        guard let dataSource = tableView.dataSource, dataSource.tableView(tableView, canMoveRowAt: indexPath) else {
            throw DrivingError(description: "row \(indexPath) of \(Self.describe(tableView)) cannot move (tableView(_:canMoveRowAt:))")
        }
        dataSource.tableView(tableView, moveRowAt: indexPath, to: destination)
        tableView.moveRow(at: indexPath, to: destination)
        drainDeferredWork()
    }
}
