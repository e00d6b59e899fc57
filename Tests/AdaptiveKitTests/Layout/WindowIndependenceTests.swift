@testable import AdaptiveKit
import Foundation
import Testing

/// Two windows laid out in one process do not see each other: a layout pass, a hierarchy
/// change or a safe-area write in one leaves the other's engine and passes alone.
@MainActor
@Suite("Windows are independent: no layout state shared between trees")
struct WindowIndependenceTests {
    /// A window on an iPhone 8 showing a controller whose view holds one pinned subview.
    static func window() throws -> (UIWindow, UIViewController, UIView) {
        let controller = UIViewController()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        window.rootViewController = controller
        window.isHidden = false
        window.layoutIfNeeded()
        return (window, controller, child)
    }

    @Test("a hierarchy change in one window does not make the other's engine rebuild its tree")
    func hierarchyChanges() throws {
        let (first, firstController, _) = try Self.window()
        let (second, _, secondChild) = try Self.window()
        let engine = try #require(second.existingLayoutEngine)
        _ = engine.currentTree()
        let identity = engine.tree.identity
        firstController.view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        first.layoutIfNeeded()
        #expect(engine.currentTree().identity == identity, "the second window's tree is unchanged")
        // A change in its own tree still rebuilds it.
        secondChild.addSubview(UIView())
        #expect(engine.currentTree().identity != identity)
    }

    @Test("a view of another window read during a layout pass is laid out first, not stale")
    func readingAnotherWindowDuringAPass() throws {
        let (second, secondController, secondChild) = try Self.window()
        // The second window's root changes and needs layout again.
        secondController.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        #expect(second.layoutState.needsLayout || secondController.view.layoutState.needsLayout)
        final class ReadingView: UIView {
            var read: UIEdgeInsets?
            var target: UIView?
            override func layoutSubviews() {
                super.layoutSubviews()
                read = target?.safeAreaInsets
            }
        }
        let reader = ReadingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        reader.target = secondChild.superview
        let firstWindow = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        firstWindow.addSubview(reader)
        firstWindow.isHidden = false
        firstWindow.layoutIfNeeded()
        // 20 pt status bar + 30 pt additional insets: the second window was laid out for the read.
        #expect(reader.read?.top == 50)
    }

    @Test("descriptions of constraints, anchors and guides do not trap off the main thread")
    func descriptionsOffTheMainThread() async throws {
        let (_, controller, child) = try Self.window()
        let constraint = try #require(controller.view.constraints.first)
        let anchor = child.leadingAnchor
        let guide = controller.view.safeAreaLayoutGuide
        #expect(constraint.description.contains("NSLayoutConstraint"))
        let texts = await Task.detached {
            [constraint.description, anchor.description, guide.description]
        }.value
        #expect(texts[0].hasPrefix("<NSLayoutConstraint:0x"))
        #expect(texts[1].hasPrefix("<NSLayoutXAxisAnchor:0x"))
        #expect(texts[2].hasPrefix("<UILayoutGuide:0x"))
    }
}
