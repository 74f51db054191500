import Foundation
import MCAGCore
import Testing
@testable import MCAGImport

/// idb / AXe accessibility JSON and WebDriverAgent JSON page sources: real
/// samples, detection, and bad input named by its JSON path.
@Suite("idb and WebDriverAgent JSON import", .temporaryFolder)
struct IOSJSONImportTests {
    static let marlon = "MarlonDSC__digital_arenas_test__WRITING.md.describe-all.json"
    static let tuist = "tuist__tuist__tools_test.exs.axe-describe-ui.json"
    static let settings = "zillow__auto-mobile__idbPython.test.ts.settings.json"
    static let wdaStub = "KazuCocoa__wda_client__test__wda_client__source_test.rb.json"

    static func screen(_ name: String) throws -> Screen {
        let snapshot = try SnapshotImporter.importFile(at: Fixtures.url("idb-json", name))
        #expect(snapshot.screens.count == 1)
        return try #require(snapshot.screens.first)
    }

    @Test("Every idb sample is detected", arguments: [marlon, tuist, settings])
    func idbDetected(name: String) throws {
        #expect(try SnapshotImporter.detectFormat(at: Fixtures.url("idb-json", name)) == .idbJSON)
        #expect(try Self.screen(name).tree.count == Fixtures.nodeCounts["idb-json/\(name)"])
    }

    @Test func flatHomeScreenStaysFlat() throws {
        // 14 objects, no `children`: idb's flat output names no parents, so all 14 are top-level siblings.
        let screen = try Self.screen(Self.marlon)
        #expect(screen.tree.count == 14)
        #expect(screen.tree.roots.count == 14)
        #expect(screen.viewport == Size(width: 430, height: 932))
        #expect(screen.unit == .points)
        #expect(screen.density?.isAssumed == true)
        let maps = screen.tree[1]
        #expect(maps.role == .button && maps.label == "Maps" && maps.identifier == "Maps" && maps.value == "Widget")
        #expect(maps.customActions == ["Edit mode", "Today", "App Library"])
        #expect(maps.frame == Rect(x: 31, y: 82, width: 174, height: 196.66666666666669))
        let calendarIcon = screen.tree[3]
        #expect(calendarIcon.hint == "Double tap to open" && calendarIcon.value == "Friday, May 16")
        let search = try #require(screen.tree.first(named: "spotlight-pill"))
        #expect(search.role == .slider && search.label == "Search" && search.value == "Page 1 of 2")
        #expect(search.attributes?["role_description"] == "slider")
        // The application's label is a single space there; it names no app.
        #expect(screen.tree[0].role == .application && screen.tree[0].label == " ")
    }

    @Test func nestedAXeOutputKeepsItsTree() throws {
        let screen = try Self.screen(Self.tuist)
        #expect(screen.tree.count == 3)
        #expect(screen.tree.roots == [0])
        #expect(screen.tree.children(of: 0) == [1, 2])
        #expect(screen.tree[1].role == .heading && screen.tree[1].text == "Previews")
        let run = screen.tree[2]
        #expect(run.role == .button && run.label == "Run" && run.isEnabled == false)
        #expect(run.frame?.x == 305.66665649414062 && run.frame?.height == 28.333328247070312)
        #expect(run.attributes?["pid"] == "44977")
    }

    @Test func searchSubroleMakesASearchField() throws {
        // Settings' search: type TextField, subrole AXSearchField, AXLabel null, the placeholder in AXValue.
        let screen = try Self.screen(Self.settings)
        let field = screen.tree[1]
        #expect(field.role == .searchField && field.label == nil && field.value == "Search")
        #expect(screen.tree[2].identifier == "com.apple.settings.primaryAppleAccount")
        #expect(screen.tree[2].label?.hasPrefix("Apple Account, Sign in") == true)
    }

