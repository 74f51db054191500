/// A validated set of principles, guidelines and criteria, with look-up by
/// ID, printed number and requirement ID.
///
/// Building a catalog checks it: duplicate IDs, empty impact ranges,
/// criteria without requirements, references to unknown criteria and a
/// single-valued component given twice are refused with a ``CatalogError`` that names the
/// declaration.
public struct Catalog: Sendable {
    /// The catalog's principles, in order.
    public let principles: [Principle]
    private let criteriaByID: [String: Criterion]
    private let criteriaByAlias: [String: [String]]

    /// Builds and checks a catalog of `principles`; throws a `CatalogError` naming the declaration it refuses.
    public init(_ principles: [Principle]) throws(CatalogError) {
        self.principles = principles
        let byID: [String: Criterion] = try Self.criteriaByID(principles)
        for criterion in byID.values {
            for target in criterion.seeAlso where byID[target] == nil {
                throw .unknownCriterionReference(from: criterion.id, to: target, at: criterion.location)
            }
        }
        self.criteriaByID = byID
        self.criteriaByAlias = Self.criterionIDsByAlias(principles)
    }

    /// Every criterion of the principles by its ID, each validated; an error for a repeated guideline or ID.
    private static func criteriaByID(_ principles: [Principle]) throws(CatalogError) -> [String: Criterion] {
        var byID: [String: Criterion] = [:]
        var guidelines: [String: DeclarationSite] = [:]
        for principle in principles {
            for guideline in principle.guidelines {
                let key: String = "\(principle.id)/\(guideline.id)"
                if let first = guidelines[key] {
                    throw .duplicateGuideline(guideline.id, first: first, second: guideline.location)
                }
                guidelines[key] = guideline.location
                for criterion in guideline.criteria {
                    try validate(criterion)
                    if let first = byID[criterion.id] {
                        throw .duplicateCriterionID(criterion.id, first: first.location, second: criterion.location)
                    }
                    byID[criterion.id] = criterion
                }
            }
        }
        return byID
    }

    /// Builds a catalog from principles written in the DSL.
    public init(@ComponentBuilder<Principle> _ body: () -> [Principle]) throws(CatalogError) {
        try self.init(body())
    }

    /// Every criterion, in catalog order.
    public var criteria: [Criterion] { principles.flatMap(\.criteria) }

    /// Every requirement, in catalog order.
    public var requirements: [Requirement] { criteria.flatMap(\.requirements) }

    /// The criterion with exactly this ID.
    public func criterion(id: String) -> Criterion? { criteriaByID[id] }

    /// Every criterion that `reference` names: an ID (`MCAG:clean-names`), an
    /// ID without its namespace (`clean-names`) or a printed number (`3.2.4`).
    /// A number MCAG prints twice returns both criteria, in catalog order.
    public func criteria(matching reference: String) -> [Criterion] {
        if let exact = criteriaByID[reference] { return [exact] }
        return (criteriaByAlias[reference] ?? []).compactMap { criteriaByID[$0] }
    }

    /// The requirement with this ID (`MCAG:text-color-contrast#2`).
    public func requirement(id: String) -> Requirement? {
        guard let hash = id.lastIndex(of: "#"), let index = Int(id[id.index(after: hash)...]) else { return nil }
        return criterion(id: String(id[..<hash]))?.requirement(index)
    }

    /// The principle and guideline that hold a criterion.
    package func placement(of criterionID: String) -> (principle: Principle, guideline: Guideline)? {
        for principle in principles {
            for guideline in principle.guidelines where guideline.criteria.contains(where: { $0.id == criterionID }) {
                return (principle, guideline)
            }
        }
        return nil
    }

    /// The IDs each alias (a printed number, an ID without its namespace) names, in catalog order.
    private static func criterionIDsByAlias(_ principles: [Principle]) -> [String: [String]] {
        var aliases: [String: [String]] = [:]
        for principle in principles {
            for criterion in principle.criteria {
                for alias in Self.aliases(of: criterion) where alias != criterion.id {
                    aliases[alias, default: []].append(criterion.id)
                }
            }
        }
        return aliases
    }

    private static func aliases(of criterion: Criterion) -> [String] {
        var result = [criterion.number]
        if let colon = criterion.id.firstIndex(of: ":") {
            result.append(String(criterion.id[criterion.id.index(after: colon)...]))
        }
        return result
    }

    private static func validate(_ criterion: Criterion) throws(CatalogError) {
        let id = criterion.id
        if id.isEmpty || id.contains(where: { $0.isWhitespace || $0 == "#" }) {
            throw .invalidIdentifier(id, reason: "IDs are non-empty and contain no spaces or '#'", at: criterion.location)
        }
        if criterion.requirements.isEmpty { throw .criterionWithoutRequirements(id, at: criterion.location) }
        for requirement in criterion.requirements {
            if requirement.impact.isEmpty {
                throw .emptyImpactRange(requirement: requirement.id, range: requirement.impact, at: requirement.location)
            }
            if let type = requirement.repeatedComponents.first {
                throw .repeatedComponent(in: requirement.id, type: type, at: requirement.location)
            }
            var keys = Set<String>()
            for exception in requirement.exceptions where !keys.insert(exception.key).inserted {
                throw .duplicateExceptionKey(requirement: requirement.id, key: exception.key, at: requirement.location)
            }
            for check in requirement.checks {
                for key in check.detectedExceptions where !keys.contains(key.rawValue) {
                    throw .undeclaredDetectedException(
                        requirement: requirement.id, check: check.name, key: key.rawValue,
                        declared: requirement.exceptions.map(\.key), at: requirement.location)
                }
            }
        }
    }
}

extension Catalog {
    /// Every name ``criteria(matching:)`` accepts: IDs, slugs and numbers.
    package var criterionReferences: [String] {
        criteria.flatMap { [$0.id] + Self.aliases(of: $0) }
    }
}
