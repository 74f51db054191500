import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport
@testable import MCAGUnderstandable

/// A state word on the status line of a row whose description Flutter built
/// from its visible texts is content, not a name written for the screen reader.
@Suite("A row's visible status line in its merged description")
struct StatusLineStateWordTests {
    static let stateWords = "MCAG:clean-names#1"

    @Test func aSettingsRowsStatusIsLeftToAPerson() throws {
        // DropNow's settings (Flutter): <View content-desc="Cloud Backup&#10;Enabled" clickable="true"
        // bounds="[55,942][1025,1139]">, a row that opens a page, not a toggle. TalkBack reads both
        // lines; "Enabled" is the visible subtitle.
        let screen = try ScreenReaderModelRealDumpTests.audit(TouchTargetAccuracyFixTests.androidCorpus("dropnow-settings-flutter.xml"))
        let row = try screen.index("android.view.View", 55, 942, 970, 197)
        #expect(!screen.findings(Self.stateWords, at: row).map(\.kind).contains(.violation))
    }

    @Test func aStateAppendedAfterACommaIsPartOfTheName() throws {
        // LAN Audio (Flutter, Chinese): an ExpansionTile <View clickable="true"
        // content-desc="连接帮助&#10;发现失败或延迟偏高时先检查这里, Collapsed"
        // bounds="[65,2137][1135,2371]">: its collapsed state is spoken as a word of its name.
        let screen = try ScreenReaderModelRealDumpTests.audit(TouchTargetAccuracyFixTests.androidCorpus("lan-audio-console-flutter-zh.xml"))
        let row = try screen.index("android.view.View", 65, 2137, 1070, 234)
        #expect(screen.findings(Self.stateWords, at: row).map(\.kind) == [.violation])
    }

    @Test func laterLineMeansNotOnTheFirst() {
        #expect(CleanNameStateCheck.isOnALaterLine("enabled", of: "Cloud Backup\nEnabled"))
        #expect(!CleanNameStateCheck.isOnALaterLine("on", of: "Wi-Fi on"))
        #expect(!CleanNameStateCheck.isOnALaterLine("selected", of: "Selected\nHome"))
        #expect(!CleanNameStateCheck.isOnALaterLine("collapsed", of: "Help\nCheck here first, Collapsed"))
    }
}
