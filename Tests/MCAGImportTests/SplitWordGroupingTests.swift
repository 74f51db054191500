import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport
@testable import MCAGUnderstandable

/// One word drawn as several text views laid edge to edge (3.1.4), measured
/// on the real dumps. Expectations come from reading the XML as TalkBack reads it.
@Suite("A word drawn in pieces")
struct SplitWordGroupingTests {
    static let grouping = "MCAG:logical-content-grouping#1"

    @Test func aBrandSetInThreeTextViewsIsReadInThreeSwipes() throws {
        // reab.LITA's sign-in: <LinearLayout bounds="[32,114][187,163]"> (not focusable) holding
        // <TextView text="reab" [32,114][103,163]>, <TextView text="." [103,114][113,163]> and
        // <TextView text="LITA" [113,114][187,163]>: TalkBack stops on each, the middle one a lone full stop.
        let tablet = try ScreenReaderWindowEdgeTests.androidCorpus("reablita-login-tablet.xml")
        let brand = try tablet.index("android.widget.LinearLayout", 32, 114, 155, 49)
        #expect(tablet.findings(Self.grouping, at: brand).map(\.kind) == [.violation])
        let message = try #require(tablet.findings(Self.grouping, at: brand).first?.message)
        #expect(message.contains("\"reab.LITA\"") && message.contains("3 text views"))
    }

    @Test func aHeadingBesideItsLinkIsTwoThings() throws {
        // PMTV: <TextView text="Up Next" bounds="[42,1408][898,1486]"> touching <TextView text="View All"
        // bounds="[898,1416][1038,1478]">: a heading and a link, each rightly a stop.
        let pmtv = try ScreenReaderWindowEdgeTests.androidCorpus("pmtv.xml")
        let upNext = try pmtv.index("android.widget.TextView", 42, 1408, 856, 78)
        let row = try #require(pmtv.screen.tree.parent(of: upNext))
        #expect(!pmtv.findings(Self.grouping, at: row).map(\.kind).contains(.violation))
    }

    @Test func piecesOfOneWordHoldNoSpace() {
        #expect(SplitWordGroupingCheck.isOneWord("reab"))
        #expect(SplitWordGroupingCheck.isOneWord("."))
        #expect(!SplitWordGroupingCheck.isOneWord(" items added"))
        #expect(!SplitWordGroupingCheck.isOneWord("Up Next"))
        #expect(!SplitWordGroupingCheck.isOneWord("\u{F058}"))
        #expect(!SplitWordGroupingCheck.isOneWord(""))
    }

    @Test func piecesAreSizedToTheirText() {
        // reab.LITA's pieces: 71 × 49 for "reab", 10 × 49 for ".".
        #expect(SplitWordGroupingCheck.fitsItsText(Rect(x: 32, y: 114, width: 71, height: 49), characters: 4))
        #expect(SplitWordGroupingCheck.fitsItsText(Rect(x: 103, y: 114, width: 10, height: 49), characters: 1))
        // A weekday initial in a seventh of a 1080 px row.
        #expect(!SplitWordGroupingCheck.fitsItsText(Rect(x: 0, y: 300, width: 154, height: 48), characters: 1))
    }
}
