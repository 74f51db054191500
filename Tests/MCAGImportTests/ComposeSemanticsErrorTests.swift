import Foundation
import MCAGCore
import Testing
@testable import MCAGImport

/// Malformed, truncated and hostile Compose prints: each is refused with the line (and column) named.
@Suite("Bad Compose prints give an error naming the line", .temporaryFolder)
struct ComposeSemanticsErrorTests {
    static let header = "Printing with useUnmergedTree = 'false'\n"

    func error(_ text: String) throws -> ImportError {
        try #require(Fixtures.importError(try Fixtures.temporaryFile("print.txt", text)))
    }

    /// The real error-state print (DawSync), as its lines.
    func realLines() throws -> [String] {
        let url = Fixtures.url(ComposeSemanticsImportTests.folder, ComposeSemanticsImportTests.names[1])
        return try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    }

    @Test func truncatedInsideANodeLinesBounds() throws {
        let error = try error(Self.header + "Node #1 at (l=0.0, t=0.0, r=10")
        #expect(error.line == 2)
        #expect(error.column == 31)
        #expect(error.message.contains("expected ', b='"))
    }

    @Test func aRealPrintCutInsideAValueNamesTheOpeningLine() throws {
        var lines = try realLines()
        lines[7] = String(lines[7].prefix(30))  // "       | Text = '[Failed to loa", its quote never closed
        let error = try error(lines.prefix(8).joined(separator: "\n"))
        #expect(error.line == 8)
        #expect(error.message.contains("no later line closes"))
    }

    @Test func aMultiLineValueIsReadWhole() throws {
        let text = Self.header + "Node #1 at (l=0.0, t=0.0, r=100.0, b=100.0)px\n |-Node #2 at (l=0.0, t=0.0, r=50.0, b=20.0)px\n   Text = '[Line one\nline two]'\n   Actions = [GetTextLayoutResult]"
        let snapshot = try SnapshotImporter.importFile(at: try Fixtures.temporaryFile("multi.txt", text))
        #expect(snapshot.screens[0].tree[1].text == "Line one\nline two")
        #expect(snapshot.screens[0].tree[1].role == .text)
    }

    @Test func aPropertyIndentedForAnotherNode() throws {
        var lines = try realLines()
        lines[8] = "  " + lines[8]
        let error = try error(lines.joined(separator: "\n"))
        #expect(error.line == 9)
        #expect(error.message.contains("a property of Node #5 is indented"))
    }

    @Test func aNodeThatSkipsALevel() throws {
        let error = try error(Self.header + "Node #1 at (l=0.0, t=0.0, r=1.0, b=1.0)px\n    |-Node #2 at (l=0.0, t=0.0, r=1.0, b=1.0)px")
        #expect(error.line == 3)
        #expect(error.message.contains("Node #2 is indented 1 levels below"))
    }

    @Test func boundsThatEndBeforeTheyStart() throws {
        let error = try error(Self.header + "Node #1 at (l=10.0, t=0.0, r=1.0, b=1.0)px")
        #expect(error.line == 2)
        #expect(error.message.contains("r < l"))
    }

    @Test func aNonNumberInTheBounds() throws {
        let error = try error(Self.header + "Node #1 at (l=NaN, t=0.0, r=1.0, b=1.0)px")
        #expect(error.line == 2)
        #expect(error.message.contains("finite number for 'l'"))
    }

    @Test func aLineThatIsNeitherNodeNorProperty() throws {
        let error = try error(Self.header + "Node #1 at (l=0.0, t=0.0, r=1.0, b=1.0)px\nhello world")
        #expect(error.line == 3)
        #expect(error.message.hasPrefix("expected a property of Node #1"))
    }

    @Test func aHeaderWithNoNodes() throws {
        #expect(try error(Self.header).message.contains("holds no nodes"))
        let none = try error(Self.header + "There were 0 nodes found!")
        #expect(none.line == 2)
        #expect(none.message.contains("There were 0 nodes found!"))
    }

    @Test func aNumberedCollectionIsNotATree() throws {
        let error = try error(Self.header + "1) Node #4 at (l=0.0, t=0.0, r=1.0, b=1.0)px")
        #expect(error.line == 2)
        #expect(error.message.contains("numbered list of matched nodes"))
    }

