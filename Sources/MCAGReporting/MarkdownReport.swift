public import MCAGRules
import Foundation

/// A Markdown report for pull-request comments: a summary table, then the
/// violations grouped by criterion test.
public enum MarkdownReport {
    /// Pull-request comments have size limits; list at most this many findings.
    static let maximumViolations = 200

    /// The report as Markdown for a pull-request comment.
    public static func render(_ report: AuditReport, catalog: Catalog, options: ReportOptions) -> String {
        var out = header(report, options: options)
        out += violationsTable(report)
        let reviews = report.results(.needsReview)
        if !reviews.isEmpty {
            out += "\n<details><summary>\(reviews.count) tests need review</summary>\n\n"
            for result in reviews {
                out += "- `\(result.requirementID)` "
                    + "\(result.criterionNumber) \(result.criterionTitle): \(result.requirementText)".markdownCell + "\n"
            }
            out += "\n</details>\n"
        }
        if let records = options.reviewed, !records.isEmpty {
            out += "\n**Manual results (\(records.count)):**\n\n" + records.map { record in
                "- `\(record.requirement)` \(record.result.rawValue)" + (record.screen.map { " on \($0)" } ?? "")
                    + ", \(record.tester), \(record.date)" + (record.note.map { ": \($0)" } ?? "")
            }.map { $0.markdownCell + "\n" }.joined()
        }
        if let unreviewed = options.unreviewed, !unreviewed.isEmpty {
            out += "\n<details><summary>\(unreviewed.count) tests still unreviewed</summary>\n\n"
                + unreviewed.map { "- `\($0)`\n" }.joined() + "\n</details>\n"
        }
        for group in SetAsideSummary(report, options: options).groups {
            out += "\n**\(group.title.markdownCell):**\n\n" + group.items.map { "- \($0.markdownCell)\n" }.joined()
        }
        if !report.assumptions.isEmpty {
            out += "\n**Assumptions:**\n\n" + report.assumptions.map { "- \($0.markdownCell)\n" }.joined()
        }
        // The document holds no control characters of its own, so escaping it whole misses no value.
        return out.escapingControlCharacters
    }

    private static func header(_ report: AuditReport, options: ReportOptions) -> String {
        let summary = ReportSummary(report, options: options)
        var out = "## MCAG accessibility audit: " + (summary.passed ? "passed ✅" : "failed ❌") + "\n\n"
        if let inputs = options.inputs {
            out += "\(inputs.screens.count) screen\(inputs.screens.count == 1 ? "" : "s"), \(inputs.elements) elements from "
                + inputs.files.map { "`\($0.markdownCode)`" }.joined(separator: ", ") + ".\n"
                + inputs.density.map { "Density: \($0.markdownCell).\n" }.joined() + "\n"
        }
        out += "| Outcome | Tests |\n| --- | ---: |\n"
        out += "| Violated | \(summary.count(.violation)) |\n| Needs review | \(summary.count(.needsReview)) |\n"
        out += "| Passed | \(summary.count(.pass)) |\n| Not applicable | \(summary.count(.notApplicable)) |\n\n"
        out += "| Impact | Violations |\n| --- | ---: |\n"
        for impact in Impact.allCases.reversed() {
            out += "| \(impact.title) | \(summary.violationsByImpact[impact] ?? 0) |\n"
        }
        out += "\nFailing at \(options.failingImpact.name) and above"
            + (options.strict ? "; strict: automated tests that need review fail too" : "") + ".\n"
        return out
    }

    private static func violationsTable(_ report: AuditReport) -> String {
        var out = ""
        let violations = report.violations
        if !violations.isEmpty {
            out += "\n### Violations\n\n"
            out += "| Impact | Criterion | Test | Element | Measured | Fix |\n| --- | --- | --- | --- | --- | --- |\n"
            for (result, finding) in violations.prefix(maximumViolations) {
                let cells = [
                    finding.effectiveImpact(in: result).title,
                    "\(result.criterionNumber) \(result.criterionTitle) (`\(result.criterionID)`)",
                    "`\(result.requirementID)` \(result.requirementText) — \(finding.message)",
                    finding.placeText,
                    finding.measuredText ?? "",
                    finding.fix ?? "",
                ]
                out += "| " + cells.map(\.markdownCell).joined(separator: " | ") + " |\n"
            }
            if violations.count > maximumViolations {
                out += "\n… and \(violations.count - maximumViolations) more; see the full report.\n"
            }
        }
        return out
    }
}

extension String {
    /// The text made safe inside a Markdown code span.
    var markdownCode: String { replacingNewlines().replacingOccurrences(of: "`", with: "'") }

    /// The text made safe for one Markdown table cell.
    var markdownCell: String {
        replacingNewlines().replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "<", with: "&lt;")
    }
}
