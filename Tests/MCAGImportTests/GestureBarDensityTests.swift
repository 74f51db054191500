import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// A gesture navigation bar's inset (24 dp, AOSP's gestural overlay) and
/// Material's bottom navigation known by its items' views are standard
/// lengths: two of them that agree establish the density.
@Suite("Density from a gesture bar and Material's bottom navigation")
struct GestureBarDensityTests {
    static let targets = "MCAG:touch-target-size#1"

    @Test func warAlarmsBarsEstablish420() throws {
        // WarAlarm (1080 x 2400): <View resource-id="android:id/navigationBarBackground"
        // bounds="[0,2337][1080,2400]"> (63 px) and a bottom navigation menu whose items hold
        // Material's `navigation_bar_item_icon_container`, [0,2190][1080,2337] (147 px):
        // 24 dp and 56 dp, both only at 420 dpi among a 1080 px phone's 360 to 540.
        let url = TouchTargetAccuracyFixTests.androidCorpus("waralarm-home-uk.xml")
        let density = try #require(try SnapshotImporter.importFile(at: url).screens[0].density)
        #expect(abs(density.unitsPerMillimetre * 25.4 - 420) < 0.001)
        let range = try #require(density.plausibleUnitsPerMillimetre)
        #expect(range.lowerBound * 25.4 > 410 && range.upperBound * 25.4 < 430)
        // Its Settings icon button, 105 px, is then 6.4 mm: a violation without a stated density.
        let screen = try ScreenReaderModelRealDumpTests.audit(url)
        let settings = try screen.index("android.widget.ImageView", 933, 172, 105, 105)
        #expect(screen.findings(Self.targets, at: settings).map(\.kind) == [.violation])
    }

    @Test func oneLengthAloneDoesNotEstablishADensity() {
        var evidence = AndroidDensityEvidence()
        evidence.navigationBarGap = 63
        #expect(AndroidDensityAgreement.range(at: 420, evidence: evidence) == nil)
        evidence.bottomNavigation = [(147, 1)]
        #expect(AndroidDensityAgreement.range(at: 420, evidence: evidence) != nil)
    }

    @Test func aSystemUIBarIsTheThreeButtonBarOnly() {
        var evidence = AndroidDensityEvidence()
        evidence.navigationBar = 63
        #expect(evidence.navigationBarNominalDP == [48])
        evidence.navigationBar = nil
        evidence.navigationBarGap = 63
        #expect(evidence.navigationBarNominalDP == [48, 24, 16])
    }
}
