import Foundation
import MCAGCore
import Testing
@testable import MCAGImport

/// Malformed documents: the byte reader stops with a message naming the line and column, never a trap or a hang.
@Suite("The byte reader refuses malformed XML at its place", .temporaryFolder)
struct ByteReaderErrorTests {
    struct Case: Sendable, CustomStringConvertible {
        var xml: String
        var message: String
        var line: Int
        var column: Int
        var description: String { message }
    }

    static let head = "<hierarchy rotation=\"0\">\n"

    static let cases: [Case] = [
        Case(xml: head + "<node class=\"a\" bounds=\"[0,0][1,1]\">\n</node>\n</hierarchy>\n<node/>",
             message: "unexpected content after the root element </hierarchy> ended", line: 5, column: 1),
        Case(xml: head + "<node class=\"a\">\n  </nodx>\n</hierarchy>",
             message: "a closing tag does not match the element it closes: </nodx> inside <node> opened at line 2", line: 3, column: 3),
        Case(xml: head + "<node text=\"a & b\"/></hierarchy>", message: "a malformed reference", line: 2, column: 15),
        Case(xml: head + "<node text=\"&nbsp;\"/></hierarchy>", message: "a reference to an undeclared entity (&nbsp;)", line: 2, column: 13),
        Case(xml: head + "<node text=\"&#0;\"/></hierarchy>", message: "a character reference to no character XML allows", line: 2, column: 13),
        Case(xml: head + "<node text=\"&#xD800;\"/></hierarchy>", message: "a character reference to no character XML allows", line: 2, column: 13),
        Case(xml: head + "<node text=\"a<b\"/></hierarchy>", message: "'<' is not allowed inside an attribute value", line: 2, column: 14),
        Case(xml: head + "<node text=\"a\" text=\"b\"/></hierarchy>", message: "an attribute appears twice in one element", line: 2, column: 16),
        Case(xml: head + "<node custom=\"a\" custom=\"b\"/></hierarchy>", message: "an attribute appears twice in one element", line: 2, column: 18),
        Case(xml: head + "<node text=\"a\"class=\"b\"/></hierarchy>", message: "a space is required between attributes", line: 2, column: 15),
        Case(xml: head + "<node text=a/></hierarchy>", message: "a malformed attribute", line: 2, column: 12),
        Case(xml: head + "<node text/></hierarchy>", message: "a malformed attribute", line: 2, column: 11),
        Case(xml: head + "<1node/></hierarchy>", message: "a malformed element name", line: 2, column: 2),
        // mcag-fuzz: a right-to-left override (U+202E) inside an attribute name, which XML's name characters leave out.
        Case(xml: head + "<node draw\u{202E}ing-order=\"1\"/></hierarchy>", message: "a malformed attribute", line: 2, column: 7),
        Case(xml: head + "<node/ ></hierarchy>", message: "expected '>' to end the tag", line: 2, column: 7),
        Case(xml: head + "<node>]]></node></hierarchy>", message: "']]>' is not allowed in text", line: 2, column: 7),
        Case(xml: head + "<!-- a -- b --></hierarchy>", message: "'--' is not allowed inside a comment", line: 2, column: 8),
        Case(xml: head + "<?xml version=\"1.0\"?></hierarchy>", message: "allowed only at the very start of the file", line: 2, column: 1),
        Case(xml: head + "<!ELEMENT x ANY></hierarchy>", message: "malformed markup", line: 2, column: 1),
        Case(xml: head + "<node class=\"a\">\n<node class=\"b\"/>\n", message: "the file ends before <node> (opened at line 2) is closed; the dump is truncated", line: 4, column: 1),
        Case(xml: head + "<node class=\"a\"><!-- never closed", message: "the dump is truncated", line: 2, column: 34),
        Case(xml: "<hierarchy rotation=\"0", message: "the file ends before the root element is complete", line: 1, column: 23),
        Case(xml: "<?xml version=\"1.0\"?>\n", message: "no root element", line: 2, column: 1),
        Case(xml: "<?xml encoding=\"UTF-8\"?><hierarchy/>", message: "a malformed XML declaration", line: 1, column: 7),
        Case(xml: "hello <hierarchy/>", message: "the document is empty or is not XML", line: 1, column: 1),
        Case(xml: "<hierarchy/><hierarchy/>", message: "unexpected content after the root element </hierarchy> ended", line: 1, column: 13),
        Case(xml: "<svg>\n</svg>", message: "wrong root element <svg>", line: 1, column: 1),
        Case(xml: "<hierarchy>\n<node>\u{1}</node></hierarchy>", message: "not valid UTF-8, or hold a character XML does not allow", line: 2, column: 7),
    ]

