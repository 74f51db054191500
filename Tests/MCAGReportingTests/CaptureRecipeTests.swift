import Foundation
import Testing

/// The Maestro, Compose and idb recipes (Documentation/Captures.md and Documentation/Appium.md)
/// end with `mcag audit FOLDER`. No device, Maestro, Gradle or idb is at hand, so each recipe's
/// last step is run on the real outputs its capture step writes, saved in `Tests/Fixtures`: the
/// folder is audited with no format flag, and the reports name the format of every file.
@Suite struct CaptureRecipeTests {
    static let fixtures = CatalogExportTests.packageRoot.appendingPathComponent("Tests/Fixtures")

    /// A folder holding `files` (saved name → contents), removed after `body`.
    static func withFolder(_ files: [(String, Data)], _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mcag-recipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, contents) in files { try contents.write(to: folder.appendingPathComponent(name)) }
        try body(folder)
    }

    static func fixture(_ path: String) throws -> Data { try Data(contentsOf: fixtures.appendingPathComponent(path)) }

    /// Audits `folder` as the recipe's last step does, in text and JSON; returns each screen's format by file name.
    static func audit(_ folder: URL, _ options: [String], format words: String) throws -> [String: String] {
        let text = try ExecutableTests.mcag(["audit", folder.path] + options)
        #expect(text.status == 0 || text.status == 1, "\(text.error)")
        #expect(text.output.contains("  Format:   \(words)\n"))
        let json = try ExecutableTests.mcag(["audit", folder.path, "--format", "json"] + options)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let sources = try #require((report["inputs"] as? [String: Any])?["sources"] as? [[String: Any]])
        for source in sources { #expect(source["formatName"] as? String == words) }
        return Dictionary(uniqueKeysWithValues: sources.map {
            (URL(fileURLWithPath: $0["source"] as? String ?? "").lastPathComponent, $0["format"] as? String ?? "")
        })
    }

    /// `maestro hierarchy > captures/NAME.json` after each flow: the CLI's `Running on …` line
    /// (and, on iOS, an empty `None: ` insight line) stays at the top of the file.
    @Test func theMaestroRecipesFolderIsAudited() throws {
        let android = try Self.fixture("maestro-hierarchy/HodaHassanein__Clync-with-Maestro__hierarchy.txt.json")
        let iOS = try Self.fixture("maestro-hierarchy/Higgs-Boson-Consultancy__SolidiMobileApp4-test__hierarchy.txt.json")
        #expect(String(decoding: android.prefix(22), as: UTF8.self) == "Running on RKCY600NB6A")
        #expect(String(decoding: iOS.prefix(10), as: UTF8.self) == "Running on")
        try Self.withFolder([("feed.json", android), ("login.json", iOS)]) { folder in
            let formats = try Self.audit(folder, ["--dpi", "420"], format: "maestro hierarchy output")
            #expect(formats == ["feed.json": "maestro", "login.json": "maestro"])
        }
    }

    /// The Compose test writes `onRoot().printToString()` to `semantics/NAME.txt`; a print taken
    /// from logcat instead (`printToLog`, saved with `adb logcat -v threadtime`) is read beside it.
    @Test func theComposeRecipesFolderIsAudited() throws {
        let print = try Self.fixture("compose-semantics/oscardlfr__AndroidCommonDoc__sessions-error.txt")
        // printToLog writes "printToLog:" and the print as one message; threadtime prefixes each line.
        let lines: [String] = ["printToLog:"]
            + String(decoding: print, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let logcat = lines.map { "12-09 22:12:17.806 25179 25197 D MCAG    : \($0)" }.joined(separator: "\n")
        try Self.withFolder([("sessions-error.txt", print), ("sessions-error-logcat.txt", Data(logcat.utf8))]) { folder in
            let formats = try Self.audit(folder, ["--dpi", "420"], format: "Jetpack Compose semantics print")
            #expect(formats == ["sessions-error.txt": "compose", "sessions-error-logcat.txt": "compose"])
        }
    }

    /// The Espresso / UI Automator recipe writes NAME.xml (`dumpWindowHierarchy`), NAME.png
    /// (`takeScreenshot`) and NAME.capture.json, the sidecar as its Kotlin template writes it.
    /// The density in this sidecar stands for the device's: the test checks that the sidecar's
    /// facts are the ones the audit uses, not the accuracy of the sizes.
    @Test func theUiAutomatorRecipesFolderIsAudited() throws {
        let corpus = CatalogExportTests.packageRoot.appendingPathComponent("Tests/ScreenshotCorpus/android")
        let dump = try Data(contentsOf: corpus.appendingPathComponent("google-search-home.xml"))
        let png = try Data(contentsOf: corpus.appendingPathComponent("google-search-home.png"))
        // The template's three string pieces, joined, with what the device would give.
        let sidecar = #"{"mcagCapture": 1, "screen": "search", "app": {"identifier": "com.google.android.googlequicksearchbox"}, "#
            + #""dpi": 480, "fontScale": 1.0, "#
            + #""orientation": "portrait", "locale": "en-US"}"#
        try Self.withFolder([("search.xml", dump), ("search.png", png), ("search.capture.json", Data(sidecar.utf8))]) { folder in
            let formats = try Self.audit(folder, [], format: "uiautomator dump")
            #expect(formats == ["search.xml": "uiautomator"])
            let json = try ExecutableTests.mcag(["audit", folder.path, "--format", "json"])
            let report = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
            let text = String(decoding: try JSONSerialization.data(withJSONObject: report), as: UTF8.self)
            #expect(text.contains("com.google.android.googlequicksearchbox"))
            let run = try ExecutableTests.mcag(["audit", folder.path])
            #expect(run.output.contains("480 dpi"), "\(run.output.prefix(1500))")
            #expect(!run.output.contains("density assumed"))
            #expect(run.output.contains("from the screenshot"), "the screenshot is paired by its base name")
        }
    }

    /// `idb ui describe-all --json --nested > Screens/NAME.json`: the nested sample is AXe's
    /// `describe-ui`, which prints idb's nested form; the flat one is `idb ui describe-all --json`.
    @Test func theIdbRecipesFolderIsAudited() throws {
        let nested = try Self.fixture("idb-json/tuist__tuist__tools_test.exs.axe-describe-ui.json")
        let flat = try Self.fixture("idb-json/MarlonDSC__digital_arenas_test__WRITING.md.describe-all.json")
        #expect(String(decoding: nested, as: UTF8.self).contains("\"children\""))
        try Self.withFolder([("tuist.json", nested), ("arena.json", flat)]) { folder in
            let formats = try Self.audit(folder, [], format: "idb accessibility JSON")
            #expect(formats == ["tuist.json": "idb-json", "arena.json": "idb-json"])
        }
    }
}
