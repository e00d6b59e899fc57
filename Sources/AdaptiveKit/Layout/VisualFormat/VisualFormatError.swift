/// Why a Visual Format Language string could not be parsed, and where.
///
/// Its `description` has the shape of UIKit's exception reason: a first line
/// `Unable to parse constraint format: `, the reason, the format, and a caret under the
/// offending character:
///
/// ```
/// Unable to parse constraint format:
/// button2 is not a key in the views dictionary.
/// [button1(==button2)]
///            ^
/// ```
public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reason, one line, without the position (for example `Expected a view`).
    public let message: String
    /// The format string that failed to parse.
    public let format: String
    /// The position of the problem: a UTF-16 offset into `format` (as `NSRange` counts), from 0
    /// up to and including `format.utf16.count` (the end of the format).
    public let offset: Int

    /// Creates an error at a UTF-16 offset of the format.
    public init(message: String, format: String, offset: Int) {
        self.message = message
        self.format = format
        self.offset = offset
    }

    /// The position of the problem as an index of `format`.
    public var index: String.Index {
        String.Index(utf16Offset: offset, in: format)
    }

    /// The line drawn under the format: one space per character before the problem, then `^`.
    ///
    /// The format is echoed with tabs and line breaks shown as spaces, so the caret stays aligned.
    public var caretLine: String {
        let before = format.utf16.prefix(offset)
        let columns = String(decoding: before, as: UTF16.self).count
        return String(repeating: " ", count: columns) + "^"
    }

    /// UIKit's four lines: the fixed first line, the reason, the format and the caret line.
    public var description: String {
        let echoed = String(format.map { $0.isNewline || $0 == "\t" ? " " : $0 })
        return "Unable to parse constraint format: \n\(message)\n\(echoed)\n\(caretLine)"
    }
}
