import Cassowary
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
    }

    // MARK: Adding and removing

    /// Adds an active constraint to the solver. A required constraint that conflicts with the
    /// others is broken as UIKit breaks it: reported in UIKit's words and left out of the solver.
    func add(_ constraint: NSLayoutConstraint) {
        guard !structureChanged else { return }  // the next rebuild adds it
        let key = ObjectIdentifier(constraint)
        guard installed[key] == nil else { return }
        needsSolve = true
        if constraint.origin != .user { constraint.systemEngine = self }
        guard constraint.multiplier.isFinite, constraint.constant.isFinite else {
            record(.init(
                kind: .invalidNumber, constraints: [constraint.constraintDescription],
                message: "A multiplier or constant of a constraint is not a finite number; the constraint is ignored: \(constraint)"
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
        solverConstraint.expectsConstantChanges = constraint.origin != .user
        do {
            try solver.add(solverConstraint)
            installed[key] = InstalledConstraint(
                constraint: constraint, solverConstraint: solverConstraint,
                fixedOffset: linear.fixedOffset, constantSign: linear.constantSign
            )
        } catch {
            reportUnsatisfiable(breaking: constraint, error: error)
            installed[key] = InstalledConstraint(constraint: constraint, solverConstraint: nil, fixedOffset: linear.fixedOffset, constantSign: linear.constantSign)
        }
    }

    /// Removes a constraint from the solver.
    func remove(_ constraint: NSLayoutConstraint) {
        guard !structureChanged else { return }
        guard let entry = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        needsSolve = true
        if let solverConstraint = entry.solverConstraint {
            try? solver.remove(solverConstraint)
        }
    }

    /// Applies a new `constant` in place.
    func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard !structureChanged, let entry = installed[ObjectIdentifier(constraint)] else { return }
        needsSolve = true
        guard let solverConstraint = entry.solverConstraint else {
            // A broken constraint stays broken until it is deactivated and activated again.
            return
        }
        guard constraint.constant.isFinite else {
            record(.init(
                kind: .invalidNumber, constraints: [constraint.constraintDescription],
                message: "A constraint's constant was set to a value that is not finite; the constraint is ignored: \(constraint)"
            ))
            try? solver.remove(solverConstraint)
            installed[ObjectIdentifier(constraint)]?.solverConstraint = nil
            return
        }
        let newConstant = entry.fixedOffset + entry.constantSign * Double(constraint.constant)
        do {
            try solver.updateConstant(of: solverConstraint, to: newConstant)
        } catch {
            // Moving a required constraint's constant made the system unsatisfiable: break it.
            try? solver.remove(solverConstraint)
            installed[ObjectIdentifier(constraint)]?.solverConstraint = nil
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
        // The guide's variables are no longer in any constraint; dropping them is enough.
        rects.removeValue(forKey: key)
        treeIsStale = true
        needsSolve = true
    }

    // MARK: The linear form of a constraint

    /// `terms + fixedOffset + constantSign × constant  REL  0`.
    struct LinearForm {
        var terms: [(Variable, Double)]
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
        let flipped = (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional) && first.isRightToLeft
        // Positions are measured from the common ancestor's origin; where both sides are positions
        // and the multiplier is 1 (or neither side is a position) the origin cancels out, and the
        // ancestor is not looked for.
        let firstIsPosition = !constraint.firstAttribute.isDimension && constraint.firstAttribute != .notAnAttribute
        let secondIsPosition = second != nil && !constraint.secondAttribute.isDimension && constraint.secondAttribute != .notAnAttribute
        let originCancels = firstIsPosition == secondIsPosition && (!firstIsPosition || constraint.multiplier == 1)
        let origin = originCancels ? nil : coordinateOrigin(for: constraint, flipped: flipped)

        var lhs = attributeForm(first, constraint.firstAttribute, flipped: flipped)
        if !constraint.firstAttribute.isDimension, let origin, constraint.firstAttribute != .notAnAttribute {
            lhs.subtract(origin, factor: 1)
        }
        var result = lhs
        if let second, constraint.secondAttribute != .notAnAttribute {
            var rhs = attributeForm(second, constraint.secondAttribute, flipped: flipped)
            if !constraint.secondAttribute.isDimension, let origin {
                rhs.subtract(origin, factor: 1)
            }
            result.subtract(rhs, factor: Double(constraint.multiplier))
        }
        // lhs − m × rhs − c  REL  0
        return LinearForm(terms: result.terms, fixedOffset: result.constant, constantSign: -1)
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
        terms: [(Variable, Double)], constant: Double, relation: NSLayoutConstraint.Relation, priority: UILayoutPriority
    ) -> Cassowary.Constraint {
        let expression = Expression(terms: terms.map { Term($0.0, coefficient: $0.1) }, constant: constant)
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
    var terms: [(Variable, Double)] = []
    var constant: Double = 0

    init(_ variable: Variable) {
        // Room for the terms of a constraint between two items (no growing as they are added).
        terms.reserveCapacity(6)
        terms.append((variable, 1))
    }

    mutating func add(_ variable: Variable, _ coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.0 === variable }) {
            terms[index].1 += coefficient
        } else {
            terms.append((variable, coefficient))
        }
    }

    mutating func negate() {
        terms = terms.map { ($0.0, -$0.1) }
        constant = -constant
    }

    mutating func subtract(_ other: AffineForm, factor: Double) {
        for (variable, coefficient) in other.terms {
            add(variable, -coefficient * factor)
        }
        constant -= other.constant * factor
        terms.removeAll { abs($0.1) < 1e-12 }
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
