public import MCAGRules

/// JUnit XML: one `<testsuite>` per criterion and one `<testcase>` per
/// criterion test. Violations at or above the failing impact are
/// `<failure>`s; lesser violations pass with their findings in
/// `<system-out>`; needs review is `<skipped>` (a `<failure>` when
/// ``ReportOptions/needsReviewFails(_:)``).
public enum JUnitReport {
    /// The report as a JUnit XML document.
    public static func render(_ report: AuditReport, catalog: Catalog, options: ReportOptions) -> String {
        let grouping = ReportGrouping(report, catalog: catalog)
        let criteria = grouping.principles.flatMap(\.criteria)
        var body = ""
        // The thresholds, as a property of every suite: the JUnit schema gives <testsuites> no properties.
        let profileProperty = "    <properties><property name=\"profile\" value=\"\(report.profile.summary.xmlEscaped)\"/></properties>\n"
        var totalFailures = 0, totalSkipped = 0
        for criterion in criteria {
            var cases = "", failures = 0, skipped = 0
            for result in criterion.results {
                let (xml, failed, skip) = testCase(result, options: options)
                cases += xml
                failures += failed ? 1 : 0
                skipped += skip ? 1 : 0
            }
            totalFailures += failures
            totalSkipped += skipped
            body += "  <testsuite name=\"\("\(criterion.number) \(criterion.title)".xmlEscaped)\" "
                + "id=\"\(criterion.criterionID.xmlEscaped)\" tests=\"\(criterion.results.count)\" "
                + "failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n" + profileProperty + cases + "  </testsuite>\n"
        }
        // JUnit has no run-level field for notes; a comment keeps the count for whoever opens the file.
        let scope = AppScopeReport.group(report).map { group in
            "<!-- \(([group.title] + group.items).joined(separator: "; ").xmlCommentText) -->\n"
        } ?? ""
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + scope
            + "<testsuites name=\"MCAG accessibility audit\" tests=\"\(report.results.count)\" "
            + "failures=\"\(totalFailures)\" errors=\"0\" skipped=\"\(totalSkipped)\">\n"
            + body + "</testsuites>\n"
    }

    static func testCase(_ result: RequirementResult, options: ReportOptions) -> (String, failed: Bool, skipped: Bool) {
        let name = "\(result.requirementID): \(result.requirementText.replacingNewlines())"
        var xml = "    <testcase classname=\"\(result.criterionID.xmlEscaped)\" name=\"\(name.xmlEscaped)\">\n"
        var failed = false, skipped = false
        switch result.outcome {
        case .violation:
            let failing = result.violations.filter { $0.effectiveImpact(in: result).isAtLeast(options.failingImpact) }
            let details = result.violations.map { describe($0, in: result) }.joined(separator: "\n\n")
            if failing.isEmpty {
                xml += "      <system-out>\(("Violations below the failing impact (\(options.failingImpact.name)):\n\n" + details).xmlEscaped)</system-out>\n"
            } else {
                failed = true
                let worst = result.worstImpact?.name ?? result.impactRange.upper.name
                let message = "\(result.violations.count) violation(s) of \(result.criterionNumber) \(result.criterionTitle)"
                xml += "      <failure message=\"\(message.xmlEscaped)\" type=\"\(worst)\">\(details.xmlEscaped)</failure>\n"
            }
        case .needsReview:
            let reasons = result.findings.filter { $0.kind == .needsReview }.map { finding in
                finding.message + (finding.missing.isEmpty ? "" : " (missing: \(finding.missing.joined(separator: ", ")))")
                    + " — \(finding.placeText)"
            }
            let message = reasons.first ?? result.howToTest ?? "Needs review by a person"
            if options.needsReviewFails(result) {
                failed = true
                xml += "      <failure message=\"\(("Needs review (strict): " + message).xmlEscaped)\" type=\"needsReview\">"
                    + reasons.joined(separator: "\n").xmlEscaped + "</failure>\n"
            } else {
                skipped = true
                xml += "      <skipped message=\"\(("Needs review: " + message).xmlEscaped)\"/>\n"
            }
        case .notApplicable:
            skipped = true
            xml += "      <skipped message=\"Not applicable: nothing in the snapshot is concerned\"/>\n"
        case .pass:
            break
        }
        xml += "    </testcase>\n"
        return (xml, failed, skipped)
    }

    static func describe(_ finding: Finding, in result: RequirementResult) -> String {
        var lines = ["[\(finding.effectiveImpact(in: result).name)] \(finding.message)", "element: \(finding.placeText)"]
        if let measured = finding.measuredText { lines.append("measured: \(measured)") }
        if let fix = finding.fix { lines.append("fix: \(fix)") }
        return lines.joined(separator: "\n")
    }
}
