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
    package var reportWithoutSuppressedOrKnownFindings: AuditReport {
        report(without: usedSuppressions.flatMap(\.findings) + (baseline?.known ?? []))
    }

    /// The report without the findings `setAside` names by identity. Every
    /// finding the verdict sets aside was read from this report, so each has one.
    private func report(without setAside: [ReportedFinding]) -> AuditReport {
        // Nothing set aside (the usual case): the report as it is, not a copy of every finding.
        guard !setAside.isEmpty else { return self.report }
        var positions: [Int: Set<Int>] = [:]
        for item in setAside {
            // The verdict's lists are its own (read-only outside the package) and read from its report.
            guard let id = item.id else { assertionFailure("a finding set aside was not read from the verdict's report"); continue }
            positions[id.result, default: []].insert(id.finding)
        }
        var report = self.report
        for (index, dropped) in positions {
            var result = report.results[index]
            result.findings = result.findings.indices.filter { !dropped.contains($0) }.map { result.findings[$0] }
            if result.automation != .manual {
                result.outcome = Audit.outcome(of: result.findings)
            }
            report.results[index] = result
        }
        return report
    }
}
