@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Alert controllers: alerts and action sheets")
struct AlertControllerTests {
    private func window(_ device: String, showing controller: UIViewController) throws -> UIWindow {
        let window = UIWindow(device: try Device.named(device), orientation: .portrait)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    @Test("an alert shows in the middle over its presenter; tapping an action dismisses it, then runs the handler")
    func alert() throws {
        let screen = UIViewController()
        let window = try window("iPhone 8", showing: screen)
        var log: [String] = []
        let alert = UIAlertController(title: "Delete the photo?", message: "It is removed from all your devices.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
            log.append("\(action.title ?? "") presented: \(screen.presentedViewController != nil)")
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        #expect(alert.modalPresentationStyle == .custom)
        screen.present(alert, animated: true)
        #expect(screen.presentedViewController === alert)
        #expect(!screen.view.isHidden, "the presenter stays under the dimming")
        let delete = try #require(window.button(titled: "Delete"))
        let cancel = try #require(window.button(titled: "Cancel"))
        // Two actions side by side, the cancel action first; the box 270 pt wide, centred.
        let deleteFrame = delete.convert(delete.bounds, to: nil), cancelFrame = cancel.convert(cancel.bounds, to: nil)
        #expect(cancelFrame.maxX <= deleteFrame.minX + 0.5)
        #expect(abs(cancelFrame.minX - (375 - 270) / 2) < 0.5)
        #expect(abs(deleteFrame.maxX - (375 + 270) / 2) < 0.5)
        #expect(deleteFrame.height == 44)
        #expect(window.label(withText: "Delete the photo?") != nil)
        try window.tap(delete)
        #expect(log == ["Delete presented: false"], "the handler runs after the dismissal")
        #expect(screen.presentedViewController == nil)
    }

    @Test("three actions stack, cancel last; a disabled action takes no taps; text fields belong to alerts only")
    func stackedActionsAndTextFields() throws {
        let screen = UIViewController()
        let window = try window("iPhone 8", showing: screen)
        var chosen: [String] = []
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        let signIn = UIAlertAction(title: "Sign In", style: .default) { _ in chosen.append("in") }
        signIn.isEnabled = false
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
        alert.addAction(signIn)
        alert.addAction(UIAlertAction(title: "Help", style: .default) { _ in chosen.append("help") })
        alert.addAction(UIAlertAction(title: "Cancel again", style: .cancel))
        #expect(alert.actions.count == 3, "a second cancel action is refused")
        screen.present(alert, animated: false)
        let field = try #require(alert.textFields?.first)
        #expect(field.window === window && field.placeholder == "Name")
        let buttons = ["Sign In", "Help", "Cancel"].compactMap { window.button(titled: $0) }
        try #require(buttons.count == 3)
        let tops = buttons.map { $0.convert($0.bounds, to: nil).minY }
        #expect(tops[0] < tops[1] && tops[1] < tops[2], "stacked in order, cancel last")
        #expect(tops[0] > field.convert(field.bounds, to: nil).maxY)
        try window.type("ann", into: field)
        try? window.tap(buttons[0])
        #expect(chosen.isEmpty && screen.presentedViewController === alert, "a disabled action does nothing")
        signIn.isEnabled = true
        try window.tap(buttons[0])
        #expect(chosen == ["in"])
        #expect(field.text == "ann")

        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
    }

    @Test("an action sheet rises from the bottom of a phone with its cancel action apart; on an iPad it is a popover at its source, without the cancel action")
    func actionSheet() throws {
        let screen = UIViewController()
        let phone = try window("iPhone 8", showing: screen)
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        screen.present(sheet, animated: false)
        #expect(!screen.view.isHidden)
        let copy = try #require(phone.button(titled: "Copy")), cancel = try #require(phone.button(titled: "Cancel"))
        let copyFrame = copy.convert(copy.bounds, to: nil), cancelFrame = cancel.convert(cancel.bounds, to: nil)
        #expect(abs(cancelFrame.maxY - (667 - 8)) < 0.01, "8 pt above the bottom of a phone without a home indicator")
        #expect(abs(copyFrame.maxY - (cancelFrame.minY - 8)) < 0.01)
        #expect(abs(cancelFrame.height - 57) < 0.01 && abs(cancelFrame.width - 359) < 0.01)
        try phone.tap(cancel)
        #expect(screen.presentedViewController == nil)

        let padScreen = UIViewController()
        let pad = try window("iPad (10th generation)", showing: padScreen)
        let anchor = UIView(frame: CGRect(x: 100, y: 200, width: 40, height: 40))
        padScreen.view.addSubview(anchor)
        let padSheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        padSheet.addAction(UIAlertAction(title: "Copy", style: .default))
        padSheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        padScreen.present(padSheet, animated: false)
        #expect(padScreen.presentedViewController == nil, "without a source UIKit refuses an action sheet's popover")
        #expect(LayoutDiagnostics.shared.reports.last?.message.contains("You must provide location information for this popover") == true)
        padSheet.popoverPresentationController?.sourceView = anchor
        padSheet.popoverPresentationController?.sourceRect = anchor.bounds
        padScreen.present(padSheet, animated: false)
        #expect(padScreen.presentedViewController === padSheet)
        #expect(pad.button(titled: "Cancel") == nil, "a popover shows no cancel action")
        let padCopy = try #require(pad.button(titled: "Copy"))
        #expect(abs(padCopy.convert(padCopy.bounds, to: nil).width - 304) < 0.01)
        #expect(padSheet.view.frame.minY >= anchor.convert(anchor.bounds, to: nil).maxY, "below its source")
    }
}
