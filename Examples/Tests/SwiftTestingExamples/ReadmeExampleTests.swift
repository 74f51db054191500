import Foundation
import MCAGRules   // alone, as the README shows: it re-exports the importers
import Testing

/// The README's test-suite example, on a real dump: this file imports
/// `MCAGRules` and nothing else from the package, so it fails to compile if
/// the importers stop being re-exported.
@Suite struct ReadmeExampleTests {
    static let dump = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Dumps/android-futu-community.xml")

    @Test func aRealDumpFailsTheReadmesAudit() throws {
        let snapshot = try SnapshotImporter.importFile(at: Self.dump)
        #expect(throws: AccessibilityAuditFailure.self) {
            try MCAG.audit(snapshot, AuditOptions(minimumImpact: .serious))
        }
    }
}
