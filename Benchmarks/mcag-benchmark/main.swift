// Measures import and audit speed. Build in release:
//   swift run -c release mcag-benchmark [--sizes 1000,10000,100000] [--import-mb 100] [--fixture FILE]
//   swift run -c release mcag-benchmark --screenshot-only   (the PNG decode and screenshot-audit goals alone)
//   swift run -c release mcag-benchmark --audit-only --sizes 100000 --repetitions 1   (the serial audits alone, for a profiler)
//   mcag-benchmark --write-synthetic 2000 2 app.json   (the benchmark's synthetic app as a JSON snapshot, then exit;
//                                                        tools/report-identity audits it)
import Foundation
import MCAGBenchmarkSupport
import MCAGImport
import MCAGRules

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct Options {
    var sizes = [1_000, 10_000, 100_000]
    var importMegabytes = 100
    var fixture: String?
    var repetitions = 3
    var checkScaling = false
    var screenshotOnly = false
    var auditOnly = false
    /// `--write-synthetic ELEMENTS SCREENS FILE`: write that synthetic app and exit.
    var writeSynthetic: (elements: Int, screens: Int, path: String)?

    init(arguments: [String]) {
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--sizes": sizes = (iterator.next() ?? "").split(separator: ",").compactMap { Int($0) }
            case "--import-mb": importMegabytes = Int(iterator.next() ?? "") ?? importMegabytes
            case "--fixture": fixture = iterator.next()
            case "--repetitions": repetitions = max(1, Int(iterator.next() ?? "") ?? repetitions)
            case "--check-scaling": checkScaling = true
            case "--screenshot-only": screenshotOnly = true
            case "--audit-only": auditOnly = true
            case "--write-synthetic":
                guard let elements = iterator.next().flatMap({ Int($0) }), let screens = iterator.next().flatMap({ Int($0) }),
                      let path = iterator.next(), elements > 0, screens > 0 else {
                    FileHandle.standardError.write(Data("usage: --write-synthetic ELEMENTS SCREENS FILE\n".utf8))
                    exit(2)
                }
                writeSynthetic = (elements, screens, path)
            default:
                FileHandle.standardError.write(Data("unknown option \(argument)\n".utf8))
                exit(2)
            }
        }
    }
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func peakMemoryMegabytes() -> Double {
    var usage = rusage()
    #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #endif
    #if canImport(Darwin)
    return Double(usage.ru_maxrss) / 1_048_576
    #else
    return Double(usage.ru_maxrss) / 1024
    #endif
}

func format(_ value: Double, _ decimals: Int = 2) -> String { String(format: "%.\(decimals)f", value) }

let options = Options(arguments: CommandLine.arguments)
if let synthetic = options.writeSynthetic {
    // The same deterministic app the audit timings use (SplitMix seeded by screen number), as a JSON snapshot.
    let data = try SnapshotJSON.encode(SyntheticApp.snapshot(elements: synthetic.elements, screens: synthetic.screens))
    try data.write(to: URL(fileURLWithPath: synthetic.path))
    exit(0)
}
let audit = Audit(catalog: .standard)
print("MCAG Rules benchmark — \(Catalog.standard.requirements.count) requirements, "
      + "\(Catalog.standard.requirements.reduce(0) { $0 + $1.checks.count }) checks, "
      + "\(ProcessInfo.processInfo.activeProcessorCount) cores")

/// A goal and whether the measurement met it, printed together at the end.
struct Goal {
    var name: String
    var measured: String
    var met: Bool
}
var goals: [Goal] = []

func printGoals(_ goals: [Goal]) {
    print("")
    print("goals")
    for goal in goals {
        print("  \(goal.met ? "met    " : "not met") \(goal.name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(goal.measured)")
    }
}

if options.screenshotOnly {
    if let goal = PNGBenchmark.run(repetitions: options.repetitions) { goals.append(goal) }
    if let goal = ScreenshotBenchmark.run(repetitions: options.repetitions) { goals.append(goal) }
    printGoals(goals)
    exit(0)
}

// One untimed pass first, so that the smallest size does not pay for warming caches and lazy statics.
_ = try audit.run(SyntheticApp.snapshot(elements: 1_000, screens: 1))

