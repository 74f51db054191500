import Testing
import Foundation
import MCAGRules

/// Principle 2 (Operable) against the seeds and the upstream data.
@Suite struct OperableCatalogTests {
    let principle = Operable.principle

    @Test func guidelinesHoldTheRightNumberOfCriteria() {
        let counts = principle.guidelines.map { "\($0.number):\($0.criteria.count)" }
        #expect(counts == ["2.1:7", "2.2:1", "2.3:3", "2.4:1", "2.5:3"])
        #expect(principle.criteria.flatMap(\.requirements).count == 21)
    }

    @Test func navigableGuidelineIncludesNavigationTraps() throws {
        let navigable = try #require(principle.guidelines.first { $0.number == "2.5" })
        #expect(navigable.criteria.map(\.number) == ["2.5.1", "2.5.2", "2.5.3"])
        let traps = try #require(navigable.criteria.first { $0.id == "MCAG:navigation-traps" })
        #expect(traps.title == "Navigation traps")
        #expect(traps.requirements.first?.impact == ImpactRange(.critical))
        #expect(traps.section508.map(\.testID) == ["1.B", "2.L"])
    }

    @Test(arguments: [
        ("MCAG:touch-target-size", 1, "User-operable elements have a minimum size of 7x7 millimeters, except when:", ImpactRange(lower: .minor, upper: .serious)),
        ("MCAG:keyboard-shortcuts", 2, "Default system keyboard shortcuts are never overridden or repurposed by a custom shortcut.", ImpactRange(.critical)),
        ("MCAG:visible-label-included-in-accessible-names", 2, "The accessible name text starts with the text of the visible label.", ImpactRange(.moderate)),
        ("MCAG:external-aids-devices", 1, "If a smartphone device supports the connection of an external assistive technology device, users can reach and operate controls and other interactive elements of the UI through the assistive technology.", ImpactRange(.critical)),
        ("MCAG:adjustable-time-limits", 1, "For any UI operation or event with a time limit requiring user attention or input, at least one of the following is true:", ImpactRange(.serious)),
        ("MCAG:flashing-content", 2, "Flashing content does not include deep or saturated red hue", ImpactRange(.critical)),
        ("MCAG:two-dimensional-scroll", 1, "Screens and components do not require two-dimensional scrolling, except when:", ImpactRange(.serious)),
    ])
    func sampleTextsAndImpactsMatchTheSeeds(id: String, index: Int, text: String, impact: ImpactRange) throws {
        let requirement = try #require(Catalog.standard.requirement(id: "\(id)#\(index)"))
        #expect(requirement.text == text)
        #expect(requirement.impact == impact)
    }

