@testable import AdaptiveKit
import Foundation
import Testing

/// The headless driver: taps, typing, bar items, menus, rows, finders, deferred work.
@MainActor
@Suite("Headless driver")
struct DriverTests {
    final class Screen: UIViewController, UITextFieldDelegate, UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        override class var actionMethods: [ActionMethod] {
            [.init("done:", Self.done), .init("add", Self.add)]
        }
        func done(_ sender: UIBarButtonItem) { log.append("done \(sender.title ?? "")") }
        func add() { log.append("add") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            string != "!"
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("return"); return true }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("selected \(indexPath.row)") }
    }

    private func setUp() throws -> (UIWindow, Screen) {
        let window = try ViewFixtures.window()
        let screen = Screen()
        let navigation = UINavigationController(rootViewController: screen)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        return (window, screen)
    }

    @Test("a covered view, a hidden view and a view that takes no touches are errors naming what gets the touch")
    func errors() throws {
        let (window, screen) = try setUp()
        let button = UIButton(type: .system)
        button.setTitle("Hidden Treasure", for: .normal)
        button.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
        screen.view.addSubview(button)
        let cover = UIView(frame: CGRect(x: 0, y: 150, width: 375, height: 200))
        cover.accessibilityIdentifier = "cover"
        screen.view.addSubview(cover)
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("tap") }, for: .touchUpInside)
        #expect {
            try window.tap(button)
        } throws: { error in
            "\(error)".contains("is covered") && "\(error)".contains("identifier \"cover\"")
        }
        #expect(log.isEmpty)
        cover.isHidden = true
        try window.tap(button)
        #expect(log == ["tap"])
        button.isHidden = true
        #expect(throws: DrivingError.self) { try window.tap(button) }
        let label = UILabel(frame: CGRect(x: 20, y: 400, width: 100, height: 20))
        screen.view.addSubview(label)
        #expect {
            try window.tap(label)
        } throws: { error in
            "\(error)".contains("does not take touches")
        }
        #expect(throws: DrivingError.self) { try window.tap(UIView()) }
    }

    @Test("finding views by accessibility identifier, label and title")
    func finders() throws {
        let (window, screen) = try setUp()
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.accessibilityIdentifier = "play"
        let label = UILabel()
        label.text = "Score"
        screen.view.addSubview(button)
        screen.view.addSubview(label)
        #expect(window.view(withAccessibilityIdentifier: "play") === button)
        #expect(window.button(titled: "Play") === button)
        #expect(window.views(withAccessibilityLabel: "Score") == [label])
        #expect(window.label(withText: "Score") === label)
        #expect(button.accessibilityLabel == "Play", "a button's label is its title by default")
        label.isHidden = true
        #expect(window.label(withText: "Score") == nil, "hidden views are not found")
    }

    @Test("typing: the field becomes first responder, the delegate vets each character, editing events are sent")
    func typing() throws {
        let (window, screen) = try setUp()
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34))
        field.delegate = screen
        screen.view.addSubview(field)
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("changed") }, for: .editingChanged)
        field.addAction(UIAction { _ in events.append("exit") }, for: .editingDidEndOnExit)
        field.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)
        try window.type("Hi!\n", into: field)
        #expect(field.text == "Hi")
        #expect(events == ["begin", "changed", "changed", "exit", "end"])
        #expect(screen.log == ["return"])
        #expect(!field.isFirstResponder, "editingDidEndOnExit with actions ends editing")
    }

    @Test("pressing bar button items: target–action, primary action, a menu chosen by title, a disabled item")
    func barItems() throws {
        let (window, screen) = try setUp()
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: screen, action: "done:")
        var chosen: [String] = []
        let menu = UIMenu(title: "Sort", children: [
            UIAction(title: "Name") { _ in chosen.append("Name") },
            UIMenu(title: "More", options: .displayInline, children: [UIAction(title: "Date") { _ in chosen.append("Date") }]),
        ])
        let sort = UIBarButtonItem(title: "Sort", menu: menu)
        screen.navigationItem.rightBarButtonItems = [done, sort]
        let add = UIBarButtonItem(primaryAction: UIAction(title: "Add") { _ in chosen.append("add") })
        screen.navigationItem.leftBarButtonItem = add
        window.layoutIfNeeded()
        try window.press(done)
        #expect(screen.log == ["done Done"])
        try window.press(add)
        #expect(chosen == ["add"])
        #expect(add.title == "Add")
        try window.press(sort)
        #expect(window.presentedMenu === menu)
        try window.chooseMenuItem(titled: "Date")
        #expect(chosen == ["add", "Date"])
        #expect(window.presentedMenu == nil)
        done.isEnabled = false
        try window.press(done)
        #expect(screen.log == ["done Done"])
        #expect(window.barButtonItem(titled: "Sort") === sort)
    }

    @Test("a tap on a bar item's place in the bar presses it")
    func tapOnBar() throws {
        let (window, screen) = try setUp()
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: screen, action: "add")
        screen.navigationItem.rightBarButtonItem = add
        window.layoutIfNeeded()
        let bar = try #require(screen.navigationController?.navigationBar)
        let frame = try #require(bar.frame(for: add))
        window.tap(at: bar.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))
        #expect(screen.log == ["add"])
    }

    @Test("selecting a row taps its cell and calls the delegate")
    func selectRow() throws {
        let (window, screen) = try setUp()
        let table = UITableView(frame: screen.view.bounds, style: .plain)
        table.dataSource = screen
        table.delegate = screen
        screen.view.addSubview(table)
        window.layoutIfNeeded()
        try window.selectRow(at: IndexPath(row: 2, section: 0), in: table)
        #expect(screen.log == ["selected 2"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("blocks a step queued on the main queue run at drainMainQueue()")
    func drainsMainQueue() async throws {
        final class Log: @unchecked Sendable { var entries: [String] = [] }
        let (window, screen) = try setUp()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 200, width: 100, height: 44)
        screen.view.addSubview(button)
        let log = Log()
        button.addAction(UIAction { _ in
            DispatchQueue.main.async { log.entries.append("async") }
            log.entries.append("tap")
        }, for: .touchUpInside)
        try window.tap(button)
        #expect(log.entries == ["tap"])
        await window.drainMainQueue()
        #expect(log.entries == ["tap", "async"])
    }

    @Test("the back button pops the navigation controller")
    func back() throws {
        let (window, screen) = try setUp()
        let detail = UIViewController()
        screen.navigationController?.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        let bar = try #require(screen.navigationController?.navigationBar)
        let back = try #require(bar.backButtonFrame)
        window.tap(at: bar.convert(CGPoint(x: back.midX, y: back.midY), to: nil))
        #expect(screen.navigationController?.topViewController === screen)
    }

    @Test("tapBackButton goes back in the frontmost navigation controller, not in one covered by a presentation")
    func tapBackButtonFrontmost() throws {
        let (window, screen) = try setUp()
        let navigation = try #require(screen.navigationController)
        navigation.pushViewController(UIViewController(), animated: false)
        let presentedRoot = UIViewController()
        let presented = UINavigationController(rootViewController: presentedRoot)
        presented.pushViewController(UIViewController(), animated: false)
        presented.modalPresentationStyle = .overFullScreen   // the presenter's bar stays in the window, covered
        screen.present(presented, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.window === window)
        try window.tapBackButton()
        #expect(presented.topViewController === presentedRoot, "the presented stack went back")
        #expect(navigation.viewControllers.count == 2, "the covered stack is untouched")
    }
}
