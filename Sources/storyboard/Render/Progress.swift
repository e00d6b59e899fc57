import Foundation

/// Progress of a long run on standard error: a bar redrawn in place on a terminal, one plain
/// line per step otherwise (logs, CI). Safe to advance from several threads.
final class Progress: @unchecked Sendable {
    private let total: Int
    private let interactive: Bool
    private let lock = NSLock()
    private var done = 0
    private let width = 30

    init(total: Int, interactive: Bool) {
        self.total = total
        self.interactive = interactive
    }

    /// One more step done; `label` names it.
    func advance(label: String) {
        lock.withLock {
            done += 1
            let line: String
            if interactive {
                let filled = total == 0 ? width : done * width / total
                let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
                var shown = label
                if shown.count > 50 { shown = "…" + shown.suffix(49) }
                line = "\r\u{1B}[2K\(bar) \(done)/\(total) \(shown)"
            } else {
                line = "[\(done)/\(total)] \(label)\n"
            }
            FileHandle.standardError.write(Data(line.utf8))
        }
    }

    /// Ends the bar's line on a terminal.
    func finish() {
        if interactive, total > 0 { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
