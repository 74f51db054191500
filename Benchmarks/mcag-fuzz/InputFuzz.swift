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

    /// The corpus's dumps and snapshots and the seed folders' files.
    init(corpus: [Data], seedsPath: String = Self.seedsPath) {
        seeds = corpus.map { (SeedKind.snapshot, $0) }
        for kind in SeedKind.allCases {
            seeds += Corpus.load(from: "\(seedsPath)/\(kind.rawValue)").map { (kind, $0) }
        }
    }

    func run(seconds: Double, seed: UInt64) throws {
        // Other JSON inputs (a Maestro hierarchy) also start with '{': the reference is the first that is a snapshot.
        let isSnapshot: ((kind: SeedKind, data: Data)) -> Bool = { (seed: (kind: SeedKind, data: Data)) -> Bool in
            seed.kind == .snapshot && seed.data.first == UInt8(ascii: "{")
                && (try? SnapshotJSON.decode(seed.data, file: "reference.json")) != nil
        }
        guard let referenceData = seeds.first(where: isSnapshot)?.data ?? seeds.first?.data else { return }
        let reference = try SnapshotJSON.decode(referenceData, file: "reference.json")
        var targets = FuzzTargets(reference: reference)
        var mutator = Mutator(seed: seed)
        let byKind: [SeedKind: [(kind: SeedKind, data: Data)]] = Dictionary(grouping: seeds, by: \.kind)
        let kinds: [SeedKind] = SeedKind.allCases.filter { byKind[$0] != nil }
        let current = URL(fileURLWithPath: "mcag-fuzz-current.input")
        var tally = Tally()
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            // Each kind in turn, so that the few policy seeds get as many runs as the many dumps.
            let ofKind = byKind[kinds[tally.executions % kinds.count]] ?? []
            let pick = Int(mutator.random.next() % UInt64(ofKind.count))
            let chosen = ofKind[pick]
            try runOne(mutator.mutate(chosen.data), as: chosen.kind, targets: &targets, file: current, tally: &tally)
        }
        try? FileManager.default.removeItem(at: current)
        printSummary(
            executions: tally.executions, accepted: tally.accepted, perKind: tally.perKind, messages: tally.messages,
            disagreements: targets.disagreements, seconds: seconds, seed: seed)
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
              + "0 crashes; by kind: \(counts)")
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
