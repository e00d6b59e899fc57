/// Readable messages for the libxml2 error codes `XMLParser` reports on Linux.
enum XMLParserErrorMessages {
    static func message(forLibxml2Code code: Int) -> String {
        switch code {
        case 4: "the document is empty"
        case 5: "extra content at the end of the document"
        case 6, 7, 8: "invalid character reference"
        case 9: "a character that XML does not allow"
        case 22, 23: "malformed entity reference (missing name or ';')"
        case 26: "reference to an undeclared entity"
        case 29: "reference to an external entity"
        case 31, 32: "unsupported character encoding"
        case 33, 34: "unterminated string"
        case 38: "'<' in an attribute value"
        case 39: "attribute value without quotes"
        case 40: "unterminated attribute value"
        case 41: "attribute without a value"
        case 42: "the same attribute twice on one element"
        case 43, 44: "unterminated literal"
        case 45: "unterminated comment"
        case 46, 47: "malformed processing instruction"
        case 63: "unterminated CDATA section"
        case 64: "reserved name 'xml'"
        case 65: "space required"
        case 68: "name expected"
        case 73: "start tag not closed with '>'"
        case 74: "end tag not closed with '>'"
        case 75: "'=' expected after an attribute name"
        case 76: "end tag does not match the open element"
        case 77: "element not closed"
        case 89: "entity reference loop (entity expansion refused)"
        default: "malformed XML (libxml2 error \(code))"
        }
    }
}
