import Foundation
import Testing
import MCAGRules

/// Guidelines 3.1 (Affiliation and Context) and 3.2 (Labels and Names) as
/// declared, against the upstream MCAG data.
@Suite struct UnderstandableContextCatalogTests {
    static let guidelines = [Understandable.affiliationAndContext, Understandable.labelsAndNames]

    static func upstream() throws -> [String: UpstreamCriterion] {
        let all = UpstreamCriterion.all
        try #require(!all.isEmpty)
        return Dictionary(uniqueKeysWithValues: all.filter { $0.number.hasPrefix("3.1.") || $0.number.hasPrefix("3.2.") }.map { ($0.id, $0) })
    }

    @Test func guidelinesHoldTheirCriteriaAndTests() {
        let context = Understandable.affiliationAndContext, labels = Understandable.labelsAndNames
        #expect(context.number == "3.1" && labels.number == "3.2")
        #expect(context.criteria.count == 6)
        #expect(context.criteria.flatMap(\.requirements).count == 10)
        #expect(labels.criteria.count == 5)
        #expect(labels.criteria.flatMap(\.requirements).count == 13)
    }

    @Test func titlesDescriptionsTextsAndImpactsMatchUpstream() throws {
        let upstream = try Self.upstream()
        let declared = Self.guidelines.flatMap(\.criteria)
        #expect(Set(declared.map(\.id)) == Set(upstream.keys))
        for criterion in declared {
            let source = try #require(upstream[criterion.id], "\(criterion.id) is not upstream")
            #expect(criterion.number == source.number)
            #expect(criterion.title == source.title)
            #expect(criterion.description == source.description)
            #expect(criterion.requirements.count == source.tests.count, "\(criterion.id)")
            for (requirement, test) in zip(criterion.requirements, source.tests) {
                #expect(requirement.text == test.text, "\(requirement.id)")
                #expect(requirement.impact.lower.title == test.impact.min, "\(requirement.id)")
                #expect(requirement.impact.upper.title == test.impact.max, "\(requirement.id)")
                #expect(requirement.exceptions.map(\.text) == test.exceptions, "\(requirement.id)")
            }
        }
    }

    @Test func sampledTextsAndImpactsAreFaithful() throws {
        let catalog = Catalog.standard
        let titled = try #require(catalog.requirement(id: "MCAG:screen-titled#1"))
        #expect(titled.text == "The screen has a title that's announced by screen readers when the screen loads.")
        #expect(titled.impact == ImpactRange(.serious))
        #expect(catalog.requirement(id: "MCAG:screen-titled#3")?.impact == ImpactRange(.minor))
        #expect(catalog.requirement(id: "MCAG:meaning-and-purpose#1")?.impact == ImpactRange(.critical))
        #expect(catalog.requirement(id: "MCAG:appropriate-text-alternatives#4")?.text
                == "Decorative images are not announced by assistive technologies")
        #expect(catalog.requirement(id: "MCAG:clean-names#3")?.text == "Elements' type is not specified in their accessible names.")
    }

    @Test func exceptionKeysAreShortAndMeaningful() {
        let catalog = Catalog.standard
        #expect(catalog.requirement(id: "MCAG:ghost-focus#1")?.exceptions.map(\.key) == ["overlaps-visual-hit-target"])
        #expect(catalog.requirement(id: "MCAG:section-headings#1")?.exceptions.map(\.key)
                == ["programmatic-section-identifier", "visually-distinct-sections"])
        #expect(catalog.requirement(id: "MCAG:unique-labels#1")?.exceptions.map(\.key) == ["same-functionality"])
        for requirement in Self.guidelines.flatMap(\.criteria).flatMap(\.requirements) {
            for exception in requirement.exceptions {
                #expect(exception.key.count <= 32 && exception.key.allSatisfy { $0.isLowercase || $0 == "-" },
                        "\(requirement.id) key \(exception.key)")
            }
        }
    }

    @Test func bothCriteriaNumberedThreeTwoFourArePresent() {
        let matches = Catalog.standard.criteria(matching: "3.2.4")
        #expect(matches.map(\.id) == ["MCAG:unique-labels", "MCAG:clean-names"])
        #expect(matches.map(\.title) == ["Unique Labels", "Clean Names"])
        #expect(Catalog.standard.criteria(matching: "clean-names").first?.number == "3.2.4")
    }

    @Test func everyRequirementSaysHowToTestIt() {
        for requirement in Self.guidelines.flatMap(\.criteria).flatMap(\.requirements) {
            let text = requirement.howToTest?.text ?? ""
            #expect(text.count > 60, "\(requirement.id) has no manual procedure")
            #expect(text.contains("VoiceOver") || text.contains("keyboard") || text.contains("Look at"), "\(requirement.id)")
        }
    }

    @Test func wcagMappingsPointAtWCAG22() throws {
        let criteria = Self.guidelines.flatMap(\.criteria)
        for criterion in criteria {
            #expect(!criterion.wcag.isEmpty, "\(criterion.id)")
            for wcag in criterion.wcag {
                #expect(wcag.url?.hasPrefix("https://www.w3.org/TR/WCAG22/#") == true, "\(criterion.id) \(wcag.number)")
            }
        }
        let numbers = { (id: String) in Set(criteria.first { $0.id == id }?.wcag.map(\.number) ?? []) }
        #expect(numbers("MCAG:logical-reading-sequence") == ["1.3.2", "2.4.3"])
        #expect(numbers("MCAG:ghost-focus") == ["2.4.11", "2.4.7"])
        #expect(numbers("MCAG:screen-titled") == ["2.4.2", "2.4.6"])
    }

    @Test func section508FailureConditionsAreMapped() throws {
        let focus = try #require(Catalog.standard.criterion(id: "MCAG:logical-focus-sequence"))
        let order = try #require(focus.section508.first)
        #expect(order.testID == "1.I")
        #expect(order.provisions == ["31(a)", "31(f)"])
        #expect(order.alwaysApplies)
        let unique = try #require(Catalog.standard.criterion(id: "MCAG:unique-labels")?.section508.first)
        #expect(unique.testID == "2.G" && !unique.alwaysApplies)
        let ghost = Catalog.standard.criterion(id: "MCAG:ghost-focus")?.section508.map(\.testID)
        #expect(ghost == ["1.E", "1.F"])
    }

    @Test func checksAreAttachedWhereTheTextsCallForThem() {
        let catalog = Catalog.standard
        let names = { (id: String) in catalog.requirement(id: id)?.checks.map(\.name) ?? [] }
        #expect(names("MCAG:screen-titled#1") == ["screen-title-present"])
        #expect(names("MCAG:screen-titled#3") == ["screen-title-unique"])
        #expect(names("MCAG:clean-names#1") == ["clean-name-no-state-words"])
        #expect(names("MCAG:clean-names#2") == ["clean-name-no-value-words"])
        #expect(names("MCAG:clean-names#3") == ["clean-name-no-role-words"])
        #expect(catalog.requirement(id: "MCAG:logical-focus-sequence#1")?.automation == .assisted)
        #expect(catalog.requirement(id: "MCAG:ghost-focus#2")?.automation == .automated)
        #expect(catalog.requirement(id: "MCAG:meaning-and-purpose#1")?.automation == .manual)
    }
}