print("")
print("audit (serial, every check enabled; at least \(options.repetitions) runs and 2 s of runs: best and median)")
print("elements    screens   best s    median s  elements/s   µs/element (median)")
var perElement: [(size: Int, elements: Int, seconds: Double)] = []
for size in options.sizes {
    let snapshot = SyntheticApp.snapshot(elements: size, screens: max(1, size / 1_000))
    let count = snapshot.screens.reduce(0) { $0 + $1.tree.count }
    // At least `repetitions` runs and at least two seconds of runs, so that the
    // small sizes are measured as often as it takes to see past a noisy neighbour.
    var times: [Double] = [], spent = 0.0
    while times.count < options.repetitions || spent < 2 {
        let time = try seconds { _ = try audit.run(snapshot) }
        times.append(time)
        spent += time
    }
    let best = times.min() ?? .nan, middle = ImportComparison.median(times)
    perElement.append((size, count, middle / Double(count)))
    print("\(String(count).padding(toLength: 12, withPad: " ", startingAt: 0))"
          + "\(String(snapshot.screens.count).padding(toLength: 10, withPad: " ", startingAt: 0))"
          + "\(format(best, 4).padding(toLength: 10, withPad: " ", startingAt: 0))"
          + "\(format(middle, 4).padding(toLength: 10, withPad: " ", startingAt: 0))"
          + "\(String(Int(Double(count) / middle)).padding(toLength: 13, withPad: " ", startingAt: 0))"
          + format(middle / Double(count) * 1e6, 3))
    if size == options.sizes.last, !options.auditOnly {
        var parallel: [Double] = []
        for _ in 0..<options.repetitions {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = try await audit.runConcurrently(snapshot)
            parallel.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        let parallelMedian = ImportComparison.median(parallel)
        print("parallel audit of the largest (screens as concurrent tasks): median \(format(parallelMedian, 4)) s, "
              + "\(format(middle / parallelMedian, 2))× faster than the serial median")
        if count >= 100_000 {
            goals.append(Goal(name: "100,000-element audit under 0.5 s (serial)", measured: "\(format(middle, 3)) s (median)",
                              met: middle < 0.5))
        }
    }
}
if options.auditOnly { exit(0) }
// The goal compares 10,000 with 100,000 elements: a one-screen app has no app-wide work to do.
let scaling = perElement.filter { $0.elements >= 10_000 }
if let first = scaling.first, let last = scaling.last, scaling.count > 1 {
    let blocks = last.seconds / first.seconds
    let rounds = max(21, options.repetitions * 5)
    let paired = try ScalingBenchmark.measure(
        audit, small: SyntheticApp.snapshot(elements: first.size, screens: max(1, first.size / 1_000)),
        large: SyntheticApp.snapshot(elements: last.size, screens: max(1, last.size / 1_000)), rounds: rounds)
    let sorted = paired.ratios.sorted()
    print("cost per element at \(last.elements) vs \(first.elements) elements: \(format(paired.median, 3))×, "
          + "median of \(rounds) paired rounds (\(format(sorted.first ?? .nan, 3))–\(format(sorted.last ?? .nan, 3))); "
          + "\(format(blocks, 3))× from the table's medians")
    goals.append(Goal(name: "cost per element within 10 %, 10k to 100k", measured: "\(format(paired.median, 3))× (paired rounds)",
                      met: abs(paired.median - 1) <= 0.10))
}

let largest = options.sizes.max() ?? 100_000
let timed = try Audit(catalog: .standard, configuration: AuditConfiguration(timesChecks: true))
    .run(SyntheticApp.snapshot(elements: largest, screens: max(1, largest / 1_000)))
let findings = timed.results.reduce(0) { $0 + $1.findings.count }
let passes = timed.results.reduce(0) { $0 + $1.findings.filter { $0.kind == .pass }.count }
print("")
print("findings at \(largest) elements: \(findings) (\(passes) passes)")
if let timings = timed.checkTimings {
    let total = timings.values.reduce(0, +)
    print("")
    print("slowest checks at \(largest) elements (share of check time, \(format(total * 1000, 0)) ms in all)")
    for (name, time) in timings.sorted(by: { $0.value > $1.value }).prefix(10) {
        print("  \(name.padding(toLength: 40, withPad: " ", startingAt: 0)) \(format(time * 1000, 2)) ms  \(format(time / total * 100, 1)) %")
    }
}

// Which checks cost more per element as the app grows: the place to look when the total is not flat.
if options.checkScaling, let smallest = options.sizes.min(), smallest < largest {
    func perElementTimings(_ size: Int) throws -> [String: Double] {
        let snapshot = SyntheticApp.snapshot(elements: size, screens: max(1, size / 1_000))
        let count = Double(snapshot.screens.reduce(0) { $0 + $1.tree.count })
        let timed = try Audit(catalog: .standard, configuration: AuditConfiguration(timesChecks: true)).run(snapshot)
        return (timed.checkTimings ?? [:]).mapValues { $0 / count * 1e6 }
    }
    let small = try perElementTimings(smallest), large = try perElementTimings(largest)
    print("")
    print("checks whose cost per element grows most from \(smallest) to \(largest) elements (µs/element)")
    let smallTotal = small.values.reduce(0, +), largeTotal = large.values.reduce(0, +)
    print("  all checks together                      \(format(smallTotal, 3)) → \(format(largeTotal, 3))")
    struct Scaling {
        var name: String
        var small: Double
        var large: Double
    }
    var growth: [Scaling] = large.map { name, cost in Scaling(name: name, small: small[name] ?? 0, large: cost) }
    growth.sort { first, second in first.large - first.small > second.large - second.small }
    for entry in growth.prefix(10) {
        print("  \(entry.name.padding(toLength: 40, withPad: " ", startingAt: 0)) \(format(entry.small, 3)) → \(format(entry.large, 3))")
    }
}

// Import: the largest real fixture, its body repeated until the file reaches the target size.
let fixturePath = options.fixture
    ?? "Tests/Fixtures/uiautomator2-appium/ErickPenafiel__facebook-app-testing__perfil_fb.xml"
if let scaled = try? ScaledDump.write(from: fixturePath, megabytes: options.importMegabytes) {
    defer { try? FileManager.default.removeItem(at: scaled.url) }
    do {
        goals += try ImportReport.run(scaled, fixture: fixturePath, audit: audit, repetitions: options.repetitions)
    } catch {
        print("import failed: \(error)")
    }
} else {
    print("")
    print("import: could not read \(fixturePath); run from the package root or pass --fixture")
}
if let goal = PNGBenchmark.run(repetitions: options.repetitions) { goals.append(goal) }
if let goal = ScreenshotBenchmark.run(repetitions: options.repetitions) { goals.append(goal) }
print("")
print("peak memory (resident): \(format(peakMemoryMegabytes(), 1)) MB")
printGoals(goals)
