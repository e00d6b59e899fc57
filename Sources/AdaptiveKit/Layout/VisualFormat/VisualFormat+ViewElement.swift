extension VisualFormat {
    /// One view of a format, `[name]` or `[name(predicates)]`.
    ///
    /// The predicates constrain the view's size along the format's orientation (its width in an
    /// `H:` format, its height in a `V:` format).
    public struct ViewElement: Hashable, Sendable {
        /// The view's key in the views dictionary.
        public var name: String
        /// The size predicates inside the parentheses, in order; empty when there are none.
        public var predicates: [Predicate]
        /// Where the view is in the format: UTF-16 offsets from its `[` up to and including its `]`.
        public var sourceRange: Range<Int>

        /// Creates a view element.
        public init(name: String, predicates: [Predicate] = [], sourceRange: Range<Int>) {
            self.name = name
            self.predicates = predicates
            self.sourceRange = sourceRange
        }
    }
}
