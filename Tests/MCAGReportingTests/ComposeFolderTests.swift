import Foundation
import Testing

/// A folder of captures may hold Compose semantics prints and saved Maestro hierarchies (`.txt`)
/// beside dumps, and notes beside them: the captures are audited with no flag, the notes are not inputs.
@Suite struct ComposeFolderTests {
    @Test func aFolderReadsItsComposePrintsAndLeavesItsNotes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mcag-compose-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/compose-semantics")
        let print = fixtures.appendingPathComponent("oscardlfr__AndroidCommonDoc__sessions-error.txt")
        try FileManager.default.copyItem(at: print, to: folder.appendingPathComponent("sessions-error.txt"))
        try Data("Captured on the Pixel 8 emulator, Tuesday.\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        // `maestro hierarchy > hierarchy.txt`, as HodaHassanein/Clync-with-Maestro saved it.
        let maestro = fixtures.deletingLastPathComponent()
            .appendingPathComponent("maestro-hierarchy/HodaHassanein__Clync-with-Maestro__hierarchy.txt.json")
        try FileManager.default.copyItem(at: maestro, to: folder.appendingPathComponent("clync-hierarchy.txt"))
        let run = try ExecutableTests.mcag(["audit", folder.path, "--dpi", "160", "--format", "json"])
        #expect(run.status == 1)
        #expect(run.output.contains("\"sessions-error\""))
        #expect(run.output.contains("\"clync-hierarchy\""))
        #expect(!run.output.contains("notes"))
        #expect(!run.error.contains("notes.txt"))
    }

    /// One real capture of each format the importer reads, side by side, audited with no
    /// format flag: the text header names each file's format, the JSON report each screen's.
    @Test func aFolderOfEveryFormatNamesTheFormatOfEachInput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mcag-mixed-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = CatalogExportTests.packageRoot
        // Saved name → (the real capture it is a copy of, the format's machine name, its words).
        let captures: [(String, String, String, String)] = [
            ("compose.txt", "Tests/Fixtures/compose-semantics/oscardlfr__AndroidCommonDoc__sessions-error.txt",
             "compose", "Jetpack Compose semantics print"),
            ("maestro.json", "Tests/Fixtures/maestro-hierarchy/HodaHassanein__Clync-with-Maestro__hierarchy.txt.json",
             "maestro", "maestro hierarchy output"),
            ("idb.json", "Tests/Fixtures/idb-json/tuist__tuist__tools_test.exs.axe-describe-ui.json",
             "idb-json", "idb accessibility JSON"),
            ("wda.json", "Tests/Fixtures/wda-json-converted/lana-20__web-testing-appium__page_source.wda.json",
             "wda-json", "WebDriverAgent JSON page source"),
            ("uiautomator.xml", "Tests/Fixtures/uiautomator-dump/09franchico__auto-zap__window_dump.xml",
             "uiautomator", "uiautomator dump"),
            ("uiautomator2.xml", "Tests/Fixtures/uiautomator2-appium/Bioto__tron-ai__page_source__gmail.xml",
             "uiautomator2", "Appium UiAutomator2 page source"),
            ("xcuitest.xml", "Tests/Fixtures/xcuitest-appium/lana-20__web-testing-appium__page_source.xml",
             "xcuitest", "Appium XCUITest page source"),
            ("shop.json", "Examples/Snapshots/shop.json", "json", "JSON snapshot"),
        ]
        for (name, fixture, _, _) in captures {
            try FileManager.default.copyItem(at: root.appendingPathComponent(fixture), to: folder.appendingPathComponent(name))
        }
        let text = try ExecutableTests.mcag(["audit", folder.path, "--dpi", "160"])
        #expect(text.status == 1, "\(text.error)")
        for (name, _, _, words) in captures {
            #expect(text.output.contains("  Format:   \(words) (\(name))\n"), "\(name)")
        }
        let json = try ExecutableTests.mcag(["audit", folder.path, "--dpi", "160", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let sources = try #require((report["inputs"] as? [String: Any])?["sources"] as? [[String: Any]])
        // shop.json holds two screens (Product, Cart); every other file one.
        #expect(sources.count == captures.count + 1)
        for (name, _, format, words) in captures {
            let entries = sources.filter { URL(fileURLWithPath: $0["source"] as? String ?? "").lastPathComponent == name }
            #expect(!entries.isEmpty, "\(name)")
            for entry in entries {
                #expect(entry["format"] as? String == format, "\(name)")
                #expect(entry["formatName"] as? String == words, "\(name)")
            }
        }
        #expect(sources.compactMap { $0["screen"] as? String }.sorted()
            == ["Cart", "Product", "compose", "idb", "maestro", "uiautomator", "uiautomator2", "wda", "xcuitest"])
    }

    @Test func aFolderOfNotesAloneSaysWhatItLooksFor() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mcag-compose-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("nothing to audit\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let run = try ExecutableTests.mcag(["audit", folder.path])
        #expect(run.status == 2)
        #expect(run.error.contains("nor .txt Compose semantics prints"))
    }
}
