@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Table editing: the Edit button, swipe actions, deleting and moving rows")
struct TableEditingTests {
    /// A to-do list as an iOS app writes one: deletions and moves committed to its array.
    final class Todos: UITableViewController {
        var items = ["Milk", "Eggs", "Bread"]
        var archived: [String] = []

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            if editingStyle == .delete {
                items.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .fade)
            }
        }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }
        override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Archive") { _, view, done in
                self.archived.append((view as? UITableViewCell)?.textLabel?.text ?? "?")
                done(true)
            }])
        }
    }

    private func show(_ controller: UIViewController) throws -> UIWindow {
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        return window
    }

    @Test("the Edit button toggles editing: its title, the table's mode, the rows' editing controls moving the content")
    func editButton() throws {
        let todos = Todos(style: .plain)
        todos.navigationItem.rightBarButtonItem = todos.editButtonItem
        let window = try show(todos)
        let cell = try #require(todos.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let before = cell.contentView.frame.minX
        #expect(todos.editButtonItem.title == "Edit")
        try window.press(todos.editButtonItem)
        window.layoutIfNeeded()
        #expect(todos.isEditing && todos.tableView.isEditing && cell.isEditing)
        #expect(todos.editButtonItem.title == "Done" && todos.editButtonItem.style == .done)
        #expect(cell.contentView.frame.minX == before + 38)
        try window.press(todos.editButtonItem)
        #expect(!todos.tableView.isEditing && todos.editButtonItem.title == "Edit")
    }

    @Test("swiping a row: Delete commits the deletion; a leading action runs with the row's cell; moving while editing reorders")
    func swipeAndMove() throws {
        let todos = Todos(style: .plain)
        let window = try show(todos)
        let table = todos.tableView!
        #expect(try window.swipeActions(forRowAt: IndexPath(row: 1, section: 0), in: table).map(\.title) == ["Delete"])
        try window.deleteRow(at: IndexPath(row: 1, section: 0), in: table)
        #expect(todos.items == ["Milk", "Bread"])
        window.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 2)
        try window.performSwipeAction(titled: "Archive", forRowAt: IndexPath(row: 1, section: 0), in: table)
        #expect(todos.archived == ["Bread"])
        #expect(throws: DrivingError.self) { try window.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0), in: table) }
        todos.setEditing(true, animated: false)
        try window.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0), in: table)
        window.layoutIfNeeded()
        #expect(todos.items == ["Bread", "Milk"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Bread")
    }

    @Test("a data source that commits nothing offers no deletion")
    func noCommit() throws {
        final class ReadOnly: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let list = ReadOnly(style: .plain)
        let window = try show(list)
        #expect(throws: DrivingError.self) { try window.deleteRow(at: IndexPath(row: 0, section: 0), in: list.tableView) }
        #expect(list.tableView.numberOfRows(inSection: 0) == 2)
    }
}
