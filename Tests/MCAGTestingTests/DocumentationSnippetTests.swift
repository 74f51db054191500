import Foundation
import Testing
import XCTest
import MCAGTesting

// Code snippets of Documentation/TestSuites.md, HouseRules.md, Suppressions.md, Baselines.md and
// PlatformAdapters.md, copied verbatim so that a snippet that stops compiling fails the build;
// DocumentationSnippetCoverageTests fails when a document and its copy here differ.

// MARK: TestSuites.md

@Test func checkoutIsAccessible() throws {
    let screen = Screen(name: "Checkout", title: "Checkout",
                        Node(Element(role: .button, label: "Pay", identifier: "pay",
                                     frame: Rect(x: 16, y: 700, width: 343, height: 50))))
    try MCAG.audit(screen)
}

let checkoutScreen = Screen(name: "Checkout", title: "Checkout",
                            Node(Element(role: .button, label: "Pay", identifier: "pay",
                                         frame: Rect(x: 16, y: 700, width: 343, height: 50))))

@Suite struct TestSuitesSnippets {
    let screen = checkoutScreen

    @Test func assertionForm() throws {
        try screen.assertAccessible(AuditOptions(minimumImpact: .serious))
    }

    @Test func optionsForm() throws {
        var options = AuditOptions(minimumImpact: .moderate)
        options.skippedCriteria = ["MCAG:synchronized-media-alternatives"]
        try MCAG.audit(screen, options)
    }

    @Test func checkout() {
        expectAccessible(checkoutScreen, options: AuditOptions(minimumImpact: .serious))
    }

    @Test func ownProvider() throws {
        struct RecordedScreens: AccessibilitySnapshotProviding {
            var screens: [Screen]
            func accessibilitySnapshot() throws -> AppSnapshot { AppSnapshot(screens: screens) }
        }
        try MCAG.audit(RecordedScreens(screens: [checkoutScreen]))
    }
}

final class CheckoutTests: XCTestCase {
    func testCheckout() {
        XCTAssertAccessible(checkoutScreen, options: AuditOptions(minimumImpact: .serious))
    }
}

// MARK: HouseRules.md

struct BrandContrastCheck: ElementCheck {
    // ACME red, #E4002B, built from its bytes: a snapshot's "#E4002B" reads as 228/255 and 43/255,
    // and a rounded 0.894 would never equal it, so the rule would never fire.
    static let brandRed = Color(red: 228.0 / 255, green: 0, blue: 43.0 / 255)
    var name: String { "acme-brand-contrast" }
    var examples: [CheckExample] {
        [
            .passes("Brand red on white", Node(Element(role: .text, text: "€12", foregroundColor: Self.brandRed,
                                                        backgroundColor: Color(red: 1, green: 1, blue: 1)))),
            .fails("Brand red on black", Node(Element(role: .text, text: "€12", foregroundColor: Self.brandRed,
                                                       backgroundColor: Color(red: 0, green: 0, blue: 0)))),
        ]
    }

    func evaluate(_ element: ElementContext) -> Finding? {
        guard element.element.foregroundColor == Self.brandRed, element.element.visibleText != nil else { return nil }
        guard let background = element.element.backgroundColor else {
            return .needsReview(element, "No background colour captured", missing: ["backgroundColor"])
        }
        let ratio = Color.contrastRatio(Self.brandRed, background)
        let measured = Measured(ratio, threshold: 4.5, unit: ":1")
        if ratio >= 4.5 { return .pass(element, "Enough contrast", measured: measured) }
        return .violation(element, "Brand-red text has too little contrast", measured: measured,
                          fix: "Put brand-red text on white")
    }
}

