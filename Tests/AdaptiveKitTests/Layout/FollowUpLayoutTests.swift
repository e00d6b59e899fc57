@testable import AdaptiveKit
import Foundation
import Testing

/// The second layout pass for multi-line labels that wrap at the width layout gives them, when
/// the label is not a direct subview of the window (a controller's view, a container).
@MainActor
@Suite("Follow-up layout of wrapping labels deep in the tree")
struct FollowUpLayoutTests {
    @Test("a wrapping label inside a controller's view gets its two-line height, and the view below it moves")
    func nestedLabelWraps() throws {
        try TextMeasurement.withMeasurer(FixedTextMeasurer()) {
            let controller = UIViewController()
            let container = UIView()
            container.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(container)
            let label = UILabel(frame: .zero)
            label.font = .systemFont(ofSize: 10)
            label.text = "aaaa bbbb cccc dddd"
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            let below = UIView()
            below.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
            container.addSubview(below)
            NSLayoutConstraint.activate([
                container.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
                container.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
                container.widthAnchor.constraint(equalToConstant: 65),
                container.heightAnchor.constraint(equalToConstant: 200),
                label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
                label.topAnchor.constraint(equalTo: container.topAnchor),
                below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 5),
                below.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                below.widthAnchor.constraint(equalToConstant: 1),
                below.heightAnchor.constraint(equalToConstant: 1),
            ])
            let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            // 45 pt wide: "aaaa bbbb" and "cccc dddd" on two 10 pt lines.
            #expect(label.frame == CGRect(x: 10, y: 0, width: 45, height: 20))
            #expect(below.frame.minY == 25)
        }
    }
}
