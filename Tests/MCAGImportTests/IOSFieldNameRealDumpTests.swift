import Foundation
import MCAGCore
import Testing
@testable import MCAGImport

/// MCAG 1.1.3 on iOS fields, on real captures: an iOS field is named by its
/// accessibility label, which every iOS capture writes, so an empty label with only a
/// placeholder or typed text is no name (test 2, and DHS 2.1 iii.5.a), not a question.
@Suite("iOS fields named only by their placeholder or content, on real dumps")
struct IOSFieldNameRealDumpTests {
    static let names = "MCAG:interactive-elements-have-names#1"

    @Test func aFieldWithAnEmptyLabelAndOnlyItsPlaceholderHasNoName() throws {
        // NetNewsWire's Add Feed: <XCUIElementTypeTextField label="" placeholderValue="URL" x="32" y="182" width="338" height="22">.
        let screen = try ScreenReaderAccuracyFixTests.ios("mobiumdev__mobium__ios26-netnewswire-add-feed.xml")
        let field = try screen.index("XCUIElementTypeTextField", 32, 182, 338, 22)
        let findings = screen.findings(Self.names, at: field)
        #expect(findings.map(\.kind) == [.violation])
        #expect(findings.first?.impact == .critical)
        #expect(findings.first?.message.contains("placeholder \"URL\"") == true)
    }

    @Test func aSearchFieldWithAnEmptyLabelHoldingTypedTextHasNoName() throws {
        // Pocket Casts' failed search: the field's label is empty and it holds "Radiolab".
        let screen = try ScreenReaderAccuracyFixTests.ios("mobiumdev__mobium__ios26-pocketcasts-search-failed.xml")
        let field = try screen.index("XCUIElementTypeTextField", 52, 122, 258, 20)
        let findings = screen.findings(Self.names, at: field)
        #expect(findings.map(\.kind) == [.violation])
        #expect(findings.first?.message.contains("\"Radiolab\"") == true)
    }

    @Test func aLabelledFieldWhoseValueIsItsPlaceholderIsNamed() throws {
        // MobiumApp's dialogs: <XCUIElementTypeTextField label="save username" value="any username"> (the placeholder).
        let screen = try ScreenReaderAccuracyFixTests.ios("mobiumdev__mobium__ios26-mobiumapp-dialogs.xml")
        let field = try screen.index("XCUIElementTypeTextField", 17, 423, 368, 45)
        #expect(screen.findings(Self.names, at: field).map(\.kind) == [.pass])
    }

    @Test func aMaestroIOSNodeWithAPlaceholderIsATextField() throws {
        // Solidi's Maestro hierarchy: two nodes "text-input-outlined" with "hintText" : " " and no type, as
        // Maestro's iOS driver writes every node; XCUITest gives a placeholder only to text-entry elements.
        let url = Fixtures.url("maestro-hierarchy", "Higgs-Boson-Consultancy__SolidiMobileApp4-test__hierarchy.txt.json")
        let tree = try SnapshotImporter.importFile(at: url).screens[0].tree
        let inputs = tree.elements.filter { $0.identifier == "text-input-outlined" }
        #expect(inputs.count == 2)
        #expect(inputs.allSatisfy { $0.role == .textField })
        #expect(tree.elements.filter { $0.hint == nil }.allSatisfy { $0.role == .unknown })
    }
}
