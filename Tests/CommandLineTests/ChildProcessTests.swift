import Foundation
import Testing
import TestSupport

/// The process runner the command-line tests use: both outputs read at once, an optional timeout.
@Suite("Running a child process: large outputs on both pipes, a timeout")
struct ChildProcessTests {
    static let shell = URL(fileURLWithPath: "/bin/sh")

    @Test("a child writing more than 1 MiB to standard error, then to standard output, completes with both captured")
    func largeOutputs() throws {
        // Standard error first: a runner that read standard output to its end first would wait
        // forever while the child waits for room in the full standard error pipe.
        let script = "head -c 1500000 /dev/zero | tr '\\0' e >&2; head -c 1200000 /dev/zero | tr '\\0' o; exit 3"
        let result = try ChildProcess.run(Self.shell, arguments: ["-c", script], timeout: .seconds(120))
        #expect(!result.timedOut)
        #expect(result.status == 3)
        #expect(result.standardError.utf8.count == 1_500_000)
        #expect(result.standardOutput.utf8.count == 1_200_000)
        #expect(result.standardError.allSatisfy { $0 == "e" })
        #expect(result.standardOutput.allSatisfy { $0 == "o" })
    }

    @Test("a child that runs past the timeout is killed and reported as timed out")
    func timeout() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try ChildProcess.run(Self.shell, arguments: ["-c", "echo started; exec sleep 60"], timeout: .seconds(1))
        #expect(result.timedOut)
        #expect(result.terminationReason == .uncaughtSignal)
        #expect(result.standardOutput == "started\n")
        #expect(clock.now - start < .seconds(30))
    }

}
