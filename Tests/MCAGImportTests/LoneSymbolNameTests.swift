import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// MCAG 1.1.3's test asks that each control announce "a name that says what it
/// is for". A screen reader speaks a one-character text by the character's own
/// name ("black right-pointing triangle", "plus"), which names the drawing, not
/// the action; a dialer's "*" and "#" type what they are named, and keep it.
@Suite("A control named by one symbol alone has no name, unless it is a keypad's key")
struct LoneSymbolNameTests {
    typealias Real = ScreenReaderModelRealDumpTests
    static let name = "MCAG:interactive-elements-have-names#1"

    @Test func gimysPlayAndAddButtonsNamedBySymbolsAreViolations() throws {
        // Gimy on Android TV: <Button text="▶" bounds="[1235,990][1331,1080]"> and
        // <Button text="+" bounds="[1351,990][1447,1080]"> beside a film's title.
        let screen = try Real.audit(Fixtures.corpus("android", "gimy-horror-tv-zh.xml"))
        for (x, symbol) in [(1235.0, "▶"), (1351.0, "+")] {
            let button = try screen.index("android.widget.Button", x, 990, 96, 90)
            let findings = screen.findings(Self.name, at: button)
            #expect(findings.map(\.kind) == [.violation])
            #expect(findings.first?.impact == .critical)
            #expect(findings.first?.message.contains("symbol \"\(symbol)\"") == true, "\(findings.first?.message ?? "")")
        }
    }

    @Test func efonsStarAndPoundKeysAmongItsDigitKeysPass() throws {
        // efon's dialer: ImageViews described "1" to "9", "0", "*" ([78,745][148,815]) and "#" ([392,745][462,815]).
        let screen = try Real.audit(Fixtures.corpus("android", "efon-dialer.xml"))
        for x in [78.0, 392.0] {
            let key = try screen.index("android.widget.ImageView", x, 745, 70, 70)
            #expect(screen.findings(Self.name, at: key).map(\.kind) == [.pass])
        }
    }
}
