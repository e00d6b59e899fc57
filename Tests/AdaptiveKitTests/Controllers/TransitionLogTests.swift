@testable import AdaptiveKit
import Foundation
import Testing

/// A shared log the scenario's objects write to.
@MainActor
final class CallbackLog {
    var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
}

private func classes(_ traits: UITraitCollection) -> String {
    func letter(_ sizeClass: UIUserInterfaceSizeClass) -> String {
        switch sizeClass {
        case .compact: "C"
        case .regular: "R"
        case .unspecified: "-"
        }
    }
    return "w\(letter(traits.horizontalSizeClass))h\(letter(traits.verticalSizeClass))"
}

/// A controller that logs every adaptive callback and registers alongside animations.
@MainActor
final class LoggingViewController: UIViewController {
    let name: String
    let log: CallbackLog

    init(_ name: String, _ log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.add("\(name) viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("\(name) viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("\(name) viewDidAppear")
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.add("\(name) willTransition(to: \(classes(newCollection)))")
        coordinator.animate(alongsideTransition: { _ in
            self.log.add("\(self.name) alongside traits (now \(classes(self.traitCollection)))")
        }, completion: { _ in
            self.log.add("\(self.name) completion traits")
        })
        super.willTransition(to: newCollection, with: coordinator)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.add("\(name) viewWillTransition(to: \(Int(size.width))×\(Int(size.height)))")
        coordinator.animate(alongsideTransition: { _ in
            self.log.add("\(self.name) alongside size")
        }, completion: { _ in
            self.log.add("\(self.name) completion size (view \(Int(self.view.bounds.width))×\(Int(self.view.bounds.height)))")
        })
        super.viewWillTransition(to: size, with: coordinator)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.add("\(name) traitCollectionDidChange(\(classes(previousTraitCollection ?? UITraitCollection())) → \(classes(traitCollection)))")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.add("\(name) viewWillLayoutSubviews")
    }
}

@MainActor
@Suite("Transitions (golden logs)")
struct TransitionLogTests {
    /// A root container with one child whose view fills it.
    private func scenario(_ device: String, _ orientation: UIInterfaceOrientation = .portrait) throws -> (UIWindow, LoggingViewController, LoggingViewController, CallbackLog) {
        let log = CallbackLog()
        let root = LoggingViewController("root", log)
        let child = LoggingViewController("child", log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.view.frame = root.view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        child.didMove(toParent: root)
        let window = UIWindow(device: try Device.named(device), orientation: orientation)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root, child, log)
    }

