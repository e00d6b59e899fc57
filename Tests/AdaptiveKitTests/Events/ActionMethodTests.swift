@testable import AdaptiveKit
import Foundation
import Testing

/// The registration point (`actionMethods`) and the dispatch of selectors.
@MainActor
@Suite("Action methods and selector dispatch")
struct ActionMethodTests {
    class BaseController: UIViewController {
        var log: [String] = []
        override class var actionMethods: [ActionMethod] {
            [.init("save:", Self.save), .init("refresh", Self.refresh)]
        }
        func save(_ sender: Any?) { log.append("base save") }
        func refresh() { log.append("refresh") }
    }

    final class DetailController: BaseController {
        override class var actionMethods: [ActionMethod] {
            [.init("share:forEvent:", Self.share), .init("save:", Self.save)]
        }
        override func save(_ sender: Any?) { log.append("detail save") }
        func share(_ sender: UIButton, forEvent event: UIEvent?) { log.append("share \(event == nil ? "no event" : "event")") }
    }

    @Test("a subclass inherits its superclass's table and may list a selector again")
    func inheritance() {
        let controller = DetailController()
        #expect(controller.canPerformAction("refresh", withSender: nil))
        #expect(controller.canPerformAction("share:forEvent:", withSender: nil))
        #expect(!controller.canPerformAction("delete:", withSender: nil))
        #expect(ActionDispatch.send("save:", to: controller, from: nil, for: nil))
        #expect(ActionDispatch.send("refresh", to: controller, from: nil, for: nil))
        #expect(controller.log == ["detail save", "refresh"])
    }

    @Test("methods taking the sender and the event get both")
    func withEvent() {
        let controller = DetailController()
        let button = UIButton(type: .system)
        ActionDispatch.send("share:forEvent:", to: controller, from: button, for: UIEvent(touches: []))
        #expect(controller.log == ["share event"])
    }

    @Test("an unregistered selector sent to a target is reported as UIKit's unrecognized selector")
    func unrecognized() {
        var messages: [String] = []
        let previous = UIResponder.unrecognizedSelectorHandler
        UIResponder.unrecognizedSelectorHandler = { messages.append($0) }
        defer { UIResponder.unrecognizedSelectorHandler = previous }
        let controller = DetailController()
        #expect(!ActionDispatch.send("delete:", to: controller, from: nil, for: nil))
        #expect(!ActionDispatch.send("share:forEvent:", to: controller, from: UISwitch(), for: nil), "a sender of the wrong type")
        #expect(messages.count == 2)
        #expect(messages[0].contains("-[DetailController delete:]: unrecognized selector sent to instance"))
        #expect(messages[1].contains("does not take a sender of type UISwitch"))
    }

    @Test("targetViewController(forAction:sender:) finds an app controller by its registered method")
    func targetViewController() {
        let parent = BaseController()
        let navigation = UINavigationController(rootViewController: UIViewController())
        parent.addChild(navigation)
        navigation.didMove(toParent: parent)
        let child = navigation.viewControllers[0]
        #expect(child.targetViewController(forAction: "refresh", sender: nil) === parent)
        #expect(child.targetViewController(forAction: .showViewController, sender: nil) === navigation, "built-in answers still hold")
    }

    @Test("a nil-target action starts at the first responder")
    func firstResponder() throws {
        final class Field: UITextField {
            var received = false
            override class var actionMethods: [ActionMethod] { [.init("copy:", Self.copyText)] }
            func copyText(_ sender: Any?) { received = true }
        }
        let window = try ViewFixtures.window()
        let controller = BaseController()
        window.rootViewController = controller
        let field = Field(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        let button = UIButton(type: .system)
        controller.view.addSubview(button)
        #expect(ActionDispatch.send("copy:", to: nil, from: button, for: nil))
        #expect(field.received)
        #expect(ActionDispatch.send("refresh", to: nil, from: button, for: nil), "up the chain from the field to the controller")
        #expect(controller.log == ["refresh"])
        #expect(!ActionDispatch.send("unknown:", to: nil, from: button, for: nil), "nothing handles it: nothing is sent, as in UIKit")
    }
}
