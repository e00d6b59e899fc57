@testable import AdaptiveKit
import Foundation
import Testing

/// Constraints changed while a layout pass runs (in `viewWillLayoutSubviews`, `layoutSubviews`,
/// `viewDidLayoutSubviews`) reach the frames in the same `layoutIfNeeded()`, as UIKit's pass
/// solves again before it places subviews.
@MainActor
@Suite("Constraints changed during the layout pass")
struct ConstraintsChangedDuringLayoutTests {
    /// Changes a constraint in `viewWillLayoutSubviews`: the box is as wide as the view is tall ÷ 4.
    final class ResizingController: UIViewController {
        let box = UIView()
        var width: NSLayoutConstraint!
        var activatedLate: [NSLayoutConstraint] = []
        let late = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            for view in [box, late] {
                view.translatesAutoresizingMaskIntoConstraints = false
                self.view.addSubview(view)
            }
            width = box.widthAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([
                width, box.heightAnchor.constraint(equalToConstant: 10),
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor), box.topAnchor.constraint(equalTo: view.topAnchor),
            ])
        }

        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            width.constant = view.bounds.height / 4
            if activatedLate.isEmpty {
                activatedLate = [
                    late.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 5),
                    late.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 7),
                    late.widthAnchor.constraint(equalTo: box.widthAnchor),
                    late.heightAnchor.constraint(equalToConstant: 3),
                ]
                NSLayoutConstraint.activate(activatedLate)
            }
        }
    }

    @Test("a constant changed and constraints activated in viewWillLayoutSubviews give final frames in one pass")
    func controllerChangesInWillLayout() throws {
        let controller = ResizingController()
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        // 667 / 4 = 166.75 pt, 167 on the 2× pixel grid.
        #expect(controller.box.frame == CGRect(x: 0, y: 0, width: 167, height: 10))
        #expect(controller.late.frame == CGRect(x: 7, y: 15, width: 167, height: 3))
        window.rotate(to: .landscapeLeft)
        // 375 / 4 = 93.75 pt, 94 on the grid.
        #expect(controller.box.frame.width == 94)
        #expect(controller.late.frame.width == 94)
    }

    /// A view that keeps its inner view's height at half its own width, in `layoutSubviews`.
    final class HalfHeightView: UIView {
        let inner = UIView()
        var innerHeight: NSLayoutConstraint!

        override init(frame: CGRect) {
            super.init(frame: frame)
            inner.translatesAutoresizingMaskIntoConstraints = false
            addSubview(inner)
            innerHeight = inner.heightAnchor.constraint(equalToConstant: 0)
            NSLayoutConstraint.activate([
                innerHeight, inner.topAnchor.constraint(equalTo: topAnchor),
                inner.leadingAnchor.constraint(equalTo: leadingAnchor), inner.trailingAnchor.constraint(equalTo: trailingAnchor),
                inner.bottomAnchor.constraint(equalTo: bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func layoutSubviews() {
            innerHeight.constant = bounds.width / 2
            super.layoutSubviews()
        }
    }

    @Test("a view's layoutSubviews that changes a constraint moves its siblings in the same pass")
    func viewChangesInLayoutSubviews() throws {
        let window = try LayoutFixtures.window()
        let half = HalfHeightView()
        half.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(half)
        let below = LayoutFixtures.constrainedView(in: window)
        NSLayoutConstraint.activate([
            half.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            half.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            half.widthAnchor.constraint(equalToConstant: 200),
            below.topAnchor.constraint(equalTo: half.bottomAnchor),
            below.leadingAnchor.constraint(equalTo: half.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 5),
            below.heightAnchor.constraint(equalToConstant: 5),
        ])
        window.layoutIfNeeded()
        #expect(half.frame == CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(half.inner.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(below.frame.minY == 120)
        #expect(!window.layoutState.needsLayout && !half.layoutState.needsLayout && !below.layoutState.needsLayout)
    }

    @Test("a constant changed in viewDidLayoutSubviews of a child controller reaches the frames in the same pass")
    func childChangesInDidLayout() throws {
        final class Child: UIViewController {
            var onDidLayout: () -> Void = {}
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                onDidLayout()
            }
        }
        let parent = UIViewController()
        let child = Child()
        parent.addChild(child)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let sibling = LayoutFixtures.constrainedView(in: parent.view)
        let childHeight = child.view.heightAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            child.view.topAnchor.constraint(equalTo: parent.view.topAnchor, constant: 100),
            child.view.leadingAnchor.constraint(equalTo: parent.view.leadingAnchor),
            child.view.widthAnchor.constraint(equalToConstant: 100), childHeight,
            sibling.topAnchor.constraint(equalTo: child.view.bottomAnchor),
            sibling.leadingAnchor.constraint(equalTo: parent.view.leadingAnchor),
            sibling.widthAnchor.constraint(equalToConstant: 1), sibling.heightAnchor.constraint(equalToConstant: 1),
        ])
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        #expect(sibling.frame.minY == 150)
        child.onDidLayout = { childHeight.constant = 80 }
        child.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(child.view.frame.height == 80)
        #expect(sibling.frame.minY == 180)
    }
}
