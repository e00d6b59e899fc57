/// One element of an Interface Builder document, kept losslessly: its name, its attributes in
/// source order, its children (elements, text, comments) and where it starts in the file.
///
/// This is the generic layer under the typed model (``IBDocument``, ``IBScene``, ``IBObject``):
/// everything the typed layer does not model is still here, and ``IBXMLDocument/xmlString()``
/// writes it back.
public struct IBElement: Hashable, Sendable {
    /// The element name (`view`, `constraint`, `color`, …).
    public var name: String
    /// The attributes in source order.
    public var attributes: [IBAttribute]
    /// The children in source order.
    public var children: [IBNode]
    /// Where the start tag begins (its `<`), when the element came from a file.
    public var position: SourcePosition?
    /// Whether the element was written as an empty-element tag (`<rect …/>`). An element with
    /// children is always written with an end tag.
    public var isSelfClosing: Bool
    /// Source text between the last attribute and the tag's closing `>` or `/>` (whitespace),
    /// when there was any.
    public var startTagTrailer: String?

    /// An element.
    public init(
        name: String,
        attributes: [IBAttribute] = [],
        children: [IBNode] = [],
        position: SourcePosition? = nil,
        isSelfClosing: Bool = true,
        startTagTrailer: String? = nil
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.position = position
        self.isSelfClosing = isSelfClosing
        self.startTagTrailer = startTagTrailer
    }

    // MARK: Attributes

    /// The value of the attribute named `name`, or `nil`.
    public subscript(_ name: String) -> String? {
        get {
            // Comparing lengths first skips most names without a string comparison.
            let length = name.utf8.count
            for attribute in attributes where attribute.name.utf8.count == length && attribute.name == name {
                return attribute.value
            }
            return nil
        }
        set {
            if let index = attributes.firstIndex(where: { $0.name == name }) {
                if let newValue {
                    attributes[index].value = newValue
                } else {
                    attributes.remove(at: index)
                }
            } else if let newValue {
                attributes.append(IBAttribute(name: name, value: newValue))
            }
        }
    }

    /// The `id` attribute.
    public var id: String? { self["id"] }

    /// The `key` attribute: the property of the parent this element sets (`frame`, `view`,
    /// `backgroundColor`, …).
    public var key: String? { self["key"] }

    // MARK: Children

    /// The child elements, in order.
    public var elements: [IBElement] {
        children.compactMap(\.element)
    }

    /// The first child element with the given name (and `key` attribute, when given).
    public func firstElement(named name: String, key: String? = nil) -> IBElement? {
        for child in children {
            if case let .element(element) = child, element.name == name, key == nil || element.key == key {
                return element
            }
        }
        return nil
    }

    /// The child elements with the given name.
    public func elements(named name: String) -> [IBElement] {
        children.compactMap { child in
            if case let .element(element) = child, element.name == name { return element }
            return nil
        }
    }

    /// The concatenated text and CDATA of the direct children.
    public var text: String {
        var result = ""
        for child in children {
            switch child {
            case let .text(text): result += text.value
            case let .cdata(data): result += data
            default: break
            }
        }
        return result
    }

    /// Calls `body` for this element and every element below it, depth first, in document order.
    public func forEachElement(_ body: (IBElement) throws -> Void) rethrows {
        try body(self)
        for child in children {
            if case let .element(element) = child {
                try element.forEachElement(body)
            }
        }
    }

    /// The number of elements in this subtree, this one included.
    public var elementCount: Int {
        var count = 0
        forEachElement { _ in count += 1 }
        return count
    }
}

extension IBElement {
    /// Whether two trees hold the same elements, attribute names and values (in the same
    /// order) and the same text, comments and CDATA, ignoring source positions and how the
    /// source spelled things (quotes, escapes, empty-element tags).
    public func isEquivalent(to other: IBElement) -> Bool {
        guard name == other.name, attributes.count == other.attributes.count, children.count == other.children.count else {
            return false
        }
        for (lhs, rhs) in zip(attributes, other.attributes) where lhs.name != rhs.name || lhs.value != rhs.value {
            return false
        }
        for (lhs, rhs) in zip(children, other.children) {
            switch (lhs, rhs) {
            case let (.element(a), .element(b)):
                if !a.isEquivalent(to: b) { return false }
            case let (.text(a), .text(b)):
                if a.value != b.value { return false }
            case let (.comment(a), .comment(b)), let (.cdata(a), .cdata(b)), let (.processingInstruction(a), .processingInstruction(b)):
                if a != b { return false }
            default:
                return false
            }
        }
        return true
    }
}
