@testable import AdaptiveKit
import Foundation
import Testing

/// A table data source and delegate that logs the selection callbacks and can redirect or refuse.
@MainActor
private final class SelectionLog: NSObject, UITableViewDataSource, UITableViewDelegate {
    var entries: [String] = []
    var redirect: [IndexPath: IndexPath?] = [:]
    var keepSelected: Set<IndexPath> = []
    var unhighlightable: Set<IndexPath> = []

    private func name(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = name(indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        entries.append("shouldHighlight \(name(indexPath))")
        return !unhighlightable.contains(indexPath)
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        entries.append("didHighlight \(name(indexPath)) cell.isHighlighted=\(tableView.cellForRow(at: indexPath)?.isHighlighted == true)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { entries.append("didUnhighlight \(name(indexPath))") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        entries.append("willSelect \(name(indexPath))")
        return redirect[indexPath] ?? indexPath
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        entries.append("willDeselect \(name(indexPath))")
        return keepSelected.contains(indexPath) ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        entries.append("didSelect \(name(indexPath)) cell.isSelected=\(tableView.cellForRow(at: indexPath)?.isSelected == true)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { entries.append("didDeselect \(name(indexPath))") }
}

@MainActor
@Suite("The user's selection in table and collection views")
struct ListSelectionTests {
    private func table(source: SelectionLog) throws -> (UIWindow, UITableView) {
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table)
    }

    @Test("a tap on a row: highlight, willSelect, unhighlight, the previous row deselected, didSelect; cells follow")
    func singleSelectionOrder() throws {
        let source = SelectionLog()
        let (window, table) = try table(source: source)
        defer { withExtendedLifetime(window) {} }
        table.userSelectRow(at: IndexPath(row: 1, section: 0))
        source.entries = []
        table.userSelectRow(at: IndexPath(row: 3, section: 0))
        #expect(source.entries == [
            "shouldHighlight 0.3", "didHighlight 0.3 cell.isHighlighted=true",
            "willSelect 0.3", "didUnhighlight 0.3",
            "willDeselect 0.1", "didDeselect 0.1",
            "didSelect 0.3 cell.isSelected=true",
        ])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isHighlighted == false)
    }

    @Test("willSelectRowAt may redirect the selection or refuse it; willDeselectRowAt may keep a row selected")
    func redirectAndRefuse() throws {
        let source = SelectionLog()
        let (window, table) = try table(source: source)
        defer { withExtendedLifetime(window) {} }
        source.redirect[IndexPath(row: 0, section: 0)] = IndexPath(row: 4, section: 0)
        table.userSelectRow(at: IndexPath(row: 0, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(source.entries.last == "didSelect 0.4 cell.isSelected=true")
        source.redirect[IndexPath(row: 2, section: 0)] = .some(nil)
        source.entries = []
        table.userSelectRow(at: IndexPath(row: 2, section: 0))
        #expect(source.entries == ["shouldHighlight 0.2", "didHighlight 0.2 cell.isHighlighted=true", "willSelect 0.2", "didUnhighlight 0.2"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        source.keepSelected = [IndexPath(row: 4, section: 0)]
        table.userSelectRow(at: IndexPath(row: 1, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 4, section: 0)])
    }

    @Test("shouldHighlightRowAt false stops the selection; allowsSelection off ignores taps")
    func highlightRefusedAndSelectionOff() throws {
        let source = SelectionLog()
        let (window, table) = try table(source: source)
        defer { withExtendedLifetime(window) {} }
        source.unhighlightable = [IndexPath(row: 0, section: 0)]
        table.userSelectRow(at: IndexPath(row: 0, section: 0))
        #expect(source.entries == ["shouldHighlight 0.0"])
        #expect(table.indexPathForSelectedRow == nil)
        source.entries = []
        table.allowsSelection = false
        table.userSelectRow(at: IndexPath(row: 1, section: 0))
        #expect(source.entries.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
        table.allowsSelection = true
        table.userSelectRow(at: IndexPath(row: 9, section: 0))
        #expect(source.entries.isEmpty, "a row that does not exist is not selected")
    }

    @Test("multiple selection: taps add rows, a tap on a selected row deselects it")
    func multipleSelection() throws {
        let source = SelectionLog()
        let (window, table) = try table(source: source)
        defer { withExtendedLifetime(window) {} }
        table.allowsMultipleSelection = true
        table.userSelectRow(at: IndexPath(row: 0, section: 0))
        table.userSelectRow(at: IndexPath(row: 2, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        source.entries = []
        table.userSelectRow(at: IndexPath(row: 0, section: 0))
        #expect(source.entries == [
            "shouldHighlight 0.0", "didHighlight 0.0 cell.isHighlighted=true",
            "willDeselect 0.0", "didUnhighlight 0.0", "didDeselect 0.0",
        ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    }

    @Test("a table view controller clears its selection when its view appears again (clearsSelectionOnViewWillAppear)")
    func clearsSelectionOnViewWillAppear() throws {
        final class List: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            var selected: [IndexPath] = []
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                selected.append(indexPath)
                navigationController?.pushViewController(UIViewController(), animated: true)
            }
        }
        let list = List(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        list.tableView.userSelectRow(at: IndexPath(row: 1, section: 0))
        #expect(list.selected == [IndexPath(row: 1, section: 0)], "a subclass's override is called")
        #expect(navigation.viewControllers.count == 2)
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0), "selected while the detail shows")
        navigation.popViewController(animated: true)
        #expect(list.tableView.indexPathForSelectedRow == nil)
        list.clearsSelectionOnViewWillAppear = false
        list.tableView.userSelectRow(at: IndexPath(row: 2, section: 0))
        navigation.popViewController(animated: true)
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("a collection view: highlight, shouldSelect, unhighlight, the previous item deselected, didSelect; multiple selection toggles")
    func collectionViewSelection() throws {
        final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
            var entries: [String] = []
            var refused: Set<Int> = []
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
                entries.append("didHighlight \(indexPath.item) \(collectionView.cellForItem(at: indexPath)?.isHighlighted == true)")
            }
            func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { entries.append("didUnhighlight \(indexPath.item)") }
            func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
                entries.append("shouldSelect \(indexPath.item)")
                return !refused.contains(indexPath.item)
            }
            func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
                entries.append("shouldDeselect \(indexPath.item)")
                return true
            }
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                entries.append("didSelect \(indexPath.item) \(collectionView.cellForItem(at: indexPath)?.isSelected == true)")
            }
            func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { entries.append("didDeselect \(indexPath.item)") }
        }
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let items = Items()
        collection.dataSource = items
        collection.delegate = items
        window.addSubview(collection)
        window.layoutIfNeeded()
        collection.userSelectItem(at: IndexPath(item: 1, section: 0))
        items.entries = []
        collection.userSelectItem(at: IndexPath(item: 4, section: 0))
        #expect(items.entries == [
            "didHighlight 4 true", "shouldSelect 4", "didUnhighlight 4",
            "shouldDeselect 1", "didDeselect 1", "didSelect 4 true",
        ])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        items.refused = [2]
        #expect(collection.userSelectItem(at: IndexPath(item: 2, section: 0)) == nil)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        collection.allowsMultipleSelection = true
        collection.userSelectItem(at: IndexPath(item: 0, section: 0))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0), IndexPath(item: 0, section: 0)])
        collection.userSelectItem(at: IndexPath(item: 4, section: 0))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        collection.allowsSelection = false
        #expect(collection.userSelectItem(at: IndexPath(item: 3, section: 0)) == nil)
    }
}
