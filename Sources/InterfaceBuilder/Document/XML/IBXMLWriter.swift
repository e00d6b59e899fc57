/// Writes an ``IBElement`` tree as XML, using each node's source text where it has one and
/// Xcode's canonical escaping otherwise.
struct IBXMLWriter {
    var output = ""

    mutating func write(_ element: IBElement) {
        output += "<"
        output += element.name
        for attribute in element.attributes {
            if let source = attribute.sourceText {
                output += source
            } else {
                output += " "
                output += attribute.name
                output += "=\""
                output += Self.escapeAttribute(attribute.value)
                output += "\""
            }
        }
        if let trailer = element.startTagTrailer { output += trailer }
        if element.children.isEmpty, element.isSelfClosing {
            output += "/>"
            return
        }
        output += ">"
        for child in element.children {
            switch child {
            case let .element(child): write(child)
            case let .text(text): output += text.sourceText ?? Self.escapeText(text.value)
            case let .comment(comment): output += "<!--" + comment + "-->"
            case let .cdata(data): output += "<![CDATA[" + data + "]]>"
            case let .processingInstruction(instruction): output += instruction
            }
        }
        output += "</"
        output += element.name
        output += ">"
    }

    /// Text escaped as Xcode writes it: `&`, `<` and `>`.
    static func escapeText(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else {
            return text
        }
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// An attribute value escaped as Xcode writes it: `&`, `<`, `>`, `"` and line breaks and
    /// tabs as character references.
    static func escapeAttribute(_ value: String) -> String {
        let needsEscaping = value.utf8.contains { byte in
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), 0x0A, 0x0D, 0x09: true
            default: false
            }
        }
        guard needsEscaping else {
            return value
        }
        var result = ""
        for character in value.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
