import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// A tablet's short side has no upper bound in Android, so its density has
/// no firm lower bound either: sizes that pass at a plausible lower density
/// are needs review, not violations.
struct LargeTabletDensityTests {
    static let targets = "MCAG:touch-target-size#1"

    @Test func aTabletsShortControlsAreNoViolationsWithoutADensity() throws {
        // reab.LITA's sign-in on a 1600 x 2560 tablet, no density given: a 70 px tall header
        // item at [1459,93][1568,163] and the 64 px "Learn more" button at [1392,204][1568,268].
        // At 200 dpi (a 1,280 dp wide tablet) they measure 8.9 and 8.1 mm.
        let tablet = try ScreenReaderWindowEdgeTests.androidCorpus("reablita-login-tablet.xml")
        let header = try tablet.index("android.widget.LinearLayout", 1459, 93, 109, 70)
        let learnMore = try tablet.index("android.widget.Button", 1392, 204, 176, 64)
        // Whether they pass at the density the tool assumes or are left for review, neither
        // may be a violation while a plausible density makes them large enough.
        #expect(!tablet.findings(Self.targets, at: header).map(\.kind).contains(.violation))
        #expect(!tablet.findings(Self.targets, at: learnMore).map(\.kind).contains(.violation))
    }

    @Test func aStatedDensityStillDecides() throws {
        // The true density is not in the dump; stated as 320 dpi (its 96 px icons would then be
        // Material's 48 dp), the same button is 5.1 mm tall: a violation.
        let tablet = try ScreenReaderWindowEdgeTests.androidCorpus("reablita-login-tablet.xml", dpi: 320)
        let learnMore = try tablet.index("android.widget.Button", 1392, 204, 176, 64)
        #expect(tablet.findings(Self.targets, at: learnMore).map(\.kind) == [.violation])
    }
}
