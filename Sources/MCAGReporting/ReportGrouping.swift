import MCAGRules

/// Results grouped as a report reads them: principle → criterion → test.
struct ReportGrouping {
    struct CriterionGroup {
        var criterionID: String
        var number: String
        var title: String
        var results: [RequirementResult]
    }

    struct PrincipleGroup {
        var number: String
        var title: String
        var criteria: [CriterionGroup]
    }

    var principles: [PrincipleGroup]

    /// Groups in catalog order; results for criteria the catalog does not
    /// hold (house rules audited with another catalog) go under "Other".
    init(_ report: AuditReport, catalog: Catalog) {
        var principleOf: [String: Int] = [:]
        for (position, principle) in catalog.principles.enumerated() {
            for criterion in principle.criteria { principleOf[criterion.id] = position }
        }
        var groups = catalog.principles.map { PrincipleGroup(number: $0.number, title: $0.title, criteria: []) }
        let otherIndex = groups.count
        groups.append(PrincipleGroup(number: "", title: "Other", criteria: []))
        var criterionSlot: [String: (Int, Int)] = [:]
        for result in report.results {
            let principle = principleOf[result.criterionID] ?? otherIndex
            if let (p, c) = criterionSlot[result.criterionID] {
                groups[p].criteria[c].results.append(result)
            } else {
                criterionSlot[result.criterionID] = (principle, groups[principle].criteria.count)
                groups[principle].criteria.append(CriterionGroup(
                    criterionID: result.criterionID, number: result.criterionNumber, title: result.criterionTitle,
                    results: [result]))
            }
        }
        principles = groups.filter { !$0.criteria.isEmpty }
    }
}

/// Counts of outcomes and violations, shared by every format's summary.
struct ReportSummary {
    var requirements: Int
    var outcomes: [Outcome: Int]
    var violationsByImpact: [Impact: Int]
    var violationCount: Int
    var failingCount: Int
    var passed: Bool

    /// `report` is the verdict's report to show (``AuditVerdict/reportToShow``), taken once by the caller.
    init(_ report: AuditReport, verdict: AuditVerdict) {
        requirements = report.results.count
        outcomes = report.summary
        var byImpact: [Impact: Int] = [:]
        var violations = 0
        // One pass over the results: the report's tuple list would copy every violation with its result.
        // Findings are read in place, by index: a loop over them would copy each (a dozen retains).
        for result in report.results {
            let findings = result.findings
            for index in findings.indices where findings[index].kind == .violation {
                byImpact[findings[index].impact ?? result.impactRange.upper, default: 0] += 1
                violations += 1
            }
        }
        violationsByImpact = byImpact
        violationCount = violations
        failingCount = verdict.failingViolationCount
        passed = verdict.passed
    }

    func count(_ outcome: Outcome) -> Int { outcomes[outcome] ?? 0 }

    /// The verdict's details in the words of the text and HTML reports:
    /// violations by impact, what is set aside, what is left to review.
    func sentence(_ report: AuditReport, verdict: AuditVerdict) -> String {
        var parts: [String] = []
        if violationCount > 0 {
            let byImpact = Impact.allCases.reversed().compactMap { impact in
                violationsByImpact[impact].map { "\($0) \(impact.name)" }
            }
            var text = "\(violationCount) violation\(violationCount == 1 ? "" : "s") (\(byImpact.joined(separator: ", ")))"
            if failingCount != violationCount { text += ", \(failingCount) failing" }
            parts.append(text)
        } else {
            parts.append(verdict.baseline == nil ? "no violations" : "no new violations")
        }
        var aside: [String] = []
        if let known = verdict.baseline?.known.count, known > 0 { aside.append("\(known) known to the baseline") }
        let suppressed = verdict.usedSuppressions.reduce(0) { $0 + $1.findings.count }
        if suppressed > 0 { aside.append("\(suppressed) suppressed") }
        if !aside.isEmpty { parts.append(aside.joined(separator: ", ")) }
        let undecided = report.results.filter(TextReport.isUndecidedCheck).count
        if undecided > 0 { parts.append("\(undecided) automated test\(undecided == 1 ? "" : "s") to review") }
        let manual = report.results.filter(TextReport.isPersonsTest).count
        if manual > 0 { parts.append("\(manual) manual test\(manual == 1 ? "" : "s") for a person") }
        let expired = verdict.expiredSuppressions.count
        if expired > 0 {
            parts.append("\(expired) expired suppression\(expired == 1 ? "" : "s")")
        }
        parts.append("\(count(.pass)) passed, \(count(.notApplicable)) not applicable of \(requirements) test\(requirements == 1 ? "" : "s")")
        return parts.joined(separator: "; ")
    }

    var line: String {
        "\(requirements) tests: \(count(.violation)) violated, \(count(.needsReview)) need review, "
            + "\(count(.pass)) passed, \(count(.notApplicable)) not applicable; "
            + "\(violationCount) violations (\(failingCount) failing)"
    }
}
