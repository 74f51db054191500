/// The manual results of a policy merged into an audit (`ConformanceMerge`),
/// and what they make fail.
package struct ManualResultsJudgement: Sendable {
    /// The report to show: suppressed and known findings left out, the
    /// manual results merged in.
    package var report: AuditReport
    /// Requirement IDs that still need a person's result.
    package var unreviewed: [String]
    /// The current manual results that concern requirements of this audit.
    package var applied: [ReviewRecord]
    /// Manual results that concern no requirement of this audit.
    package var unusedRecords: [ReviewRecord]
    /// What fails once the results are merged: each Not Compliant result at
    /// or above the minimum impact and, when strict, each test still
    /// undecided, manual ones included: a strict run with manual results
    /// demands a result for every test.
    var failing: [ReportedFinding]

    init(merging log: ReviewLog, into shown: AuditReport, policy: AuditPolicy) {
        let merged = ConformanceMerge.merge(shown, reviews: log)
        report = merged.report
        unreviewed = merged.unreviewed
        applied = merged.applied
        unusedRecords = merged.unusedRecords
        failing = Self.failing(in: merged.report, before: shown, policy: policy)
    }

    private static func failing(in merged: AuditReport, before shown: AuditReport, policy: AuditPolicy) -> [ReportedFinding] {
        var failing: [ReportedFinding] = []
        for (index, result) in merged.results.enumerated() {
            // The merge appends a Not Compliant result's violations after the engine's findings.
            let engineCount = index < shown.results.count ? shown.results[index].findings.count : 0
            for finding in result.findings.dropFirst(engineCount) where finding.kind == .violation {
                let item = ReportedFinding(result: result, finding: finding)
                if item.impact.isAtLeast(policy.minimumImpact) { failing.append(item) }
            }
            if policy.strict { failing += undecided(result, minimumImpact: policy.minimumImpact) }
        }
        return failing
    }

    /// A strict run's failures in one result: its undecided findings, or the
    /// result itself when a manual test has no result recorded.
    private static func undecided(_ result: RequirementResult, minimumImpact: Impact) -> [ReportedFinding] {
        guard result.impactRange.upper.isAtLeast(minimumImpact) else { return [] }
        let automatedAndUndecided = result.automation != .manual && result.findings.contains { $0.kind == .needsReview }
        guard automatedAndUndecided || result.outcome == .needsReview else { return [] }
        let items = ReportedFinding.all(in: result, at: nil, kind: .needsReview)
        guard items.isEmpty else { return items }
        let finding = Finding(kind: .needsReview, message: "No manual result recorded for this test",
                              fix: result.howToTest.map { "Test by hand and record the result: \($0)" })
        return [ReportedFinding(result: result, finding: finding)]
    }
}
