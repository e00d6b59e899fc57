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
        let conflict = self.conflict(for: constraint)
        let descriptions = conflict.descriptions
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
            constraintIdentities: conflict.constraints.map(\.identity), brokenConstraintIdentity: constraint.identity, message: message))
    }

    /// A conflict explained: the constraints of UIKit's list, in the order printed (the broken
    /// one last), and their descriptions.
    @MainActor
    struct Conflict {
        var constraints: [NSLayoutConstraint] = []
        var descriptions: [String] = []

        /// The constraints in description order, each described once.
        init(sorting members: [NSLayoutConstraint]) {
            let described = members.map { ($0.constraintDescription, $0) }.sorted { $0.0 < $1.0 }
            constraints = described.map(\.1)
            descriptions = described.map(\.0)
        }

        /// This list with the broken constraint after it.
        func breaking(_ broken: NSLayoutConstraint) -> Conflict {
            var conflict = self
            conflict.constraints.append(broken)
            conflict.descriptions.append(broken.constraintDescription)
            return conflict
        }
    }

    /// The conflicts explained since the solver's constraints last changed: cleared by
    /// ``forgetConflicts()`` whenever a constraint goes into or out of the solver or a constant
    /// changes, since each answer holds only for the constraints it was found among.
    @MainActor
    struct ConflictCache {
        /// By broken constraint: its explanation.
        var explanations: [ObjectIdentifier: Conflict] = [:]
        /// By the variables of a broken constraint: the required constraints connected to them,
        /// in the order found.
        var components: [Set<ObjectIdentifier>: [NSLayoutConstraint]] = [:]
        /// By the variables of a broken constraint: a component too large to reduce, listed.
        var listings: [Set<ObjectIdentifier>: Conflict] = [:]

        var isEmpty: Bool { explanations.isEmpty && components.isEmpty && listings.isEmpty }
    }

    /// Drops the cached conflict explanations (the solver's constraints changed).
    func forgetConflicts() {
        if !conflicts.isEmpty { conflicts = ConflictCache() }
    }

    /// Components of more required constraints than this are listed whole rather than reduced.
    static let reducibleConflictSize = 60

    /// A minimal set of required constraints (the broken one included) that cannot hold together.
    func conflictingSet(for broken: NSLayoutConstraint) -> [NSLayoutConstraint] {
        conflict(for: broken).constraints
    }

    /// Explains why `broken` cannot be added: the required constraints connected to it through
    /// shared variables, reduced to an irreducible conflicting set (`reduced(_:breaking:pins:)`)
    /// when there are at most ``reducibleConflictSize`` of them, else listed whole.
    ///
    /// Found once per broken constraint and per connected set while the solver's constraints
    /// stay as they are (``ConflictCache``): a broken constraint is asked about twice (may a
    /// wrapping label give way, then the report), and constraints that break against the same
    /// constraints share their connected set (a label with 200 contradictory ratios: one set,
    /// described and sorted once, not 400 times).
    func conflict(for broken: NSLayoutConstraint) -> Conflict {
        let key = ObjectIdentifier(broken)
        if let known = conflicts.explanations[key] { return known }
        let found: Conflict
        if let brokenForm = linearForm(of: broken) {
            let variables = Set(brokenForm.terms.map { ObjectIdentifier($0.variable) })
            let component = connectedComponent(of: variables)
            if component.count <= Self.reducibleConflictSize {
                // The root's origin pins are raw constraints: include them when reducing.
                let rootPins = systemConstraints[ObjectIdentifier(root)]?.raw ?? []
                found = Conflict(sorting: reduced(component, breaking: broken, pins: rootPins)).breaking(broken)
            } else {
                let listing = conflicts.listings[variables] ?? Conflict(sorting: component)
                conflicts.listings[variables] = listing
                found = listing.breaking(broken)
            }
        } else {
            found = Conflict(sorting: []).breaking(broken)
        }
        conflicts.explanations[key] = found
        return found
    }

    /// The required constraints in the solver connected to `variables` through shared variables,
    /// in the order found (cached per set of variables, ``ConflictCache``).
    private func connectedComponent(of variables: Set<ObjectIdentifier>) -> [NSLayoutConstraint] {
        if let known = conflicts.components[variables] { return known }
        let required = installed.values.sorted { $0.order < $1.order }.compactMap { entry -> (NSLayoutConstraint, [ObjectIdentifier])? in
            guard entry.solverConstraint != nil, entry.constraint.priority == .required else { return nil }
            guard let form = linearForm(of: entry.constraint) else { return nil }
            return (entry.constraint, form.terms.map { ObjectIdentifier($0.variable) })
        }
        var reached = variables
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
        conflicts.components[variables] = component
        return component
    }

    /// The members of `component` that the deletion filter keeps: going through them in order,
    /// each is dropped when the others still kept conflict with `broken` without it. What is left
    /// is an irreducible conflict (every member needed).
    ///
    /// Computed additively, in linear time per member kept rather than with a satisfiability check
    /// per member (quadratic): adding the members to a scratch solver from the last one back, the
    /// first that cannot be added is the earliest member of the shortest conflicting suffix. The
    /// filter drops every member before it (the suffix conflicts without them) and keeps it (the
    /// suffix after it does not conflict); the search goes on with it added first, among the
    /// members after it, until what is kept conflicts by itself. One scratch solver per member
    /// kept, each given at most the whole component once.
    private func reduced(
        _ component: [NSLayoutConstraint], breaking broken: NSLayoutConstraint, pins: [Cassowary.Constraint]
    ) -> [NSLayoutConstraint] {
        var kept: [NSLayoutConstraint] = []
        var candidates = component[...]
        while true {
            let scratch = Solver()
            for pin in pins {
                try? scratch.add(Cassowary.Constraint(pin.expression, pin.relation, strength: .required))
            }
            guard addRequired(broken, to: scratch), kept.allSatisfy({ addRequired($0, to: scratch) }) else { return kept }
            guard let needed = candidates.indices.reversed().first(where: { !addRequired(candidates[$0], to: scratch) }) else {
                // Everything left holds together with them (no conflict among these constraints
                // alone): nothing more can be dropped.
                return kept + candidates
            }
            kept.append(candidates[needed])
            candidates = candidates[(needed + 1)...]
        }
    }

    /// Adds a constraint as a required one to a scratch solver; `false` when it conflicts with
    /// what the solver holds (a constraint without an equation adds nothing and is `true`).
    private func addRequired(_ constraint: NSLayoutConstraint, to scratch: Solver) -> Bool {
        guard let form = linearForm(of: constraint) else { return true }
        let solverConstraint = makeSolverConstraint(
            terms: form.terms, constant: form.fixedOffset + form.constantSign * Double(constraint.constant),
            relation: constraint.relation, priority: .required
        )
        return (try? scratch.add(solverConstraint)) != nil
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

    /// The frame values of a view that the constraints leave free given another item's frame (its
    /// superview's): `minX` and `minY` are the offsets from the other item's origin. The other
    /// item is held where it is while the view is asked, so a view whose frame its superview's
    /// decides is not free because the superview is (Xcode reports the superview alone).
    func ambiguousAttributes(of item: LayoutItem, relativeTo other: LayoutItem) -> [String] {
        solveIfNeeded()
        guard let rect = rects[ObjectIdentifier(item)], let base = rects[ObjectIdentifier(other)] else { return [] }
        // The other item's frame held just below required: the holds agree with the solution, so
        // they conflict with nothing, and every constraint of the layout still outranks a pull.
        var holds: [Cassowary.Constraint] = []
        for variable in [base.minX, base.minY, base.width, base.height] {
            let hold = Cassowary.Constraint(
                Expression(terms: [Term(variable, coefficient: 1)], constant: -variable.value),
                .equal, strength: Strength(priority: 999.999))
            if (try? solver.add(hold)) != nil { holds.append(hold) }
        }
        defer {
            for hold in holds { try? solver.remove(hold) }
            solver.updateVariables()
        }
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