    @Test func anUnknownTypeStaysUnknown() throws {
        let url = try Fixtures.temporaryFile("odd.json", #"[{"type":"Sparkle","role":"AXSparkle","AXLabel":"x","frame":{"x":0,"y":0,"width":1,"height":1}}]"#)
        let screen = try #require(try SnapshotImporter.importFile(at: url).screens.first)
        #expect(screen.tree[0].role == .unknown)
        #expect(screen.tree[0].className == "Sparkle")
    }

    @Test func wdaClientStubIsDetectedAndItsTypelessElementsRefused() throws {
        // The stub (an old WebDriverAgent response: value.tree, rect as origin/size) leaves `type` out of its
        // outer elements; WebDriverAgent always writes it, so the reader says where it is missing.
        let url = Fixtures.url("malformed", Self.wdaStub)
        #expect(try SnapshotImporter.detectFormat(at: url) == .wdaJSON)
        let error = try #require(Fixtures.importError(url))
        #expect(error.message.hasPrefix("$.value.tree: missing 'type'"))
    }

    @Test func oldRectFormAndRawIdentifier() throws {
        let json = #"{"value":{"type":"Application","name":"Shop","label":"Shop","rawIdentifier":null,"#
            + #""rect":{"origin":{"x":0,"y":0},"size":{"width":320,"height":568}},"isEnabled":"1","#
            + #""children":[{"type":"Button","name":"buy","label":"Buy","rawIdentifier":"buy","#
            + #""rect":{"x":10,"y":20,"width":30.5,"height":44},"isEnabled":"0","isAccessible":"1","isFocused":"0"}]},"sessionId":"s"}"#
        let url = try Fixtures.temporaryFile("wrapped.json", json)
        #expect(try SnapshotImporter.detectFormat(at: url) == .wdaJSON)
        let snapshot = try SnapshotImporter.importFile(at: url)
        let screen = try #require(snapshot.screens.first)
        #expect(snapshot.app.name == "Shop")
        #expect(screen.viewport == Size(width: 320, height: 568))
        #expect(screen.tree[0].identifier == nil)
        let buy = screen.tree[1]
        #expect(buy.role == .button && buy.identifier == "buy" && buy.label == "Buy" && buy.isEnabled == false)
        #expect(buy.frame == Rect(x: 10, y: 20, width: 30.5, height: 44) && buy.isAccessibilityElement == true)
    }

    @Test func aSnapshotIsStillASnapshot() throws {
        let url = try Fixtures.temporaryFile("snap.json", #"{"formatVersion":2,"screens":[]}"#)
        #expect(try SnapshotImporter.detectFormat(at: url) == .json)
        let other = try Fixtures.temporaryFile("list.json", #"[1, 2]"#)
        #expect(try SnapshotImporter.detectFormat(at: other) == .json)
        #expect(Fixtures.importError(other)?.message.hasPrefix("$: expected an object") == true)
    }
}

@Suite("Bad idb and WebDriverAgent JSON names its JSON path", .temporaryFolder)
struct IOSJSONErrorTests {
    static func error(_ text: String) throws -> ImportError {
        try #require(Fixtures.importError(try Fixtures.temporaryFile("bad.json", text)))
    }

    @Test func truncatedTextGivesLineAndColumn() throws {
        let error = try Self.error("{\"type\":\"Application\",\"children\":[\n{\"type\":\"Button\",")
        #expect(error.line == 2)
        #expect(error.message.hasPrefix("malformed JSON"))
    }

    @Test func wrongFlagTypeIsNamed() throws {
        let error = try Self.error(#"{"type":"Application","children":[{"type":"Other"},{"type":"Button","isEnabled":"maybe"}]}"#)
        #expect(error.message == #"$.children[1].isEnabled: expected "1" or "0" (or true or false), found the string "maybe""#)
    }

    @Test func incompleteRectIsNamed() throws {
        let error = try Self.error(#"{"type":"Application","rect":{"x":0,"y":0,"width":3}}"#)
        #expect(error.message == "$.rect: expected x, y, width and height, found width, x, y")
    }

    @Test func childrenMustBeAnArrayOfObjects() throws {
        #expect(try Self.error(#"{"type":"Application","children":{}}"#).message == "$.children: expected an array of elements, found an object")
        #expect(try Self.error(#"{"type":"Application","children":[{"type":"Other","children":[3]}]}"#).message
            == "$.children[0].children[0]: expected an element object, found the number 3")
    }

    @Test func duplicateKeyIsNamed() throws {
        let error = try Self.error(#"{"type":"Application","children":[{"type":"Other","label":"a","label":"b"}]}"#)
        #expect(error.message == "$.children[0]: the key 'label' is given twice; give each key once")
    }

    @Test func idbFrameWithTextIsNamed() throws {
        let error = try Self.error(#"[{"type":"Application","AXLabel":"A"},{"type":"Button","AXLabel":"B","frame":{"x":"1","y":0,"width":1,"height":1}}]"#)
        #expect(error.message == #"$[1].frame.x: expected a number, found the string "1""#)
    }

    @Test func idbArrayOfNonObjectsIsNamed() throws {
        let error = try Self.error(#"[{"AXLabel":"A","type":"Button"}, "oops"]"#)
        #expect(error.message == #"$[1]: expected an element object, found the string "oops""#)
    }

    @Test func absurdDepthIsRefusedWithoutOverflowingTheStack() throws {
        let levels = JSONElementWalk.maximumDepth + 5
        let text = String(repeating: #"{"type":"Other","children":["#, count: levels) + #"{"type":"Button"}"#
            + String(repeating: "]}", count: levels)
        let error = try Self.error(text)
        #expect(error.message.contains("nest more than \(JSONElementWalk.maximumDepth) levels deep"))
        #expect(error.message.hasPrefix("$.children[0].children[0]"))
    }

    @Test func forcedWDAOnAnXMLDumpIsRefused() throws {
        let url = Fixtures.url("xcuitest-appium", "lana-20__web-testing-appium__page_source.xml")
        let error = try #require(Fixtures.importError(url, options: ImportOptions(format: .wdaJSON)))
        #expect(error.message.contains("expected a WebDriverAgent JSON page source file"))
    }
}

@Suite("XCUITest XML prefers nativeAccessibilityElement", .temporaryFolder)
struct NativeAccessibilityElementTests {
    @Test func nativeFlagWinsAndTheComputedOneIsKept() throws {
        let xml = #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="A" label="A" enabled="true" "#
            + #"visible="true" accessible="false" x="0" y="0" width="390" height="844"><XCUIElementTypeOther type="XCUIElementTypeOther" "#
            + #"label="Card" enabled="true" visible="true" accessible="false" nativeAccessibilityElement="true" x="0" y="0" width="390" height="100"/>"#
            + #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="T" enabled="true" visible="true" accessible="true" "#
            + #"x="0" y="100" width="390" height="20"/></XCUIElementTypeApplication></AppiumAUT>"#
        let url = try Fixtures.temporaryFile("native.xml", xml)
        let screen = try #require(try SnapshotImporter.importFile(at: url).screens.first)
        let card = screen.tree[1]
        #expect(card.isAccessibilityElement == true)
        #expect(card.attributes?["accessible"] == "false")
        #expect(card.attributes?["nativeAccessibilityElement"] == nil)
        // Without the native flag, WebDriverAgent's `accessible` is used and not kept twice.
        #expect(screen.tree[2].isAccessibilityElement == true && screen.tree[2].attributes?["accessible"] == nil)
    }

    @Test func theJSONFormCarriesItToo() throws {
        let json = #"{"type":"Application","rect":{"x":0,"y":0,"width":390,"height":844},"children":[{"type":"Other","label":"Card","#
            + #""isAccessible":"0","isNativeAccessibilityElement":"1","rect":{"x":0,"y":0,"width":390,"height":100}}]}"#
        let url = try Fixtures.temporaryFile("native.json", json)
        let screen = try #require(try SnapshotImporter.importFile(at: url).screens.first)
        #expect(screen.tree[1].isAccessibilityElement == true && screen.tree[1].attributes?["accessible"] == "false")
    }
}
