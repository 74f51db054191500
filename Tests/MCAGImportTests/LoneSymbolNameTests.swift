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
