import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion and captures what it writes, for tests that run executables as
/// a user would.
///
/// Standard output and standard error are read at the same time, each on its own thread, so a
/// child that fills one pipe (64 KiB on Linux) while the test reads the other cannot block.
public enum ChildProcess {
    /// How a child ended and what it wrote.
    public struct Result: Sendable {
        /// The exit status, or the signal's number when ``terminationReason`` is `.uncaughtSignal`.
        public var status: Int32
        /// Whether the child exited or was ended by a signal.
        public var terminationReason: Process.TerminationReason
        /// Standard output, decoded as UTF-8.
        public var standardOutput: String
        /// Standard error, decoded as UTF-8.
        public var standardError: String
        /// Whether the child was killed because it ran past the timeout.
        public var timedOut: Bool
    }

    /// Runs `executable` with `arguments` and waits for it, reading both of its outputs.
    ///
    /// - Parameters:
    ///   - executable: The program.
    ///   - arguments: Its arguments.
    ///   - currentDirectory: Its working directory (the test's when nil).
    ///   - environment: Its environment (the test's when nil).
    ///   - timeout: How long it may run; past it the child is killed (SIGKILL) and the result
    ///     says ``Result/timedOut``. No limit when nil.
    /// - Returns: The status and both outputs.
    /// - Throws: When the program cannot be started.
    public static func run(
        _ executable: URL,
        arguments: [String] = [],
        currentDirectory: URL? = nil,
        environment: [String: String]? = nil,
        timeout: Duration? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        if let environment { process.environment = environment }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice

        let standardOutput = Drain(output.fileHandleForReading)
        let standardError = Drain(error.fileHandleForReading)
        try process.run()
        // Our copies of the write ends would keep the pipes open after the child exits.
        try? output.fileHandleForWriting.close()
        try? error.fileHandleForWriting.close()

        let reads = DispatchGroup()
        standardOutput.start(in: reads)
        standardError.start(in: reads)

        var timedOut = false
        if let timeout {
            let (seconds, attoseconds) = timeout.components
            let deadline = DispatchTime.now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
            if reads.wait(timeout: deadline) == .timedOut {
                timedOut = true
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                // A grandchild still holding the pipes is waited for: tests start a program
                // directly or through `exec`.
            }
        }
        reads.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            terminationReason: process.terminationReason,
            standardOutput: String(decoding: standardOutput.data, as: UTF8.self),
            standardError: String(decoding: standardError.data, as: UTF8.self),
            timedOut: timedOut
        )
    }
}

/// Reads one pipe to its end on a thread of its own.
private final class Drain: @unchecked Sendable {
    private let handle: FileHandle
    /// What was read; complete once the group `start(in:)` entered is left.
    private(set) var data = Data()

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    func start(in group: DispatchGroup) {
        group.enter()
        let thread = Thread { [self] in
            data = handle.readDataToEndOfFile()
            group.leave()
        }
        thread.start()
    }
}
