/// An unknown of the constraint system, such as the width of a view.
///
/// A variable is an object: constraints refer to it by identity, and `Solver.updateVariables()`
/// writes the solved value into `value`. A variable that no constraint mentions solves to zero.
public final class Variable {
    /// The name used in descriptions and error messages, such as `"button.width"`.
    public let name: String

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
    @exclusivity(unchecked) var ownerSymbol: Int32 = -1

    /// Creates a variable.
    ///
    /// - Parameter name: The name shown in descriptions and errors.
    public init(_ name: String = "") {
        self.name = name
    }
}

extension Variable: CustomStringConvertible {
    /// The name, or `(unnamed)`.
    public var description: String {
        name.isEmpty ? "(unnamed)" : name
    }
}
