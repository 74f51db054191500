import MCAGHouseRuleFixtures
import Testing
import MCAGRules

@Suite struct AssertionTests {
    @Test func failingAuditThrowsTheFullActionableMessage() throws {
        let error = #expect(throws: AccessibilityAuditFailure.self) { try MCAG.audit(Acme.checkout, Acme.options()) }
        #expect(error?.description == """
            Accessibility audit failed: 2 violations (1 serious, 1 minor).

            1) ACME:tap-height ACME-1 Tap Height [ACME:tap-height#1], impact Serious
              Test: Controls are at least 44 points tall, except when:
              Element: role button, identifier "pay", label "Pay", frame (16, 600, 200×10), path window[id=main]/button[id=pay], screen "Checkout"
              Problem: The control is shorter than 44 points
              Measured: 10pt (needs >= 44pt)
              Fix: Make the control at least 44 points tall, or extend its hit area

            2) ACME:tap-height ACME-1 Tap Height [ACME:tap-height#1], impact Minor
              Test: Controls are at least 44 points tall, except when:
              Element: role link, label "Terms", frame (16, 640, 60×40), path window[id=main]/link, screen "Checkout"
              Problem: The control is shorter than 44 points
              Measured: 40pt (needs >= 44pt)
              Fix: Make the control at least 44 points tall, or extend its hit area
            """)
    }

    @Test func minimumImpactLetsMinorViolationsPassButListsThem() throws {
        let error = #expect(throws: AccessibilityAuditFailure.self) {
            try MCAG.audit(Acme.checkout, Acme.options(minimumImpact: .moderate))
        }
        #expect(error?.verdict.issues.count == 1)
        #expect(error?.verdict.belowMinimumImpact.map(\.finding.element?.label) == ["Terms"])
        #expect(error?.description.contains("Below the minimum impact (not failing): 1 violation(s).") == true)
        let verdict = try MCAG.audit(Acme.checkout, Acme.options(minimumImpact: .critical))
        #expect(verdict.passed)
    }

    @Test func assertAccessibleOnTheSnapshotIsTheSameAudit() throws {
        #expect(throws: AccessibilityAuditFailure.self) { try Acme.checkout.assertAccessible(Acme.options()) }
        let clean = Screen(name: "Done", Node(Element(role: .button, label: "OK", frame: Rect(x: 0, y: 0, width: 90, height: 48))))
        let verdict = try clean.assertAccessible(Acme.options())
        #expect(verdict.passed)
        #expect(verdict.message == "Accessibility audit passed.")
    }

    @Test func strictModeFailsOnNeedsReviewOfAutomatedChecksOnly() throws {
        let unmeasured = Screen(name: "Login", Node(Element(role: .button, label: "Sign in")))
        #expect(try MCAG.evaluate(unmeasured, Acme.options()).passed)
        let verdict = try MCAG.evaluate(unmeasured, Acme.options(strict: true))
        #expect(verdict.issues.map(\.kind) == [.needsReview])
        #expect(verdict.issues.first?.message.contains("Missing: frame") == true)
        // Manual requirements (no checks) never fail, even in strict mode.
        var manualOnly = AuditOptions(strict: true, includedCriteria: ["MCAG:simplified-gestures"])
        manualOnly.now = Acme.day("2026-11-22")
        #expect(try MCAG.evaluate(unmeasured, manualOnly).passed)
    }

    @Test func skippedCriteriaDoNotRun() throws {
        var options = Acme.options()
        options.skippedCriteria = ["ACME-1"]
        #expect(try MCAG.evaluate(Acme.checkout, options).report.results.isEmpty)
    }

    @Test func unknownCriterionInOptionsIsAnErrorNotAPass() {
        var options = Acme.options()
        options.includedCriteria = ["ACME:no-such-rule"]
        #expect(throws: AuditError.unknownCriterion("ACME:no-such-rule")) { try MCAG.audit(Acme.checkout, options) }
    }

    @Test func providerErrorsPropagate() {
        #expect(throws: FailingProvider.CaptureError.self) { try MCAG.audit(FailingProvider()) }
    }

    @Test func screenWideFindingsNameTheScreenInsteadOfAnElement() throws {
        let house = HouseRules(namespace: "ACME") {
            Criterion("ACME:screen-title", number: "ACME-2", "Screen Title") {
                Requirement("Every screen has a title", impact: .serious) { ScreenTitleCheck() }
            }
        }
        let options = AuditOptions(house: house, includedCriteria: ["ACME:screen-title"])
        let error = #expect(throws: AccessibilityAuditFailure.self) { try MCAG.audit(Screen(name: "Home"), options) }
        #expect(error?.description.contains("  Element: the whole screen \"Home\"\n  Problem: The screen has no title") == true)
    }
}

struct ScreenTitleCheck: ScreenCheck {
    var name: String { "acme-screen-title" }
    var examples: [CheckExample] {
        [.passes("A titled screen", screen: Screen(title: "Home")), .fails("An untitled screen", screen: Screen(name: "Home"))]
    }

    func evaluate(_ screen: ScreenContext) -> [Finding] {
        guard screen.screen.title == nil else { return [.screen(.pass, screen, "The screen has a title")] }
        return [.screen(.violation, screen, "The screen has no title", fix: "Give the screen a title")]
    }
}
