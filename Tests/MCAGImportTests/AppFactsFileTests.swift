import Foundation
import MCAGCore
import MCAGImport
import MCAGRules
import Testing

/// The app-facts file (Documentation/AppFacts.md): a snapshot with an `app` object and no screens
/// answers, once for every capture of a run, the questions no dump holds.
@Suite("An app-facts file answers the app's questions once", .temporaryFolder)
struct AppFactsFileTests {
    static let facts = """
        {"formatVersion": 2, "app": {"platform": "android",
          "supportedOrientations": ["portrait", "landscapeLeft", "landscapeRight"],
          "keyboardShortcuts": [], "timeLimits": []}, "screens": []}
        """

    func outcome(_ report: AuditReport, _ requirement: String) -> Outcome? {
        report.results.first { $0.requirementID == requirement }?.outcome
    }

    @Test func aRealDumpWithTheFactsFileDecidesTheAppQuestions() throws {
        let folder = try #require(TemporaryFolder.current)
        let factsFile = folder.appendingPathComponent("app-facts.json")
        try Data(Self.facts.utf8).write(to: factsFile)
        let dump = try SnapshotImporter.importFile(at: Fixtures.corpus("android", "adorbee-login.xml"))
        let facts = try SnapshotImporter.importFile(at: factsFile)
        let bare = try Audit(catalog: .standard).run(dump)
        let answered = try Audit(catalog: .standard).run(SnapshotImporter.combine([dump, facts]))
        for requirement in ["MCAG:keyboard-shortcuts#1", "MCAG:adjustable-time-limits#1", "MCAG:locked-orientation#1"] {
            #expect(outcome(bare, requirement) == .needsReview)
            let finding = try #require(bare.results.first { $0.requirementID == requirement }?.findings.first)
            #expect(finding.screen == nil, "asked once for the app, not per screen")
            #expect(finding.message.contains("app-facts file"))
        }
        #expect(outcome(answered, "MCAG:keyboard-shortcuts#1") == .notApplicable)
        #expect(outcome(answered, "MCAG:adjustable-time-limits#1") == .notApplicable)
        #expect(outcome(answered, "MCAG:locked-orientation#1") == .pass)
    }
}
