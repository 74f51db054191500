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
