internal import Cassowary
import Foundation

extension LayoutEngine {
    // MARK: Reports

    func record(_ report: LayoutDiagnostics.Report) {
        reports.append(report)
        LayoutDiagnostics.shared.record(report)
    }

    /// Reports a required constraint that conflicts with the others, in UIKit's words, naming the
    /// smallest conflicting set of required constraints it can find and the one it breaks (the
    /// constraint being added: it is left out of the solver, active but unenforced).
    func reportUnsatisfiable(breaking constraint: NSLayoutConstraint, error: Error) {
        let conflict = conflictingSet(for: constraint)
        let descriptions = conflict.map(\.constraintDescription)
        let list = descriptions.map { "    \"\($0)\"" }.joined(separator: ",\n")
        let message = """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        (
        \(list)
        )

        Will attempt to recover by breaking constraint 
        \(constraint.constraintDescription)

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        """
        record(.init(
            kind: .unsatisfiable, constraints: descriptions, brokenConstraint: constraint.constraintDescription,
            constraintIdentities: conflict.map(\.identity), brokenConstraintIdentity: constraint.identity, message: message))
    }

    /// A minimal set of required constraints (the broken one included) that cannot hold together:
    /// the required constraints connected to it through shared variables, reduced by deletion
    /// (drop each one that the conflict does not need). Falls back to the connected set when it is
    /// too large to reduce cheaply.
    func conflictingSet(for broken: NSLayoutConstraint) -> [NSLayoutConstraint] {
        let required = installed.values.compactMap { entry -> (NSLayoutConstraint, [ObjectIdentifier])? in
            guard entry.solverConstraint != nil, entry.constraint.priority == .required else { return nil }
            guard let form = linearForm(of: entry.constraint) else { return nil }
            return (entry.constraint, form.terms.map { ObjectIdentifier($0.variable) })
        }
        guard let brokenForm = linearForm(of: broken) else { return [broken] }
        // The connected component of the broken constraint's variables.
        var reached = Set(brokenForm.terms.map { ObjectIdentifier($0.variable) })
        var component: [NSLayoutConstraint] = []
        var remaining = required
        var grew = true
        while grew {
            grew = false
            remaining.removeAll { constraint, variables in
                guard variables.contains(where: reached.contains) else { return false }
                component.append(constraint)
                reached.formUnion(variables)
                grew = true
                return true
            }
        }
        // The root's origin pins are raw constraints: include them when reducing.
        let rootPins = systemConstraints[ObjectIdentifier(root)]?.raw ?? []
        guard component.count <= 60 else { return component.sorted(by: installOrder) + [broken] }
        var kept = component
        for candidate in component {
            let without = kept.filter { $0 !== candidate }
            if !isSatisfiable(without + [broken], extra: rootPins) {
                kept = without
            }
        }
        return kept.sorted(by: installOrder) + [broken]
    }

    private func installOrder(_ a: NSLayoutConstraint, _ b: NSLayoutConstraint) -> Bool {
        a.constraintDescription < b.constraintDescription
    }

    /// Whether these constraints (as required ones) can all hold, in a scratch solver.
    private func isSatisfiable(_ constraints: [NSLayoutConstraint], extra: [Cassowary.Constraint]) -> Bool {
        let scratch = Solver()
        for pin in extra {
            try? scratch.add(Cassowary.Constraint(pin.expression, pin.relation, strength: .required))
        }
        for constraint in constraints {
            guard let form = linearForm(of: constraint) else { continue }
            let solverConstraint = makeSolverConstraint(
                terms: form.terms, constant: form.fixedOffset + form.constantSign * Double(constraint.constant),
                relation: constraint.relation, priority: .required
            )
            do { try scratch.add(solverConstraint) } catch { return false }
        }
        return true
    }

    // MARK: Ambiguity

