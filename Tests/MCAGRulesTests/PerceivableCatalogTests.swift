import Foundation
import Testing
import MCAGRules

/// The Perceivable principle as declared, held against the upstream data and
/// the DHS and WCAG mappings it adds.
@Suite struct PerceivableCatalogTests {
    static let upstream = UpstreamCriterion.inPrinciple("1")

    let principle = Perceivable.principle
    var catalog: Catalog { Catalog.standard }

    @Test func eachGuidelineHoldsTheCriteriaAndTestsMCAGPrints() {
        let counts = principle.guidelines.map { ($0.number, $0.criteria.count, $0.criteria.flatMap(\.requirements).count) }
        #expect(counts.map(\.0) == ["1.1", "1.2", "1.3", "1.4"])
        #expect(counts.map(\.1) == [6, 5, 2, 4])
        #expect(counts.map(\.2) == [14, 7, 7, 10])
    }

    @Test func upstreamDataLoads() {
        #expect(Self.upstream.count == 17)
    }

    @Test(arguments: upstream.map(\.id))
    func criterionMatchesUpstreamWordForWord(_ id: String) throws {
        let source = try #require(Self.upstream.first { $0.id == id })
        let criterion = try #require(catalog.criterion(id: id))
        #expect(criterion.number == source.number)
        #expect(criterion.title == source.title)
        #expect(criterion.description == source.description)
        #expect(criterion.requirements.count == source.tests.count)
        for (requirement, test) in zip(criterion.requirements, source.tests) {
            #expect(requirement.text == test.text, "\(requirement.id)")
            #expect(requirement.impact.lower.title == test.impact.min, "\(requirement.id)")
            #expect(requirement.impact.upper.title == test.impact.max, "\(requirement.id)")
            #expect(requirement.exceptions.map(\.text) == test.exceptions, "\(requirement.id)")
            #expect(requirement.conditions.map(\.text) == test.conditions, "\(requirement.id)")
            #expect(requirement.steps.map(\.text) == test.steps, "\(requirement.id)")
            #expect(requirement.notes.map(\.text) == (test.notes.isEmpty ? [] : [test.notes]), "\(requirement.id)")
        }
        let declared = Set(criterion.wcag.map(\.number))
        for entry in source.wcag {
            #expect(declared.contains(entry.sc), "\(id) lost WCAG \(entry.sc)")
            let mapped = criterion.wcag.first { $0.number == entry.sc }
            #expect(mapped?.title == entry.title && mapped?.level.rawValue == entry.level, "\(id) WCAG \(entry.sc)")
        }
    }

    @Test func sampleTextsAndImpactsPerGuideline() throws {
        let role = try #require(catalog.requirement(id: "MCAG:explicit-role#1"))
        #expect(role.text.hasPrefix("Each UI component that allows user interaction"))
        #expect(role.impact == .moderate ... .serious)
        let name = try #require(catalog.requirement(id: "MCAG:interactive-elements-have-names#1"))
        #expect(name.impact == ImpactRange(.critical))
        let decorative = try #require(catalog.requirement(id: "MCAG:static-media-alternatives#2"))
        #expect(decorative.text == "Static media that is purely decorative, used only for visual formatting, or is invisible in the UI is ignored by assistive technologies.")
        #expect(decorative.impact == ImpactRange(.serious))
        let toast = try #require(catalog.requirement(id: "MCAG:perceivable-toasts#3"))
        #expect(toast.text.contains("at least 5 seconds plus one extra second for every 120 words"))
        #expect(toast.impact == ImpactRange(.serious))
        let haptics = try #require(catalog.requirement(id: "MCAG:real-time-updates-modalities#3"))
        #expect(haptics.impact == .moderate ... .critical)
        let contrast = try #require(catalog.requirement(id: "MCAG:text-color-contrast#1"))
        #expect(contrast.text.hasPrefix("Texts sized 17 points or less should have a contrast of at least 4.5:1"))
        #expect(contrast.impact == .minor ... .serious)
        #expect(contrast.notes.map(\.text) == ["We should try thinking of a key to scale the impact by contrast threshold."])
    }

