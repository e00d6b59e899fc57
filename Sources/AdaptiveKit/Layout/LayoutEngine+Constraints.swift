internal import Cassowary
import Foundation

extension LayoutEngine {
    /// The solver constraint behind one `NSLayoutConstraint`, or the reason it is not in the solver.
    struct InstalledConstraint {
        let constraint: NSLayoutConstraint
        /// `nil` when the constraint was broken (unsatisfiable) or invalid: active but not enforced.
        var solverConstraint: Cassowary.Constraint?
        /// The constant part of the solver expression that does not come from `constant`
        /// (baseline offsets, origins), so a new `constant` can be applied in place.
        var fixedOffset: Double
        /// The sign with which `constant` enters the expression (−1 normally, +1 when flipped).
        var constantSign: Double
        /// When the constraint was installed, counted per engine: what is computed over the
        /// installed constraints goes through them in this order, never in the dictionary's
        /// (which follows object addresses and changes from run to run).
        var order = 0
    }

    // MARK: Adding and removing

    /// A view left out of the solver because its owner places it gets its variables and its
    /// autoresizing constraints once a constraint names it.
    private func bringInOwnerPlacedItems(of constraint: NSLayoutConstraint) {
        func bringIn(_ item: AnyObject?) {
            guard let view = item as? UIView, view.layoutState.isPlacedByOwner, view !== root,
                  systemConstraints[ObjectIdentifier(view)] == nil, view.isDescendant(of: root) else { return }
            ownerPlacedViewsLeftOut -= 1
            addSystemConstraints(for: view)
        }
        bringIn(constraint.firstItem)
        bringIn(constraint.secondItem)
    }

    /// The largest constant or multiplier the engine gives the solver. Beyond it (`1e308` is a
    /// finite number) sums in the solver overflow to infinity and frames become NaN, so such a
    /// constraint is refused like a NaN one. No layout comes near it: a screen is 1e3 points.
    static let largestMagnitude: Double = 1e15

    /// Whether a constant or multiplier can go to the solver: finite and at most ``largestMagnitude``.
    static func isUsable(_ number: CGFloat) -> Bool {
        number.isFinite && abs(Double(number)) <= largestMagnitude
    }

    /// Adds an active constraint to the solver. A required constraint that conflicts with the
    /// others is broken as UIKit breaks it: reported in UIKit's words and left out of the solver.
    func add(_ constraint: NSLayoutConstraint) {
        guard !structureChanged else { return }  // the next rebuild adds it
        let key = ObjectIdentifier(constraint)
        guard installed[key] == nil else { return }
        let order = nextInstallationOrder
        nextInstallationOrder &+= 1
        defer { installed[key]?.order = order }
        needsSolve = true
        if ownerPlacedViewsLeftOut > 0 { bringInOwnerPlacedItems(of: constraint) }
        let isUser = constraint.origin.isUser
        if isUser { userConstraintChanges &+= 1 }
        if !isUser { constraint.systemEngine = self }
        guard Self.isUsable(constraint.multiplier), Self.isUsable(constraint.constant) else {
            record(.init(
                kind: .invalidNumber, constraints: [constraint.constraintDescription], constraintIdentities: [constraint.identity],
                message: "A multiplier or constant of a constraint is not a finite number of at most 1e15 in magnitude; the constraint is ignored: \(constraint)"
            ))
            installed[key] = InstalledConstraint(constraint: constraint, solverConstraint: nil, fixedOffset: 0, constantSign: -1)
            return
        }
        guard let linear = linearForm(of: constraint) else {
            installed[key] = InstalledConstraint(constraint: constraint, solverConstraint: nil, fixedOffset: 0, constantSign: -1)
            return
        }
        let solverConstraint = makeSolverConstraint(
            terms: linear.terms, constant: linear.fixedOffset + linear.constantSign * Double(constraint.constant),
            relation: constraint.relation, priority: constraint.priority
        )
        // The system's constraints follow frames, intrinsic sizes, insets and the window size:
        // their constants change in place.
        solverConstraint.expectsConstantChanges = !isUser
        do {
            try solver.add(solverConstraint)
            forgetConflicts()
            installed[key] = InstalledConstraint(
                constraint: constraint, solverConstraint: solverConstraint,
                fixedOffset: linear.fixedOffset, constantSign: linear.constantSign
            )
        } catch {
            if !isRetryingBrokenConstraints, yieldWrappingLabel(to: constraint, solverConstraint) {
                installed[key] = InstalledConstraint(
                    constraint: constraint, solverConstraint: solverConstraint,
                    fixedOffset: linear.fixedOffset, constantSign: linear.constantSign
                )
                return
            }
            if !isRetryingBrokenConstraints, yieldAppConstraint(toStackView: constraint, solverConstraint, error: error) {
                installed[key] = InstalledConstraint(
                    constraint: constraint, solverConstraint: solverConstraint,
                    fixedOffset: linear.fixedOffset, constantSign: linear.constantSign
                )
                return
            }
            if isRetryingBrokenConstraints {
                // Reported when it broke, unless it gave way for a label that has wrapped since.
                if yieldedUnreported.remove(key) != nil { reportUnsatisfiable(breaking: constraint, error: error) }
            } else {
                reportUnsatisfiable(breaking: constraint, error: error)
            }
            brokenByConflict.append(constraint)
            installed[key] = InstalledConstraint(constraint: constraint, solverConstraint: nil, fixedOffset: linear.fixedOffset, constantSign: linear.constantSign)
        }
    }

