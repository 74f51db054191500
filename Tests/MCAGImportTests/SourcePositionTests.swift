import Foundation
import MCAGCore
@testable import MCAGImport
import Testing

/// Every importer that reads a file records where each element starts in it
/// (``ElementTree/sourcePosition(of:)``): the line and column of its start
/// tag's `<` or its object's `{`, which the SARIF report points at.
@Suite("Each element's line and column in its dump", .temporaryFolder)
struct SourcePositionTests {
    /// The file's lines, to look up the character at a line and column (columns count characters).
    static func character(at position: SourcePosition, in url: URL) throws -> Character? {
        // Split by scalars: as Characters, CR LF is one, which a split at "\n" would not break.
        let lines = try String(contentsOf: url, encoding: .utf8).unicodeScalars
            .split(separator: "\n", omittingEmptySubsequences: false)
        guard position.line <= lines.count, let column = position.column else { return nil }
        let line = lines[position.line - 1]
        guard column <= line.count else { return nil }
        return Character(line[line.index(line.startIndex, offsetBy: column - 1)])
    }

    /// Every element has a position, at the character `opening`, in document order.
    static func expectEveryElementPlaced(_ url: URL, opening: Character) throws {
        let snapshot = try SnapshotImporter.importFile(at: url)
        var previous: (line: Int, column: Int) = (0, 0)
        for screen in snapshot.screens {
            #expect(!screen.tree.isEmpty, "\(url.lastPathComponent)")
            for index in screen.tree.indices {
                let position = try #require(screen.tree.sourcePosition(of: index), "\(url.lastPathComponent) element \(index)")
                #expect(try character(at: position, in: url) == opening, "\(url.lastPathComponent) element \(index) at \(position)")
                let here = (position.line, try #require(position.column))
                #expect(here > previous, "\(url.lastPathComponent) element \(index) is not after the one before it")
                previous = here
            }
        }
    }

    @Test func theSpanishFacebookButtonIsOnLine20() throws {
        // The element issue 33 names: "Español" on line 20 of its pretty-printed dump.
        let url = Fixtures.corpus("android", "facebook-login-es.xml")
        let tree = try #require(try SnapshotImporter.importFile(at: url).screens.first).tree
        let index = try #require(tree.indices.first { tree[$0].label == "Español" && tree[$0].role == .button })
        let position = try #require(tree.sourcePosition(of: index))
        #expect(position.line == 20)
        #expect(position.column == 35)
        #expect(try Self.character(at: position, in: url) == "<")
    }

    @Test(arguments: ["uiautomator-dump", "uiautomator2-appium", "xcuitest-appium"])
    func everyXMLElementPointsAtItsStartTag(folder: String) throws {
        let files = Fixtures.files(in: folder)
        #expect(files.count >= 5)
        for file in files { try Self.expectEveryElementPlaced(file, opening: "<") }
    }

    @Test(arguments: ["wda-json", "idb-json"])
    func everyJSONElementPointsAtItsObject(folder: String) throws {
        let folderURL = Fixtures.directory.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folderURL.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(!names.isEmpty)
        for name in names { try Self.expectEveryElementPlaced(folderURL.appendingPathComponent(name), opening: "{") }
    }

    @Test func aWebDriverAgentRootIsTheValueObject() throws {
        let url = Fixtures.url("wda-json", "mholecy__averi__tests__fixtures__wda-source-skeleton-login.json")
        let tree = try #require(try SnapshotImporter.importFile(at: url).screens.first).tree
        // `  "value" : {` on line 2: the brace is the 13th character.
        #expect(tree.sourcePosition(of: 0) == SourcePosition(line: 2, column: 13))
    }

    @Test func aJSONSnapshotPlacesElementsAcrossScreensAndWideCharacters() throws {
        let text = """
            {"formatVersion": 2, "screens": [
              {"name": "one", "elements": [{"role": "window"},
                {"role": "button", "parent": 0, "label": "日本語"}, {"role": "image", "parent": 0}]},
              {"name": "two", "elements": [
                   {"role": "window"}]}
            ]}
            """
        let url = try Fixtures.temporaryFile("snapshot.json", text)
        let snapshot = try SnapshotImporter.importFile(at: url)
        let first = snapshot.screens[0].tree, second = snapshot.screens[1].tree
        #expect(first.sourcePosition(of: 0) == SourcePosition(line: 2, column: 32))
        #expect(first.sourcePosition(of: 1) == SourcePosition(line: 3, column: 5))
        // The label's three characters are nine bytes of UTF-8; the column counts characters.
        #expect(first.sourcePosition(of: 2) == SourcePosition(line: 3, column: 54))
        #expect(second.sourcePosition(of: 0) == SourcePosition(line: 5, column: 8))
        try Self.expectEveryElementPlaced(url, opening: "{")
    }

    @Test func aVersion1SnapshotIsConvertedSoItsElementsHaveNoPlace() throws {
        let url = Fixtures.directory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/Snapshots/shop.json")
        let snapshot = try SnapshotImporter.importFile(at: url)
        #expect(!snapshot.screens.isEmpty)
        for screen in snapshot.screens {
            #expect(screen.tree.indices.allSatisfy { screen.tree.sourcePosition(of: $0) == nil })
        }
    }

    @Test func aOneLineDumpCountsColumnsAlongTheLine() throws {
        let xml = #"<?xml version="1.0"?><hierarchy rotation="0"><node class="a" text="ü"><node class="b"/></node>"#
            + "\r\n" + #"<node class="c"/></hierarchy>"#
        let url = try Fixtures.temporaryFile("window_dump.xml", xml)
        let tree = try #require(try SnapshotImporter.importFile(at: url).screens.first).tree
        #expect(tree.count == 3)
        #expect(tree.sourcePosition(of: 0) == SourcePosition(line: 1, column: 46))
        // `ü` is two bytes and one character.
        #expect(tree.sourcePosition(of: 1) == SourcePosition(line: 1, column: 71))
        #expect(tree.sourcePosition(of: 2) == SourcePosition(line: 2, column: 1))
    }

    @Test func libxml2sReaderKeepsTheLineOnly() throws {
        // A document type declaration sends the dump to XMLParser, which reports where a start tag ends.
        let xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE hierarchy>\n<hierarchy rotation=\"0\">\n  <node class=\"a\">\n"
            + "    <node class=\"b\"/>\n  </node>\n</hierarchy>\n"
        let url = try Fixtures.temporaryFile("doctype.xml", xml)
        let tree = try #require(try SnapshotImporter.importFile(at: url).screens.first).tree
        #expect(tree.count == 2)
        #expect(tree.sourcePosition(of: 0) == SourcePosition(line: 4, column: nil))
        #expect(tree.sourcePosition(of: 1) == SourcePosition(line: 5, column: nil))
    }

    @Test func aTreeBuiltInCodeHasNoPlaces() {
        var built = ElementTree()
        built.append(Element(role: .button))
        #expect(built.sourcePosition(of: 0) == nil)
        // An element without a place after one with a place has none, and the other keeps its own.
        built.open(Element(role: .image), at: SourcePosition(line: 4, column: 2))
        built.close()
        built.append(Element(role: .text))
        #expect(built.sourcePosition(of: 0) == nil)
        #expect(built.sourcePosition(of: 1) == SourcePosition(line: 4, column: 2))
        #expect(built.sourcePosition(of: 2) == nil)
        #expect(SourcePosition(line: 0, column: 1) == nil)
        #expect(SourcePosition(line: 3, column: 0)?.column == nil)
    }

    @Test func settingOtherAppsAsideKeepsEachElementsPlace() throws {
        // The audit's indices are those of the tree without the system UI; each element keeps its own line.
        let url = Fixtures.corpus("android", "indriver-driver-orders-es.xml")
        let snapshot = try SnapshotImporter.importFile(at: url)
        let scoped = AppScope().apply(to: snapshot).snapshot
        let whole = snapshot.screens[0].tree, kept = scoped.screens[0].tree
        #expect(kept.count < whole.count, "the dump's system UI was not set aside")
        // The kept tree is the whole one with subtrees left out: match each kept element to its original in order.
        var original = 0
        for index in kept.indices {
            while original < whole.count, whole[original] != kept[index] { original += 1 }
            #expect(original < whole.count)
            guard original < whole.count else { return }
            #expect(kept.sourcePosition(of: index) == whole.sourcePosition(of: original), "element \(index)")
            original += 1
        }
        #expect(kept.indices.allSatisfy { kept.sourcePosition(of: $0) != nil })
    }
}
