import Foundation

/// Worker processes for the commands that spread their work (`render`, `lint`): the runtime is
/// main-actor and single-threaded, so a parallel run starts this same executable `count` times
/// with `--worker-shard i/count`. Each worker rebuilds the same plan from the same arguments,
/// does its share and reports each result as a JSON line on its standard output; a worker that
/// dies leaves its remaining results unreported (they fail, the others stand).
struct WorkerPool {
    let count: Int
    /// The command's arguments, without the executable.
    let arguments: [String]

    /// The `render` outcomes the workers report.
    func run(plan: RenderPlan, progress: Progress) -> [RenderOutcome] {
        let labels = plan.jobs.map(\.relativePath)
        return run(reporting: RenderOutcome.self, progress: progress) { labels[$0.index] }
    }

    /// Starts the workers and collects the lines they report, decoded as `Line`, advancing
    /// `progress` with each line's `label` as it arrives. Lines that do not decode are skipped.
    func run<Line: Decodable & Sendable>(
        reporting _: Line.Type, progress: Progress, label: @escaping @Sendable (Line) -> String
    ) -> [Line] {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let lines = Lines<Line>()
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
                        guard let decoded = try? decoder.decode(Line.self, from: line) else { continue }
                        lines.append(decoded)
                        progress.advance(label: label(decoded))
                    }
                }
                group.leave()
            }
        }
        group.wait()
        for process in processes { process.waitUntilExit() }
        return lines.all
    }

    /// The lines reported so far, appended from the reading threads.
    private final class Lines<Line: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [Line] = []

        func append(_ line: Line) { lock.withLock { list.append(line) } }
        var all: [Line] { lock.withLock { list } }
    }
}