    /// A required constraint that conflicts with the one-line width of a multi-line label not yet
    /// measured at its laid-out width: the label's width constraint gives way instead (quietly),
    /// so the label gets the width the other constraints leave it and wraps there; it is tried
    /// again once the label has been measured, and reported then if it still conflicts (one word
    /// wider than the column). UIKit measures such labels twice in the same way.
    /// - Returns: whether `solverConstraint` is now in the solver.
    private func yieldWrappingLabel(to constraint: NSLayoutConstraint, _ solverConstraint: Cassowary.Constraint) -> Bool {
        let candidates = conflictingSet(for: constraint).filter { candidate in
            guard candidate !== constraint, candidate.origin == .contentCompressionResistance,
                  candidate.firstAttribute == .width, let label = candidate.firstItem as? UILabel else { return false }
            return label.wrapsAtLayoutWidth
        }
        guard !candidates.isEmpty, let removed = breakInstead(candidates, toAdd: solverConstraint) else { return false }
        for candidate in removed {
            brokenByConflict.append(candidate)
            yieldedUnreported.insert(ObjectIdentifier(candidate))
        }
        return true
    }

    /// Takes `candidates` out of the solver and adds `solverConstraint` in their place.
    /// - Returns: the candidates taken out (the caller breaks them), or `nil` when
    ///   `solverConstraint` still cannot be added: they are put back.
    private func breakInstead(_ candidates: [NSLayoutConstraint], toAdd solverConstraint: Cassowary.Constraint) -> [NSLayoutConstraint]? {
        forgetConflicts()
        var removed: [(NSLayoutConstraint, Cassowary.Constraint)] = []
        for candidate in candidates {
            guard let entry = installed[ObjectIdentifier(candidate)], let inSolver = entry.solverConstraint else { continue }
            try? solver.remove(inSolver)
            installed[ObjectIdentifier(candidate)]?.solverConstraint = nil
            removed.append((candidate, inSolver))
        }
        if (try? solver.add(solverConstraint)) != nil { return removed.map(\.0) }
        // Not their fault: put them back.
        for (candidate, inSolver) in removed where (try? solver.add(inSolver)) != nil {
            installed[ObjectIdentifier(candidate)]?.solverConstraint = inSolver
        }
        forgetConflicts()
        return nil
    }

    /// A stack view's own constraint (`UISV-…`) that conflicts with one constraint of the app or
    /// document: the app's breaks instead, and is reported so. UIKit keeps the stack view's
    /// arrangement: its log names the app's `height == 44` broken when `UISV-hiding` collapses a
    /// hidden arranged view, and Xcode's canvas stores arranged views where the stack's
    /// alignment puts them when the document also pins them 16 pt off it (a recipes app outside
    /// the corpus, Xcode 15: an image view and a stack at x = 0 in a stack whose constraints
    /// say −16 and +16). With more than one of the app's constraints in the conflict, the stack
    /// view's constraint breaks, as any other being added does.
    /// - Returns: whether `solverConstraint` is now in the solver.
    private func yieldAppConstraint(toStackView constraint: NSLayoutConstraint, _ solverConstraint: Cassowary.Constraint, error: Error) -> Bool {
        guard case .stackView = constraint.origin else { return false }
        let apps = conflictingSet(for: constraint).filter { $0 !== constraint && $0.origin.isUser }
        guard apps.count == 1, let app = apps.first, installed[ObjectIdentifier(app)]?.solverConstraint != nil,
              breakInstead(apps, toAdd: solverConstraint) != nil else { return false }
        brokenByConflict.append(app)
        reportUnsatisfiable(breaking: app, error: error)
        return true
    }

