public import Foundation

/// What makes an audit fail, and what it sets aside.
///
/// ```swift
/// var options = AuditOptions(minimumImpact: .serious)
/// options.skippedCriteria = ["MCAG:synchronized-media-alternatives"]
/// options.suppressions = [Suppression("MCAG:touch-target-size#1", identifier: "legal-link",
///                                     exception: "inline-in-text")]
/// ```
public struct AuditOptions: Sendable {
    /// The catalog to audit with; house rules are merged into it.
    public var catalog: Catalog
    /// A house's own criteria, impact overrides and disabled criteria.
    public var house: HouseRules?
    /// Violations below this impact are listed but do not fail.
    public var minimumImpact: Impact
    /// When true, a needs-review finding of an automated or assisted
    /// requirement fails too. Manual requirements never fail an audit:
    /// they belong to the manual checklist.
    public var strict: Bool
    /// When set, only these criteria run (IDs, IDs without namespace, or printed numbers).
    public var includedCriteria: Set<String>?
    /// Criteria that do not run.
    public var skippedCriteria: Set<String>
    /// Accepted findings, each justified (Documentation/Suppressions.md).
    public var suppressions: [Suppression]
    /// Known violations that do not fail; only new ones do.
    public var baseline: Baseline?
    /// Whether the verdict also records today's failures as a baseline
    /// (``AuditPolicy/recordsBaseline``): `mcag audit --write-baseline`.
    package var recordsBaseline = false
    /// The day suppression expiry is judged against. Tests pin it.
    public var now: Date
    /// Exceptions claimed for elements by identifier, or for a whole
    /// requirement, when the snapshot cannot carry the claim itself (a
    /// dump taken from an app nobody can change). The engine applies them
    /// as it applies claims on elements, and the report names each one.
    public var exceptionClaims: [ConfiguredExceptionClaim]
    /// Time every check; the report's ``AuditReport/checkTimings`` holds the figures.
    public var timesChecks: Bool
    /// The app under test, by Android package or iOS bundle identifier (`mcag
    /// audit --app`); nil to take, on each screen, the app whose windows cover
    /// the most of it, system UI and keyboards left out (see ``AppScope``).
    public var appUnderTest: String?
    /// True to audit other apps' elements (system bars, keyboards) too
    /// (`--include-other-apps`); by default they are set aside before the
    /// audit and the report counts them.
    public var includesOtherApps: Bool = false
    /// The thresholds (touch target size, contrast) checks compare against:
    /// ``ThresholdProfile/mcag`` by default, one of ``ThresholdProfile/builtIn``
    /// or a house's own. Every threshold finding and report names it.
    public var profile: ThresholdProfile = .mcag
    /// Results people recorded for the tests a machine cannot decide
    /// (`mcag review`); merged by the policy stage, a Not Compliant result
    /// fails like a violation.
    public var manualResults: ReviewLog?

    /// Options with the defaults of `mcag audit`: the standard catalog, failing from minor up.
    public init(
        catalog: Catalog = .standard, house: HouseRules? = nil, minimumImpact: Impact = .minor, strict: Bool = false,
        includedCriteria: Set<String>? = nil, skippedCriteria: Set<String> = [], suppressions: [Suppression] = [],
        baseline: Baseline? = nil, now: Date = Date(), exceptionClaims: [ConfiguredExceptionClaim] = [],
        timesChecks: Bool = false
    ) {
        self.catalog = catalog
        self.house = house
        self.minimumImpact = minimumImpact
        self.strict = strict
        self.includedCriteria = includedCriteria
        self.skippedCriteria = skippedCriteria
        self.suppressions = suppressions
        self.baseline = baseline
        self.now = now
        self.exceptionClaims = exceptionClaims
        self.timesChecks = timesChecks
        self.appUnderTest = nil
    }

    /// The options a house configuration file describes; `house` adds the
    /// criteria only Swift code can declare.
    public init(configuration: HouseConfiguration, catalog: Catalog = .standard, house: HouseRules? = nil,
                baseline: Baseline? = nil, now: Date = Date()) {
        var rules = house ?? HouseRules(namespace: configuration.namespace ?? "HOUSE")
        rules.impactOverrides += configuration.impactOverrides
        rules.disabledCriteria += configuration.disabledCriteria
        if let policy = configuration.impactPolicy { rules.policy = policy }
        self.init(
            catalog: catalog, house: rules, minimumImpact: configuration.minimumImpact ?? .minor,
            strict: configuration.strict ?? false, includedCriteria: configuration.includedCriteria.map(Set.init),
            skippedCriteria: Set(configuration.skippedCriteria ?? []), suppressions: configuration.suppressions ?? [],
            baseline: baseline, now: now, exceptionClaims: configuration.exceptionClaims)
        if let profile = configuration.profile { self.profile = profile }
    }
}

extension AuditOptions {
    /// The catalog and engine configuration these options audit with: the
    /// house rules merged, their disabled criteria skipped. `MCAG.evaluate`
    /// and `mcag` resolve options here, and nowhere else.
    package func resolved() throws(CatalogError) -> (catalog: Catalog, configuration: AuditConfiguration) {
        var catalog = self.catalog
        var skipped = skippedCriteria
        if let house {
            catalog = try catalog.merging(house)
            skipped.formUnion(house.disabledCriteria.map(\.criterion))
        }
        let configuration = AuditConfiguration(
            includedCriteria: includedCriteria, skippedCriteria: skipped, exceptionClaims: exceptionClaims,
            timesChecks: timesChecks, profile: profile)
        return (catalog, configuration)
    }

    /// The policy stage's share of these options, judging against `catalog`
    /// (the resolved one, house rules merged).
    package func policy(catalog: Catalog) -> AuditPolicy {
        var policy = AuditPolicy(catalog: catalog, house: house, minimumImpact: minimumImpact, strict: strict,
                                 suppressions: suppressions, baseline: baseline, manualResults: manualResults, now: now)
        policy.recordsBaseline = recordsBaseline
        return policy
    }
}
