import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a command as a child process in a process group of its own, with a wall-clock limit
/// (the whole group is killed when it passes) and an address-space limit (`ulimit -v`), reading
/// its standard output and error together so that neither pipe can fill and block it.
public enum ChildProcess {
    public enum Termination: Sendable, Equatable {
        case exited(Int32)
        case signaled(Int32)
        /// Killed when the time limit passed.
        case timedOut
    }

    public struct Result: Sendable {
        public var termination: Termination
        /// The first ``outputLimit`` bytes of each stream.
        public var standardOutput: [UInt8]
        public var standardError: [UInt8]
        public var seconds: Double

        public var standardErrorText: String { String(decoding: standardError, as: UTF8.self) }
    }

    /// How much of each stream is kept (the rest is read and dropped).
    public static let outputLimit = 256 * 1024

    private static let spawnLock = NSLock()

    /// Runs `executable` with `arguments` in `directory`.
    ///
    /// - Parameters:
    ///   - timeout: Seconds before the child's process group is killed.
    ///   - memoryLimit: The child's address-space limit in bytes (`nil`: none).
    public static func run(_ executable: String, _ arguments: [String], in directory: String,
                           timeout: Double, memoryLimit: UInt64?) throws -> Result {
        let start = Date()
        // sh sets the limit and the folder, then becomes the command.
        let limit = memoryLimit.map { "ulimit -v \($0 / 1024) || exit 125; " } ?? ""
        let argv = ["/bin/sh", "-c", "cd \"$1\" || exit 125; shift; \(limit)exec \"$@\"", "sh", directory, executable] + arguments

        // Pipes are made close-on-exec and the child spawned under one lock, so that a child
        // spawned by another thread inherits no write end (its reader would never see the end).
        spawnLock.lock()
        var output: [Int32] = [0, 0], error: [Int32] = [0, 0]
        guard pipe(&output) == 0 else { spawnLock.unlock(); throw POSIXError(.EMFILE) }
        guard pipe(&error) == 0 else { close(output[0]); close(output[1]); spawnLock.unlock(); throw POSIXError(.EMFILE) }
        for descriptor in output + error { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, error[1], 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t(), empty = sigset_t()
        sigfillset(&defaults)
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        var cArguments = argv.map { strdup($0) }
        cArguments.append(nil)
        defer { for argument in cArguments { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, cArguments, environ)
        close(output[1])
        close(error[1])
        spawnLock.unlock()
        guard spawned == 0 else {
            close(output[0])
            close(error[0])
            throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL)
        }

        var streams: [[UInt8]] = [[], []]
        var descriptors = [pollfd(fd: output[0], events: Int16(POLLIN), revents: 0), pollfd(fd: error[0], events: Int16(POLLIN), revents: 0)]
        let deadline = start.addingTimeInterval(timeout)
        var timedOut = false
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while descriptors.contains(where: { $0.fd >= 0 }) {
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0, !timedOut {
                timedOut = true
                kill(-pid, SIGKILL)
            }
            let wait = timedOut ? 1_000 : Int32(min(remaining, 1) * 1_000) + 1
            let ready = poll(&descriptors, nfds_t(descriptors.count), wait)
            if ready < 0, errno != EINTR { break }
            for slot in descriptors.indices where descriptors[slot].fd >= 0 && descriptors[slot].revents != 0 {
                let count = read(descriptors[slot].fd, &buffer, buffer.count)
                if count > 0 {
                    let room = outputLimit - streams[slot].count
                    if room > 0 { streams[slot] += buffer[0..<min(room, count)] }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(descriptors[slot].fd)
                    descriptors[slot].fd = -1
                }
            }
        }
        // The streams are closed; the child may still be running (or have closed them early).
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, timedOut ? 0 : WNOHANG)
            if reaped == pid || (reaped < 0 && errno != EINTR) { break }
            if deadline.timeIntervalSinceNow <= 0, !timedOut {
                timedOut = true
                kill(-pid, SIGKILL)
            }
            if !timedOut { usleep(10_000) }
        }
        // Anything the child left behind in its group.
        kill(-pid, SIGKILL)

        let termination: Termination
        if timedOut {
            termination = .timedOut
        } else if status & 0x7f == 0 {
            termination = .exited((status >> 8) & 0xff)
        } else {
            termination = .signaled(status & 0x7f)
        }
        return Result(termination: termination, standardOutput: streams[0], standardError: streams[1], seconds: Date().timeIntervalSince(start))
    }
}
