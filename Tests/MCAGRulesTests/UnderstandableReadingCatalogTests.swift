import Testing
import MCAGRules

/// The catalog content of guidelines 3.3 (Readable), 3.4 (Predictable) and
/// 3.5 (Input Assistance), against the MCAG draft.
@Suite struct UnderstandableReadingCatalogTests {
    static let guidelines = [Understandable.readable, Understandable.predictable, Understandable.inputAssistance]

    static func criterion(_ number: String) throws -> Criterion {
        let matches = Catalog.standard.criteria(matching: number)
        try #require(matches.count == 1, "\(number) should name exactly one criterion")
        return matches[0]
    }

    static func requirement(_ number: String, _ index: Int) throws -> Requirement {
        try #require(try criterion(number).requirement(index), "\(number) has no test \(index)")
    }

    @Test func guidelinesHoldTheDraftsCriteriaAndTests() {
        let counts = Self.guidelines.map { ($0.number, $0.criteria.count, $0.criteria.flatMap(\.requirements).count) }
        #expect(counts.map(\.0) == ["3.3", "3.4", "3.5"])
        #expect(counts.map(\.1) == [5, 4, 5])
        #expect(counts.map(\.2) == [12, 12, 8])
        #expect(Self.guidelines[0].criteria.map(\.number) == ["3.3.1", "3.3.2", "3.3.3", "3.3.4", "3.3.5"])
        #expect(Self.guidelines[2].criteria.map(\.title) == [
            "Error Identification", "Error Suggestion", "Sensitive Transactions Error Prevention", "Redundant Entry",
            "Non-Cognitive Authentication Processes",
        ])
    }

    @Test func sampledTextsAndImpactsKeepTheDraftsWording() throws {
        let lineLength = try Self.requirement("3.3.5", 2)
        #expect(lineLength.text == "Text line lengths do not exceed 70 characters per row, including spaces.")
        #expect(lineLength.impact == ImpactRange(.minor))
        #expect(try Self.requirement("3.3.5", 1).impact == ImpactRange(.serious))
        #expect(try Self.requirement("3.3.1", 1).impact == .minor ... .serious)
        #expect(try Self.requirement("3.3.2", 1).impact == .moderate ... .serious)
        #expect(try Self.requirement("3.4.2", 1).impact == ImpactRange(.critical))
        #expect(try Self.requirement("3.5.1", 2).impact == .moderate ... .critical)
        #expect(try Self.requirement("3.5.1", 4).impact == .serious ... .critical)
        #expect(try Self.requirement("3.5.5", 1).impact == .serious ... .critical)
        #expect(try Self.requirement("3.3.3", 2).text == "Text blocks are not entirely written with “italic” font weight.")
        #expect(try Self.criterion("3.3.4").description == "Text blocks are not set to have a “full justify” alignment.")
    }

    @Test func scaledTextLegibilityKeepsTheDuplicatedParagraphTestAndItsTypo() throws {
        let spacing = try Self.requirement("3.3.1", 2), repeated = try Self.requirement("3.3.2", 2)
        #expect(repeated.text == spacing.text)
        #expect(repeated.text.contains("two tines"))
        #expect(repeated.impact == ImpactRange(.minor))
        #expect(spacing.impact == .minor ... .serious)
    }

    @Test func consistentNavigationCarriesItsSeverityNotes() throws {
        for index in [2, 4] {
            let requirement = try Self.requirement("3.4.3", index)
            #expect(requirement.impact == .moderate ... .serious)
            #expect(requirement.notes.map(\.text).contains("The context and amount and type of content around may affect severity."))
        }
        #expect(try Self.requirement("3.4.3", 1).notes.isEmpty)
    }

    @Test func alternativesStayConditionsAndExceptionsStayExceptions() throws {
        let transactions = try Self.requirement("3.5.3", 1)
        #expect(transactions.conditions.count == 3)
        #expect(transactions.exceptions.isEmpty)
        let redundant = try Self.requirement("3.5.4", 1)
        #expect(redundant.conditions.map(\.text) == ["Fields are auto-populated or", "The user can choose to auto-populate the fields"])
        #expect(redundant.exceptions.map(\.key) == ["security-of-content", "information-no-longer-valid"])
        let authentication = try Self.requirement("3.5.5", 1)
        #expect(authentication.conditions.count == 4)
        #expect(authentication.exceptions.isEmpty)
        let onInput = try Self.requirement("3.4.2", 2)
        #expect(onInput.exceptions.count == 3)
        #expect(onInput.conditions.isEmpty)
        #expect(try Self.requirement("3.5.2", 1).exception("security-or-privacy") != nil)
        #expect(try Self.requirement("3.4.2", 1).exception("announced-in-advance")?.text
            == "Users are informed about the context change up front.")
    }

    @Test func exceptionKeysAreShortKebabCaseAndUnique() {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
        for requirement in Self.guidelines.flatMap(\.criteria).flatMap(\.requirements) {
            let keys = requirement.exceptions.map(\.key)
            #expect(Set(keys).count == keys.count, "\(requirement.id) repeats an exception key")
            for key in keys {
                #expect(key.allSatisfy(allowed.contains) && !key.hasPrefix("-") && !key.hasSuffix("-"), "\(key)")
                #expect(key.split(separator: "-").count <= 4, "\(requirement.id) key '\(key)' is long")
            }
        }
    }

    @Test func everyRequirementSaysHowToTestIt() {
        for requirement in Self.guidelines.flatMap(\.criteria).flatMap(\.requirements) {
            let text = requirement.howToTest?.text ?? ""
            #expect(text.count > 60, "\(requirement.id) lacks a how-to-test procedure")
            #expect(text != requirement.text)
        }
    }

    @Test func section508FailureConditionsCoverTheRightCriteria() throws {
        let legibility = try Self.criterion("3.3.2").section508
        #expect(legibility.map(\.testID) == ["7.D"])
        #expect(legibility.first?.alwaysApplies == true)
        #expect(legibility.first?.provisions == ["31(b)"])
        let errors = try Self.criterion("3.5.1").section508
        #expect(errors.map(\.testID) == ["2.F", "1.H"])
        #expect(errors.allSatisfy { !$0.alwaysApplies })
        #expect(try Self.criterion("3.4.2").section508.map(\.testID) == ["1.H"])
        #expect(try Self.criterion("3.4.4").section508.isEmpty)
    }

    @Test func wcagMappingsIncludeTheSeedsAndCorrectLevels() throws {
        let authentication = try Self.criterion("3.5.5").wcag
        #expect(authentication.map(\.number) == ["3.3.8"])
        #expect(authentication.first?.level == .aa)
        #expect(try Self.criterion("3.4.4").wcag.map(\.number) == ["3.2.6", "3.2.4"])
        #expect(try Self.criterion("3.5.1").wcag.map(\.number) == ["3.3.1", "3.3.2"])
        #expect(try Self.criterion("3.3.3").wcag.isEmpty)
    }

    @Test func automatedRequirementsCarryTheirChecks() throws {
        let expected: [(String, Int, String)] = [
            ("3.3.3", 1, "all-caps-text-block"), ("3.3.3", 2, "italic-text-block"), ("3.3.3", 3, "thin-weight-text-block"),
            ("3.3.4", 1, "justified-text-block"), ("3.3.5", 1, "text-wider-than-screen"), ("3.3.5", 2, "text-line-length"),
            ("3.4.3", 1, "navigation-visual-position"), ("3.4.3", 2, "navigation-reading-position"),
            ("3.4.3", 3, "consistent-navigation-visual-order"), ("3.4.3", 4, "consistent-navigation-order"),
            ("3.4.4", 1, "consistent-help-visual-position"), ("3.4.4", 2, "consistent-help-position"), ("3.4.4", 3, "consistent-help-name"),
        ]
        for (number, index, check) in expected {
            #expect(try Self.requirement(number, index).checks.map(\.name) == [check], "\(number)#\(index)")
        }
        #expect(try Self.requirement("3.5.1", 1).automation == .manual)
    }
}
