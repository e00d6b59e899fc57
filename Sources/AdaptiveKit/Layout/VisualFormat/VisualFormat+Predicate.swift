extension VisualFormat {
    /// One `(relation)object(@priority)` of a predicate list, such as `>=70`, `==button2` or
    /// `<=spacing@999`.
    public struct Predicate: Hashable, Sendable {
        /// How the constrained length relates to the object.
        public enum Relation: Hashable, Sendable {
            /// `==`, also when the predicate names no relation.
            case equal
            /// `<=`.
            case lessThanOrEqual
            /// `>=`.
            case greaterThanOrEqual
        }

        /// What the constrained length is compared with.
        public enum Object: Hashable, Sendable {
            /// A number, written literally (`20`, `-5`, `1e2`) or as a metric name.
            case constant(Number)
            /// The same dimension of another view, by its key in the views dictionary (`[a(==b)]`).
            /// Only a view's predicates may name a view.
            case view(String)
        }

        /// How the constrained length relates to the object; `.equal` when none is written.
        public var relation: Relation
        /// What the constrained length is compared with.
        public var object: Object
        /// The priority, 1 to 1000; 1000 (required) when none is written.
        public var priority: Number
        /// Where the predicate is, in UTF-16 offsets into the format: from its relation (or its
        /// object) to the end of its priority (or its object).
        public var sourceRange: Range<Int>

        /// Creates a predicate.
        public init(
            _ relation: Relation = .equal, _ object: Object, priority: Number = 1000, sourceRange: Range<Int>
        ) {
            self.relation = relation
            self.object = object
            self.priority = priority
            self.sourceRange = sourceRange
        }
    }
}
