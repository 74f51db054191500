import Foundation
import MCAGImport
import MCAGReporting
import MCAGRules
import Testing

/// Every report that names what was audited names the format each input was read in:
/// the text, Markdown and HTML headers in words, the JSON report's `inputs.sources` and
/// SARIF's `artifacts` by name and in words. A screen built in code names none.
@Suite struct InputFormatReportTests {
    static let fixtures = CatalogExportTests.packageRoot.appendingPathComponent("Tests/Fixtures")

    /// A Maestro hierarchy and a uiautomator dump, imported with no format given, as one app.
    static func audit() throws -> (AuditReport, ReportOptions) {
        let files = ["maestro-hierarchy/HodaHassanein__Clync-with-Maestro__hierarchy.txt.json",
                     "uiautomator-dump/09franchico__auto-zap__window_dump.xml"].map { fixtures.appendingPathComponent($0) }
        let screens = try files.flatMap { try SnapshotImporter.importFile(at: $0, options: ImportOptions(androidDPI: 160)).screens }
        let snapshot = AppSnapshot(screens: screens)
        let report = try MCAG.evaluate(snapshot).report
        return (report, ReportOptions(inputs: ReportInputs(files: ["captures"], snapshot: snapshot)))
    }

    @Test func theImporterNamesEachScreensFormat() throws {
        let (_, options) = try Self.audit()
        let sources = try #require(options.inputs?.sources)
        #expect(sources.map(\.format) == [.maestro, .uiautomator])
        #expect(options.inputs?.formats == [
            "maestro hierarchy output (HodaHassanein__Clync-with-Maestro__hierarchy.txt.json)",
            "uiautomator dump (09franchico__auto-zap__window_dump.xml)",
        ])
    }

    @Test func everyReportThatNamesTheInputsNamesTheirFormats() throws {
        let (report, options) = try Self.audit()
        let verdict = try report.judged(.standard)
        func render(_ format: ReportFormat) -> String {
            ReportRenderer.render(verdict, catalog: .standard, format: format, options: options)
        }
        #expect(render(.text).contains("  Format:   uiautomator dump (09franchico__auto-zap__window_dump.xml)\n"))
        #expect(render(.markdown).contains("\nFormat: uiautomator dump \\("))
        #expect(render(.html).contains("<dt>Format</dt><dd>maestro hierarchy output ("))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(render(.json).utf8)) as? [String: Any])
        let sources = try #require((json["inputs"] as? [String: Any])?["sources"] as? [[String: Any]])
        #expect(sources.map { $0["format"] as? String } == ["maestro", "uiautomator"])
        #expect(sources.map { $0["formatName"] as? String } == ["maestro hierarchy output", "uiautomator dump"])
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(render(.sarif).utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let artifacts = try #require(run["artifacts"] as? [[String: Any]])
        #expect(artifacts.map { ($0["properties"] as? [String: Any])?["format"] as? String } == ["maestro", "uiautomator"])
        #expect(artifacts.map { ($0["description"] as? [String: Any])?["text"] as? String }
            == ["maestro hierarchy output", "uiautomator dump"])
        #expect(SARIFChecker.check(render(.sarif)) == [])
    }

    /// A JSON snapshot does not carry the format: a screen read back from one is a JSON snapshot's.
    @Test func aScreenReadBackFromASnapshotIsAJSONSnapshots() throws {
        let dump = Self.fixtures.appendingPathComponent("uiautomator-dump/09franchico__auto-zap__window_dump.xml")
        let snapshot = try SnapshotImporter.importFile(at: dump, options: ImportOptions(androidDPI: 160))
        #expect(snapshot.screens[0].sourceFormat == "uiautomator")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mcag-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("snapshot.json")
        let written = try SnapshotJSON.encode(snapshot)
        #expect(!String(decoding: written, as: UTF8.self).contains("sourceFormat"))
        try written.write(to: file)
        #expect(try SnapshotImporter.importFile(at: file).screens[0].sourceFormat == "json")
    }

    @Test func aScreenBuiltInCodeNamesNoFormat() throws {
        let snapshot = AppSnapshot(screens: [Screen(name: "Home", tree: ElementTree())])
        let inputs = ReportInputs(files: [], snapshot: snapshot)
        #expect(inputs.sources == [ScreenSource(screen: "Home", file: nil, format: nil)])
        #expect(inputs.formats == [])
    }
}
