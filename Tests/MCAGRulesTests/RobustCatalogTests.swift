import Testing
import MCAGRules

/// Principle 4 (Robust) against the seeds and the upstream data.
@Suite struct RobustCatalogTests {
    let principle = Robust.principle

    @Test func guidelinesHoldTheRightNumberOfCriteria() {
        #expect(principle.guidelines.map { "\($0.number):\($0.criteria.count)" } == ["4.1:5", "4.2:1"])
        #expect(principle.criteria.flatMap(\.requirements).count == 7)
    }

    @Test func webViewsKeepsItsPrintedNumberUnderAUniqueID() throws {
        let matches = Catalog.standard.criteria(matching: "4.1.1").map(\.id)
        #expect(matches == ["MCAG:text-scaling", "MCAG:web-views"])
        let webViews = try #require(Catalog.standard.criterion(id: "MCAG:web-views"))
        let requirement = try #require(webViews.requirements.first)
        #expect(requirement.exceptions.isEmpty, "the stricter target-size rule is not an exemption")
        #expect(requirement.requires.first?.text.contains("2.5.5 Target Size (Enhanced)") == true)
        #expect(requirement.impact == ImpactRange(lower: .serious, upper: .critical))
    }

    @Test(arguments: [
        ("MCAG:text-scaling", 1, ImpactRange(lower: .minor, upper: .serious)),
        ("MCAG:adaptive-display-modes", 1, ImpactRange(.serious)),
        ("MCAG:reduced-motion-support", 2, ImpactRange(.critical)),
        ("MCAG:locked-orientation", 1, ImpactRange(lower: .minor, upper: .serious)),
        ("MCAG:orientation-resilient-display", 1, ImpactRange(.serious)),
    ])
    func impactsMatchTheSeeds(id: String, index: Int, impact: ImpactRange) throws {
        let requirement = try #require(Catalog.standard.requirement(id: "\(id)#\(index)"))
        #expect(requirement.impact == impact)
    }

    @Test func everyRequirementMatchesUpstream() throws {
        let upstream = UpstreamCriterion.inPrinciple("4")
        #expect(upstream.count == 6)
        for source in upstream {
            let criterion = try #require(Catalog.standard.criterion(id: source.id))
            #expect(criterion.number == source.number && criterion.description == source.description, "\(source.id)")
            for (requirement, test) in zip(criterion.requirements, source.tests) {
                // 4.1.4's upstream text is empty; the catalog uses the criterion description.
                #expect(requirement.text == (test.text.isEmpty ? source.description : test.text), "\(requirement.id)")
                #expect(requirement.steps.map(\.text) == test.steps, "\(requirement.id)")
                #expect(requirement.requires.map(\.text) == test.requirements || source.id == "MCAG:web-views", "\(requirement.id)")
                #expect(requirement.impact.lower.title == test.impact.min && requirement.impact.upper.title == test.impact.max)
            }
        }
    }

    @Test func lockedOrientationKeepsItsStepsAndSaysWhereItsTextCameFrom() throws {
        let requirement = try #require(Catalog.standard.requirement(id: "MCAG:locked-orientation#1"))
        #expect(requirement.steps.count == 3)
        #expect(requirement.notes.contains { $0.text.contains("upstream test text is empty") })
        #expect(requirement.automation == .automated)
    }

    @Test func reducedMotionListsItsRequirementsApartFromNotes() throws {
        let requirement = try #require(Catalog.standard.requirement(id: "MCAG:reduced-motion-support#2"))
        #expect(requirement.requires.count == 2)
        #expect(requirement.exceptions.isEmpty && requirement.conditions.isEmpty)
    }

    @Test func everyRequirementSaysHowToTestIt() {
        for requirement in principle.criteria.flatMap(\.requirements) {
            #expect((requirement.howToTest?.text.count ?? 0) > 80, "\(requirement.id) has no procedure")
        }
    }

    @Test func section508MappingsFollowTheDHSProcess() throws {
        let scaling = try #require(Catalog.standard.criterion(id: "MCAG:text-scaling"))
        #expect(scaling.section508.map(\.testID) == ["7.A"])
        #expect(scaling.section508.first?.alwaysApplies == false)
        let modes = try #require(Catalog.standard.criterion(id: "MCAG:adaptive-display-modes"))
        #expect(modes.section508.map(\.testID) == ["7.B", "7.C"])
        #expect(modes.section508.allSatisfy { $0.alwaysApplies })
        let orientation = try #require(Catalog.standard.criterion(id: "MCAG:locked-orientation"))
        #expect(orientation.section508.map(\.testID) == ["2.2.A"])
    }
}
