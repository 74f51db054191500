import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// 2.1.1 where the drawn frame is not what is touched, or nothing is touched:
/// the standard items of iOS bars, and a TV driven by its D-pad. Each case on
/// the real dump where it was found, the element quoted as the XML writes it.
@Suite("Touch targets: standard bar items and D-pad screens")
struct TouchTargetBarAndTelevisionTests {
    typealias Dumps = TouchTargetRealDumpTests

    @Test func standardItemsOfIOS26BarsAreSystemControls() throws {
        // ios26-netnewswire-article.xml: <XCUIElementTypeNavigationBar x="0" y="62" width="402" height="54"> holds
        // <XCUIElementTypeButton label="Previous Article" x="290" y="66" width="38" height="36">, a 36 pt glass
        // capsule (5.97 mm at 153.3 pt per inch); <XCUIElementTypeToolbar x="0" y="788" width="402" height="86">
        // holds <XCUIElementTypeButton label="Star Article" x="89" y="803" width="45" height="38">.
        let found = try Dumps.findings(Dumps.corpusDump("ios", "mobiumdev__mobium__ios26-netnewswire-article.xml"),
                                       options: ImportOptions(iosPointsPerInch: 153.3))
        for item in [Rect(x: 290, y: 66, width: 38, height: 36), Rect(x: 89, y: 803, width: 45, height: 38)] {
            let finding = try #require(Dumps.finding(found, at: item))
            #expect(finding.kind == .pass)
            #expect(finding.exception == "unmodified-system-control")
        }
    }

    @Test func aBarItemOfAHeightOfItsOwnStaysForReview() throws {
        // ios26-pocketcasts-podcast.xml: in the same 54 pt navigation bar as the 38 × 36 pt "Share" capsule,
        // <XCUIElementTypeButton label="nav cast off" x="292" y="72" width="36" height="24">: 24 pt is no
        // height UIKit draws its bar buttons at, so it may be a custom view whose touch area is its frame.
        let found = try Dumps.findings(Dumps.corpusDump("ios", "mobiumdev__mobium__ios26-pocketcasts-podcast.xml"),
                                       options: ImportOptions(iosPointsPerInch: 153.3))
        let cast = try #require(Dumps.finding(found, at: Rect(x: 292, y: 72, width: 36, height: 24)))
        #expect(cast.kind == .needsReview)
        #expect(cast.message.contains("24 pt, is none of the heights"))
        #expect(Dumps.finding(found, at: Rect(x: 344, y: 66, width: 38, height: 36))?.kind == .pass)
    }

    @Test func textItemsOfAnIOS17ToolbarAreSystemControls() throws {
        // DateAndTime_ja.xml (iOS Calendar): <XCUIElementTypeToolbar x="0" y="761" width="390" height="49"> holds
        // <XCUIElementTypeButton label="今日" x="16" y="771" width="32" height="34">, a text item 34 pt tall.
        let url = Fixtures.url("xcuitest-appium",
            "ldi-github__shirates-core__src__test__kotlin__shirates__core__testdata__XmlDataIos.kt__DateAndTime_ja.xml")
        let found = try Dumps.findings(url, options: ImportOptions(iosPointsPerInch: 153.3))
        let today = try #require(Dumps.finding(found, at: Rect(x: 16, y: 771, width: 32, height: 34)))
        #expect(today.kind == .pass)
        #expect(today.exception == "unmodified-system-control")
    }

    @Test func aTVScreenWithACardInFocusIsDrivenByTheDPad() throws {
        // gimy-horror-tv-zh.xml: 1920 × 1080 at rotation 0, no density stated, and the first movie card
        // <node class="android.widget.LinearLayout" clickable="true" focusable="true" focused="true"
        // bounds="[41,393][412,695]"> holds input focus, which Android gives a card only outside touch mode.
        let url = Fixtures.corpus("android", "gimy-horror-tv-zh.xml")
        let found = try Dumps.findings(url, options: ImportOptions())
        #expect(found.count == 1)
        let screen = try #require(found.first)
        #expect(screen.kind == .notApplicable)
        #expect(screen.element == nil)
        #expect(screen.message.contains("holds input focus"))
        // A stated density is a touch screen's: every target is measured again.
        let stated = try Dumps.findings(url, options: ImportOptions(androidDPI: 320))
        #expect(stated.contains { $0.kind == .notApplicable } == false)
        #expect(Dumps.finding(stated, at: Rect(x: 140, y: 147, width: 160, height: 66)) != nil)
    }

    @Test func aTVShapeWithoutFocusIsOnlyASuggestion() throws {
        // The same dump with the card's focus taken away: the shape alone does not show a D-pad, so the
        // small chips (<node class="android.widget.TextView" text="熱門推薦" bounds="[140,147][300,213]">)
        // stay for review at a TV's density.
        let original = try String(contentsOf: Fixtures.corpus("android", "gimy-horror-tv-zh.xml"), encoding: .utf8)
        let unfocused = original.replacingOccurrences(of: "focused=\"true\"", with: "focused=\"false\"")
        #expect(unfocused != original)
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("gimy-horror-tv-zh-unfocused-\(UUID().uuidString).xml")
        try unfocused.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let found = try Dumps.findings(url, options: ImportOptions())
        #expect(found.contains { $0.kind == .notApplicable } == false)
        let chip = try #require(Dumps.finding(found, at: Rect(x: 140, y: 147, width: 160, height: 66)))
        #expect(chip.kind == .needsReview)
        #expect(chip.message.contains("at the density of a TV"))
    }
}
