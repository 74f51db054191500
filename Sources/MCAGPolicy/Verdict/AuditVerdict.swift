/// One reason an audit fails, with the message a developer reads.
public struct AuditIssue: Sendable, CustomStringConvertible {
    /// What makes an issue fail the audit.
    public enum Kind: String, Sendable {
        /// A violation at or above the minimum impact, not suppressed, not in the baseline.
        case violation
        /// In strict mode: an automated or assisted check could not decide.
        case needsReview
        /// A suppression past its expiry date.
        case expiredSuppression
    }

    /// Which kind of issue this is.
    public var kind: Kind
    /// The finding, for violations and needs-review issues.
    public var item: ReportedFinding?
    /// The suppression, for expired suppressions (boxed: most issues have none).
    public var suppression: Suppression? {
        get { suppressionBox?.suppression }
        set { suppressionBox = newValue.map(SuppressionBox.init) }
    }
    /// The full, actionable message, built when read unless set: a
    /// million issues need not hold a million messages.
    public var message: String {
        get { writtenMessage ?? builtMessage }
        set { writtenMessage = newValue }
    }

    private final class SuppressionBox: Sendable {
        let suppression: Suppression
        init(_ suppression: Suppression) { self.suppression = suppression }
    }

    private var suppressionBox: SuppressionBox?
    private var writtenMessage: String?

    init(kind: Kind, item: ReportedFinding? = nil, suppression: Suppression? = nil) {
        self.kind = kind
        self.item = item
        self.suppressionBox = suppression.map(SuppressionBox.init)
    }

    private var builtMessage: String {
        if let item { return AuditMessage.describe(item) }
        if let suppression { return AuditMessage.describe(expired: suppression) }
        return kind.rawValue
    }

    /// The issue's message.
    public var description: String { message }
}

/// What an audit decided under an ``AuditPolicy``: the engine's report,
/// whether it passed, what fails, everything set aside and why, and the
/// report to show (``reportToShow``). ``AuditPolicy/judge(_:)`` makes it; it
/// is the only place that decides pass or fail, for `MCAG.audit`, `mcag`
/// and every report format alike.
public struct AuditVerdict: Sendable {
    /// The engine's report, before suppressions, thresholds and baseline.
    public internal(set) var report: AuditReport
    /// What fails the audit, in catalog order, expired suppressions last.
    /// Built when read from the failing findings the verdict keeps anyway,
    /// so a million violations are not held twice. Read-only: what fails is
    /// the policy's decision, and ``passed`` follows from it.
    public var issues: [AuditIssue] { Self.issues(failing: failing, expired: expiredAtVerdict) }
    private var failing: [ReportedFinding]
    private var expiredAtVerdict: [Suppression]
    /// The requirements whose undecided findings fail, for `failsUndecided(_:)`.
    private var undecidedAndFailing: Set<String> = []
    /// Violations below the minimum impact: listed, not failing.
    public internal(set) var belowMinimumImpact: [ReportedFinding]
    /// Suppressions that set findings aside.
    public internal(set) var usedSuppressions: [SuppressionUse]
    /// Suppressions that matched nothing: remove them.
    public internal(set) var unusedSuppressions: [Suppression]
    /// Suppressions past their date; they no longer apply and fail the audit.
    public internal(set) var expiredSuppressions: [Suppression]
    /// What would fail without a baseline; ``Baseline/record(_:)-(AuditVerdict)`` records it.
    package internal(set) var failingBeforeBaseline: [ReportedFinding]
    /// The manual results merged in, when the policy held some.
    package internal(set) var manualResults: ManualResultsJudgement?
    /// The comparison with the baseline, when the options held one or
    /// recorded one.
    public internal(set) var baseline: BaselineComparison?
    /// The baseline the policy asked to record (``AuditPolicy/recordsBaseline``):
    /// what fails before any baseline, with an older baseline's entries of
    /// screens this audit did not cover.
    package internal(set) var recordedBaseline: Baseline?
    /// The impact from which violations fail, as the policy set it.
    public internal(set) var minimumImpact: Impact
    /// Whether automated tests that could not decide fail, as the policy set it.
    public internal(set) var strict: Bool
    package internal(set) var disabledCriteria: [DisabledCriterion]
    package internal(set) var impactOverrides: [ImpactOverride]

    /// True when nothing fails: no issue and no expired suppression.
    public var passed: Bool {
        return failing.isEmpty && expiredAtVerdict.isEmpty
    }

    /// How many violations fail the audit: the number every view prints.
    package var failingViolationCount: Int { failing.lazy.filter { $0.kind == .violation }.count }

    /// The report a reporter presents: the engine's report without the
    /// findings suppressions and the baseline set aside, with the manual
    /// results merged in. Violations below the minimum impact stay, listed
    /// as not failing.
    public var reportToShow: AuditReport { manualResults?.report ?? reportWithoutSuppressedOrKnownFindings }

