import Foundation
import MCAGRules

/// Prints the import rounds of ``ImportComparison`` and their goals as ratios.
enum ImportReport {
    static func run(_ scaled: ScaledDump.Written, fixture: String, audit: Audit, repetitions: Int) throws -> [Goal] {
        print("")
        print("import of \(fixture) scaled to \(format(scaled.megabytes, 1)) MB, one screen; "
              + "median of \(repetitions) rounds, each timing the references beside mcag")
        var runs: [ImportComparison.Run] = []
        for _ in 0..<repetitions { runs.append(try ImportComparison.measure(scaled.url, audit: audit)) }
        let importTime = ImportComparison.median(runs.map(\.importSeconds))
        let auditTime = ImportComparison.median(runs.map(\.auditSeconds))
        let whole = ImportComparison.median(runs.map { $0.importSeconds + $0.auditSeconds })
        let parser = ImportComparison.median(runs.map(\.parserSeconds))
        let importToParser = ImportComparison.median(runs.map { $0.importSeconds / $0.parserSeconds })
        let elements = runs.first?.elements ?? 0
        print("  mcag import:            \(format(importTime, 3)) s, \(format(scaled.megabytes / importTime, 1)) MB/s "
              + "(\(elements) elements)")
        print("  mcag audit:             \(format(auditTime, 3)) s, \(format(auditTime / Double(max(1, elements)) * 1e6, 2)) µs/element")
        print("  bare XMLParser(stream:) \(format(parser, 3)) s, \(format(scaled.megabytes / parser, 1)) MB/s; "
              + "import is \(format(importToParser, 2))× the bare parser")
        var goals: [Goal] = [Goal(name: "import at 100 MB/s or more", measured: "\(format(scaled.megabytes / importTime, 1)) MB/s",
                                  met: scaled.megabytes / importTime >= 100)]
        goals += pythonGoal(runs, whole: whole)
        goals += memoryGoal(runs, megabytes: scaled.megabytes)
        goals += commandGoals(scaled, repetitions: repetitions)
        return goals
    }

    /// The whole `mcag audit` command against ElementTree's parse, alternating,
    /// and the command's own peak memory: the figures a user of the command sees.
    private static func commandGoals(_ scaled: ScaledDump.Written, repetitions: Int) -> [Goal] {
        let names = ["whole mcag audit ≤ 1.0× ElementTree's parse", "mcag audit peak memory under 2× the dump's size"]
        let (command, problem) = CommandComparison.command()
        guard let command else {
            print("  whole mcag audit:       not measured (\(problem ?? ""))")
            return names.map { Goal(name: $0, measured: "not measured", met: false) }
        }
        let runs = (0..<repetitions).compactMap { _ in CommandComparison.measure(scaled.url, command: command) }
        guard runs.count == repetitions else {
            print("  whole mcag audit:       not measured (mcag or python3 failed in a round)")
            return names.map { Goal(name: $0, measured: "not measured", met: false) }
        }
        let ratio = ImportComparison.median(runs.map { $0.commandSeconds / $0.pythonSeconds })
        let peak = ImportComparison.median(runs.map { Double($0.commandPeakBytes) / 1_048_576 })
        print("  whole `mcag audit FILE --output REPORT` (text report), alternating with ElementTree's parse: "
              + "\(format(ImportComparison.median(runs.map(\.commandSeconds)), 3)) s against "
              + "\(format(ImportComparison.median(runs.map(\.pythonSeconds)), 3)) s, \(format(ratio, 2))× "
              + "(rounds: \(runs.map { format($0.commandSeconds / $0.pythonSeconds, 2) + "×" }.joined(separator: ", ")))")
        print("  peak resident memory of that command: \(format(peak, 0)) MB, \(format(peak / scaled.megabytes, 2))× the file")
        return [Goal(name: names[0], measured: "\(format(ratio, 2))×", met: ratio <= 1.0),
                Goal(name: names[1], measured: "\(format(peak / scaled.megabytes, 2))× the file", met: peak / scaled.megabytes < 2)]
    }

    /// Import + serial audit in this process against ElementTree's parse, each
    /// round's ratio, then their median. Printed for comparison with earlier
    /// rounds; the goal is the whole command's ratio (``commandGoals``), which
    /// also renders the report and audits on every core.
    private static func pythonGoal(_ runs: [ImportComparison.Run], whole: Double) -> [Goal] {
        let paired = runs.compactMap { run in run.pythonSeconds.map { (run.importSeconds + run.auditSeconds) / $0 } }
        guard paired.count == runs.count, !paired.isEmpty else {
            print("  Python ElementTree:     not measured (python3 could not run Benchmarks/etree_parse.py)")
            return []
        }
        let python = ImportComparison.median(runs.compactMap(\.pythonSeconds))
        let ratio = ImportComparison.median(paired)
        print("  Python ElementTree:     \(format(python, 3)) s; mcag import + serial audit in this process "
              + "(\(format(whole, 3)) s) is \(format(ratio, 2))× its parse")
        return []
    }

    /// Peak resident memory of import + audit in this process, as a multiple of the file's size (printed only).
    private static func memoryGoal(_ runs: [ImportComparison.Run], megabytes: Double) -> [Goal] {
        let peaks = runs.compactMap(\.peakBytes)
        guard peaks.count == runs.count, !peaks.isEmpty else {
            print("  peak resident memory:   not measured (needs Linux's /proc/self/status VmHWM and clear_refs)")
            return []
        }
        let peak = ImportComparison.median(peaks.map { Double($0) / 1_048_576 })
        let multiple = peak / megabytes
        // Informational: this process also holds what the synthetic audits left in the allocator;
        // the goal is the command's own peak (``commandGoals``).
        print("  peak resident memory of import + audit in this process: \(format(peak, 0)) MB, \(format(multiple, 2))× the file")
        return []
    }
}
