import Foundation

/// Worker processes for `render`: the runtime is main-actor and single-threaded, so parallel
/// drawing runs this same executable `count` times with `--worker-shard i/count`. Each worker
/// rebuilds the same plan from the same arguments, draws its share and reports each outcome as
/// a JSON line; a worker that dies leaves its remaining jobs unreported (they fail, the others
/// stand).
struct WorkerPool {
    let count: Int
    /// The command's arguments, without the executable.
    let arguments: [String]

    func run(plan: RenderPlan, progress: Progress) -> [RenderOutcome] {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let outcomes = Outcomes()
        let labels = plan.jobs.map(\.relativePath)
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
                        guard let outcome = try? decoder.decode(RenderOutcome.self, from: line) else { continue }
                        outcomes.append(outcome)
                        progress.advance(label: labels[outcome.index])
                    }
                }
                group.leave()
            }
        }
        group.wait()
        for process in processes { process.waitUntilExit() }
        return outcomes.all
    }

    /// The outcomes reported so far, appended from the reading threads.
    private final class Outcomes: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [RenderOutcome] = []

        func append(_ outcome: RenderOutcome) { lock.withLock { list.append(outcome) } }
        var all: [RenderOutcome] { lock.withLock { list } }
    }
}
