@testable import AdaptiveKit
import Foundation
import Testing

@Suite("Constraint changes deep in a tree")
@MainActor
struct DeepConstraintChangeTests {
    @Test("a constraint activated on a nested view moves it at the next layout")
    func nestedActivation() {
        let window = LayoutFixtures.window()
        let outer = UIView()
        outer.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(outer)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: window.leadingAnchor), outer.topAnchor.constraint(equalTo: window.topAnchor),
            outer.widthAnchor.constraint(equalToConstant: 200), outer.heightAnchor.constraint(equalToConstant: 200),
        ])
        let middle = UIView()
        middle.translatesAutoresizingMaskIntoConstraints = false
        outer.addSubview(middle)
        NSLayoutConstraint.activate([
            middle.leadingAnchor.constraint(equalTo: outer.leadingAnchor), middle.topAnchor.constraint(equalTo: outer.topAnchor),
            middle.widthAnchor.constraint(equalToConstant: 100), middle.heightAnchor.constraint(equalToConstant: 100),
        ])
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        middle.addSubview(inner)
        let height = inner.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: middle.leadingAnchor), inner.topAnchor.constraint(equalTo: middle.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 10), height,
        ])
        window.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        height.isActive = false
        inner.heightAnchor.constraint(equalToConstant: 40).isActive = true
        window.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 10, height: 40))
    }

    @Test("a view that starts translating its autoresizing mask is held at its frame")
    func translatesAutoresizingMaskLater() {
        let window = LayoutFixtures.window()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(container)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        view.translatesAutoresizingMaskIntoConstraints = true
        view.autoresizingMask = []
        view.frame = CGRect(x: 10, y: 10, width: 120, height: 80)
        container.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 120, height: 80))
    }
}

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
    func deepMoveUpdatesInsets() {
        let window = LayoutFixtures.window("iPhone X")
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
    func subviewOfMovedView() {
        let window = LayoutFixtures.window()
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
    func buttonTitlesDuringLayout() {
        let window = LayoutFixtures.window()
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

@Suite("Views placed by their autoresizing masks")
@MainActor
struct AutoresizingContentSizeTests {
    @Test("a label placed in code has no content-size constraints; its frame holds when its text changes, and it sizes to its text once it uses Auto Layout")
    func translatingLabel() throws {
        let window = LayoutFixtures.window()
        let label = UILabel(frame: CGRect(x: 20, y: 40, width: 50, height: 30))
        label.text = "Hello"
        window.addSubview(label)
        window.layoutIfNeeded()
        let engine = try #require(window.existingLayoutEngine)
        #expect(engine.systemConstraints[ObjectIdentifier(label)]?.contentSize.isEmpty == true)
        label.text = "A much longer text than fits in fifty points"
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 20, y: 40, width: 50, height: 30))

        label.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
        ])
        window.layoutIfNeeded()
        #expect(window.existingLayoutEngine?.systemConstraints[ObjectIdentifier(label)]?.contentSize.count == 4)
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.width > 50)
    }
}

@Suite("Parts placed by their owners")
@MainActor
struct OwnerPlacedPartsTests {
    /// A window whose root view holds one system button pinned at (16, 40), made before the
    /// window's first layout (so the engine is built with the button in it).
    private func windowWithButton() -> (UIWindow, UIButton, NSLayoutConstraint) {
        let window = UIWindow(device: try! Device.named("iPhone 8"), orientation: .portrait)
        let controller = UIViewController()
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(button)
        let width = button.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
            button.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 40),
            width,
        ])
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, button, width)
    }

    @Test("a button's title label is placed by the button, not the solver, and follows the button's size")
    func titleLabelPlacedByButton() throws {
        let (window, button, width) = windowWithButton()
        let engine = try #require(window.existingLayoutEngine)
        let title = try #require(button.titleLabel)
        #expect(engine.rects[ObjectIdentifier(title)] == nil, "no variables for the title label")
        #expect(engine.ownerPlacedViewsLeftOut == 1)
        #expect(button.frame.minX == 16 && button.frame.width == 200)
        #expect(title.frame.width > 0 && abs(title.frame.midX - 100) <= 0.5)
        width.constant = 300
        window.layoutIfNeeded()
        #expect(button.frame.width == 300)
        #expect(abs(title.frame.midX - 150) <= 0.5, "the button lays its title out again")
    }

    @Test("a constraint that names the title label brings it into the solver, at the frame the button gives it")
    func constraintNamingTitleLabel() throws {
        let (window, button, _) = windowWithButton()
        let engine = try #require(window.existingLayoutEngine)
        let title = try #require(button.titleLabel)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        button.superview!.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            badge.centerYAnchor.constraint(equalTo: title.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 10),
            badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(engine.rects[ObjectIdentifier(title)] != nil)
        let titleInWindow = button.convert(title.frame, to: button.superview)
        // (Within the pixel grid: the solved frame is rounded to half points on a 2x screen.)
        #expect(abs(badge.frame.minX - (titleInWindow.maxX + 8)) <= 0.25)
        #expect(abs(badge.frame.midY - titleInWindow.midY) <= 0.5)
        #expect(!badge.hasAmbiguousLayout)
    }
}