@Suite struct HouseRulesSnippets {
    @Test func houseRulesMerge() throws {
        let house = HouseRules(namespace: "ACME") {
            Criterion("ACME:brand-contrast", number: "ACME-1", "Brand Colour Contrast") {
                Requirement("Brand-red text has a contrast of at least 4.5:1 at any size, except when:", impact: .serious) {
                    Exception("logo", "The text is part of the ACME logo.")
                    BrandContrastCheck()
                }
                SeeAlso("MCAG:text-color-contrast")
            }
            ImpactOverride("MCAG:touch-target-size#1", to: .serious ... .critical,
                           reason: "Most of our users operate the app one-handed")
            DisabledCriterion("MCAG:synchronized-media-alternatives", reason: "The app plays no video")
        }

        let catalog = try Catalog.standard.merging(house)
        #expect(catalog.criterion(id: "ACME:brand-contrast") != nil)

        // The snippet's check decides its own examples as declared.
        let criterion = try #require(catalog.criterion(id: "ACME:brand-contrast"))
        for example in BrandContrastCheck().examples {
            let result = try Audit.evaluate(criterion.requirements[0], of: criterion, on: example.snapshot)
            #expect(result.outcome == (example.expectation == .passes ? .pass : .violation))
        }
    }

    @Test func raiseOnlyPolicy() throws {
        let strictHouse = HouseRules(namespace: "ACME", policy: .raiseOnly) {
            ImpactOverride("MCAG:touch-target-size#1", to: .critical, reason: "Checkout is one-handed")
        }
        #expect(try Catalog.standard.merging(strictHouse).requirement(id: "MCAG:touch-target-size#1")?.impact
                == ImpactRange(.critical))
    }
}

/// The house of the snippets above, for the one-line example runners of HouseRules.md.
let snippetHouse = HouseRules(namespace: "ACME") {
    Criterion("ACME:brand-contrast", number: "ACME-1", "Brand Colour Contrast") {
        Requirement("Brand-red text has a contrast of at least 4.5:1 at any size", impact: .serious) { BrandContrastCheck() }
    }
}

@Suite struct HouseRuleExampleSnippets {
    let house = snippetHouse

    @Test func houseRuleExamples() { expectCheckExamples(house) }          // Swift Testing
}

final class HouseRuleExampleXCTests: XCTestCase {
    let house = snippetHouse

    func testHouseRuleExamples() { XCTAssertCheckExamples(house) }         // XCTest
}

// MARK: Suppressions.md

@Suite struct SuppressionSnippets {
    static let configurationJSON = """
        {
          "namespace": "ACME",
          "minimumImpact": "serious",
          "strict": false,
          "includedCriteria": null,
          "skippedCriteria": ["MCAG:media-players-titled"],
          "impactPolicy": {"maximumLowering": 1, "maximumRaising": 3},
          "impactOverrides": [
            {"requirement": "MCAG:touch-target-size#1", "impact": {"min": "serious", "max": "critical"},
             "reason": "Most of our users operate the app one-handed"},
            {"requirement": "MCAG:media-players-titled#1", "impact": "critical", "reason": "Video is our product"}
          ],
          "disabledCriteria": [
            {"criterion": "MCAG:synchronized-media-alternatives", "reason": "The app plays no video"}
          ],
          "suppressions": [
            {"requirement": "MCAG:touch-target-size#1", "identifier": "terms-link",
             "exception": "inline-in-text", "owner": "web", "ticket": "A11Y-7", "expires": "2027-06-30"}
          ]
        }
        """

    @Test func suppressionList() throws {
        let suppressions = [
            // Cites an exception MCAG declares for this requirement.
            Suppression("MCAG:touch-target-size#1", identifier: "terms-link",
                        exception: "inline-in-text", reason: "Inline link in the terms paragraph"),
            // A house reason, with an owner, a ticket and an end date.
            Suppression("MCAG:touch-target-size#1", identifier: "close-button", reason: "Redesign ships in Q2",
                        owner: "checkout-team", ticket: "A11Y-123", expires: "2027-06-30"),
            // An element without an identifier, by its fingerprint (see Baselines.md).
            Suppression("MCAG:touch-target-size#1", fingerprint: "Checkout :: button \"×\" in window/toolbar",
                        reason: "System-provided control"),
        ]
        let options = AuditOptions(suppressions: suppressions)
        var dated = options
        dated.now = try #require(ISO8601DateFormatter().date(from: "2026-11-22T00:00:00Z"))
        // Valid against the standard catalog: the audit runs, and none of them matches this screen.
        #expect(try MCAG.evaluate(checkoutScreen, dated).unusedSuppressions.count == 3)
    }

