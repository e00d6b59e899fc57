/// A `<mask key="constraints|subviews">` of a variation: the constraints or subviews of the
/// owning view it installs (`<include reference>`) or uninstalls (`<exclude reference>`).
public struct IBVariationMask: Hashable, Sendable {
    /// One `<include>` / `<exclude>`.
    public struct Entry: Hashable, Sendable {
        /// The id of the constraint or subview.
        public var reference: String
        /// `true` for `<include>`, `false` for `<exclude>`.
        public var isIncluded: Bool
        public var position: SourcePosition?
    }

    /// `constraints` or `subviews`.
    public var key: String
    public var entries: [Entry]

    init(_ element: IBElement) {
        key = element.key ?? ""
        entries = element.elements.compactMap { child in
            guard child.name == "include" || child.name == "exclude", let reference = child["reference"] else { return nil }
            return Entry(reference: reference, isIncluded: child.name == "include", position: child.position)
        }
    }
}
