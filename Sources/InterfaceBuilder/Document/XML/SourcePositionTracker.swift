/// Turns byte offsets into lines and columns by walking forward from the last offset asked for
/// (columns count Unicode scalars: UTF-8 continuation bytes do not advance them). Shared by
/// `XMLSinglePassReader` and `XMLSourceScanner`, which ask for increasing offsets.
struct SourcePositionTracker {
    private var line = 1
    private var column = 1

    /// The last offset asked for.
    private(set) var offset = 0

    /// The position of `target`, at or after the last offset asked for.
    mutating func position<Bytes: RandomAccessCollection>(of target: Int, in bytes: Bytes) -> SourcePosition
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var line = self.line, column = self.column
        var cursor = offset
        while cursor < target {
            let byte = bytes[cursor]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            cursor += 1
        }
        offset = target
        self.line = line
        self.column = column
        return SourcePosition(line: line, column: column, offset: target)
    }
}
