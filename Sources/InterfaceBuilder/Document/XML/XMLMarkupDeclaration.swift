/// An `<!ATTLIST …>`, `<!NOTATION …>` or unparsed `<!ENTITY … NDATA …>` declaration of a
/// document's internal DTD subset.
///
/// Foundation's `XMLParser` on Linux crashes on these (it reads an absent default value, public
/// or system id as a C string), and Interface Builder never writes a DTD: the XML reader blanks
/// them out (spaces, so that every position stays) before parsing, with a warning each.
struct XMLMarkupDeclaration {
    /// `ATTLIST`, `NOTATION` or `ENTITY`.
    var keyword: String
    /// From `<!` to `>`.
    var range: Range<Int>

    /// The declarations in `range` of `bytes` (a `<!DOCTYPE …>` declaration).
    static func scan(_ bytes: [UInt8], in range: Range<Int>) -> [XMLMarkupDeclaration] {
        var found: [XMLMarkupDeclaration] = []
        var index = range.lowerBound
        while index + 2 < range.upperBound {
            guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "!") else {
                index += 1
                continue
            }
            let start = index
            var nameEnd = start + 2
            while nameEnd < range.upperBound, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[nameEnd]) { nameEnd += 1 }
            let keyword = String(decoding: bytes[(start + 2)..<nameEnd], as: UTF8.self)
            // The DOCTYPE itself holds the declarations: look inside it.
            if keyword == "DOCTYPE" {
                index = nameEnd
                continue
            }
            // The end of the declaration, outside quoted literals.
            var end = nameEnd, quote: UInt8?
            while end < range.upperBound {
                let byte = bytes[end]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    break
                }
                end += 1
            }
            let declaration = start..<min(end + 1, range.upperBound)
            let isUnparsedEntity = keyword == "ENTITY" && containsWord("NDATA", in: bytes[declaration])
            if keyword == "ATTLIST" || keyword == "NOTATION" || isUnparsedEntity {
                found.append(XMLMarkupDeclaration(keyword: keyword, range: declaration))
            }
            index = declaration.upperBound
        }
        return found
    }

    private static func containsWord(_ word: String, in bytes: ArraySlice<UInt8>) -> Bool {
        let pattern = Array(word.utf8)
        var quote: UInt8?
        var index = bytes.startIndex
        while index + pattern.count <= bytes.endIndex {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                return true
            }
            index += 1
        }
        return false
    }
}
