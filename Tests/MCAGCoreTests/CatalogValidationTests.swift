import Testing
import MCAGCore

@Suite struct CatalogValidationTests {
    private func principle(@ComponentBuilder<Criterion> _ criteria: () -> [Criterion]) -> Principle {
        Principle("9", "House", id: "ACME:house") {
            Guideline("9.1", "Rules", id: "ACME:rules") { criteria() }
        }
    }

    @Test func duplicateCriterionIDNamesBothDeclarations() throws {
        // Declared outside the macro so that #line records the lines as written.
        let house = principle {
            Criterion("ACME:one", number: "9.1.1", "One") { Requirement("First", impact: .minor) }
            Criterion("ACME:one", number: "9.1.2", "Again") { Requirement("Second", impact: .minor) }
        }
        let error = #expect(throws: CatalogError.self) { try Catalog([house]) }
        guard case .duplicateCriterionID(let id, let first, let second) = error else {
            Issue.record("unexpected error \(String(describing: error))")
            return
        }
        #expect(id == "ACME:one")
        #expect(first.fileID.hasSuffix("CatalogValidationTests.swift"))
        #expect(second.line == first.line + 1)
        #expect(error?.description.contains("declared twice") == true)
    }

    @Test func emptyImpactRangeIsRefused() {
        let error = #expect(throws: CatalogError.self) {
            try Catalog([principle {
                Criterion("ACME:range", number: "9.1.1", "Range") {
                    Requirement("Backwards", impact: .serious ... .minor)
                }
            }])
        }
        #expect(error?.description.contains("ACME:range#1 has an empty impact range Serious ... Minor") == true)
    }

    @Test func criterionWithoutRequirementsIsRefused() {
        let error = #expect(throws: CatalogError.self) {
            try Catalog([principle { Criterion("ACME:empty", number: "9.1.1", "Empty") { Description("Nothing to test") } }])
        }
        #expect(error == .criterionWithoutRequirements("ACME:empty", at: error!.location))
    }

    @Test func referenceToUnknownCriterionIsRefused() {
        let error = #expect(throws: CatalogError.self) {
            try Catalog([principle {
                Criterion("ACME:pointer", number: "9.1.1", "Pointer") {
                    Requirement("Something", impact: .minor)
                    SeeAlso("ACME:missing")
                }
            }])
        }
        #expect(error?.description.contains("'ACME:pointer' refers to unknown criterion 'ACME:missing'") == true)
    }

    @Test func duplicateExceptionKeyIsRefused() {
        let error = #expect(throws: CatalogError.self) {
            try Catalog([principle {
                Criterion("ACME:keys", number: "9.1.1", "Keys") {
                    Requirement("Something", impact: .minor) {
                        Exception("logo", "A logo")
                        Exception("logo", "Another logo")
                    }
                }
            }])
        }
        #expect(error?.description.contains("declares exception 'logo' twice") == true)
    }

    @Test func identifiersWithSpacesAreRefused() {
        #expect(throws: CatalogError.self) {
            try Catalog([principle { Criterion("ACME:has space", number: "9.1.1", "Bad") { Requirement("x", impact: .minor) } }])
        }
    }

    @Test func buildersSupportConditionalsLoopsAndOptionals() throws {
        let strict = true
        let extra: String? = "Also this"
        let catalog = try Catalog([principle {
            for index in 1...3 {
                Criterion("ACME:generated-\(index)", number: "9.1.\(index)", "Generated \(index)") {
                    Requirement("Rule \(index)", impact: strict ? .serious : .minor) {
                        if let extra { Note(extra) }
                        if strict { Exception("strict", "Strict mode") } else { Exception("lenient", "Lenient mode") }
                    }
                }
            }
        }])
        #expect(catalog.criteria.map(\.id) == ["ACME:generated-1", "ACME:generated-2", "ACME:generated-3"])
        #expect(catalog.requirements.allSatisfy { $0.notes.first?.text == "Also this" && $0.exception("strict") != nil })
    }

    @Test func lookUpFindsIDsSlugsAndEverySharedNumber() throws {
        let catalog = try Catalog([principle {
            Criterion("ACME:alpha", number: "9.1.1", "Alpha") { Requirement("a", impact: .minor) }
            Criterion("ACME:beta", number: "9.1.1", "Beta") { Requirement("b", impact: .minor ... .critical) }
        }])
        #expect(catalog.criteria(matching: "ACME:alpha").map(\.id) == ["ACME:alpha"])
        #expect(catalog.criteria(matching: "beta").map(\.id) == ["ACME:beta"])
        #expect(catalog.criteria(matching: "9.1.1").map(\.id) == ["ACME:alpha", "ACME:beta"])
        #expect(catalog.criteria(matching: "9.9.9").isEmpty)
        #expect(catalog.requirement(id: "ACME:beta#1")?.impact == .minor ... .critical)
        #expect(catalog.requirement(id: "ACME:beta#2") == nil)
    }
}

extension CatalogError {
    var location: DeclarationSite {
        switch self {
        case .duplicateCriterionID(_, _, let at), .duplicateGuideline(_, _, let at), .emptyImpactRange(_, _, let at),
             .criterionWithoutRequirements(_, let at), .unknownCriterionReference(_, _, let at),
             .duplicateExceptionKey(_, _, let at), .invalidIdentifier(_, _, let at), .unrecognizedComponent(_, _, let at),
             .repeatedComponent(_, _, let at), .undeclaredDetectedException(_, _, _, _, let at),
             .unknownRequirementReference(_, _, let at), .impactOverrideOutsidePolicy(_, _, _, _, let at),
             .conflictingHouseDeclaration(_, _, let at), .missingReason(_, let at):
            at
        }
    }
}

@Suite struct TypedBuilderTests {
    @Test func aSecondHowToTestIsRefusedInsteadOfReplacingTheFirst() {
        let error = #expect(throws: CatalogError.self) {
            try Catalog([Principle("9", "House", id: "ACME:house") {
                Guideline("9.1", "Rules", id: "ACME:rules") {
                    Criterion("ACME:twice", number: "9.1.1", "Twice") {
                        Requirement("Something", impact: .minor) {
                            HowToTest("Look")
                            HowToTest("Look again")
                        }
                    }
                }
            }])
        }
        guard case .repeatedComponent(let owner, let type, _) = error else {
            Issue.record("unexpected error \(String(describing: error))")
            return
        }
        #expect(owner == "ACME:twice#1")
        #expect(type == "HowToTest")
    }

    @Test func descriptionIsAComponentOfEveryLevelAndParagraphsJoin() {
        let principle = Principle("9", "House", id: "ACME:house") {
            Description("Principle prose.")
            Guideline("9.1", "Rules", id: "ACME:rules") {
                Description("First paragraph.")
                Description("Second paragraph.")
                Criterion("ACME:one", number: "9.1.1", "One") {
                    Description("Criterion prose.")
                    Requirement("Something", impact: .minor)
                }
            }
        }
        #expect(principle.description == "Principle prose.")
        #expect(principle.guidelines.first?.description == "First paragraph.\n\nSecond paragraph.")
        #expect(principle.criteria.first?.description == "Criterion prose.")
    }

    @Test func namedReferencesCarryTheirSourceData() {
        #expect(WCAG.contrastMinimum == WCAG("1.4.3", "Contrast (Minimum)", level: .aa,
                                              url: "https://www.w3.org/TR/WCAG22/#contrast-minimum"))
        #expect(Section508.keyboardTrap.testID == "1.B")
        #expect(Section508.keyboardTrap.alwaysApplies)
    }
}
