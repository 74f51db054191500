import Testing
import MCAGCore

/// A check that finds an exception itself: a button whose identifier starts
/// with `ornament` is covered by `key`; with `asViolation` the check reports
/// it as a violation it marks covered, as a claim would cover it.
struct OrnamentCheck: ElementCheck {
    var key: ExceptionKey = "decorative"
    var lists: [ExceptionKey] = ["decorative"]
    var asViolation = false
    var name: String { "test-ornament" }
    var examples: [CheckExample] { [] }
    var detectedExceptions: [ExceptionKey] { lists }

    func evaluate(_ element: ElementContext) -> Finding? {
        guard element.element.role == .button else { return nil }
        guard element.element.identifier?.hasPrefix("ornament") == true else {
            return element.element.label == nil ? .violation(element, "no name", fix: "Set a label") : .pass(element, "named")
        }
        let finding: Finding = asViolation
            ? .violation(element, "an ornament without a name", fix: "None needed")
            : .pass(element, "an ornament: the declared exception 'decorative' applies")
        return finding.covered(by: key)
    }
}

@Suite struct DetectedExceptionTests {
    static func catalog(_ check: OrnamentCheck) throws -> Catalog {
        try Catalog([Principle("9", "Test", id: "T:p") {
            Guideline("9.1", "G", id: "T:g") {
                Criterion("T:names", number: "9.1.1", "Names") {
                    Requirement("Buttons have names", impact: .serious) {
                        Exception("decorative", "The button is decorative")
                        check
                    }
                }
            }
        }])
    }

    static func screen(name: String = "Home", _ identifiers: String?...) -> Screen {
        Screen(name: name, Node(Element(role: .window), children: identifiers.map {
            Node(Element(role: .button, identifier: $0))
        }))
    }

    @Test func aDetectedExceptionIsReportedAsAppliedLikeAClaim() throws {
        let report = try Audit(catalog: Self.catalog(OrnamentCheck())).run(AppSnapshot(Self.screen("ornament")))
        let result = try #require(report.results.first)
        #expect(result.outcome == .pass, "the check's own verdict on the element stands")
        let applied = try #require(result.appliedExceptions.first)
        #expect(applied.claim.exception == "decorative")
        #expect(applied.detectedBy == "test-ornament")
        #expect(applied.exceptionText == "The button is decorative")
        #expect(applied.element?.identifier == "ornament")
        #expect(applied.setAside.isEmpty)
    }

    @Test func aCoveredViolationIsSetAsideAsAClaimWouldSetItAside() throws {
        let report = try Audit(catalog: Self.catalog(OrnamentCheck(asViolation: true)))
            .run(AppSnapshot(Self.screen("ornament", "plain")))
        let result = try #require(report.results.first)
        #expect(result.violations.map(\.element?.identifier) == ["plain"])
        #expect(result.appliedExceptions.map { $0.setAside.map(\.message) } == [["an ornament without a name"]])
    }

    @Test func aCheckListingAnUndeclaredKeyIsRefusedByTheCatalog() {
        let error = #expect(throws: CatalogError.self) {
            try Self.catalog(OrnamentCheck(key: "logo", lists: ["logo"]))
        }
        guard case .undeclaredDetectedException(let requirement, let check, let key, let declared, _) = error else {
            Issue.record("unexpected error \(String(describing: error))")
            return
        }
        #expect([requirement, check, key] == ["T:names#1", "test-ornament", "logo"])
        #expect(declared == ["decorative"])
    }

    @Test func aKeyTheCheckDoesNotListIsNeedsReviewNeverASilentPass() throws {
        // The catalog accepts the check (it lists only "decorative"), but it reports "logo" at run time.
        let report = try Audit(catalog: Self.catalog(OrnamentCheck(key: "logo"))).run(AppSnapshot(Self.screen("ornament")))
        let result = try #require(report.results.first)
        #expect(result.outcome == .needsReview)
        #expect(result.appliedExceptions.isEmpty)
        #expect(result.findings.first?.message.contains("reported exception 'logo'") == true)
    }

    @Test func aClaimCoversOnlyItsOwnCaptureOfAScreenTwoCapturesShareAName() throws {
        let claim = ExceptionClaim(requirement: "T:names#1", exception: "decorative", reason: "Ornamental in light mode")
        let light = Screen(name: "Home", Node(Element(role: .window)) {
            Node(Element(role: .button, identifier: "badge", exceptionClaims: [claim]))
        })
        let dark = Self.screen(name: "Home", "badge")
        let report = try Audit(catalog: Self.catalog(OrnamentCheck())).run(AppSnapshot(screens: [light, dark]))
        let result = try #require(report.results.first)
        // Same screen name, same element position: only the claimed capture's finding is set aside.
        #expect(result.violations.map(\.element?.screenIndex) == [1])
        #expect(result.appliedExceptions.map(\.element?.screenIndex) == [0])
    }
}
