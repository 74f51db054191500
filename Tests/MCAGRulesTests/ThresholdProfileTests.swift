import Foundation
import Testing
import MCAGRules

/// Every built-in profile decides at its own thresholds: a target or a text
/// just under the line fails, one at the line passes, and every finding of a
/// threshold check and the report name the profile that decided it.
@Suite struct ThresholdProfileTests {
    static func audit(_ screen: Screen, criterion: String, profile: ThresholdProfile) throws -> AuditReport {
        var options = AuditOptions(includedCriteria: [criterion])
        options.profile = profile
        return try MCAG.evaluate(AppSnapshot(screens: [screen]), options).report
    }

    static func targetOutcome(side: Double, unit: LengthUnit, density: Density?, profile: ThresholdProfile) throws -> Outcome {
        let button = Node(Element(role: .button, label: "Play", frame: Rect(x: 0, y: 0, width: side, height: side)))
        let report = try audit(Screen(unit: unit, density: density, button), criterion: "MCAG:touch-target-size", profile: profile)
        let result = try #require(report.results.first)
        #expect(report.profile == profile)
        #expect(result.findings.allSatisfy { $0.profile == profile.name })
        return result.outcome
    }

    // MARK: Touch targets

    @Test(arguments: [
        // MCAG: 7 mm is 44.09 dp (160 dp to the inch).
        ("mcag", 44.1, LengthUnit.dp, Outcome.pass), ("mcag", 43.5, .dp, .violation),
        // WCAG2ICT: 24 × 24 pt/dp.
        ("wcag22", 24, .dp, .pass), ("wcag22", 23.9, .dp, .violation),
        ("wcag22", 24, .points, .pass), ("wcag22", 23.9, .points, .violation),
        // Apple HIG: 44 × 44 pt.
        ("apple-hig", 44, .points, .pass), ("apple-hig", 43.9, .points, .violation),
        // Material: 48 × 48 dp.
        ("material", 48, .dp, .pass), ("material", 47.9, .dp, .violation),
    ] as [(String, Double, LengthUnit, Outcome)])
    func targetAtAndJustUnderEachProfile(name: String, side: Double, unit: LengthUnit, expected: Outcome) throws {
        let profile = try #require(ThresholdProfile.builtIn(named: name))
        let density: Density = unit == .dp ? .androidDP : .iosPoints(ppi: 460, scale: 3)
        #expect(try Self.targetOutcome(side: side, unit: unit, density: density, profile: profile) == expected)
    }

    @Test func pixelScreensConvertToDPThroughTheirDensity() throws {
        // 420 dpi: 63 px = 24 dp exactly, 62 px = 23.6 dp.
        let density = Density.androidPixels(dpi: 420)
        #expect(try Self.targetOutcome(side: 63, unit: .pixels, density: density, profile: .wcag22) == .pass)
        #expect(try Self.targetOutcome(side: 62, unit: .pixels, density: density, profile: .wcag22) == .violation)
        // 126 px = 48 dp at 420 dpi.
        #expect(try Self.targetOutcome(side: 126, unit: .pixels, density: density, profile: .material) == .pass)
        #expect(try Self.targetOutcome(side: 125, unit: .pixels, density: density, profile: .material) == .violation)
    }

    @Test func ptAndDPProfilesNeedNoDensityOnAScreenInPtOrDP() throws {
        #expect(try Self.targetOutcome(side: 44, unit: .points, density: nil, profile: .appleHIG) == .pass)
        #expect(try Self.targetOutcome(side: 44, unit: .points, density: nil, profile: .mcag) == .needsReview)
        #expect(try Self.targetOutcome(side: 100, unit: .pixels, density: nil, profile: .wcag22) == .needsReview)
    }

    @Test func theViolationNamesTheProfileAndItsMinimum() throws {
        let button = Node(Element(role: .button, label: "Play", frame: Rect(x: 0, y: 0, width: 30, height: 30)))
        let report = try Self.audit(Screen(unit: .dp, density: .androidDP, button), criterion: "MCAG:touch-target-size",
                                    profile: .material)
        let violation = try #require(report.violations.first?.finding)
        #expect(violation.message.contains("48 × 48 pt/dp (profile material)"))
        #expect(violation.measured?.threshold == 48)
        #expect(violation.measured?.unit == " dp")
    }

