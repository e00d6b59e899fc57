import Synchronization

/// Hands out solver identities for the variables' and constraints' fast-path caches.
private let solverTags = Atomic<UInt64>(0)

/// An incremental constraint solver: the Cassowary algorithm (a simplex tableau kept optimal
/// as constraints come and go, dual simplex after edits), as in the paper and in kiwi.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left == 20)
/// try solver.add(left + width <= 300)
/// try solver.add((width == 400).withStrength(.priority(750)))
/// solver.updateVariables()   // width.value == 280
/// ```
///
/// Priorities are strictly ordered (see `Strength`). Every failure is a thrown `SolverError`,
/// after which the solver is unchanged; nothing the caller passes in can make it trap.
/// Not thread-safe: use one solver from one thread (or actor) at a time.
public final class Solver {
    /// The state. Every method makes one access to it and never re-enters the solver, so the
    /// dynamic exclusivity check (a measurable cost per call in edit loops) is left out.
    @exclusivity(unchecked) var tableau: Tableau

    /// Creates an empty solver.
    public init() {
        tableau = Tableau(tag: solverTags.add(1, ordering: .relaxed).newValue)
    }

    deinit {
        tableau.releaseClaims()
    }

    /// Adds a constraint.
    ///
    /// - Throws: `SolverError.duplicateConstraint` if it is already in the solver,
    ///   `.nonFiniteValue` or `.invalidStrength` for bad numbers, and
    ///   `.unsatisfiableConstraint` for a required constraint that contradicts the required
    ///   constraints present (the solver is then unchanged).
    public func add(_ constraint: Constraint) throws(SolverError) {
        defer { checkInvariants() }
        try tableau.add(constraint)
    }

    /// Removes a constraint that was added.
    ///
    /// - Throws: `SolverError.unknownConstraint` if it is not in the solver.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        defer { checkInvariants() }
        try tableau.remove(constraint)
    }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        tableau.constraints.slot(of: constraint) != nil
    }

    /// The number of constraints in the solver, edit variables' constraints included.
    public var constraintCount: Int { tableau.constraints.count }

    /// Gives a constraint in the solver a new constant, as an incremental update (no removal
    /// and re-adding): the equivalent of changing `NSLayoutConstraint.constant`.
    ///
    /// `constant` replaces `constraint.expression.constant`, so the constraint reads
    /// `terms + constant (relation) 0` afterwards.
    ///
    /// - Throws: `SolverError.unknownConstraint`, `.nonFiniteValue`, or
    ///   `.unsatisfiableConstraint` when a required constraint can no longer hold with the new
    ///   constant (the old constant then stays in effect).
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        defer { checkInvariants() }
        try tableau.updateConstant(of: constraint, to: constant)
    }

    /// Writes the solution into the `value` of every variable whose value may have changed
    /// since the last call.
    public func updateVariables() {
        defer { checkInvariants() }
        tableau.updateVariables()
    }

    /// Writes the solved values like ``updateVariables()`` and appends every variable whose value
    /// changed to `changed` (each once, in no particular order), so a client can update only what
    /// moved.
    public func updateVariables(reportingChangesTo changed: inout [Variable]) {
        defer { checkInvariants() }
        tableau.updateVariables(reportingChangesTo: &changed)
    }

    /// Stops tracking a variable that no constraint or edit uses any more.
    ///
    /// - Returns: `false` (and keeps the variable) when something still uses it.
    @discardableResult
    public func forget(_ variable: Variable) -> Bool {
        defer { checkInvariants() }
        return tableau.forget(variable)
    }

    /// Problems with the tableau's internal consistency, for tests, the fuzz checks and
    /// debugging; empty when the tableau is sound.
    @_spi(Fuzzing) public var invariantViolations: [String] {
        try? tableau.applyPendingRemovals()
        return tableau.invariantViolations()
    }

    /// The magnitude below which a row's coefficient is taken to be zero and dropped (kiwi's
    /// constant). The solver's precision follows from it: a coefficient smaller than this on a
    /// symbol at zero is dropped, and when a later pivot moves that symbol to a value `x`, the
    /// rows that lost it are off by up to this times `x` — values exact to 1e-8 of the largest
    /// magnitudes the solver has held, times the coefficients of the constraints they enter. For
    /// the fuzz checks' tolerances.
    @_spi(Fuzzing) public static var coefficientZeroThreshold: Double { nearZeroThreshold }

    /// The largest magnitude among the tableau's row constants (its basic symbols' values, slack
    /// and error symbols included): the scale of the numbers the solver holds now. Round-off of
    /// that scale stays in later answers after the large values are gone (a variable at 4e9
    /// brought back to 0.026 by a later constraint keeps an ulp of 4e9, 4.8e-7), so the fuzz
    /// checks track it across operations for their tolerances.
    /// Read as the tableau stands (after ``updateVariables()``, as the checks call it): reading
    /// changes nothing the solver does.
    @_spi(Fuzzing) public var largestRowConstant: Double {
        var largest = 0.0
        for slot in 0..<tableau.rows.slotCount where tableau.rows.basicIfOccupied(at: slot) != nil {
            largest = max(largest, abs(tableau.rows.rows[slot].constant))
        }
        return largest
    }
}

extension Solver {
    /// Traps, naming the problems, when the tableau is not sound after an operation: only in a
    /// build with `-D CASSOWARY_INTERNAL_CHECKS` (as swift-collections' `_checkInvariants()` under
    /// `COLLECTIONS_INTERNAL_CHECKS`); otherwise it is empty and compiles to nothing. Pending
    /// removals are left pending (checking must not change what the solver does).
    @inline(__always)
    func checkInvariants() {
        #if CASSOWARY_INTERNAL_CHECKS
        let problems = tableau.invariantViolations()
        precondition(problems.isEmpty, "Cassowary invariants: " + problems.prefix(10).joined(separator: "; "))
        #endif
    }
}
