import AdaptiveKit
import Testing

/// Closure actions on controls: what a tap (`sendActions(for:)`) runs.
@MainActor
@Suite("UIAction and sendActions(for:)")
struct UIActionTests {
    @Test("a tap runs the actions added for touchUpInside, in order, with the control as sender")
    func runsInOrder() {
        let button = UIButton(type: .system)
        var log: [String] = []
        button.addAction(UIAction(title: "first") { action in
            log.append("first from \(action.sender is UIButton ? "button" : "?")")
        }, for: .touchUpInside)
        button.addAction(UIAction(title: "second") { _ in log.append("second") }, for: [.touchUpInside, .valueChanged])
        button.addAction(UIAction(title: "down") { _ in log.append("down") }, for: .touchDown)
        #expect(button.sendActions(for: .touchUpInside) == 2)
        #expect(log == ["first from button", "second"])
        #expect(button.allControlEvents == [.touchUpInside, .valueChanged, .touchDown])
    }

    @Test("an action with the identifier of one already added replaces it; removing by identifier stops it")
    func replaceAndRemove() {
        let control = UISwitch(frame: .zero)
        var log: [String] = []
        let id = UIAction.Identifier("toggle")
        control.addAction(UIAction(identifier: id) { _ in log.append("old") }, for: .valueChanged)
        control.addAction(UIAction(identifier: id) { _ in log.append("new") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["new"])
        control.removeAction(identifiedBy: id, for: .valueChanged)
        #expect(control.sendActions(for: .valueChanged) == 0)
        #expect(log == ["new"])
    }

    @Test("a disabled control sends nothing; target–selector registrations are sent too")
    func disabledAndSelectors() {
        let button = UIButton(type: .system)
        var runs = 0
        button.addAction(UIAction { _ in runs += 1 }, for: .touchUpInside)
        button.addTarget(nil, action: Selector("play:"), for: .touchUpInside)
        button.isEnabled = false
        #expect(button.sendActions(for: .touchUpInside) == 0)
        button.isEnabled = true
        #expect(button.sendActions(for: .touchUpInside) == 2, "the closure and the nil-target selector (nobody handles play:)")
        #expect(runs == 1)
        #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["play:"])
        #expect(UIAction { _ in }.sender == nil, "the sender is set only while the handler runs")
    }

    // (Adding is linear in the actions already there: the mutation run's time limit catches a
    // quadratic regression on 100,000 segues; a unit test asserts behaviour, not time.)
    @Test("an action added again after its removal runs once; thousands of actions on one control each run once")
    func manyActions() {
        let button = UIButton(type: .system)
        var runs = 0
        let id = UIAction.Identifier("again")
        button.addAction(UIAction(identifier: id) { _ in runs += 1 }, for: .touchUpInside)
        button.removeAction(identifiedBy: id, for: .touchUpInside)
        button.addAction(UIAction(identifier: id) { _ in runs += 1 }, for: .touchUpInside)
        button.addAction(UIAction(identifier: id) { _ in runs += 1 }, for: .touchUpInside)
        #expect(button.sendActions(for: .touchUpInside) == 1)
        #expect(runs == 1)
        // A document can give one control thousands of segues, each an action.
        for index in 0..<5_000 {
            button.addAction(UIAction(identifier: UIAction.Identifier("segue:\(index)")) { _ in }, for: .touchUpInside)
        }
        #expect(button.sendActions(for: .touchUpInside) == 5_001)
    }
}
