import Foundation
import MCAGCore
import Testing
@testable import MCAGImport

@Suite("JSON snapshot form", .temporaryFolder)
struct SnapshotJSONTests {
    static let schemaURL = Fixtures.directory.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Documentation/snapshot.schema.json")

    /// The schema's example, re-serialised on its own.
    static func schemaExample() throws -> Data {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
        let example = try #require((schema["examples"] as? [Any])?.first)
        return try JSONSerialization.data(withJSONObject: example)
    }

    static func decode(_ text: String) -> ImportError? {
        do {
            _ = try SnapshotJSON.decode(Data(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func schemaExampleRoundTripsExactly() throws {
        let original = try Self.schemaExample()
        let snapshot = try SnapshotJSON.decode(original)
        let encoded = try SnapshotJSON.encode(snapshot)
        let before = try JSONSerialization.jsonObject(with: original) as? NSDictionary
        let after = try JSONSerialization.jsonObject(with: encoded) as? NSDictionary
        #expect(before == after)
        #expect(try SnapshotJSON.encode(try SnapshotJSON.decode(encoded)) == encoded)
    }

    @Test func schemaExampleFieldsArriveInTheModel() throws {
        let snapshot = try SnapshotJSON.decode(try Self.schemaExample())
        #expect(snapshot.app.platform == .ios)
        #expect(snapshot.app.keyboardShortcuts?.first?.isSingleKey == true)
        #expect(snapshot.app.timeLimits?.first?.warningDuration == 60)
        let screen = try #require(snapshot.screens.first)
        #expect(screen.unit == .points)
        #expect(screen.density?.assumption == "assumed 160 pt per inch")
        #expect(screen.colorMode == .dark)
        #expect(screen.tree.count == 6)
        let play = try #require(screen.tree.first(named: "play-button"))
        #expect(play.role == .button)
        #expect(play.backgroundColor == Color(hex: "#1C1C1E80"))
        #expect(play.exceptionClaims?.first?.exception == "logo-or-brand")
        #expect(play.attributes?["processId"] == "4711")
        #expect(screen.tree.children(of: 0).count == 4)
        #expect(screen.tree.parent(of: 5) == 4)
    }

    @Test("Imported dumps survive a JSON round trip", arguments: FixtureImportTests.allFiles)
    func dumpsRoundTrip(folder: String, name: String) throws {
        let imported = try SnapshotImporter.importFile(at: Fixtures.url(folder, name))
        let decoded = try SnapshotJSON.decode(try SnapshotJSON.encode(imported))
        #expect(decoded.app == imported.app)
        let (before, after) = (imported.screens[0], decoded.screens[0])
        #expect(after.tree.elements == before.tree.elements)
        #expect(after.tree.indices.map { after.tree.parent(of: $0) } == before.tree.indices.map { before.tree.parent(of: $0) })
        #expect(after.density == before.density)
        #expect(after.viewport == before.viewport)
        #expect(after.orientation == before.orientation)
        #expect(after.source == before.source)
    }

    @Test func unknownFieldNamesItsPath() throws {
        let json = """
        {"formatVersion": 1, "screens": [{"root": {"role": "window", "children": [
          {"role": "text"}, {"role": "text"}, {"role": "text"}, {"role": "button", "lable": "Play"}]}}]}
        """
        #expect(Self.decode(json)?.message == "unknown key 'lable' at screens[0].root.children[3]; did you mean 'label'?")
        let nested = """
        {"formatVersion": 1, "screens": [{"roots": [{}, {"children": [{}, {"children": [{"frame": {"x": 1}}]}]}]}]}
        """
        #expect(Self.decode(nested)?.message == "screens[0].roots[1].children[1].children[0].frame: missing 'y'")
        let claim = #"{"formatVersion": 1, "screens": [{"root": {"children": [{"exceptionClaims": [{"requirement": 1}]}]}}]}"#
        #expect(Self.decode(claim)?.message
            == "screens[0].root.children[0].exceptionClaims[0].requirement: expected a string, found the number 1")
    }

    @Test func wrongTypesNameThePathAndTheExpectation() throws {
        let json = #"{"formatVersion": 1, "screens": [{"root": {"isEnabled": "yes"}}]}"#
        #expect(Self.decode(json)?.message
            == #"screens[0].root.isEnabled: expected true or false, found the string "yes""#)
        let number = #"{"formatVersion": 1, "screens": [{"viewport": {"width": true, "height": 2}}]}"#
        #expect(Self.decode(number)?.message == "screens[0].viewport.width: expected a number, found true")
        let colour = #"{"formatVersion": 1, "screens": [{"root": {"foregroundColor": "red"}}]}"#
        #expect(Self.decode(colour)?.message.hasPrefix("screens[0].root.foregroundColor: expected a colour") == true)
        let unit = #"{"formatVersion": 1, "screens": [{"unit": "cm"}]}"#
        #expect(Self.decode(unit)?.message == #"screens[0].unit: expected one of "pt", "dp", "px", found the string "cm""#)
    }

    @Test func versionIsRequiredAndChecked() {
        #expect(Self.decode(#"{"screens": []}"#)?.message == "$.formatVersion: missing; expected 2")
        #expect(Self.decode(#"{"formatVersion": 3, "screens": []}"#)?.message.contains("version 3 is not supported") == true)
        #expect(Self.decode(#"{"formatVersion": 1, "screens": []}"#) == nil)
        #expect(Self.decode(#"{"formatVersion": 2, "screens": []}"#) == nil)
    }

    @Test func malformedJSONGivesLineAndColumn() throws {
        let error = try #require(Self.decode("{\n  \"formatVersion\": 1,\n  \"screens\": [,]\n}"))
        #expect(error.message.hasPrefix("malformed JSON"))
        #expect(error.line == 3)
    }

    @Test func fiftyThousandDeepTreesRoundTripWithoutRecursion() throws {
        let depth = 50_000
        var tree = ElementTree()
        for level in 0..<depth { tree.open(Element(role: .group, identifier: "g\(level)")) }
        for _ in 0..<depth { tree.close() }
        let data = try SnapshotJSON.encode(AppSnapshot(screens: [Screen(tree: tree)]))
        // Indentation is capped, so size grows linearly with depth.
        #expect(data.count < depth * 600)
        let decoded = try SnapshotJSON.decode(data).screens[0].tree
        #expect(decoded.count == depth)
        #expect(decoded.depth(of: depth - 1) == depth - 1)
        #expect(decoded[depth - 1].identifier == "g\(depth - 1)")
    }

    @Test func syntaxErrorsNameTheProblem() {
        #expect(Self.decode(#"{"formatVersion": 1, "screens": ["#)?.message
            == "malformed JSON: the JSON ends early; a value or a closing bracket is missing")
        #expect(Self.decode(#"{"formatVersion": 1, "screens": []} x"#)?.message
            == "malformed JSON: unexpected content after the JSON value")
        #expect(Self.decode(#"{"formatVersion": 1, "formatVersion": 1, "screens": []}"#)?.message
            == "duplicate key 'formatVersion' at the top level; give each key once")
        #expect(Self.decode(#"{"formatVersion": 1.}"#)?.message.hasPrefix("malformed JSON") == true)
        #expect(Self.decode(#"{"formatVersion": tru}"#)?.message == "malformed JSON: expected 'true'")
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let url = try Fixtures.temporaryFile("bom.json", Data([0xEF, 0xBB, 0xBF]) + Data(#"{"formatVersion": 1, "screens": []}"#.utf8))
        #expect(try SnapshotImporter.importFile(at: url).screens.isEmpty)
    }

    @Test func escapesDecode() throws {
        let json = #"{"formatVersion": 1, "screens": [{"name": "caf\u00e9 \ud83d\ude00 \"q\" \\ \/ \n"}]}"#
        let snapshot = try SnapshotJSON.decode(Data(json.utf8))
        #expect(snapshot.screens[0].name == "café 😀 \"q\" \\ / \n")
    }

    @Test func severalWindowsBecomeRoots() throws {
        let json = #"{"formatVersion": 1, "screens": [{"unit": "px", "roots": [{"role": "window"}, {"role": "window", "children": [{"role": "button"}]}]}]}"#
        let snapshot = try SnapshotJSON.decode(Data(json.utf8))
        #expect(snapshot.screens[0].tree.roots == [0, 1])
        let again = try SnapshotJSON.decode(try SnapshotJSON.encode(snapshot))
        #expect(again.screens[0].tree.roots == [0, 1])
        #expect(Self.decode(#"{"formatVersion": 1, "screens": [{"root": {}, "roots": []}]}"#)?.message
            == "screens[0]: give either 'root' or 'roots', not both")
    }

    @Test func importFileDetectsJSON() throws {
        let url = try Fixtures.temporaryFile("snapshot.json", String(decoding: try Self.schemaExample(), as: UTF8.self))
        #expect(try SnapshotImporter.detectFormat(at: url) == .json)
        let snapshot = try SnapshotImporter.importFile(at: url)
        #expect(snapshot.screens[0].source == "captures/now-playing.json")
    }
}

@Suite("JSON element fields follow the model")
struct ElementJSONFieldTests {
    @Test func fieldNamesAreExactlyElementsStoredProperties() throws {
        let stored = Set(Mirror(reflecting: Element()).children.compactMap(\.label))
        let written = try JSONEncoder().encode(EveryFieldModel.element())
        let keys = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any]).keys
        #expect(Set(keys) == stored)
    }

    @Test func anElementWithEveryFieldSetRoundTrips() throws {
        let element = EveryFieldModel.element()
        let snapshot = AppSnapshot(screens: [Screen(tree: ElementTree(Node(element)))])
        let decoded = try SnapshotJSON.decode(try SnapshotJSON.encode(snapshot))
        #expect(decoded.screens[0].tree.elements == [element])
    }
}

