import Foundation
import MCAGAccuracy

/// `mcag accuracy DIR [--density true|none] [--check] [--write-scoreboard]`:
/// scores the tool against a folder of reviewed screens (Documentation/Accuracy.md).
/// DIR has no default: it is a team's own folder of expectation files, or this
/// repository's corpus (`Tests/AccuracyCorpus/expectations`) when run from its root.
enum AccuracyCommand {
    static let scoreboardName = "scoreboard.tsv"

    static let spec = CommandSpec(
        name: "accuracy",
        usage: "Usage: mcag accuracy DIR [--density true|none] [--check] [--write-scoreboard]",
        about: """
        Imports every reviewed screen of DIR, a folder of expectation files (one
        .tsv per screen: the dump, its density and a person's verdict on each
        element; the format is in Documentation/Accuracy.md), audits it as
        'mcag audit' does, matches each violation with the reviewers' lines and
        prints precision and recall per criterion and requirement, the manual load
        (tests left undecided and elements left to review per screen), every false
        positive and false negative, and every violation no reviewer has
        classified ("unreviewed").
        """,
        options: [
            OptionSpec(.density, "true|none", "import with each screen's true density, or with none given",
                       "(default: both, one after the other)"),
            OptionSpec(flag: .check, "compare with DIR/../scoreboard.tsv; exit 1 on a regression"),
            OptionSpec(flag: .writeScoreboard, "measure both modes and write DIR/../scoreboard.tsv"),
        ],
        trailer: """
        Examples:
          mcag accuracy Reviews/expectations --write-scoreboard
          mcag accuracy Reviews/expectations --check
        """)

    static func run(_ raw: [String]) throws(UsageError) -> ExitCode {
        let arguments = try Arguments(raw, spec)
        if arguments.flag(.help) { Console.out(spec.help); return .success }
        guard let folder = arguments.positionals.first else {
            throw UsageError("give the folder of expectation files to score (mcag accuracy DIR)", command: "accuracy")
        }
        guard arguments.positionals.count == 1 else {
            throw UsageError("give one folder of expectation files", command: "accuracy")
        }
        let directory = URL(fileURLWithPath: folder)
        var modes = AccuracyDensityMode.allCases
        if let mode = try arguments.choice(.density, as: AccuracyDensityMode.self, command: "accuracy") { modes = [mode] }
        let writes = arguments.flag(.writeScoreboard)
        if writes { modes = AccuracyDensityMode.allCases }
        let scoreboardURL = directory.deletingLastPathComponent().appendingPathComponent(scoreboardName)
        let results: [AccuracyResult]
        do {
            let corpus = try AccuracyCorpus.load(directory: directory)
            results = try modes.map { mode throws(AccuracyCorpusError) in try corpus.run(mode) }
        } catch {
            throw UsageError(error.description, command: "accuracy")
        }
        Console.out(results.map { AccuracyReport.text($0) }.joined(separator: "\n"))
        let measured = AccuracyScoreboard(results: results)
        if writes { try Console.write(measured.text, to: scoreboardURL.path) }
        guard arguments.flag(.check) else { return .success }
        return try check(measured, against: scoreboardURL, modes: modes)
    }

    static func check(_ measured: AccuracyScoreboard, against url: URL, modes: [AccuracyDensityMode]) throws(UsageError) -> ExitCode {
        let committed: AccuracyScoreboard
        do {
            let text = try String(contentsOf: url, encoding: .utf8)
            committed = try AccuracyScoreboard.parse(text, file: url.path)
        } catch let error as AccuracyCorpusError {
            throw UsageError(error.description, command: "accuracy")
        } catch {
            throw UsageError("cannot read \(url.path): \(error.localizedDescription)", command: "accuracy")
        }
        var compared = committed
        compared.rows = committed.rows.filter { modes.contains($0.key) }
        let (regressions, improvements) = compared.compare(with: measured)
        for line in improvements { Console.error("mcag: note: better than the scoreboard: \(line)\n") }
        for line in regressions { Console.error("mcag: regression: \(line)\n") }
        return regressions.isEmpty ? .success : .violations
    }
}
