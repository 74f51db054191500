import Foundation
import MCAGCore
import Testing
@testable import MCAGImport

/// `uiautomator dump /dev/tty` writes its status line after the XML; captures saved that way keep it.
@Suite("uiautomator's status line after a dump written to the terminal", .temporaryFolder)
struct UIAutomatorTrailerTests {
    static let dump = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">"
        + "<node index=\"0\" text=\"Roll\" class=\"android.widget.TextView\" package=\"a.b\" bounds=\"[0,0][100,50]\"/></hierarchy>"

    @Test func theRealCaptureImports() throws {
        // SubTerranea's capture (garrett-hamers/SubTerrania, ui_dump.xml) ends "</hierarchy>UI hierchary dumped to: /dev/tty\n".
        let url = Fixtures.corpus("android", "subterranea-home.xml")
        let bytes = try Data(contentsOf: url)
        #expect(String(decoding: bytes.suffix(33), as: UTF8.self) == "UI hierchary dumped to: /dev/tty\n")
        let snapshot = try SnapshotImporter.importFile(at: url, options: ImportOptions(androidDPI: 420))
        #expect(snapshot.screens[0].tree.count == 47)
        #expect(SnapshotImporter.xmlReadersDisagree(on: url) == nil)
    }

    @Test(arguments: [
        "UI hierchary dumped to: /dev/tty", "UI hierchary dumped to: /dev/tty\r\n", "\nUI hierarchy dumped to: /sdcard/window_dump.xml\n",
    ])
    func theLineIsLeftOut(_ trailer: String) throws {
        let url = try Fixtures.temporaryFile("tty.xml", Self.dump + trailer)
        let snapshot = try SnapshotImporter.importFile(at: url, options: ImportOptions(androidDPI: 420))
        #expect(snapshot.screens[0].tree[0].text == "Roll")
        #expect(SnapshotImporter.xmlReadersDisagree(on: url) == nil)
    }

    @Test(arguments: [
        "UI hierchary dumped to: /dev/tty<node/>", "garbage UI hierchary dumped to: /dev/tty", "UI hierchary dumped to: /dev/tty\nmore",
        "UI hierchary dumped to:", "ui hierchary dumped to: /dev/tty",
    ])
    func anythingElseAfterTheRootIsStillAnError(_ trailer: String) throws {
        let url = try Fixtures.temporaryFile("after.xml", Self.dump + trailer)
        let error = Fixtures.importError(url)
        #expect(error?.message.hasPrefix("unexpected content after the root element </hierarchy> ended") == true)
        #expect(SnapshotImporter.xmlReadersDisagree(on: url) == nil)
    }

    @Test func aTruncatedDumpWithTheLineIsStillTruncated() throws {
        let url = try Fixtures.temporaryFile("cut.xml", "<hierarchy rotation=\"0\"><node class=\"a\">UI hierchary dumped to: /dev/tty\n")
        #expect(Fixtures.importError(url)?.message.contains("truncated") == true)
        #expect(SnapshotImporter.xmlReadersDisagree(on: url) == nil)
    }
}
