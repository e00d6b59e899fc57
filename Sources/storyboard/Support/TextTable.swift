import Foundation

/// A plain-text table with columns padded to their widest cell and a rule under the header.
struct TextTable {
    var rows: [[String]]

    var rendered: String {
        guard let header = rows.first else { return "" }
        var widths = [Int](repeating: 0, count: header.count)
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], cell.count)
            }
        }
        func line(_ row: [String]) -> String {
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
        var lines = [line(header), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")]
        lines.append(contentsOf: rows.dropFirst().map(line))
        return lines.joined(separator: "\n")
    }
}
