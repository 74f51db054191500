import Foundation
import MCAGCore
import Testing
@testable import MCAGImport

/// `maestro hierarchy` output: three real captures (provenance in Tests/Fixtures/SOURCES.tsv).
@Suite("Maestro hierarchy output imports", .temporaryFolder)
struct MaestroHierarchyTests {
    static let android = Fixtures.url("maestro-hierarchy", "HodaHassanein__Clync-with-Maestro__hierarchy.txt.json")
    static let reactNative = Fixtures.url("maestro-hierarchy", "gczene__testing-maestro-rn-81__hierarchy.json")
    static let solidi = Fixtures.url("maestro-hierarchy", "Higgs-Boson-Consultancy__SolidiMobileApp4-test__hierarchy.txt.json")

    @Test func everyCaptureIsDetected() throws {
        for url in [Self.android, Self.reactNative, Self.solidi] {
            #expect(try SnapshotImporter.detectFormat(at: url) == .maestro)
        }
    }

    @Test func otherFormatsStillDetectAsBefore() throws {
        let xml = Fixtures.url("xcuitest-appium", "appium__appium__packages__universal-xml-plugin__test__fixtures__ios.xml")
        #expect(try SnapshotImporter.detectFormat(at: xml) == .xcuitest)
        let dump = Fixtures.url("uiautomator-dump", "09franchico__auto-zap__window_dump.xml")
        #expect(try SnapshotImporter.detectFormat(at: dump) == .uiautomator)
        let snapshot = try Fixtures.temporaryFile("s.json", #"{"formatVersion": 2, "screens": []}"#)
        #expect(try SnapshotImporter.detectFormat(at: snapshot) == .json)
        // A snapshot that happens to name an `attributes` key is still ours.
        let ours = try Fixtures.temporaryFile("o.json", #"{"screens": [], "formatVersion": 2, "attributes": {}}"#)
        #expect(try SnapshotImporter.detectFormat(at: ours) == .json)
    }

    @Test func androidCaptureMapsRolesLabelsFramesInPixels() throws {
        let snapshot = try SnapshotImporter.importFile(at: Self.android)
        #expect(snapshot.app.platform == .android)
        let screen = snapshot.screens[0]
        #expect(screen.unit == .pixels)
        // 68 TreeNodes less the document and <hierarchy> wrappers.
        #expect(screen.tree.count == 66)
        #expect(screen.viewport == Size(width: 1080, height: 2340))
        #expect(screen.density?.isAssumed == true)
        let dismiss = try #require(screen.tree.elements.first { $0.label == "Dismiss" })
        #expect(dismiss.role == .button)
        #expect(dismiss.className == "android.widget.Button")
        #expect(dismiss.frame == Rect(x: 473, y: 686, width: 135, height: 135))
        #expect(dismiss.isClickable == true)
        let clock = try #require(screen.tree.elements.first { $0.identifier == "com.android.systemui:id/clock" })
        #expect(clock.role == .text)
        #expect(clock.text == "11:35")
        #expect(clock.label == "11:35?am")
        #expect(screen.tree.elements.filter { $0.role == .textField }.count == 1)
        // The first window is Samsung's edge panel: a root container becomes a window.
        #expect(screen.tree[0].role == .window)
        #expect(screen.tree[0].frame == Rect(x: 1013, y: 436, width: 67, height: 342))
        #expect(screen.tree[0].attributes?["ignoreBoundsFiltering"] == "false")
    }

    @Test func iosCaptureKeepsRolesUnknownAndReadsPoints() throws {
        let snapshot = try SnapshotImporter.importFile(at: Self.reactNative)
        #expect(snapshot.app.platform == .ios)
        #expect(snapshot.app.name == "TestingMaestro")
        let screen = snapshot.screens[0]
        #expect(screen.unit == .points)
        // 57 TreeNodes less the empty [0,0][0,0] root.
        #expect(screen.tree.count == 56)
        #expect(screen.viewport == Size(width: 393, height: 852))
        #expect(screen.tree.elements.allSatisfy { $0.role == .unknown && $0.traits == nil })
        let box = try #require(screen.tree.elements.first { $0.identifier == "box" })
        #expect(box.frame == Rect(x: 0, y: 50, width: 393, height: 74))
        let wifi = try #require(screen.tree.elements.first { $0.identifier == "3 of 3 Wi-Fi bars" })
        #expect(wifi.value == "SSID, 3 of 3 Wi-Fi bars")
        #expect(wifi.label == nil)
        #expect(screen.density?.assumption?.contains("the Maestro hierarchy does not state the display") == true)
    }

    @Test func preambleLinesBeforeTheJSONAreSkipped() throws {
        let snapshot = try SnapshotImporter.importFile(at: Self.solidi)
        let screen = snapshot.screens[0]
        #expect(snapshot.app.platform == .ios)
        #expect(snapshot.app.name == "SolidiTest")
        #expect(screen.tree.count == 104)
        let settings = try #require(screen.tree.elements.first { $0.identifier == "header-settings-button" })
        #expect(settings.frame == Rect(x: 353, y: 122, width: 19, height: 40))
        // The text inputs' placeholder is one space in the file; it is kept as given.
        let inputs = screen.tree.elements.filter { $0.identifier == "text-input-outlined" }
        #expect(inputs.count == 2)
        #expect(inputs.allSatisfy { $0.hint == " " })
    }

    @Test func rolesUnknownOnIOSNeverAssumeAType() throws {
        // iOS TreeNodes say "checked" only for Maestro's checkable types; false is not a state.
        let tree = try SnapshotImporter.importFile(at: Self.solidi).screens[0].tree
        #expect(tree.elements.allSatisfy { $0.isChecked == nil && $0.isCheckable == nil })
    }
}

@Suite("Malformed Maestro hierarchies are refused at their place", .temporaryFolder)
struct MaestroHierarchyErrorTests {
    private func error(_ text: String) throws -> ImportError {
        let url = try Fixtures.temporaryFile("h.json", text)
        return try #require(Fixtures.importError(url))
    }

    private let node = #"{"attributes": {"class": "android.widget.Button", "bounds": "[0,0][10,10]"}, "children": []}"#

    @Test func truncatedJSONNamesLineAndColumn() throws {
        let failure = try error("Running on emulator-5554\n{\n  \"attributes\" : { },\n  \"children\" : [ {\n")
        #expect(failure.line == 5)
        #expect(failure.message.contains("malformed JSON"))
    }

    @Test func wrongTypesNameTheJSONPath() throws {
        let bounds = try error(#"{"attributes": {}, "children": [\#(node), {"attributes": {"class": "x", "bounds": "[0,0][5]"}}]}"#)
        #expect(bounds.message.hasPrefix("children[1].attributes.bounds: expected bounds"))
        let number = try error(#"{"attributes": {"class": "android.view.View", "text": 3}, "children": []}"#)
        #expect(number.message.hasPrefix("attributes.text: expected a string"))
        let flag = try error(#"{"attributes": {}, "children": [{"attributes": {"class": "a", "clickable": "yes"}}]}"#)
        #expect(flag.message.hasPrefix("children[0].attributes.clickable: expected \"true\" or \"false\""))
        let top = try error(#"{"attributes": {}, "children": [{"attributes": {"class": "a"}, "enabled": "true"}]}"#)
        #expect(top.message.hasPrefix("children[0].enabled: expected true, false or null"))
        let children = try error(#"{"attributes": {"class": "a"}, "children": {}}"#)
        #expect(children.message.hasPrefix("children: expected an array of TreeNodes"))
    }

    @Test func unknownShapeIsRefused() throws {
        let unknown = try error(#"{"attributes": {}, "children": [{"attributes": {"class": "a"}, "kids": []}]}"#)
        #expect(unknown.message.contains("unknown key 'kids' at children[0]"))
        let inverted = try error(#"{"attributes": {"class": "a", "bounds": "[10,10][0,0]"}, "children": []}"#)
        #expect(inverted.message.hasPrefix("attributes.bounds:"))
        let stray = try error("Some other tool\n{\"attributes\": {}, \"children\": []}\n")
        #expect(stray.message.contains("unrecognised content"))
    }

    @Test func platformMustBeClear() throws {
        let both = try error(#"{"attributes": {}, "children": [{"attributes": {"class": "a"}}, {"attributes": {"title": "t"}}]}"#)
        #expect(both.message.contains("children[0].attributes has Android's keys"))
        #expect(both.message.contains("children[1].attributes has iOS's"))
        let neither = try error(#"{"attributes": {"text": "x", "bounds": "[0,0][1,1]"}, "children": []}"#)
        #expect(neither.message.hasPrefix("cannot tell the platform"))
    }

    @Test func deepTreeIsReadWithoutRecursionAndTooDeepIsRefused() throws {
        let leaf = #"{"attributes": {"class": "android.view.View", "bounds": "[0,0][10,10]"}"#
        func nested(_ depth: Int) -> String {
            String(repeating: leaf + #", "children": ["#, count: depth) + leaf + "}"
                + String(repeating: "]}", count: depth)
        }
        let deep = try Fixtures.temporaryFile("deep.json", nested(MaestroTreeReader.maximumDepth))
        let tree = try SnapshotImporter.importFile(at: deep).screens[0].tree
        #expect(tree.count == MaestroTreeReader.maximumDepth + 1)
        let tooDeep = try error(nested(MaestroTreeReader.maximumDepth + 1))
        #expect(tooDeep.message.contains("deeper than \(MaestroTreeReader.maximumDepth) levels"))
    }

    @Test func forcedFormatRefusesOtherContent() throws {
        let url = try Fixtures.temporaryFile("d.xml", "<hierarchy rotation=\"0\"></hierarchy>")
        let failure = try #require(Fixtures.importError(url, options: ImportOptions(format: .maestro)))
        #expect(failure.line == 1)
        #expect(failure.message.hasPrefix("expected maestro hierarchy output"))
    }
}
