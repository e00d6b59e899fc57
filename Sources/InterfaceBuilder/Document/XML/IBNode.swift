/// One child of an ``IBElement``: an element, text, a comment, CDATA or a processing
/// instruction. Keeping all of them is what makes the tree lossless.
public enum IBNode: Hashable, Sendable {
    /// A child element.
    case element(IBElement)
    /// Character data (including the whitespace that indents the file).
    case text(IBText)
    /// A comment (`<!--…-->`), without its delimiters. Storyboards name each scene in one.
    case comment(String)
    /// A CDATA section, without its delimiters.
    case cdata(String)
    /// A processing instruction, as written (`<?target data?>`).
    case processingInstruction(String)

    /// The element, when this node is one.
    public var element: IBElement? {
        if case let .element(element) = self { return element }
        return nil
    }
}

/// Character data of an ``IBNode/text(_:)`` node.
public struct IBText: Hashable, Sendable {
    /// The text, with entity and character references decoded.
    public var value: String {
        didSet { sourceText = nil }
    }
    /// The exact source text, when escaping `value` canonically would not reproduce it.
    public var sourceText: String?

    /// Character data.
    public init(_ value: String, sourceText: String? = nil) {
        self.value = value
        self.sourceText = sourceText
    }
}
