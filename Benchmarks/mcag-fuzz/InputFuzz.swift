import Foundation
import MCAGBenchmarkSupport
import MCAGImport

/// The default mode, over every file `mcag` reads: the dumps under `--corpus`
/// and the seeds under ``seedsPath`` (one folder per ``SeedKind``: JSON
/// snapshots, configurations, baselines, review files, capture sidecars,
/// transcripts). What a reader accepts
/// is audited and rendered, in each report format in turn.
struct InputFuzz {
    static let seedsPath = "Tests/FuzzSeeds"

    var seeds: [(kind: SeedKind, data: Data)]
    /// How many seeds came from the corpus folder (`--corpus`).
    let corpusCount: Int
    /// The snapshot seeds per importer format, as `SnapshotImporter.detectFormat` reads each file.
    var formats: [SnapshotFormat: Int] = [:]
    /// Snapshot seeds whose format is not detected (none today: the heads of the malformed fixtures still name one).
    var undetected = 0

    /// The corpus's dumps and snapshots and the seed folders' files.
    init(corpusPath: String, seedsPath: String = Self.seedsPath) {
        let corpus = Corpus.files(from: corpusPath)
        corpusCount = corpus.count
        var files = corpus.map { (kind: SeedKind.snapshot, file: $0) }
        for kind in SeedKind.allCases {
            files += Corpus.files(from: "\(seedsPath)/\(kind.rawValue)").map { (kind, $0) }
        }
        seeds = files.map { ($0.kind, $0.file.data) }
        for (kind, file) in files where kind == .snapshot {
            if let format = try? SnapshotImporter.detectFormat(at: file.url) {
                formats[format, default: 0] += 1
            } else {
                undetected += 1
            }
        }
    }

    func run(seconds: Double, seed: UInt64, current: URL) throws {
        // The first JSON seed that is a snapshot: WebDriverAgent JSON sources in the corpus also start with `{`.
        let snapshots = seeds.lazy.filter { $0.kind == .snapshot && $0.data.first == UInt8(ascii: "{") }
        guard let referenceData = snapshots.first(where: { (try? SnapshotJSON.decode($0.data)) != nil })?.data
            ?? seeds.first?.data else { return }
        let reference = try SnapshotJSON.decode(referenceData, file: "reference.json")
        var targets = FuzzTargets(reference: reference)
        var mutator = Mutator(seed: seed)
        let byKind: [SeedKind: [(kind: SeedKind, data: Data)]] = Dictionary(grouping: seeds, by: \.kind)
        let kinds: [SeedKind] = SeedKind.allCases.filter { byKind[$0] != nil }
        var tally = Tally()
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            // Each kind in turn, so that the few policy seeds get as many runs as the many dumps.
            let ofKind = byKind[kinds[tally.executions % kinds.count]] ?? []
            let pick = Int(mutator.random.next() % UInt64(ofKind.count))
            let chosen = ofKind[pick]
            try runOne(mutator.mutate(chosen.data), as: chosen.kind, targets: &targets, file: current, tally: &tally)
        }
        // A normal end: no crash to keep the input of.
        try? FileManager.default.removeItem(at: current)
        printSummary(
            executions: tally.executions, accepted: tally.accepted, perKind: tally.perKind, messages: tally.messages,
            disagreements: targets.disagreements, seconds: seconds, seed: seed)
    }

    /// The seeds per importer format and per policy kind, for the summary.
    var seedCounts: String {
        let byFormat = SnapshotFormat.allCases.map { "\($0.rawValue) \(formats[$0, default: 0])" }
        let policy = SeedKind.allCases.filter { $0 != .snapshot }.map { kind in
            "\(kind.rawValue) \(seeds.count(where: { $0.kind == kind }))"
        }
        return (byFormat + ["undetected \(undetected)"]).joined(separator: ", ")
            + "; policy seeds: " + policy.joined(separator: ", ")
    }

    /// What the runs so far gave.
    private struct Tally {
        var executions = 0
        var accepted = 0
        var perKind: [SeedKind: Int] = [:]
        var messages: [String: Int] = [:]
    }

    /// One mutated input through every stage, counted in `tally`.
    private func runOne(_ input: Data, as kind: SeedKind, targets: inout FuzzTargets, file current: URL, tally: inout Tally) throws {
        // Written first, so that after a crash the file holds the input that caused it.
        try input.write(to: current)
        let disagreed = targets.disagreements.count
        if let refusal = targets.run(input, as: kind, file: current) {
            let message = refusal.replacingOccurrences(of: current.path, with: "input")
            tally.messages[String(message.prefix(70)), default: 0] += 1
        } else {
            tally.accepted += 1
        }
        // The first few inputs the two XML readers disagree on are kept for a look.
        if targets.disagreements.count > disagreed, disagreed < 5 {
            try? input.write(to: URL(fileURLWithPath: "mcag-fuzz-disagreement-\(disagreed).xml"))
        }
        tally.perKind[kind, default: 0] += 1
        tally.executions += 1
    }

    private func printSummary(
        executions: Int, accepted: Int, perKind: [SeedKind: Int], messages: [String: Int],
        disagreements: [String], seconds: Double, seed: UInt64
    ) {
        let counts = SeedKind.allCases.map { "\($0.rawValue) \(perKind[$0] ?? 0)" }.joined(separator: ", ")
        print("fuzz: \(executions) executions in \(Int(seconds)) s from \(seeds.count) seeds (seed \(seed)): "
              + "\(accepted) accepted by every stage (read, audit, render), \(executions - accepted) refused with an error, "
              + "0 crashes; by kind: \(counts); seeds by format: \(seedCounts)")
        for (message, count) in messages.sorted(by: { $0.value > $1.value }).prefix(10) {
            print("  \(count)× \(message)")
        }
        let differences = Dictionary(grouping: disagreements) { String($0.prefix(90)) }
        print("xml readers: the byte reader and XMLParser disagreed on \(disagreements.count) inputs"
              + (disagreements.isEmpty ? "" : " (the first five kept as mcag-fuzz-disagreement-N.xml)"))
        for (difference, cases) in differences.sorted(by: { $0.value.count > $1.value.count }).prefix(10) {
            print("  \(cases.count)× \(difference)")
        }
    }
}
