import Foundation
import InterfaceBuilder

/// A document read completely writes back (`xmlData()`, in the file's own encoding) byte for
/// byte.
///
/// `docs/interface-builder-format.md` ("Writing back") lists what is not reproduced, and the
/// check follows it exactly:
/// - whitespace inside an end tag (`</view >`) is written `</view>`: the expected bytes are the
///   input with that whitespace removed (in the file's encoding) (found by a small lexer that skips comments, CDATA,
///   processing instructions and quoted attribute values);
/// - a document whose markup may come from internal entity expansion (its DOCTYPE declares a
///   parameter entity, or a general entity whose value holds `<` or a reference) is not held to
///   bytes;
/// - a truncated or malformed document (`isComplete == false`) is not held to bytes.
/// Everything else must come back unchanged.
@MainActor
enum DocumentRoundTripCheck {
    static let path = "Fuzz.storyboard"

    static func check(_ bytes: [UInt8]) -> [String] {
        let document = IBXMLDocument.parse(Data(bytes), path: path)
        let written = [UInt8](document.xmlData())
        guard written != bytes, document.isComplete, !mayExpandMarkup(document.prolog) else { return [] }
        // The only difference allowed: whitespace inside end tags, in the file's own encoding.
        let text = decode(bytes, document.encoding)
        let prolog = Array(document.prolog.utf8)
        guard text.starts(with: prolog) else {
            return ["the prolog \(document.prolog.debugDescription) is not the start of the text"]
        }
        let expected = encode(prolog + withoutEndTagWhitespace(text[prolog.count...]), document.encoding)
        guard written == expected else {
            let index = zip(written, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(written.count, expected.count)
            func around(_ bytes: [UInt8]) -> String {
                String(decoding: bytes[max(0, index - 40)..<min(bytes.count, index + 40)], as: UTF8.self).debugDescription
            }
            return ["written back differently at byte \(index) (\(written.count) bytes written, \(expected.count) expected): "
                + "\(around(written)) vs \(around(expected))"]
        }
        return []
    }

    /// The file's text as UTF-8 (what the readers saw), for a document read completely.
    static func decode(_ bytes: [UInt8], _ encoding: IBXMLDocument.Encoding) -> [UInt8] {
        switch encoding {
        case .utf8: return bytes
        case .utf8WithByteOrderMark: return Array(bytes.dropFirst(3))
        case let .utf16(bigEndian, byteOrderMark):
            let body = byteOrderMark ? Array(bytes.dropFirst(2)) : bytes
            var units: [UInt16] = []
            var index = 0
            while index + 1 < body.count {
                let first = UInt16(body[index]), second = UInt16(body[index + 1])
                units.append(bigEndian ? first << 8 | second : second << 8 | first)
                index += 2
            }
            return Array(String(decoding: units, as: UTF16.self).utf8)
        case .ascii, .latin1:
            var text = ""
            text.unicodeScalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
            return Array(text.utf8)
        }
    }

    /// UTF-8 text in the file's encoding, as `xmlData()` writes it.
    static func encode(_ utf8: [UInt8], _ encoding: IBXMLDocument.Encoding) -> [UInt8] {
        let text = String(decoding: utf8, as: UTF8.self)
        switch encoding {
        case .utf8: return utf8
        case .utf8WithByteOrderMark: return [0xEF, 0xBB, 0xBF] + utf8
        case let .utf16(bigEndian, byteOrderMark):
            var bytes: [UInt8] = byteOrderMark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
            for unit in text.utf16 {
                bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            }
            return bytes
        case .ascii, .latin1:
            return text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
        }
    }

    /// Whether the prolog declares an entity whose expansion may hold markup.
    static func mayExpandMarkup(_ prolog: String) -> Bool {
        var rest = Substring(prolog)
        while let range = rest.range(of: "<!ENTITY") {
            rest = rest[range.upperBound...].drop { $0.isWhitespace }
            if rest.first == "%" { return true }
            rest = rest.drop { !$0.isWhitespace && $0 != "\"" && $0 != "'" }.drop { $0.isWhitespace }
            guard let quote = rest.first, quote == "\"" || quote == "'" else { continue }
            let value = rest.dropFirst().prefix { $0 != quote }
            if value.contains("<") || value.contains("&") { return true }
            rest = rest.dropFirst(value.count + 1)
        }
        return false
    }

    /// The markup after the prolog with whitespace inside end tags removed, as the writer writes
    /// them.
    static func withoutEndTagWhitespace(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        let input = Array(bytes)
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var index = 0
        func starts(_ text: String) -> Bool { input[index...].starts(with: text.utf8) }
        /// Copies through the end of `terminator` (or to the end of the input).
        func copy(through terminator: String) {
            let end = Array(terminator.utf8)
            while index < input.count {
                if input[index...].starts(with: end) {
                    output += end
                    index += end.count
                    return
                }
                output.append(input[index])
                index += 1
            }
        }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

        while index < input.count {
            guard input[index] == UInt8(ascii: "<") else {
                output.append(input[index])
                index += 1
                continue
            }
            if starts("<!--") {
                copy(through: "-->")
            } else if starts("<![CDATA[") {
                copy(through: "]]>")
            } else if starts("<?") {
                copy(through: "?>")
            } else if starts("</") {
                while index < input.count, !isSpace(input[index]), input[index] != UInt8(ascii: ">") {
                    output.append(input[index])
                    index += 1
                }
                while index < input.count, isSpace(input[index]) { index += 1 }
                copy(through: ">")
            } else {
                // A start tag: `>` inside a quoted attribute value does not end it.
                var quote: UInt8?
                while index < input.count {
                    let byte = input[index]
                    output.append(byte)
                    index += 1
                    if let open = quote {
                        if byte == open { quote = nil }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: ">") {
                        break
                    }
                }
            }
        }
        return output
    }
}
