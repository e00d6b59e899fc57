@testable import AdaptiveKit
import Foundation
import Testing

/// A controller that logs its appearance callbacks with the presentation flags they see.
@MainActor
private final class LoggingController: UIViewController {
    let name: String
    let log: PresentationLog

    init(_ name: String, log: PresentationLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func record(_ event: String) {
        var flags: [String] = []
        if isBeingPresented { flags.append("presented") }
        if isBeingDismissed { flags.append("dismissed") }
        if isMovingToParent { flags.append("toParent") }
        if isMovingFromParent { flags.append("fromParent") }
        log.entries.append("\(name).\(event)" + (flags.isEmpty ? "" : " [\(flags.joined(separator: ","))]"))
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); record("viewDidDisappear") }
}

@MainActor
private final class PresentationLog {
    var entries: [String] = []
}

/// An adaptive delegate that logs what it is told.
@MainActor
private final class AdaptationLog: UIAdaptivePresentationControllerDelegate {
    var entries: [String] = []
    var allowsDismissal = true

    func presentationController(
        _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
        entries.append("willPresent \(style) coordinator:\(transitionCoordinator != nil)")
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        entries.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { entries.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { entries.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { entries.append("didAttempt") }
}

@MainActor
@Suite("Dismissal forwarding and presentation state")
struct PresentationForwardingTests {
    private func window(_ device: String, root: UIViewController, _ orientation: UIInterfaceOrientation = .portrait) throws -> UIWindow {
        let window = UIWindow(device: try Device.named(device), orientation: orientation)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    @Test("Done in a navigation controller inside a sheet: dismiss on the navigation's root dismisses the sheet, then the completion")
    func dismissFromChildOfPresented() throws {
        let root = UIViewController()
        let window = try window("iPhone 8", root: root)
        defer { withExtendedLifetime(window) {} }
        let editor = UIViewController()
        let sheet = UINavigationController(rootViewController: editor)
        sheet.modalPresentationStyle = .fullScreen
        root.present(sheet, animated: true)
        #expect(root.presentedViewController === sheet)
        var events: [String] = []
        editor.dismiss(animated: true) {
            events.append("completion, presented: \(root.presentedViewController.map { "\(type(of: $0))" } ?? "none")")
        }
        #expect(events == ["completion, presented: none"])
        #expect(root.presentedViewController == nil)
        #expect(sheet.viewIfLoaded?.window == nil, "the sheet left the screen")
        #expect(!root.view.isHidden, "the presenter is back")
    }

    @Test("dismiss on a child of the presenting container dismisses what the container presents, and everything above it")
    func dismissFromChildOfPresenter() throws {
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let window = try window("iPad Air 2", root: navigation)
        defer { withExtendedLifetime(window) {} }
        let first = UIViewController(), second = UIViewController()
        first.modalPresentationStyle = .formSheet
        second.modalPresentationStyle = .fullScreen
        list.present(first, animated: false)
        #expect(navigation.presentedViewController === first, "the container presents")
        first.present(second, animated: false)
        var completed = false
        list.dismiss(animated: false) { completed = true }
        #expect(completed)
        #expect(navigation.presentedViewController == nil)
        #expect(first.presentedViewController == nil)
        #expect(second.viewIfLoaded?.window == nil && first.viewIfLoaded?.window == nil)
    }

    @Test("a presented controller that presents dismisses only what is above it")
    func dismissOnMiddleOfStack() throws {
        let root = UIViewController()
        let window = try window("iPhone 8", root: root)
        defer { withExtendedLifetime(window) {} }
        let first = UIViewController(), second = UIViewController()
        first.modalPresentationStyle = .fullScreen
        second.modalPresentationStyle = .fullScreen
        root.present(first, animated: false)
        first.present(second, animated: false)
        first.dismiss(animated: false)
        #expect(root.presentedViewController === first)
        #expect(first.presentedViewController == nil)
        #expect(!first.view.isHidden)
    }

    @Test("isBeingPresented and isBeingDismissed hold during the appearance callbacks only")
    func beingPresentedAndDismissed() throws {
        let log = PresentationLog()
        let root = LoggingController("root", log: log)
        let window = try window("iPhone 8", root: root)
        defer { withExtendedLifetime(window) {} }
        let sheet = LoggingController("sheet", log: log)
        sheet.modalPresentationStyle = .fullScreen
        log.entries = []
        var flagsInCompletion: (Bool, Bool)?
        root.present(sheet, animated: true) { flagsInCompletion = (sheet.isBeingPresented, sheet.isBeingDismissed) }
        #expect(flagsInCompletion.map { !$0.0 && !$0.1 } == true)
        sheet.dismiss(animated: true)
        #expect(log.entries == [
            "root.viewWillDisappear",
            "root.viewDidDisappear",
            "sheet.viewWillAppear [presented]",
            "sheet.viewDidAppear [presented]",
            "sheet.viewWillDisappear [dismissed]",
            "sheet.viewDidDisappear [dismissed]",
            "root.viewWillAppear",
            "root.viewDidAppear",
        ])
        #expect(!sheet.isBeingDismissed && !sheet.isBeingPresented)
    }

    @Test("isMovingToParent and isMovingFromParent hold while a navigation controller pushes and pops")
    func movingToAndFromParent() throws {
        let log = PresentationLog()
        let list = LoggingController("list", log: log)
        let navigation = UINavigationController(rootViewController: list)
        let window = try window("iPhone 8", root: navigation)
        defer { withExtendedLifetime(window) {} }
        let detail = LoggingController("detail", log: log)
        log.entries = []
        navigation.pushViewController(detail, animated: true)
        navigation.popViewController(animated: true)
        #expect(log.entries == [
            "list.viewWillDisappear",
            "list.viewDidDisappear",
            "detail.viewWillAppear [toParent]",
            "detail.viewDidAppear [toParent]",
            "detail.viewWillDisappear [fromParent]",
            "detail.viewDidDisappear [fromParent]",
            "list.viewWillAppear",
            "list.viewDidAppear",
        ])
        #expect(!detail.isMovingFromParent && !detail.isMovingToParent)
    }

