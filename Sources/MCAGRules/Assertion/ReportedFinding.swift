/// One finding with the requirement result it belongs to.
public struct ReportedFinding: Sendable {
    public var result: RequirementResult
    public var finding: Finding

    public init(result: RequirementResult, finding: Finding) {
        self.result = result
        self.finding = finding
    }

    /// The finding's impact, or the upper end of its requirement's range
    /// when it has none (needs-review findings).
    public var impact: Impact { finding.impact ?? result.impactRange.upper }

    /// The stable key that baselines use for this finding.
    public var fingerprint: String { Fingerprint.of(finding, requirement: result.requirementID) }
}
