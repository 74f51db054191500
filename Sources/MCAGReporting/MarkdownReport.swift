package import MCAGRules
import Foundation

/// A Markdown report for pull-request comments: a summary table, then the
/// violations most severe first, each pattern's message and fix once with
/// its elements below (see `ViolationDigest`).
///
/// The whole report fits one GitHub comment (``commentLimit``): when the
/// violations would not, the most severe are listed until the budget is
/// spent and a note counts the rest and points to the full report.
package enum MarkdownReport {
    /// Pull-request comments have size limits; list at most this many elements.
    static let maximumViolations = 200

    /// GitHub refuses a comment body over 65,536 characters (its API's
    /// "body is too long" error); the report counts UTF-8 bytes, which are
    /// never fewer than characters, and keeps a margin for the note.
    package static let commentLimit = 65_536

    /// The report as Markdown for a pull-request comment.
    package static func render(_ verdict: AuditVerdict, catalog: Catalog, options: ReportOptions) -> String {
        let report = verdict.reportToShow
        // Control characters from a dump are written visibly, before the sizes are counted.
        let head = header(report, verdict: verdict, options: options).escapingControlCharacters
        let tail = truncated(tailSections(report, verdict: verdict), toBytes: commentLimit / 4)
        let budget = commentLimit - head.utf8.count - tail.utf8.count - noteReserve
        let digest = ViolationDigest(ReportGrouping(report, catalog: catalog), concurrently: options.rendersConcurrently)
        return head + violations(digest, budget: budget, options: options) + tail
    }

    /// Room kept for the truncation note.
    static let noteReserve = 600

    private static func tailSections(_ report: AuditReport, verdict: AuditVerdict) -> String {
        var out = ""
        let reviews = report.results(.needsReview)
        if !reviews.isEmpty {
            out += "\n<details><summary>\(reviews.count) tests need review</summary>\n\n"
            for result in reviews {
                out += "- \(result.requirementID.markdownCodeSpan) "
                    + "\(result.criterionNumber) \(result.criterionTitle): \(result.requirementText)".markdownCell + "\n"
            }
            out += "\n</details>\n"
        }
        if let records = verdict.manualResults?.applied, !records.isEmpty {
            // Every field comes from the review file: the requirement as code, the rest as escaped text.
            out += "\n**Manual results (\(records.count)):**\n\n" + records.map { record in
                "- \(record.requirement.markdownCodeSpan) " + ("\(record.result.rawValue)" + (record.screen.map { " on \($0)" } ?? "")
                    + ", \(record.tester), \(record.date)" + (record.note.map { ": \($0)" } ?? "")).markdownCell + "\n"
            }.joined()
        }
        if let unreviewed = verdict.manualResults?.unreviewed, !unreviewed.isEmpty {
            out += "\n<details><summary>\(unreviewed.count) tests still unreviewed</summary>\n\n"
                + unreviewed.map { "- \($0.markdownCodeSpan)\n" }.joined() + "\n</details>\n"
        }
        for group in SetAsideSummary(report, verdict: verdict).groups {
            out += "\n**\(group.title.markdownCell):**\n\n" + group.items.map { "- \($0.markdownCell)\n" }.joined()
        }
        if !report.assumptions.isEmpty {
            out += "\n**Assumptions:**\n\n" + report.assumptions.map { "- \($0.markdownCell)\n" }.joined()
        }
        // The document holds no control characters of its own, so escaping it whole misses no value.
        return out.escapingControlCharacters
    }

    /// The text cut at the last whole line within `limit` UTF-8 bytes, with a
    /// note; an open `<details>` is closed so the rest of the comment renders.
    static func truncated(_ text: String, toBytes limit: Int) -> String {
        guard text.utf8.count > limit else { return text }
        var kept = "", open = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard kept.utf8.count + line.utf8.count + 1 <= limit - 200 else { break }
            if line.hasPrefix("<details>") { open = true }
            if line.hasPrefix("</details>") { open = false }
            kept += line + "\n"
        }
        return kept + "\n… cut to fit a pull-request comment; the full report has the rest (`--format html` or `json`).\n"
            + (open ? "\n</details>\n" : "")
    }

    private static func header(_ report: AuditReport, verdict: AuditVerdict, options: ReportOptions) -> String {
        let summary = ReportSummary(report, verdict: verdict)
        var out = "## MCAG accessibility audit: " + (summary.passed ? "passed ✅" : "failed ❌") + "\n\n"
        if let inputs = options.inputs {
            out += "\(inputs.screens.count) screen\(inputs.screens.count == 1 ? "" : "s"), \(inputs.elements) elements from "
                + inputs.files.map(\.markdownCodeSpan).joined(separator: ", ") + ".\n"
                + inputs.formats.map { "Format: \($0.markdownCell).\n" }.joined()
                + inputs.density.map { "Density: \($0.markdownCell).\n" }.joined() + "\n"
        }
        out += "| Outcome | Tests |\n| --- | ---: |\n"
        out += "| Violated | \(summary.count(.violation)) |\n| Needs review | \(summary.count(.needsReview)) |\n"
        out += "| Passed | \(summary.count(.pass)) |\n| Not applicable | \(summary.count(.notApplicable)) |\n\n"
        out += "| Impact | Violations |\n| --- | ---: |\n"
        for impact in Impact.allCases.reversed() {
            out += "| \(impact.title) | \(summary.violationsByImpact[impact] ?? 0) |\n"
        }
        out += "\nFailing at \(verdict.minimumImpact.name) and above"
            + (verdict.strict ? "; strict: automated tests that need review fail too" : "") + ".\n"
        out += "Thresholds: profile \(report.profile.summary.markdownCell).\n"
        return out
    }

    private static func violations(_ digest: ViolationDigest, budget: Int, options: ReportOptions) -> String {
        guard !digest.levels.isEmpty else { return "" }
        var out = "\n### Violations: \(digest.violationCount) in \(digest.testCount) test\(digest.testCount == 1 ? "" : "s")\n"
        var listed = 0, shown = 0
        for level in digest.levels {
            var heading = "\n#### \(level.impact.title) (\(level.count))\n"
            for test in level.tests {
                var head = heading + testHeading(test.result)
                for pattern in test.patterns {
                    var counted = listed
                    let piece = (head + self.pattern(pattern, listed: &counted, options: options)).escapingControlCharacters
                    // Stop at the first pattern that would not fit: the less severe rest is counted below.
                    guard out.utf8.count + piece.utf8.count <= budget else {
                        return out + omittedNote(digest.violationCount - shown)
                    }
                    out += piece
                    head = ""
                    heading = ""
                    listed = counted
                    shown += pattern.entries.count
                }
            }
        }
        if listed < digest.violationCount {
            out += "\n… and \(digest.violationCount - listed) more elements; see the full report.\n"
        }
        return out
    }

    private static func testHeading(_ result: RequirementResult) -> String {
        "\n**\(result.criterionNumber) \(result.criterionTitle.markdownCell)** \(result.requirementID.markdownCodeSpan) "
            + result.requirementText.markdownCell + "\n\n"
    }

    private static func omittedNote(_ count: Int) -> String {
        "\n… \(count) more violation\(count == 1 ? "" : "s") (less severe ones last) are not listed, to fit a "
            + "pull-request comment; see the full report (`mcag audit --format html` or `--format json`).\n"
    }

    private static func pattern(_ pattern: ViolationDigest.Pattern, listed: inout Int, options: ReportOptions) -> String {
        let count = pattern.entries.count
        var out = "- " + (count > 1 ? "**\(count)×** " : "") + pattern.heading.markdownCell + "\n"
        if let fix = pattern.fix { out += "  - Fix: \(fix.markdownCell)\n" }
        for family in pattern.families {
            var indent = "  "
            if let title = family.title {
                out += "  - \(title.words.markdownCell)" + (title.code.map { " " + $0.markdownCodeSpan } ?? "") + "\n"
                indent += "  "
            }
            for entry in family.entries where listed < maximumViolations {
                listed += 1
                out += indent + "- " + element(entry.finding, of: pattern, options: options) + "\n"
            }
        }
        return out
    }

    private static func element(_ finding: Finding, of pattern: ViolationDigest.Pattern, options: ReportOptions) -> String {
        var parts = [finding.element.map { "\($0.shortDescription.markdownCell)" + ($0.frame.map { " at \($0)" } ?? "")
            + " " + $0.abbreviatedPath.markdownCodeSpan } ?? finding.placeText.markdownCell]
        if let source = SourceNote.text(for: finding, options: options, place: { $0.markdownCodeSpan },
                                          name: { $0.markdownCodeSpan }) {
            parts.append(source)
        }
        if pattern.message == nil { parts.append(finding.message.markdownCell) }
        if let measured = finding.measuredText { parts.append("measured \(measured.markdownCell)") }
        if pattern.fix == nil, let fix = finding.fix { parts.append("fix: \(fix.markdownCell)") }
        return parts.joined(separator: "; ")
    }
}

