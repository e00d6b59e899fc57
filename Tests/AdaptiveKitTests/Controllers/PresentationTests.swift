@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Presentation and adaptation")
struct PresentationTests {
    private func window(_ device: String, _ orientation: UIInterfaceOrientation = .portrait) throws -> (UIWindow, UIViewController) {
        let window = UIWindow(device: try Device.named(device), orientation: orientation)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    private func popover(from root: UIViewController) -> UIViewController {
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 200)
        let anchor = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 30))
        root.view.addSubview(anchor)
        content.popoverPresentationController?.sourceView = anchor
        content.popoverPresentationController?.permittedArrowDirections = .up
        return content
    }

    @Test("a popover in a regular width is a popover below its anchor")
    func popoverOnIPad() throws {
        let (window, root) = try window("iPad Air 2")
        defer { withExtendedLifetime(window) {} }
        let content = popover(from: root)
        var completed = false
        root.present(content, animated: true) { completed = true }
        #expect(completed)
        #expect(root.presentedViewController === content)
        #expect(content.presentingViewController === root)
        let controller = try #require(content.popoverPresentationController)
        #expect(controller.adaptivePresentationStyle == .popover)
        #expect(controller.arrowDirection == .up)
        #expect(content.view.frame == CGRect(x: 10, y: 143, width: 300, height: 200))
        #expect(content.traitCollection.horizontalSizeClass == .compact)
        #expect(content.traitCollection.userInterfaceLevel == .elevated)
        #expect(root.view.isHidden == false, "the presenter stays visible under a popover")
        root.dismiss(animated: true)
        #expect(root.presentedViewController == nil)
        #expect(content.presentationController !== controller, "the presentation controller lives until dismissal (a new one is made on access, as UIKit does)")
    }

    @Test("a popover adapts to full screen in a compact width, unless the delegate says .none")
    func popoverOnIPhone() throws {
        let (window, root) = try window("iPhone 8")
        let content = popover(from: root)
        root.present(content, animated: false)
        #expect(content.presentationController?.adaptivePresentationStyle == .fullScreen)
        #expect(content.view.frame == window.bounds)
        root.dismiss(animated: false)

        final class KeepPopover: UIPopoverPresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
        }
        let keep = KeepPopover()
        let again = popover(from: root)
        again.popoverPresentationController?.delegate = keep
        root.present(again, animated: false)
        #expect(again.presentationController?.adaptivePresentationStyle == .popover)
        #expect(again.view.frame.width == 300)
    }

    @Test("rotating a Plus phone turns a popover into a full-screen presentation and back")
    func plusRotation() throws {
        let (window, root) = try window("iPhone 6 Plus", .landscapeLeft)
        let content = popover(from: root)
        root.present(content, animated: false)
        #expect(content.presentationController?.adaptivePresentationStyle == .popover)
        window.rotate(to: .portrait)
        #expect(content.presentationController?.adaptivePresentationStyle == .fullScreen)
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 414, height: 736))
        window.rotate(to: .landscapeLeft)
        #expect(content.view.frame.width == 300)
    }

    @Test("form sheets are centred cards on an iPad and full screen on an iPhone")
    func formSheet() throws {
        let (window, root) = try window("iPad Air 2")
        defer { withExtendedLifetime(window) {} }
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        #expect(sheet.view.frame == CGRect(x: 114, y: 202, width: 540, height: 620))
        let (phoneWindow, phoneRoot) = try self.window("iPhone X")
        let phoneSheet = UIViewController()
        phoneSheet.modalPresentationStyle = .formSheet
        phoneRoot.present(phoneSheet, animated: false)
        #expect(phoneSheet.view.frame == phoneWindow.bounds)
        #expect(phoneRoot.view.isHidden, "full screen removes the presenter's view")
        phoneSheet.dismiss(animated: false)
        #expect(!phoneRoot.view.isHidden)
    }

    @Test("show and showDetail with no container present modally")
    func showWithoutContainer() throws {
        let (window, root) = try window("iPhone 8")
        defer { withExtendedLifetime(window) {} }
        let shown = UIViewController()
        shown.modalPresentationStyle = .fullScreen
        root.show(shown, sender: nil)
        #expect(root.presentedViewController === shown)
    }

    @Test("a custom presentation controller from the transitioning delegate")
    func customPresentation() throws {
        final class HalfHeight: UIPresentationController {
            override var frameOfPresentedViewInContainerView: CGRect {
                let bounds = containerView?.bounds ?? .zero
                return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
            }
        }
        final class Transitioning: UIViewControllerTransitioningDelegate {
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
                HalfHeight(presentedViewController: presented, presenting: presenting)
            }
        }
        let (window, root) = try window("iPhone 8")
        defer { withExtendedLifetime(window) {} }
        let transitioning = Transitioning()
        let drawer = UIViewController()
        drawer.modalPresentationStyle = .custom
        drawer.transitioningDelegate = transitioning
        root.present(drawer, animated: true)
        #expect(drawer.presentationController is HalfHeight)
        #expect(drawer.view.frame == CGRect(x: 0, y: 333.5, width: 375, height: 333.5))
    }
}