    /// Adds the required constraints broken by conflicts again, quietly: those that no longer
    /// conflict (the intrinsic size they fought changed) hold again; the others stay broken
    /// (they were reported when they broke).
    func retryBrokenRequiredConstraints() {
        retryBrokenConstraints = false
        let candidates = brokenByConflict
        brokenByConflict.removeAll()
        isRetryingBrokenConstraints = true
        defer { isRetryingBrokenConstraints = false }
        for constraint in candidates {
            let key = ObjectIdentifier(constraint)
            guard let entry = installed[key], entry.solverConstraint == nil, Self.isUsable(constraint.constant) else { continue }
            installed[key] = nil
            add(constraint)
        }
    }

    /// Removes a constraint from the solver.
    func remove(_ constraint: NSLayoutConstraint) {
        guard !structureChanged else { return }
        guard let entry = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        needsSolve = true
        if constraint.origin.isUser { userConstraintChanges &+= 1 }
        if let solverConstraint = entry.solverConstraint {
            try? solver.remove(solverConstraint)
            forgetConflicts()
        }
    }

    /// Applies a new `constant` in place.
    func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard !structureChanged, let entry = installed[ObjectIdentifier(constraint)] else { return }
        needsSolve = true
        forgetConflicts()
        if constraint.origin.isUser { userConstraintChanges &+= 1 }
        guard let solverConstraint = entry.solverConstraint else {
            // A broken constraint stays broken until it is deactivated and activated again.
            return
        }
        guard Self.isUsable(constraint.constant) else {
            record(.init(
                kind: .invalidNumber, constraints: [constraint.constraintDescription], constraintIdentities: [constraint.identity],
                message: "A constraint's constant was set to a value that is not a finite number of at most 1e15 in magnitude; the constraint is ignored: \(constraint)"
            ))
            try? solver.remove(solverConstraint)
            installed[ObjectIdentifier(constraint)]?.solverConstraint = nil
            return
        }
        let newConstant = entry.fixedOffset + entry.constantSign * Double(constraint.constant)
        do {
            try solver.updateConstant(of: solverConstraint, to: newConstant)
        } catch {
            // The window's size is not the one to break (UIKit never gives it up): the solver is
            // built again, the system's constraints first, and a conflicting constraint of the
            // app breaks, as when the layout is first made at this size. (Other system
            // constraints break as before: rebuilding for each of them, a safe-area inset or a
            // frame set in code, made a lint of every device two and a half times slower.)
            if constraint.origin == .autoresizingMask, constraint.firstItem === root {
                markStructureChanged()
                return
            }
            // Moving a required constraint's constant made the system unsatisfiable: break it.
            try? solver.remove(solverConstraint)
            installed[ObjectIdentifier(constraint)]?.solverConstraint = nil
            brokenByConflict.append(constraint)
            reportUnsatisfiable(breaking: constraint, error: error)
        }
    }

    /// Applies a new optional priority: the solver constraint is replaced.
    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        guard !structureChanged, installed[ObjectIdentifier(constraint)] != nil else { return }
        remove(constraint)
        add(constraint)
    }

    /// Forgets an item that left the tree (a removed layout guide).
    func forget(_ item: LayoutItem) {
        let key = ObjectIdentifier(item)
        let system = systemConstraints.removeValue(forKey: key)
        for constraint in system?.all ?? [] {
            remove(constraint)
        }
        for raw in system?.raw ?? [] {
            try? solver.remove(raw)
        }
        forgetConflicts()
        // The guide's variables are no longer in any constraint; dropping them is enough.
        rects.removeValue(forKey: key)
        treeIsStale = true
        needsSolve = true
    }

    // MARK: The linear form of a constraint

    /// `terms + fixedOffset + constantSign × constant  REL  0`.
    struct LinearForm {
        var terms: [Term]
        var fixedOffset: Double
        var constantSign: Double
    }

    /// The constraint as a linear relation over the engine's variables.
    ///
    /// `item1.attr1 = m × item2.attr2 + c`: positions are measured from the origin of the nearest
    /// common ancestor of the items (which cancels when m = 1), sizes are not. Constraints on
    /// leading/trailing attributes in a right-to-left view are evaluated in mirrored coordinates,
    /// so `b.leading = a.trailing + 8` puts b 8 pt to the left of a.
    func linearForm(of constraint: NSLayoutConstraint) -> LinearForm? {
        guard let first = constraint.firstLayoutItem else { return nil }
        let second = constraint.secondLayoutItem
        // Items are not retained (as in UIKit): a second item that is gone leaves no equation,
        // rather than one against zero.
        if second == nil && constraint.secondAttribute != .notAnAttribute { return nil }
        let flipped = (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional) && first.isRightToLeft
        // Positions are measured from the common ancestor's origin; where both sides are positions
        // and the multiplier is 1 (or neither side is a position) the origin cancels out, and the
        // ancestor is not looked for.
        let firstIsPosition = !constraint.firstAttribute.isDimension && constraint.firstAttribute != .notAnAttribute
        let secondIsPosition = second != nil && !constraint.secondAttribute.isDimension && constraint.secondAttribute != .notAnAttribute
        let originCancels = firstIsPosition == secondIsPosition && (!firstIsPosition || constraint.multiplier == 1)
        var form = AffineForm(reserving: 6)
        accumulate(first, constraint.firstAttribute, flipped: flipped, factor: 1, into: &form)
        if let second, constraint.secondAttribute != .notAnAttribute {
            accumulate(second, constraint.secondAttribute, flipped: flipped, factor: -Double(constraint.multiplier), into: &form)
        }
        if !originCancels, let origin = coordinateOrigin(for: constraint, flipped: flipped) {
            // lhs − origin − m × (rhs − origin), for the sides that are positions.
            let factor = (secondIsPosition ? Double(constraint.multiplier) : 0) - (firstIsPosition ? 1 : 0)
            form.add(origin, factor: factor)
        }
        form.dropNearZeroTerms()
        // lhs − m × rhs − c  REL  0
        return LinearForm(terms: form.terms, fixedOffset: form.constant, constantSign: -1)
    }

    /// The origin (left or top edge, or the right edge when mirrored) of the nearest common
    /// ancestor, on the axis of the constraint; `nil` for size-only constraints.
    private func coordinateOrigin(for constraint: NSLayoutConstraint, flipped: Bool) -> AffineForm? {
        guard let axis = constraint.firstAttribute.axis ?? constraint.secondAttribute.axis else { return nil }
        guard let ancestor = coordinateView(for: constraint) else { return nil }
        let rect = self.rect(for: ancestor)
        if axis == .vertical { return AffineForm(rect.minY) }
        if flipped {
            var form = AffineForm(rect.minX)
            form.add(rect.width, 1)
            form.negate()
            return form
        }
        return AffineForm(rect.minX)
    }

    /// The view whose coordinates a constraint's positions are measured in: the nearest common
    /// ancestor of its items; for a position tied to a constant only, the item's superview (the
    /// superview of an autoresizing view).
    private func coordinateView(for constraint: NSLayoutConstraint) -> UIView? {
        if let view = constraint.autoresizingCoordinateView { return view }
        guard let firstView = constraint.firstLayoutItem?.layoutOwnerView else { return nil }
        guard let secondView = constraint.secondLayoutItem?.layoutOwnerView else {
            if constraint.firstItem is UIView { return firstView.superview ?? firstView }
            return firstView
        }
        return firstView.nearestCommonAncestor(with: secondView) ?? firstView
    }

    /// One attribute of one item as a linear form over its variables.
    func attributeForm(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, flipped: Bool) -> AffineForm {
        // Margin attributes are the attributes of the view's layout-margins guide.
        if let base = attribute.withoutMargins, let view = item as? UIView {
            return attributeForm(view.layoutMarginsGuide, base, flipped: flipped)
        }
        let rect = self.rect(for: item)
        var form: AffineForm
        switch attribute {
        case .left:
            form = AffineForm(rect.minX)
        case .right:
            form = AffineForm(rect.minX); form.add(rect.width, 1)
        case .leading:
            form = AffineForm(rect.minX)
            if flipped { form.add(rect.width, 1) }
        case .trailing:
            form = AffineForm(rect.minX)
            if !flipped { form.add(rect.width, 1) }
        case .centerX:
            form = AffineForm(rect.minX); form.add(rect.width, 0.5)
        case .width:
            return AffineForm(rect.width)
        case .height:
            return AffineForm(rect.height)
        case .top:
            return AffineForm(rect.minY)
        case .bottom:
            form = AffineForm(rect.minY); form.add(rect.height, 1)
            return form
        case .centerY:
            form = AffineForm(rect.minY); form.add(rect.height, 0.5)
            return form
        case .firstBaseline, .lastBaseline:
            return baselineForm(item, first: attribute == .firstBaseline)
        default:
            return AffineForm(rect.minX)
        }
        if flipped { form.negate() }
        return form
    }

    /// Adds `factor ×` one attribute of one item to `form` (the usual attributes without building
    /// a form of their own).
    func accumulate(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, flipped: Bool, factor: Double, into form: inout AffineForm) {
        let sign = flipped ? -factor : factor
        switch attribute {
        case .width: form.add(rect(for: item).width, factor)
        case .height: form.add(rect(for: item).height, factor)
        case .top: form.add(rect(for: item).minY, factor)
        case .bottom:
            let rect = self.rect(for: item)
            form.add(rect.minY, factor)
            form.add(rect.height, factor)
        case .centerY:
            let rect = self.rect(for: item)
            form.add(rect.minY, factor)
            form.add(rect.height, 0.5 * factor)
        case .left:
            form.add(rect(for: item).minX, sign)
        case .right:
            let rect = self.rect(for: item)
            form.add(rect.minX, sign)
            form.add(rect.width, sign)
        case .leading, .trailing:
            let rect = self.rect(for: item)
            form.add(rect.minX, sign)
            if (attribute == .leading) == flipped { form.add(rect.width, sign) }
        case .centerX:
            let rect = self.rect(for: item)
            form.add(rect.minX, sign)
            form.add(rect.width, 0.5 * sign)
        default:
            form.add(attributeForm(item, attribute, flipped: flipped), factor: factor)
        }
    }

    /// A baseline: the top plus the text's baseline offset for views that show text, otherwise the
    /// bottom edge (UIKit's rule for views without text).
    private func baselineForm(_ item: LayoutItem, first: Bool) -> AffineForm {
        guard let view = item as? UIView else {
            let rect = self.rect(for: item)
            var form = AffineForm(rect.minY); form.add(rect.height, 1)
            return form
        }
        let baselineView = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        let target = baselineView.isDescendant(of: view) ? baselineView : view
        let rect = self.rect(for: target)
        var form = AffineForm(rect.minY)
        if let offsets = target.baselineOffsetsFromTop {
            form.constant += Double(first ? offsets.first : offsets.last)
        } else {
            form.add(rect.height, 1)
        }
        return form
    }

    // MARK: Solver constraints

    func makeSolverConstraint(
        terms: [Term], constant: Double, relation: NSLayoutConstraint.Relation, priority: UILayoutPriority
    ) -> Cassowary.Constraint {
        let expression = Expression(terms: terms, constant: constant)
        let op: Cassowary.Relation
        switch relation {
        case .equal: op = .equal
        case .lessThanOrEqual: op = .lessThanOrEqual
        case .greaterThanOrEqual: op = .greaterThanOrEqual
        }
        return Cassowary.Constraint(expression, op, strength: Self.strength(for: priority))
    }

    static func strength(for priority: UILayoutPriority) -> Strength {
        priority.rawValue >= 1000 ? .required : Strength(priority: Double(priority.rawValue))
    }
}

