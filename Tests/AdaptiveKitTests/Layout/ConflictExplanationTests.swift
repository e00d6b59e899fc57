@testable import AdaptiveKit
import Foundation
import Testing

/// The list in "Unable to simultaneously satisfy constraints": an irreducible conflict found among
/// the constraints in the solver when the constraint broke, or, past
/// `LayoutEngine.reducibleConflictSize` connected constraints, all of them in description order.
@MainActor
@Suite("Conflict explanations")
struct ConflictExplanationTests {
    /// A window with a view pinned at its top left, 10 high, and the unsatisfiable reports so far.
    static func pinnedView() throws -> (UIWindow, UIView) {
        LayoutDiagnostics.shared.printsToStandardError = false
        let window = try LayoutFixtures.window()
        let view = LayoutFixtures.constrainedView(in: window)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor), view.topAnchor.constraint(equalTo: window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (window, view)
    }

    static func unsatisfiable(_ window: UIWindow) -> [LayoutDiagnostics.Report] {
        window.layoutReports.filter { $0.kind == .unsatisfiable }
    }

    @Test("constraints connected to the broken one that play no part in the conflict are left out")
    func irreducible() throws {
        let (window, view) = try Self.pinnedView()
        let neighbour = LayoutFixtures.constrainedView(in: window)
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            narrow,
            neighbour.leadingAnchor.constraint(equalTo: view.trailingAnchor, constant: 8),
            neighbour.topAnchor.constraint(equalTo: view.topAnchor),
            neighbour.widthAnchor.constraint(equalToConstant: 30), neighbour.heightAnchor.constraint(equalTo: view.heightAnchor),
        ])
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        wide.isActive = true
        window.layoutIfNeeded()
        let report = try #require(Self.unsatisfiable(window).first)
        #expect(report.constraints == [narrow.description, wide.description])
    }

    @Test("of two ways to conflict, the list is one of them whole")
    func oneOfTwoConflicts() throws {
        let (window, view) = try Self.pinnedView()
        // width == 100 alone, or width == 10 × height with the height pinned at 10, contradicts
        // width == 200.
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        let ratio = view.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: 10)
        NSLayoutConstraint.activate([narrow, ratio])
        window.layoutIfNeeded()
        #expect(Self.unsatisfiable(window).isEmpty)
        let height = try #require(view.superview?.constraints.first { $0.firstItem === view && $0.firstAttribute == .height }
            ?? view.constraints.first { $0.firstAttribute == .height })
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        wide.isActive = true
        window.layoutIfNeeded()
        let report = try #require(Self.unsatisfiable(window).first)
        let listed = Set(report.constraints.dropLast())
        #expect(listed == [narrow.description] || listed == [ratio.description, height.description], "\(listed)")
        #expect(report.constraints.last == wide.description)
    }

    @Test("a conflict found after the constraints changed lists the constraints in the solver then")
    func explanationFollowsChanges() throws {
        let (window, view) = try Self.pinnedView()
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([narrow, wide])
        window.layoutIfNeeded()
        #expect(Self.unsatisfiable(window).last?.constraints == [narrow.description, wide.description])
        let medium = view.widthAnchor.constraint(equalToConstant: 150)
        narrow.isActive = false
        wide.isActive = false
        NSLayoutConstraint.activate([medium, wide])
        window.layoutIfNeeded()
        #expect(Self.unsatisfiable(window).count == 2)
        #expect(Self.unsatisfiable(window).last?.constraints == [medium.description, wide.description])
        // A new constant is a change too.
        wide.isActive = false
        medium.constant = 120
        wide.isActive = true
        window.layoutIfNeeded()
        #expect(Self.unsatisfiable(window).count == 3)
        #expect(Self.unsatisfiable(window).last?.constraints == [medium.description, wide.description])
        #expect(medium.description.contains("120"))
    }

    @Test("many constraints broken against the same one: each list names that one and its own broken constraint")
    func manyBrokenAgainstOne() throws {
        let (window, view) = try Self.pinnedView()
        let first = view.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: 2)
        let contradicting = (3...52).map { view.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: CGFloat($0)) }
        NSLayoutConstraint.activate([first] + contradicting)
        window.layoutIfNeeded()
        let reports = Self.unsatisfiable(window)
        #expect(reports.count == contradicting.count)
        for (report, broken) in zip(reports, contradicting) {
            #expect(report.brokenConstraint == broken.description)
            #expect(report.constraints.last == broken.description)
            #expect(report.constraints.dropLast().contains(first.description))
            #expect(!contradicting.contains { $0 !== broken && report.constraints.contains($0.description) })
        }
    }

    @Test("past the reducible size the connected constraints are listed whole, in description order, the same for each broken one")
    func largeComponentListedWhole() throws {
        let (window, view) = try Self.pinnedView()
        var previous = view
        // 40 views in a row: 81 constraints connected to the first view's width.
        var horizontal: [NSLayoutConstraint] = [view.widthAnchor.constraint(equalToConstant: 10)]
        var vertical: [NSLayoutConstraint] = []
        for _ in 0..<40 {
            let next = LayoutFixtures.constrainedView(in: window)
            horizontal += [next.leadingAnchor.constraint(equalTo: previous.trailingAnchor), next.widthAnchor.constraint(equalToConstant: 10)]
            vertical += [next.topAnchor.constraint(equalTo: previous.topAnchor), next.heightAnchor.constraint(equalToConstant: 10)]
            previous = next
        }
        let chain = horizontal + vertical
        NSLayoutConstraint.activate(chain)
        window.layoutIfNeeded()
        let broken = [20, 30].map { view.widthAnchor.constraint(equalToConstant: $0) }
        NSLayoutConstraint.activate(broken)
        window.layoutIfNeeded()
        let reports = Self.unsatisfiable(window)
        try #require(reports.count == 2)
        let listed = reports.map { Array($0.constraints.dropLast()) }
        #expect(listed[0].count > LayoutEngine.reducibleConflictSize)
        #expect(listed[0] == listed[1])
        #expect(listed[0] == listed[0].sorted())
        // (The last view's width is connected to nothing else.)
        #expect(Set(horizontal.dropLast().map(\.description)).isSubset(of: listed[0]))
        #expect(!vertical.contains { listed[0].contains($0.description) })
        #expect(reports.map { $0.constraints.last } == broken.map(\.description))
    }

    @Test("a stack view's own constraint keeps its place against one of the app's, which breaks instead")
    func stackViewConstraintWins() throws {
        LayoutDiagnostics.shared.printsToStandardError = false
        let window = try LayoutFixtures.window()
        let image = UIView()
        image.translatesAutoresizingMaskIntoConstraints = false
        let stack = UIStackView(arrangedSubviews: [image])
        stack.axis = .vertical
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        let offset = image.leadingAnchor.constraint(equalTo: stack.leadingAnchor, constant: -16)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor), stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 300), image.heightAnchor.constraint(equalToConstant: 40), offset,
        ])
        window.layoutIfNeeded()
        // The arrangement holds: the image fills the stack's width from its leading edge.
        #expect(image.frame == CGRect(x: 0, y: 0, width: 300, height: 40))
        let report = try #require(Self.unsatisfiable(window).first)
        #expect(report.brokenConstraint == offset.description)
    }
}
