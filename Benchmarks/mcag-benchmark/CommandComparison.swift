import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The whole `mcag audit` command, as a user runs it, against Python's
/// ElementTree parse of the same file, alternating in one run.
///
/// The in-process rounds of ``ImportComparison`` time import and audit alone;
/// this times what the goal names: process start, import, audit,
/// verdict, rendering the text report and writing it to a file. The command
/// is the `mcag` built beside this benchmark (`swift build -c release
/// --product mcag`); each run's wall time and peak resident memory come from
/// `wait4`, the child's own figures, so Python's parse does not mix in.
enum CommandComparison {
    struct Run {
        var commandSeconds: Double
        var commandPeakBytes: Int
        var pythonSeconds: Double
    }

    /// The `mcag` executable beside this one, or nil with the reason.
    static func command() -> (url: URL?, problem: String?) {
        guard let me = Bundle.main.executableURL else { return (nil, "this executable's path is unknown") }
        let mcag = me.deletingLastPathComponent().appendingPathComponent("mcag")
        let files = FileManager.default
        guard files.isExecutableFile(atPath: mcag.path) else {
            return (nil, "no mcag beside the benchmark; build it first: swift build -c release --product mcag")
        }
        let modified = { (url: URL) in (try? files.attributesOfItem(atPath: url.path)[.modificationDate]) as? Date }
        if let mine = modified(me), let theirs = modified(mcag), theirs < mine.addingTimeInterval(-600) {
            return (nil, "mcag is older than the benchmark (a stale build?); build it: swift build -c release --product mcag")
        }
        return (mcag, nil)
    }

    /// One round: the command, then Python's parse; nil when either could not run.
    static func measure(_ dump: URL, command: URL) -> Run? {
        let report = FileManager.default.temporaryDirectory
            .appendingPathComponent("mcag-benchmark-report-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: report) }
        guard let child = spawn(command.path, ["audit", dump.path, "--quiet", "--output", report.path]),
              // Exit 1 is the verdict (the dump has violations); 2 would be an error.
              child.status == 0 || child.status == 1,
              let python = ImportComparison.pythonSeconds(dump)
        else { return nil }
        return Run(commandSeconds: child.seconds, commandPeakBytes: child.peakBytes, pythonSeconds: python)
    }

    /// Runs `path` with `arguments`, standard output and error discarded; its
    /// exit status, wall time and peak resident memory.
    private static func spawn(_ path: String, _ arguments: [String]) -> (status: Int32, seconds: Double, peakBytes: Int)? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // Exited normally: the low seven bits are zero; the status is the next byte.
        guard status & 0x7f == 0 else { return nil }
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)            // bytes on Darwin
        #else
        let peak = Int(usage.ru_maxrss) * 1024     // kilobytes on Linux (getrusage(2))
        #endif
        return ((status >> 8) & 0xff, seconds, peak)
    }
}