    @Test(arguments: cases)
    func refused(_ example: Case) throws {
        let url = try Fixtures.temporaryFile("bad.xml", example.xml)
        var caught: ImportError?
        do { _ = try XMLByteReader.read(url, options: ImportOptions()) } catch { caught = error }
        let error = try #require(caught, "accepted: \(example.xml)")
        #expect(error.message.contains(example.message), "\(error)")
        #expect(error.line == example.line, "\(error)")
        #expect(error.column == example.column, "\(error)")
        // libxml2 refuses every one of them too.
        var oracle: ImportError?
        do { _ = try XMLDumpReader.read(url, options: ImportOptions()) } catch { oracle = error }
        #expect(oracle != nil, "XMLParser accepted: \(example.xml)")
    }

    @Test func invalidUTF8IsNamedAtItsByte() throws {
        var bytes = Data("<hierarchy>\n<node text=\"caf".utf8)
        bytes.append(contentsOf: [0xE9, 0x22, 0x2F, 0x3E])
        bytes.append(Data("</hierarchy>".utf8))
        let url = try Fixtures.temporaryFile("latin1.xml", bytes)
        var caught: ImportError?
        do { _ = try XMLByteReader.read(url, options: ImportOptions()) } catch { caught = error }
        let error = try #require(caught)
        #expect(error.message.contains("not valid UTF-8"))
        #expect(error.line == 2)
        #expect(error.column == 16)
    }

    @Test func aDocumentTypeDeclarationGoesToLibxml2() throws {
        let xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE hierarchy [<!ENTITY who \"the app\">]>\n"
            + "<hierarchy rotation=\"0\"><node class=\"android.widget.TextView\" text=\"by &who;\" bounds=\"[0,0][10,10]\"/></hierarchy>"
        let snapshot = try XMLByteReader.read(try Fixtures.temporaryFile("dtd.xml", xml), options: ImportOptions(androidDPI: 420))
        #expect(snapshot.screens[0].tree[0].text == "by the app")
    }

    @Test func anotherEncodingGoesToLibxml2() throws {
        var bytes = Data("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<hierarchy rotation=\"0\"><node class=\"android.widget.TextView\" text=\"caf".utf8)
        bytes.append(0xE9)
        bytes.append(Data("\" bounds=\"[0,0][10,10]\"/></hierarchy>".utf8))
        let snapshot = try XMLByteReader.read(try Fixtures.temporaryFile("latin1.xml", bytes), options: ImportOptions(androidDPI: 420))
        #expect(snapshot.screens[0].tree[0].text == "café")
    }

    @Test func namespacePrefixesGoToLibxml2() throws {
        // mcag-fuzz: libxml2 refuses an undeclared prefix (its error 201) and accepts a declared one.
        let undeclared = try Fixtures.temporaryFile("prefix.xml", "<hierarchy><node e:nabled=\"true\"/></hierarchy>")
        #expect(SnapshotImporter.xmlReadersDisagree(on: undeclared) == nil)
        #expect(Fixtures.importError(undeclared) != nil)
        let declared = try Fixtures.temporaryFile("declared.xml",
            "<hierarchy xmlns:e=\"urn:x\"><node class=\"android.view.View\" e:nabled=\"true\"/></hierarchy>")
        #expect(SnapshotImporter.xmlReadersDisagree(on: declared) == nil)
        #expect(try XMLByteReader.read(declared, options: ImportOptions()).screens[0].tree[0].attribute("e:nabled") == "true")
    }

    @Test func nonASCIINamesFollowXMLsNameCharacters() throws {
        let url = try Fixtures.temporaryFile("names.xml", "<hierarchy><node class=\"android.view.View\" größe=\"1\" ·x=\"2\"/></hierarchy>")
        var caught: ImportError?
        do { _ = try XMLByteReader.read(url, options: ImportOptions()) } catch { caught = error }
        // `·` (U+00B7) may follow in a name but not start one.
        #expect(caught?.message.hasPrefix("a malformed attribute") == true)
        #expect(caught?.column == 54)
        let fine = try Fixtures.temporaryFile("fine.xml", "<hierarchy><node class=\"android.view.View\" größe=\"1\" x·y=\"2\"/></hierarchy>")
        #expect(try XMLByteReader.read(fine, options: ImportOptions()).screens[0].tree[0].attribute("größe") == "1")
        #expect(SnapshotImporter.xmlReadersDisagree(on: fine) == nil)
    }

    @Test func manyAttributesStayLinear() throws {
        let attributes = (0..<20_000).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        let url = try Fixtures.temporaryFile("wide.xml", "<hierarchy><node class=\"android.view.View\" \(attributes) a7=\"again\"/></hierarchy>")
        var caught: ImportError?
        do { _ = try XMLByteReader.read(url, options: ImportOptions()) } catch { caught = error }
        #expect(caught?.message == "an attribute appears twice in one element")
    }
}
