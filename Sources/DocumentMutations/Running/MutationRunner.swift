import Foundation

/// Runs mutated documents through the built `storyboard` command line, one child process per
/// command, and judges each run.
///
/// A run passes when it exits with 0, 1 or 2 and, when not 0, says why on standard error. It
/// fails when it is killed by a signal, runs past the time limit, exhausts its memory limit or
/// exits otherwise.
public struct MutationRunner: Sendable {
    /// The commands a document goes through.
    public enum Command: String, CaseIterable, Sendable, Comparable {
        case inspect, frames, render, lint

        /// The arguments for a document, with `output` as `render`'s folder. `lint` runs on the
        /// document's own canvas in both orientations and prints SARIF, as a CI job scoring it
        /// would run it.
        public func arguments(document: String, output: String, device: String) -> [String] {
            switch self {
            case .inspect: ["inspect", document]
            case .frames: ["frames", document]
            case .render: ["render", document, "--device", device, "--jobs", "1", "--out", output]
            case .lint: ["lint", document, "--device", "document", "--format", "sarif", "--jobs", "1"]
            }
        }

        /// Whether an exit status of 1 with nothing on standard error is an answer: `lint` exits
        /// 1 when it finds errors, and its report is on standard output.
        func answersWithExitOne(standardOutput: [UInt8]) -> Bool {
            self == .lint && !standardOutput.isEmpty
        }

        public static func < (lhs: Command, rhs: Command) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// How a run ended.
    public enum Verdict: String, CaseIterable, Sendable {
        case passed
        /// Killed by a signal (a trap, a segmentation fault, an abort).
        case signal
        /// Still running at the time limit.
        case hang
        /// Died from its address-space limit.
        case memory
        /// An exit status other than 0, 1 or 2, or a failure without a message.
        case other
    }

    public struct Outcome: Sendable {
        public var mutation: Mutation
        public var command: Command
        public var verdict: Verdict
        /// `exit 1`, `signal 4 (SIGILL)`, `timed out after 60 s`.
        public var detail: String
        public var seconds: Double
        /// The end of standard error.
        public var standardErrorTail: String
        /// The command line, with the document where the runner wrote it.
        public var commandLine: String
    }

    /// The `storyboard` executable.
    public var executable: String
    public var timeout: Double
    /// Bytes of address space for each child.
    public var memoryLimit: UInt64?
    /// `render`'s one device.
    public var device: String
    public var commands: [Command]

    public init(executable: String, timeout: Double = 60, memoryLimit: UInt64? = 4 << 30, device: String = "iPhone 15", commands: [Command] = Command.allCases) {
        // Children run in their documents' folders: a relative path is made absolute here.
        self.executable = executable.hasPrefix("/") ? executable
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(executable).standardizedFileURL.path
        self.timeout = timeout
        self.memoryLimit = memoryLimit
        self.device = device
        self.commands = commands
    }

    /// A folder name for a mutation (its name with the separators replaced).
    public static func folderName(of mutation: Mutation) -> String {
        mutation.name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "~" }.reduce(into: "") { $0.append($1) }
    }

    /// Writes the mutated document to `folder/<mutation>/<seed file name>` (the seed's name, so
    /// that references to its own storyboard name resolve) and returns its path.
    public static func write(_ document: MutatedDocument, into folder: URL) throws -> URL {
        let directory = folder.appendingPathComponent(folderName(of: document.mutation), isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(document.mutation.document)
        try Data(document.bytes).write(to: file)
        return file
    }

    /// Runs the document through every command, in a folder of its own under `workFolder`
    /// (removed afterwards when `keep` is false).
    public func run(_ document: MutatedDocument, workFolder: URL, keep: Bool = false) -> [Outcome] {
        let file: URL
        do {
            file = try Self.write(document, into: workFolder)
        } catch {
            return commands.map { Outcome(mutation: document.mutation, command: $0, verdict: .other, detail: "cannot write the document: \(error)", seconds: 0, standardErrorTail: "", commandLine: "") }
        }
        let directory = file.deletingLastPathComponent()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        return commands.map { command in
            let arguments = command.arguments(document: file.lastPathComponent, output: "render-out", device: device)
            let commandLine = "cd \(Self.quoted(directory.path)) && \(Self.quoted(executable)) \(arguments.map(Self.quoted).joined(separator: " "))"
            let outcome = run(arguments, in: directory.path, command: command)
            return Outcome(mutation: document.mutation, command: command, verdict: outcome.verdict, detail: outcome.detail,
                           seconds: outcome.seconds, standardErrorTail: outcome.tail, commandLine: commandLine)
        }
    }

    private func run(_ arguments: [String], in directory: String, command: Command) -> (verdict: Verdict, detail: String, seconds: Double, tail: String) {
        let result: ChildProcess.Result
        do {
            result = try ChildProcess.run(executable, arguments, in: directory, timeout: timeout, memoryLimit: memoryLimit)
        } catch {
            return (.other, "cannot start: \(error)", 0, "")
        }
        let errorText = result.standardErrorText
        let tail = String(errorText.suffix(600))
        switch result.termination {
        case .timedOut:
            return (.hang, "timed out after \(Int(timeout)) s", result.seconds, tail)
        case let .signaled(signal):
            let name = Self.signalName(signal)
            return (Self.isOutOfMemory(errorText) ? .memory : .signal, "signal \(signal) (\(name))", result.seconds, tail)
        case let .exited(status):
            if status == 0 { return (.passed, "exit 0", result.seconds, tail) }
            if Self.isOutOfMemory(errorText) { return (.memory, "exit \(status), out of memory", result.seconds, tail) }
            // 125: the shell could not set up; 128+n: a shell reporting a signal.
            guard status <= 2 else { return (.other, "exit \(status)", result.seconds, tail) }
            let said = !errorText.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                || (status == 1 && command.answersWithExitOne(standardOutput: result.standardOutput))
            return (said ? .passed : .other, said ? "exit \(status)" : "exit \(status) without a message", result.seconds, tail)
        }
    }

    /// Whether standard error shows an allocation failure.
    static func isOutOfMemory(_ text: String) -> Bool {
        ["Could not allocate memory", "out of memory", "bad_alloc", "Cannot allocate memory", "failed to allocate", "memory exhausted"]
            .contains { text.localizedCaseInsensitiveContains($0) }
    }

    static func signalName(_ signal: Int32) -> String {
        [4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE", 15: "SIGTERM"][signal] ?? "signal"
    }

    /// A shell word for `text` (quoted when it needs to be).
    public static func quoted(_ text: String) -> String {
        text.allSatisfy { $0.isLetter || $0.isNumber || "-_./=".contains($0) } ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
