// A deterministic mutation fuzzer for the importers, seeded from the fixtures.
//   swift run -c release mcag-fuzz [--seconds 60] [--seed 1] [--corpus Tests/Fixtures]
//   swift run -c release mcag-fuzz --png [--seconds 60]   (the PNG decoder; see PNGFuzz.swift)
// Every input is written to `mcag-fuzz-current.input` before it is imported, so
// after a crash that file holds the input that caused it; turn it into a
// regression test under Tests/MCAGImportTests.
import Foundation
import MCAGImport
import MCAGRules

var seconds = 60.0
var seed: UInt64 = 1
var corpusPath = "Tests/Fixtures"
var fuzzesPNG = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--seconds": seconds = Double(arguments.next() ?? "") ?? seconds
    case "--seed": seed = UInt64(arguments.next() ?? "") ?? seed
    case "--corpus": corpusPath = arguments.next() ?? corpusPath
    case "--png": fuzzesPNG = true
    default:
        FileHandle.standardError.write(Data("unknown option \(argument)\n".utf8))
        exit(2)
    }
}

if fuzzesPNG {
    PNGFuzz.run(seconds: seconds, seed: seed, corpusPath: corpusPath == "Tests/Fixtures" ? PNGFuzz.defaultCorpus : corpusPath)
    exit(0)
}
let corpus = Corpus.load(from: corpusPath)
guard !corpus.isEmpty else {
    FileHandle.standardError.write(Data("no seed inputs under \(corpusPath)\n".utf8))
    exit(2)
}
let current = URL(fileURLWithPath: "mcag-fuzz-current.input")
var mutator = Mutator(seed: seed)
let audit = Audit(catalog: .standard)
var executions = 0, imported = 0, audited = 0, refused = 0
var messages: [String: Int] = [:]
let deadline = Date().addingTimeInterval(seconds)
while Date() < deadline {
    let input = mutator.mutate(corpus[Int(mutator.random.next() % UInt64(corpus.count))])
    try input.write(to: current)
    do {
        // Whatever imports is audited too, so the checks meet the same odd values (huge,
        // negative or non-finite frames, empty names) that the importers let through.
        let snapshot = try SnapshotImporter.importFile(at: current)
        imported += 1
        do {
            _ = try audit.run(snapshot)
            audited += 1
        } catch {
            // An exception claim naming an unknown test is refused with an error, as it should be.
            messages[String("audit: \(error)".prefix(48)), default: 0] += 1
        }
    } catch {
        refused += 1
        let kind = String(error.message.prefix(48))
        messages[kind, default: 0] += 1
    }
    executions += 1
}
try? FileManager.default.removeItem(at: current)
print("fuzz: \(executions) executions in \(Int(seconds)) s from \(corpus.count) seeds (seed \(seed)): "
      + "\(imported) imported (\(audited) of them audited), \(refused) refused with an error, 0 crashes")
for (message, count) in messages.sorted(by: { $0.value > $1.value }).prefix(8) {
    print("  \(count)× \(message)")
}
