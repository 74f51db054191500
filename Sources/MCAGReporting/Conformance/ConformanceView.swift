package import MCAGRules

/// One standard's view of an audit: a level and the evidence for every
/// clause, from the automated results with recorded manual results merged in
/// (`ConformanceMerge`).
package struct ConformanceView: Sendable {
    /// One clause with what the audit says about it.
    package struct Row: Sendable {
        package var clause: ConformanceStandard.Clause
        package var level: ConformanceLevel
        /// The MCAG criteria mapped to the clause, as `1.4.1 Text Color Contrast`.
        package var criteria: [String]
        /// How the level was reached: counts of outcomes, or why nothing was evaluated.
        package var remarks: String
    }

    package var standard: ConformanceStandard
    package var rows: [Row]
    /// The threshold profile the automated checks used.
    package var profile: ThresholdProfile

    /// The view of `report` (manual results already merged) for `standard`;
    /// `catalog` supplies each criterion's WCAG references.
    package init(_ report: AuditReport, standard: ConformanceStandard, catalog: Catalog) {
        self.standard = standard
        self.profile = report.profile
        var outcomes: [String: [Outcome]] = [:]
        for result in report.results { outcomes[result.criterionID, default: []].append(result.outcome) }
        rows = standard.clauses.map { clause in Self.row(clause, standard: standard, catalog: catalog, outcomes: outcomes) }
    }

    static func row(
        _ clause: ConformanceStandard.Clause, standard: ConformanceStandard, catalog: Catalog, outcomes: [String: [Outcome]]
    ) -> Row {
        let criteria = standard.criteria(for: clause, in: catalog)
        let names = criteria.map { "\($0.number) \($0.title)" }
        if let reason = clause.notApplicable {
            return Row(clause: clause, level: .notApplicable, criteria: names, remarks: reason)
        }
        guard !criteria.isEmpty else {
            return Row(clause: clause, level: .notEvaluated, criteria: [],
                       remarks: "No MCAG criterion covers this clause: evaluate it by hand.")
        }
        let audited = criteria.flatMap { outcomes[$0.id] ?? [] }
        guard !audited.isEmpty else {
            return Row(clause: clause, level: .notEvaluated, criteria: names,
                       remarks: "The criteria that cover this clause were not run (skipped or not included).")
        }
        return Row(clause: clause, level: .rollUp(audited), criteria: names, remarks: tally(audited))
    }

    /// `2 violated, 5 passed, 1 needs review` over the tests of the mapped criteria.
    static func tally(_ outcomes: [Outcome]) -> String {
        let words: [(Outcome, String)] = [(.violation, "violated"), (.pass, "passed"), (.needsReview, "need review"),
                                          (.notApplicable, "not applicable")]
        let parts = words.compactMap { outcome, word -> String? in
            let count = outcomes.filter { $0 == outcome }.count
            return count == 0 ? nil : "\(count) \(word)"
        }
        return "MCAG tests: " + parts.joined(separator: ", ")
    }

    /// How many clauses reached each level.
    package var counts: [(ConformanceLevel, Int)] {
        ConformanceLevel.allCases.map { level in (level, rows.filter { $0.level == level }.count) }
    }
}
