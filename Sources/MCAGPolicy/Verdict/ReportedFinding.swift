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
        /// Where the result sits in the report it was read from; nil for a
        /// result given alone. Kept in the shared box, so it costs a finding nothing.
        let index: Int?
        init(_ result: RequirementResult, index: Int? = nil) {
            self.result = result
            self.index = index
        }
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

    /// The finding's place in the report it was read from, which no other
    /// finding of that report shares (two findings may be equal field for
    /// field: one sentence about two elements of one frame); nil once the
    /// finding or its result is replaced, or for one made by hand.
    package var id: FindingID? {
        guard findingBox == nil, let resultIndex = box.index else { return nil }
        return FindingID(result: resultIndex, finding: position)
    }

    /// The requirement's result the finding belongs to.
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

    /// The result's findings of `kind`, each sharing one box for the result;
    /// `resultIndex` is the result's place in its report, which gives each its ``id``.
    static func all(in result: RequirementResult, at resultIndex: Int?, kind: Finding.Kind) -> [ReportedFinding] {
        let box = ResultBox(result, index: resultIndex)
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
        report.results.indices.flatMap { all(in: report.results[$0], at: $0, kind: .violation) }
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
    package var fingerprint: String { Fingerprint.of(finding, requirement: box.result.requirementID) }
}

/// A finding's identity within its audit report: the place of its requirement
/// result in the report and its own place among that result's findings. The
/// policy stage sets findings aside by identity, never by comparing their fields.
package struct FindingID: Hashable, Sendable {
    package var result: Int
    package var finding: Int
}
