/// How much a constraint matters: required, or a priority below 1000 (UIKit's scale).
///
/// Every distinct priority is its own level, and levels are strictly ordered: the solver
/// minimises the errors of priority 750 before it looks at any error of priority 749, so a
/// constraint at 750 beats any number of constraints at 749 (a lexicographic objective, not
/// weights; see docs/cassowary.md). Within one level the errors add up, each counted at weight 1.
public struct Strength: Hashable, Comparable, Sendable {
    /// The priority: 1000 or more is required; below that, higher wins.
    public let priority: Double

    /// Creates a strength from a UIKit-style priority (1...1000; 1000 and above is required).
    ///
    /// The priority is checked when a constraint using it is added: it must be a finite number
    /// greater than zero.
    public init(priority: Double) {
        self.priority = priority
    }

    /// A strength at `priority`, for call sites such as `.withStrength(.priority(750))`.
    public static func priority(_ priority: Double) -> Strength {
        Strength(priority: priority)
    }

    /// The strength of a constraint that must hold.
    public static let required = Strength(priority: requiredPriority)

    /// The priority from which on a constraint is required.
    public static let requiredPriority = 1000.0

    /// Whether the constraint must hold exactly.
    public var isRequired: Bool { priority >= Self.requiredPriority }

    /// Whether the priority can be used: a finite number above zero.
    var isValid: Bool { priority.isFinite && priority > 0 }

    /// Orders by priority: `required` is the greatest.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.priority < rhs.priority
    }
}

extension Strength: CustomStringConvertible {
    /// `"required"` or the priority, such as `"750"`.
    public var description: String {
        isRequired ? "required" : formatNumber(priority)
    }
}
