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
        return goals
    }

    /// Whole import + audit against ElementTree's parse, each round's ratio, then their median.
    private static func pythonGoal(_ runs: [ImportComparison.Run], whole: Double) -> [Goal] {
        let paired = runs.compactMap { run in run.pythonSeconds.map { (run.importSeconds + run.auditSeconds) / $0 } }
        guard paired.count == runs.count, !paired.isEmpty else {
            print("  Python ElementTree:     not measured (python3 could not run Benchmarks/etree_parse.py)")
            return [Goal(name: "import + audit ≤ 1.0× ElementTree's parse", measured: "python3 unavailable", met: false)]
        }
        let python = ImportComparison.median(runs.compactMap(\.pythonSeconds))
        let ratio = ImportComparison.median(paired)
        print("  Python ElementTree:     \(format(python, 3)) s; mcag import + audit (\(format(whole, 3)) s) "
              + "is \(format(ratio, 2))× its parse")
        return [Goal(name: "import + audit ≤ 1.0× ElementTree's parse", measured: "\(format(ratio, 2))×", met: ratio <= 1.0)]
    }

    /// Peak resident memory of import + audit as a multiple of the file's size.
    private static func memoryGoal(_ runs: [ImportComparison.Run], megabytes: Double) -> [Goal] {
        let peaks = runs.compactMap(\.peakBytes)
        guard peaks.count == runs.count, !peaks.isEmpty else {
            print("  peak resident memory:   not measured (needs Linux's /proc/self/status VmHWM and clear_refs)")
            return [Goal(name: "peak memory under 2× the dump's size", measured: "unavailable here", met: false)]
        }
        let peak = ImportComparison.median(peaks.map { Double($0) / 1_048_576 })
        let multiple = peak / megabytes
        print("  peak resident memory of import + audit: \(format(peak, 0)) MB, \(format(multiple, 2))× the file")
        return [Goal(name: "peak memory under 2× the dump's size", measured: "\(format(multiple, 2))× the file", met: multiple < 2)]
    }
}
