#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation

/// One run of a child program (adb) with a time limit that holds whatever the
/// child does: it starts in a process group of its own, with SIGINT, SIGTERM,
/// SIGHUP, SIGQUIT and SIGPIPE at their default actions and no signal blocked
/// (whatever mcag itself has set while it watches for interrupts), and its
/// output is read with a deadline, not until end of file, so a grandchild that
/// keeps the pipe open cannot hold the read. When the limit passes, or the
/// child has ended and its pipes stay open, the whole group is killed.
///
/// `posix_spawn` is used on every platform (Foundation's `Process` can set
/// neither the group nor the signal dispositions).
struct ChildProcess {
    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)
        /// Killed at the time limit.
        case timedOut
        /// Killed because mcag was interrupted.
        case interrupted
    }

    struct Result {
        var output: Data
        var errors: Data
        var ending: Ending
    }

    /// Seconds the pipes may stay open after the child itself has ended.
    static let linger: Double = 1

    /// Runs `executable` with `arguments`; a failure when it cannot start. `afterInterrupt`: it may run after an interrupt (an undo).
    static func run(_ executable: String, _ arguments: [String], timeLimit: Double,
                    afterInterrupt: Bool) -> Swift.Result<Result, SpawnFailure> {
        let pipes: (output: [Int32], errors: [Int32])
        switch (makePipe(), makePipe()) {
        case let (.some(output), .some(errors)): pipes = (output, errors)
        case let (output, errors):
            for descriptor in (output ?? []) + (errors ?? []) { close(descriptor) }
            return .failure(SpawnFailure(reason: POSIX.lastError()))
        }
        let spawned = ChildRegistry.shared.spawn(afterInterrupt: afterInterrupt) { () -> Swift.Result<pid_t, SpawnFailure> in
            spawn(executable, arguments, output: pipes.output[1], errors: pipes.errors[1])
        }
        close(pipes.output[1])
        close(pipes.errors[1])
        guard case .success(let pid) = spawned else {
            close(pipes.output[0])
            close(pipes.errors[0])
            if case .failure(let failure) = spawned { return .failure(failure) }
            return .failure(SpawnFailure(reason: "not started"))
        }
        var reader = PipeReader(descriptors: [pipes.output[0], pipes.errors[0]], pid: pid)
        let result = reader.collect(until: DispatchTime.now().uptimeNanoseconds + nanoseconds(timeLimit))
        ChildRegistry.shared.finished(pid)
        return .success(result)
    }

    static func nanoseconds(_ seconds: Double) -> UInt64 { UInt64(max(0, seconds) * 1_000_000_000) }

    /// A pipe whose two ends close on exec (the child gets copies on 1 and 2 only).
    private static func makePipe() -> [Int32]? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return ends
    }

    private static func spawn(_ executable: String, _ arguments: [String], output: Int32,
                              errors: Int32) -> Swift.Result<pid_t, SpawnFailure> {
        var attributes = SpawnAttributes()
        defer { attributes.destroy() }
        guard attributes.prepare() else { return .failure(SpawnFailure(reason: POSIX.lastError())) }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
        let argv: [UnsafeMutablePointer<CChar>?] = cStrings([executable] + arguments)
        let environment: [UnsafeMutablePointer<CChar>?] = cStrings(environmentLines())
        defer { for pointer in argv + environment { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes.value, argv, environment)
        guard status == 0 else { return .failure(SpawnFailure(reason: String(cString: strerror(status)))) }
        return .success(pid)
    }
}

extension ChildProcess {
    /// Copies for C, ending with nil; the caller frees them.
    fileprivate static func cStrings(_ strings: [String]) -> [UnsafeMutablePointer<CChar>?] {
        var copies: [UnsafeMutablePointer<CChar>?] = []
        for string in strings { copies.append(strdup(string)) }
        copies.append(nil)
        return copies
    }

    /// mcag's environment as `NAME=value` lines.
    fileprivate static func environmentLines() -> [String] {
        let environment: [String: String] = ProcessInfo.processInfo.environment
        return environment.map { (name: String, value: String) -> String in name + "=" + value }
    }
}

/// Why a child could not start.
struct SpawnFailure: Error {
    let reason: String
}

/// `posix_spawnattr_t`, which is a pointer on Apple platforms and a structure elsewhere.
private struct SpawnAttributes {
    #if canImport(Darwin)
    var value: posix_spawnattr_t?
    #else
    var value = posix_spawnattr_t()
    #endif
    private var ready = false

    /// Its own process group; the signals a terminal or a time limit sends at their default actions; nothing blocked.
    mutating func prepare() -> Bool {
        guard posix_spawnattr_init(&value) == 0 else { return false }
        ready = true
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signalNumber) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        let flags = Int32(POSIX_SPAWN_SETPGROUP) | Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)
        return posix_spawnattr_setflags(&value, Int16(flags)) == 0
            && posix_spawnattr_setpgroup(&value, 0) == 0
            && posix_spawnattr_setsigdefault(&value, &defaults) == 0
            && posix_spawnattr_setsigmask(&value, &unblocked) == 0
    }

    mutating func destroy() {
        if ready { posix_spawnattr_destroy(&value) }
    }
}

