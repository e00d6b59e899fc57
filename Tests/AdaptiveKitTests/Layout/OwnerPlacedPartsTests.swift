@testable import AdaptiveKit
import Foundation
import Testing

@Suite("Parts placed by their owners")
@MainActor
struct OwnerPlacedPartsTests {
    /// A window whose root view holds one system button pinned at (16, 40), made before the
    /// window's first layout (so the engine is built with the button in it).
    private func windowWithButton() throws -> (UIWindow, UIButton, NSLayoutConstraint) {
        let window = UIWindow(device: try Device.named("iPhone 8"), orientation: .portrait)
        let controller = UIViewController()
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(button)
        let width = button.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
            button.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 40),
            width,
        ])
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, button, width)
    }

    @Test("a button's title label is placed by the button, not the solver, and follows the button's size")
    func titleLabelPlacedByButton() throws {
        let (window, button, width) = try windowWithButton()
        let engine = try #require(window.existingLayoutEngine)
        let title = try #require(button.titleLabel)
        #expect(engine.rects[ObjectIdentifier(title)] == nil, "no variables for the title label")
        #expect(engine.ownerPlacedViewsLeftOut == 1)
        #expect(button.frame.minX == 16 && button.frame.width == 200)
        #expect(title.frame.width > 0 && abs(title.frame.midX - 100) <= 0.5)
        width.constant = 300
        window.layoutIfNeeded()
        #expect(button.frame.width == 300)
        #expect(abs(title.frame.midX - 150) <= 0.5, "the button lays its title out again")
    }

    @Test("a constraint that names the title label brings it into the solver, at the frame the button gives it")
    func constraintNamingTitleLabel() throws {
        let (window, button, _) = try windowWithButton()
        let engine = try #require(window.existingLayoutEngine)
        let title = try #require(button.titleLabel)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        button.superview!.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            badge.centerYAnchor.constraint(equalTo: title.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 10),
            badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(engine.rects[ObjectIdentifier(title)] != nil)
        let titleInWindow = button.convert(title.frame, to: button.superview)
        // (Within the pixel grid: the solved frame is rounded to half points on a 2x screen.)
        #expect(abs(badge.frame.minX - (titleInWindow.maxX + 8)) <= 0.25)
        #expect(abs(badge.frame.midY - titleInWindow.midY) <= 0.5)
        #expect(!badge.hasAmbiguousLayout)
    }
}