    // MARK: Text contrast

    /// #939393 on white: about 3.07:1, between the large-text and the regular-text thresholds.
    static let lightGrey = Color(red: 0x93 / 255, green: 0x93 / 255, blue: 0x93 / 255)
    static let white = Color(red: 1, green: 1, blue: 1)

    static func textOutcome(size: Double, weight: Int, colour: Color = lightGrey, profile: ThresholdProfile) throws -> Outcome {
        let text = Element(role: .text, text: "Order total", textStyle: TextStyle(fontSize: size, weight: weight),
                           foregroundColor: colour)
        let screen = Screen(unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                            Node(Element(role: .container, backgroundColor: white)) { Node(text) })
        let report = try audit(screen, criterion: "MCAG:text-color-contrast", profile: profile)
        #expect(report.results.flatMap(\.findings).allSatisfy { $0.profile == profile.name })
        return report.results.contains { $0.outcome == .violation } ? .violation : .pass
    }

    @Test(arguments: [
        // MCAG: large from 18 pt, bold of any size.
        ("mcag", 17.9, 400, Outcome.violation), ("mcag", 18, 400, .pass), ("mcag", 10, 700, .pass), ("mcag", 10, 699, .violation),
        // WCAG2ICT: large from 24 pt/dp, or 18.67 bold.
        ("wcag22", 23.9, 400, .violation), ("wcag22", 24, 400, .pass),
        ("wcag22", 18.6, 700, .violation), ("wcag22", 18.67, 700, .pass),
        // Apple HIG: as MCAG.
        ("apple-hig", 17.9, 400, .violation), ("apple-hig", 18, 400, .pass),
        // Material (as ATF reads it): 18 sp, or 14 sp bold.
        ("material", 17.9, 400, .violation), ("material", 18, 400, .pass),
        ("material", 13.9, 700, .violation), ("material", 14, 700, .pass),
    ] as [(String, Double, Int, Outcome)])
    func largeTextAtAndJustUnderEachProfile(name: String, size: Double, weight: Int, expected: Outcome) throws {
        let profile = try #require(ThresholdProfile.builtIn(named: name))
        #expect(try Self.textOutcome(size: size, weight: weight, profile: profile) == expected)
    }

    @Test func contrastRatiosComeFromTheProfile() throws {
        let ratio = Color.contrastRatio(Self.lightGrey, Self.white)
        var exact = ThresholdProfile.mcag
        exact.name = "house"
        exact.textContrast = ratio
        #expect(try Self.textOutcome(size: 12, weight: 400, profile: exact) == .pass)
        exact.textContrast = ratio + 0.01
        #expect(try Self.textOutcome(size: 12, weight: 400, profile: exact) == .violation)
    }

    @Test func nonTextContrastComesFromTheProfile() throws {
        let icon = Element(role: .button, label: "Close", foregroundColor: Self.lightGrey)
        let screen = Screen(unit: .dp, density: .androidDP, Node(Element(role: .container, backgroundColor: Self.white)) { Node(icon) })
        var house = ThresholdProfile.mcag
        house.name = "house"
        house.nonTextContrast = Color.contrastRatio(Self.lightGrey, Self.white)
        let met = try Self.audit(screen, criterion: "MCAG:essential-elements-color-contrast", profile: house)
        #expect(met.results.first?.outcome == .pass)
        house.nonTextContrast += 0.01
        let missed = try Self.audit(screen, criterion: "MCAG:essential-elements-color-contrast", profile: house)
        #expect(missed.results.first?.outcome == .violation)
        #expect(missed.violations.first?.finding.profile == "house")
    }

    @Test func checksWithoutThresholdsRecordNoProfile() throws {
        let screen = Screen(unit: .dp, density: .androidDP, Node(Element(role: .button, frame: Rect(x: 0, y: 0, width: 48, height: 48))))
        let report = try Self.audit(screen, criterion: "MCAG:interactive-elements-have-names", profile: .wcag22)
        let findings = report.results.flatMap(\.findings)
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.profile == nil })
    }
}
