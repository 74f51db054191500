import MCAGHouseRuleFixtures
import Testing
import MCAGRules

@Suite struct HouseRulesTests {
    @Test func mergingAddsHouseCriteriaUnderTheirOwnNamespace() throws {
        let merged = try Catalog.standard.merging(Acme.house)
        #expect(merged.criteria.count == Catalog.standard.criteria.count + 1)
        #expect(merged.criterion(id: "ACME:tap-height")?.title == "Tap Height")
        #expect(merged.criteria(matching: "ACME-1").map(\.id) == ["ACME:tap-height"])
        #expect(merged.placement(of: "ACME:tap-height")?.principle.title == "ACME house rules")
    }

    @Test func houseCriterionReusingAnMCAGIDIsRefusedNamingBothDeclarations() throws {
        let house = HouseRules(namespace: "ACME") {
            Criterion("MCAG:touch-target-size", number: "ACME-9", "Our Touch Targets") {
                Requirement("Targets are big", impact: .serious)
            }
        }
        let standard = try #require(Catalog.standard.criterion(id: "MCAG:touch-target-size"))
        #expect(throws: CatalogError.duplicateCriterionID(
            "MCAG:touch-target-size", first: standard.location, second: house.criteria[0].location)) {
            try Catalog.standard.merging(house)
        }
    }

    @Test func houseCriterionRepeatingItsOwnIDIsRefused() {
        let house = HouseRules(namespace: "ACME") { Acme.tapHeight; Acme.tapHeight }
        #expect(throws: CatalogError.duplicateCriterionID(
            "ACME:tap-height", first: Acme.tapHeight.location, second: Acme.tapHeight.location)) {
            try Catalog.standard.merging(house)
        }
    }

    @Test func houseCriterionOutsideTheHouseNamespaceIsRefused() {
        let house = HouseRules(namespace: "ACME") {
            Criterion("brand-contrast", number: "ACME-3", "Brand Contrast") { Requirement("Brand text reaches 7:1", impact: .serious) }
        }
        #expect(throws: CatalogError.invalidIdentifier(
            "brand-contrast", reason: "house criteria are named 'ACME:<name>'", at: house.criteria[0].location)) {
            try Catalog.standard.merging(house)
        }
    }

    @Test func houseSeeAlsoToAnUnknownCriterionIsRefused() {
        let house = HouseRules(namespace: "ACME") {
            Criterion("ACME:brand-contrast", number: "ACME-3", "Brand Contrast") {
                Requirement("Brand text reaches 7:1", impact: .serious)
                SeeAlso("MCAG:no-such-criterion")
            }
        }
        #expect(throws: CatalogError.unknownCriterionReference(
            from: "ACME:brand-contrast", to: "MCAG:no-such-criterion", at: house.criteria[0].location)) {
            try Catalog.standard.merging(house)
        }
    }

    @Test func impactOverrideWithinPolicyChangesTheRange() throws {
        let house = HouseRules(namespace: "ACME") {
            ImpactOverride("MCAG:touch-target-size#1", to: .serious ... .critical, reason: "Older audience")
        }
        let merged = try Catalog.standard.merging(house)
        #expect(merged.requirement(id: "MCAG:touch-target-size#1")?.impact == .serious ... .critical)
        #expect(Catalog.standard.requirement(id: "MCAG:touch-target-size#1")?.impact == .minor ... .serious)
    }

    @Test func impactOverrideOutsidePolicyIsRefused() {
        let change = ImpactOverride("MCAG:touch-target-size#1", to: .minor, reason: "We disagree")
        let house = HouseRules(namespace: "ACME", policy: .raiseOnly) { change }
        #expect(throws: CatalogError.impactOverrideOutsidePolicy(
            requirement: "MCAG:touch-target-size#1", standard: .minor ... .serious, requested: ImpactRange(.minor),
            policy: ImpactPolicy.raiseOnly.description, at: change.location)) {
            try Catalog.standard.merging(house)
        }
    }

    @Test func defaultPolicyRefusesLoweringACriticalRequirementByTwoLevels() throws {
        let critical = try #require(Catalog.standard.requirements.first { $0.impact == ImpactRange(.critical) })
        let house = HouseRules(namespace: "ACME") { ImpactOverride(critical.id, to: .moderate, reason: "Rare here") }
        #expect(throws: CatalogError.self) { try Catalog.standard.merging(house) }
        let oneLevel = HouseRules(namespace: "ACME") { ImpactOverride(critical.id, to: .serious, reason: "Rare here") }
        #expect(try Catalog.standard.merging(oneLevel).requirement(id: critical.id)?.impact == ImpactRange(.serious))
    }

    @Test func overrideOfAnUnknownRequirementIsRefused() {
        let change = ImpactOverride("MCAG:touch-target-size#9", to: .critical, reason: "Typo")
        #expect(throws: CatalogError.unknownRequirementReference(
            from: "impact override", to: "MCAG:touch-target-size#9", at: change.location)) {
            try Catalog.standard.merging(HouseRules(namespace: "ACME") { change })
        }
    }

    @Test func twoOverridesOfOneRequirementConflict() {
        let first = ImpactOverride("MCAG:touch-target-size#1", to: .serious, reason: "A")
        let second = ImpactOverride("MCAG:touch-target-size#1", to: .critical, reason: "B")
        #expect(throws: CatalogError.conflictingHouseDeclaration(
            "MCAG:touch-target-size#1", first: first.location, second: second.location)) {
            try Catalog.standard.merging(HouseRules(namespace: "ACME") { first; second })
        }
    }

    @Test func overridesAndDisabledCriteriaNeedAReason() {
        let change = ImpactOverride("MCAG:touch-target-size#1", to: .serious, reason: " ")
        #expect(throws: CatalogError.missingReason("impact override of MCAG:touch-target-size#1", at: change.location)) {
            try Catalog.standard.merging(HouseRules(namespace: "ACME") { change })
        }
        let disabled = DisabledCriterion("MCAG:touch-target-size", reason: "")
        #expect(throws: CatalogError.missingReason("disabling MCAG:touch-target-size", at: disabled.location)) {
            try Catalog.standard.merging(HouseRules(namespace: "ACME") { disabled })
        }
    }

    @Test func disablingAnUnknownCriterionIsRefused() {
        let disabled = DisabledCriterion("MCAG:no-such", reason: "Gone")
        #expect(throws: CatalogError.unknownCriterionReference(from: "disabled criterion", to: "MCAG:no-such", at: disabled.location)) {
            try Catalog.standard.merging(HouseRules(namespace: "ACME") { disabled })
        }
    }

    @Test func disabledCriteriaDoNotRunAndAreListedWithTheirReason() throws {
        var house = Acme.house
        house.disabledCriteria = [DisabledCriterion("ACME:tap-height", reason: "Replaced by the design system audit")]
        let options = AuditOptions(house: house, includedCriteria: ["ACME:tap-height"])
        let verdict = try MCAG.audit(Acme.checkout, options)
        #expect(verdict.report.results.isEmpty)
        #expect(verdict.message.contains("Disabled by house rules:\n  - ACME:tap-height: Replaced by the design system audit"))
    }

    @Test func anOverrideRaisesTheImpactOfHouseViolations() throws {
        var house = Acme.house
        house.impactOverrides = [ImpactOverride("ACME:tap-height#1", to: .critical, reason: "Checkout is revenue")]
        let options = AuditOptions(house: house, minimumImpact: .critical, includedCriteria: ["ACME:tap-height"])
        let verdict = try MCAG.evaluate(Acme.checkout, options)
        #expect(verdict.issues.compactMap(\.item?.impact) == [.critical, .critical])
        #expect(verdict.message.contains("Impact overrides:\n  - ACME:tap-height#1 → Critical: Checkout is revenue"))
    }
}
