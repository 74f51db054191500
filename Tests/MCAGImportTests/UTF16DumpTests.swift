import Foundation
import MCAGCore
import Testing
@testable import MCAGImport

/// XML in UTF-16 with a byte order mark is read (XML 1.0 section 4.3.3); JSON in UTF-16 is refused.
@Suite("Dumps saved in UTF-16", .temporaryFolder)
struct UTF16DumpTests {
    @Test func powerShellsCaptureImports() throws {
        // SyncStone's capture (Zen0-99/GovEye, ui_dump.xml): FF FE, then UTF-16 LE text whose XML
        // declaration still says UTF-8, as Windows PowerShell 5 writes a redirected `adb` output.
        let url = Fixtures.corpus("android", "syncstone-home-utf16.xml")
        let head = try Data(contentsOf: url).prefix(4)
        #expect(Array(head) == [0xFF, 0xFE, UInt8(ascii: "<"), 0x00])
        let snapshot = try SnapshotImporter.importFile(at: url, options: ImportOptions(androidDPI: 480))
        #expect(snapshot.screens[0].tree.count == 20)
        #expect(snapshot.screens[0].tree.indices.contains { snapshot.screens[0].tree[$0].text == "SyncStone" })
        #expect(try SnapshotImporter.detectFormat(at: url) == .uiautomator)
        #expect(SnapshotImporter.xmlReadersDisagree(on: url) == nil)
    }

    static let dump = "<?xml version='1.0' encoding='UTF-16' ?><hierarchy rotation=\"0\"><node index=\"0\" text=\"Gen\u{E7}\" "
        + "class=\"android.widget.TextView\" package=\"a.b\" bounds=\"[0,0][100,50]\"/></hierarchy>"

    @Test(arguments: [true, false])
    func bothByteOrdersAreRead(littleEndian: Bool) throws {
        var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for unit in Self.dump.utf16 {
            bytes += littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        let url = try Fixtures.temporaryFile("utf16.xml", Data(bytes))
        let snapshot = try SnapshotImporter.importFile(at: url, options: ImportOptions(androidDPI: 420))
        #expect(snapshot.screens[0].tree[0].text == "Gen\u{E7}")
    }

    @Test func aUTF16JSONSnapshotIsRefusedWithTheReason() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "{\"screens\": []}".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let url = try Fixtures.temporaryFile("utf16.json", Data(bytes))
        #expect(Fixtures.importError(url)?.message.contains("JSON must be UTF-8") == true)
    }

    @Test func binaryWithoutAMarkIsStillRefused() throws {
        let url = try Fixtures.temporaryFile("binary.xml", Data([0x00, 0x3C, 0x00, 0x68]))
        #expect(Fixtures.importError(url)?.message.contains("binary") == true)
    }
}
