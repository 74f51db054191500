import XCTest
import AcmeAccessibility
import MCAGTesting

/// How a team audits its screens with XCTest: one failure per violation, at the assertion's line.
final class CheckoutXCTests: XCTestCase {
    func testReceiptIsAccessible() {
        XCTAssertAccessible(AcmeScreens.receipt, options: Acme.options)
    }

    func testCheckoutIsAccessibleOnceTheSaleBadgeIsSuppressed() {
        var options = Acme.houseOnly
        options.suppressions = [
            Suppression("ACME:brand-contrast#1", identifier: "logo", exception: "logo"),
            Suppression("ACME:brand-contrast#1", identifier: "sale-badge", reason: "Badge redesign in progress",
                        owner: "growth-team", ticket: "ACME-881"),
        ]
        let verdict = XCTAssertAccessible(AcmeScreens.checkout, options: options)
        XCTAssertEqual(verdict?.usedSuppressions.count, 2)
    }

    func testLegacySettingsAgainstARecordedBaseline() throws {
        let baseline = Baseline.record(try MCAG.evaluate(AcmeScreens.settings(), Acme.houseOnly))
        var options = Acme.houseOnly
        options.baseline = baseline
        XCTAssertAccessible(AcmeScreens.settings(), options: options)
    }

    func testTheThrowingFormWorksInXCTestToo() {
        XCTAssertThrowsError(try MCAG.audit(AcmeScreens.checkout, Acme.houseOnly)) { error in
            XCTAssertTrue("\(error)".hasPrefix("Accessibility audit failed: 2 violations (2 serious)."))
        }
    }
}
