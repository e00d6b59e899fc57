/// Where the elements and attributes of an XML text are, found by a forgiving byte scan: no
/// validation, no entity expansion, unclosed elements end at the end of the text. Enough to
/// mutate documents Xcode wrote, at exact byte offsets.
struct XMLOutline {
    struct Attribute {
        var name: String
        /// The value between the quotes (escaped as in the file).
        var value: String
        /// The value's bytes, without the quotes.
        var valueRange: Range<Int>
        /// From the space before the name to the closing quote.
        var whole: Range<Int>
    }

    struct Element {
        var name: String
        /// The `<` of the start tag.
        var start: Int
        /// After the `>` of the start tag.
        var startTagEnd: Int
        /// The `<` of the end tag (`startTagEnd` when self-closing).
        var endTagStart: Int
        /// After the `>` of the end tag.
        var end: Int
        var isSelfClosing: Bool
        var depth: Int
        var parent: Int?
        var attributes: [Attribute]

        subscript(name: String) -> String? { attributes.first { $0.name == name }?.value }
        func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }
        var range: Range<Int> { start..<end }
        var contentRange: Range<Int> { startTagEnd..<endTagStart }
        /// Where a new attribute goes: before `/>` or `>`.
        var attributeInsertionPoint: Int { isSelfClosing ? startTagEnd - 2 : startTagEnd - 1 }
    }

    private(set) var elements: [Element] = []

    init(_ bytes: [UInt8]) {
        let n = bytes.count
        var stack: [Int] = []
        var i = 0
        func find(_ pattern: String, from start: Int) -> Int? {
            let p = Array(pattern.utf8)
            guard p.count <= n else { return nil }
            var j = start
            while j + p.count <= n {
                if bytes[j] == p[0], bytes[j..<(j + p.count)].elementsEqual(p) { return j }
                j += 1
            }
            return nil
        }
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        while i < n {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            let lt = i
            if let next = lt + 1 < n ? bytes[lt + 1] : nil, next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                if find("<!--", from: lt) == lt {
                    i = (find("-->", from: lt + 4).map { $0 + 3 }) ?? n
                } else if find("<![CDATA[", from: lt) == lt {
                    i = (find("]]>", from: lt + 9).map { $0 + 3 }) ?? n
                } else if next == UInt8(ascii: "?") {
                    i = (find("?>", from: lt + 2).map { $0 + 2 }) ?? n
                } else {
                    // <!DOCTYPE …>, with an internal subset in brackets.
                    var j = lt + 2, brackets = 0
                    while j < n, !(bytes[j] == UInt8(ascii: ">") && brackets == 0) {
                        if bytes[j] == UInt8(ascii: "[") { brackets += 1 }
                        if bytes[j] == UInt8(ascii: "]") { brackets -= 1 }
                        j += 1
                    }
                    i = min(n, j + 1)
                }
                continue
            }
            if lt + 1 < n, bytes[lt + 1] == UInt8(ascii: "/") {
                let close = find(">", from: lt) ?? (n - 1)
                if let open = stack.popLast() {
                    elements[open].endTagStart = lt
                    elements[open].end = close + 1
                }
                i = close + 1
                continue
            }
            // A start tag.
            var j = lt + 1
            while j < n, !isSpace(bytes[j]), bytes[j] != UInt8(ascii: ">"), bytes[j] != UInt8(ascii: "/") { j += 1 }
            let name = String(decoding: bytes[(lt + 1)..<j], as: UTF8.self)
            var attributes: [Attribute] = []
            var selfClosing = false
            while j < n {
                let spaceStart = j
                while j < n, isSpace(bytes[j]) { j += 1 }
                guard j < n else { break }
                if bytes[j] == UInt8(ascii: ">") { j += 1; break }
                if bytes[j] == UInt8(ascii: "/"), j + 1 < n, bytes[j + 1] == UInt8(ascii: ">") { selfClosing = true; j += 2; break }
                let nameStart = j
                while j < n, bytes[j] != UInt8(ascii: "="), !isSpace(bytes[j]), bytes[j] != UInt8(ascii: ">") { j += 1 }
                let attributeName = String(decoding: bytes[nameStart..<j], as: UTF8.self)
                while j < n, isSpace(bytes[j]) || bytes[j] == UInt8(ascii: "=") { j += 1 }
                guard j < n, bytes[j] == UInt8(ascii: "\"") || bytes[j] == UInt8(ascii: "'") else {
                    if j == nameStart { j += 1 }
                    continue
                }
                let quote = bytes[j]
                let valueStart = j + 1
                var k = valueStart
                while k < n, bytes[k] != quote { k += 1 }
                attributes.append(Attribute(
                    name: attributeName, value: String(decoding: bytes[valueStart..<min(k, n)], as: UTF8.self),
                    valueRange: valueStart..<min(k, n), whole: spaceStart..<min(k + 1, n)))
                j = min(k + 1, n)
            }
            let element = Element(
                name: name, start: lt, startTagEnd: j, endTagStart: j, end: selfClosing ? j : n,
                isSelfClosing: selfClosing, depth: stack.count, parent: stack.last, attributes: attributes)
            elements.append(element)
            if !selfClosing { stack.append(elements.count - 1) }
            i = j
        }
        // Unclosed elements run to the end of the text.
        for open in stack { elements[open].endTagStart = n }
    }

    /// The indices of the elements with one of these names.
    func indices(named names: Set<String>) -> [Int] {
        elements.indices.filter { names.contains(elements[$0].name) }
    }

    /// The first ancestor of an element with one of these names.
    func ancestor(of index: Int, named names: Set<String>) -> Int? {
        var current = elements[index].parent
        while let c = current {
            if names.contains(elements[c].name) { return c }
            current = elements[c].parent
        }
        return nil
    }

    /// The direct children of an element.
    func children(of index: Int) -> [Int] {
        var result: [Int] = []
        var j = index + 1
        while j < elements.count, elements[j].start < elements[index].end {
            if elements[j].parent == index { result.append(j) }
            j += 1
        }
        return result
    }

    /// The element whose `id` is this.
    func element(withID id: String) -> Int? {
        elements.indices.first { elements[$0]["id"] == id }
    }
}