    @Test func everyExceptionKeyIsShortKebabCaseAndResolvable() throws {
        for criterion in principle.criteria {
            for requirement in criterion.requirements {
                for exception in requirement.exceptions {
                    let key = exception.key
                    #expect(key.count <= 24 && key.allSatisfy { $0.isLowercase || $0 == "-" }, "\(requirement.id) key \(key)")
                    #expect(requirement.exception(key) == exception)
                    let claim = ExceptionClaim(requirement: requirement.id, exception: key, reason: "test")
                    let snapshot = AppSnapshot(screens: [Screen(Node(Element(role: .text, text: "x", exceptionClaims: [claim])))])
                    #expect(throws: Never.self) { try Audit.evaluate(requirement, of: criterion, on: snapshot) }
                }
            }
        }
    }

    @Test func theSameExceptionUsesTheSameKeyEverywhere() {
        var keysByText: [String: Set<String>] = [:]
        for requirement in principle.criteria.flatMap(\.requirements) {
            for exception in requirement.exceptions { keysByText[exception.text, default: []].insert(exception.key) }
        }
        for (text, keys) in keysByText { #expect(keys.count == 1, "\(text) has keys \(keys)") }
        let contrastKeys = catalog.requirement(id: "MCAG:text-color-contrast#2")?.exceptions.map(\.key)
        #expect(contrastKeys == ["logo-or-brand", "disabled-control", "decorative"])
        #expect(catalog.requirement(id: "MCAG:accessibility-enabled#1")?.exceptions.map(\.key) == ["nearby-alternative"])
        #expect(catalog.requirement(id: "MCAG:static-media-alternatives#1")?.exceptions.map(\.key) == ["nearby-alternative"])
        #expect(catalog.requirement(id: "MCAG:essential-elements-color-contrast#2")?.exceptions.map(\.key) == ["disabled-control"])
    }

    @Test func everyRequirementSaysHowToTestIt() {
        for requirement in principle.criteria.flatMap(\.requirements) {
            let text = requirement.howToTest?.text ?? ""
            #expect(text.count > 80, "\(requirement.id) has no useful HowToTest")
        }
    }

    @Test func section508MappingsFollowTheDHSProcess() throws {
        func mapping(_ criterion: String, _ testID: String) -> Section508? {
            catalog.criterion(id: criterion)?.section508.first { $0.testID == testID }
        }
        let gesture = try #require(mapping("MCAG:accessibility-enabled", "2.K"))
        #expect(gesture.alwaysApplies && gesture.provisions == ["31(a)"])
        let contrast = try #require(mapping("MCAG:text-color-contrast", "4.2.A"))
        #expect(contrast.provisions == ["31(b)"] && !contrast.alwaysApplies)
        let focus = try #require(mapping("MCAG:discernible-focus-indication", "1.E"))
        #expect(focus.alwaysApplies && focus.provisions == ["31(a)", "31(f)"])
        #expect(mapping("MCAG:static-media-alternatives", "2.A") != nil)
        #expect(mapping("MCAG:static-media-alternatives", "2.B") != nil)
        #expect(mapping("MCAG:perceivable-state", "2.E")?.provisions == ["31(a)", "31(b)"])
        #expect(mapping("MCAG:audio-only-alternatives", "3.2.B")?.provisions == ["31(c)"])
        #expect(mapping("MCAG:synchronized-media-alternatives", "3.3.B") != nil)
        #expect(mapping("MCAG:distinguished-by-color", "4.1.A") != nil)
        let format = /^[1-8](\.[1-3])?\.[A-N]$/
        for criterion in principle.criteria {
            for entry in criterion.section508 {
                #expect(entry.testID.wholeMatch(of: format) != nil, "\(criterion.id) \(entry.testID)")
                #expect(!entry.provisions.isEmpty && !entry.failureCondition.isEmpty)
            }
        }
    }

    @Test func addedWCAGMappingsAndCrossReferences() throws {
        let toast = try #require(catalog.criterion(id: "MCAG:perceivable-toasts"))
        #expect(toast.wcag.contains { $0.number == "2.2.1" && $0.level == .a })
        let names = try #require(catalog.criterion(id: "MCAG:interactive-elements-have-names"))
        #expect(names.wcag.contains { $0.number == "2.4.6" && $0.level == .aa })
        let focus = try #require(catalog.criterion(id: "MCAG:discernible-focus-indication"))
        #expect(focus.wcag.contains { $0.number == "2.4.11" && $0.level == .aa })
        #expect(catalog.criterion(id: "MCAG:perceivable-state")?.seeAlso == ["MCAG:clean-names"])
    }
}
