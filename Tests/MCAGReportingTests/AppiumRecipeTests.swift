import Foundation
import Testing

/// The Appium recipe (Examples/Appium/mcag_capture.py, shown in
/// Documentation/Appium.md) against saved Appium responses: a fake driver
/// replays real page sources and screenshots, the recipe saves three
/// screens and the density, then runs `mcag audit`. Needs python3, so the
/// test is skipped (and says so) on a machine without it.
@Suite(.temporaryFolder) struct AppiumRecipeTests {
    static let python: URL? = ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"]
        .map { URL(fileURLWithPath: $0) }.first { FileManager.default.isExecutableFile(atPath: $0.path) }

    @Test(.enabled(if: python != nil, "python3 is not installed"))
    func theRecipeSavesEachScreenAndAudits() throws {
        let folder = try AuditCommandTests.temporaryDirectory().appendingPathComponent("Screens")
        let root = CatalogExportTests.packageRoot
        let process = Process()
        process.executableURL = Self.python
        process.arguments = ["-B", root.appendingPathComponent("Examples/Appium/replay_recipe.py").path,
                             try ExecutableTests.binary().path, root.path, folder.path]
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problems = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(printed)\(problems)")
        let saved = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(saved.filter { $0.hasSuffix(".xml") }.count == 3)
        #expect(saved.filter { $0.hasSuffix(".png") }.count == 3)
        #expect(try String(contentsOf: folder.appendingPathComponent("density"), encoding: .utf8) == "420")
        // The screenshot arrives base64-encoded in the JSON body and is saved byte for byte.
        let original = try Data(contentsOf: root.appendingPathComponent("Tests/ScreenshotCorpus/android/fb-login-start.png"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("fb-login-start.png")) == original)
    }
}
