public import MCAGRules

/// The human-readable report: grouped principle → criterion → test, with
/// every violation's element, measurement and fix.
public enum TextReport {
    private static let maximumListedReviews = 5

    /// The report as text for a terminal or a log.
    public static func render(_ report: AuditReport, catalog: Catalog, options: ReportOptions) -> String {
        let style = Style(enabled: options.colour)
        var out = ""
        for principle in ReportGrouping(report, catalog: catalog).principles {
            let relevant = principle.criteria.filter { group in
                group.results.contains { $0.outcome == .violation || $0.outcome == .needsReview }
            }
            if relevant.isEmpty { continue }
            out += style.bold("\(principle.number) \(principle.title)".trimmingLeadingSpace()) + "\n"
            for criterion in relevant {
                out += "  " + style.bold("\(criterion.number) \(criterion.title)") + " (\(criterion.criterionID))\n"
                for result in criterion.results { out += render(result, style: style, options: options) }
            }
            out += "\n"
        }
        if !report.assumptions.isEmpty {
            out += style.bold("Assumptions") + "\n"
            for assumption in report.assumptions { out += "  - \(assumption)\n" }
            out += "\n"
        }
        if let unreviewed = options.unreviewed {
            out += style.bold("Unreviewed manual tests: \(unreviewed.count)") + "\n"
            for id in unreviewed { out += "  - \(id)\n" }
            out += "\n"
        }
        let summary = ReportSummary(report, options: options)
        let verdict = summary.passed ? style.green("PASSED") : style.red("FAILED")
        out += "\(verdict): \(summary.line)\n"
        return out
    }

    static func render(_ result: RequirementResult, style: Style, options: ReportOptions) -> String {
        switch result.outcome {
        case .violation:
            var out = "    " + style.red("✗ \(result.requirementID)") + " [\(result.impactRange)] \(result.requirementText.replacingNewlines())\n"
            for finding in result.violations {
                let impact = finding.effectiveImpact(in: result)
                let failing = impact.isAtLeast(options.failingImpact)
                out += "      - " + (failing ? style.red(impact.name) : style.dim(impact.name)) + ": \(finding.message)\n"
                out += "        element: \(finding.placeText)\n"
                if let measured = finding.measuredText { out += "        measured: \(measured)\n" }
                if let fix = finding.fix { out += "        fix: \(fix)\n" }
            }
            for applied in result.appliedExceptions {
                out += "      (exception \(applied.claim.exception) applied: \(applied.claim.reason))\n"
            }
            return out
        case .needsReview:
            var out = "    " + style.yellow("? \(result.requirementID)") + " needs review (\(result.automation.rawValue)): "
                + result.requirementText.replacingNewlines() + "\n"
            let reviews = result.findings.filter { $0.kind == .needsReview }
            for finding in reviews.prefix(maximumListedReviews) {
                out += "      - \(finding.message)"
                if !finding.missing.isEmpty { out += " (missing: \(finding.missing.joined(separator: ", ")))" }
                out += " — \(finding.placeText)\n"
            }
            if reviews.count > maximumListedReviews { out += "      … and \(reviews.count - maximumListedReviews) more\n" }
            // The engine's default procedure only repeats the test text, printed just above.
            if reviews.isEmpty, let howTo = result.howToTest, howTo != "Verify by hand: \(result.requirementText)" {
                out += "      how to test: \(howTo.replacingNewlines())\n"
            }
            return out
        case .pass, .notApplicable:
            return ""
        }
    }
}

/// ANSI styling that disappears when colour is off.
struct Style {
    var enabled: Bool

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func dim(_ text: String) -> String { wrap(text, "2") }
}

extension String {
    func trimmingLeadingSpace() -> String { String(drop { $0 == " " }) }
}
