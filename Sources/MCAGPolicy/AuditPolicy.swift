public import Foundation

/// What a team decides about an audit's findings: the house rules it
/// audited with, what fails (minimum impact, strictness), what is set aside
/// (suppressions, a baseline) and what people found by hand (manual results).
///
/// ``judge(_:)`` is the one function from an audit report to a verdict:
/// `MCAG.audit`, the `mcag` command and every report format read the
/// ``AuditVerdict`` it returns, so they pass and fail on the same findings.
///
/// ```swift
/// let report = try Audit(catalog: catalog).run(snapshot)
/// var policy = AuditPolicy(catalog: catalog, minimumImpact: .serious)
/// policy.baseline = try Baseline.load(from: baselineURL)
/// let verdict = try policy.judge(report)
/// ```
public struct AuditPolicy: Sendable {
    /// The catalog the report was audited with, house rules merged:
    /// suppressions are checked against it.
    public var catalog: Catalog
    /// The house rules merged into ``catalog``; the verdict lists their
    /// disabled criteria and impact overrides.
    public var house: HouseRules?
    /// Violations below this impact are listed but do not fail.
    public var minimumImpact: Impact
    /// When true, an automated or assisted test that could not decide fails
    /// too; with ``manualResults``, so does every test still unreviewed.
    public var strict: Bool
    /// Findings set aside by hand, each with its reason and, often, an expiry date.
    public var suppressions: [Suppression]
    /// Known violations that do not fail; only new ones do.
    public var baseline: Baseline?
    /// When true, the verdict records today's failing violations as a
    /// baseline (``AuditVerdict/recordedBaseline``) in the same judgement.
    /// Recording accepts them: with no ``baseline`` to compare with, the
    /// verdict is judged against the one it records, so only what no
    /// baseline may hold (an expired suppression, a failing manual result)
    /// still fails.
    package var recordsBaseline = false
    /// Results people recorded for tests a machine cannot decide
    /// (`mcag review`); a Not Compliant result fails like a violation.
    public var manualResults: ReviewLog?
    /// The day suppression expiry is judged against. Tests pin it.
    public var now: Date
    /// The display names of the screens the report covers, when known:
    /// ``baseline`` entries of other screens are then not counted as fixed
    /// (``BaselineComparison/notAudited``). `MCAG.evaluate` sets it; nil
    /// compares every entry of the baseline.
    public var auditedScreens: Set<String>?

    /// A policy judging against `catalog`, with the defaults of `mcag audit`: failing from minor up, not strict, no suppressions, no baseline and no manual results, expiry judged against `now`.
    public init(
        catalog: Catalog, house: HouseRules? = nil, minimumImpact: Impact = .minor, strict: Bool = false,
        suppressions: [Suppression] = [], baseline: Baseline? = nil, manualResults: ReviewLog? = nil, now: Date = Date()
    ) {
        self.catalog = catalog
        self.house = house
        self.minimumImpact = minimumImpact
        self.strict = strict
        self.suppressions = suppressions
        self.baseline = baseline
        self.manualResults = manualResults
        self.now = now
    }

    /// Judges `report` under this policy: pure, so the same report and
    /// policy give the same verdict. Throws when a suppression names a
    /// requirement or exception the catalog does not hold.
    public func judge(_ report: AuditReport) throws(SuppressionError) -> AuditVerdict {
        try AuditVerdict(report: report, policy: self)
    }
}
