extension AuditVerdict {
    /// The engine's report without the findings this verdict set aside
    /// (suppressed, below the minimum impact, known to the baseline), with
    /// each requirement's outcome recomputed from what is left: what a
    /// reporter should present, so that a suppressed violation never shows
    /// as failing in a JSON, SARIF or JUnit file.
    ///
    /// A requirement whose every finding was set aside becomes not
    /// applicable, as it does when an exception claim covers it. Manual
    /// requirements keep their needs-review outcome.
    public var reportWithoutSetAsideFindings: AuditReport {
        report(without: usedSuppressions.flatMap(\.findings) + belowMinimumImpact + (baseline?.known ?? []))
    }

    /// The engine's report without suppressed findings and those the
    /// baseline knows, but with the violations below the minimum impact:
    /// for reports that list lesser violations as not failing, as the
    /// `mcag` command's do.
    public var reportWithoutSuppressedOrKnownFindings: AuditReport {
        report(without: usedSuppressions.flatMap(\.findings) + (baseline?.known ?? []))
    }

    private func report(without setAside: [ReportedFinding]) -> AuditReport {
        struct Key: Hashable {
            var requirement: String
            var finding: Finding
        }
        // Nothing set aside (the usual case): the report as it is, not a copy of every finding.
        guard !setAside.isEmpty else { return self.report }
        var remaining: [Key: Int] = [:]
        for item in setAside { remaining[Key(requirement: item.result.requirementID, finding: item.finding), default: 0] += 1 }
        let touched = Set(setAside.map(\.result.requirementID))
        var report = self.report
        for index in report.results.indices where touched.contains(report.results[index].requirementID) {
            let id = report.results[index].requirementID
            var kept: [Finding] = []
            for finding in report.results[index].findings {
                let key = Key(requirement: id, finding: finding)
                if let count = remaining[key], count > 0 {
                    remaining[key] = count - 1
                } else {
                    kept.append(finding)
                }
            }
            guard kept.count != report.results[index].findings.count else { continue }
            report.results[index].findings = kept
            if report.results[index].automation != .manual {
                report.results[index].outcome = Audit.outcome(of: kept)
            }
        }
        return report
    }
}