    @Test func everyRequirementMatchesUpstreamTextImpactAndDetails() throws {
        let upstream = UpstreamCriterion.inPrinciple("2")
        #expect(upstream.count == 15)
        for source in upstream {
            let criterion = try #require(Catalog.standard.criterion(id: source.id))
            #expect(criterion.number == source.number && criterion.title == source.title, "\(source.id)")
            #expect(criterion.description == source.description, "\(source.id)")
            #expect(criterion.requirements.count == source.tests.count, "\(source.id)")
            for (requirement, test) in zip(criterion.requirements, source.tests) {
                #expect(requirement.text == test.text, "\(requirement.id)")
                #expect(requirement.impact.lower.title == test.impact.min && requirement.impact.upper.title == test.impact.max, "\(requirement.id)")
                #expect(requirement.exceptions.map(\.text) == test.exceptions, "\(requirement.id)")
                #expect(requirement.conditions.map(\.text) == test.conditions, "\(requirement.id)")
                if !test.notes.isEmpty { #expect(requirement.notes.map(\.text).contains(test.notes), "\(requirement.id)") }
            }
        }
    }

    @Test func adjustableTimeLimitsKeepsConditionsApartFromItsException() throws {
        let requirement = try #require(Catalog.standard.requirement(id: "MCAG:adjustable-time-limits#1"))
        #expect(requirement.conditions.count == 3)
        #expect(requirement.exceptions.map(\.key) == ["essential-time-limit"])
        #expect(requirement.conditions.last?.text.contains("at least 20 seconds") == true)
    }

    @Test(arguments: [
        ("MCAG:touch-target-size#1", ["equivalent-control-nearby", "inline-in-text", "unmodified-system-control"]),
        ("MCAG:single-touch-event#1", ["undo-on-single-tap", "reversed-on-tap-up", "essential-tap-down"]),
        ("MCAG:keyboard-shortcuts#1", ["can-be-turned-off", "can-be-remapped", "active-only-when-focused"]),
        ("MCAG:motion-actuation#1", ["essential-motion"]),
        ("MCAG:adjustable-time-limits#1", ["essential-time-limit"]),
        ("MCAG:frequently-updated-content#1", ["essential-auto-update"]),
        ("MCAG:two-dimensional-scroll#1", ["essential-two-dimensional"]),
    ])
    func exceptionKeysAreShortAndMeaningful(requirementID: String, keys: [String]) throws {
        let requirement = try #require(Catalog.standard.requirement(id: requirementID))
        #expect(requirement.exceptions.map(\.key) == keys)
        for key in keys {
            #expect(key.allSatisfy { $0.isLowercase || $0 == "-" }, "\(key) is not kebab-case")
        }
    }

    @Test func everyRequirementSaysHowToTestIt() {
        for requirement in principle.criteria.flatMap(\.requirements) {
            let text = requirement.howToTest?.text ?? ""
            #expect(text.count > 80, "\(requirement.id) has no procedure")
        }
    }

    @Test(arguments: [
        ("MCAG:external-aids-devices", ["1.A", "1.E", "1.F", "7.E", "7.H"]),
        ("MCAG:adjustable-time-limits", ["6.A", "6.B", "6.C"]),
        ("MCAG:flashing-content", ["5.A"]),
        ("MCAG:keyboard-shortcuts", ["1.C"]),
        ("MCAG:visible-label-included-in-accessible-names", ["2.F"]),
        ("MCAG:motion-actuation", ["2.K"]),
        ("MCAG:touch-target-size", []),
    ])
    func section508MappingsFollowTheDHSProcess(id: String, testIDs: [String]) throws {
        let criterion = try #require(Catalog.standard.criterion(id: id))
        #expect(criterion.section508.map(\.testID) == testIDs)
    }

    @Test func section508AlwaysAppliesOnlyWhereDHSRefusesDoesNotApply() throws {
        let external = try #require(Catalog.standard.criterion(id: "MCAG:external-aids-devices"))
        #expect(external.section508.allSatisfy { $0.alwaysApplies })
        let time = try #require(Catalog.standard.criterion(id: "MCAG:adjustable-time-limits"))
        #expect(time.section508.allSatisfy { !$0.alwaysApplies })
        #expect(time.section508.first?.provisions == ["31(a)", "31(b)", "31(c)", "31(d)", "31(f)"])
    }

    @Test func wcagMappingsFromTheIOSGuideAreAdded() throws {
        let traps = try #require(Catalog.standard.criterion(id: "MCAG:navigation-traps"))
        #expect(traps.wcag.map(\.number) == ["2.1.2", "2.4.3"])
        let external = try #require(Catalog.standard.criterion(id: "MCAG:external-aids-devices"))
        #expect(external.wcag.map(\.number) == ["2.1.1", "2.4.7", "2.4.11"])
        let scroll = try #require(Catalog.standard.criterion(id: "MCAG:two-dimensional-scroll"))
        #expect(scroll.wcag.first?.level == .aa)
    }

    @Test func automatedRequirementsCarryTheirChecks() throws {
        let automated = ["MCAG:touch-target-size#1", "MCAG:keyboard-shortcuts#1", "MCAG:keyboard-shortcuts#2",
                         "MCAG:visible-label-included-in-accessible-names#1", "MCAG:visible-label-included-in-accessible-names#2",
                         "MCAG:adjustable-time-limits#1", "MCAG:two-dimensional-scroll#1"]
        for id in automated {
            let requirement = try #require(Catalog.standard.requirement(id: id))
            #expect(requirement.automation == .automated, "\(id)")
        }
    }
}
