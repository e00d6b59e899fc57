/// Changing the lossless tree the way Xcode writes it: child elements indented four spaces
/// deeper than their parent, one to a line; an element with no child elements written as an
/// empty-element tag; new attributes placed where Xcode places them. Everything not changed
/// keeps its source text, so the file's diff is only what an edit changed.
extension IBElement {
    /// Xcode's indentation step.
    static let indentationUnit = "    "

    /// The path (indexes into ``children``, level by level) of the first element below this one,
    /// depth first, whose `id` is `id`. Variations are not searched: what they hold overrides an
    /// element, it is not one.
    func path(toElementWithID id: String) -> [Int]? {
        for (index, node) in children.enumerated() {
            guard case let .element(child) = node, child.name != "variation" else { continue }
            if child.id == id { return [index] }
            if let rest = child.path(toElementWithID: id) { return [index] + rest }
        }
        return nil
    }

    /// The element at `path` (indexes into ``children``); `self` for an empty path.
    func element(at path: ArraySlice<Int>) -> IBElement? {
        guard let first = path.first else { return self }
        guard children.indices.contains(first), case let .element(child) = children[first] else { return nil }
        return child.element(at: path.dropFirst())
    }

    /// Changes the element at `path` in place.
    mutating func modifyElement<T, E: Error>(at path: ArraySlice<Int>, _ body: (inout IBElement) throws(E) -> T) throws(E) -> T {
        guard let first = path.first else { return try body(&self) }
        guard case .element(var child) = children[first] else {
            preconditionFailure("the path names a node that is not an element")
        }
        children[first] = .text(IBText(""))  // drops the second reference, so `child` changes in place
        defer { children[first] = .element(child) }
        return try child.modifyElement(at: path.dropFirst(), body)
    }

    /// The whitespace that starts the line of the child node at `index` (what follows the last
    /// line break of the text before it), `nil` when the node does not start a line.
    func indentation(ofChildAt index: Int) -> String? {
        guard index > 0, case let .text(text) = children[index - 1], let lineBreak = text.value.lastIndex(of: "\n") else { return nil }
        let rest = text.value[text.value.index(after: lineBreak)...]
        return rest.allSatisfy({ $0 == " " || $0 == "\t" }) ? String(rest) : nil
    }

    /// The indices in ``children`` of the child elements named `name` (and keyed `key`).
    func childIndices(named name: String, key: String? = nil) -> [Int] {
        children.indices.filter { index in
            guard case let .element(child) = children[index] else { return false }
            return child.name == name && (key == nil || child.key == key)
        }
    }

    /// Whether every child is whitespace text (or there is none).
    var hasOnlyWhitespace: Bool {
        children.allSatisfy { node in
            if case let .text(text) = node { return text.value.allSatisfy(\.isWhitespace) }
            return false
        }
    }

    /// Inserts `child` as a child element, on a line of its own, indented one step deeper than
    /// `ownIndentation` (this element's own), before the child node at `nodeIndex` (which
    /// must be an element) or after the last child element when `nil`. The new element's own
    /// child elements are laid out the same way.
    mutating func insertChildElement(_ child: IBElement, beforeNodeAt nodeIndex: Int? = nil, ownIndentation: String) {
        let childIndentation = ownIndentation + Self.indentationUnit
        let formatted = child.laidOut(indentation: childIndentation)
        if hasOnlyWhitespace {
            children = [.text(IBText("\n" + childIndentation)), .element(formatted), .text(IBText("\n" + ownIndentation))]
            isSelfClosing = false
            return
        }
        isSelfClosing = false
        if let nodeIndex {
            children.insert(contentsOf: [.element(formatted), .text(IBText("\n" + childIndentation))], at: nodeIndex)
        } else if let last = children.indices.last, case let .text(text) = children[last], text.value.allSatisfy(\.isWhitespace) {
            children.insert(contentsOf: [.text(IBText("\n" + childIndentation)), .element(formatted)], at: last)
        } else {
            children.append(contentsOf: [.text(IBText("\n" + childIndentation)), .element(formatted), .text(IBText("\n" + ownIndentation))])
        }
    }

    /// Inserts `child`, an element copied from a document where it started at indentation
    /// `written`, as ``insertChildElement(_:beforeNodeAt:ownIndentation:)`` does, but keeping the
    /// layout of its lines (text content, comments and their line breaks) and only moving their
    /// indentation to the new depth.
    mutating func insertChildElement(_ child: IBElement, writtenAt written: String, beforeNodeAt nodeIndex: Int? = nil, ownIndentation: String) {
        // The new line is made for a stand-in, then the element goes in its place.
        let standIn = IBElement(name: "\u{0}")
        insertChildElement(standIn, beforeNodeAt: nodeIndex, ownIndentation: ownIndentation)
        if let index = children.firstIndex(where: { $0.element?.name == standIn.name }) {
            children[index] = .element(child.reindented(from: written, to: ownIndentation + Self.indentationUnit))
        }
    }

    /// Removes the child element at `nodeIndex` with the line it stood on; an element left with
    /// no child elements becomes an empty-element tag again.
    mutating func removeChildElement(at nodeIndex: Int) {
        var range = nodeIndex...nodeIndex
        if nodeIndex > 0, case let .text(text) = children[nodeIndex - 1], text.value.allSatisfy(\.isWhitespace) {
            range = (nodeIndex - 1)...nodeIndex
        }
        children.removeSubrange(range)
        if hasOnlyWhitespace {
            children = []
            isSelfClosing = true
        }
    }

    /// This element with its child elements (and theirs) each on a line of their own, the element
    /// itself starting at `indentation`.
    func laidOut(indentation: String) -> IBElement {
        let elements = self.elements
        var result = self
        guard !elements.isEmpty else {
            result.children = []
            result.isSelfClosing = true
            return result
        }
        let inner = indentation + Self.indentationUnit
        result.children = elements.flatMap { [IBNode.text(IBText("\n" + inner)), .element($0.laidOut(indentation: inner))] } + [.text(IBText("\n" + indentation))]
        result.isSelfClosing = false
        return result
    }

    /// Sets attribute `name`; a new attribute goes before the first of `before` the element has
    /// (Xcode writes `id` last, a constraint's `constant` before its `priority`), else last.
    mutating func setAttribute(_ name: String, to value: String, before: [String] = ["id"]) {
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            if attributes[index].value != value { attributes[index].value = value }
            return
        }
        let index = attributes.firstIndex { before.contains($0.name) } ?? attributes.endIndex
        attributes.insert(IBAttribute(name: name, value: value), at: index)
    }

    /// This element with the indentation of its lines moved from `old` (its own, where it was
    /// written) to `new`: the whitespace after each line break in whitespace-only text changes,
    /// nothing else (text content, comments and the order of everything stay).
    func reindented(from old: String, to new: String) -> IBElement {
        guard old != new else { return self }
        var result = self
        result.children = children.map { node in
            switch node {
            case let .element(child):
                return .element(child.reindented(from: old, to: new))
            case let .text(text) where text.value.allSatisfy(\.isWhitespace) && text.value.contains("\n"):
                let lines = text.value.split(separator: "\n", omittingEmptySubsequences: false)
                let moved = lines.enumerated().map { index, line in
                    index == 0 ? String(line) : (line.hasPrefix(old) ? new + line.dropFirst(old.count) : new + line.drop { $0 == " " })
                }
                return .text(IBText(moved.joined(separator: "\n")))
            default:
                return node
            }
        }
        return result
    }
}
