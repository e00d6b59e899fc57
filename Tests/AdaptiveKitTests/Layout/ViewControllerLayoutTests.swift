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
}
