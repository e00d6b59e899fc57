import AdaptiveKit
import Foundation
import Testing

/// `UIWindow.move(to:orientation:)`: the window goes to another device's screen, and what it shows
/// lays out as it would have been made there.
@Suite("Moving a window to another device")
@MainActor
struct WindowMoveTests {
    final class Recorder: UIViewController {
        var log: [String] = []
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            log.append("size \(Int(size.width))x\(Int(size.height))")
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.append("traits \(traitCollection.userInterfaceIdiom == .pad ? "pad" : "phone") \(traitCollection.horizontalSizeClass) \(traitCollection.verticalSizeClass)")
        }
    }

    @Test("an iPhone window moved to an iPad takes its screen, traits, safe area and pixel scale")
    func phoneToPad() throws {
        let window = UIWindow(device: try Device.named("iPhone 15 Pro"), orientation: .portrait)
        let controller = Recorder()
        window.rootViewController = controller
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.makeKeyAndVisible()
        #expect(box.frame == CGRect(x: 0, y: 59, width: 393, height: 10))
        controller.log.removeAll()

        let pad = try Device.named("iPad Pro 13-inch (M4)")
        window.move(to: pad, orientation: .landscapeLeft)
        #expect(window.screen.device.name == pad.name)
        #expect(window.bounds.size == CGSize(width: 1376, height: 1032))
        #expect(window.traitCollection.userInterfaceIdiom == .pad)
        #expect(window.traitCollection.displayScale == 2)
        #expect(controller.view.frame.size == CGSize(width: 1376, height: 1032))
        #expect(box.frame == CGRect(x: 0, y: 24, width: 1376, height: 10))
        #expect(controller.log == ["size 1376x1032", "traits pad regular regular"])
    }

    @Test("a move with a multitasking width and a text size arrives there in one transition, as a move, a resize and a text size change do in three")
    func widthAndTextSizeInTheMove() throws {
        func scene() -> (UIWindow, Recorder, UILabel) {
            let window = UIWindow(device: try! Device.named("iPhone 15 Pro"), orientation: .portrait)
            let controller = Recorder()
            window.rootViewController = controller
            let label = UILabel()
            label.text = "Text that follows the text size"
            label.font = UIFont.preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
                label.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            ])
            window.makeKeyAndVisible()
            controller.log.removeAll()
            return (window, controller, label)
        }
        let pad = try Device.named("iPad Pro 13-inch (M4)")
        let (oneStep, oneStepController, oneStepLabel) = scene()
        oneStep.move(to: pad, orientation: .landscapeLeft, windowWidth: 507, preferredContentSizeCategory: .accessibilityLarge)
        let (threeSteps, _, threeStepsLabel) = scene()
        threeSteps.move(to: pad, orientation: .landscapeLeft)
        threeSteps.resize(to: CGSize(width: 507, height: 1032))
        threeSteps.setPreferredContentSizeCategory(.accessibilityLarge)

        #expect(oneStep.bounds.size == CGSize(width: 507, height: 1032))
        #expect(oneStep.traitCollection.horizontalSizeClass == .compact)
        #expect(oneStep.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(oneStepLabel.frame == threeStepsLabel.frame)
        #expect(oneStepLabel.frame.height > 30)
        // One size transition, straight to the narrow window.
        #expect(oneStepController.log == ["size 507x1032", "traits pad compact regular"])
        // A width wider than the screen is the full screen.
        oneStep.move(to: pad, orientation: .portrait, windowWidth: 5_000)
        #expect(oneStep.bounds.size == CGSize(width: 1032, height: 1376))
        #expect(oneStep.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    }

    @Test("a conflict of one size does not outlive it, and the window's size is never what breaks")
    func conflictsFollowTheSize() throws {
        let window = UIWindow(device: try Device.named("iPhone 15 Pro"), orientation: .landscapeLeft)
        let controller = UIViewController()
        window.rootViewController = controller
        let header = UIView()
        header.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(header)
        // At most 96 pt, and a tenth of the screen's height: they conflict above 960 pt.
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: controller.view.topAnchor),
            header.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            header.widthAnchor.constraint(equalToConstant: 100),
            header.heightAnchor.constraint(lessThanOrEqualToConstant: 96),
            header.heightAnchor.constraint(equalTo: controller.view.heightAnchor, multiplier: 0.1),
        ])
        LayoutDiagnostics.shared.printsToStandardError = false
        defer {
            LayoutDiagnostics.shared.printsToStandardError = true
            LayoutDiagnostics.shared.removeAll()
        }
        window.makeKeyAndVisible()
        #expect(abs(header.frame.height - 39.3) < 0.1)

        // On a taller screen the tenth conflicts with the cap: one of them breaks, the window
        // keeps its size.
        window.move(to: try Device.named("iPad Pro 13-inch (M4)"), orientation: .portrait)
        #expect(controller.view.frame.size == CGSize(width: 1032, height: 1376))
        #expect(window.layoutReports.contains { $0.kind == .unsatisfiable })
        let broken = window.layoutReports.compactMap { $0.message.components(separatedBy: "recover by breaking constraint").last?.split(separator: "\n").dropFirst().first }
        #expect(broken.count == 1 && broken.allSatisfy { $0.contains("height <= 96") })

        // Back on a short screen both hold again.
        window.move(to: try Device.named("iPhone 15 Pro"), orientation: .landscapeLeft)
        #expect(abs(header.frame.height - 39.3) < 0.1)
    }
}
