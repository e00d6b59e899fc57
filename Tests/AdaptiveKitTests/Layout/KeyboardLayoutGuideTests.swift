@testable import AdaptiveKit
import Foundation
import Testing

/// `UIView.keyboardLayoutGuide` (iOS 15) with no keyboard shown: from the bottom of the view's
/// safe area to its bottom edge, across its width, following the safe area.
@MainActor
@Suite("Keyboard layout guide")
struct KeyboardLayoutGuideTests {
    /// A controller's view with a text bar pinned above the keyboard guide and a content view
    /// filling the space above it.
    private func scene(_ device: String, _ orientation: UIInterfaceOrientation = .portrait) throws -> (UIWindow, UIViewController, UIView, UIView) {
        let window = try ViewFixtures.window(device, orientation)
        let controller = UIViewController()
        window.rootViewController = controller
        let root = controller.view!
        let content = ViewFixtures.add(UIView(), to: root)
        let bar = ViewFixtures.add(UIView(), to: root)
        let keyboard = root.keyboardLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: bar.topAnchor),
            bar.leadingAnchor.constraint(equalTo: keyboard.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: keyboard.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: keyboard.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        return (window, controller, content, bar)
    }

    @Test("at rest on a phone with a home indicator: the guide is the 34 points under the safe area")
    func homeIndicatorPhone() throws {
        let (window, controller, content, bar) = try scene("iPhone 15")
        defer { window.rootViewController = nil }
        let root = controller.view!
        #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 852 - 34, width: 393, height: 34))
        #expect(bar.frame == CGRect(x: 0, y: 852 - 34 - 50, width: 393, height: 50))
        #expect(content.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 34 - 50 - 59))
        #expect(root.keyboardLayoutGuide === root.keyboardLayoutGuide, "made once")
        #expect(!root.keyboardLayoutGuide.followsUndockedKeyboard, "off by default, as in UIKit")
        #expect(root.keyboardLayoutGuide.identifier == "UIKeyboardLayoutGuide")
    }

    @Test("at rest on a phone with a home button: the guide is 0 high at the bottom edge")
    func homeButtonPhone() throws {
        let (window, controller, _, bar) = try scene("iPhone 8")
        defer { window.rootViewController = nil }
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 667, width: 375, height: 0))
        #expect(bar.frame == CGRect(x: 0, y: 617, width: 375, height: 50))
    }

    @Test("the guide follows the safe area on rotation (21 points under it in landscape, full width)")
    func rotation() throws {
        let (window, controller, _, bar) = try scene("iPhone 15")
        defer { window.rootViewController = nil }
        window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        let guide = controller.view.keyboardLayoutGuide
        #expect(guide.layoutFrame == CGRect(x: 0, y: 393 - 21, width: 852, height: 21))
        #expect(bar.frame == CGRect(x: 0, y: 393 - 21 - 50, width: 852, height: 50))
        window.rotate(to: .portrait)
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 852 - 34, width: 393, height: 34))
        #expect(abs(bar.frame.maxY - (852 - 34)) < 0.001)
    }

    @Test("usesBottomSafeArea off: the guide is 0 high at the view's bottom edge")
    func withoutBottomSafeArea() throws {
        let (window, controller, _, bar) = try scene("iPhone 15")
        defer { window.rootViewController = nil }
        controller.view.keyboardLayoutGuide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 852, width: 393, height: 0))
        #expect(bar.frame.maxY == 852)
    }

    @Test("tracking constraints: at rest the guide is near the bottom, leading and trailing edges, away from the top")
    func trackingConstraints() throws {
        let (window, controller, _, bar) = try scene("iPhone 15")
        defer { window.rootViewController = nil }
        let guide = controller.view.keyboardLayoutGuide
        let nearBottom = bar.topAnchor.constraint(greaterThanOrEqualTo: controller.view.topAnchor)
        let awayFromTop = bar.topAnchor.constraint(greaterThanOrEqualTo: controller.view.safeAreaLayoutGuide.topAnchor)
        let nearTop = bar.topAnchor.constraint(greaterThanOrEqualTo: controller.view.topAnchor, constant: 1)
        nearBottom.isActive = false
        guide.setConstraints([nearBottom], activeWhenNearEdge: .bottom)
        guide.setConstraints([awayFromTop], activeWhenAwayFrom: .top)
        guide.setConstraints([nearTop], activeWhenNearEdge: .top)
        #expect(nearBottom.isActive)
        #expect(awayFromTop.isActive)
        #expect(!nearTop.isActive)
    }
}
