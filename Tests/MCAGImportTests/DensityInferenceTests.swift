import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// Density without `--dpi` / `--ppi`, on real dumps whose true density is known.
///
/// How each is known (from the dump, independently of the inference):
/// - Hydra: 1080 × 1920 px phone in landscape; the system UI's status bar is 72 px
///   and its side navigation bar 144 px: 24 dp and 48 dp only at 480 dpi.
/// - TheApp (nabeykoon, appium fixture): the app's content starts at y = 72 and
///   ends 144 px above 1920: the same 24 dp and 48 dp bars, 480 dpi.
/// - Calendar (jerrylususu): 1440 px wide, `action_bar` 196 px, content from
///   y = 84, 168 px above 2560 for the navigation bar: 56, 24 and 48 dp at 560 dpi.
/// - WhatsApp (Srisha-197): its `toolbar` is 147 px: 56 dp, AppCompat's action
///   bar height, at 420 dpi (1080 × 2400 px, a Pixel 6a / 7 class phone).
/// - iOS MeetMe: 375 × 667 pt is an iPhone 6 to 8 or SE: 326 ppi at @2x, 163 pt per inch.
@Suite("Density inferred from the dump")
struct DensityInferenceTests {
    static let known: [(folder: String, file: String, dpi: Double)] = [
        ("uiautomator-dump", "adobortnik__Hydra__automation__superproxy_dumps__ui_dump_u2_10_1_11_4_5555_20260203_165200.xml", 480),
        ("uiautomator2-appium", "nabeykoon__appiumTestProject__pageSource.xml", 480),
        ("uiautomator2-appium", "appium__appium__packages__universal-xml-plugin__test__fixtures__android.xml", 480),
        ("uiautomator2-appium", "jerrylususu__testAppium_production__page_source.xml", 560),
        ("uiautomator2-appium", "Srisha-197__playwright-framework__page_source.xml", 420),
    ]

    @Test("The most likely figure is the true one, inside the range", arguments: known.indices)
    func inferredDensityIsTheTrueOne(_ index: Int) throws {
        let item = Self.known[index]
        let density = try #require(try SnapshotImporter.importFile(at: Fixtures.url(item.folder, item.file)).screens[0].density)
        #expect(abs(density.unitsPerMillimetre * 25.4 - item.dpi) < 0.001)
        let range = try #require(density.plausibleUnitsPerMillimetre)
        #expect(range.contains(item.dpi / 25.4))
        #expect(density.assumption?.contains("assumed \(Int(item.dpi)) dpi") == true)
    }

    static func touchTargetVerdicts(_ snapshot: AppSnapshot) throws -> [Finding.Kind] {
        var options = AuditOptions()
        options.includedCriteria = ["MCAG:touch-target-size"]
        let report = try MCAG.evaluate(snapshot, options).report
        return report.results.flatMap(\.findings).map(\.kind)
    }

    @Test("No density given: the same touch-target verdicts as with the true one", arguments: known.indices)
    func sameVerdictsAsWithTheTrueDensity(_ index: Int) throws {
        let item = Self.known[index]
        let url = Fixtures.url(item.folder, item.file)
        let inferred = try Self.touchTargetVerdicts(try SnapshotImporter.importFile(at: url))
        let stated = try Self.touchTargetVerdicts(try SnapshotImporter.importFile(at: url, options: ImportOptions(androidDPI: item.dpi)))
        #expect(inferred == stated)
    }

    /// Over every real Android and iOS dump: a touch-target violation found with
    /// no density given is a violation at every density the dump leaves possible.
    @Test("Violations hold at every plausible density", arguments: FixtureImportTests.allFiles)
    func violationsHoldAcrossTheRange(_ folder: String, _ name: String) throws {
        let snapshot = try SnapshotImporter.importFile(at: Fixtures.url(folder, name))
        guard let density = snapshot.screens.first?.density, density.isAssumed else { return }
        var options = AuditOptions()
        options.includedCriteria = ["MCAG:touch-target-size"]
        let report = try MCAG.evaluate(snapshot, options).report
        for finding in report.results.flatMap(\.findings) where finding.kind == .violation {
            let frame = try #require(finding.element?.frame)
            #expect(density.largestMillimetres(min(frame.width, frame.height)) < 7 + 0.05)
        }
    }

    @Test func aTabletIsNotTakenForAPhone() {
        // The problem this replaces: 1600 px across was taken as 411 dp, 623 dpi.
        let density = DensityAssumption.android(dpi: nil, viewport: Size(width: 1600, height: 2560))
        #expect(density.unitsPerMillimetre * 25.4 == 320)
        let landscape = DensityAssumption.android(dpi: nil, viewport: Size(width: 2560, height: 1600), rotation: 0,
                                                  evidence: AndroidDensityEvidence())
        #expect(landscape.unitsPerMillimetre * 25.4 == 320)
        // 56 dp at 320 dpi is 112 px: 8.9 mm, a pass at every plausible figure for a tablet.
        let range = landscape.plausibleUnitsPerMillimetre ?? 0...0
        #expect(112 / range.upperBound > 7 || range.upperBound * 25.4 > 400)
    }

    @Test func aTallPhonesStatusBarBoundsButDoesNotPin() {
        // Instagram on MIUI: a 76 px status bar around a notch; 1080 × 2340 px.
        var evidence = AndroidDensityEvidence()
        evidence.statusBar = 76
        let density = DensityAssumption.android(dpi: nil, viewport: Size(width: 1080, height: 2340), rotation: 0, evidence: evidence)
        let range = density.plausibleUnitsPerMillimetre ?? 0...0
        // 76 px is 24 dp at 507 dpi and 48 dp at 253 dpi; a phone 1080 px across is 360–540 dpi.
        #expect(abs(range.lowerBound * 25.4 - 360) < 0.01)
        #expect(abs(range.upperBound * 25.4 - 76 * 160 / 23.4) < 0.01)
    }

    @Test("iOS screen sizes give the devices' points per inch", arguments: [
        (375.0, 667.0, 163.0, 163.0...163.0), (430, 932, 153.3, 153.3...153.3), (414, 896, 163, 152.7...163),
        (375, 812, 152.7, 152.7...165.3), (820, 1180, 132, 132...163), (400, 700, 160, 152.7...165.3),
    ])
    func iosSizes(_ width: Double, _ height: Double, _ likely: Double, _ range: ClosedRange<Double>) {
        let density = DensityAssumption.ios(pointsPerInch: nil, viewport: Size(width: width, height: height))
        #expect(abs(density.unitsPerMillimetre * 25.4 - likely) < 1e-9)
        let plausible = density.plausibleUnitsPerMillimetre ?? 0...0
        #expect(abs(plausible.lowerBound * 25.4 - range.lowerBound) < 1e-9 && abs(plausible.upperBound * 25.4 - range.upperBound) < 1e-9)
    }

    @Test func aStatedDensityHasNoRange() {
        #expect(DensityAssumption.android(dpi: 420, viewport: Size(width: 1080, height: 2400)).plausibleUnitsPerMillimetre == nil)
        #expect(DensityAssumption.ios(pointsPerInch: 163, viewport: Size(width: 375, height: 667)).plausibleUnitsPerMillimetre == nil)
    }
}
