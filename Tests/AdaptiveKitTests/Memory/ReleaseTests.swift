@testable import AdaptiveKit
import Foundation
import Testing

/// Windows, views and constraints are released when nobody holds them (issue 6: a process that
/// lays out scene after scene, such as `storyboard render` or the bench, must not grow).
@MainActor
@Suite("Releasing windows, views and constraints")
struct ReleaseTests {
    /// Weak references to what a test made, read after the objects' scope ends.
    final class Probe {
        weak var window: UIWindow?
        weak var controller: UIViewController?
        weak var root: UIView?
        weak var label: UILabel?
        weak var button: UIButton?
        weak var constraint: NSLayoutConstraint?
    }

    @Test("a window shown with a controller, constraints, guides and a layout pass is released with everything in it")
    func windowAndContents() throws {
        let probe = Probe()
        do {
            let window = UIWindow(device: try Device.named("iPhone 15"), orientation: .portrait)
            let controller = UIViewController()
            let label = UILabel()
            label.text = "Hello"
            label.translatesAutoresizingMaskIntoConstraints = false
            let button = UIButton(type: .system)
            button.setTitle("Go", for: .normal)
            button.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(label)
            controller.view.addSubview(button)
            let leading = label.leadingAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.leadingAnchor, constant: 20)
            NSLayoutConstraint.activate([
                leading,
                label.topAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.topAnchor),
                button.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
                button.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
            ])
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            #expect(label.frame.minX == 20)
            (probe.window, probe.controller, probe.root) = (window, controller, controller.view)
            (probe.label, probe.button, probe.constraint) = (label, button, leading)
        }
        #expect(probe.window == nil)
        #expect(probe.controller == nil)
        #expect(probe.root == nil)
        #expect(probe.label == nil)
        #expect(probe.button == nil)
        #expect(probe.constraint == nil)
    }

    @Test("a view tree laid out on its own (its own engine) is released, constraints on the root included")
    func standaloneTree() {
        let probe = Probe()
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            let constraint = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
            constraint.isActive = true
            root.layoutIfNeeded()
            #expect(label.frame.minX == 8)
            (probe.root, probe.label, probe.constraint) = (root, label, constraint)
        }
        #expect(probe.root == nil)
        #expect(probe.label == nil)
        #expect(probe.constraint == nil)
    }

    @Test("constraints do not retain their items (UIKit's unowned items, made safe): a released item reads nil and the constraint cannot be activated")
    func itemsAreNotRetained() throws {
        LayoutDiagnostics.shared.removeAll()
        defer { LayoutDiagnostics.shared.removeAll() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        var constraint: NSLayoutConstraint?
        do {
            let gone = UIView()
            root.addSubview(gone)
            constraint = gone.widthAnchor.constraint(equalTo: root.widthAnchor)
            gone.removeFromSuperview()
        }
        let orphan = try #require(constraint)
        #expect(orphan.firstItem == nil)
        #expect(orphan.secondItem === root)
        orphan.isActive = true
        #expect(!orphan.isActive)
        #expect(LayoutDiagnostics.shared.reports.contains { $0.message.contains("no longer exists") })
        root.layoutIfNeeded()
    }

    @Test("a window presenting a controller (a form sheet, a popover configured before presenting) is released with both")
    func windowWithPresentation() throws {
        for style in [UIModalPresentationStyle.formSheet, .popover, .fullScreen] {
            weak var presenting: UIViewController?
            weak var presented: UIViewController?
            weak var presentation: UIPresentationController?
            do {
                let window = UIWindow(device: try Device.named("iPad Air 2"), orientation: .portrait)
                let root = UIViewController()
                window.rootViewController = root
                window.makeKeyAndVisible()
                let sheet = UINavigationController(rootViewController: UIViewController())
                sheet.modalPresentationStyle = style
                if let popover = sheet.popoverPresentationController {
                    popover.sourceView = root.view
                    popover.sourceRect = CGRect(x: 10, y: 10, width: 1, height: 1)
                }
                root.present(sheet, animated: false)
                window.layoutIfNeeded()
                #expect(root.presentedViewController === sheet)
                (presenting, presented, presentation) = (root, sheet, sheet.presentationController)
            }
            #expect(presenting == nil, "\(style)")
            #expect(presented == nil, "\(style)")
            #expect(presentation == nil, "\(style)")
        }
    }

    @Test("a controller whose popover presentation controller was configured but never presented is released")
    func unpresentedPopover() {
        weak var controller: UIViewController?
        weak var presentation: UIPresentationController?
        do {
            let made = UIViewController()
            made.modalPresentationStyle = .popover
            presentation = made.popoverPresentationController
            #expect(presentation != nil)
            controller = made
        }
        #expect(controller == nil)
        #expect(presentation == nil)
    }

    @Test("a presented controller the app keeps outlives its presenter (a root replaced while presenting): the window still rotates")
    func presentedOutlivesPresenter() throws {
        let window = UIWindow(device: try Device.named("iPad Air 2"), orientation: .portrait)
        weak var presenter: UIViewController?
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        do {
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            root.present(sheet, animated: false)
            presenter = root
            window.rootViewController = UIViewController()
        }
        #expect(presenter == nil)
        #expect(sheet.presentationController?.presentingViewController === sheet)
        window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        #expect(sheet.presentingViewController == nil)
    }
}
