import Foundation
import Testing
import MCAGRules

/// Checks the catalog, declared as Swift code, against the upstream draft's
/// own data (`Resources/upstream-criteria.json`, a copy of shared/mcag/criteria.json).
@Suite struct UpstreamFidelityTests {
    static let upstream = UpstreamCriterion.all

    static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func upstreamDataLoads() {
        #expect(Self.upstream.count == 63)
        #expect(Self.upstream.reduce(0) { $0 + $1.tests.count } == 121)
    }

    @Test func countsMatchUpstream() {
        let catalog = Catalog.standard
        #expect(catalog.principles.count == 4)
        #expect(catalog.principles.flatMap(\.guidelines).count == 16)
        #expect(catalog.criteria.count == 63)
        #expect(catalog.requirements.count == 121)
        var upstreamPerGuideline: [String: Int] = [:]
        for criterion in Self.upstream { upstreamPerGuideline[criterion.guideline.id, default: 0] += 1 }
        for guideline in catalog.principles.flatMap(\.guidelines) {
            #expect(guideline.criteria.count == upstreamPerGuideline[guideline.number], "guideline \(guideline.number)")
        }
    }

    /// Upstream bullets printed after "except when:" that tighten the test instead of exempting
    /// anything (see Documentation/Checks/Robust.md). The catalog declares them with `Requires`.
    static let exceptionsDeclaredAsRequirements: Set<String> = ["MCAG:web-views#1"]

    @Test(arguments: upstream.map(\.id))
    func criterionMatchesUpstream(_ id: String) throws {
        let source = try #require(Self.upstream.first { $0.id == id })
        let criterion = try #require(Catalog.standard.criterion(id: id), "\(id) is missing from the catalog")
        #expect(criterion.number == source.number)
        #expect(criterion.title == source.title)
        let placement = try #require(Catalog.standard.placement(of: id))
        #expect(placement.principle.number == source.principle.number)
        #expect(placement.principle.title == source.principle.title)
        #expect(placement.guideline.number == source.guideline.id)
        #expect(placement.guideline.title == source.guideline.title)
        #expect(Set(source.wcag.map(\.sc)).isSubset(of: Set(criterion.wcag.map(\.number))))
        try #require(criterion.requirements.count == source.tests.count)
        for (requirement, test) in zip(criterion.requirements, source.tests) {
            let place = "\(requirement.id)"
            #expect(requirement.impact.lower.title == test.impact.min, "\(place) lower impact")
            #expect(requirement.impact.upper.title == test.impact.max, "\(place) upper impact")
            if !test.text.isEmpty {
                #expect(Self.normalized(requirement.text) == Self.normalized(test.text), "\(place) text")
            }
            var upstreamExceptions = test.exceptions
            var upstreamRequires = test.requirements
            if Self.exceptionsDeclaredAsRequirements.contains(requirement.id) {
                // A documented reclassification: the bullet raises the bar, so it must not be claimable.
                upstreamRequires = upstreamExceptions + upstreamRequires
                upstreamExceptions = []
            }
            #expect(requirement.exceptions.map { Self.normalized($0.text) } == upstreamExceptions.map(Self.normalized), "\(place) exceptions")
            #expect(requirement.conditions.map { Self.normalized($0.text) } == test.conditions.map(Self.normalized), "\(place) conditions")
            #expect(requirement.steps.map { Self.normalized($0.text) } == test.steps.map(Self.normalized), "\(place) steps")
            #expect(requirement.requires.map { Self.normalized($0.text) } == upstreamRequires.map(Self.normalized), "\(place) requires")
            if !test.notes.isEmpty {
                #expect(requirement.notes.map { Self.normalized($0.text) }.contains(Self.normalized(test.notes)), "\(place) notes")
            }
        }
    }

    @Test func everyAliasResolves() {
        let catalog = Catalog.standard
        for criterion in Self.upstream {
            #expect(catalog.criteria(matching: criterion.id).map(\.id) == [criterion.id])
            let slug = String(criterion.id.dropFirst("MCAG:".count))
            #expect(catalog.criteria(matching: slug).map(\.id) == [criterion.id])
            #expect(catalog.criteria(matching: criterion.number).map(\.id).contains(criterion.id))
            for index in criterion.tests.indices {
                #expect(catalog.requirement(id: "\(criterion.id)#\(index + 1)") != nil)
            }
        }
    }

    @Test func sharedPrintedNumbersReturnBothCriteria() {
        #expect(Catalog.standard.criteria(matching: "3.2.4").map(\.id) == ["MCAG:unique-labels", "MCAG:clean-names"])
        #expect(Catalog.standard.criteria(matching: "4.1.1").map(\.id) == ["MCAG:text-scaling", "MCAG:web-views"])
    }

    @Test func guidelineTwoPointFiveHoldsNavigationTraps() {
        let navigable = Catalog.standard.principles[1].guidelines.first { $0.number == "2.5" }
        #expect(navigable?.criteria.map(\.number) == ["2.5.1", "2.5.2", "2.5.3"])
        #expect(Catalog.standard.criterion(id: "MCAG:navigation-traps")?.requirements.first?.impact == ImpactRange(.critical))
    }
}
