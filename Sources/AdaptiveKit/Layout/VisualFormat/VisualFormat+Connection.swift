extension VisualFormat {
    /// The spacing between two neighbours of a format: two views, or a view and the superview's edge.
    public struct Connection: Hashable, Sendable {
        /// What the connection asks for.
        public enum Kind: Hashable, Sendable {
            /// No connection characters (`[a][b]`, `|[a]`): the neighbours touch, a spacing of 0.
            case adjacent
            /// A lone `-` (`[a]-[b]`, `|-[a]`): the system's standard spacing, whose value depends on
            /// whether a superview edge is involved; the constraint builder decides the number.
            case standard
            /// Explicit spacing: `-20-`, `-spacing-`, `-(>=8@750)-`, `-(>=0,<=spacing@999)-`. A
            /// bare number or metric (`-20-`) is one `==` predicate at the required priority.
            /// Every object is a constant; a connection cannot refer to a view.
            case predicates([Predicate])
        }

        /// What the connection asks for.
        public var kind: Kind
        /// Where the connection is, in UTF-16 offsets into the format. For a connection to the
        /// superview the range includes the `|`; between two adjacent views it is the empty range
        /// just after the first view's `]`.
        public var sourceRange: Range<Int>

        /// Creates a connection.
        public init(_ kind: Kind, sourceRange: Range<Int>) {
            self.kind = kind
            self.sourceRange = sourceRange
        }
    }
}
