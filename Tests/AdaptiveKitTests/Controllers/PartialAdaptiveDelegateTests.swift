@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Default adaptation through a partial delegate")
struct PartialAdaptiveDelegateTests {
    private final class WrapsInNavigation: UIPopoverPresentationControllerDelegate {
        func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
            UINavigationController(rootViewController: controller.presentedViewController)
        }
    }

    private final class AsksTraits: UIPopoverPresentationControllerDelegate {
        var asked: [UIUserInterfaceSizeClass] = []
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            asked.append(traitCollection.horizontalSizeClass)
            // Reads traits that depend on the style being decided.
            _ = controller.presentedViewController.traitCollection
            return traitCollection.verticalSizeClass == .compact ? .none : .fullScreen
        }
    }

    private final class OldMethodOnly: UIPopoverPresentationControllerDelegate {
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
            _ = controller.traitCollection
            return .overFullScreen
        }
    }

    private func present(with delegate: any UIPopoverPresentationControllerDelegate, device: String = "iPhone 8",
                         orientation: UIInterfaceOrientation = .portrait) throws -> (UIWindow, UIViewController, UIViewController) {
        let window = UIWindow(device: try Device.named(device), orientation: orientation)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = root.view
        content.popoverPresentationController?.delegate = delegate
        root.present(content, animated: true)
        return (window, root, content)
    }

    @Test("a delegate implementing only viewControllerForAdaptivePresentationStyle: full screen, wrapped, no recursion")
    func onlyViewControllerForAdaptiveStyle() throws {
        let delegate = WrapsInNavigation()
        let (window, _, content) = try present(with: delegate)
        defer { withExtendedLifetime(window) {} }
        #expect(content.presentationController?.adaptivePresentationStyle == .fullScreen)
        #expect(content.navigationController != nil, "shown wrapped in the delegate's navigation controller")
        #expect(content.view.window === window)
    }

    @Test("the delegate's wrapper has the presentation's traits, and Done inside it dismisses the presentation")
    func wrapperTraitsAndDone() throws {
        let delegate = WrapsInNavigation()
        let (window, root, content) = try present(with: delegate)
        defer { withExtendedLifetime(window) {} }
        let wrapper = try #require(content.navigationController)
        #expect(wrapper.traitCollection.horizontalSizeClass == .compact)
        #expect(content.traitCollection.userInterfaceIdiom == .phone)
        #expect(wrapper.view.frame == window.bounds)
        var done = false
        content.dismiss(animated: true) { done = true }
        #expect(done)
        #expect(root.presentedViewController == nil)
        #expect(wrapper.viewIfLoaded?.window == nil && content.viewIfLoaded?.window == nil)
    }

    @Test("rotating a Plus phone wraps the popover in the delegate's controller when it adapts, and unwraps it when it is a popover again")
    func wrapperOnRotation() throws {
        let delegate = WrapsInNavigation()
        let (window, root, content) = try present(with: delegate, device: "iPhone 8 Plus", orientation: .landscapeLeft)
        defer { withExtendedLifetime(window) {} }
        #expect(content.navigationController == nil)
        window.rotate(to: .portrait)
        let wrapper = try #require(content.navigationController, "adapted: shown in the delegate's navigation controller")
        #expect(wrapper.view.window === window)
        #expect(wrapper.view.frame == window.bounds)
        #expect(content.traitCollection.horizontalSizeClass == .compact)
        window.rotate(to: .landscapeLeft)
        #expect(content.navigationController == nil, "a popover again: the wrapper is discarded")
        #expect(content.view.window === window)
        #expect(content.view.frame.width == 320)
        #expect(content.presentationController?.adaptivePresentationStyle == .popover)
        window.rotate(to: .portrait)
        content.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
    }

    @Test("a delegate implementing only the trait-collection method that reads traits: answered, no recursion")
    func onlyTraitCollectionMethod() throws {
        let delegate = AsksTraits()
        let (window, _, content) = try present(with: delegate)
        defer { withExtendedLifetime(window) {} }
        #expect(content.presentationController?.adaptivePresentationStyle == .fullScreen)
        #expect(content.traitCollection.horizontalSizeClass == .compact)
        #expect(delegate.asked.allSatisfy { $0 == .compact } && !delegate.asked.isEmpty)
        let (plusWindow, _, plusContent) = try present(with: delegate, device: "iPhone 8 Plus", orientation: .landscapeLeft)
        defer { withExtendedLifetime(plusWindow) {} }
        #expect(plusContent.presentationController?.adaptivePresentationStyle == .popover)
    }

    @Test("a delegate implementing only the iOS 8.0 method is asked in a compact width")
    func onlyOldMethod() throws {
        let delegate = OldMethodOnly()
        let (window, _, content) = try present(with: delegate)
        defer { withExtendedLifetime(window) {} }
        #expect(content.presentationController?.adaptivePresentationStyle == .overFullScreen)
    }
}
