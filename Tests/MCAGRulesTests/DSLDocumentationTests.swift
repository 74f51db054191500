import Testing
import MCAGRules

// Mirrors the house-rule example of Documentation/DSL.md line for line, so
// that the documentation keeps compiling and keeps telling the truth.

/// Brand buttons must use the brand's accessible name prefix.
struct BrandPrefixCheck: ElementCheck {
    var name: String { "acme-brand-prefix" }

    var examples: [CheckExample] {
        [
            .passes("A prefixed brand button",
                    Node(Element(role: .button, label: "ACME Pay", identifier: "brand-pay"))),
            .fails("A brand button without the prefix",
                   Node(Element(role: .button, label: "Pay", identifier: "brand-pay")).flagged()),
            .needsReview("A brand button with no name at all",
                         Node(Element(role: .button, identifier: "brand-pay")).flagged()),
        ]
    }

    func evaluate(_ element: ElementContext) -> Finding? {
        guard element.element.role == .button,
              element.element.identifier?.hasPrefix("brand-") == true else { return nil }
        guard let name = element.element.accessibleName else {
            return .needsReview(element, "The button has no name to compare", missing: ["label"])
        }
        if name.hasPrefix("ACME ") { return .pass(element, "Named with the brand prefix") }
        return .violation(element, "Brand button named \"\(name)\" lacks the \"ACME \" prefix",
                          fix: "Start the accessibility label with \"ACME \"")
    }
}

let acmeRules = Principle("ACME", "ACME house rules", id: "ACME:house") {
    Guideline("ACME.1", "Brand", id: "ACME:brand") {
        Criterion("ACME:brand-prefix", number: "ACME.1.1", "Brand prefix") {
            Description("Brand buttons announce the brand first.")
            Requirement("Every brand button's name starts with \"ACME \".", impact: .minor ... .moderate) {
                Exception("co-branded", "The button belongs to a partner's co-branded flow.")
                HowToTest("Swipe through the screen with VoiceOver and listen to each brand button.")
                BrandPrefixCheck()
            }
            SeeAlso("MCAG:clean-names")
        }
    }
}

@Suite struct DSLDocumentationTests {
    @Test func houseRuleRunsBesideTheStandardCatalog() throws {
        let catalog = try Catalog(Catalog.standard.principles + [acmeRules])
        let screen = Screen(name: "Checkout", Node(Element(role: .button, label: "Pay", identifier: "brand-pay")))
        let report = try Audit(catalog: catalog).run(AppSnapshot(screen))
        // report.results for "ACME:brand-prefix#1" is a violation of impact Moderate.
        let result = try #require(report.results.first { $0.requirementID == "ACME:brand-prefix#1" })
        #expect(result.outcome == .violation)
        #expect(result.violations.first?.impact == .moderate)
    }

    @Test func houseRuleExamplesDecideAsDeclared() throws {
        let criterion = try #require(acmeRules.criteria.first)
        let requirement = try #require(criterion.requirements.first)
        for example in BrandPrefixCheck().examples {
            let result = try Audit.evaluate(requirement, of: criterion, on: example.snapshot)
            let expected: Outcome = switch example.expectation {
            case .passes: .pass
            case .fails: .violation
            case .needsReview: .needsReview
            }
            #expect(result.outcome == expected, "\(example.summary)")
        }
    }

    @Test func houseRuleReusingAStandardIDIsRefused() {
        let clash = Principle("ACME", "Clash", id: "ACME:clash") {
            Guideline("ACME.2", "Clash", id: "ACME:clash-g") {
                Criterion("MCAG:clean-names", number: "ACME.2.1", "Mine now") { Requirement("x", impact: .minor) }
            }
        }
        #expect(throws: CatalogError.self) { try Catalog(Catalog.standard.principles + [clash]) }
    }
}
