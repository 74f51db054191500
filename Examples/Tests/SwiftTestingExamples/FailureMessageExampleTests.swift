import Testing
import AcmeAccessibility
import MCAGTesting

/// A deliberately failing audit, kept as a test that expects the failure,
/// to show the exact message a developer sees. (XCTExpectFailure does not
/// exist on Linux, so the test catches the error and compares its text.)
@Suite struct FailureMessageExampleTests {
    @Test func theMessageADeveloperSeesWhenTheSaleBadgeFails() throws {
        do {
            var options = Acme.houseOnly
            options.suppressions = [Suppression("ACME:brand-contrast#1", identifier: "logo", exception: "logo")]
            try MCAG.audit(AcmeScreens.checkout, options)
            Issue.record("the checkout audit was expected to fail")
        } catch let failure as AccessibilityAuditFailure {
            #expect(failure.description == """
                Accessibility audit failed: 1 violation (1 serious).

                1) ACME:brand-contrast ACME-1 Brand Colour Contrast [ACME:brand-contrast#1], impact Serious
                  Test: Brand-red text has a contrast of at least 4.5:1 at any size, except when:
                  Element: role text, identifier "sale-badge", label "Sale -20%", frame (16, 120, 100×24), path window[id=checkout]/text[id=sale-badge], screen "Checkout"
                  Problem: Brand-red text has too little contrast with its background
                  Measured: 4.33:1 (needs >= 4.5:1)
                  Fix: Put brand-red text on white, or use the darker brand-red-text token (#9E001E)

                Suppressions used:
                  - ACME:brand-contrast#1 for id "logo", exception 'logo': 1 finding(s)

                Disabled by house rules:
                  - MCAG:synchronized-media-alternatives: The ACME app plays no video

                Impact overrides:
                  - MCAG:touch-target-size#1 → Serious - Critical: Most ACME shoppers use the app one-handed on the move
                """)
        }
    }
}
