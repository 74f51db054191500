import Foundation
import Testing
import MCAGRules

/// The configuration file's `"profile"`: a built-in name, or a house profile
/// written as its differences from a base; unknown names and keys are refused.
@Suite struct ProfileConfigurationTests {
    static func decode(_ json: String) throws(HouseConfigurationError) -> HouseConfiguration {
        try HouseConfiguration.decode(Data(json.utf8), source: "house.json")
    }

    @Test func aBuiltInProfileByName() throws {
        let configuration = try Self.decode(#"{"profile": "apple-hig"}"#)
        #expect(configuration.profile == .appleHIG)
        #expect(AuditOptions(configuration: configuration).profile == .appleHIG)
    }

    @Test func noProfileMeansMCAGs() throws {
        #expect(AuditOptions(configuration: try Self.decode("{}")).profile == .mcag)
    }

    @Test func aHouseProfileKeepsItsBaseWhereItSaysNothing() throws {
        let configuration = try Self.decode(#"""
            {"profile": {"name": "acme", "base": "wcag22", "touchTarget": {"side": 9, "unit": "mm"}, "textContrast": 7}}
            """#)
        let profile = try #require(configuration.profile)
        #expect(profile.name == "acme")
        #expect(profile.touchTarget == TargetSize(9, .millimetres))
        #expect(profile.textContrast == 7)
        #expect(profile.largeTextSize == ThresholdProfile.wcag22.largeTextSize)
        #expect(profile.largeBoldTextSize == ThresholdProfile.wcag22.largeBoldTextSize)
    }

    @Test func aHouseProfileRoundTrips() throws {
        var acme = ThresholdProfile.material
        acme.name = "acme"
        acme.nonTextContrast = 4
        let data = try JSONEncoder().encode(HouseConfiguration(profile: acme))
        #expect(try HouseConfiguration.decode(data).profile == acme)
        let builtIn = try JSONEncoder().encode(HouseConfiguration(profile: .wcag22))
        #expect(String(decoding: builtIn, as: UTF8.self).contains(#""profile":"wcag22""#))
    }

    @Test(arguments: [
        (#"{"profile": "wcag"}"#, "unknown profile 'wcag'"),
        (#"{"profile": {"name": "x", "base": "hig"}}"#, "unknown base profile 'hig'"),
        (#"{"profile": {"name": "x", "textContrst": 5}}"#, "unknown key 'textContrst'"),
        (#"{"profile": {"name": "x", "textContrast": 0.5}}"#, ".profile.textContrast"),
        (#"{"profile": {"name": "x", "touchTarget": {"side": 0, "unit": "mm"}}}"#, ".profile.touchTarget"),
        (#"{"profile": {"name": "x", "touchTarget": {"side": 9, "unit": "cm"}}}"#, ".profile.touchTarget.unit"),
        (#"{"profile": {"textContrast": 5}}"#, ".profile.name: missing required key"),
        (#"{"profile": {"name": "x", "touchTarget": {"side": 9, "unit": "mm", "spacing": 2}}}"#, "unknown key 'spacing'"),
    ])
    func badProfilesAreRefusedNamingThePlace(json: String, expected: String) {
        #expect {
            _ = try Self.decode(json)
        } throws: { error in
            "\(error)".hasPrefix("house.json: ") && "\(error)".contains(expected)
        }
    }
}
