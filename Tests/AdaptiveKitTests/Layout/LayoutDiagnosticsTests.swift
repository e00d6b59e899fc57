@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Unsatisfiable and ambiguous layouts")
struct LayoutDiagnosticsTests {
    @Test("conflicting required constraints: one is broken, UIKit's message is recorded, layout goes on")
    func unsatisfiable() throws {
        LayoutDiagnostics.shared.printsToStandardError = false
        let window = try LayoutFixtures.window()
        let view = LayoutFixtures.constrainedView(in: window)
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "too-wide"
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor), view.topAnchor.constraint(equalTo: window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10), narrow, wide,
        ])
        window.layoutIfNeeded()
        let reports = window.layoutReports.filter { $0.kind == .unsatisfiable }
        let report = try #require(reports.first)
        #expect(reports.count == 1)
        #expect(report.message.hasPrefix("Unable to simultaneously satisfy constraints.\n\tProbably at least one of the constraints in the following list is one you don't want."))
        #expect(report.constraints.contains(narrow.description))
        #expect(report.constraints.contains(wide.description))
        #expect(report.brokenConstraint == wide.description)
        #expect(report.message.contains("Will attempt to recover by breaking constraint \n\(wide.description)"))
        #expect(report.message.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints"))
        #expect(wide.description.contains("'too-wide'"))
        #expect(wide.isActive, "the broken constraint stays active, unenforced")
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(LayoutDiagnostics.shared.reports.contains(report))
        // Fixing the conflict: deactivating the survivor lets the broken one apply when re-activated.
        narrow.isActive = false
        wide.isActive = false
        wide.isActive = true
        window.layoutIfNeeded()
        #expect(view.frame.width == 200)
    }

    @Test("a view with a free attribute has an ambiguous layout; one fully pinned does not")
    func ambiguity() throws {
        let window = try LayoutFixtures.window()
        let floating = LayoutFixtures.constrainedView(in: window)
        NSLayoutConstraint.activate([
            floating.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            floating.widthAnchor.constraint(equalToConstant: 50),
            floating.heightAnchor.constraint(equalToConstant: 50),
        ])
        let pinned = LayoutFixtures.constrainedView(in: window)
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: window.leadingAnchor), pinned.topAnchor.constraint(equalTo: window.topAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 50), pinned.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(floating.hasAmbiguousLayout)
        #expect(floating.ambiguousAttributes == ["minY"])
        #expect(!pinned.hasAmbiguousLayout)
        #expect(pinned.ambiguousAttributes.isEmpty)
        #expect(window.viewsWithAmbiguousLayout.map { ObjectIdentifier($0) } == [ObjectIdentifier(floating)])
        // Equal optional priorities pulling apart are ambiguous too.
        let tug = LayoutFixtures.constrainedView(in: window)
        let left = tug.widthAnchor.constraint(equalToConstant: 10), right = tug.widthAnchor.constraint(equalToConstant: 20)
        left.priority = .defaultLow
        right.priority = .defaultLow
        NSLayoutConstraint.activate([left, right, tug.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     tug.topAnchor.constraint(equalTo: window.topAnchor), tug.heightAnchor.constraint(equalToConstant: 1)])
        window.layoutIfNeeded()
        #expect(tug.ambiguousAttributes == ["width"])
    }

    @Test("constraints between views in different trees are refused and reported")
    func noCommonAncestor() {
        LayoutDiagnostics.shared.printsToStandardError = false
        let a = UIView(), b = UIView()
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(LayoutDiagnostics.shared.reports.last?.kind == .noCommonAncestor)
        #expect(LayoutDiagnostics.shared.reports.last?.message.contains("because they have no common ancestor") == true)
    }

    @Test("a non-finite constant is ignored with a report, never a crash")
    func nonFiniteConstant() throws {
        LayoutDiagnostics.shared.printsToStandardError = false
        let window = try LayoutFixtures.window()
        let view = LayoutFixtures.constrainedView(in: window)
        let width = view.widthAnchor.constraint(equalToConstant: .nan)
        NSLayoutConstraint.activate([width, view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     view.topAnchor.constraint(equalTo: window.topAnchor), view.heightAnchor.constraint(equalToConstant: 5)])
        window.layoutIfNeeded()
        #expect(window.layoutReports.contains { $0.kind == .invalidNumber })
        #expect(view.frame.height == 5)
    }

    @Test("constants beyond 1e15 are ignored with a report: frames never become NaN")
    func hugeConstants() {
        LayoutDiagnostics.shared.printsToStandardError = false
        let window = LayoutFixtures.window()
        let a = LayoutFixtures.constrainedView(in: window), b = LayoutFixtures.constrainedView(in: window)
        // 1e308 is finite, but two of them overflow in the solver (the VFL fuzzer's find).
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(1e308)][b(1e308)]|", options: [], metrics: nil, views: ["a": a, "b": b]))
        window.layoutIfNeeded()
        #expect(window.layoutReports.contains { $0.kind == .invalidNumber })
        for frame in [a.frame, b.frame] {
            let finite = frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
            #expect(finite, "\(frame)")
        }
        let wide = a.widthAnchor.constraint(equalToConstant: 20)
        wide.isActive = true
        wide.constant = -1e300
        window.layoutIfNeeded()
        #expect(a.frame.width.isFinite)
    }

    @Test("switching an active constraint between required and optional is refused")
    func requiredToOptional() throws {
        LayoutDiagnostics.shared.printsToStandardError = false
        let window = try LayoutFixtures.window()
        let view = LayoutFixtures.constrainedView(in: window)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        width.priority = .defaultHigh
        #expect(width.priority == .required)
        #expect(LayoutDiagnostics.shared.reports.last?.kind == .invalidPriorityChange)
    }

    @Test("descriptions read like UIKit's")
    func descriptions() {
        let a = UIView(), b = UIView()
        let constraint = NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width, multiplier: 0.5, constant: 10)
        let address = { (view: UIView) in objectAddress(view) }
        #expect(constraint.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(constraint.description.hasSuffix(" UIView:\(address(a)).width == 0.5*UIView:\(address(b)).width + 10   (inactive)>"))
        let low = a.heightAnchor.constraint(equalToConstant: 44)
        low.priority = .defaultHigh
        #expect(low.description.hasSuffix("UIView:\(address(a)).height == 44 @750   (inactive)>"))
    }
}
