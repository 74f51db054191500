import Foundation
package import MCAGRules

/// Renders an accuracy run as text: precision and recall per criterion and
/// requirement, then every false positive, false negative and, loudly,
/// every unreviewed violation.
package enum AccuracyReport {
    /// One run as text: tables per criterion and requirement, then the items.
    package static func text(_ result: AccuracyResult, catalog: Catalog = .standard) -> String {
        var text = "Accuracy corpus, density \(result.mode == .trueDensity ? "as captured (true)" : "not given (none)"): "
        text += "\(result.screens) screens, \(result.expectations) reviewed lines\n\n"
        text += table("criterion", result.byCriterion, overall: result.overall) { id in
            "\(catalog.criterion(id: id)?.number ?? "?") \(id)"
        }
        text += "\n" + table("requirement", result.byRequirement, overall: nil) { $0 }
        text += manualLoad(result)
        text += listing("False positives (reported, reviewed as not a violation)", result.items(.falsePositive))
        text += listing("False negatives (reviewed as a violation, not reported)", result.items(.falseNegative))
        let unreviewed = result.items(.unreviewed)
        if !unreviewed.isEmpty {
            text += "\n!!! UNREVIEWED: \(unreviewed.count) reported violation(s) match no reviewed line. "
                + "Review each screen and add a report, clean or review line:\n"
            text += lines(unreviewed)
        }
        return text
    }

    /// What the audits left to people: the averages the issue's goals are set on, the tests that
    /// most often end undecided, and the evidence their findings say is missing.
    static func manualLoad(_ result: AccuracyResult) -> String {
        guard !result.manualLoads.isEmpty else { return "" }
        var text = "\nManual load (automated and assisted tests; manual tests and colour contrast aside), per screen: "
        text += String(format: "%.1f undecided tests, %.1f elements to review; %.1f questions asked once per app (app facts, other captures)\n",
                       result.undecidedTestsPerScreen, result.elementsToReviewPerScreen, result.appQuestionsPerApp)
        if result.screensAskingDensity > 0 {
            text += String(format: "  besides, %.1f elements per screen wait only on the density of a capture that does not state it, one question a capture (asked of %d; --dpi, --ppi)\n",
                           result.elementsAwaitingDensityPerScreen, result.screensAskingDensity)
        }
        var tests: [String: Int] = [:]
        var missing: [String: Int] = [:]
        for load in result.manualLoads {
            for test in load.undecidedTests { tests[test, default: 0] += 1 }
            for (piece, count) in load.missingEvidence { missing[piece, default: 0] += count }
        }
        let ranked = tests.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(12)
        text += "  undecided on most screens: " + ranked.map { "\($0.key) (\($0.value))" }.joined(separator: ", ") + "\n"
        let pieces = missing.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(8)
        if !pieces.isEmpty {
            text += "  evidence most often missing: " + pieces.map { "\($0.key) (\($0.value))" }.joined(separator: "; ") + "\n"
        }
        return text
    }

    /// A fraction as a percentage with one decimal, or a dash when undefined.
    static func percent(_ value: Double?) -> String {
        value.map { String(format: "%.1f %%", $0 * 100) } ?? "–"
    }

    static func table(
        _ title: String, _ tallies: [String: AccuracyTally], overall: AccuracyTally?, name: (String) -> String
    ) -> String {
        var rows: [[String]] = [[title, "TP", "FP", "FN", "unreviewed", "precision", "recall"]]
        for (key, tally) in tallies.sorted(by: { $0.key < $1.key }) { rows.append(row(name(key), tally)) }
        if let overall { rows.append(row("overall", overall)) }
        let widths: [Int] = (0..<7).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { cells in
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    static func row(_ name: String, _ tally: AccuracyTally) -> [String] {
        [name, String(tally.truePositives), String(tally.falsePositives), String(tally.falseNegatives),
         String(tally.unreviewed), percent(tally.precision), percent(tally.recall)]
    }

    static func listing(_ title: String, _ items: [AccuracyItem]) -> String {
        items.isEmpty ? "" : "\n\(title): \(items.count)\n" + lines(items)
    }

    static func lines(_ items: [AccuracyItem]) -> String {
        items.map { item in
            var line = "  \(item.place)  \(item.requirementID)  \(item.className ?? "(screen)") \(item.bounds ?? "")"
            if let label = item.label { line += "  \"\(label)\"" }
            if let reason = item.reason { line += "\n      reviewer: \(reason)" }
            if let message = item.message { line += "\n      tool: \(message)" }
            return line
        }.joined(separator: "\n") + "\n"
    }
}
