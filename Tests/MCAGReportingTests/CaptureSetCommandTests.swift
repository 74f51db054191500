import Foundation
import Testing

/// `mcag audit` on a capture set of real dumps: the StreamVerse player in
/// portrait and landscape (Tests/CaptureSets/streamverse-player/SOURCES.tsv).
@Suite struct CaptureSetCommandTests {
    static let set = CatalogExportTests.packageRoot.appendingPathComponent("Tests/CaptureSets/streamverse-player")

    static func audit(_ arguments: [String]) throws -> (run: ExecutableTests.Run, report: [String: Any]) {
        let run = try ExecutableTests.mcag(["audit"] + arguments + ["--format", "json"])
        let report = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any] ?? [:]
        return (run, report)
    }

    static func findings(_ report: [String: Any], _ requirement: String) -> [[String: Any]] {
        let results = report["results"] as? [[String: Any]] ?? []
        let result = results.first { $0["requirementID"] as? String == requirement }
        return result?["findings"] as? [[String: Any]] ?? []
    }

    /// What a reviewer expects from these two real captures, and why:
    /// - They are one screen in two states, so the report names two captures
    ///   of "player", told apart by state, at the sidecar's 480 dpi.
    /// - Locked orientation passes: the manifest declares no
    ///   `android:screenOrientation`, the sidecars say so, and the landscape
    ///   dump shows the app really turned.
    /// - Text scaling cannot be decided: nobody captured this screen at the
    ///   largest text size, and the check must say that rather than pass.
    /// - Orientation resilience: the "Show player controls" surface is in both
    ///   captures and inside the screen (a pass). The full-screen toggle is
    ///   named "Exit fullscreen" in the portrait capture and "Enter
    ///   fullscreen" in the landscape one (the two were taken in different
    ///   player modes), so each name is in one orientation only: a person must
    ///   confirm nothing was lost, and nothing may be reported as cut.
    @Test func theTwoOrientationsOfThePlayerAreOneScreenInTwoStates() throws {
        let (run, report) = try Self.audit([Self.set.path])
        #expect(run.status == 0, "\(run.error)")
        let inputs = report["inputs"] as? [String: Any] ?? [:]
        #expect(Set(inputs["screens"] as? [String] ?? []) == ["player", "player (landscape)"])
        #expect(inputs["density"] as? [String] == ["480 dpi"])
        let orientation = Self.findings(report, "MCAG:locked-orientation#1")
        #expect(orientation.map { $0["kind"] as? String } == ["pass"])
        let message = orientation.first?["message"] as? String
        #expect(message?.contains("landscapeLeft") == true)
        let scaling = Self.findings(report, "MCAG:text-scaling#1")
        #expect(scaling.map { $0["kind"] as? String } == ["needsReview"])
        #expect(scaling.first?["missing"] as? [String] == ["isLargestTextSize"])
        let resilience = Self.findings(report, "MCAG:orientation-resilient-display#1")
        let outcomes = resilience.map { finding -> String in
            let element = finding["element"] as? [String: Any]
            return "\(finding["kind"] as? String ?? "") \(element?["label"] as? String ?? "") \(element?["screen"] as? String ?? "")"
        }
        #expect(Set(outcomes) == [
            "pass Show player controls player (landscape)",
            "needsReview Exit fullscreen player",
            "needsReview Enter fullscreen player (landscape)",
        ])
    }

    /// Without the sidecars the same dumps are two unrelated screens of
    /// unknown orientation support: the sidecars are what decides 4.1.4.
    @Test func withoutTheSidecarsOrientationCannotBeDecided() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mcag-capture-set-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["player.xml", "player.landscape.xml"] {
            try FileManager.default.copyItem(at: Self.set.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let (_, report) = try Self.audit([folder.path])
        #expect(Self.findings(report, "MCAG:locked-orientation#1").map { $0["kind"] as? String } == ["needsReview"])
        let inputs = report["inputs"] as? [String: Any] ?? [:]
        #expect(Set(inputs["screens"] as? [String] ?? []) == ["player", "player.landscape"])
    }

    @Test func anAppThatContradictsTheSidecarsIsRefused() throws {
        let run = try ExecutableTests.mcag("audit", Self.set.path, "--app", "com.example.other")
        #expect(run.status == 2)
        #expect(run.error.contains("contradicts the capture sidecar"))
        #expect(run.error.contains("com.streamverse.app"))
    }

    /// The sidecars' app scopes the other commands that import captures as it scopes `audit`.
    @Test func transcriptAndConformanceTakeTheAppFromTheSidecars() throws {
        for command in [["transcript"], ["conformance", "--standard", "wcag22"]] {
            let run = try ExecutableTests.mcag(command + [Self.set.path, "--app", "com.example.other"])
            #expect(run.status == 2, "\(command)")
            #expect(run.error.contains("contradicts the capture sidecar"), "\(command): \(run.error)")
        }
        let transcript = try ExecutableTests.mcag("transcript", Self.set.path)
        #expect(transcript.status == 0)
        #expect(transcript.output.contains("Show player controls"))
    }

    @Test func aSidecarIsNotAnInputAndNeverAnOutput() throws {
        let sidecar = Self.set.appendingPathComponent("player.capture.json").path
        let given = try ExecutableTests.mcag("audit", sidecar)
        #expect(given.status == 2)
        #expect(given.error.contains("is a capture sidecar; give its dump ('player.xml')"))
        let before = try Data(contentsOf: URL(fileURLWithPath: sidecar))
        let overwrite = try ExecutableTests.mcag("audit", Self.set.path, "--output", sidecar)
        #expect(overwrite.status == 2)
        #expect(try Data(contentsOf: URL(fileURLWithPath: sidecar)) == before)
    }

    @Test func aSidecarWithoutItsDumpIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mcag-capture-set-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.set.appendingPathComponent("player.xml"), to: folder.appendingPathComponent("player.xml"))
        try FileManager.default.copyItem(at: Self.set.appendingPathComponent("player.landscape.capture.json"),
                                         to: folder.appendingPathComponent("player.landscape.capture.json"))
        let run = try ExecutableTests.mcag("audit", folder.path)
        #expect(run.status == 2)
        #expect(run.error.contains("'player.landscape.capture.json' but no dump 'player.landscape.xml'"))
    }
}
