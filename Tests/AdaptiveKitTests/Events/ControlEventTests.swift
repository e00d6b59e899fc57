@testable import AdaptiveKit
import Foundation
import Testing

/// Controls tracking touches and sending their actions.
@MainActor
@Suite("Controls and touches")
struct ControlEventTests {
    final class Recorder: UIViewController {
        var log: [String] = []
        var senders: [AnyObject] = []
        override class var actionMethods: [ActionMethod] {
            [.init("play:", Self.play), .init("changed:", Self.changed), .init("reset", Self.reset)]
        }
        func play(_ sender: UIButton) { log.append("play"); senders.append(sender) }
        func changed(_ sender: UIControl) { log.append("changed") }
        func reset() { log.append("reset") }
    }

    private func setUp() throws -> (UIWindow, Recorder, UIButton) {
        let window = try ViewFixtures.window()
        let controller = Recorder()
        window.rootViewController = controller
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.frame = CGRect(x: 100, y: 200, width: 100, height: 44)
        controller.view.addSubview(button)
        window.layoutIfNeeded()
        return (window, controller, button)
    }

    @Test("a tap sends touchDown, then touchUpInside and primaryActionTriggered, each registration once, in order")
    func tapEvents() throws {
        let (window, controller, button) = try setUp()
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        button.addTarget(controller, action: "play:", for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("primary") }, for: [.touchUpInside, .primaryActionTriggered])
        try window.tap(button)
        #expect(events == ["down", "primary"])
        #expect(controller.log == ["play"])
        #expect(controller.senders.first === button, "the sender is the button")
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test("a disabled button ignores the tap")
    func disabled() throws {
        let (window, controller, button) = try setUp()
        button.addTarget(controller, action: "play:", for: .touchUpInside)
        button.isEnabled = false
        try window.tap(button)
        #expect(controller.log.isEmpty)
    }

    @Test("highlighted while the finger is inside (bounds plus 70 pt); lifted outside sends touchUpOutside")
    func dragOutside() throws {
        let (window, _, button) = try setUp()
        var events: [String] = []
        for (name, event) in [("down", UIControl.Event.touchDown), ("dragInside", .touchDragInside), ("dragOutside", .touchDragOutside),
                              ("exit", .touchDragExit), ("enter", .touchDragEnter), ("upInside", .touchUpInside), ("upOutside", .touchUpOutside)] {
            button.addAction(UIAction(identifier: .init(name)) { _ in events.append(name) }, for: event)
        }
        let touch = UITouch(at: CGPoint(x: 150, y: 220), in: window)
        window.sendEvent(UIEvent(touches: [touch]))
        #expect(button.isHighlighted && button.isTracking)
        touch.move(to: CGPoint(x: 150, y: 300))   // 56 pt below the button: within the slop
        window.sendEvent(UIEvent(touches: [touch]))
        #expect(button.isHighlighted)
        touch.move(to: CGPoint(x: 150, y: 400))   // 156 pt below: outside
        window.sendEvent(UIEvent(touches: [touch]))
        #expect(!button.isHighlighted && !button.isTouchInside)
        touch.end()
        window.sendEvent(UIEvent(touches: [touch]))
        #expect(events == ["down", "dragInside", "exit", "dragOutside", "upOutside"])
    }

    @Test("a nil-target action goes up the responder chain to the controller")
    func nilTarget() throws {
        let (window, controller, button) = try setUp()
        let inner = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        controller.view.addSubview(inner)
        inner.addSubview(button)
        button.addTarget(nil, action: "play:", for: .touchUpInside)
        try window.tap(button)
        #expect(controller.log == ["play"])
        #expect(button.target(forAction: "play:", withSender: button) as AnyObject? === controller)
        #expect(controller.canPerformAction("play:", withSender: nil))
        #expect(!controller.canPerformAction("stop:", withSender: nil))
    }

    @Test("a switch toggles, a segmented control selects, a stepper steps, a slider drags; each sends valueChanged")
    func valueControls() throws {
        let (window, controller, _) = try setUp()
        let toggle = UISwitch(frame: CGRect(x: 20, y: 300, width: 51, height: 31))
        let segments = UISegmentedControl(items: ["A", "B"])
        segments.frame = CGRect(x: 20, y: 350, width: 200, height: 32)
        segments.selectedSegmentIndex = 0
        let stepper = UIStepper(frame: CGRect(x: 20, y: 400, width: 94, height: 32))
        let slider = UISlider(frame: CGRect(x: 20, y: 450, width: 228, height: 30))
        for control in [toggle, segments, stepper, slider] as [UIControl] {
            controller.view.addSubview(control)
            control.addTarget(controller, action: "changed:", for: .valueChanged)
        }
        try window.tap(toggle)
        #expect(toggle.isOn)
        window.tap(at: CGPoint(x: 170, y: 366))
        #expect(segments.selectedSegmentIndex == 1)
        window.tap(at: CGPoint(x: 100, y: 416))
        #expect(stepper.value == 1)
        window.tap(at: CGPoint(x: 30, y: 416))
        #expect(stepper.value == 0)
        window.drag(from: CGPoint(x: 34, y: 465), to: CGPoint(x: 134, y: 465))
        #expect(abs(slider.value - 0.5) < 0.001)
        #expect(controller.log.count >= 5)
        #expect(Array(controller.log.prefix(4)) == ["changed", "changed", "changed", "changed"])
    }

    @Test("UIButton(primaryAction:) takes the action's title and performs it when tapped")
    func primaryAction() throws {
        let (window, controller, _) = try setUp()
        var performed: Any?
        let button = UIButton(primaryAction: UIAction(title: "Go") { action in performed = action.sender })
        button.frame = CGRect(x: 0, y: 500, width: 100, height: 44)
        controller.view.addSubview(button)
        #expect(button.currentTitle == "Go")
        try window.tap(button)
        #expect(performed as AnyObject? === button)
    }

    @Test("a button showing its menu as primary action records the menu; the driver chooses an item")
    func buttonMenu() throws {
        let (window, controller, button) = try setUp()
        var chosen: [String] = []
        var primary = 0
        button.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
        button.menu = UIMenu(children: [UIAction(title: "Easy") { _ in chosen.append("Easy") }, UIAction(title: "Hard") { _ in chosen.append("Hard") }])
        button.showsMenuAsPrimaryAction = true
        try window.tap(button)
        #expect(window.presentedMenu === button.menu)
        #expect(primary == 0)
        try window.chooseMenuItem(titled: "Hard")
        #expect(chosen == ["Hard"])
        _ = controller
    }
}
