import Foundation
import MCAGCore
import MCAGRules
import Testing
import MCAGImport

/// `Audit.runConcurrently` against `Audit.run` on every real dump: each file
/// as a one-screen app, and each fixture folder as one app of many screens,
/// whose app-wide checks (consistent navigation and help) run after the
/// screens. The two reports must encode to the same bytes, whether the
/// concurrent audit runs one task per screen or one per screen and
/// requirement (as it does when there are fewer screens than cores).
@Suite("Concurrent audits of the fixtures")
struct ConcurrentFixtureAuditTests {
    static let folders = ["uiautomator-dump", "uiautomator2-appium", "xcuitest-appium"]

    private static func encoded(_ report: AuditReport) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(report)
    }

    private static func snapshots(in folder: String) throws -> [AppSnapshot] {
        try Fixtures.files(in: folder).map { url in
            try SnapshotImporter.importFile(at: url, options: ImportOptions(androidDPI: 420))
        }
    }

    @Test(arguments: folders)
    func everyFileAloneGivesTheSerialReport(folder: String) async throws {
        let snapshots = try Self.snapshots(in: folder)
        #expect(!snapshots.isEmpty)
        let audit = Audit(catalog: .standard)
        for snapshot in snapshots {
            let serial = try audit.run(snapshot)
            for splits in [false, true] {
                let concurrent = try await audit.runConcurrently(snapshot, splittingScreens: splits)
                #expect(try Self.encoded(serial) == Self.encoded(concurrent), "splitting screens: \(splits)")
            }
        }
    }

    @Test(arguments: folders)
    func theFolderAsOneAppGivesTheSerialReport(folder: String) async throws {
        let app = SnapshotImporter.combine(try Self.snapshots(in: folder))
        #expect(app.screens.count > 1)
        let audit = Audit(catalog: .standard)
        let serial = try audit.run(app)
        for splits in [false, true] {
            let concurrent = try await audit.runConcurrently(app, splittingScreens: splits)
            #expect(try Self.encoded(serial) == Self.encoded(concurrent), "splitting screens: \(splits)")
        }
        // Both orders of the screens are audited the same way, serial or not.
        let reversed = AppSnapshot(app: app.app, screens: app.screens.reversed())
        #expect(try Self.encoded(audit.run(reversed)) == Self.encoded(await audit.runConcurrently(reversed)))
    }
}
