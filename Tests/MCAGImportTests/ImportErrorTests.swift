import Foundation
import MCAGCore
import Testing
@testable import MCAGImport

@Suite("Bad input gives a clear error naming the place", .temporaryFolder)
struct ImportErrorTests {
    @Test func junkAfterTheRootInARealFileIsRejectedAtItsLine() throws {
        let url = Fixtures.url("malformed", "Palina-Dzmitrovich__M-13-Webdriver-IO__pageSource.xml")
        let error = try #require(Fixtures.importError(url))
        #expect(error.line == 39)
        #expect(error.message.contains("unexpected content after the root element </hierarchy>"))
        #expect(error.description.hasPrefix(url.path + ":39:"))
    }

    @Test func emptyFile() throws {
        let error = try #require(Fixtures.importError(try Fixtures.temporaryFile("empty.xml", "")))
        #expect(error.message == "the file is empty: expected a JSON snapshot or an XML dump")
    }

    @Test func whiteSpaceOnly() throws {
        let error = try #require(Fixtures.importError(try Fixtures.temporaryFile("blank.xml", "  \n\n ")))
        #expect(error.message.contains("only white space"))
    }

    @Test func truncatedDumpNamesTheUnclosedElement() throws {
        let xml = "<?xml version=\"1.0\"?>\n<hierarchy rotation=\"0\">\n  <node class=\"android.widget.FrameLayout\" bounds=\"[0,0][10,10]\">\n    <node class=\"a\" bou"
        let error = try #require(Fixtures.importError(try Fixtures.temporaryFile("truncated.xml", xml)))
        #expect(error.message.contains("the dump is truncated"))
        #expect(error.message.contains("<node> (opened at line 3)"))
        #expect(error.line == 4)
    }

    @Test func truncatedBetweenElements() throws {
        let xml = "<hierarchy>\n<node class=\"a\" bounds=\"[0,0][1,1]\">\n<node class=\"b\"/>\n"
        let error = try #require(Fixtures.importError(try Fixtures.temporaryFile("cut.xml", xml)))
        #expect(error.message.contains("the dump is truncated"))
    }

    @Test func wrongRootElement() throws {
        let error = try #require(Fixtures.importError(try Fixtures.temporaryFile("svg.xml", "<svg width=\"1\"><g/></svg>")))
        #expect(error.message.hasPrefix("wrong root element <svg>: expected <hierarchy>"))
        #expect(error.line == 1)
    }

    @Test func notUTF8() throws {
        var bytes = Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<hierarchy><node text=\"caf".utf8)
        bytes.append(contentsOf: [0xE9, 0x22, 0x2F, 0x3E])
        bytes.append(Data("</hierarchy>".utf8))
        let error = try #require(Fixtures.importError(try Fixtures.temporaryFile("latin1.xml", bytes)))
        #expect(error.message.contains("not valid UTF-8"))
        #expect(error.line == 2)
    }

    @Test func externalEntitiesAreRefused() throws {
        let xml = """
        <?xml version="1.0"?>
        <!DOCTYPE hierarchy [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
        <hierarchy><node text="&secret;"/></hierarchy>
        """
        let error = try #require(Fixtures.importError(try Fixtures.temporaryFile("xxe.xml", xml)))
        #expect(error.message == "external entities are not allowed")
        #expect(error.line == 3)
    }

    @Test func billionLaughsIsStopped() throws {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE hierarchy [<!ENTITY l0 \"lol\">"
        for level in 1...9 {
            xml += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">"
        }
        xml += "]>\n<hierarchy><node text=\"&l9;\"/></hierarchy>"
        let error = try #require(Fixtures.importError(try Fixtures.temporaryFile("laughs.xml", xml)))
        #expect(error.message.hasPrefix("entity expansion limit exceeded"))
    }

    @Test func mismatchedClosingTag() throws {
        let error = try #require(Fixtures.importError(try Fixtures.temporaryFile("mismatch.xml", "<hierarchy>\n<node></nodx></hierarchy>")))
        #expect(error.message.hasPrefix("a closing tag does not match the element it closes"))
        #expect(error.line == 2)
    }

    @Test func neitherJSONNorXML() throws {
        let error = try #require(Fixtures.importError(try Fixtures.temporaryFile("notes.txt", "hello")))
        #expect(error.message.hasPrefix("unrecognised content: expected a JSON snapshot"))
    }

    @Test func forcedFormatMustMatchTheContent() throws {
        let url = Fixtures.url("xcuitest-appium", "appium__appium__packages__universal-xml-plugin__test__fixtures__ios.xml")
        let error = try #require(Fixtures.importError(url, options: ImportOptions(format: .uiautomator)))
        #expect(error.message == "expected a uiautomator dump file but the content is Appium XCUITest page source")
        let json = try #require(Fixtures.importError(url, options: ImportOptions(format: .json)))
        #expect(json.message.contains("expected a JSON snapshot"))
    }

    @Test func fiftyThousandDeepTreeImportsWithoutRecursion() throws {
        let depth = 50_000
        var xml = "<hierarchy rotation=\"0\" width=\"100\" height=\"100\">"
        xml += String(repeating: "<android.view.View class=\"android.view.View\" bounds=\"[0,0][100,100]\">", count: depth)
        xml += String(repeating: "</android.view.View>", count: depth)
        xml += "</hierarchy>"
        let url = try Fixtures.temporaryFile("deep.xml", xml)
        let (snapshot, statistics) = try SnapshotImporter.importWithStatistics(at: url)
        #expect(snapshot.screens[0].tree.count == depth)
        #expect(statistics.maximumDepth == depth - 1)
        #expect(statistics.elements == depth)
        #expect(statistics.bytes == xml.utf8.count)
        #expect(snapshot.screens[0].tree.depth(of: depth - 1) == depth - 1)
    }

    @Test func emptyHierarchyIsAnEmptyScreen() throws {
        let snapshot = try SnapshotImporter.importFile(at: try Fixtures.temporaryFile("none.xml", "<hierarchy rotation=\"0\"/>"))
        #expect(snapshot.screens[0].tree.isEmpty)
    }
}
