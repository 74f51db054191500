import Foundation
import MCAGCore
import Testing
@testable import MCAGImport

/// Platform attributes read into typed fields, on real dumps: each expected
/// value is what the XML says, read by eye or counted in the file's text.
@Suite(.temporaryFolder) struct PlatformSemanticsTests {
    static func screen(_ folder: String, _ name: String) throws -> Screen {
        try #require(try SnapshotImporter.importFile(at: Fixtures.url(folder, name)).screens.first)
    }

    static let gmail = "Bioto__tron-ai__page_source__gmail.xml"

    @Test func gmailsSearchFieldStatesItsInputTypeLengthAndHint() throws {
        let tree = try Self.screen("uiautomator2-appium", Self.gmail).tree
        let index = try #require(tree.indices.first { tree[$0].identifier == "com.google.android.gm:id/open_search_view_edit_text" })
        let field = tree[index]
        // input-type="524289" is TYPE_CLASS_TEXT (1) with TYPE_TEXT_FLAG_NO_SUGGESTIONS (0x80000).
        #expect(field.semantics?.inputType == 524_289)
        #expect(field.semantics?.maxTextLength == 5000)
        #expect(field.semantics?.isMultiLine == false)
        #expect(field.semantics?.drawingOrder == 2)
        #expect(field.hint == "Search in mail")
        #expect(field.semantics?.liveRegion == .off)
        #expect(field.semantics?.isContentInvalid == false)
        #expect(field.semantics?.isDismissable == false)
        #expect(field.semantics?.isTextEntryKey == false)
        #expect(field.semantics?.isAccessibilityFocused == false)
        #expect(field.semantics?.isContextClickable == false)
        // Nothing kept before is lost: the raw attribute is still there.
        #expect(field.attributes?["input-type"] == "524289")
    }

    @Test func paneTitlesAndTooltipsAreRead() throws {
        let gmail = try Self.screen("uiautomator2-appium", Self.gmail).tree
        #expect(gmail.elements.compactMap(\.semantics?.paneTitle) == ["Inbox"])
        #expect(gmail.elements.compactMap(\.semantics?.tooltip).sorted()
            == ["Add star", "Add star", "Add star", "Add star", "Back", "Open navigation drawer"])
        // A blank pane title (pane-title=" ") names nothing.
        let doctor = try Self.screen("uiautomator2-appium", "Irshad-Fakeeh__FCGDoctorAppiumTest__page_source.xml").tree
        #expect(doctor.elements.compactMap(\.semantics?.paneTitle).isEmpty)
        #expect(doctor.elements.contains { $0.label == "Dismiss" && $0.semantics?.isDismissable == true })
    }

    /// Every uiautomator2 fixture: each typed field agrees with its raw attribute, element by element.
    @Test(arguments: Fixtures.files(in: "uiautomator2-appium") + Fixtures.files(in: "uiautomator-dump"))
    func typedFieldsAgreeWithTheRawAttributes(url: URL) throws {
        let tree = try #require(try SnapshotImporter.importFile(at: url).screens.first).tree
        let text = try String(contentsOf: url, encoding: .utf8)
        let focusable = text.components(separatedBy: "screen-reader-focusable=\"true\"").count - 1
        #expect(tree.elements.filter { $0.semantics?.isScreenReaderFocusable == true }.count == focusable)
        for element in tree.elements {
            let raw = element.attributes ?? [:]
            #expect(element.semantics?.drawingOrder == raw["drawing-order"].flatMap { Int($0) })
            #expect(element.semantics?.isDismissable == raw["dismissable"].map { $0 == "true" })
            #expect(element.semantics?.isContentInvalid == raw["content-invalid"].map { $0 == "true" })
            #expect(element.semantics?.isAccessibilityFocused == raw["a11y-focused"].map { $0 == "true" })
            #expect(element.semantics?.liveRegion == raw["live-region"].flatMap(AndroidSemantics.liveRegion))
        }
    }

    /// No shared fixture carries WebDriverAgent's newer attributes, so this
    /// is a page-source element in the shape WebDriverAgent writes them.
    @Test func webDriverAgentsNewerAttributesAreRead() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" \
        name="Shop" label="Shop" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" \
        index="0"><XCUIElementTypeSlider type="XCUIElementTypeSlider" value="50%" label="Volume" enabled="true" \
        visible="true" accessible="true" hittable="false" minValue="0" maxValue="100" placeholderValue="Level" \
        customActions="Mute,Maximum" nativeFrame="{{16.5, 600}, {357.25, 31}}" traits="Adjustable" x="17" y="600" \
        width="357" height="31" index="0"/></XCUIElementTypeApplication></AppiumAUT>
        """
        let url = try Fixtures.temporaryFile("wda.xml", xml)
        let slider = try #require(try SnapshotImporter.importFile(at: url).screens.first?.tree.elements.last)
        #expect(slider.semantics?.isHittable == false)
        #expect(slider.semantics?.minimumValue == 0)
        #expect(slider.semantics?.maximumValue == 100)
        #expect(slider.hint == "Level")
        #expect(slider.customActions == ["Mute", "Maximum"])
        #expect(slider.semantics?.nativeFrame == Rect(x: 16.5, y: 600, width: 357.25, height: 31))
        #expect(slider.frame == Rect(x: 17, y: 600, width: 357, height: 31))
        #expect(slider.attributes?["nativeFrame"] == "{{16.5, 600}, {357.25, 31}}")
    }

    @Test func malformedValuesStayRawWithoutAField() {
        #expect(XCUITestSemantics.nativeFrame("{{1, 2}, {3}}") == nil)
        #expect(XCUITestSemantics.nativeFrame("{{1, 2}, {inf, 4}}") == nil)
        #expect(AndroidSemantics.liveRegion("7") == nil)
        #expect(AttributeValues.int("99999999999999999999", key: "drawingOrder") == nil)
        #expect(AttributeValues.int("-1", key: "maxTextLength") == nil)
    }
}

/// Documentation/Importers.md names every attribute the shared fixtures carry,
/// as mapped to a field or kept raw with its reason.
@Suite struct ImporterDocumentationTests {
    static func attributeNames(in url: URL) throws -> Set<String> {
        let text = try String(contentsOf: url, encoding: .utf8)
        let tag = try NSRegularExpression(pattern: "<[A-Za-z][^>]*>")
        let attribute = try NSRegularExpression(pattern: "\\s([A-Za-z_][\\w.:-]*)=\"")
        var names: Set<String> = []
        for match in tag.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let range = Range(match.range, in: text) else { continue }
            let element = String(text[range])
            for found in attribute.matches(in: element, range: NSRange(element.startIndex..., in: element)) {
                if let name = Range(found.range(at: 1), in: element) { names.insert(String(element[name])) }
            }
        }
        return names
    }

    @Test func everyFixtureAttributeIsDocumented() throws {
        let docs = Fixtures.directory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Documentation/Importers.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let files = ["uiautomator-dump", "uiautomator2-appium", "xcuitest-appium"].flatMap { Fixtures.files(in: $0) }
        #expect(!files.isEmpty)
        var names: Set<String> = []
        for file in files { names.formUnion(try Self.attributeNames(in: file)) }
        let undocumented = names.filter { !text.contains("`\($0)`") && !text.contains("`\($0)=") }
        #expect(undocumented.isEmpty, "attributes in the fixtures that Importers.md does not name: \(undocumented.sorted())")
    }
}
