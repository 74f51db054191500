import Testing
import MCAGCore

/// A check used only to exercise the engine: buttons need a label.
private struct LabelledButtonCheck: ElementCheck {
    var name: String { "test-labelled-button" }
    var examples: [CheckExample] { [] }

    func evaluate(_ element: ElementContext) -> Finding? {
        guard element.element.role == .button else { return nil }
        guard let exposed = element.element.isAccessibilityElement else {
            return .needsReview(element, "exposure unknown", missing: ["isAccessibilityElement"])
        }
        if !exposed { return nil }
        if element.element.accessibleName != nil { return .pass(element, "named") }
        return .violation(element, "no name", severity: 0.4, fix: "Set a label")
    }
}

@Suite struct AuditEngineTests {
    let catalog: Catalog = {
        do {
            return try Catalog([Principle("9", "Test", id: "T:p") {
                Guideline("9.1", "G", id: "T:g") {
                    Criterion("T:names", number: "9.1.1", "Names") {
                        Requirement("Buttons have names", impact: .minor ... .serious) {
                            Exception("decorative", "The button is decorative")
                            LabelledButtonCheck()
                        }
                        Requirement("A person judges the wording", impact: .moderate) {
                            HowToTest("Read every label aloud")
                        }
                    }
                }
            }])
        } catch { preconditionFailure("\(error)") }
    }()

    func screen(_ buttons: Element...) -> AppSnapshot {
        AppSnapshot(Screen(name: "Home", Node(Element(role: .window), children: buttons.map { Node($0) })))
    }

    @Test func violationCarriesElementImpactAndFix() throws {
        let report = try Audit(catalog: catalog).run(screen(Element(role: .button, identifier: "play", isAccessibilityElement: true)))
        let result = try #require(report.results.first)
        #expect(result.outcome == .violation)
        let finding = try #require(result.violations.first)
        #expect(finding.impact == .moderate)  // severity 0.4 of Minor…Serious rounds to the middle level
        #expect(finding.element?.identifier == "play")
        #expect(finding.element?.path == "window/button[id=play]")
        #expect(finding.fix == "Set a label")
        #expect(finding.check == "test-labelled-button")
    }

    @Test func missingDataIsNeedsReviewNeverPass() throws {
        let report = try Audit(catalog: catalog).run(screen(Element(role: .button, label: "Play")))
        #expect(report.results[0].outcome == .needsReview)
        #expect(report.results[0].findings[0].missing == ["isAccessibilityElement"])
    }

    @Test func noApplicableElementIsNotApplicable() throws {
        let report = try Audit(catalog: catalog).run(screen(Element(role: .text, label: "Hello")))
        #expect(report.results[0].outcome == .notApplicable)
    }

    @Test func manualRequirementIsListedForReviewWithItsProcedure() throws {
        let report = try Audit(catalog: catalog).run(screen())
        #expect(report.results[1].outcome == .needsReview)
        #expect(report.results[1].automation == .manual)
        #expect(report.results[1].howToTest == "Read every label aloud")
    }

    @Test func declaredExceptionClaimSetsTheViolationAsideAndIsReported() throws {
        let claim = ExceptionClaim(requirement: "T:names#1", exception: "decorative", reason: "Purely ornamental")
        let report = try Audit(catalog: catalog).run(
            screen(Element(role: .button, isAccessibilityElement: true, exceptionClaims: [claim])))
        #expect(report.results[0].outcome == .notApplicable)
        #expect(report.results[0].appliedExceptions.map(\.claim) == [claim])
        #expect(report.results[0].appliedExceptions[0].exceptionText == "The button is decorative")
    }

    @Test func claimingAnUndeclaredExceptionIsAnError() {
        let claim = ExceptionClaim(requirement: "T:names#1", exception: "logo", reason: "typo")
        let error = #expect(throws: AuditError.self) {
            try Audit(catalog: catalog).run(screen(Element(role: .button, exceptionClaims: [claim])))
        }
        #expect(error?.description == "Home: window/button: requirement T:names#1 declares no exception 'logo'; it declares: decorative")
    }

    @Test func configuredClaimCoversElementsByIdentifier() throws {
        let claim = ConfiguredExceptionClaim(
            ExceptionClaim(requirement: "T:names#1", exception: "decorative", reason: "ornament"), elementIdentifier: "ornament")
        let report = try Audit(catalog: catalog, configuration: AuditConfiguration(exceptionClaims: [claim])).run(
            screen(Element(role: .button, identifier: "ornament", isAccessibilityElement: true),
                   Element(role: .button, identifier: "other", isAccessibilityElement: true)))
        #expect(report.results[0].violations.map(\.element?.identifier) == ["other"])
        #expect(report.results[0].appliedExceptions.count == 1)
    }

    @Test func skippingAndIncludingCriteriaByNumberOrID() throws {
        let skipped = try Audit(catalog: catalog, configuration: AuditConfiguration(skippedCriteria: ["9.1.1"])).run(screen())
        #expect(skipped.results.isEmpty)
        // Two edits from the catalog's 9.1.1: the error suggests it.
        #expect(throws: AuditError.unknownCriterion("9.9.9", suggestion: "9.1.1")) {
            try Audit(catalog: catalog, configuration: AuditConfiguration(includedCriteria: ["9.9.9"])).run(screen())
        }
        #expect(throws: AuditError.unknownCriterion("EXTRA:far-away-name")) {
            try Audit(catalog: catalog, configuration: AuditConfiguration(includedCriteria: ["EXTRA:far-away-name"])).run(screen())
        }
    }

    /// An audit of nothing would pass: an empty inclusion is an error rather
    /// than a green run of 0 tests (skipping everything stays a stated choice).
    @Test func anEmptyInclusionIsAnError() {
        #expect(throws: AuditError.emptySelection) {
            try Audit(catalog: catalog, configuration: AuditConfiguration(includedCriteria: [])).run(screen())
        }
    }

    @Test func assumedDensityIsStatedInTheReport() throws {
        var snapshot = screen()
        snapshot.screens[0].density = Density.androidPixels(dpi: 420, assumption: "assumed 420 dpi")
        #expect(try Audit(catalog: catalog).run(snapshot).assumptions == ["Home: assumed 420 dpi"])
    }
}