    @Test("willPresentWithAdaptiveStyle: .none when the popover stays a popover, the adapted style in a compact width, again when rotation changes it")
    func willPresentWithAdaptiveStyle() throws {
        let root = UIViewController()
        let window = try window("iPhone 6 Plus", root: root, .landscapeLeft)
        defer { withExtendedLifetime(window) {} }
        let delegate = AdaptationLog()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = root.view
        content.popoverPresentationController?.delegate = delegate
        root.present(content, animated: true)
        window.rotate(to: .portrait)
        window.rotate(to: .portrait)
        window.rotate(to: .landscapeLeft)
        #expect(delegate.entries == [
            "willPresent none coordinator:true",
            "willPresent fullScreen coordinator:true",
            "willPresent none coordinator:true",
        ])
        let phone = UIViewController()
        let phoneWindow = try self.window("iPhone 8", root: phone)
        defer { withExtendedLifetime(phoneWindow) {} }
        let phoneDelegate = AdaptationLog()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        sheet.presentationController?.delegate = phoneDelegate
        phone.present(sheet, animated: false)
        #expect(phoneDelegate.entries == ["willPresent fullScreen coordinator:false"])
        #expect(sheet.presentationController?.delegate === phoneDelegate, "a delegate set before presenting is kept")
    }

    @Test("an interactive dismissal asks the delegate, and isModalInPresentation refuses it")
    func userDismissal() throws {
        let root = UIViewController()
        let window = try window("iPad Air 2", root: root)
        defer { withExtendedLifetime(window) {} }
        let delegate = AdaptationLog()
        let editor = UIViewController()
        let sheet = UINavigationController(rootViewController: editor)
        sheet.modalPresentationStyle = .pageSheet
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: false)
        sheet.isModalInPresentation = true
        #expect(!editor.userDismissPresentation())
        #expect(root.presentedViewController === sheet)
        sheet.isModalInPresentation = false
        delegate.allowsDismissal = false
        #expect(!editor.userDismissPresentation())
        delegate.allowsDismissal = true
        #expect(editor.userDismissPresentation())
        #expect(root.presentedViewController == nil)
        #expect(delegate.entries == [
            "willPresent none coordinator:false",
            "didAttempt",
            "shouldDismiss", "didAttempt",
            "shouldDismiss", "willDismiss", "didDismiss",
        ])
    }
}