/// Reads a child's two pipes until both are closed and the child has ended,
/// or the deadline passes, or the child has ended and the pipes stay open
/// longer than `ChildProcess.linger`; then kills what is left of its group.
private struct PipeReader {
    var descriptors: [Int32]
    let pid: pid_t
    var collected: [Data] = [Data(), Data()]
    var open: [Bool] = [true, true]
    var status: Int32?

    init(descriptors: [Int32], pid: pid_t) {
        self.descriptors = descriptors
        self.pid = pid
    }

    mutating func collect(until deadline: UInt64) -> ChildProcess.Result {
        var lingerDeadline: UInt64?
        var timedOut = false
        while open.contains(true) || status == nil {
            let now = DispatchTime.now().uptimeNanoseconds
            if now >= deadline || (lingerDeadline.map { now >= $0 } ?? false) {
                timedOut = status == nil
                break
            }
            let wait = min(deadline, lingerDeadline ?? deadline) - now
            if open.contains(true) { readAvailable(waitingAtMost: min(wait, 50_000_000)) } else { usleep(5_000) }
            if status == nil { status = Self.reap(pid, blocking: false) }
            if status != nil, open.contains(true), lingerDeadline == nil {
                lingerDeadline = DispatchTime.now().uptimeNanoseconds + ChildProcess.nanoseconds(ChildProcess.linger)
            }
        }
        // What is left of the group (the child at the limit, a grandchild holding a pipe) goes.
        kill(-pid, SIGKILL)
        for (index, descriptor) in descriptors.enumerated() where open[index] { close(descriptor) }
        let final = status ?? Self.reap(pid, blocking: true) ?? 0
        return ChildProcess.Result(output: collected[0], errors: collected[1], ending: ending(final, timedOut: timedOut))
    }

    private func ending(_ status: Int32, timedOut: Bool) -> ChildProcess.Ending {
        if timedOut { return .timedOut }
        let signalNumber = status & 0x7f
        if signalNumber == 0 { return .exited((status >> 8) & 0xff) }
        return ChildRegistry.shared.wasInterrupted ? .interrupted : .signalled(signalNumber)
    }

    private mutating func readAvailable(waitingAtMost nanoseconds: UInt64) {
        var polled: [pollfd] = []
        var indexes: [Int] = []
        for (index, descriptor) in descriptors.enumerated() where open[index] {
            polled.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
            indexes.append(index)
        }
        let ready = poll(&polled, nfds_t(polled.count), Int32(nanoseconds / 1_000_000) + 1)
        guard ready > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        for (position, entry) in polled.enumerated() where entry.revents != 0 {
            let index = indexes[position]
            let count = buffer.withUnsafeMutableBytes { read(descriptors[index], $0.baseAddress, $0.count) }
            if count > 0 {
                collected[index].append(contentsOf: buffer[0..<count])
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                close(descriptors[index])
                open[index] = false
            }
        }
    }

    /// `waitpid`; nil while the child runs.
    static func reap(_ pid: pid_t, blocking: Bool) -> Int32? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
            if result == pid { return status }
            if result == -1, errno == EINTR { continue }
            return nil
        }
    }
}

/// The adb calls running now, so that an interrupt ends their process
/// groups (a terminal's Ctrl-C no longer reaches them, since each has a group
/// of its own) before the settings are put back, and no call starts after it
/// except the ones that put them back.
final class ChildRegistry: @unchecked Sendable {
    static let shared = ChildRegistry()
    private let lock = NSLock()
    /// Each running child, and whether it undoes a change (an interrupt lets those finish).
    private var running: [pid_t: Bool] = [:]
    private var interrupted = false

    var wasInterrupted: Bool { lock.withLock { interrupted } }

    /// Starts a child with `start` unless an interrupt came first (`afterInterrupt` for the calls that undo changes).
    func spawn(afterInterrupt: Bool, _ start: () -> Swift.Result<pid_t, SpawnFailure>) -> Swift.Result<pid_t, SpawnFailure> {
        lock.withLock {
            if interrupted, !afterInterrupt { return .failure(SpawnFailure(reason: "mcag was interrupted")) }
            let result = start()
            if case .success(let pid) = result { running[pid] = afterInterrupt }
            return result
        }
    }

    func finished(_ pid: pid_t) { _ = lock.withLock { running.removeValue(forKey: pid) } }

    /// Kills the group of every running child but those undoing a change (put
    /// back before the process ends); later calls are refused unless they undo one.
    func interrupt() {
        lock.withLock {
            interrupted = true
            for (pid, undoing) in running where !undoing { kill(-pid, SIGKILL) }
        }
    }
}