@Suite("JSON snapshot form, version 2 errors")
struct SnapshotJSONVersion2ErrorTests {
    static func screen(_ elements: String) -> String {
        #"{"formatVersion": 2, "screens": [{"name": "s"}, {"elements": ["# + elements + "]}]}"
    }

    @Test func unknownKeysNameTheElementAndTheNearestKey() {
        let json = Self.screen(#"{"role": "window"}, {"role": "button", "parent": 0, "lable": "Play"}"#)
        #expect(SnapshotJSONTests.decode(json)?.message
            == "unknown key 'lable' at screens[1].elements[1]; did you mean 'label'?")
        #expect(SnapshotJSONTests.decode(Self.screen(#"{"role": "window", "children": []}"#))?.message
            .hasPrefix("unknown key 'children' at screens[1].elements[0]") == true)
    }

    @Test func wrongTypesAndRangesNameTheirPath() {
        #expect(SnapshotJSONTests.decode(Self.screen(#"{"role": "window", "isEnabled": "yes"}"#))?.message
            == #"screens[1].elements[0].isEnabled: expected true or false, found the string "yes""#)
        #expect(SnapshotJSONTests.decode(Self.screen(#"{"role": "window", "frame": {"x": 0, "y": 0, "width": -1, "height": 1}}"#))?
            .message == "screens[1].elements[0].frame.width: -1 is outside the snapshot format's range (0 to 10000000)")
        #expect(SnapshotJSONTests.decode(Self.screen(#"{"role": "window", "parent": -1}"#))?.message
            == "screens[1].elements[0].parent: -1 is outside the snapshot format's range (0 to 1000000000)")
        #expect(SnapshotJSONTests.decode(Self.screen(#"{"role": "window", "headingLevel": 2.5}"#))?.message
            == "screens[1].elements[0].headingLevel: expected a whole number, found the number 2.5")
        #expect(SnapshotJSONTests.decode(Self.screen(#"{"frame": {"x": 0, "y": 0, "width": 1, "height": 1}}"#))?.message
            == "screens[1].elements[0]: missing 'role'")
    }

    @Test func parentsMustComeFirstAndStillBeOpen() {
        let later = Self.screen(#"{"role": "window"}, {"role": "text", "parent": 2}, {"role": "text", "parent": 0}"#)
        #expect(SnapshotJSONTests.decode(later)?.message.hasPrefix("screens[1].elements[1].parent: 2 is not an ancestor") == true)
        // Element 2 closed element 1's subtree by going back to element 0, so 3 cannot be 1's child.
        let closed = Self.screen(#"{"role": "window"}, {"role": "group", "parent": 0}, {"role": "text", "parent": 0}, {"role": "text", "parent": 1}"#)
        #expect(SnapshotJSONTests.decode(closed)?.message.hasPrefix("screens[1].elements[3].parent: 1 is not an ancestor") == true)
        let valid = Self.screen(#"{"role": "window"}, {"role": "group", "parent": 0}, {"role": "text", "parent": 1}, {"role": "text", "parent": 0}"#)
        let tree = try? SnapshotJSON.decode(Data(valid.utf8)).screens[1].tree
        #expect(tree.map { $0.indices.map($0.parent(of:)) } == [nil, 0, 1, 0])
        #expect(tree?.descendants(of: 1) == 2..<3)
    }

    @Test func aVersionOneTimeLimitWithItsMultiplesReads() throws {
        let json = #"{"formatVersion": 1, "app": {"timeLimits": [{"duration": 60, "canBeAdjusted": true, "adjustableUpTo": 10, "extendableUpTo": 3}]}, "screens": []}"#
        let limit = try #require(try SnapshotJSON.decode(Data(json.utf8)).app.timeLimits?.first)
        #expect(limit.adjustableUpTo == 10)
        #expect(limit.extendableUpTo == 3)
    }
}
