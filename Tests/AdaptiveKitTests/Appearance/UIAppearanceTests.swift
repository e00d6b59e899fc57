@testable import AdaptiveKit
import Foundation
import Testing

// Classes of these tests only, so that the settings made here reach no other test's views.
final class ProbeLabel: UILabel {}
final class ProbeView: UIView, UIAppearanceProxyInitializable {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(frame: .zero) }
}
final class CardView: UIView, UIAppearanceProxyInitializable {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(frame: .zero) }
}
final class PanelView: UIView, UIAppearanceProxyInitializable {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(frame: .zero) }
}
final class ProbeButton: UIButton {}
final class ProbeBar: UINavigationBar {}
final class ProbeViewController: UIViewController {}

@MainActor
@Suite("The appearance proxy", .serialized)
struct UIAppearanceTests {
    private let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    private let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)

    /// Runs a test with no proxies before or after it.
    private func isolated(_ body: () throws -> Void) rethrows {
        UIAppearanceSettings.reset()
        defer { UIAppearanceSettings.reset() }
        try body()
    }

    @Test("a proxy is an instance of the class, one per class, traits and containment")
    func proxies() {
        isolated {
            let proxy = ProbeLabel.appearance()
            #expect(proxy.isAppearanceProxy)
            #expect(ProbeLabel.appearance() === proxy)
            #expect(ProbeLabel.appearance(whenContainedInInstancesOf: [CardView.self]) !== proxy)
            #expect(UIView.appearance().isAppearanceProxy)
            #expect(!ProbeLabel(frame: .zero).isAppearanceProxy)
        }
    }

    @Test("values set on appearance() apply when a view moves to a window, not before")
    func plain() throws {
        try isolated {
            ProbeLabel.appearance().textColor = red
            ProbeLabel.appearance().font = .systemFont(ofSize: 30)
            let label = ProbeLabel(frame: .zero)
            #expect(label.textColor === UIColor.label)
            let window = try ViewFixtures.window()
            window.addSubview(label)
            #expect(label.textColor === red)
            #expect(label.font.pointSize == 30)
            // Other labels are not ProbeLabels: untouched.
            let other = UILabel(frame: .zero)
            window.addSubview(other)
            #expect(other.textColor === UIColor.label)
            // The proxy reports what was set on it.
            #expect(ProbeLabel.appearance().textColor === red)
        }
    }

    @Test("UIView's own properties: backgroundColor and tintColor through a proxy")
    func viewProperties() throws {
        try isolated {
            ProbeView.appearance().backgroundColor = green
            ProbeView.appearance().tintColor = orange
            let window = try ViewFixtures.window()
            let view = ProbeView(frame: .zero)
            let child = UIView(frame: .zero)
            view.addSubview(child)
            window.addSubview(view)
            #expect(view.backgroundColor === green)
            #expect(view.tintColor === orange)
            #expect(child.tintColor === orange)  // inherited
        }
    }

    @Test("appearance(for:) applies only while the view's traits contain them, and follows trait changes")
    func forTraits() throws {
        try isolated {
            ProbeView.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).tintColor = orange
            let window = try ViewFixtures.window()
            let view = ProbeView(frame: .zero)
            window.addSubview(view)
            #expect(view.tintColor === UIColor.tintColor)
            window.setUserInterfaceStyle(.dark)
            #expect(view.tintColor === orange)
            window.setUserInterfaceStyle(.light)
            #expect(view.tintColor === UIColor.tintColor)
        }
    }

    @Test("contained-in: the containers must be ancestors, innermost first, views or view controllers")
    func containedIn() throws {
        try isolated {
            ProbeLabel.appearance(whenContainedInInstancesOf: [CardView.self, PanelView.self]).textColor = red
            ProbeLabel.appearance(whenContainedInInstancesOf: [ProbeViewController.self]).textColor = green
            let window = try ViewFixtures.window()
            let panel = PanelView(frame: .zero), card = CardView(frame: .zero)
            let inside = ProbeLabel(frame: .zero), cardOnly = ProbeLabel(frame: .zero), wrongOrder = ProbeLabel(frame: .zero)
            panel.addSubview(card)
            card.addSubview(inside)
            let lonelyCard = CardView(frame: .zero)
            lonelyCard.addSubview(cardOnly)
            let outerCard = CardView(frame: .zero), innerPanel = PanelView(frame: .zero)
            outerCard.addSubview(innerPanel)
            innerPanel.addSubview(wrongOrder)
            for view in [panel, lonelyCard, outerCard] { window.addSubview(view) }
            #expect(inside.textColor === red)
            #expect(cardOnly.textColor === UIColor.label)
            #expect(wrongOrder.textColor === UIColor.label)

            let controller = ProbeViewController()
            let controlled = ProbeLabel(frame: .zero)
            controller.view.addSubview(controlled)
            window.rootViewController = controller
            #expect(controlled.textColor === green)
        }
    }

    @Test("precedence: the outermost container wins, then the longer chain, then traits, then the subclass, then the later setting")
    func precedence() throws {
        try isolated {
            let window = try ViewFixtures.window()
            // Panel > Card > label: a rule on the outer Panel beats one on the inner Card.
            ProbeLabel.appearance(whenContainedInInstancesOf: [CardView.self]).textColor = red
            ProbeLabel.appearance(whenContainedInInstancesOf: [PanelView.self]).textColor = green
            let panel = PanelView(frame: .zero), card = CardView(frame: .zero), label = ProbeLabel(frame: .zero)
            panel.addSubview(card)
            card.addSubview(label)
            window.addSubview(panel)
            #expect(label.textColor === green)

            // Same outermost container: the deeper chain wins.
            ProbeLabel.appearance(whenContainedInInstancesOf: [CardView.self, PanelView.self]).textColor = orange
            let second = ProbeLabel(frame: .zero)
            card.addSubview(second)
            #expect(second.textColor === orange)

            // Without containment: a trait rule beats a subclass rule…
            ProbeView.appearance().backgroundColor = red
            UIView.appearance(for: UITraitCollection(userInterfaceStyle: .light)).backgroundColor = green
            let view = ProbeView(frame: .zero)
            window.addSubview(view)
            #expect(view.backgroundColor === green)
            UIAppearanceSettings.reset()

            // …and a subclass rule beats a superclass rule set later.
            ProbeView.appearance().backgroundColor = green
            UIView.appearance().backgroundColor = red
            let sub = ProbeView(frame: .zero), plain = UIView(frame: .zero)
            window.addSubview(sub)
            window.addSubview(plain)
            #expect(sub.backgroundColor === green)
            #expect(plain.backgroundColor === red)
            UIAppearanceSettings.reset()

            // Equal specificity: the later setting wins.
            ProbeView.appearance(for: UITraitCollection(userInterfaceStyle: .light)).backgroundColor = red
            ProbeView.appearance(for: UITraitCollection(horizontalSizeClass: .compact)).backgroundColor = green
            let later = ProbeView(frame: .zero)
            window.addSubview(later)
            #expect(later.backgroundColor === green)
        }
    }

    @Test("traits and containment combined; rotation re-applies and restores")
    func combination() throws {
        try isolated {
            let compact = UITraitCollection(horizontalSizeClass: .compact)
            ProbeLabel.appearance(for: compact, whenContainedInInstancesOf: [CardView.self]).textColor = red
            let window = try ViewFixtures.window("iPhone 8 Plus", .portrait)
            let card = CardView(frame: .zero), label = ProbeLabel(frame: .zero), outside = ProbeLabel(frame: .zero)
            card.addSubview(label)
            window.addSubview(card)
            window.addSubview(outside)
            #expect(label.textColor === red)
            #expect(outside.textColor === UIColor.label)
            window.rotate(to: .landscapeLeft)  // regular width
            #expect(label.textColor === UIColor.label)
            window.rotate(to: .portrait)
            #expect(label.textColor === red)
        }
    }

    @Test("values the app sets on a view win over the proxy, before or after it applied")
    func explicitSetsWin() throws {
        try isolated {
            ProbeLabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = orange
            ProbeLabel.appearance().textColor = red
            ProbeView.appearance().backgroundColor = red
            let window = try ViewFixtures.window()
            let before = ProbeLabel(frame: .zero)
            before.textColor = green
            let after = ProbeLabel(frame: .zero)
            let view = ProbeView(frame: .zero)
            view.backgroundColor = green
            let later = ProbeView(frame: .zero)
            for each in [before, after, view, later] as [UIView] { window.addSubview(each) }
            #expect(before.textColor === green)
            #expect(after.textColor === red)
            #expect(view.backgroundColor === green)
            #expect(later.backgroundColor === red)

            after.textColor = green
            later.backgroundColor = green
            window.setUserInterfaceStyle(.dark)
            #expect(after.textColor === green)
            #expect(before.textColor === green)
            #expect(later.backgroundColor === green)
            let fresh = ProbeLabel(frame: .zero)
            window.addSubview(fresh)
            #expect(fresh.textColor === orange)
        }
    }

    @Test("a value set before any proxy existed still wins")
    func explicitBeforeProxies() throws {
        try isolated {
            let label = ProbeLabel(frame: .zero)
            label.textColor = green
            ProbeLabel.appearance().textColor = red
            let window = try ViewFixtures.window()
            window.addSubview(label)
            #expect(label.textColor === green)
        }
    }

    @Test("per-state and bar properties: button title colour, navigation bar tint and title attributes")
    func controlProperties() throws {
        try isolated {
            ProbeButton.appearance().setTitleColor(red, for: .normal)
            ProbeButton.appearance().setTitleColor(green, for: .highlighted)
            ProbeBar.appearance(whenContainedInInstancesOf: [ProbeViewController.self]).barTintColor = orange
            ProbeBar.appearance().titleTextAttributes = [.foregroundColor: red]
            let controller = ProbeViewController()
            let button = ProbeButton(type: .system)
            button.setTitle("Tap", for: .normal)
            let bar = ProbeBar(frame: .zero)
            controller.view.addSubview(button)
            controller.view.addSubview(bar)
            let loose = ProbeBar(frame: .zero)
            let window = try ViewFixtures.window()
            window.rootViewController = controller
            window.addSubview(loose)
            #expect(button.titleColor(for: .normal) === red)
            #expect(button.titleColor(for: .highlighted) === green)
            #expect(button.titleLabel?.textColor === red)
            #expect(bar.barTintColor === orange)
            #expect(loose.barTintColor == nil)
            #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor === red)
        }
    }

    @Test("properties that are not appearance properties are reported and reach no view")
    func unsupported() throws {
        try isolated {
            ProbeLabel.appearance().text = "Hello"
            ProbeLabel.appearance().numberOfLines = 3
            ProbeView.appearance().alpha = 0.5
            let reports = UIAppearanceSettings.reports
            #expect(reports.map(\.property) == ["text", "numberOfLines", "alpha"])
            #expect(reports.allSatisfy { $0.kind == .unsupportedProperty })
            #expect(reports[0].description.contains("ProbeLabel.appearance(): 'text' is not an appearance property"))
            let window = try ViewFixtures.window()
            let label = ProbeLabel(frame: .zero), view = ProbeView(frame: .zero)
            window.addSubview(label)
            window.addSubview(view)
            #expect(label.text == nil)
            #expect(label.numberOfLines == 1)
            #expect(view.alpha == 1)
        }
    }
}