    init(report: AuditReport, policy options: AuditPolicy) throws(SuppressionError) {
        self.report = report
        minimumImpact = options.minimumImpact
        strict = options.strict
        disabledCriteria = options.house?.disabledCriteria ?? []
        impactOverrides = options.house?.impactOverrides ?? []
        let (active, expired) = try Self.sortSuppressions(options, in: options.catalog)
        var uses: [Int: [ReportedFinding]] = [:]
        var below: [ReportedFinding] = []
        // Filtered in place: the candidates and the kept findings are one list, not two.
        var kept = Self.candidates(in: report, strict: options.strict)
        kept.removeAll { item in
            if !active.isEmpty, let index = active[item.requirementID]?.first(where: { options.suppressions[$0].matches(item) }) {
                uses[index, default: []].append(item)
                return true
            }
            if !item.impact.isAtLeast(options.minimumImpact) {
                below.append(item)
                return true
            }
            return false
        }
        Self.sortInReportOrder(&kept, report: report)
        let usedIndices = uses.keys.sorted()
        usedSuppressions = usedIndices.map { SuppressionUse(suppression: options.suppressions[$0], findings: uses[$0] ?? []) }
        let activeIndices = active.values.flatMap { $0 }.sorted()
        unusedSuppressions = activeIndices.filter { uses[$0] == nil }.map { options.suppressions[$0] }
        expiredSuppressions = expired
        belowMinimumImpact = below
        failingBeforeBaseline = kept
        var failing = kept
        let recorded = options.recordsBaseline ? Baseline.record(kept) : nil
        var comparison: BaselineComparison?
        if let baseline = options.baseline ?? recorded {
            comparison = baseline.compare(kept, auditedScreens: options.auditedScreens)
            failing = comparison?.new ?? []
        }
        baseline = comparison
        if let recorded {
            recordedBaseline = options.baseline == nil ? recorded : Baseline.record(kept, keeping: comparison?.notAudited ?? [])
        }
        self.failing = failing
        expiredAtVerdict = expired
        if let log = options.manualResults {
            let judgement = ManualResultsJudgement(merging: log, into: reportWithoutSuppressedOrKnownFindings, policy: options)
            // Once people have recorded results, what still needs review is judged after their
            // results are merged; the engine's violations fail as before, and so do theirs.
            var judged = failing.filter { $0.kind == .violation } + judgement.failing
            Self.sortInReportOrder(&judged, report: report)
            self.failing = judged
            manualResults = judgement
        }
        undecidedAndFailing = Set(self.failing.lazy.filter { $0.kind == .needsReview }.map(\.requirementID))
    }

    /// Whether `requirementID` fails because it is undecided: a strict
    /// verdict's automated test that could not decide, or a test still
    /// without a manual result. Reports mark such tests as failing.
    package func failsUndecided(_ requirementID: String) -> Bool {
        undecidedAndFailing.contains(requirementID)
    }

    /// The violations, and in strict mode the undecided findings of automated checks.
    private static func candidates(in report: AuditReport, strict: Bool) -> [ReportedFinding] {
        var candidates = ReportedFinding.violations(of: report)
        guard strict else { return candidates }
        for index in report.results.indices where report.results[index].automation != .manual {
            candidates += ReportedFinding.all(in: report.results[index], at: index, kind: .needsReview)
        }
        return candidates
    }

    /// Validated suppressions: the indices still in force, by requirement, and the expired ones.
    private static func sortSuppressions(
        _ options: AuditPolicy, in catalog: Catalog
    ) throws(SuppressionError) -> (active: [String: [Int]], expired: [Suppression]) {
        var active: [String: [Int]] = [:]
        var expired: [Suppression] = []
        for (index, suppression) in options.suppressions.enumerated() {
            try suppression.validate(in: catalog, place: "suppressions[\(index)] (\(suppression.requirement))")
            if let end = suppression.endOfValidity(), options.now >= end {
                expired.append(suppression)
            } else {
                active[suppression.requirement, default: []].append(index)
            }
        }
        return (active, expired)
    }

    private static func sortInReportOrder(_ items: inout [ReportedFinding], report: AuditReport) {
        var order: [String: Int] = [:]
        for (position, result) in report.results.enumerated() where order[result.requirementID] == nil {
            order[result.requirementID] = position
        }
        // Each item's place is looked up once, not twice per comparison. The
        // standard library's sort is stable, so items already in report order
        // (the usual case: the violations come in it) stay as they are.
        let places = items.map { order[$0.requirementID] ?? 0 }
        guard zip(places, places.dropFirst()).contains(where: { $0 > $1 }) else { return }
        let sorted = zip(places, items).sorted { $0.0 < $1.0 }
        items = sorted.map(\.1)
    }

    private static func issues(failing: [ReportedFinding], expired: [Suppression]) -> [AuditIssue] {
        let findings = failing.map { item in
            AuditIssue(kind: item.finding.kind == .needsReview ? .needsReview : .violation, item: item)
        }
        let suppressions = expired.map { suppression in
            AuditIssue(kind: .expiredSuppression, suppression: suppression)
        }
        return findings + suppressions
    }

    /// The whole message: a summary line, every issue, then what was set aside.
    public var message: String { AuditMessage.describe(self) }
}
