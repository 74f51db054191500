import Foundation
import MCAGCore
import Testing
@testable import MCAGImport

/// The byte reader against libxml2 (`XMLParser`, through ``XMLDumpReader``)
/// as the oracle: every real dump must give the same snapshot either way.
@Suite("The byte reader agrees with XMLParser", .temporaryFolder)
struct ByteReaderDifferentialTests {
    static let folders = ["uiautomator-dump", "uiautomator2-appium", "xcuitest-appium"]

    /// Every dump of the fixtures and of the accuracy corpus.
    static var dumps: [URL] {
        var urls = folders.flatMap { Fixtures.files(in: $0) }
        let corpus = Fixtures.directory.deletingLastPathComponent().appendingPathComponent("AccuracyCorpus/dumps")
        for platform in ["android", "ios"] {
            let folder = corpus.appendingPathComponent(platform)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            urls += names.filter { $0.hasSuffix(".xml") }.sorted().map { folder.appendingPathComponent($0) }
        }
        return urls
    }

    @Test func thereAreDumpsToCompare() {
        #expect(Self.dumps.count >= 70)
    }

    @Test(arguments: dumps)
    func sameSnapshot(_ url: URL) throws {
        let options = ImportOptions(androidDPI: 420)
        let bytes = try XMLByteReader.read(url, options: options)
        let oracle = try XMLDumpReader.read(url, options: options)
        #expect(try SnapshotJSON.encode(bytes) == SnapshotJSON.encode(oracle))
        #expect(bytes.screens.map(\.tree.count) == oracle.screens.map(\.tree.count))
        for (byteScreen, oracleScreen) in zip(bytes.screens, oracle.screens) {
            for index in byteScreen.tree.indices {
                #expect(byteScreen.tree[index] == oracleScreen.tree[index], "element \(index) of \(url.lastPathComponent)")
                #expect(byteScreen.tree.parent(of: index) == oracleScreen.tree.parent(of: index))
            }
        }
    }

    @Test func malformedRealDumpFailsAtTheSameLineEitherWay() throws {
        let url = Fixtures.url("malformed", "Palina-Dzmitrovich__M-13-Webdriver-IO__pageSource.xml")
        var byteError: ImportError?
        var oracleError: ImportError?
        do { _ = try XMLByteReader.read(url, options: ImportOptions()) } catch { byteError = error }
        do { _ = try XMLDumpReader.read(url, options: ImportOptions()) } catch { oracleError = error }
        #expect(byteError?.line == oracleError?.line)
        #expect(byteError?.message == oracleError?.message)
    }

    /// References, quotes and line breaks in values, which real dumps rarely hold.
    @Test func escapesAndLineBreaksDecodeAsLibxml2DecodesThem() throws {
        let xml = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\r\n<!-- a comment -->\n<hierarchy rotation=\"0\">"
            + "<node index='0' text=\"a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos; &#233; &#x1F600; tab\there\r\nline\rend\" "
            + "content-desc='it&apos;s \"quoted\"' class=\"android.widget.TextView\" bounds=\"[0,0][10,10]\">"
            + "text &amp; more<![CDATA[ <not> a tag ]]><?pi data?></node></hierarchy>\n<!-- after -->\n"
        let url = try Fixtures.temporaryFile("escapes.xml", xml)
        let bytes = try XMLByteReader.read(url, options: ImportOptions(androidDPI: 420))
        let oracle = try XMLDumpReader.read(url, options: ImportOptions(androidDPI: 420))
        #expect(try SnapshotJSON.encode(bytes) == SnapshotJSON.encode(oracle))
        #expect(bytes.screens[0].tree[0].label == "it's \"quoted\"")
        #expect(bytes.screens[0].tree[0].text == oracle.screens[0].tree[0].text)
    }
}
