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
try InputFuzz(corpus: corpus).run(seconds: seconds, seed: seed)
