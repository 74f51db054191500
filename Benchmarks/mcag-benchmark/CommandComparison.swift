import Foundation

/// The whole `mcag audit` command, as a user runs it, against Python's
/// ElementTree parse of the same file, alternating in one run.
///
/// The in-process rounds of ``ImportComparison`` time import and audit alone;
/// this times what the goal names: process start, import, audit,
/// verdict, rendering the text report and writing it to a file. The command
/// is the `mcag` built beside this benchmark (`swift build -c release
/// --product mcag`); each run's wall time and peak resident memory are the
/// child's own, from `wait4` in `Benchmarks/command_peak.py`.
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
        // Build both products together (`swift build -c release`), or this times an older mcag.
        guard FileManager.default.isExecutableFile(atPath: mcag.path) else {
            return (nil, "no mcag beside the benchmark; build it first: swift build -c release --product mcag")
        }
        return (mcag, nil)
    }

    /// One round: the command, then Python's parse; nil when either could not run.
    static func measure(_ dump: URL, command: URL) -> Run? {
        let report = FileManager.default.temporaryDirectory
            .appendingPathComponent("mcag-benchmark-report-\(ProcessInfo.processInfo.processIdentifier).txt")
        defer { try? FileManager.default.removeItem(at: report) }
        guard let child = spawn(command.path, ["audit", dump.path, "--quiet", "--output", report.path]),
              // Exit 1 is the verdict (the dump has violations); 2 would be an error.
              child.status == 0 || child.status == 1,
              let python = ImportComparison.pythonSeconds(dump)
        else { return nil }
        return Run(commandSeconds: child.seconds, commandPeakBytes: child.peakBytes, pythonSeconds: python)
    }

    /// Runs `path` with `arguments` through `Benchmarks/command_peak.py`
    /// (see there why not directly); its exit status, wall time and peak
    /// resident memory, or nil when python3 or the script could not run.
    private static func spawn(_ path: String, _ arguments: [String]) -> (status: Int32, seconds: Double, peakBytes: Int)? {
        guard let printed = PythonScript.output(of: "Benchmarks/command_peak.py", [path] + arguments) else { return nil }
        let fields = printed.split(whereSeparator: \.isWhitespace)
        guard fields.count == 3, let seconds = Double(fields[0]), let rss = Int(fields[1]), let status = Int32(fields[2])
        else { return nil }
        #if canImport(Darwin)
        let peak = rss                // bytes on Darwin
        #else
        let peak = rss * 1024         // kilobytes on Linux
        #endif
        return (status, seconds, peak)
    }
}