/// A linear expression over solver variables with a constant, small and mergeable.
struct AffineForm {
    var terms: [Term] = []
    var constant: Double = 0

    init(_ variable: Variable) {
        // Room for the terms of a constraint between two items (no growing as they are added).
        terms.reserveCapacity(6)
        terms.append(Term(variable, coefficient: 1))
    }

    /// An empty form with room for `capacity` terms.
    init(reserving capacity: Int) {
        terms.reserveCapacity(capacity)
    }

    mutating func add(_ variable: Variable, _ coefficient: Double) {
        for index in terms.indices where terms[index].variable === variable {
            terms[index].coefficient += coefficient
            return
        }
        terms.append(Term(variable, coefficient: coefficient))
    }

    /// Adds `factor × other`.
    mutating func add(_ other: AffineForm, factor: Double) {
        for term in other.terms { add(term.variable, term.coefficient * factor) }
        constant += other.constant * factor
    }

    mutating func negate() {
        for index in terms.indices { terms[index].coefficient = -terms[index].coefficient }
        constant = -constant
    }

    mutating func subtract(_ other: AffineForm, factor: Double) {
        add(other, factor: -factor)
        dropNearZeroTerms()
    }

    /// Drops terms whose coefficients cancelled out.
    mutating func dropNearZeroTerms() {
        terms.removeAll { abs($0.coefficient) < 1e-12 }
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute follows the layout direction.
    var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// The plain attribute of a margin attribute (`leadingMargin` → `leading`), or `nil`.
    var withoutMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}

extension LayoutItem {
    /// Whether the item lays out right to left (a guide follows its owning view).
    var isRightToLeft: Bool {
        layoutOwnerView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }
}
