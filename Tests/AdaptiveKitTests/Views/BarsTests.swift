@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Navigation bars, toolbars and tab bars")
struct BarsTests {
    @Test("a navigation bar is 44 high below the status bar; title centred, buttons at the edges")
    func navigationBar() throws {
        try TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            let window = try ViewFixtures.window()
            let bar = ViewFixtures.add(UINavigationBar(frame: .zero), to: window)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                bar.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            ])
            let root = UINavigationItem(title: "Mail")
            let item = UINavigationItem(title: "Inbox")
            let edit = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
            item.rightBarButtonItem = edit
            bar.setItems([root, item], animated: false)
            window.layoutIfNeeded()
            #expect(bar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
            #expect(bar.topItem === item)
            #expect(bar.backItem === root)
            #expect(bar.backButtonTitle == "Mail")
            // "Inbox" at 17 pt: 42.5 → 43 wide, 17 high.
            #expect(bar.titleFrame == CGRect(x: 166, y: 13.5, width: 43, height: 17))
            // "Edit": 34 wide, 16 from the trailing edge.
            #expect(bar.frame(for: edit) == CGRect(x: 325, y: 0, width: 34, height: 44))
            // Back: 8 from the edge, 13 + 6 + "Mail" (34).
            #expect(bar.backButtonFrame == CGRect(x: 8, y: 0, width: 53, height: 44))
        }
    }

    @Test("a toolbar is 44 high; flexible spaces share the free width")
    func toolbar() throws {
        let window = try ViewFixtures.window()
        let toolbar = ViewFixtures.add(UIToolbar(frame: .zero), to: window)
        NSLayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        let first = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let second = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        toolbar.items = [first, .flexibleSpace(), second]
        window.layoutIfNeeded()
        #expect(toolbar.frame == CGRect(x: 0, y: 623, width: 375, height: 44))
        #expect(toolbar.frame(for: first) == CGRect(x: 16, y: 0, width: 30, height: 44))
        #expect(toolbar.frame(for: second) == CGRect(x: 329, y: 0, width: 30, height: 44))
    }

    @Test("a tab bar is 49 high, 83 when it reaches the home indicator of a notched phone")
    func tabBar() throws {
        let window = try ViewFixtures.window("iPhone X")
        let bottomBar = ViewFixtures.add(UITabBar(frame: .zero), to: window)
        NSLayoutConstraint.activate([
            bottomBar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            bottomBar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            bottomBar.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        let items = [UITabBarItem(tabBarSystemItem: .favorites, tag: 1), UITabBarItem(title: "Two", image: nil, tag: 2)]
        bottomBar.items = items
        bottomBar.selectedItem = items[1]
        window.layoutIfNeeded()
        #expect(bottomBar.frame == CGRect(x: 0, y: 729, width: 375, height: 83))
        #expect(bottomBar.frameForItem(at: 1) == CGRect(x: 187.5, y: 0, width: 187.5, height: 49))
        #expect(items[0].title == "Favorites")

        let safeBar = ViewFixtures.add(UITabBar(frame: .zero), to: window)
        NSLayoutConstraint.activate([
            safeBar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            safeBar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            safeBar.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(safeBar.frame == CGRect(x: 0, y: 729, width: 375, height: 49))

        let phone = try ViewFixtures.window("iPhone 8")
        let plain = ViewFixtures.add(UITabBar(frame: .zero), to: phone)
        NSLayoutConstraint.activate([
            plain.leadingAnchor.constraint(equalTo: phone.leadingAnchor),
            plain.trailingAnchor.constraint(equalTo: phone.trailingAnchor),
            plain.bottomAnchor.constraint(equalTo: phone.bottomAnchor),
        ])
        phone.layoutIfNeeded()
        #expect(plain.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
    }
}
