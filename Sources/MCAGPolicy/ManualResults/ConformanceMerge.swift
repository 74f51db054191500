/// An audit with manual results merged in, and what is still unreviewed.
package struct ConformanceReport: Sendable {
    /// The audit, with outcomes updated by the manual results.
    package var report: AuditReport
    /// Requirement IDs that still need a person's result.
    package var unreviewed: [String]
    /// The current manual results that concern requirements of this audit,
    /// sorted by requirement and screen: what reports list as reviewed.
    package var applied: [ReviewRecord]
    /// Manual results that concern no requirement of this audit (skipped
    /// criteria, or a catalog that changed).
    package var unusedRecords: [ReviewRecord]
}

/// Merges recorded manual results into an automated audit.
///
/// Per requirement, using the latest record for each screen:
/// - any Not Compliant adds a violation (at the top of the impact range);
/// - an automated violation stays a violation whatever a person recorded;
/// - a result that needed review becomes pass (Compliant, or Compliant and
///   Does Not Apply mixed) or not applicable (all Does Not Apply) once the
///   records cover it: a record without a screen covers every screen, else
///   every screen its needs-review findings name must have a record;
/// - otherwise it still needs review and is listed as unreviewed.
package enum ConformanceMerge {
    /// Merges the current manual results into `report`; pure, so the same inputs give the same report.
    package static func merge(_ report: AuditReport, reviews: ReviewLog) -> ConformanceReport {
        var byRequirement: [String: [ReviewRecord]] = [:]
        for record in reviews.current.values { byRequirement[record.requirement, default: []].append(record) }
        var used = Set<String>()
        var merged = report
        var unreviewed: [String] = []
        for index in merged.results.indices {
            let id = merged.results[index].requirementID
            let records = (byRequirement[id] ?? []).sorted { ($0.screen ?? "", $0.date) < ($1.screen ?? "", $1.date) }
            if !records.isEmpty { used.insert(id) }
            merged.results[index] = apply(records, to: merged.results[index])
            if merged.results[index].outcome == .needsReview { unreviewed.append(id) }
        }
        let unused = reviews.records.filter { !used.contains($0.requirement) }
        let applied = reviews.current.values.filter { used.contains($0.requirement) }
            .sorted { ($0.requirement, $0.screen ?? "") < ($1.requirement, $1.screen ?? "") }
        return ConformanceReport(report: merged, unreviewed: unreviewed, applied: applied, unusedRecords: unused)
    }

    static func apply(_ records: [ReviewRecord], to original: RequirementResult) -> RequirementResult {
        guard !records.isEmpty else { return original }
        var result = original
        let failing = records.filter { $0.result == .notCompliant }
        if !failing.isEmpty {
            result.findings += failing.map { record in
                Finding(kind: .violation, screen: record.screen, message: "Manual review: Not Compliant" + describe(record),
                        impact: original.impactRange.upper,
                        fix: original.howToTest.map { "Make the test pass by hand: \($0)" })
            }
            result.outcome = .violation
            return result
        }
        guard original.outcome == .needsReview, covers(records, original) else { return result }
        result.findings = original.findings.filter { $0.kind != .needsReview } + records.map { record in
            Finding(kind: record.result == .compliant ? .pass : .notApplicable, screen: record.screen,
                    message: "Manual review: \(record.result.rawValue)" + describe(record))
        }
        result.outcome = records.allSatisfy { $0.result == .doesNotApply } ? .notApplicable : .pass
        return result
    }

    static func covers(_ records: [ReviewRecord], _ result: RequirementResult) -> Bool {
        if records.contains(where: { $0.screen == nil }) { return true }
        let reviewed = Set(records.compactMap(\.screen))
        let needed = Set(result.findings.filter { $0.kind == .needsReview }.compactMap(\.screen))
        return needed.isSubset(of: reviewed)
    }

    static func describe(_ record: ReviewRecord) -> String {
        var text = ""
        if let note = record.note, !note.isBlank { text += ": \(note)" }
        return text + " (\(record.tester), \(record.date)\(record.screen.map { ", \($0)" } ?? ""))"
    }
}