    @Test func configurationFileFromTheDocument() throws {
        let configuration = try HouseConfiguration.decode(Data(Self.configurationJSON.utf8), source: "mcag.json")
        var options = AuditOptions(configuration: configuration)
        options.now = try #require(ISO8601DateFormatter().date(from: "2026-11-22T00:00:00Z"))
        let verdict = try MCAG.evaluate(checkoutScreen, options)
        #expect(verdict.disabledCriteria.map(\.criterion) == ["MCAG:synchronized-media-alternatives"])
        #expect(verdict.impactOverrides.count == 2)
    }

    @Test func configurationErrorFromTheDocument() {
        let json = #"{"impactOverrides": [{"requirement": "MCAG:media-players-titled#1", "impact": "huge", "reason": "x"}]}"#
        #expect(throws: HouseConfigurationError(
            source: "mcag.json",
            message: ".impactOverrides[0].impact: unknown impact 'huge'; expected minor, moderate, serious or critical")) {
            try HouseConfiguration.decode(Data(json.utf8), source: "mcag.json")
        }
    }

    /// Built, not run: the document's file-loading form.
    func loadingForm(house: HouseRules) throws -> AuditOptions {
        let configuration = try HouseConfiguration.load(from: URL(fileURLWithPath: "mcag.json"))
        let options = AuditOptions(configuration: configuration, house: house)
        return options
    }
}

// MARK: Baselines.md

@Suite struct BaselineSnippets {
    @Test func recordThenCompare() throws {
        let snapshot = AppSnapshot(screens: [checkoutScreen])
        let options = AuditOptions()
        let baselineURL = FileManager.default.temporaryDirectory.appendingPathComponent("doc-baseline-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: baselineURL) }

        // Record once (the `mcag` command does this with --write-baseline).
        let verdict = try MCAG.evaluate(snapshot, options)
        try Baseline.record(verdict).save(to: baselineURL)

        // From then on, fail only on what is new.
        var withBaseline = options
        withBaseline.baseline = try Baseline.load(from: baselineURL)
        try MCAG.audit(snapshot, withBaseline)
    }

    @Test func baselineFileFromTheDocumentLoads() throws {
        let json = #"""
            {
              "entries" : [
                {
                  "count" : 1,
                  "fingerprint" : "ACME:brand-contrast#1 @ Settings :: text \"Sign out\" in window[id=settings]/list",
                  "message" : "Brand-red text has too little contrast with its background",
                  "requirement" : "ACME:brand-contrast#1"
                }
              ],
              "version" : 1
            }
            """#
        #expect(try Baseline.decode(Data(json.utf8)).entries.count == 1)
    }
}

// MARK: PlatformAdapters.md (Apple platforms only)

#if canImport(UIKit) && os(iOS)
import UIKit

final class CheckoutViewController: UIViewController {}

final class UIKitAdapterSnippet: XCTestCase {
    @MainActor func testCheckoutScreen() throws {
        let controller = CheckoutViewController()
        controller.loadViewIfNeeded()
        let screen = Screen(capturing: controller.view, name: "Checkout")
        try screen.assertAccessible()
    }
}
#endif

#if canImport(XCTest) && os(iOS)
final class XCUITestAdapterSnippet: XCTestCase {
    /// Built, not run: UI tests need a host application.
    @MainActor func home() throws {
        let app = XCUIApplication()
        app.launch()
        XCTAssertAccessible(try Screen(capturing: app, name: "Home"))
    }
}
#endif
