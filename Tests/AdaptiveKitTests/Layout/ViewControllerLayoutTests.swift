@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("View controller layout guides and layout callbacks")
struct ViewControllerLayoutTests {
    final class Controller: UIViewController {
        let label = IntrinsicView(100, 20)
        var calls: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8),
                label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                bottomLayoutGuide.topAnchor.constraint(greaterThanOrEqualTo: label.bottomAnchor),
            ])
        }
        override func updateViewConstraints() {
            calls.append("updateViewConstraints")
            super.updateViewConstraints()
        }
        override func viewWillLayoutSubviews() {
            calls.append("viewWillLayoutSubviews")
            super.viewWillLayoutSubviews()
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            calls.append("viewDidLayoutSubviews label.y=\(Int(label.frame.minY))")
        }
    }

    @Test("topLayoutGuide and bottomLayoutGuide cover the unsafe areas of a notched iPhone")
    func layoutSupports() throws {
        let window = UIWindow(device: try Device.named("iPhone X"), orientation: .portrait)
        let controller = Controller()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.label.frame == CGRect(x: 16, y: 52, width: 100, height: 20))
        #expect(controller.topLayoutGuide.length == 44)
        #expect(controller.bottomLayoutGuide.length == 34)
        #expect(controller.calls == ["updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews label.y=52"])
        window.rotate(to: .landscapeLeft)
        #expect(controller.topLayoutGuide.length == 0)
        #expect(controller.bottomLayoutGuide.length == 21)
        #expect(controller.label.frame.minY == 8)
    }

    /// A controller whose view is a scroll view, with a column of views from its top layout
    /// guide to its bottom one (pre-iOS 11 storyboards do this).
    final class ScrollingController: UIViewController {
        let title1 = IntrinsicView(100, 20)
        let body = IntrinsicView(100, 40)
        override func loadView() { view = UIScrollView() }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(title1)
            view.addSubview(body)
            NSLayoutConstraint.activate([
                title1.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 30),
                title1.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                body.topAnchor.constraint(equalTo: title1.bottomAnchor, constant: 12),
                body.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                bottomLayoutGuide.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 10),
            ])
        }
    }

    @Test("On a scroll view the layout guides are at the content's edges: the column sizes the content, nothing stretches to the screen")
    func layoutSupportsOfAScrollView() throws {
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        let controller = ScrollingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let scrollView = try #require(controller.view as? UIScrollView)
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(controller.topLayoutGuide.length == 20)
        #expect(controller.title1.frame == CGRect(x: 16, y: 50, width: 100, height: 20))
        // Its intrinsic height, not the 535 points left above the screen's bottom.
        #expect(controller.body.frame == CGRect(x: 16, y: 82, width: 100, height: 40))
        #expect(scrollView.contentSize.height == 132)
    }
}