    @Test("launch: traits arrive, views load and appear; no willTransition")
    func launch() throws {
        let (_, _, _, log) = try scenario("iPhone 8")
        #expect(log.lines == [
            "root viewDidLoad",
            "child viewDidLoad",
            "root traitCollectionDidChange(w-h- → wChR)",
            "child traitCollectionDidChange(w-h- → wChR)",
            "root viewWillAppear",
            "child viewWillAppear",
            "root viewWillLayoutSubviews",
            "child viewWillLayoutSubviews",
            "root viewDidAppear",
            "child viewDidAppear",
        ])
    }

    @Test("iPhone rotation: compact height in landscape")
    func iPhoneRotation() throws {
        let (window, _, child, log) = try scenario("iPhone 8")
        log.lines = []
        window.rotate(to: .landscapeLeft)
        #expect(log.lines == [
            "root willTransition(to: wChC)",
            "child willTransition(to: wChC)",
            "root viewWillTransition(to: 667×375)",
            "child viewWillTransition(to: 667×375)",
            "root traitCollectionDidChange(wChR → wChC)",
            "child traitCollectionDidChange(wChR → wChC)",
            "root alongside traits (now wChC)",
            "child alongside traits (now wChC)",
            "root alongside size",
            "child alongside size",
            "root viewWillLayoutSubviews",
            "child viewWillLayoutSubviews",
            "root completion traits",
            "child completion traits",
            "root completion size (view 667×375)",
            "child completion size (view 667×375)",
        ])
        #expect(child.view.frame.size == CGSize(width: 667, height: 375))
    }

    @Test("iPhone Plus rotation: the width class changes too")
    func plusRotation() throws {
        let (window, root, _, log) = try scenario("iPhone 6 Plus")
        log.lines = []
        window.rotate(to: .landscapeRight)
        #expect(log.lines.prefix(6) == [
            "root willTransition(to: wRhC)",
            "child willTransition(to: wRhC)",
            "root viewWillTransition(to: 736×414)",
            "child viewWillTransition(to: 736×414)",
            "root traitCollectionDidChange(wChR → wRhC)",
            "child traitCollectionDidChange(wChR → wRhC)",
        ])
        #expect(root.traitCollection.displayScale == 3)
    }

    @Test("iPad rotation: a size transition without a trait transition")
    func iPadRotation() throws {
        let (window, _, _, log) = try scenario("iPad Air 2")
        log.lines = []
        window.rotate(to: .landscapeLeft)
        #expect(log.lines == [
            "root viewWillTransition(to: 1024×768)",
            "child viewWillTransition(to: 1024×768)",
            "root alongside size",
            "child alongside size",
            "root viewWillLayoutSubviews",
            "child viewWillLayoutSubviews",
            "root completion size (view 1024×768)",
            "child completion size (view 1024×768)",
        ])
    }

    @Test("iPad multitasking: resizing across the regular/compact boundary and back")
    func iPadMultitasking() throws {
        let (window, root, _, log) = try scenario("iPad Air 2", .landscapeLeft)
        log.lines = []
        window.resize(to: CGSize(width: 507, height: 768))   // Split View 1/2
        #expect(log.lines.prefix(6) == [
            "root willTransition(to: wChR)",
            "child willTransition(to: wChR)",
            "root viewWillTransition(to: 507×768)",
            "child viewWillTransition(to: 507×768)",
            "root traitCollectionDidChange(wRhR → wChR)",
            "child traitCollectionDidChange(wRhR → wChR)",
        ])
        #expect(root.traitCollection.horizontalSizeClass == .compact)
        #expect(window.screen.traitCollection.horizontalSizeClass == .regular, "the screen stays regular")
        log.lines = []
        window.resize(to: CGSize(width: 694, height: 768))   // Split View 2/3
        #expect(log.lines.first == "root willTransition(to: wRhR)")
        #expect(root.traitCollection.horizontalSizeClass == .regular)
    }

    @Test("a parent's override of the horizontal size class keeps the inherited vertical class")
    func overrideKeepsVerticalClass() throws {
        let (window, root, child, log) = try scenario("iPhone 8", .landscapeLeft)
        log.lines = []
        root.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.traitCollection.verticalSizeClass == .compact)
        #expect(root.overrideTraitCollection(forChild: child) == UITraitCollection(horizontalSizeClass: .regular))
        #expect(log.lines == ["child traitCollectionDidChange(wChC → wRhC)"])
        // Views of the child follow its traits.
        #expect(child.view.traitCollection.horizontalSizeClass == .regular)
        // Rotating to portrait keeps the override: only the vertical class changes for the child.
        log.lines = []
        window.rotate(to: .portrait)
        #expect(log.lines.contains("child willTransition(to: wRhR)"))
        root.setOverrideTraitCollection(nil, forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
    }

    @Test("appearance and text-size changes are trait changes without a size transition")
    func appearanceChange() throws {
        let (window, root, _, log) = try scenario("iPhone X")
        log.lines = []
        window.setUserInterfaceStyle(.dark)
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        #expect(log.lines.contains("root traitCollectionDidChange(wChR → wChR)"))
        #expect(!log.lines.contains { $0.contains("viewWillTransition") })
        window.setPreferredContentSizeCategory(.accessibilityLarge)
        #expect(root.view.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    }

    @Test("registerForTraitChanges calls back only for the traits asked")
    func traitRegistrations() throws {
        let (window, root, _, _) = try scenario("iPhone X")
        var calls: [String] = []
        root.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (controller: UIViewController, previous: UITraitCollection) in
            calls.append("vertical \(previous.verticalSizeClass) → \(controller.traitCollection.verticalSizeClass)")
        }
        window.setUserInterfaceStyle(.dark)
        #expect(calls.isEmpty)
        window.rotate(to: .landscapeLeft)
        #expect(calls == ["vertical regular → compact"])
    }

    @Test("controllers and views outside a hierarchy have unspecified traits")
    func outsideHierarchy() {
        let controller = UIViewController()
        #expect(controller.traitCollection == UITraitCollection())
        #expect(UIView().traitCollection == UITraitCollection())
    }
}
