import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// A name of one punctuation character is spoken by the symbol's name, so it
/// names the control (TalkBack's `SpeechCleanupUtils.cleanUp`); a run of
/// punctuation or white space still leaves no name.
struct LoneSymbolNameTests {
    static let names = "MCAG:interactive-elements-have-names#1"

    @Test func aDialersStarAndPoundKeysAreNamed() throws {
        // efon's keypad: <ImageView content-desc="*" clickable="true" bounds="[78,745][148,815]"> and
        // content-desc="#" at [392,745][462,815]. TalkBack says "star" and "pound".
        let efon = try ScreenReaderWindowEdgeTests.androidCorpus("efon-dialer.xml")
        let star = try efon.index("android.widget.ImageView", 78, 745, 70, 70)
        let pound = try efon.index("android.widget.ImageView", 392, 745, 70, 70)
        #expect(efon.findings(Self.names, at: star).map(\.kind) == [.pass])
        #expect(efon.findings(Self.names, at: pound).map(\.kind) == [.pass])
    }

    @Test func onlyOneSymbolAloneIsAName() {
        #expect(NameDefect.of("*") == nil)
        #expect(NameDefect.of(" # ") == nil)
        #expect(NameDefect.of("-") == nil)
        #expect(NameDefect.of("...") == .blank)
        #expect(NameDefect.of("-,") == .blank)
        #expect(NameDefect.of("\u{200B}") == .blank)
        #expect(NameDefect.of(" ") == .blank)
    }
}

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
