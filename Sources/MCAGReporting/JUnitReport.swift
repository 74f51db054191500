package import MCAGRules
import Foundation

/// JUnit XML: one `<testsuite>` per criterion and one `<testcase>` per
/// criterion test. Violations at or above the failing impact are
/// `<failure>`s; lesser violations pass with their findings in
/// `<system-out>`; an automated test that needs review is `<skipped>` (a
/// `<failure>` when `AuditVerdict.failsUndecided(_:)`).
///
/// Manual tests are left out of the criterion suites: a CI service counts
/// a `<skipped>` test as a test that should have run, and would show the
/// same 70-odd skips on every build for work no build can do. One suite,
/// "Manual tests", holds them as a count and a list in `<system-out>`.
package enum JUnitReport {
    /// The report as a JUnit XML document.
    package static func render(_ verdict: AuditVerdict, catalog: Catalog, options: ReportOptions) -> String {
        let report = verdict.reportToShow
        let grouping = ReportGrouping(report, catalog: catalog)
        let run = options.run ?? ReportRun.endingNow(startedAt: Date())
        // The strict Ant schema requires when and where a suite ran, and how long it took. The checks
        // of all criteria run together, element by element, so only the whole run has a duration:
        // it is on <testsuites>, and each suite and case says 0.
        let when: String = "timestamp=\"\(run.junitTimestamp)\" hostname=\"\(run.hostname.xmlEscaped)\" time=\"0\""

        // The thresholds, as a property of every suite: the JUnit schema gives <testsuites> no properties.
        let profileProperty: String = "    <properties><property name=\"profile\" value=\"\(report.profile.summary.xmlEscaped)\"/></properties>\n"
        let (body, totalFailures, totalSkipped, manual) = suites(grouping.principles.flatMap(\.criteria), verdict: verdict, options: options,
                                                                 when: when, profileProperty: profileProperty)
        let scope: String = scopeComment(report)
        let opening: String = "<testsuites name=\"MCAG accessibility audit\" tests=\"\(report.results.count - manual.count)\" "
            + "failures=\"\(totalFailures)\" errors=\"0\" skipped=\"\(totalSkipped)\" "
            + "timestamp=\"\(run.junitTimestamp)\" time=\"\(run.junitSeconds)\">\n"
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + scope + opening + body + manualSuite(manual, when: when)
            + "</testsuites>\n"
    }

    /// One suite per criterion that has automated tests, the failures and skips counted, and the
    /// manual tests left for ``manualSuite(_:when:)``.
    static func suites(
        _ criteria: [ReportGrouping.CriterionGroup], verdict: AuditVerdict, options: ReportOptions, when: String,
        profileProperty: String
    ) -> (body: String, failures: Int, skipped: Int, manual: [RequirementResult]) {
        var body = ""
        var totalFailures = 0, totalSkipped = 0
        var manual: [RequirementResult] = []
        for criterion in criteria {
            var cases = "", failures = 0, skipped = 0
            let results = criterion.results.filter { !isManualOnly($0, verdict: verdict) }
            manual += criterion.results.filter { isManualOnly($0, verdict: verdict) }
            guard !results.isEmpty else { continue }
            for result in results {
                let (xml, failed, skip): (String, Bool, Bool) = testCase(result, verdict: verdict, options: options)
                cases += xml
                if failed { failures += 1 }
                if skip { skipped += 1 }
            }
            totalFailures += failures
            totalSkipped += skipped
            body += suiteOpening(criterion.number, criterion.title, id: criterion.criterionID, tests: results.count,
                                 failures: failures, skipped: skipped, when: when)
                + profileProperty + cases + "  </testsuite>\n"
        }
        return (body, totalFailures, totalSkipped, manual)
    }

    /// JUnit has no run-level field for notes; a comment keeps the count of other apps' elements
    /// set aside for whoever opens the file.
    static func scopeComment(_ report: AuditReport) -> String {
        guard let group = AppScopeReport.group(report) else { return "" }
        let text: String = ([group.title] + group.items).joined(separator: "; ")
        return "<!-- \(text.xmlCommentText) -->\n"
    }

    /// A criterion's `<testsuite …>` tag.
    static func suiteOpening(_ number: String, _ title: String, id: String, tests: Int, failures: Int, skipped: Int,
                             when: String) -> String {
        let name: String = "\(number) \(title)".xmlEscaped
        return "  <testsuite name=\"\(name)\" id=\"\(id.xmlEscaped)\" tests=\"\(tests)\" "
            + "failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\" \(when)>\n"
    }

    /// A manual test waiting for a person, which no build can run; a
    /// manual test that fails a strict run stays a test case.
    static func isManualOnly(_ result: RequirementResult, verdict: AuditVerdict) -> Bool {
        result.automation == .manual && result.outcome == .needsReview && !verdict.undecidedFails(result)
    }

    /// One suite without test cases that lists the manual tests.
    static func manualSuite(_ manual: [RequirementResult], when: String) -> String {
        guard !manual.isEmpty else { return "" }
        let list = manual.map { "\($0.requirementID): \($0.requirementText.replacingNewlines())" }.joined(separator: "\n")
        return "  <testsuite name=\"Manual tests\" tests=\"0\" failures=\"0\" errors=\"0\" skipped=\"0\" \(when)>\n"
            + "    <properties><property name=\"manualTests\" value=\"\(manual.count)\"/></properties>\n"
            + "    <system-out>\(("\(manual.count) manual tests need a person; record their results with mcag review.\n" + list).xmlEscaped)</system-out>\n"
            + "  </testsuite>\n"
    }

    static func testCase(
        _ result: RequirementResult, verdict: AuditVerdict, options: ReportOptions
    ) -> (String, failed: Bool, skipped: Bool) {
        let name = "\(result.requirementID): \(result.requirementText.replacingNewlines())"
        var xml = "    <testcase classname=\"\(result.criterionID.xmlEscaped)\" name=\"\(name.xmlEscaped)\" time=\"0\">\n"
        var failed = false, skipped = false
        switch result.outcome {
        case .violation:
            let failing = result.violations.filter { $0.effectiveImpact(in: result).isAtLeast(verdict.minimumImpact) }
            let details = result.violations.map { describe($0, in: result, options: options) }.joined(separator: "\n\n")
            if failing.isEmpty {
                xml += "      <system-out>\(("Violations below the failing impact (\(verdict.minimumImpact.name)):\n\n" + details).xmlEscaped)</system-out>\n"
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
            if verdict.undecidedFails(result) {
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

    /// A violation in a failure's body: impact and message, the element, where it is declared
    /// (with `--source`), the measurement and the fix, a line each.
    static func describe(_ finding: Finding, in result: RequirementResult, options: ReportOptions) -> String {
        var lines = ["[\(finding.effectiveImpact(in: result).name)] \(finding.message)", "element: \(finding.placeText)"]
        if let source = SourceNote.text(for: finding, options: options) { lines.append(source) }
        if let measured = finding.measuredText { lines.append("measured: \(measured)") }
        if let fix = finding.fix { lines.append("fix: \(fix)") }
        return lines.joined(separator: "\n")
    }
}
