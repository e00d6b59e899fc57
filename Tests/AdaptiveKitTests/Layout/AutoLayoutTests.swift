@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Auto Layout")
struct AutoLayoutTests {
    @Test("anchors pin a view inside the window")
    func pinning() throws {
        let window = try LayoutFixtures.window()
        let view = LayoutFixtures.constrainedView(in: window)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            window.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 100, width: 335, height: 50))
    }

    @Test("the item-attribute initializer with a multiplier on sizes")
    func itemAttributeInitializer() throws {
        let window = try LayoutFixtures.window()
        let view = LayoutFixtures.constrainedView(in: window)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: window, attribute: .width, multiplier: 0.5, constant: 10),
            NSLayoutConstraint(item: view, attribute: .height, relatedBy: .equal, toItem: view, attribute: .width, multiplier: 2, constant: 0),
            NSLayoutConstraint(item: view, attribute: .centerX, relatedBy: .equal, toItem: window, attribute: .centerX, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: window, attribute: .top, multiplier: 1, constant: 0),
        ])
        window.layoutIfNeeded()
        // width = 375/2 + 10 = 197.5, height = 395, centred: x = (375 − 197.5)/2 = 88.75, whose
        // edges snap to the @2x pixel grid (halves round away from zero): 89 … 286.5.
        #expect(view.frame == CGRect(x: 89, y: 0, width: 197.5, height: 395))
    }

    @Test("a multiplier on a position is measured from the common ancestor's edge")
    func multiplierOnPosition() throws {
        let window = try LayoutFixtures.window()
        let container = LayoutFixtures.constrainedView(in: window)
        let view = LayoutFixtures.constrainedView(in: container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 75),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.topAnchor.constraint(equalTo: window.topAnchor),
            container.heightAnchor.constraint(equalToConstant: 100),
            NSLayoutConstraint(item: view, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .trailing, multiplier: 0.5, constant: 0),
            view.widthAnchor.constraint(equalToConstant: 20),
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        // The container's own leading is 0 in its coordinates: centerX = 0.5 × 200 = 100.
        #expect(view.frame == CGRect(x: 90, y: 0, width: 20, height: 20))
    }

    @Test("priorities decide conflicts, and 750 beats any number of 749s")
    func priorities() throws {
        let window = try LayoutFixtures.window()
        let view = LayoutFixtures.constrainedView(in: window)
        let strong = view.widthAnchor.constraint(equalToConstant: 100)
        strong.priority = UILayoutPriority(750)
        var weak: [NSLayoutConstraint] = []
        for _ in 0..<6 {
            let constraint = view.widthAnchor.constraint(equalToConstant: 200)
            constraint.priority = UILayoutPriority(749)
            weak.append(constraint)
        }
        NSLayoutConstraint.activate([strong] + weak + [
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(view.frame.width == 100)
        // Lowering the strong one below the others lets them win.
        strong.priority = UILayoutPriority(748)
        window.layoutIfNeeded()
        #expect(view.frame.width == 200)
    }

    @Test("changing a constant moves the view on the next layout")
    func constantChange() throws {
        let window = try LayoutFixtures.window()
        let view = LayoutFixtures.constrainedView(in: window)
        let leading = view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            leading, view.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            view.widthAnchor.constraint(equalToConstant: 30), view.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()
        #expect(view.frame.origin.x == 10)
        leading.constant = 42
        window.layoutIfNeeded()
        #expect(view.frame.origin.x == 42)
        leading.isActive = false
        #expect(!leading.isActive)
        #expect(!window.constraints.contains { $0 === leading })
    }

    @Test("deactivating many constraints at once takes each off its view and out of the layout")
    func deactivatingMany() throws {
        let window = try LayoutFixtures.window()
        let container = LayoutFixtures.constrainedView(in: window)
        let view = LayoutFixtures.constrainedView(in: container)
        let leading = view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
        let wide = view.widthAnchor.constraint(equalToConstant: 300)
        let narrow = view.widthAnchor.constraint(equalToConstant: 40)
        narrow.priority = .defaultHigh
        let outer = [
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor), container.topAnchor.constraint(equalTo: window.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 350), container.heightAnchor.constraint(equalToConstant: 200),
        ]
        let inactive = view.heightAnchor.constraint(equalToConstant: 99)
        NSLayoutConstraint.activate(outer + [
            leading, wide, narrow, view.topAnchor.constraint(equalTo: container.topAnchor), view.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 0, width: 300, height: 20))
        // Constraints of two views, one twice, one never active.
        NSLayoutConstraint.deactivate([leading, wide, outer[0], wide, inactive])
        #expect(!leading.isActive && !wide.isActive && !outer[0].isActive && !inactive.isActive)
        #expect(container.constraints.count == 3, "the view's other constraints stay")
        #expect(!container.constraints.contains { $0 === leading } && !view.constraints.contains { $0 === wide })
        #expect(!window.constraints.contains { $0 === outer[0] })
        container.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5).isActive = true
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
        window.layoutIfNeeded()
        #expect(view.frame.width == 40, "the weaker width holds once the required one is gone")
        container.removeConstraints(container.constraints)
        #expect(container.constraints.isEmpty)
    }

    @Test("right-to-left flips leading and trailing, not left and right")
    func rightToLeft() throws {
        let window = try LayoutFixtures.window()
        let container = LayoutFixtures.constrainedView(in: window)
        container.semanticContentAttribute = .forceRightToLeft
        let a = LayoutFixtures.constrainedView(in: container)
        let b = LayoutFixtures.constrainedView(in: container)
        let c = LayoutFixtures.constrainedView(in: container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            container.topAnchor.constraint(equalTo: window.topAnchor),
            container.heightAnchor.constraint(equalToConstant: 100),
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 100),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.widthAnchor.constraint(equalToConstant: 50),
            c.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 20),
            c.widthAnchor.constraint(equalToConstant: 10),
        ] + [a, b, c].flatMap { [$0.topAnchor.constraint(equalTo: container.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)] })
        window.layoutIfNeeded()
        #expect(a.frame.origin.x == 255, "leading is the right edge: 375 − 20 − 100")
        #expect(b.frame.origin.x == 197, "\"after\" runs leftwards: 255 − 8 − 50")
        #expect(c.frame.origin.x == 20)               // left stays left
        #expect(container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test("frames are rounded to the screen's pixel grid")
    func pixelRounding() throws {
        let window = try LayoutFixtures.window("iPhone X")   // @3x
        let views = (0..<3).map { _ in LayoutFixtures.constrainedView(in: window) }
        var constraints: [NSLayoutConstraint] = []
        for (index, view) in views.enumerated() {
            constraints += [
                view.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 1.0 / 3.0),
                view.topAnchor.constraint(equalTo: window.topAnchor), view.heightAnchor.constraint(equalToConstant: 10.1),
                index == 0 ? view.leadingAnchor.constraint(equalTo: window.leadingAnchor)
                    : view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        // 375 / 3 = 125 exactly; 10.1 pt at @3x is 30.3 px → 30 px = 10 pt.
        #expect(views[1].frame == CGRect(x: 125, y: 0, width: 125, height: 10))
        let odd = LayoutFixtures.constrainedView(in: window)
        NSLayoutConstraint.activate([
            odd.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 0.2),
            odd.widthAnchor.constraint(equalToConstant: 100.5),
            odd.topAnchor.constraint(equalTo: window.topAnchor), odd.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        // Edges snap to thirds of a point: 0.2 → 0.333…, 100.7 → 100.666…
        #expect(abs(odd.frame.minX - 1.0 / 3.0) < 1e-9)
        #expect(abs(odd.frame.maxX - 302.0 / 3.0) < 1e-9)
    }

    @Test("updateConstraints runs before layout, subviews first; layoutSubviews top down")
    func passOrder() throws {
        final class Logging: UIView {
            let name: String
            let log: Log
            init(_ name: String, _ log: Log) {
                self.name = name
                self.log = log
                super.init(frame: .zero)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
            override func updateConstraints() {
                log.lines.append("updateConstraints \(name)")
                super.updateConstraints()
            }
            override func layoutSubviews() {
                log.lines.append("layoutSubviews \(name)")
                super.layoutSubviews()
            }
        }
        final class Log { var lines: [String] = [] }
        let log = Log()
        let window = try LayoutFixtures.window()
        let outer = Logging("outer", log)
        let inner = Logging("inner", log)
        outer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        inner.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        window.addSubview(outer)
        outer.addSubview(inner)
        window.layoutIfNeeded()
        #expect(log.lines == ["updateConstraints inner", "updateConstraints outer", "layoutSubviews outer", "layoutSubviews inner"])
        log.lines = []
        window.layoutIfNeeded()
        #expect(log.lines.isEmpty, "nothing asked for layout")
        inner.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(log.lines == ["layoutSubviews inner"])
    }

    @Test("adding and removing subtrees after layout is incremental; removal deactivates constraints that reach outside")
    func incrementalSubtrees() throws {
        let window = try LayoutFixtures.window()
        window.layoutIfNeeded()
        let engine = window.existingLayoutEngine!
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        let title = LayoutFixtures.constrainedView(in: card)
        let inner = [
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            title.widthAnchor.constraint(equalToConstant: 50), title.heightAnchor.constraint(equalToConstant: 20),
        ]
        NSLayoutConstraint.activate(inner)
        window.addSubview(card)
        let outer = [
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 30),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 100),
        ]
        NSLayoutConstraint.activate(outer)
        window.layoutIfNeeded()
        #expect(!engine.structureChanged, "no rebuild was needed")
        #expect(window.existingLayoutEngine === engine)
        #expect(card.frame == CGRect(x: 30, y: 40, width: 100, height: 100))
        #expect(title.frame == CGRect(x: 10, y: 10, width: 50, height: 20))

        card.removeFromSuperview()
        #expect(!outer[0].isActive && !outer[1].isActive, "constraints to the window are deactivated")
        #expect(outer[2].isActive && outer[3].isActive, "the card's own size constraints stay")
        #expect(inner.allSatisfy { $0.isActive }, "constraints inside the card stay")
        // The card lays out on its own now, and again inside another container.
        let container = UIView(frame: CGRect(x: 0, y: 300, width: 200, height: 200))
        window.addSubview(container)
        container.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5), card.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 5, y: 0, width: 100, height: 100))
        #expect(title.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
    }
}
