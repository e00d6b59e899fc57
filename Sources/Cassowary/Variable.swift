/// An unknown of the constraint system, such as the width of a view.
///
/// A variable is an object: constraints refer to it by identity, and `Solver.updateVariables()`
/// writes the solved value into `value`. A variable that no constraint mentions solves to zero.
public final class Variable {
    /// The name used in descriptions and error messages, such as `"button.width"`.
    public var name: String {
        guard let prefix else { return fixedName }
        return prefix() + fixedName
    }

    /// The name, or for a variable named on demand its suffix.
    private let fixedName: String
    /// Makes the first part of the name when it is asked for (see `init(namedBy:suffix:)`).
    private let prefix: (() -> String)?

    /// The solved value, as of the last `Solver.updateVariables()`.
    @exclusivity(unchecked) public internal(set) var value: Double = 0

    /// A number the client may use to find its own object from the variable (kiwi's variable
    /// context); the solver never reads it.
    @exclusivity(unchecked) public var tag: Int = -1

    /// The solver that has claimed this variable for its fast path (0: none), and the
    /// variable's symbol in that solver. Other solvers fall back to a dictionary. (No dynamic
    /// exclusivity checks: the solver never holds two accesses to them at once, and they are
    /// on the hot path.)
    @exclusivity(unchecked) var ownerTag: UInt64 = 0
    @exclusivity(unchecked) var ownerSymbol: Symbol?

    /// Creates a variable.
    ///
    /// - Parameter name: The name shown in descriptions and errors.
    public init(_ name: String = "") {
        fixedName = name
        prefix = nil
    }

    /// Creates a variable whose name, `prefix() + suffix`, is made only when it is asked for
    /// (descriptions, errors): a client that makes thousands of variables named after its own
    /// objects (the four of a view's rectangle) need not format a name for each up front.
    ///
    /// - Parameters:
    ///   - prefix: Makes the first part of the name; several variables may share it.
    ///   - suffix: The rest of the name, such as `".width"`.
    public init(namedBy prefix: @escaping () -> String, suffix: String) {
        fixedName = suffix
        self.prefix = prefix
    }
}

extension Variable: CustomStringConvertible {
    /// The name, or `(unnamed)`.
    public var description: String {
        name.isEmpty ? "(unnamed)" : name
    }
}
