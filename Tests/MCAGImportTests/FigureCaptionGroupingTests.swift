import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport
@testable import MCAGUnderstandable

/// A figure read apart from the caption drawn under it (3.1.4, "a value and
/// its label"), measured on the real dumps where it was found. Expectations
/// come from reading the XML as TalkBack reads it.
@Suite("A figure split from its caption")
struct FigureCaptionGroupingTests {
    static let grouping = "MCAG:logical-content-grouping#1"

    func kinds(_ screen: ScreenReaderModelRealDumpTests.Audited, _ index: Int) -> [Finding.Kind] {
        screen.findings(Self.grouping, at: index).map(\.kind)
    }

    @Test func plainTextViewsOfADashboardAreReadOneByOne() throws {
        // AI Anti-Scam Guardian: <TextView text="18" bounds="[119,1239][213,1356]"> over <TextView
        // text="Scans today" bounds="[119,1356][418,1427]">, in LinearLayouts that are not important for
        // accessibility: TalkBack reads "18", then "Scans today".
        let screen = try ScreenReaderModelRealDumpTests.audit(
            TouchTargetAccuracyFixTests.androidCorpus("antiscam-dashboard.xml"))
        let eighteen = try screen.index("android.widget.TextView", 119, 1239, 94, 117)
        #expect(kinds(screen, eighteen) == [.violation])
        let message = try #require(screen.findings(Self.grouping, at: eighteen).first?.message)
        #expect(message.contains("Scans today"))
        // The risk score "70" has its heading above it and text beside it, no caption under it.
        let score = try screen.index("android.widget.TextView", 130, 679, 237, 237)
        #expect(kinds(screen, score).isEmpty)
    }

    @Test func flutterReadsTheRowOfFiguresBeforeTheirCaptions() throws {
        // College Companion: <View content-desc="82%" focusable="true" bounds="[131,1154][270,1238]"> and
        // <View content-desc="Attendance" focusable="true" bounds="[101,1244][299,1283]">, separate semantics nodes.
        let screen = try ScreenReaderModelRealDumpTests.audit(
            TouchTargetAccuracyFixTests.androidCorpus("college-companion-home-flutter.xml"))
        let attendance = try screen.index("android.view.View", 131, 1154, 139, 84)
        #expect(kinds(screen, attendance) == [.violation])
        // "08:00" over "AM" in the schedule is a time, not a figure with its caption.
        let time = try screen.index("android.view.View", 95, 1538, 121, 60)
        #expect(kinds(screen, time).isEmpty)
    }

    @Test func aFigureThatBeginsAPhraseIsNotAFigureOverACaption() throws {
        // Zomato's menu bar: <TextView text="5" bounds="[454,2728][485,2805]"> followed on its line by
        // <TextView text=" items added" bounds="[485,2705][889,2804]">; "Congratulations! Your delivery is
        // free." under it is another message, not what the 5 counts.
        let screen = try ScreenReaderModelRealDumpTests.audit(
            TouchTargetAccuracyFixTests.androidCorpus("zomato-cart-summary.xml"))
        let five = try screen.index("android.widget.TextView", 454, 2728, 31, 77)
        #expect(kinds(screen, five).isEmpty)
    }

    @Test func aTextThatLabelsTheValueBesideItIsNoCaptionOfTheFigureAbove() throws {
        // PacketShare: <TextView text="664.21M" bounds="[951,1151][1205,1241]"> over a LinearLayout row holding
        // <TextView text="Equivalent to" bounds="[951,1260][1132,1300]"> and <TextView text="$0.1328"
        // bounds="[1207,1241][1362,1300]">: "Equivalent to" begins the line "Equivalent to $0.1328" and does
        // not say what 664.21M counts ("Today's traffic" above it does).
        let screen = try ScreenReaderModelRealDumpTests.audit(
            TouchTargetAccuracyFixTests.androidCorpus("packetshare-home-foldable.xml"))
        let traffic = try screen.index("android.widget.TextView", 951, 1151, 254, 90)
        #expect(kinds(screen, traffic).isEmpty)
    }

    @Test(arguments: ["82%", "18", "8h", "1,250", "-3", "4.5", "12 km"])
    func figures(name: String) { #expect(FigureCaptionGroupingCheck.isFigure(name)) }

    @Test(arguments: ["08:00", "Room 305", "3 items", "", "%", "NOW", "12 kmh"])
    func notFigures(name: String) { #expect(!FigureCaptionGroupingCheck.isFigure(name)) }
}
