/// Why the solver refused a request. Every failure is one of these; the solver never traps.
///
/// Each case carries a description of what was involved: the constraint written as an
/// equation with its variables' names (`"v1.minX - v0.minX - v0.width == 8"`), or a variable's
/// name. After an error the solver is unchanged and can be used further.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint contradicts the required constraints already in the solver
    /// (when adding it, or when changing its constant or an edit variable's value).
    case unsatisfiableConstraint(String)
    /// The constraint is already in the solver.
    case duplicateConstraint(String)
    /// The constraint is not in the solver.
    case unknownConstraint(String)
    /// The variable already is an edit variable of the solver.
    case duplicateEditVariable(String)
    /// The variable is not an edit variable of the solver.
    case unknownEditVariable(String)
    /// A coefficient, constant or suggested value is NaN or infinite.
    case nonFiniteValue(String)
    /// A strength's priority is not a finite number above zero.
    case invalidStrength(String)
    /// The solver gave up: an iteration limit was hit or round-off left no pivot (a bug
    /// or extreme numbers, never a property of the constraints).
    case internalFailure(String)
}

extension SolverError: CustomStringConvertible {
    /// A one-line message naming the problem and what was involved.
    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(what): "unsatisfiable required constraint: \(what)"
        case let .duplicateConstraint(what): "constraint already added: \(what)"
        case let .unknownConstraint(what): "constraint not in the solver: \(what)"
        case let .duplicateEditVariable(what): "already an edit variable: \(what)"
        case let .unknownEditVariable(what): "not an edit variable: \(what)"
        case let .nonFiniteValue(what): "not a finite number: \(what)"
        case let .invalidStrength(what): "invalid strength: \(what)"
        case let .internalFailure(what): "internal solver failure: \(what)"
        }
    }
}
