import Foundation
import MCAGCore
import Testing
@testable import MCAGImport

@Suite("Large inputs stream", .temporaryFolder)
struct LargeInputTests {
    /// XMLParser(data:) gives up on documents over about 10 MB; the streaming reader must not.
    @Test func dumpOverTenMegabytesImports() throws {
        let node = #"<node index="0" text="Row" resource-id="app:id/row" class="android.widget.TextView" package="com.example" content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,0][1080,120]" />"#
        let rows = 12 * 1024 * 1024 / node.utf8.count + 1
        var xml = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy rotation=\"0\">\n"
        xml += #"<node class="android.widget.FrameLayout" bounds="[0,0][1080,2340]">"#
        xml += String(repeating: node + "\n", count: rows)
        xml += "</node></hierarchy>\n"
        let url = try Fixtures.temporaryFile("large.xml", xml)
        let (snapshot, statistics) = try SnapshotImporter.importWithStatistics(at: url, options: ImportOptions(androidDPI: 420))
        #expect(statistics.bytes > 12 * 1024 * 1024)
        #expect(statistics.elements == rows + 1)
        #expect(snapshot.screens[0].tree.children(of: 0).count == rows)
        #expect(snapshot.screens[0].tree[rows].role == .text)
    }
}