    @Test func aFirstNodeIndentedAsAChild() throws {
        let error = try error(Self.header + " |-Node #4 at (l=0.0, t=0.0, r=1.0, b=1.0)px")
        #expect(error.line == 2)
        #expect(error.message.contains("must start at its root node"))
    }

    @Test func notUTF8() throws {
        var bytes = Data(Self.header.utf8)
        bytes.append(contentsOf: [0x4E, 0x6F, 0xFF, 0xFE, 0x0A])
        let error = try #require(Fixtures.importError(try Fixtures.temporaryFile("bad.txt", bytes)))
        #expect(error.message.contains("not UTF-8"))
    }

    @Test func aForcedFormatMustMatch() throws {
        let url = Fixtures.url(ComposeSemanticsImportTests.folder, ComposeSemanticsImportTests.names[1])
        let error = try #require(Fixtures.importError(url, options: ImportOptions(format: .uiautomator)))
        #expect(error.message == "expected a uiautomator dump file but the content is a Jetpack Compose semantics print")
        let xml = Fixtures.url("uiautomator-dump", "09franchico__auto-zap__window_dump.xml")
        let forced = try #require(Fixtures.importError(xml, options: ImportOptions(format: .composeSemantics)))
        #expect(forced.line == 1)
        #expect(forced.message.contains("Printing with useUnmergedTree"))
    }

    @Test func aDeepTreeIsBuiltWithoutRecursion() throws {
        var text = Self.header + "Node #0 at (l=0.0, t=0.0, r=400.0, b=800.0)px\n"
        var indent = ""
        for level in 1...1_500 {
            text += indent + " |-Node #\(level) at (l=0.0, t=0.0, r=400.0, b=800.0)px\n"
            indent += "   "
        }
        let snapshot = try SnapshotImporter.importFile(at: try Fixtures.temporaryFile("deep.txt", text))
        #expect(snapshot.screens[0].tree.count == 1_501)
        #expect(snapshot.screens[0].tree.depth(of: 1_500) == 1_500)
    }

    @Test func aTreeDeeperThanTheLimitIsRefused() throws {
        let level = ComposeLimits.deepestLevel + 1
        let indent = String(repeating: " ", count: 3 * (level - 1))
        let error = try error(Self.header + "Node #0 at (l=0.0, t=0.0, r=1.0, b=1.0)px\n\(indent) |-Node #1 at (l=0.0, t=0.0, r=1.0, b=1.0)px")
        #expect(error.line == 3)
        #expect(error.message.contains("levels deep"))
    }

    /// `adb logcat -v threadtime` repeats the prefix on every line (as in KuoPingL's pasted Tip Time print).
    @Test func aThreadtimeLogcatCopyIsReadWithItsPrefixRemoved() throws {
        let prefix = "12-09 22:12:17.806 25179 25197 D TAG     : "
        let lines = ["printToLog:"] + (try realLines())
        let snapshot = try SnapshotImporter.importFile(at: try Fixtures.temporaryFile("log.txt", lines.map { prefix + $0 }.joined(separator: "\n")))
        #expect(snapshot.screens[0].tree.count == 5)
        #expect(try ComposeSemanticsImportTests.node(snapshot.screens[0], 6).role == .button)
        var mixed = lines.map { prefix + $0 }
        mixed[4] = "12-09 22:12:18.000  1234  1234 I Other   : unrelated"
        let error = try error(mixed.joined(separator: "\n"))
        #expect(error.line == 5)
        #expect(error.message.contains("logcat prefix"))
    }

    /// Android Studio's Logcat window: the prefix on the first line, the others indented four spaces.
    @Test func anAndroidStudioLogcatCopyIsReadWithItsIndentRemoved() throws {
        let first = "2021-11-05 10:26:46.376 31581-31603/com.example.compose.rally D/currentLabelExists: printToLog:"
        let lines = [first] + (try realLines()).map { "    " + $0 }
        let url = try Fixtures.temporaryFile("studio.txt", lines.joined(separator: "\n"))
        #expect(try SnapshotImporter.detectFormat(at: url) == .composeSemantics)
        #expect(try SnapshotImporter.importFile(at: url).screens[0].tree.count == 5)
        var cut = lines
        cut[3] = String(cut[3].dropFirst(4))
        let error = try error(cut.joined(separator: "\n"))
        #expect(error.line == 4)
        #expect(error.message.contains("indented less than the print's first line"))
    }
}
