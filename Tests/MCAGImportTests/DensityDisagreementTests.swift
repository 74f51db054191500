import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// An app bar that disagrees with the status bar leaves the density open
/// (``AndroidDensityDisagreement``), measured on the real tablet dump where
/// the pattern was found. Expectations come from reading the XML.
@Suite("App bar and status bar that disagree on the density")
struct DensityDisagreementTests {
    static let melodyFlow = "melodyflow-chart-tablet-zh.xml"

    @Test func aToolbarThatDisagreesWithTheStatusBarWidensTheRange() throws {
        // MelodyFlow on a 1920 × 1200 tablet at rotation="1": <View resource-id="android:id/statusBarBackground"
        // bounds="[0,0][1920,46]"> is 24 dp only at 294–307 dpi, but <ViewGroup resource-id="…:id/toolbar"
        // bounds="[0,46][1920,158]"> (112 px) is 56 dp at 320 dpi or the sw600dp 64 dp at 280 dpi, never a
        // standard height in between. Both readings stay plausible.
        let url = TouchTargetAccuracyFixTests.androidCorpus(Self.melodyFlow)
        let density = try #require(try SnapshotImporter.importFile(at: url).screens[0].density)
        let range = try #require(density.plausibleUnitsPerMillimetre)
        #expect(range.contains(280 / 25.4) && range.contains(320 / 25.4))
    }

    @Test func aButtonThatPassesAtOneOfTheReadingsNeedsReview() throws {
        // <ImageButton content-desc="收藏" bounds="[848,225][925,302]">: 77 px is 44 dp = 6.985 mm at
        // 280 dpi (7.0 mm as the measure rounds) and 6.1 mm at 320 dpi: the density decides.
        let screen = try ScreenReaderModelRealDumpTests.audit(TouchTargetAccuracyFixTests.androidCorpus(Self.melodyFlow))
        let favourite = try screen.index("android.widget.ImageButton", 848, 225, 77, 77)
        #expect(screen.findings(TouchTargetAccuracyFixTests.size, at: favourite).map(\.kind) == [.needsReview])
        // The unnamed toolbar button, <ImageButton content-desc="" bounds="[14,46][112,158]">, is still reported.
        let navigation = try screen.index("android.widget.ImageButton", 14, 46, 98, 112)
        let names = screen.findings("MCAG:interactive-elements-have-names#1", at: navigation).map(\.kind)
        #expect(names == [.violation])
    }

    @Test func anAppBarThatFitsTheRangeChangesNothing() {
        // 147 px is 56 dp at 420 dpi, inside 400–440: the bars agree, nothing widens.
        let range = AndroidDensityDisagreement.widened(400...440, appBars: [(147, 1)], limits: 300...600)
        #expect(range == 400...440)
        // 112 px fits no standard height at 294–307 dpi: widened to 280 (64 dp) and 320 (56 dp), not to
        // 373 dpi (48 dp), which the limits exclude.
        let widened = AndroidDensityDisagreement.widened(294...307, appBars: [(112, 0.5)], limits: 192...320)
        #expect(widened == 280...320)
    }
}
