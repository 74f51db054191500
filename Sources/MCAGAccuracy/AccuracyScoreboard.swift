import Foundation

/// The committed measurement of a folder of reviewed screens: per density mode and criterion,
/// true and false positives, false negatives and unreviewed violations.
///
/// Written by `mcag accuracy DIR --write-scoreboard` beside DIR, never by hand. A run is a
/// regression when, for any row, true positives fall or any other count
/// rises.
package struct AccuracyScoreboard: Sendable, Equatable {
    /// The row name for the whole corpus.
    package static let overallRow = "all"

    /// Tallies keyed by mode, then by criterion ID (or ``overallRow``).
    package var rows: [AccuracyDensityMode: [String: AccuracyTally]]

    /// A scoreboard from its rows.
    init(rows: [AccuracyDensityMode: [String: AccuracyTally]] = [:]) { self.rows = rows }

    /// The scoreboard of some measured results.
    package init(results: [AccuracyResult]) {
        var rows: [AccuracyDensityMode: [String: AccuracyTally]] = [:]
        for result in results {
            var table = result.byCriterion
            table[Self.overallRow] = result.overall
            rows[result.mode] = table
        }
        self.rows = rows
    }

    /// The TSV text, sorted so that a change shows as a small diff.
    package var text: String {
        var text = "# Measured by 'mcag accuracy DIR --write-scoreboard', DIR the expectations folder beside this file. Do not edit by hand.\n"
        text += "mode\tcriterion\ttrue_positives\tfalse_positives\tfalse_negatives\tunreviewed\n"
        for mode in AccuracyDensityMode.allCases {
            for (criterion, tally) in (rows[mode] ?? [:]).sorted(by: { $0.key < $1.key }) {
                text += "\(mode.rawValue)\t\(criterion)\t\(tally.truePositives)\t\(tally.falsePositives)"
                    + "\t\(tally.falseNegatives)\t\(tally.unreviewed)\n"
            }
        }
        return text
    }

    /// Reads a scoreboard; `file` names it in errors.
    package static func parse(_ text: String, file: String) throws(AccuracyCorpusError) -> AccuracyScoreboard {
        var board = AccuracyScoreboard()
        for (offset, line) in text.components(separatedBy: "\n").enumerated() {
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix("mode\t") { continue }
            let fields = line.components(separatedBy: "\t")
            let counts = fields.dropFirst(2).compactMap { Int($0) }.filter { $0 >= 0 }
            guard fields.count == 6, let mode = AccuracyDensityMode(rawValue: fields[0]), counts.count == 4 else {
                throw AccuracyCorpusError(file: file, line: offset + 1, message:
                    "not 'mode<TAB>criterion<TAB>TP<TAB>FP<TAB>FN<TAB>unreviewed' with mode true or none; regenerate it with 'mcag accuracy DIR --write-scoreboard'")
            }
            board.rows[mode, default: [:]][fields[1]] = AccuracyTally(
                truePositives: counts[0], falsePositives: counts[1], falseNegatives: counts[2], unreviewed: counts[3])
        }
        return board
    }

    /// How `current` differs from this committed scoreboard: regressions
    /// (fewer true positives, more of anything else) and improvements.
    package func compare(with current: AccuracyScoreboard) -> (regressions: [String], improvements: [String]) {
        var regressions: [String] = []
        var improvements: [String] = []
        for mode in AccuracyDensityMode.allCases {
            let before = rows[mode] ?? [:]
            let after = current.rows[mode] ?? [:]
            for criterion in Set(before.keys).union(after.keys).sorted() {
                let old = before[criterion] ?? AccuracyTally()
                let new = after[criterion] ?? AccuracyTally()
                for (name, was, now, higherIsBetter) in Self.fields(old, new) where was != now {
                    let line = "density \(mode.rawValue), \(criterion): \(name) \(was) → \(now)"
                    if (now > was) == higherIsBetter { improvements.append(line) } else { regressions.append(line) }
                }
            }
        }
        return (regressions, improvements)
    }

    private static func fields(_ old: AccuracyTally, _ new: AccuracyTally) -> [(String, Int, Int, Bool)] {
        [
            ("true positives", old.truePositives, new.truePositives, true),
            ("false positives", old.falsePositives, new.falsePositives, false),
            ("false negatives", old.falseNegatives, new.falseNegatives, false),
            ("unreviewed", old.unreviewed, new.unreviewed, false),
        ]
    }
}
