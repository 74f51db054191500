extension Catalog {
    /// This catalog plus a house's criteria, with the house's impact
    /// overrides applied.
    ///
    /// Refused, with an error naming the declaration: a house criterion
    /// that reuses an ID of this catalog or repeats its own, one outside the
    /// house namespace, a reference to an unknown criterion or requirement,
    /// an override outside the house ``ImpactPolicy``, two declarations
    /// about the same requirement or criterion, and a missing reason.
    /// Disabled criteria stay in the catalog (other criteria may point at
    /// them); the audit skips them and reports list them.
    public func merging(_ house: HouseRules) throws(CatalogError) -> Catalog {
        for criterion in house.criteria {
            if let standard = self.criterion(id: criterion.id) {
                throw .duplicateCriterionID(criterion.id, first: standard.location, second: criterion.location)
            }
            guard criterion.id.hasPrefix("\(house.namespace):"), criterion.id.count > house.namespace.count + 1 else {
                throw .invalidIdentifier(
                    criterion.id, reason: "house criteria are named '\(house.namespace):<name>'", at: criterion.location)
            }
        }
        let merged = try Catalog(principles + [house.principle])
        var principles = merged.principles
        var placements: [String: (principle: Int, guideline: Int, criterion: Int)] = [:]
        for (p, principle) in principles.enumerated() {
            for (g, guideline) in principle.guidelines.enumerated() {
                for (c, criterion) in guideline.criteria.enumerated() { placements[criterion.id] = (p, g, c) }
            }
        }
        var overridden: [String: DeclarationSite] = [:]
        for change in house.impactOverrides {
            if let first = overridden.updateValue(change.location, forKey: change.requirement) {
                throw .conflictingHouseDeclaration(change.requirement, first: first, second: change.location)
            }
            guard let requirement = merged.requirement(id: change.requirement),
                  let hash = change.requirement.lastIndex(of: "#"),
                  let place = placements[String(change.requirement[..<hash])]
            else {
                throw .unknownRequirementReference(from: "impact override", to: change.requirement, at: change.location)
            }
            if change.reason.hasNoVisibleCharacter {
                throw .missingReason("impact override of \(change.requirement)", at: change.location)
            }
            if change.impact.isEmpty {
                throw .emptyImpactRange(requirement: change.requirement, range: change.impact, at: change.location)
            }
            guard house.policy.allows(from: requirement.impact, to: change.impact) else {
                throw .impactOverrideOutsidePolicy(
                    requirement: change.requirement, standard: requirement.impact, requested: change.impact,
                    policy: house.policy.description, at: change.location)
            }
            let index = requirement.index - 1
            principles[place.principle].guidelines[place.guideline].criteria[place.criterion].requirements[index].impact =
                change.impact
        }
        var disabled: [String: DeclarationSite] = [:]
        for entry in house.disabledCriteria {
            let matches = merged.criteria(matching: entry.criterion)
            if matches.isEmpty {
                throw .unknownCriterionReference(from: "disabled criterion", to: entry.criterion, at: entry.location)
            }
            if entry.reason.hasNoVisibleCharacter { throw .missingReason("disabling \(entry.criterion)", at: entry.location) }
            for match in matches {
                if let first = disabled.updateValue(entry.location, forKey: match.id) {
                    throw .conflictingHouseDeclaration(match.id, first: first, second: entry.location)
                }
            }
        }
        return try Catalog(principles)
    }
}
