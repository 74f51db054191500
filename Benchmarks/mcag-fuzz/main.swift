// A deterministic mutation fuzzer for the importers, seeded from the fixtures.
//   swift run -c release mcag-fuzz [--seconds 60] [--seed 1] [--corpus Tests/Fixtures] [--current PATH]
//   swift run -c release mcag-fuzz --png [--seconds 60]   (the PNG decoder; see PNGFuzz.swift)
// Every input is written to the current-input file before it is read:
// `mcag-fuzz-current-<pid>.input` (`.png` with `--png`) in the current
// directory unless `--current PATH` names another, so runs at the same time
// keep apart. After a crash that file holds the input that caused it; turn
// it into a regression test under Tests/MCAGImportTests. A run that ends
// normally removes it.
// The run stops with status 2 before fuzzing when an importer format
// (`SnapshotFormat`) has no seed, so a fuzz pass covers every format.
import Foundation
import MCAGImport
import MCAGRules

var seconds = 60.0
var seed: UInt64 = 1
var corpusPath = "Tests/Fixtures"
var fuzzesPNG = false
var currentPath: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--seconds": seconds = Double(arguments.next() ?? "") ?? seconds
    case "--seed": seed = UInt64(arguments.next() ?? "") ?? seed
    case "--corpus": corpusPath = arguments.next() ?? corpusPath
    case "--current": currentPath = arguments.next() ?? currentPath
    case "--png": fuzzesPNG = true
    default:
        FileHandle.standardError.write(Data("unknown option \(argument)\n".utf8))
        exit(2)
    }
}

/// This process's current-input file, so that two runs never write the same one.
let current = URL(fileURLWithPath: currentPath
    ?? "mcag-fuzz-current-\(ProcessInfo.processInfo.processIdentifier).\(fuzzesPNG ? "png" : "input")")

if fuzzesPNG {
    PNGFuzz.run(
        seconds: seconds, seed: seed, corpusPath: corpusPath == "Tests/Fixtures" ? PNGFuzz.defaultCorpus : corpusPath,
        current: current)
    exit(0)
}
let fuzz = InputFuzz(corpusPath: corpusPath)
guard fuzz.corpusCount > 0 else {
    FileHandle.standardError.write(Data("no seed inputs under \(corpusPath)\n".utf8))
    exit(2)
}
let uncovered = SnapshotFormat.allCases.filter { fuzz.formats[$0, default: 0] == 0 }
guard uncovered.isEmpty else {
    let names = uncovered.map(\.rawValue).joined(separator: ", ")
    FileHandle.standardError.write(Data((
        "mcag-fuzz: no seed of the importer format\(uncovered.count == 1 ? "" : "s") \(names) under \(corpusPath) "
        + "or \(InputFuzz.seedsPath)/snapshot (as SnapshotImporter.detectFormat reads them), so this run would not "
        + "fuzz \(uncovered.count == 1 ? "it" : "them"); add a small real dump of each as a seed\n").utf8))
    exit(2)
}
try fuzz.run(seconds: seconds, seed: seed, current: current)
