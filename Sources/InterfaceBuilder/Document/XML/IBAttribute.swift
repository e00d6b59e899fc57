/// One attribute of an ``IBElement``, in the order the file wrote it.
public struct IBAttribute: Hashable, Sendable {
    /// The attribute's name.
    public var name: String
    /// The attribute's value, with entity and character references decoded.
    public var value: String {
        didSet { sourceText = nil }
    }
    /// The exact source text of the attribute, from the whitespace before its name to its
    /// closing quote, when writing `name="value"` canonically would not reproduce it (single
    /// quotes, unusual spacing, a character reference Xcode would not write). `nil` for
    /// attributes that round-trip canonically and for attributes set in code.
    public var sourceText: String?

    /// An attribute.
    public init(name: String, value: String, sourceText: String? = nil) {
        self.name = name
        self.value = value
        self.sourceText = sourceText
    }
}
