import Foundation
import MCAGCore
import Testing
@testable import MCAGImport

/// Jetpack Compose semantics prints (`onRoot().printToString()`): three real captures of DawSync's
/// Sessions screen (oscardlfr/AndroidCommonDoc, Compose Multiplatform desktop, 1024 × 768 px).
@Suite("Compose semantics prints import", .temporaryFolder)
struct ComposeSemanticsImportTests {
    static let folder = "compose-semantics"
    static let names = [
        "oscardlfr__AndroidCommonDoc__sessions-empty.txt",
        "oscardlfr__AndroidCommonDoc__sessions-error.txt",
        "oscardlfr__AndroidCommonDoc__sessions-loading.txt",
    ]

    static func screen(_ name: String, options: ImportOptions = ImportOptions()) throws -> Screen {
        let snapshot = try SnapshotImporter.importFile(at: Fixtures.url(folder, name), options: options)
        #expect(snapshot.screens.count == 1)
        #expect(snapshot.app.platform == .android)
        return try #require(snapshot.screens.first)
    }

    static func node(_ screen: Screen, _ number: Int) throws -> Element {
        try #require(screen.tree.elements.first { $0.attribute("compose-node") == "#\(number)" })
    }

    @Test("Each real print is detected and imports with the node count SOURCES.tsv records", arguments: names)
    func importsEachFixture(name: String) throws {
        let url = Fixtures.url(Self.folder, name)
        #expect(try SnapshotImporter.detectFormat(at: url) == .composeSemantics)
        let screen = try Self.screen(name)
        #expect(screen.tree.count == Fixtures.nodeCounts["\(Self.folder)/\(name)"])
        #expect(screen.unit == .pixels)
        #expect(screen.viewport == Size(width: 1024, height: 768))
        #expect(screen.density?.isAssumed == true)
        #expect(screen.tree[0].role == .window)
    }

    @Test func theErrorStateReadsItsButtonAndMessage() throws {
        let screen = try Self.screen(Self.names[1])
        #expect(screen.tree.count == 5)
        let retry = try Self.node(screen, 6)
        #expect(retry.role == .button)
        #expect(retry.text == "Reintentar")
        #expect(retry.identifier == "common_retry_button")
        #expect(retry.frame == Rect(x: 467, y: 380, width: 91, height: 40))
        #expect(retry.isClickable == true)
        #expect(retry.isFocusable == true)
        #expect(retry.isFocused == false)
        #expect(retry.attribute("Shape")?.hasPrefix("RoundedCornerShape(topStart = CornerSize(size = 50.0%)") == true)
        let message = try Self.node(screen, 5)
        #expect(message.role == .text)
        #expect(message.text == "Failed to load sessions")
        #expect(message.isClickable == false)
        // Node #6 is the last child of Node #3, which is Node #2's only child.
        let three = try #require(screen.tree.indices.first { screen.tree[$0].attribute("compose-node") == "#3" })
        #expect(screen.tree.children(of: three).map { screen.tree[$0].attribute("compose-node") } == ["#5", "#6"])
        #expect(screen.tree.depth(of: three) == 2)
    }

    @Test func theLoadingStateReadsAProgressIndicator() throws {
        let screen = try Self.screen(Self.names[2])
        let spinner = try Self.node(screen, 28)
        #expect(spinner.role == .progressIndicator)
        #expect(spinner.frame == Rect(x: 488, y: 360, width: 48, height: 48))
        #expect(spinner.attribute("ProgressBarRangeInfo") == "ProgressBarRangeInfo(current=0.0, range=0.0..0.0, steps=0)")
        #expect(try Self.node(screen, 27).label == "Loading sessions")
    }

    @Test func theEmptyStateReadsChipsHeadingAndScrolledRow() throws {
        let screen = try Self.screen(Self.names[0])
        let title = try Self.node(screen, 42)
        #expect(title.role == .heading)
        #expect(title.traits == ["heading"])
        #expect(title.text == "Sesiones")
        let chip = try Self.node(screen, 47)
        #expect(chip.role == .checkbox)
        #expect(chip.label == "Inactivo")
        #expect(chip.text == "Hoy")
        #expect(chip.isSelected == false)
        #expect(chip.identifier == "sessions_filter_date_preset")
        #expect(try Self.node(screen, 59).text == "Este año")
        let row = try Self.node(screen, 45)
        #expect(row.role == .scrollView)
        #expect(row.scrollAxes == ["horizontal"])
        // Quirk: the chip row scrolls past the 1024 px window; its last chip starts at 1159 px.
        let last = try Self.node(screen, 100)
        #expect(last.frame?.x == 1159)
        #expect(last.isOnScreen == false)
        #expect(chip.isOnScreen == true)
    }

    @Test func aStatedDensityIsUsed() throws {
        let screen = try Self.screen(Self.names[1], options: ImportOptions(androidDPI: 160))
        #expect(screen.density?.isAssumed == false)
        #expect(screen.density?.unitsPerMillimetre == 160 / 25.4)
    }

    @Test func otherFormatsStillDetectAsBefore() throws {
        let xml = Fixtures.url("uiautomator-dump", "09franchico__auto-zap__window_dump.xml")
        #expect(try SnapshotImporter.detectFormat(at: xml) == .uiautomator)
        let json = try Fixtures.temporaryFile("s.json", #"{"version": 1, "screens": []}"#)
        #expect(try SnapshotImporter.detectFormat(at: json) == .json)
        let other = try #require(Fixtures.importError(try Fixtures.temporaryFile("notes.txt", "Nodes and more")))
        #expect(other.message.hasPrefix("unrecognised content: expected a JSON snapshot"))
    }
}

/// MCAG 1.1.2 on a Compose print: a role the print shows decides; a clickable node with none is
/// needs review, because the print records no class name.
@Suite("Compose prints and the explicit-role check", .temporaryFolder)
struct ComposeSemanticsRoleTests {
    static let role = "MCAG:explicit-role#1"

    func audit(_ text: String) throws -> ScreenReaderModelRealDumpTests.Audited {
        try ScreenReaderModelRealDumpTests.audit(try Fixtures.temporaryFile("print.txt", text))
    }

    func retryFindings(_ audited: ScreenReaderModelRealDumpTests.Audited) throws -> [Finding] {
        let index = try #require(audited.screen.tree.indices.first { audited.screen.tree[$0].attribute("compose-node") == "#6" })
        return audited.findings(Self.role, at: index)
    }

    func realText() throws -> String {
        try String(contentsOf: Fixtures.url(ComposeSemanticsImportTests.folder, ComposeSemanticsImportTests.names[1]), encoding: .utf8)
    }

    @Test func thePrintedButtonRolePasses() throws {
        #expect(try retryFindings(try audit(try realText())).map(\.kind) == [.pass])
    }

    @Test func aClickableNodeWithoutAPrintedRoleIsNeedsReview() throws {
        // The real error-state print with the retry button's "Role = 'Button'" line taken out.
        let lines = try realText().components(separatedBy: "\n").filter { !$0.hasSuffix("Role = 'Button'") }
        let findings = try retryFindings(try audit(lines.joined(separator: "\n")))
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.kind == .needsReview)
        #expect(finding.message.contains("the print has no class name/role"))
        #expect(finding.missing.contains { $0.contains("the print has no class name/role") })
    }
}
