/// A unified diff of two texts, line by line (`diff -u`'s format, three lines of context), for
/// showing what an edit will write into a file before it is written.
public enum IBTextDiff {
    /// The unified diff turning `old` into `new`, with `---`/`+++` headers naming `path`; empty
    /// when the texts are equal.
    public static func unified(from old: String, to new: String, path: String, context: Int = 3) -> String {
        unified(from: Array(old.utf8), to: Array(new.utf8), path: path, context: context)
    }

    /// The unified diff of two UTF-8 files' bytes (lines compared as bytes).
    public static func unified(from old: [UInt8], to new: [UInt8], path: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let oldLines = lines(of: old), newLines = lines(of: new)
        // Lines shared at both ends are cut before the difference is computed: an edit touches a
        // few lines of a long file.
        var prefix = 0
        while prefix < oldLines.count, prefix < newLines.count, oldLines[prefix] == newLines[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < oldLines.count - prefix, suffix < newLines.count - prefix,
              oldLines[oldLines.count - 1 - suffix] == newLines[newLines.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = Array(oldLines[prefix..<(oldLines.count - suffix)])
        let newMiddle = Array(newLines[prefix..<(newLines.count - suffix)])
        var operations: [Operation] = (0..<prefix).map { .keep($0, $0) }
        let difference = newMiddle.difference(from: oldMiddle)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case let .remove(offset, _, _): removed.insert(offset)
            case let .insert(offset, _, _): inserted.insert(offset)
            }
        }
        var oldIndex = 0, newIndex = 0
        while oldIndex < oldMiddle.count || newIndex < newMiddle.count {
            if oldIndex < oldMiddle.count, removed.contains(oldIndex) {
                operations.append(.remove(prefix + oldIndex)); oldIndex += 1
            } else if newIndex < newMiddle.count, inserted.contains(newIndex) {
                operations.append(.insert(prefix + newIndex)); newIndex += 1
            } else {
                operations.append(.keep(prefix + oldIndex, prefix + newIndex)); oldIndex += 1; newIndex += 1
            }
        }
        operations += (0..<suffix).map { .keep(oldLines.count - suffix + $0, newLines.count - suffix + $0) }

        // Hunks: the changed operations with `context` kept lines around them, close ones merged.
        let changed = operations.indices.filter { if case .keep = operations[$0] { false } else { true } }
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(operations.count - 1, index + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        // An absolute path keeps one slash after the side's letter (`a/work/Main.storyboard`).
        let shown = path.hasPrefix("/") ? String(path.dropFirst()) : path
        var output = "--- a/\(shown)\n+++ b/\(shown)\n"
        for hunk in hunks {
            var oldStart: Int?, newStart: Int?, oldCount = 0, newCount = 0, body = ""
            for operation in operations[hunk] {
                switch operation {
                case let .keep(old, new):
                    oldStart = oldStart ?? old; newStart = newStart ?? new
                    oldCount += 1; newCount += 1; body += " " + text(oldLines[old]) + "\n"
                case let .remove(old):
                    oldStart = oldStart ?? old; oldCount += 1; body += "-" + text(oldLines[old]) + "\n"
                case let .insert(new):
                    newStart = newStart ?? new; newCount += 1; body += "+" + text(newLines[new]) + "\n"
                }
            }
            // A side with no lines in the hunk is numbered by the line before it, as diff does.
            let oldFirst = oldCount == 0 ? start(before: hunk, in: operations, old: true) : oldStart! + 1
            let newFirst = newCount == 0 ? start(before: hunk, in: operations, old: false) : newStart! + 1
            output += "@@ -\(oldFirst),\(oldCount) +\(newFirst),\(newCount) @@\n" + body
        }
        return output
    }

    /// The lines of a text, as bytes without their line break.
    private static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    private static func text(_ line: ArraySlice<UInt8>) -> String {
        String(decoding: line, as: UTF8.self)
    }

    /// One line of either text, in order: kept (its index in both), removed or inserted.
    private enum Operation {
        case keep(Int, Int), remove(Int), insert(Int)
    }

    /// How many lines of one side come before the hunk.
    private static func start(before hunk: ClosedRange<Int>, in operations: [Operation], old: Bool) -> Int {
        operations[..<hunk.lowerBound].reduce(0) { count, operation in
            switch operation {
            case .keep: count + 1
            case .remove: old ? count + 1 : count
            case .insert: old ? count : count + 1
            }
        }
    }
}
