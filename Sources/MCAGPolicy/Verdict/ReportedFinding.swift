/// One finding with the requirement result it belongs to.
///
/// The result is held in a shared box and the finding is read from it by
/// position: every finding of a requirement refers to one copy of its result
/// instead of carrying its own and a copy of the finding (a million
/// violations of one test once meant a million copies of both, in every list
/// the verdict keeps).
public struct ReportedFinding: Sendable {
    private final class ResultBox: Sendable {
        let result: RequirementResult
        init(_ result: RequirementResult) { self.result = result }
    }

    private final class FindingBox: Sendable {
        let finding: Finding
        init(_ finding: Finding) { self.finding = finding }
    }

    private var box: ResultBox
    /// Where the finding sits in the result's findings, when it came from there.
    private var position: Int
    /// A finding given or set by hand, which may not be in the result.
    private var findingBox: FindingBox?

    /// The finding: read from the shared result by position, so that a
    /// reported finding costs three words, not a second copy of the finding.
    public var finding: Finding {
        get { findingBox?.finding ?? box.result.findings[position] }
        set { findingBox = FindingBox(newValue) }
    }

    public var result: RequirementResult {
        get { box.result }
        set {
            let current = finding
            box = ResultBox(newValue)
            findingBox = FindingBox(current)
        }
    }

    package init(result: RequirementResult, finding: Finding) {
        box = ResultBox(result)
        position = 0
        findingBox = FindingBox(finding)
    }

    private init(box: ResultBox, position: Int) {
        self.box = box
        self.position = position
    }

    /// The result's findings of `kind`, each sharing one box for the result.
    static func all(in result: RequirementResult, kind: Finding.Kind) -> [ReportedFinding] {
        let box = ResultBox(result)
        // One loop, reading each kind in place: no intermediate list, and no
        // copy of every finding (a dozen retains each) to read one field.
        let findings = result.findings
        var reported: [ReportedFinding] = []
        for position in findings.indices where findings[position].kind == kind {
            reported.append(ReportedFinding(box: box, position: position))
        }
        return reported
    }

    /// Every violation of the report, in report order, one box per requirement.
    static func violations(of report: AuditReport) -> [ReportedFinding] {
        report.results.flatMap { all(in: $0, kind: .violation) }
    }

    /// The finding's impact, or the upper end of its requirement's range
    /// when it has none (needs-review findings).
    public var impact: Impact {
        let impact = findingBox.map(\.finding.impact) ?? box.result.findings[position].impact
        return impact ?? box.result.impactRange.upper
    }

    /// The finding's kind, read in place.
    var kind: Finding.Kind { findingBox.map(\.finding.kind) ?? box.result.findings[position].kind }

    /// The requirement the finding belongs to, read without copying the result.
    var requirementID: String { box.result.requirementID }

    /// The stable key that baselines use for this finding.
    public var fingerprint: String { Fingerprint.of(finding, requirement: box.result.requirementID) }
}
