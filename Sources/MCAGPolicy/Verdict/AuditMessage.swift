/// The words a developer reads when an audit fails: what is wrong, where,
/// by how much, and how to fix it.
enum AuditMessage {
    /// One violation or needs-review finding, on several lines.
    static func describe(_ item: ReportedFinding) -> String {
        let result = item.result, finding = item.finding
        let verdict = finding.kind == .needsReview ? "needs review (strict)" : "impact \(item.impact.title)"
        var lines = [
            "\(result.criterionID) \(result.criterionNumber) \(result.criterionTitle) [\(result.requirementID)], \(verdict)",
            "  Test: \(result.requirementText)",
            "  Element: \(element(of: finding))",
            "  Problem: \(finding.message)",
        ]
        if let measured = finding.measured { lines.append("  Measured: \(measured)") }
        if !finding.missing.isEmpty { lines.append("  Missing: \(finding.missing.joined(separator: ", "))") }
        if let fix = finding.fix {
            lines.append("  Fix: \(fix)")
        } else if finding.kind == .needsReview {
            lines.append("  Fix: capture the missing data, or verify by hand and suppress with a reason")
        }
        return lines.joined(separator: "\n")
    }

    static func describe(expired suppression: Suppression) -> String {
        "Suppression expired on \(suppression.expires ?? "?"): \(suppression.summary)\n"
            + "  Fix: fix what it covered and delete it, or renew it with a new date and a reason"
    }

    static func element(of finding: Finding) -> String {
        guard let element = finding.element else {
            return finding.screen.map { "the whole screen \"\($0)\"" } ?? "the whole app"
        }
        var parts = ["role \(element.role)"]
        if let identifier = element.identifier, !identifier.isBlank { parts.append("identifier \"\(identifier)\"") }
        if let label = element.label { parts.append("label \"\(label)\"") }
        if let className = element.className { parts.append("class \(className)") }
        if let frame = element.frame { parts.append("frame \(frame)") }
        parts.append("path \(element.path)")
        parts.append("screen \"\(element.screen)\"")
        return parts.joined(separator: ", ")
    }

    /// The full message of a verdict.
    static func describe(_ verdict: AuditVerdict) -> String {
        var counts: [Impact: Int] = [:]
        let issues = verdict.issues
        for issue in issues where issue.kind == .violation { counts[issue.item?.impact ?? .minor, default: 0] += 1 }
        let violations = counts.values.reduce(0, +)
        let byLevel = Impact.allCases.reversed().compactMap { level in counts[level].map { "\($0) \(level.name)" } }
        var head: [String] = []
        if violations > 0 { head.append("\(violations) violation\(violations == 1 ? "" : "s") (\(byLevel.joined(separator: ", ")))") }
        let reviews = issues.filter { $0.kind == .needsReview }.count
        if reviews > 0 { head.append("\(reviews) finding\(reviews == 1 ? "" : "s") needing review") }
        if !verdict.expiredSuppressions.isEmpty { head.append("\(verdict.expiredSuppressions.count) expired suppression(s)") }
        var sections = [verdict.passed ? "Accessibility audit passed." : "Accessibility audit failed: \(head.joined(separator: ", ")).",]
        for (number, issue) in issues.enumerated() { sections.append("\(number + 1)) \(issue.message)") }
        sections += notes(on: verdict)
        // Test runners print the message to a terminal or CI log: dump text must not act on it.
        return sections.joined(separator: "\n\n").escapingControlCharacters
    }

    private static func notes(on verdict: AuditVerdict) -> [String] {
        var notes: [String] = []
        if !verdict.belowMinimumImpact.isEmpty {
            notes.append("Below the minimum impact (not failing): \(verdict.belowMinimumImpact.count) violation(s).")
        }
        if !verdict.usedSuppressions.isEmpty {
            notes.append("Suppressions used:\n" + verdict.usedSuppressions.map {
                "  - \($0.suppression.summary): \($0.findings.count) finding(s)"
            }.joined(separator: "\n"))
        }
        if !verdict.unusedSuppressions.isEmpty {
            notes.append("Suppressions that matched nothing (delete them):\n"
                + verdict.unusedSuppressions.map { "  - \($0.summary)" }.joined(separator: "\n"))
        }
        if let baseline = verdict.baseline {
            var line = "Baseline: \(baseline.known.count) known violation(s) tolerated"
            if !baseline.fixed.isEmpty {
                line += "; \(baseline.fixed.map(\.count).saturatingSum) fixed, record the baseline again to drop:\n"
                    + baseline.fixed.map { "  - \($0.fingerprint)" }.joined(separator: "\n")
            }
            if !baseline.notAudited.isEmpty {
                line += "\n  \(baseline.notAudited.map(\.count).saturatingSum) violation(s) of the baseline are on screens this "
                    + "audit did not cover: not audited, not fixed (kept when the baseline is recorded again)"
            }
            notes.append(line)
        }
        if !verdict.disabledCriteria.isEmpty {
            notes.append("Disabled by house rules:\n"
                + verdict.disabledCriteria.map { "  - \($0.criterion): \($0.reason)" }.joined(separator: "\n"))
        }
        if !verdict.impactOverrides.isEmpty {
            notes.append("Impact overrides:\n"
                + verdict.impactOverrides.map { "  - \($0.requirement) → \($0.impact): \($0.reason)" }.joined(separator: "\n"))
        }
        return notes
    }
}
