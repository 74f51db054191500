public import MCAGRules
import Foundation

/// A Markdown report for pull-request comments: a summary table, then the
/// violations most severe first, each pattern's message and fix once with
/// its elements below (see `ViolationDigest`).
public enum MarkdownReport {
    /// Pull-request comments have size limits; list at most this many elements.
    static let maximumViolations = 200

    /// The report as Markdown for a pull-request comment.
    public static func render(_ report: AuditReport, catalog: Catalog, options: ReportOptions) -> String {
        var out = header(report, options: options)
        out += violations(ViolationDigest(ReportGrouping(report, catalog: catalog)))
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
        out += "Thresholds: profile \(report.profile.summary.markdownCell).\n"
        return out
    }

    private static func violations(_ digest: ViolationDigest) -> String {
        guard !digest.levels.isEmpty else { return "" }
        var out = "\n### Violations: \(digest.violationCount) in \(digest.testCount) test\(digest.testCount == 1 ? "" : "s")\n"
        var listed = 0
        for level in digest.levels {
            out += "\n#### \(level.impact.title) (\(level.count))\n"
            for test in level.tests {
                let result = test.result
                out += "\n**\(result.criterionNumber) \(result.criterionTitle.markdownCell)** `\(result.requirementID.markdownCode)` "
                    + result.requirementText.markdownCell + "\n\n"
                for pattern in test.patterns { out += self.pattern(pattern, listed: &listed) }
            }
        }
        if listed < digest.violationCount {
            out += "\n… and \(digest.violationCount - listed) more elements; see the full report.\n"
        }
        return out
    }

    private static func pattern(_ pattern: ViolationDigest.Pattern, listed: inout Int) -> String {
        let count = pattern.entries.count
        var out = "- " + (count > 1 ? "**\(count)×** " : "") + pattern.heading.markdownCell + "\n"
        if let fix = pattern.fix { out += "  - Fix: \(fix.markdownCell)\n" }
        for family in pattern.families {
            var indent = "  "
            if let title = family.title {
                out += "  - \(title.markdownCell)\n"
                indent += "  "
            }
            for entry in family.entries where listed < maximumViolations {
                listed += 1
                out += indent + "- " + element(entry.finding, of: pattern) + "\n"
            }
        }
        return out
    }

    private static func element(_ finding: Finding, of pattern: ViolationDigest.Pattern) -> String {
        var parts = [finding.element.map { "\($0.shortDescription.markdownCell)" + ($0.frame.map { " at \($0)" } ?? "")
            + " `\($0.abbreviatedPath.markdownCode)`" } ?? finding.placeText.markdownCell]
        if pattern.message == nil { parts.append(finding.message.markdownCell) }
        if let measured = finding.measuredText { parts.append("measured \(measured.markdownCell)") }
        if pattern.fix == nil, let fix = finding.fix { parts.append("fix: \(fix.markdownCell)") }
        return parts.joined(separator: "; ")
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
