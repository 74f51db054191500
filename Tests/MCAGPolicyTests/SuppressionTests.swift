import MCAGHouseRuleFixtures
import Foundation
import Testing
import MCAGRules

@Suite struct SuppressionTests {
    @Test func suppressionByIdentifierSetsAsideThatElementOnlyAndIsListedAsUsed() throws {
        let suppression = Suppression("ACME:tap-height#1", identifier: "pay", reason: "Redesign ships in March",
                                      owner: "checkout-team", ticket: "A11Y-12", expires: "2027-03-31")
        let verdict = try MCAG.evaluate(Acme.checkout, Acme.options(suppressions: [suppression]))
        #expect(verdict.issues.compactMap(\.item?.finding.element?.label) == ["Terms"])
        #expect(verdict.usedSuppressions.map(\.suppression) == [suppression])
        #expect(verdict.usedSuppressions.first?.findings.count == 1)
        #expect(verdict.unusedSuppressions.isEmpty)
        #expect(verdict.message.contains(
            "Suppressions used:\n  - ACME:tap-height#1 for id \"pay\", house reason: Redesign ships in March "
                + "(owner checkout-team, ticket A11Y-12, expires 2027-03-31): 1 finding(s)"))
    }

    @Test func suppressionByFingerprintCitesADeclaredException() throws {
        let fingerprint = "Checkout :: link \"Terms\" in window[id=main]"
        let suppression = Suppression("ACME:tap-height#1", fingerprint: fingerprint, exception: "inline-link")
        let verdict = try MCAG.evaluate(Acme.checkout, Acme.options(suppressions: [suppression]))
        #expect(verdict.issues.compactMap(\.item?.finding.element?.identifier) == ["pay"])
        #expect(verdict.usedSuppressions.count == 1)
    }

    @Test func suppressionWithoutElementCoversTheWholeRequirement() throws {
        let suppression = Suppression("ACME:tap-height#1", reason: "Legacy screens, tracked in A11Y-1")
        #expect(try MCAG.audit(Acme.checkout, Acme.options(suppressions: [suppression])).passed)
    }

    @Test func suppressionThatMatchesNothingIsListedAsUnused() throws {
        let stale = Suppression("ACME:tap-height#1", identifier: "removed-button", reason: "Old")
        let verdict = try MCAG.evaluate(Acme.checkout, Acme.options(suppressions: [stale]))
        #expect(verdict.unusedSuppressions == [stale])
        #expect(verdict.message.contains("Suppressions that matched nothing (delete them):\n  - ACME:tap-height#1 for id \"removed-button\""))
    }

    @Test func citingAnUndeclaredExceptionIsAnError() {
        let typo = Suppression("ACME:tap-height#1", identifier: "pay", exception: "inline-lnk")
        #expect(throws: SuppressionError(
            place: "suppressions[0] (ACME:tap-height#1)",
            message: "requirement ACME:tap-height#1 declares no exception 'inline-lnk'; it declares: inline-link")) {
            try MCAG.evaluate(Acme.checkout, Acme.options(suppressions: [typo]))
        }
    }

    @Test func unknownRequirementIsAnError() {
        let typo = Suppression("ACME:tap-hieght#1", reason: "x")
        #expect(throws: SuppressionError.self) { try MCAG.evaluate(Acme.checkout, Acme.options(suppressions: [typo])) }
    }

    @Test func suppressionWithNeitherExceptionNorReasonIsAnError() {
        let bare = Suppression("ACME:tap-height#1", identifier: "pay")
        #expect(throws: SuppressionError(
            place: "suppressions[0] (ACME:tap-height#1)",
            message: "cite an exception the requirement declares or give a house reason")) {
            try MCAG.evaluate(Acme.checkout, Acme.options(suppressions: [bare]))
        }
    }

    @Test func malformedExpiryDateIsAnError() {
        let bad = Suppression("ACME:tap-height#1", reason: "x", expires: "31/03/2027")
        #expect(throws: SuppressionError.self) { try MCAG.evaluate(Acme.checkout, Acme.options(suppressions: [bad])) }
        let impossible = Suppression("ACME:tap-height#1", reason: "x", expires: "2027-02-30")
        #expect(throws: SuppressionError.self) { try MCAG.evaluate(Acme.checkout, Acme.options(suppressions: [impossible])) }
    }

    @Test func expiredSuppressionNoLongerAppliesAndFailsTheAudit() throws {
        let old = Suppression("ACME:tap-height#1", reason: "Until the redesign", expires: "2026-11-21")
        let verdict = try MCAG.evaluate(Acme.checkout, Acme.options(suppressions: [old], now: Acme.day("2026-11-22")))
        #expect(verdict.issues.map(\.kind) == [.violation, .violation, .expiredSuppression])
        #expect(verdict.expiredSuppressions == [old])
        #expect(verdict.issues.last?.message == """
            Suppression expired on 2026-11-21: ACME:tap-height#1 for every element, house reason: Until the redesign (expires 2026-11-21)
              Fix: fix what it covered and delete it, or renew it with a new date and a reason
            """)
    }

    @Test func suppressionHoldsThroughItsLastDay() throws {
        let lastDay = Suppression("ACME:tap-height#1", reason: "Until the redesign", expires: "2026-11-22")
        #expect(try MCAG.evaluate(Acme.checkout, Acme.options(suppressions: [lastDay], now: Acme.day("2026-11-22"))).passed)
    }

    @Test func houseConfigurationDecodesEverySetting() throws {
        let json = """
            {
              "namespace": "ACME",
              "minimumImpact": "serious",
              "strict": true,
              "includedCriteria": ["ACME:tap-height"],
              "skippedCriteria": ["MCAG:synchronized-media-alternatives"],
              "impactPolicy": {"maximumLowering": 0, "maximumRaising": 3},
              "impactOverrides": [{"requirement": "MCAG:touch-target-size#1", "impact": {"min": "serious", "max": "critical"}, "reason": "Older audience"},
                                  {"requirement": "MCAG:synchronized-media-alternatives#1", "impact": "critical", "reason": "Video app"}],
              "disabledCriteria": [{"criterion": "MCAG:audio-control", "reason": "No audio"}],
              "suppressions": [{"requirement": "ACME:tap-height#1", "identifier": "pay", "exception": "inline-link",
                                "owner": "web", "ticket": "A11Y-3", "expires": "2027-06-30"}]
            }
            """
        let configuration = try HouseConfiguration.decode(Data(json.utf8), source: "mcag.json")
        #expect(configuration.minimumImpact == .serious)
        #expect(configuration.strict == true)
        #expect(configuration.impactPolicy == .raiseOnly)
        #expect(configuration.impactOverrides.map(\.impact) == [.serious ... .critical, ImpactRange(.critical)])
        #expect(configuration.impactOverrides[1].location.description == "mcag.json impactOverrides entry:2")
        #expect(configuration.disabledCriteria.map(\.criterion) == ["MCAG:audio-control"])
        #expect(configuration.suppressions?.first?.ticket == "A11Y-3")
        let options = AuditOptions(configuration: configuration, house: Acme.house)
        #expect(options.minimumImpact == .serious)
        #expect(options.house?.criteria.map(\.id) == ["ACME:tap-height"])
        #expect(options.house?.impactOverrides.count == 2)
        #expect(options.house?.policy == .raiseOnly)
    }

    @Test func houseConfigurationRefusesUnknownKeysNamingThem() {
        let json = #"{"minimumImpact": "serious", "supressions": []}"#
        #expect(throws: HouseConfigurationError.self) { try HouseConfiguration.decode(Data(json.utf8)) }
        do {
            _ = try HouseConfiguration.decode(Data(json.utf8), source: "mcag.json")
        } catch {
            #expect(error.description == "mcag.json: unknown key 'supressions' at the top level; did you mean 'suppressions'?")
        }
    }

    @Test func houseConfigurationNamesTheBadValue() {
        let json = #"{"impactOverrides": [{"requirement": "MCAG:synchronized-media-alternatives#1", "impact": "huge", "reason": "x"}]}"#
        do {
            _ = try HouseConfiguration.decode(Data(json.utf8), source: "mcag.json")
            Issue.record("a bad impact was accepted")
        } catch {
            #expect(error.description.hasPrefix("mcag.json: .impactOverrides[0]"))
        }
    }

    @Test func houseConfigurationRoundTripsThroughJSON() throws {
        let claim = ConfiguredExceptionClaim(
            ExceptionClaim(requirement: "MCAG:text-color-contrast#1", exception: "logo-or-brand", reason: "Wordmark"),
            elementIdentifier: "logo")
        let configuration = HouseConfiguration(
            minimumImpact: .moderate, suppressions: [Suppression("MCAG:synchronized-media-alternatives#1", reason: "No video yet")],
            exceptionClaims: [claim])
        let data = try JSONEncoder().encode(configuration)
        #expect(try HouseConfiguration.decode(data) == configuration)
        // The file holds claims flat, as people write them.
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""identifier":"logo""#))
        #expect(!text.contains("elementIdentifier"))
    }

    @Test func exceptionClaimsFromAFileReachTheEngine() throws {
        let json = #"{"exceptionClaims": [{"requirement": "ACME:tap-height#1", "exception": "inline-link", "identifier": "pay", "reason": "Inline link"}]}"#
        let configuration = try HouseConfiguration.decode(Data(json.utf8), source: "mcag.json")
        var options = Acme.options()
        options.exceptionClaims = configuration.exceptionClaims
        let verdict = try MCAG.evaluate(Acme.checkout, options)
        let applied = verdict.report.results.flatMap(\.appliedExceptions)
        #expect(applied.map(\.claim.exception) == ["inline-link"])
        #expect(applied.first?.element?.identifier == "pay")
        #expect(verdict.report.violations.map(\.finding.element?.label) == ["Terms"])
    }

    @Test func aMisspeltClaimKeyIsRefusedRatherThanWideningTheClaim() {
        let json = #"{"exceptionClaims": [{"requirement": "ACME:tap-height#1", "exception": "inline-link", "identifer": "pay", "reason": "x"}]}"#
        do {
            _ = try HouseConfiguration.decode(Data(json.utf8), source: "mcag.json")
            Issue.record("a misspelt key was accepted")
        } catch {
            #expect(error.description.contains("unknown key 'identifer'"))
        }
    }
}

@Suite struct VerdictReportTests {
    @Test func reportersSeeOnlyWhatStillFails() throws {
        let suppression = Suppression("ACME:tap-height#1", identifier: "pay", reason: "Redesign ships in March")
        let verdict = try MCAG.evaluate(Acme.checkout, Acme.options(suppressions: [suppression]))
        #expect(verdict.report.violations.count == 2)
        let report = verdict.reportWithoutSetAsideFindings
        #expect(report.violations.map(\.finding.element?.label) == ["Terms"])
        #expect(report.results.first?.outcome == .violation)
    }

    @Test func requirementWhoseFindingsAreAllSetAsideIsNoLongerAViolation() throws {
        let all = Suppression("ACME:tap-height#1", reason: "Legacy")
        let verdict = try MCAG.evaluate(Acme.checkout, Acme.options(suppressions: [all]))
        let result = try #require(verdict.reportWithoutSetAsideFindings.results.first)
        #expect(result.outcome == .pass)  // the "Cancel" button still passes
        #expect(result.violations.isEmpty)
    }
}
