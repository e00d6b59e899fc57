import Foundation

extension UITableView {
    /// How inserted, deleted and reloaded rows animate (recorded: headless, changes are at once).
    public enum RowAnimation: Int, Sendable, CaseIterable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Shows the rows the data source now has after rows were inserted (headless: at once, as a
    /// reload that keeps the selection of rows that still exist; UIKit's count check is not made).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { applyUpdate() }
    /// Shows the data source's rows after rows were deleted (see ``insertRows(at:with:)``).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { applyUpdate() }
    /// Makes the rows' cells again (see ``insertRows(at:with:)``).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { applyUpdate() }
    /// Shows a row moved by the data source (see ``insertRows(at:with:)``).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { applyUpdate() }
    /// Shows sections inserted by the data source (see ``insertRows(at:with:)``).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { applyUpdate() }
    /// Shows sections deleted by the data source (see ``insertRows(at:with:)``).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { applyUpdate() }
    /// Makes the sections' cells again (see ``insertRows(at:with:)``).
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { applyUpdate() }
    /// Shows a section moved by the data source (see ``insertRows(at:with:)``).
    public func moveSection(_ section: Int, toSection newSection: Int) { applyUpdate() }

    /// Starts a group of updates shown together at ``endUpdates()``.
    public func beginUpdates() { updateDepth += 1 }

    /// Shows the group of updates since ``beginUpdates()``.
    public func endUpdates() {
        updateDepth = max(0, updateDepth - 1)
        if updateDepth == 0 { applyUpdate() }
    }

    /// Runs `updates` as one group of updates, then `completion` with `true` (iOS 11).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// A reload now (or at the end of the group), keeping the selected rows that still exist.
    private func applyUpdate() {
        guard updateDepth == 0 else { return }
        let selected = indexPathsForSelectedRows ?? []
        reloadData()
        for indexPath in selected where indexPath.section < numberOfSections && indexPath.row < numberOfRows(inSection: indexPath.section) {
            selectRow(at: indexPath, animated: false, scrollPosition: .none)
        }
    }
}

extension UICollectionView {
    /// Shows the items the data source now has after items were inserted (headless: at once, as
    /// a reload that keeps the selection of items that still exist; UIKit's count check is not
    /// made).
    public func insertItems(at indexPaths: [IndexPath]) { applyUpdate() }
    /// Shows the data source's items after items were deleted (see ``insertItems(at:)``).
    public func deleteItems(at indexPaths: [IndexPath]) { applyUpdate() }
    /// Makes the items' cells again (see ``insertItems(at:)``).
    public func reloadItems(at indexPaths: [IndexPath]) { applyUpdate() }
    /// Shows an item moved by the data source (see ``insertItems(at:)``).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { applyUpdate() }
    /// Shows sections inserted by the data source (see ``insertItems(at:)``).
    public func insertSections(_ sections: IndexSet) { applyUpdate() }
    /// Shows sections deleted by the data source (see ``insertItems(at:)``).
    public func deleteSections(_ sections: IndexSet) { applyUpdate() }
    /// Makes the sections' cells again (see ``insertItems(at:)``).
    public func reloadSections(_ sections: IndexSet) { applyUpdate() }

    /// Runs `updates` as one group, then shows the result and calls `completion` with `true`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updateDepth += 1
        updates?()
        updateDepth -= 1
        applyUpdate()
        completion?(true)
    }

    private func applyUpdate() {
        guard updateDepth == 0 else { return }
        let selected = indexPathsForSelectedItems ?? []
        reloadData()
        for indexPath in selected where indexPath.section < numberOfSections && indexPath.item < numberOfItems(inSection: indexPath.section) {
            selectItem(at: indexPath, animated: false, scrollPosition: [])
        }
    }
}
