@testable import AdaptiveKit
import Foundation
import Testing

@Suite("Constraint changes deep in a tree")
@MainActor
struct DeepConstraintChangeTests {
    @Test("a constraint activated on a nested view moves it at the next layout")
    func nestedActivation() throws {
        let window = try LayoutFixtures.window()
        let outer = UIView()
        outer.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(outer)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: window.leadingAnchor), outer.topAnchor.constraint(equalTo: window.topAnchor),
            outer.widthAnchor.constraint(equalToConstant: 200), outer.heightAnchor.constraint(equalToConstant: 200),
        ])
        let middle = UIView()
        middle.translatesAutoresizingMaskIntoConstraints = false
        outer.addSubview(middle)
        NSLayoutConstraint.activate([
            middle.leadingAnchor.constraint(equalTo: outer.leadingAnchor), middle.topAnchor.constraint(equalTo: outer.topAnchor),
            middle.widthAnchor.constraint(equalToConstant: 100), middle.heightAnchor.constraint(equalToConstant: 100),
        ])
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        middle.addSubview(inner)
        let height = inner.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: middle.leadingAnchor), inner.topAnchor.constraint(equalTo: middle.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 10), height,
        ])
        window.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        height.isActive = false
        inner.heightAnchor.constraint(equalToConstant: 40).isActive = true
        window.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 10, height: 40))
    }

    @Test("a view that starts translating its autoresizing mask is held at its frame")
    func translatesAutoresizingMaskLater() throws {
        let window = try LayoutFixtures.window()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(container)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        view.translatesAutoresizingMaskIntoConstraints = true
        view.autoresizingMask = []
        view.frame = CGRect(x: 10, y: 10, width: 120, height: 80)
        container.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 120, height: 80))
    }
}
