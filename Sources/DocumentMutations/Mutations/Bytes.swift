import Foundation

/// Mutations of the bytes and the encoding: truncation, garbage, invalid UTF-8, byte order
/// marks, UTF-16, control characters, comments and CDATA.
extension MutationContext {
    mutating func truncate() -> String? {
        guard source.count > 2 else { return nil }
        let offset = random.int(in: 1...(source.count - 2))
        wholeFile = Array(source[..<offset])
        return "cut at byte \(offset) of \(source.count) (line \(line(of: offset)))"
    }

    mutating func truncateInsideTag() -> String? {
        guard let index = pickElement(where: { !$0.attributes.isEmpty }) else { return nil }
        let element = elements[index]
        let attribute = random.pick(element.attributes)
        let range = variant(2) == 0 ? attribute.valueRange : element.start..<element.startTagEnd
        guard !range.isEmpty else { return nil }
        let offset = random.int(in: range.lowerBound...(range.upperBound - 1))
        wholeFile = Array(source[..<offset])
        return "cut at byte \(offset) inside \(describe(index))"
    }

    mutating func emptyOrGarbage() -> String? {
        let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let options: [(String, [UInt8])] = [
            ("an empty file", []),
            ("blank lines only", Array("  \n\n\t\n".utf8)),
            ("the XML declaration alone", Array(declaration.utf8)),
            ("4 KiB of random bytes", (0..<4096).map { _ in UInt8(truncatingIfNeeded: random.next()) }),
            ("an HTML page", Array((declaration + "<html><body><p>not a storyboard</p></body></html>\n").utf8)),
            ("an empty <document/>", Array((declaration + "<document/>\n").utf8)),
            ("a storyboard document with no content", Array((declaration + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\"/>\n").utf8)),
            ("a property list", Array((declaration + "<plist version=\"1.0\"><dict><key>a</key><string>b</string></dict></plist>\n").utf8)),
            ("an Interface Builder 3 archive", Array((declaration + "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"><data/></archive>\n").utf8)),
            ("text after the declaration", Array((declaration + "hello").utf8)),
            ("a second root element", source + Array("\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"/>\n".utf8)),
            ("a NUL byte file", [UInt8](repeating: 0, count: 1024)),
        ]
        let (name, bytes) = variant(options)
        wholeFile = bytes
        return name
    }

    mutating func brokenUTF8() -> String? {
        let sequences: [(String, [UInt8])] = [
            ("a stray continuation byte", [0x80]), ("0xFF", [0xFF]), ("an overlong slash", [0xC0, 0xAF]),
            ("an encoded surrogate", [0xED, 0xA0, 0x80]), ("a cut three-byte sequence", [0xE2, 0x82]),
            ("a sequence beyond U+10FFFF", [0xF5, 0x80, 0x80, 0x80]), ("0xFE 0xFF", [0xFE, 0xFF]),
            ("a five-byte form", [0xF8, 0x88, 0x80, 0x80, 0x80]), ("Latin-1 é", [0xE9]),
        ]
        let (name, bytes) = variant(sequences)
        switch random.int(below: 4) {
        case 0:
            guard let (index, attribute) = pickAttribute(where: { _, _ in true }) else { return nil }
            insert(bytes: bytes, at: attribute.valueRange.lowerBound + (attribute.valueRange.isEmpty ? 0 : random.int(below: attribute.valueRange.count)))
            return "\(name) in \(attribute.name) of \(describe(index))"
        case 1:
            guard let index = pickElement(where: { !$0.isSelfClosing }) else { return nil }
            insert(bytes: bytes, at: elements[index].startTagEnd)
            return "\(name) in the text of \(describe(index))"
        case 2:
            guard let index = pickElement() else { return nil }
            insert(bytes: bytes, at: elements[index].start + 2)
            return "\(name) in the name of \(describe(index))"
        default:
            wholeFile = source + bytes
            return "\(name) at the end of the file"
        }
    }

    mutating func byteOrderMark() -> String? {
        let utf8 = [UInt8]([0xEF, 0xBB, 0xBF])
        let options: [(String, [UInt8])] = [
            ("a UTF-8 byte order mark", utf8 + source),
            ("two UTF-8 byte order marks", utf8 + utf8 + source),
            ("a UTF-16 LE byte order mark before UTF-8 text", [0xFF, 0xFE] + source),
            ("a UTF-16 BE byte order mark before UTF-8 text", [0xFE, 0xFF] + source),
            ("a UTF-32 BE byte order mark before UTF-8 text", [0x00, 0x00, 0xFE, 0xFF] + source),
            ("a UTF-32 LE byte order mark before UTF-8 text", [0xFF, 0xFE, 0x00, 0x00] + source),
            ("a UTF-8 byte order mark after the XML declaration", {
                guard let end = source.firstIndex(of: UInt8(ascii: ">")) else { return utf8 + source }
                return Array(source[...end]) + utf8 + Array(source[(end + 1)...])
            }()),
            ("blank lines and a byte order mark before the declaration", Array("\n\n".utf8) + utf8 + source),
        ]
        let (name, bytes) = variant(options)
        wholeFile = bytes
        return name
    }

    mutating func utf16() -> String? {
        let text = String(decoding: source, as: UTF8.self)
        let relabelled = text.replacingFirst("encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
        func encode(_ text: String, bigEndian: Bool, mark: Bool) -> [UInt8] {
            var bytes: [UInt8] = mark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
            for unit in text.utf16 {
                bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            }
            return bytes
        }
        func encode32(_ text: String) -> [UInt8] {
            var bytes: [UInt8] = [0xFF, 0xFE, 0x00, 0x00]
            for scalar in text.unicodeScalars {
                let v = scalar.value
                bytes += [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8(v >> 24)]
            }
            return bytes
        }
        let options: [(String, () -> [UInt8])] = [
            ("UTF-16 LE with a byte order mark, declared UTF-16", { encode(relabelled, bigEndian: false, mark: true) }),
            ("UTF-16 BE with a byte order mark, declared UTF-16", { encode(relabelled, bigEndian: true, mark: true) }),
            ("UTF-16 LE without a byte order mark, declared UTF-16", { encode(relabelled, bigEndian: false, mark: false) }),
            ("UTF-16 LE with a byte order mark, declared UTF-8", { encode(text, bigEndian: false, mark: true) }),
            ("UTF-16 BE without a byte order mark, declared UTF-8", { encode(text, bigEndian: true, mark: false) }),
            ("UTF-32 LE with a byte order mark", { encode32(text) }),
            ("UTF-16 LE with an odd byte cut off", { Array(encode(relabelled, bigEndian: false, mark: true).dropLast()) }),
        ]
        let (name, make) = variant(options)
        wholeFile = make()
        return name
    }

    mutating func controlCharacters() -> String? {
        let options: [(String, [UInt8])] = [
            ("a NUL byte", [0x00]), ("a raw U+0001", [0x01]), ("an escape character", [0x1B]),
            ("&#0;", Array("&#0;".utf8)), ("&#1;", Array("&#1;".utf8)), ("&#xFFFE;", Array("&#xFFFE;".utf8)),
            ("&#xD800;", Array("&#xD800;".utf8)), ("&#x110000;", Array("&#x110000;".utf8)),
            ("a 20-digit character reference", Array("&#99999999999999999999;".utf8)),
            ("an undefined entity", Array("&undefinedEntity;".utf8)), ("&#x;", Array("&#x;".utf8)),
            ("an ampersand without a semicolon", Array("&amp".utf8)), ("a raw <", Array("<".utf8)),
            ("a raw form feed", [0x0C]), ("U+FFFF in UTF-8", [0xEF, 0xBF, 0xBF]),
        ]
        let (name, bytes) = variant(options)
        guard let (index, attribute) = pickAttribute(where: { _, a in ["text", "title", "id", "key", "userLabel", "placeholder", "image", "customClass", "constant", "width"].contains(a.name) })
            ?? pickAttribute(where: { _, _ in true }) else { return nil }
        insert(bytes: bytes, at: attribute.valueRange.lowerBound + (attribute.valueRange.isEmpty ? 0 : random.int(below: attribute.valueRange.count + 1)))
        return "\(name) in \(attribute.name) of \(describe(index))"
    }

    mutating func commentsAndCDATA() -> String? {
        let choice = variant(11)
        switch choice {
        case 0:
            wholeFile = Array("<!-- a comment before the declaration -->\n".utf8) + source
            return "a comment before the XML declaration"
        case 1, 2, 3:
            guard let index = pickElement(named: ["subviews", "objects", "constraints", "connections", "scenes"]) ?? pickElement(where: { !$0.isSelfClosing }) else { return nil }
            let text = ["<![CDATA[ <view id=\"fake\"/> ]]> ]]&gt; text", "<!-- a -- b --->", "<?php echo 'hi'; ?><?xml version=\"1.0\"?>"][choice - 1]
            prependChild(text, to: index)
            return "\(text.prefix(24))… inside \(describe(index))"
        case 4:
            guard let index = pickElement(named: ["rect", "color", "fontDescription", "constraint", "size"]) else { return nil }
            appendChild("<!-- inside --><![CDATA[1e308]]>text", to: index)
            return "a comment, CDATA and text inside \(describe(index))"
        case 5:
            wholeFile = source + Array("\n<!-- never closed".utf8)
            return "an unterminated comment at the end"
        case 6:
            guard let index = pickElement(where: { !$0.isSelfClosing }) else { return nil }
            insert("<![CDATA[ never closed", at: elements[index].startTagEnd)
            return "an unterminated CDATA section inside \(describe(index))"
        case 7:
            guard let index = pickElement(where: { !$0.isSelfClosing }) else { return nil }
            insert("<!--" + String(repeating: "a comment of a megabyte ", count: 44_000) + "-->", at: elements[index].startTagEnd)
            return "a 1 MB comment inside \(describe(index))"
        case 8:
            guard let index = pickElement(where: { $0.attributes.count >= 2 }) else { return nil }
            insert(" <!-- between attributes --> ", at: elements[index].attributes[0].whole.upperBound)
            return "a comment between the attributes of \(describe(index))"
        case 9:
            guard let root = outline.indices(named: ["document"]).first else { return nil }
            insert("<!DOCTYPE document>", at: elements[root].startTagEnd)
            return "a DOCTYPE inside the root element"
        default:
            guard let index = pickElement(where: { !$0.isSelfClosing }) else { return nil }
            insert(String(repeating: "<!--c--><![CDATA[x]]>", count: 20_000), at: elements[index].startTagEnd)
            return "20,000 comments and CDATA sections inside \(describe(index))"
        }
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
