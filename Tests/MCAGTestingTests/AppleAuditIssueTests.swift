@testable import MCAGTesting
import Testing

/// The portable half of the Apple audit bridge: every audit type names a
/// requirement the standard catalog has, and the message leads with it.
@Suite struct AppleAuditIssueTests {
    @Test(arguments: AppleAuditIssue.Kind.allCases)
    func everyAuditTypeMapsToARequirementOfTheCatalog(kind: AppleAuditIssue.Kind) {
        #expect(Catalog.standard.requirement(id: kind.requirementID) != nil, "\(kind): \(kind.requirementID)")
    }

    @Test func theMessageNamesTheCriterionThenApplesFindingThenTheElement() {
        let issue = AppleAuditIssue(kind: .hitRegion, auditType: "hitRegion", compactDescription: "Hit area is too small",
                                    detailedDescription: "The hit region of this element is smaller than recommended.",
                                    element: "button label \"Close\"")
        let lines = issue.message(catalog: Catalog.standard).split(separator: "\n").map(String.init)
        #expect(lines.first == "MCAG 2.1.1 Touch Target Size (MCAG:touch-target-size#1), from Apple's accessibility audit of the size of the touch region (hitRegion):")
        #expect(lines[1] == "Hit area is too small")
        #expect(lines[2] == "The hit region of this element is smaller than recommended.")
        #expect(lines[3] == "Element: button label \"Close\"")
    }

    @Test func anUnmappedTypeAndAppTextAreShownSafely() {
        let issue = AppleAuditIssue(kind: nil, auditType: "raw value 4096", compactDescription: "Forged\nline",
                                    detailedDescription: "Forged\nline", element: nil)
        let message = issue.message(catalog: Catalog.standard)
        #expect(message.hasPrefix("Apple's accessibility audit (raw value 4096, an audit type MCAG Rules does not map to a criterion):"))
        // The app's text stays on one line: no forged second line, and the detail equal to the summary is not repeated.
        #expect(message.split(separator: "\n").count == 3)
        #expect(message.contains("Forged U+000A line"))
    }
}
