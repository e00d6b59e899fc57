import Foundation
import StoryboardLint

/// Worker processes for `lint --jobs N`: the runtime is main-actor and single-threaded, so a
/// parallel run starts this executable `count` times with `--worker-shard i/count`; each lints
/// its share of the documents and prints one JSON line per document (``LintWorkerLine``).
struct LintWorkers {
    let count: Int
    /// The command's arguments, without the executable.
    let arguments: [String]

    func run(progress: Progress) -> [LintWorkerLine] {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let lines = Lines()
        let group = DispatchGroup()
        var processes: [Process] = []
        for shard in 0..<count {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments + ["--worker-shard", "\(shard)/\(count)"]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.standardError
            do {
                try process.run()
            } catch {
                continue
            }
            processes.append(process)
            group.enter()
            let handle = output.fileHandleForReading
            Thread.detachNewThread {
                var buffer = Data()
                let decoder = JSONDecoder()
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    buffer.append(chunk)
                    while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                        let line = buffer[buffer.startIndex..<newline]
                        buffer = Data(buffer[buffer.index(after: newline)...])
                        guard let decoded = try? decoder.decode(LintWorkerLine.self, from: line) else { continue }
                        lines.append(decoded)
                        progress.advance(label: decoded.file)
                    }
                }
                group.leave()
            }
        }
        group.wait()
        for process in processes { process.waitUntilExit() }
        return lines.all
    }

    private final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [LintWorkerLine] = []

        func append(_ line: LintWorkerLine) { lock.withLock { list.append(line) } }
        var all: [LintWorkerLine] { lock.withLock { list } }
    }
}

/// What a worker reports for one document: its findings, or why it could not be read.
struct LintWorkerLine: Codable {
    var file: String
    var findings: [LintFinding]
    var unreadable: String?
    var configurations: [String]
    /// The document's own errors (malformed XML, bad values), as `file:line:column: message`:
    /// the document was linted as far as it could be read.
    var documentErrors: [String] = []
}
