import Foundation
import Testing
import AcmeAccessibility
import MCAGTesting

/// How a team audits its screens with Swift Testing.
@Suite struct CheckoutAccessibilityTests {
    /// The one line: throws, with the full message, if anything fails.
    @Test func receiptIsAccessible() throws {
        try MCAG.audit(AcmeScreens.receipt, Acme.options)
    }

    /// Every example of the house checks decides as declared: the standard catalog's generic test, one line.
    @Test func houseRuleExamples() { expectCheckExamples(Acme.house) }

    /// The companion helper records one issue per violation at this line instead of throwing.
    @Test func receiptIsAccessibleIssueByIssue() {
        expectAccessible(AcmeScreens.receipt, options: Acme.options)
    }

    /// House settings and suppressions live in a JSON file the `mcag` command reads too.
    @Test func checkoutPassesWithTheLogoSuppressedByItsDeclaredException() throws {
        let url = try #require(Bundle.module.url(forResource: "Resources/mcag", withExtension: "json"))
        let configuration = try HouseConfiguration.load(from: url)
        var options = AuditOptions(configuration: configuration, house: Acme.house)
        options.includedCriteria = ["ACME:brand-contrast"]

        let verdict = try MCAG.evaluate(AcmeScreens.checkout, options)
        #expect(verdict.usedSuppressions.map(\.suppression.identifier) == ["logo"])
        // The logo is excused; the sale badge is not.
        #expect(verdict.issues.compactMap(\.item?.finding.element?.identifier) == ["sale-badge"])
    }

    /// A baseline lets a legacy screen pass while its known problems are worked off;
    /// anything new fails.
    @Test func legacySettingsFailOnlyOnNewProblems() throws {
        let url = try #require(Bundle.module.url(forResource: "Resources/settings-baseline", withExtension: "json"))
        var options = Acme.houseOnly
        options.baseline = try Baseline.load(from: url)

        try MCAG.audit(AcmeScreens.settings(), options)

        let verdict = try MCAG.evaluate(AcmeScreens.settings(withNewBanner: true), options)
        #expect(verdict.issues.compactMap(\.item?.finding.element?.identifier) == ["promo-banner"])
        #expect(verdict.baseline?.known.count == 2)
    }

    /// Recording a baseline is one call; the file diffs well in review.
    @Test func recordingABaselineCapturesTodaysProblems() throws {
        let verdict = try MCAG.evaluate(AcmeScreens.settings(), Acme.houseOnly)
        let baseline = Baseline.record(verdict)
        let url = try #require(Bundle.module.url(forResource: "Resources/settings-baseline", withExtension: "json"))
        #expect(baseline == (try Baseline.load(from: url)))
    }

    /// An expired suppression fails the audit, so nothing stays excused by accident.
    @Test func anExpiredSuppressionFails() throws {
        var options = Acme.houseOnly
        options.suppressions = [Suppression("ACME:brand-contrast#1", identifier: "sale-badge",
                                            reason: "Badge redesign in progress", ticket: "ACME-881", expires: "2026-01-31")]
        options.now = try #require(ISO8601DateFormatter().date(from: "2026-02-01T09:00:00Z"))
        let verdict = try MCAG.evaluate(AcmeScreens.checkout, options)
        #expect(verdict.issues.map(\.kind).contains(.expiredSuppression))
    }
}
