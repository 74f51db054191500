import MCAGHouseRuleFixtures
import Foundation
import Testing
import MCAGRules

/// Files the tool reads refuse unknown and repeated keys, naming the key, its
/// JSON path and the nearest known key, so a typo never changes an audit's meaning.
@Suite struct StrictReaderTests {
    static func configurationError(_ json: String) -> String? {
        do {
            _ = try HouseConfiguration.decode(Data(json.utf8), source: "mcag.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        ("identifer", "unknown key 'identifer' at suppressions[1]; did you mean 'identifier'?"),
        ("sreen", "unknown key 'sreen' at suppressions[1]; did you mean 'screen'?"),
        ("expiry", "unknown key 'expiry' at suppressions[1]; did you mean 'expires'?"),
    ])
    func misspeltSuppressionKeysAreRefusedWithTheNearestKey(key: String, message: String) {
        let json = """
            {"suppressions": [{"requirement": "MCAG:touch-target-size#1", "reason": "ok"},
                              {"requirement": "MCAG:touch-target-size#1", "\(key)": "x", "reason": "typo"}]}
            """
        #expect(Self.configurationError(json) == "mcag.json: \(message)")
    }

    @Test func anUnrelatedUnknownKeyListsTheKnownOnes() {
        let message = Self.configurationError(#"{"impactPolicy": {"zzz": 1}}"#)
        #expect(message == "mcag.json: unknown key 'zzz' at impactPolicy; known keys: maximumLowering, maximumRaising")
    }

    @Test(arguments: [
        (#"{"strict": true, "strict": false}"#, "duplicate key 'strict' at the top level"),
        (#"{"disabledCriteria": [{"criterion": "a", "reason": "b", "reason": "c"}]}"#, "duplicate key 'reason' at disabledCriteria[0]"),
        (#"{"impactOverrides": [{"requirement": "r", "impact": {"min": "minor", "min": "serious"}}]}"#,
         "duplicate key 'min' at impactOverrides[0].impact"),
    ])
    func repeatedKeysAreRefused(json: String, message: String) {
        #expect(Self.configurationError(json) == "mcag.json: \(message); give each key once")
    }

    @Test func everyConfigurationKeyIsInTheShape() throws {
        let configuration = HouseConfiguration(
            namespace: "A", minimumImpact: .minor, strict: true, includedCriteria: ["x"], skippedCriteria: [],
            impactPolicy: .raiseOnly, impactOverrides: [ImpactOverride("r#1", to: .minor ... .serious, reason: "x")],
            disabledCriteria: [DisabledCriterion("c", reason: "x")],
            suppressions: [Suppression("r#1", identifier: "i", fingerprint: "f", screen: "s", exception: "e", reason: "x",
                                       owner: "o", ticket: "t", expires: "2027-01-01")],
            exceptionClaims: [ConfiguredExceptionClaim(ExceptionClaim(requirement: "r#1", exception: "e", reason: "x"),
                                                       elementIdentifier: "i")])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(configuration)
        // Every key the encoder writes passes the shape check, and nothing is lost on the way.
        #expect(try encoder.encode(HouseConfiguration.decode(data)) == data)
    }

    @Test func anEmptyInclusionIsRefused() {
        #expect(Self.configurationError(#"{"includedCriteria": []}"#)?.hasPrefix(
            "mcag.json: includedCriteria: an empty list would audit no criterion") == true)
    }

    @Test func baselinesRefuseUnknownAndRepeatedKeys() {
        func message(_ json: String) -> String? {
            do {
                _ = try Baseline.decode(Data(json.utf8), source: "b.json")
                return nil
            } catch {
                return error.description
            }
        }
        #expect(message(#"{"version": 1, "entries": [{"fingerprnt": "f", "requirement": "r", "count": 1, "message": "m"}]}"#)
            == "b.json unknown key 'fingerprnt' at entries[0]; did you mean 'fingerprint'?")
        #expect(message(#"{"version": 1, "version": 2, "entries": []}"#) == "b.json duplicate key 'version' at the top level; give each key once")
    }

    @Test(arguments: ["2026-02-31", "2026-13-01", "2026-00-10", "2027-02-29", "2026-2-01", "+2026-02-01", "2026-02-01x"])
    func impossibleExpiryDatesAreRefused(date: String) {
        let suppression = Suppression("ACME:tap-height#1", identifier: "pay", reason: "x", expires: date)
        #expect(throws: SuppressionError(
            place: "suppressions[0] (ACME:tap-height#1)",
            message: "expiry date '\(date)' is not a date written yyyy-MM-dd")) {
            try MCAG.evaluate(Acme.checkout, Acme.options(suppressions: [suppression]))
        }
    }

    @Test func aRealLeapDayIsAccepted() throws {
        let suppression = Suppression("ACME:tap-height#1", identifier: "pay", reason: "x", expires: "2028-02-29")
        #expect(try MCAG.evaluate(Acme.checkout, Acme.options(suppressions: [suppression])).usedSuppressions.count == 1)
    }
}
