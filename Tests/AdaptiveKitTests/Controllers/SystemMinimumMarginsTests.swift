@testable import AdaptiveKit
import Foundation
import Testing

/// A controller's root view has the system minimum margins (`systemMinimumLayoutMargins`) rather
/// than the 8-pt default of other views.
@MainActor
@Suite("System minimum layout margins of root views")
struct SystemMinimumMarginsTests {
    /// A controller whose root view holds a view pinned to its leading and trailing margins.
    final class MarginController: UIViewController {
        let content = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
            NSLayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
                content.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
    }

    @Test("16 pt leading and trailing on a 375-pt phone in portrait, 20 pt in landscape; 0 top and bottom")
    func phoneRotation() throws {
        let controller = MarginController()
        let window = try show(controller, on: "iPhone 8")
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        // The top margin is the status bar's safe area (20 pt) and nothing more.
        #expect(controller.content.frame == CGRect(x: 16, y: 20, width: 343, height: 10))
        window.rotate(to: .landscapeLeft)
        #expect(controller.systemMinimumLayoutMargins.leading == 20)
        #expect(controller.content.frame.minX == 20 && controller.content.frame.width == 627)
        window.rotate(to: .portrait)
        #expect(controller.content.frame.minX == 16)
        // Views that are not root views keep the 8-pt default.
        #expect(controller.content.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    }

    @Test("20 pt on a 414-pt phone in either orientation and on an iPad")
    func widePhoneAndPad() throws {
        let plus = MarginController()
        let plusWindow = try show(plus, on: "iPhone 8 Plus")
        #expect(plus.content.frame.minX == 20)
        plusWindow.rotate(to: .landscapeLeft)
        #expect(plus.content.frame.minX == 20)
        let pad = MarginController()
        _ = try show(pad, on: "iPad Air 2")
        #expect(pad.systemMinimumLayoutMargins.trailing == 20)
        #expect(pad.content.frame.minX == 20)
    }

    @Test("margins set on the root view are raised to the minimum; viewRespectsSystemMinimumLayoutMargins = false keeps them")
    func customMargins() throws {
        let controller = MarginController()
        let window = try show(controller, on: "iPhone 8")
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 4, bottom: 5, trailing: 30)
        #expect(controller.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 5, leading: 16, bottom: 5, trailing: 30))
        window.layoutIfNeeded()
        #expect(controller.content.frame == CGRect(x: 16, y: 25, width: 329, height: 10))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 5, left: 4, bottom: 5, right: 30))
        window.layoutIfNeeded()
        #expect(controller.content.frame == CGRect(x: 4, y: 25, width: 341, height: 10))
    }
}
