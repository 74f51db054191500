import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// The same screen read as XCUITest XML and as WebDriverAgent JSON must give
/// the same elements for every fact both carry, and the same audit. The JSON
/// files in `wda-json-converted/` were written from the XML fixtures by
/// `tools/xcuitest-xml-to-wda-json.py` (a conversion, not a capture).
@Suite("WebDriverAgent JSON agrees with the XCUITest XML of the same screen")
struct WDAJSONParityTests {
    static let screens = [
        "mobiumdev__mobium__internal__uitree__testdata__ios26-settings-motion",
        "lana-20__web-testing-appium__page_source",
    ]

    static func both(_ name: String) throws -> (xml: AppSnapshot, json: AppSnapshot) {
        let options = ImportOptions(screenName: name)
        let xml = try SnapshotImporter.importFile(at: Fixtures.url("xcuitest-appium", "\(name).xml"), options: options)
        let json = try SnapshotImporter.importFile(at: Fixtures.url("wda-json-converted", "\(name).wda.json"), options: options)
        return (xml, json)
    }

    @Test("The converted JSON is detected as WebDriverAgent JSON", arguments: screens)
    func detected(name: String) throws {
        #expect(try SnapshotImporter.detectFormat(at: Fixtures.url("wda-json-converted", "\(name).wda.json")) == .wdaJSON)
    }

    @Test("Every element agrees on the facts both forms carry", arguments: screens)
    func elementsAgree(name: String) throws {
        let (xml, json) = try Self.both(name)
        let xmlScreen = try #require(xml.screens.first), jsonScreen = try #require(json.screens.first)
        #expect(xmlScreen.tree.count == jsonScreen.tree.count)
        #expect(xmlScreen.tree.count > 20)
        #expect(xmlScreen.viewport == jsonScreen.viewport)
        #expect(xmlScreen.unit == jsonScreen.unit)
        #expect(xmlScreen.density == jsonScreen.density)
        #expect(xmlScreen.orientation == jsonScreen.orientation)
        #expect(xml.app.name == json.app.name)
        for index in xmlScreen.tree.indices where index < jsonScreen.tree.count {
            let a = xmlScreen.tree[index], b = jsonScreen.tree[index]
            #expect(xmlScreen.tree.parent(of: index) == jsonScreen.tree.parent(of: index), "parent of \(index)")
            #expect(a.role == b.role, "role of \(index)")
            #expect(a.className == b.className, "class of \(index)")
            #expect(a.label == b.label && a.value == b.value && a.text == b.text, "texts of \(index)")
            #expect(a.identifier == b.identifier, "identifier of \(index)")
            #expect(a.frame == b.frame, "frame of \(index)")
            #expect(a.isEnabled == b.isEnabled && a.isVisible == b.isVisible, "enabled/visible of \(index)")
            #expect(a.isAccessibilityElement == b.isAccessibilityElement, "accessible of \(index)")
            #expect(a.isFocused == b.isFocused && a.isSelected == b.isSelected, "focused/selected of \(index)")
            #expect(a.traits == b.traits && a.hint == b.hint, "traits/hint of \(index)")
            #expect(a.isCheckable == b.isCheckable && a.isChecked == b.isChecked, "checked of \(index)")
        }
    }

    @Test("Both audits give the same results", arguments: screens)
    func auditsAgree(name: String) throws {
        let (xml, json) = try Self.both(name)
        let audit = Audit(catalog: .standard)
        let xmlResults = try audit.run(xml).results, jsonResults = try audit.run(json).results
        #expect(xmlResults.count == jsonResults.count)
        #expect(xmlResults.count > 10)
        for (a, b) in zip(xmlResults, jsonResults) {
            #expect(a.requirementID == b.requirementID)
            #expect(a.findings.map(\.kind) == b.findings.map(\.kind), "\(a.requirementID)")
            #expect(a.findings.map(\.message) == b.findings.map(\.message), "\(a.requirementID)")
        }
    }

    @Test func theConversionCarriesTheMobiumTraits() throws {
        // The XML says traits="Header" on the "Motion" title; the converted JSON carries it as "traits": "Header".
        let (_, json) = try Self.both(Self.screens[0])
        let screen = try #require(json.screens.first)
        let headers = screen.tree.elements.filter { $0.role == .heading }
        #expect(!headers.isEmpty)
        #expect(headers.allSatisfy { $0.traits?.contains("Header") == true })
    }
}