    /// The frame values of a view that the constraints leave free: each variable is pulled up and
    /// down by a constraint weaker than every other (priority 0.001); a value that moves is not
    /// determined by the layout.
    func ambiguousAttributes(of item: LayoutItem) -> [String] {
        solveIfNeeded()
        guard let rect = rects[ObjectIdentifier(item)] else { return [] }
        var free: [String] = []
        for (name, variable) in [("minX", rect.minX), ("minY", rect.minY), ("width", rect.width), ("height", rect.height)] {
            let solved = variable.value
            var moved = false
            for direction in [1.0, -1.0] {
                let pull = Cassowary.Constraint(
                    Expression(terms: [Term(variable, coefficient: 1)], constant: -(solved + direction * 1000)),
                    .equal, strength: Strength(priority: 0.001)
                )
                guard (try? solver.add(pull)) != nil else { continue }
                solver.updateVariables()
                if abs(variable.value - solved) > 1e-6 { moved = true }
                try? solver.remove(pull)
            }
            solver.updateVariables()
            if moved { free.append(name) }
        }
        return free
    }

    /// The frame values of a view that the constraints leave free relative to another item (its
    /// superview): `minX` and `minY` are the offsets from the other item's origin.
    func ambiguousAttributes(of item: LayoutItem, relativeTo other: LayoutItem) -> [String] {
        solveIfNeeded()
        guard let rect = rects[ObjectIdentifier(item)], let base = rects[ObjectIdentifier(other)] else { return [] }
        var free: [String] = []
        let values: [(String, [Term])] = [
            ("minX", [Term(rect.minX, coefficient: 1), Term(base.minX, coefficient: -1)]),
            ("minY", [Term(rect.minY, coefficient: 1), Term(base.minY, coefficient: -1)]),
            ("width", [Term(rect.width, coefficient: 1)]), ("height", [Term(rect.height, coefficient: 1)]),
        ]
        for (name, terms) in values {
            func value() -> Double { terms.reduce(0) { $0 + $1.coefficient * $1.variable.value } }
            let solved = value()
            var moved = false
            for direction in [1.0, -1.0] {
                let pull = Cassowary.Constraint(
                    Expression(terms: terms, constant: -(solved + direction * 1000)),
                    .equal, strength: Strength(priority: 0.001)
                )
                guard (try? solver.add(pull)) != nil else { continue }
                solver.updateVariables()
                if abs(value() - solved) > 1e-6 { moved = true }
                try? solver.remove(pull)
            }
            solver.updateVariables()
            if moved { free.append(name) }
        }
        return free
    }

    func isAmbiguous(_ item: LayoutItem) -> Bool {
        !ambiguousAttributes(of: item).isEmpty
    }

    /// The active constraints (user and system) that mention the view's variables on an axis.
    func constraintsAffecting(_ view: UIView, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        solveIfNeeded()
        guard let rect = rects[ObjectIdentifier(view)] else { return [] }
        let variables: [ObjectIdentifier] = axis == .horizontal
            ? [ObjectIdentifier(rect.minX), ObjectIdentifier(rect.width)]
            : [ObjectIdentifier(rect.minY), ObjectIdentifier(rect.height)]
        return installed.values
            .filter { entry in
                entry.solverConstraint != nil
                    && (linearForm(of: entry.constraint)?.terms.contains { variables.contains(ObjectIdentifier($0.variable)) } ?? false)
            }
            .map(\.constraint)
            .sorted { $0.constraintDescription < $1.constraintDescription }
    }

    // MARK: Fitting size

    /// The size of `view` when its own constraints (those installed in its subtree and mentioning
    /// only items in it) are solved with its width and height pulled towards `target` at the given
    /// priorities, in a scratch engine.
    static func fittingSize(
        of view: UIView, target: CGSize, horizontalPriority: UILayoutPriority, verticalPriority: UILayoutPriority
    ) -> CGSize {
        let engine = LayoutEngine(root: view)
        engine.fitting = true
        engine.rebuild()
        let rect = engine.rect(for: view)
        for (variable, value, priority) in [(rect.width, target.width, horizontalPriority), (rect.height, target.height, verticalPriority)] {
            let pull = engine.makeSolverConstraint(terms: [Term(variable, coefficient: 1)], constant: -Double(value), relation: .equal, priority: priority)
            try? engine.solver.add(pull)
        }
        engine.solver.updateVariables()
        return CGSize(width: rect.width.value, height: rect.height.value)
    }
}
