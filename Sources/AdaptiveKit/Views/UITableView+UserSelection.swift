import Foundation

// Selection by the user, as a tap on a row or item makes it. A minimal entry point for the
// headless driver (``UIWindow/selectRow(at:in:)``); the full version (will-select, highlight,
// deselection, cell segues) replaces this file.

extension UITableView {
    /// Selects a row as a tap on it does: selects it and calls the delegate's
    /// `tableView(_:didSelectRowAt:)`.
    func userSelectRow(at indexPath: IndexPath) {
        selectRow(at: indexPath, animated: false, scrollPosition: .none)
        (delegate as? any UITableViewDelegate)?.tableView(self, didSelectRowAt: indexPath)
    }
}

extension UICollectionView {
    /// Selects an item as a tap on it does: marks its cell selected and calls the delegate's
    /// `collectionView(_:didSelectItemAt:)` (the collection view keeps no selection list yet).
    func userSelectItem(at indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isSelected = true
        (delegate as? any UICollectionViewDelegate)?.collectionView(self, didSelectItemAt: indexPath)
    }
}
