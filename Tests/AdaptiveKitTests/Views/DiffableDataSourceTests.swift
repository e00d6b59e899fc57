@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Diffable data sources and table updates")
struct DiffableDataSourceTests {
    enum Section: Hashable, Sendable { case fruit, vegetables }

    @Test("a snapshot keeps sections and items in order; duplicates and unknown anchors are refused and reported when applied")
    func snapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendItems(["orphan"])
        #expect(snapshot.numberOfItems == 0, "no section to append to")
        snapshot.appendSections([.fruit, .vegetables])
        snapshot.appendItems(["apple", "pear"], toSection: .fruit)
        snapshot.appendItems(["leek"])
        snapshot.insertItems(["fig"], beforeItem: "pear")
        snapshot.insertItems(["kale"], afterItem: "leek")
        snapshot.appendItems(["apple"], toSection: .vegetables)
        snapshot.insertItems(["plum"], afterItem: "mango")
        #expect(snapshot.itemIdentifiers == ["apple", "fig", "pear", "leek", "kale"])
        #expect(snapshot.sectionIdentifier(containingItem: "kale") == .vegetables)
        #expect(snapshot.indexOfItem("pear") == 2)
        snapshot.moveItem("apple", afterItem: "kale")
        snapshot.deleteItems(["fig"])
        #expect(snapshot.itemIdentifiers(inSection: .fruit) == ["pear"])
        #expect(snapshot.itemIdentifiers(inSection: .vegetables) == ["leek", "kale", "apple"])
        snapshot.moveSection(.vegetables, beforeSection: .fruit)
        #expect(snapshot.sectionIdentifiers == [.vegetables, .fruit])
        snapshot.reloadItems(["pear"])
        #expect(snapshot.reloadedItemIdentifiers == ["pear"])

        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { _, _, item in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = item
            return cell
        }
        LayoutDiagnostics.shared.removeAll()
        source.apply(snapshot)
        let messages = LayoutDiagnostics.shared.reports.map(\.message)
        #expect(messages.contains("There are currently no sections in the data source. Please add a section first."))
        #expect(messages.contains("Fatal: supplied item identifiers are not unique."))
        #expect(messages.contains { $0.hasPrefix("Invalid item identifier") })
    }

    @Test("a table's diffable data source: the table shows the applied snapshot, cells from the provider, index paths both ways")
    func tableDataSource() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        var madeFor: [String] = []
        let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { _, _, item in
            madeFor.append(item)
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = item
            return cell
        }
        #expect(table.dataSource === source)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit, .vegetables])
        snapshot.appendItems(["apple", "pear"], toSection: .fruit)
        snapshot.appendItems(["leek"], toSection: .vegetables)
        var completed = false
        source.apply(snapshot, animatingDifferences: true) { completed = true }
        #expect(completed)
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "pear")
        #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "leek")
        #expect(source.indexPath(for: "pear") == IndexPath(row: 1, section: 0))
        var next = source.snapshot()
        next.deleteItems(["apple"])
        source.apply(next)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "pear")
        #expect(madeFor.contains("leek"))
    }

    @Test("a collection view's diffable data source shows the applied snapshot")
    func collectionDataSource() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { _, _, item in
            let cell = UICollectionViewCell(frame: .zero)
            cell.tag = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([10, 20, 30])
        source.apply(snapshot)
        collection.layoutIfNeeded()
        #expect(collection.numberOfItems(inSection: 0) == 3)
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.tag == 30)
        #expect(source.indexPath(for: 20) == IndexPath(item: 1, section: 0))
    }

    /// A list whose rows the user deletes, as an iOS app writes it.
    final class Names: NSObject, UITableViewDataSource {
        var names = ["Ann", "Bob", "Cy"]
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = names[indexPath.row]
            return cell
        }
    }

    @Test("deleteRows and batch updates show the data source's new rows and keep the selection of rows that remain")
    func tableUpdates() {
        let names = Names()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.dataSource = names
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        names.names.remove(at: 2)
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        var finished = false
        table.performBatchUpdates({
            names.names.append("Di")
            table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            #expect(table.numberOfRows(inSection: 0) == 2, "shown at the end of the group")
        }, completion: { finished = $0 })
        table.layoutIfNeeded()
        #expect(finished)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Di")
    }
}
