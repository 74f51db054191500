import Foundation
import MCAGCore
import MCAGImport
import Testing

/// Screenshot references in JSON snapshots and beside dumps.
@Suite struct ScreenshotImportTests {
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mcag-shot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aJSONScreenshotReferenceThatIsMissingIsAnErrorNamingIt() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = #"{"formatVersion": 1, "screens": [{"name": "Login", "viewport": {"width": 100, "height": 200}, "screenshot": "captures/login.png", "root": {"role": "window"}}]}"#
        let file = directory.appendingPathComponent("app.json")
        try Data(json.utf8).write(to: file)
        let error = #expect(throws: ImportError.self) { try SnapshotImporter.importFile(at: file) }
        #expect(error?.file == directory.appendingPathComponent("captures/login.png").path)
        #expect(error?.message.contains("cannot read the screenshot") == true)
    }

    @Test func theWriterKeepsTheReferenceNotThePixels() throws {
        var screen = Screen(name: "Login", viewport: Size(width: 2, height: 1), tree: ElementTree(roots: [Node(Element(role: .window))]))
        screen.screenshot = try Screenshot(width: 2, height: 1, rgba: [1, 2, 3, 255, 4, 5, 6, 255], pixelsPerUnit: 1,
                                           source: "captures/login.png")
        let text = String(decoding: try SnapshotJSON.encode(AppSnapshot(screens: [screen])), as: UTF8.self)
        #expect(text.contains("\"screenshot\""))
        #expect(text.contains("captures/login.png"))
        #expect(!text.contains("rgba"))
    }

    @Test func aDumpFindsThePNGBesideItWithTheSameBaseName() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dump = directory.appendingPathComponent("login.xml")
        try Data("<hierarchy/>".utf8).write(to: dump)
        #expect(ScreenshotLoader.sibling(of: dump) == nil)
        try Data([0x89]).write(to: directory.appendingPathComponent("login.png"))
        #expect(ScreenshotLoader.sibling(of: dump)?.lastPathComponent == "login.png")
    }

    @Test func anUnusableScreenshotIsAnErrorNamingTheImage() throws {
        // Two bytes are no PNG, and a screen without a viewport could not be mapped anyway.
        let screen = Screen(source: "dump.xml", tree: ElementTree(roots: [Node(Element(role: .window))]))
        let error = #expect(throws: ImportError.self) {
            try ScreenshotLoader.screenshot(png: [0x89, 0x50], for: screen, source: "shot.png")
        }
        #expect(error?.file == "shot.png")
    }
}
