/// A parsed Visual Format Language string: the views of one line of layout and the connections
/// between them, with every metric name already resolved to its number.
///
/// `VisualFormatParser.parse(_:metrics:viewNames:)` makes one from a format such as
/// `H:|-[find]-[findNext]-[findField(>=20)]-|`. The tree says what the format says and where
/// (UTF-16 offsets into the format, for diagnostics); turning it into constraints is the job of
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
///
/// `connections[i]` joins `views[i]` to `views[i + 1]`, so there is always one connection fewer
/// than views. The grammar decisions are in `docs/visual-format-language.md`.
public struct VisualFormat: Hashable, Sendable {
    /// The axis along which the views are laid out.
    public enum Orientation: Hashable, Sendable {
        /// `H:` (also the default when the format names no orientation): leading to trailing.
        case horizontal
        /// `V:`: top to bottom.
        case vertical
    }

    /// The axis of the format: `.horizontal` unless the format starts with `V:`.
    public var orientation: Orientation
    /// The connection from the superview's leading (or top) edge to the first view, when the
    /// format starts with `|`.
    public var leadingSuperview: Connection?
    /// The views in the order they appear, at least one.
    public var views: [ViewElement]
    /// The connections between consecutive views: `connections[i]` joins `views[i]` and `views[i + 1]`.
    public var connections: [Connection]
    /// The connection from the last view to the superview's trailing (or bottom) edge, when the
    /// format ends with `|`.
    public var trailingSuperview: Connection?

    /// Creates a format tree; normally the parser does this.
    public init(
        orientation: Orientation = .horizontal,
        leadingSuperview: Connection? = nil,
        views: [ViewElement],
        connections: [Connection] = [],
        trailingSuperview: Connection? = nil
    ) {
        self.orientation = orientation
        self.leadingSuperview = leadingSuperview
        self.views = views
        self.connections = connections
        self.trailingSuperview = trailingSuperview
    }
}