extension String {
    /// The text as one Markdown code span, shown exactly as written: the
    /// fence is one backtick longer than the longest run of backticks inside,
    /// so no backtick from a dump can end the span early and let the rest of
    /// the text be read as Markdown (CommonMark, "Code spans").
    var markdownCodeSpan: String {
        let text = replacingNewlines()
        guard !text.isEmpty else { return "` `" }
        var longest = 0, run = 0
        for scalar in text.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longest = Swift.max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        // One space each side is removed by the reader when both are there; it keeps a
        // backtick at either end from joining the fence, and spaces at the ends as written.
        let padded = text.hasPrefix("`") || text.hasSuffix("`") || text.hasPrefix(" ") || text.hasSuffix(" ")
        return padded ? "\(fence) \(text) \(fence)" : fence + text + fence
    }

    /// The text made safe for Markdown prose and table cells: one line, and
    /// every character Markdown or GitHub gives a meaning inside a line
    /// backslash-escaped, so that a label such as `[Click](https://…)` or
    /// `![t](https://…/track.png)` shows as written instead of becoming a link
    /// or a remote image in a pull-request comment. `<` becomes `&lt;` (no
    /// HTML, no autolink); a leading `#`, `+`, `-`, `=` or `1.` cannot start
    /// a heading or a list. Every text from a dump, a configuration or a
    /// review file goes through this before it reaches a Markdown report.
    var markdownCell: String {
        let scalars = Array(replacingNewlines().unicodeScalars)
        // Where a block marker could stand: the first scalar after leading spaces, and
        // the full stop after a leading number ("1." would start an ordered list).
        let first = scalars.firstIndex { $0 != " " } ?? scalars.endIndex
        let digits = scalars[first...].prefix { ("0"..."9").contains($0) }.count
        var out = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if scalar == "<" {
                out.append(contentsOf: "&lt;".unicodeScalars)
                continue
            }
            let inline = "\\`*_[]()!|~$&>".unicodeScalars.contains(scalar)
            let block = index == first && "#+-=".unicodeScalars.contains(scalar)
            let numbered = scalar == "." && digits > 0 && index == first + digits
            if inline || block || numbered { out.append("\\") }
            out.append(scalar)
        }
        return String(out)
    }
}
