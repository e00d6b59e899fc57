import Foundation
import InterfaceBuilder

/// `storyboard lint --fix` for `misplaced-view`: writes each solved frame into the document's
/// text as Xcode's "Update Frames" would, changing only the `x`, `y`, `width` and `height`
/// attributes of the view's `<rect key="frame">` that differ — every other byte of the file is
/// kept as it was.
public enum FrameFix {
    /// What a fix did to one document.
    public struct Result: Sendable, Hashable {
        /// The document's new text.
        public var text: String
        /// The findings whose frames were written.
        public var fixed: [LintFinding]
    }

    /// Applies the frames of the `misplaced-view` findings (those with ``LintFinding/frames`` and
    /// a position) to `text`, the document they were found in. A finding whose element has no
    /// `<rect key="frame">` as its first child is left as it is.
    public static func apply(_ findings: [LintFinding], to text: String) -> Result {
        var utf8 = Array(text.utf8)
        var fixed: [LintFinding] = []
        let lineStarts = Self.lineStarts(utf8)
        // From the end of the file backwards, so earlier offsets stay valid.
        let located = findings.compactMap { finding -> (Int, LintFinding)? in
            guard finding.ruleID == MisplacedView.info.id, finding.frames != nil, let line = finding.line, let column = finding.column,
                  line >= 1, line <= lineStarts.count else { return nil }
            guard let offset = Self.offset(line: line, column: column, in: utf8, lineStarts: lineStarts) else { return nil }
            return (offset, finding)
        }.sorted { $0.0 > $1.0 }
        for (offset, finding) in located {
            guard let frames = finding.frames, let rect = frameRect(after: offset, in: utf8) else { continue }
            var edits: [(Range<Int>, [UInt8])] = []
            for (name, value) in zip(["x", "y", "width", "height"], frames.solved) {
                guard let range = attributeValueRange(name, in: rect, of: utf8) else { continue }
                let old = Double(String(decoding: utf8[range], as: UTF8.self))
                if let old, abs(old - value) < 1e-9 { continue }
                edits.append((range, Array(number(value).utf8)))
            }
            for (range, replacement) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
                utf8.replaceSubrange(range, with: replacement)
            }
            if !edits.isEmpty { fixed.append(finding) }
        }
        return Result(text: String(decoding: utf8, as: UTF8.self), fixed: fixed)
    }

    /// A number as Interface Builder writes it: `0.0` for zero, whole numbers without a
    /// fraction, others in the shortest form that reads back the same.
    public static func number(_ value: Double) -> String {
        value == 0 ? "0.0" : IBNumber.written(value)
    }

    private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        return starts
    }

    /// The byte offset of a 1-based line and column (columns count Unicode scalars).
    private static func offset(line: Int, column: Int, in bytes: [UInt8], lineStarts: [Int]) -> Int? {
        var offset = lineStarts[line - 1]
        var scalars = 1
        while scalars < column, offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") { return nil }
            offset += byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            scalars += 1
        }
        return offset
    }

    /// The range of the element's first child when it is `<rect key="frame" …/>`.
    private static func frameRect(after start: Int, in bytes: [UInt8]) -> Range<Int>? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "<"),
              let tagEnd = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
        var index = tagEnd + 1
        while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains(bytes[index]) { index += 1 }
        guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let tag = String(decoding: bytes[index...end], as: UTF8.self)
        guard tag.hasPrefix("<rect "), tag.contains(#"key="frame""#) else { return nil }
        return index..<(end + 1)
    }

    /// The range of an attribute's value inside a start tag.
    private static func attributeValueRange(_ name: String, in tag: Range<Int>, of bytes: [UInt8]) -> Range<Int>? {
        let needle = Array(" \(name)=\"".utf8)
        var index = tag.lowerBound
        while index + needle.count <= tag.upperBound {
            if Array(bytes[index..<(index + needle.count)]) == needle {
                let valueStart = index + needle.count
                guard let valueEnd = bytes[valueStart..<tag.upperBound].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
                return valueStart..<valueEnd
            }
            index += 1
        }
        return nil
    }
}
