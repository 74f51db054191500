import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// Emulators run phone-shaped screens at 160, 240 or 320 dpi, sizes no phone
/// has: the system bars still measure their dp exactly there, so the
/// inference takes those densities when a bar says so (issue 30, pattern 7).
@Suite("Density of emulators (160, 240, 320 dpi)")
struct EmulatorDensityTests {
    @Test func efonsMdpiEmulatorKeepsTheStatusBarsDensityPlausible() throws {
        // efon-dialer.xml: 540 x 960 px, <node resource-id="android:id/statusBarBackground" bounds="[0,0][540,24]">:
        // 24 dp at 160 dpi, where the screen is 540 dp across (no phone's or tablet's size). The menu
        // <node resource-id="io.efon:id/menu_button" class="android.widget.ImageView" clickable="true"
        // bounds="[0,30][48,78]"> is 48 px = 7.6 mm at 160 dpi: with no density stated it was a violation at an
        // inferred 213 dpi (5.7 mm); nothing else confirms 160, so it now needs review.
        let url = Fixtures.corpus("android", "efon-dialer.xml")
        let density = try #require(try SnapshotImporter.importFile(at: url).screens[0].density)
        let range = try #require(density.plausibleUnitsPerMillimetre)
        #expect(abs(range.lowerBound * 25.4 - 160) < 0.01)
        #expect(density.assumption?.contains("24 dp at 160 dpi, an emulator's density") == true)
        let found = try TouchTargetRealDumpTests.findings(url, options: ImportOptions())
        let menu = try #require(TouchTargetRealDumpTests.finding(found, at: Rect(x: 0, y: 30, width: 48, height: 48)))
        #expect(menu.kind == .needsReview)
        // The 20 px registration LED [48,44][68,64] is 3.2 mm even at 160 dpi: still a violation.
        let led = try #require(TouchTargetRealDumpTests.finding(found, at: Rect(x: 48, y: 44, width: 20, height: 20)))
        #expect(led.kind == .violation)
    }

    @Test func aStatusBarAndABottomNavigationThatAgreeAt240DpiEstablishIt() {
        // Issue 30's BlueStacks screen: 1080 x 1920 px, a 36 px status bar and an 84 px Material bottom
        // navigation, 24 dp and 56 dp at 240 dpi (720 dp across, wider than any phone). It was taken for
        // 420 dpi (a 1080 px phone), and 48 dp controls (72 px) became 4.4 mm violations.
        var evidence = AndroidDensityEvidence()
        evidence.statusBar = 36
        evidence.bottomNavigation = [(height: 84, strength: 1)]
        let density = DensityAssumption.android(dpi: nil, viewport: Size(width: 1080, height: 1920), rotation: 0,
                                                evidence: evidence)
        #expect(abs(density.unitsPerMillimetre * 25.4 - 240) < 1e-9)
        let range = density.plausibleUnitsPerMillimetre ?? 0...0
        // 72 px at the densities both lengths allow (about 235 to 246 dpi) is 7.4 mm or more.
        #expect(72 / range.upperBound > 6.95)
        #expect(range.lowerBound * 25.4 > 230)
        // A status bar alone that fits a phone stays the phone's: 63 px is 24 dp at 420 dpi.
        var phone = AndroidDensityEvidence()
        phone.statusBar = 63
        let phoneDensity = DensityAssumption.android(dpi: nil, viewport: Size(width: 1080, height: 1920), rotation: 0,
                                                     evidence: phone)
        #expect(abs(phoneDensity.unitsPerMillimetre * 25.4 - 420) < 1e-9)
        #expect(phoneDensity.assumption?.contains("emulator") == false)
    }

    @Test func anAppBarAndABottomNavigationThatAgreeAt240DpiEstablishItWithNoSystemBar() throws {
        // spotlight-publisher-bluestacks.xml: 1080 x 1920 px and no system bar in the dump;
        // <node resource-id="net.spotlightlabs.spotlight:id/toolbar" bounds="[0,0][1080,96]"> and
        // <node resource-id="net.spotlightlabs.spotlight:id/bottomNavigationView" bounds="[0,1836][1080,1920]">:
        // 64 dp and 56 dp at 240 dpi, and no app bar or bottom navigation at any phone's 360-540 dpi.
        let url = Fixtures.corpus("android", "spotlight-publisher-bluestacks.xml")
        let density = try #require(try SnapshotImporter.importFile(at: url).screens[0].density)
        #expect(abs(density.unitsPerMillimetre * 25.4 - 240) < 1e-9)
        #expect(density.assumption?.contains("two kinds of them agree at 240 dpi") == true)
        let found = try TouchTargetRealDumpTests.findings(url, options: ImportOptions())
        // "Following", 816 x 72 px = 7.6 mm tall at 240 dpi: no violation (it was 4.35 mm at an assumed 420).
        let following = try #require(TouchTargetRealDumpTests.finding(found, at: Rect(x: 24, y: 319, width: 816, height: 72)))
        #expect(following.kind == .pass)
        // "Go Back", 60 x 60 px = 6.35 mm at 240 dpi: still a violation.
        let back = try #require(TouchTargetRealDumpTests.finding(found, at: Rect(x: 12, y: 18, width: 60, height: 60)))
        #expect(back.kind == .violation)
    }
}
