/// One finding with the requirement result it belongs to.
///
/// The result is held in a shared box: every finding of a requirement
/// refers to one copy of its result instead of carrying its own (a million
/// violations of one test once meant a million copies of the result's nine
/// fields, in every list the verdict keeps).
public struct ReportedFinding: Sendable {
    private final class ResultBox: Sendable {
        let result: RequirementResult
        init(_ result: RequirementResult) { self.result = result }
    }

    private var box: ResultBox
    public var finding: Finding

    public var result: RequirementResult {
        get { box.result }
        set { box = ResultBox(newValue) }
    }

    public init(result: RequirementResult, finding: Finding) {
        self.init(box: ResultBox(result), finding: finding)
    }

    private init(box: ResultBox, finding: Finding) {
        self.box = box
        self.finding = finding
    }

    /// The result's findings of `kind`, each sharing one box for the result.
    static func all(in result: RequirementResult, where include: (Finding) -> Bool) -> [ReportedFinding] {
        let box = ResultBox(result)
        return result.findings.filter(include).map { ReportedFinding(box: box, finding: $0) }
    }

    /// Every violation of the report, in report order, one box per requirement.
    static func violations(of report: AuditReport) -> [ReportedFinding] {
        report.results.flatMap { all(in: $0) { $0.kind == .violation } }
    }

    /// The finding's impact, or the upper end of its requirement's range
    /// when it has none (needs-review findings).
    public var impact: Impact { finding.impact ?? box.result.impactRange.upper }

    /// The stable key that baselines use for this finding.
    public var fingerprint: String { Fingerprint.of(finding, requirement: box.result.requirementID) }
}
