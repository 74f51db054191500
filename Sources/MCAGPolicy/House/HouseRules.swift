/// A team's own rules, written in the same DSL as the standard catalog:
/// criteria in the team's namespace, impact overrides and disabled
/// criteria. Merge them with ``Catalog/merging(_:)``.
///
/// ```swift
/// let house = HouseRules(namespace: "ACME") {
///     Criterion("ACME:brand-contrast", number: "ACME-1", "Brand Colour Contrast") {
///         Requirement("Brand-coloured text reaches 7:1", impact: .serious) { BrandContrastCheck() }
///     }
///     ImpactOverride("MCAG:touch-target-size#1", to: .serious ... .critical, reason: "Older audience")
///     DisabledCriterion("MCAG:synchronized-media-alternatives", reason: "The app plays no media")
/// }
/// ```
public struct HouseRules: Sendable {
    /// The namespace every house criterion ID starts with (`ACME` for `ACME:brand-contrast`).
    public var namespace: String
    /// The house's own criteria, in declaration order.
    public var criteria: [Criterion]
    package var impactOverrides: [ImpactOverride]
    package var disabledCriteria: [DisabledCriterion]
    /// How far overrides may move MCAG's ratings.
    public var policy: ImpactPolicy
    package var location: DeclarationSite

    /// House rules in `namespace`, under `policy`, declared in `body`; the call site is kept for error messages.
    public init(
        namespace: String, policy: ImpactPolicy = ImpactPolicy(), fileID: String = #fileID, line: Int = #line,
        @HouseRulesBuilder _ body: () -> [HouseRulePart] = { [] }
    ) {
        self.namespace = namespace
        self.policy = policy
        self.location = DeclarationSite(fileID: fileID, line: line)
        var criteria: [Criterion] = [], overrides: [ImpactOverride] = [], disabled: [DisabledCriterion] = []
        for part in body() {
            switch part {
            case let .criterion(criterion): criteria.append(criterion)
            case let .impactOverride(change): overrides.append(change)
            case let .disabledCriterion(criterion): disabled.append(criterion)
            }
        }
        self.criteria = criteria
        self.impactOverrides = overrides
        self.disabledCriteria = disabled
    }

    /// The principle that holds the house criteria in a merged catalog.
    var principle: Principle {
        Principle("H", "\(namespace) house rules", id: "\(namespace):house", fileID: location.fileID, line: location.line) {
            Guideline("H.1", "\(namespace) house rules", id: "\(namespace):house-rules",
                      fileID: location.fileID, line: location.line) { criteria }
        }
    }
}
