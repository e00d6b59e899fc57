@testable import AdaptiveKit
import Foundation
import Testing

/// The passes after a solve visit only the views whose variables changed and what hangs below
/// them (`LayoutEngine.ChangedEntries`); these check that nothing they skip goes stale.
@Suite("Passes after a solve follow only what moved")
@MainActor
struct IncrementalPassTests {
    private func pin(_ view: UIView, to guide: UILayoutGuide) {
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor), view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: guide.topAnchor), view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    @Test("a view moved deep in the tree gets new safe-area insets, its subview follows, its sibling keeps its own")
    func deepMoveUpdatesInsets() throws {
        let window = try LayoutFixtures.window("iPhone X")
        let container = LayoutFixtures.constrainedView(in: window)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            container.topAnchor.constraint(equalTo: window.topAnchor),
            container.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        let moving = LayoutFixtures.constrainedView(in: container)
        let top = moving.topAnchor.constraint(equalTo: container.topAnchor, constant: 200)
        NSLayoutConstraint.activate([
            moving.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            moving.widthAnchor.constraint(equalToConstant: 100), moving.heightAnchor.constraint(equalToConstant: 100), top,
        ])
        let inner = LayoutFixtures.constrainedView(in: moving)
        pin(inner, to: moving.safeAreaLayoutGuide)
        // A subview held in place by the window: its rectangle never changes, its insets do.
        let anchored = LayoutFixtures.constrainedView(in: moving)
        NSLayoutConstraint.activate([
            anchored.leadingAnchor.constraint(equalTo: window.leadingAnchor), anchored.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            anchored.widthAnchor.constraint(equalToConstant: 20), anchored.heightAnchor.constraint(equalToConstant: 20),
        ])
        let sibling = LayoutFixtures.constrainedView(in: container)
        NSLayoutConstraint.activate([
            sibling.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 200),
            sibling.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            sibling.widthAnchor.constraint(equalToConstant: 100), sibling.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        #expect(moving.safeAreaInsets == .zero)
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(anchored.safeAreaInsets == .zero)
        #expect(sibling.safeAreaInsets == UIEdgeInsets(top: 34, left: 0, bottom: 0, right: 0))

        // Up under the status bar (44 pt on an iPhone X): only `moving` and what hangs below it change.
        top.constant = 4
        window.layoutIfNeeded()
        #expect(moving.frame == CGRect(x: 0, y: 4, width: 100, height: 100))
        #expect(moving.safeAreaInsets == UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0))
        #expect(inner.frame == CGRect(x: 0, y: 40, width: 100, height: 60))
        // Its superview's safe area now starts 44 pt down the screen; it starts at 10.
        #expect(anchored.safeAreaInsets == UIEdgeInsets(top: 34, left: 0, bottom: 0, right: 0))
        #expect(sibling.safeAreaInsets == UIEdgeInsets(top: 34, left: 0, bottom: 0, right: 0))

        // And back.
        top.constant = 200
        window.layoutIfNeeded()
        #expect(moving.safeAreaInsets == .zero)
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(anchored.safeAreaInsets == .zero)
    }

    @Test("a superview that moves while its subview stays put in the window gives the subview a new frame")
    func subviewOfMovedView() throws {
        let window = try LayoutFixtures.window()
        let outer = LayoutFixtures.constrainedView(in: window)
        let left = outer.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            left, outer.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
            outer.widthAnchor.constraint(equalToConstant: 200), outer.heightAnchor.constraint(equalToConstant: 200),
        ])
        let pinned = LayoutFixtures.constrainedView(in: outer)
        // Tied to the window, not to its superview: its place on screen does not change.
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50),
            pinned.topAnchor.constraint(equalTo: window.topAnchor, constant: 60),
            pinned.widthAnchor.constraint(equalToConstant: 20), pinned.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(pinned.frame == CGRect(x: 40, y: 30, width: 20, height: 20))
        left.constant = 30
        window.layoutIfNeeded()
        #expect(outer.frame.minX == 30)
        #expect(pinned.frame == CGRect(x: 20, y: 30, width: 20, height: 20))
    }

    @Test("a button laying out its title label does not disturb the rest of the screen")
    func buttonTitlesDuringLayout() throws {
        let window = try LayoutFixtures.window()
        var previous: UIView = window
        var buttons: [UIButton] = []
        for index in 0..<5 {
            let button = UIButton(type: .system)
            button.setTitle("Button \(index)", for: .normal)
            button.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(button)
            NSLayoutConstraint.activate([
                button.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                index == 0 ? button.topAnchor.constraint(equalTo: window.topAnchor, constant: 40)
                    : button.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 8),
            ])
            buttons.append(button)
            previous = button
        }
        window.layoutIfNeeded()
        for (index, button) in buttons.enumerated() {
            let size = button.intrinsicContentSize
            #expect(button.frame.size == size)
            #expect(button.frame.minY == 40 + CGFloat(index) * (size.height + 8))
            // The title sits inside its button, centred.
            let title = button.titleLabel!.frame
            #expect(title.width > 0 && title.maxX <= button.bounds.width && title.maxY <= button.bounds.height)
            #expect(abs(title.midX - button.bounds.midX) <= 0.5)
        }
    }
}
