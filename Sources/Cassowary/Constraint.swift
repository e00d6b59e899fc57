/// How an expression compares with zero in a constraint.
public enum Relation: Sendable, Hashable, CaseIterable {
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression == 0`.
    case equal
    /// `expression >= 0`.
    case greaterThanOrEqual

    /// The operator as written: `<=`, `==` or `>=`.
    public var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation `expression (<= | == | >=) 0` with a strength.
///
/// A constraint is an object: the solver knows it by identity, so the same constraint cannot be
/// added twice, and `Solver.remove(_:)` takes the object that was added. Build one with the
/// initialiser or with `==`, `<=`, `>=` between expressions, variables, terms and numbers
/// (`a.minX + a.width + 8 == b.minX`), then `withStrength(_:)` for a non-required one.
public final class Constraint {
    /// The expression compared with zero. `Solver.updateConstant(of:to:)` changes its constant.
    @exclusivity(unchecked) public internal(set) var expression: Expression
    /// How the expression compares with zero.
    public let relation: Relation
    /// Required, or the priority of the constraint.
    public let strength: Strength

    /// Whether the constraint's constant will be changed in place (`Solver.updateConstant`):
    /// a required equality then carries a marker from the start, so its first change is as
    /// incremental as the later ones instead of rebuilding the tableau once (see
    /// `Tableau+Rebuild.swift`). Set it before adding the constraint; it changes nothing else.
    @exclusivity(unchecked) public var expectsConstantChanges = false

    /// The solver that has claimed this constraint for its fast path (0: none), and the
    /// constraint's record in that solver.
    @exclusivity(unchecked) var ownerTag: UInt64 = 0
    @exclusivity(unchecked) var ownerSlot: Int32?

    /// Creates the constraint `expression relation 0`.
    ///
    /// - Parameters:
    ///   - expression: The left-hand side; the right-hand side is zero.
    ///   - relation: `==`, `<=` or `>=`.
    ///   - strength: Required by default.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// A new constraint with the same relation and a different strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }
}

extension Constraint: CustomStringConvertible {
    /// The constraint as an equation with the constant on the right and a priority suffix
    /// when it is not required: `v1.minX - v0.minX - v0.width == 8`, `v0.width >= 44 @750`.
    public var description: String {
        describe(constant: expression.constant)
    }

    /// The description the constraint would have with another constant (the solver fuzz check
    /// logs each operation with the constant the constraint had then).
    @_spi(Fuzzing) public func describe(constant: Double) -> String {
        let left = expression.terms.isEmpty ? "0" : expression.describe(constant: 0)
        let text = "\(left) \(relation.symbol) \(formatNumber(-constant + 0))"
        return strength.isRequired ? text : "\(text) @\(strength)"
    }
}

extension Constraint: Hashable {
    /// Identity: two constraints are equal only when they are the same object.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    /// Hashes the object identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

// MARK: - Relational operators

private func relate(_ lhs: Expression, _ relation: Relation, _ rhs: Expression) -> Constraint {
    Constraint(lhs - rhs, relation)
}

/// The required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Expression) -> Constraint { relate(lhs, .equal, rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Term) -> Constraint { relate(lhs, .equal, rhs.expression) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Variable) -> Constraint { relate(lhs, .equal, rhs.expression) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Double) -> Constraint { relate(lhs, .equal, Expression(constant: rhs)) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Expression) -> Constraint { relate(lhs.expression, .equal, rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Term) -> Constraint { relate(lhs.expression, .equal, rhs.expression) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Variable) -> Constraint { relate(lhs.expression, .equal, rhs.expression) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Double) -> Constraint { relate(lhs.expression, .equal, Expression(constant: rhs)) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Expression) -> Constraint { relate(lhs.expression, .equal, rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Term) -> Constraint { relate(lhs.expression, .equal, rhs.expression) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Variable) -> Constraint { relate(lhs.expression, .equal, rhs.expression) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Double) -> Constraint { relate(lhs.expression, .equal, Expression(constant: rhs)) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Expression) -> Constraint { relate(Expression(constant: lhs), .equal, rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Term) -> Constraint { relate(Expression(constant: lhs), .equal, rhs.expression) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Variable) -> Constraint { relate(Expression(constant: lhs), .equal, rhs.expression) }

/// The required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Expression) -> Constraint { relate(lhs, .lessThanOrEqual, rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Term) -> Constraint { relate(lhs, .lessThanOrEqual, rhs.expression) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Variable) -> Constraint { relate(lhs, .lessThanOrEqual, rhs.expression) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Double) -> Constraint { relate(lhs, .lessThanOrEqual, Expression(constant: rhs)) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Expression) -> Constraint { relate(lhs.expression, .lessThanOrEqual, rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Term) -> Constraint { relate(lhs.expression, .lessThanOrEqual, rhs.expression) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Variable) -> Constraint { relate(lhs.expression, .lessThanOrEqual, rhs.expression) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Double) -> Constraint { relate(lhs.expression, .lessThanOrEqual, Expression(constant: rhs)) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Expression) -> Constraint { relate(lhs.expression, .lessThanOrEqual, rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Term) -> Constraint { relate(lhs.expression, .lessThanOrEqual, rhs.expression) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { relate(lhs.expression, .lessThanOrEqual, rhs.expression) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Double) -> Constraint { relate(lhs.expression, .lessThanOrEqual, Expression(constant: rhs)) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Expression) -> Constraint { relate(Expression(constant: lhs), .lessThanOrEqual, rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Term) -> Constraint { relate(Expression(constant: lhs), .lessThanOrEqual, rhs.expression) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Variable) -> Constraint { relate(Expression(constant: lhs), .lessThanOrEqual, rhs.expression) }

/// The required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Expression) -> Constraint { relate(lhs, .greaterThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Term) -> Constraint { relate(lhs, .greaterThanOrEqual, rhs.expression) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Variable) -> Constraint { relate(lhs, .greaterThanOrEqual, rhs.expression) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Double) -> Constraint { relate(lhs, .greaterThanOrEqual, Expression(constant: rhs)) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Expression) -> Constraint { relate(lhs.expression, .greaterThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Term) -> Constraint { relate(lhs.expression, .greaterThanOrEqual, rhs.expression) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Variable) -> Constraint { relate(lhs.expression, .greaterThanOrEqual, rhs.expression) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Double) -> Constraint { relate(lhs.expression, .greaterThanOrEqual, Expression(constant: rhs)) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Expression) -> Constraint { relate(lhs.expression, .greaterThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Term) -> Constraint { relate(lhs.expression, .greaterThanOrEqual, rhs.expression) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { relate(lhs.expression, .greaterThanOrEqual, rhs.expression) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Double) -> Constraint { relate(lhs.expression, .greaterThanOrEqual, Expression(constant: rhs)) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Expression) -> Constraint { relate(Expression(constant: lhs), .greaterThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Term) -> Constraint { relate(Expression(constant: lhs), .greaterThanOrEqual, rhs.expression) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Variable) -> Constraint { relate(Expression(constant: lhs), .greaterThanOrEqual, rhs.expression) }
