import Foundation
import Testing

/// `mcag audit` on a capture set of real dumps: the StreamVerse player page in
/// portrait, in full screen and in landscape (Tests/CaptureSets/streamverse-player/SOURCES.tsv).
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

    /// What a reviewer expects from these three real captures, and why:
    /// - They are one screen in three states, so the report names three
    ///   captures of "player", told apart by state, at the sidecar's 480 dpi.
    /// - Locked orientation passes: the manifest declares no
    ///   `android:screenOrientation`, the sidecars say so, and the landscape
    ///   dump shows the app really turned.
    /// - Text scaling cannot be decided: nobody captured this screen at the
    ///   largest text size, and the check must say that rather than pass.
    /// - Orientation resilience compares the landscape capture with the
    ///   portrait page as it opens, not with the full-screen one: both show the
    ///   toggle in its "Enter fullscreen" state (not yet full screen), the
    ///   full-screen capture its "Exit fullscreen" state. The "Show player
    ///   controls" surface is in both and inside the screen (a pass). The top
    ///   bar's "Back" and the details "HD", "Classic;Movies" and "Sources: IPTV"
    ///   are in portrait only, and "Enter fullscreen" (drawn with the controls,
    ///   hidden in the portrait dump) in landscape only: a person must confirm
    ///   nothing was lost, and nothing may be reported as cut. The channel name
    ///   is written twice in portrait, so it is not matched. The full-screen
    ///   state has no landscape partner, so nothing compares it.
    /// - Consistent navigation and help do not apply: in no state does the
    ///   page show a tab bar, a navigation drawer or a help mechanism (its top
    ///   bar holds only "Back" and the channel name).
    @Test func thePlayerPageIsOneScreenInThreeStates() throws {
        let (run, report) = try Self.audit([Self.set.path])
        // The one failure: the "Show player controls" surface is a clickable View with no role in
        // each state, which MCAG 1.1.2 fails ("must have an explicit role defined").
        #expect(run.status == 1, "\(run.error)")
        let failing = (report["results"] as? [[String: Any]] ?? []).filter { ($0["outcome"] as? String) == "violation" }.compactMap { $0["requirementID"] as? String }
        #expect(failing == ["MCAG:explicit-role#1"])
        #expect(Self.findings(report, "MCAG:explicit-role#1").filter { $0["kind"] as? String == "violation" }.count == 3)
        let inputs = report["inputs"] as? [String: Any] ?? [:]
        #expect(Set(inputs["screens"] as? [String] ?? []) == ["player", "player (fullscreen)", "player (landscape)"])
        #expect(inputs["density"] as? [String] == ["480 dpi"])
        let orientation = Self.findings(report, "MCAG:locked-orientation#1")
        #expect(orientation.map { $0["kind"] as? String } == ["pass"])
        let message = orientation.first?["message"] as? String
        #expect(message?.contains("landscapeLeft") == true)
        let scaling = Self.findings(report, "MCAG:text-scaling#1")
        #expect(scaling.map { $0["kind"] as? String } == ["needsReview"])
        #expect(scaling.first?["missing"] as? [String] == ["isLargestTextSize"])
        let results = report["results"] as? [[String: Any]] ?? []
        let consistency = results.filter {
            let id = $0["requirementID"] as? String ?? ""
            return id.hasPrefix("MCAG:consistent-navigation#") || id.hasPrefix("MCAG:consistent-help#")
        }
        #expect(consistency.count == 7)
        #expect(consistency.allSatisfy { $0["outcome"] as? String == "notApplicable" })
        #expect(Set(Self.outcomes(report, "MCAG:orientation-resilient-display#1")) == [
            "pass Show player controls player (landscape)",
            "needsReview Back player", "needsReview HD player", "needsReview Classic;Movies player",
            "needsReview Sources: IPTV player",
            "needsReview Enter fullscreen player (landscape)",
        ])
    }

    /// Each finding as "kind label screen", with the element's text when it has no label.
    static func outcomes(_ report: [String: Any], _ requirement: String) -> [String] {
        findings(report, requirement).map { finding -> String in
            let element = finding["element"] as? [String: Any]
            let label = element?["label"] as? String ?? element?["text"] as? String ?? ""
            return "\(finding["kind"] as? String ?? "") \(label) \(element?["screen"] as? String ?? "")"
        }
    }

    /// Without the interaction the sidecars state, the full-screen capture
    /// would be a second portrait capture in the same state, and the
    /// landscape one could be compared with it; the interaction keeps the
    /// comparison to captures of the page in the same player mode.
    @Test func theFullScreenStateIsNotComparedWithTheLandscapeOne() throws {
        let (_, report) = try Self.audit([Self.set.path])
        let outcomes = Self.outcomes(report, "MCAG:orientation-resilient-display#1")
        #expect(!outcomes.contains { $0.contains("Exit fullscreen") || $0.hasSuffix("(fullscreen)") })
    }

    /// Without the sidecars the same dumps are three unrelated screens of
    /// unknown orientation support: the sidecars are what decides 4.1.4.
    @Test func withoutTheSidecarsOrientationCannotBeDecided() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mcag-capture-set-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["player.xml", "player.fullscreen.xml", "player.landscape.xml"] {
            try FileManager.default.copyItem(at: Self.set.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let (_, report) = try Self.audit([folder.path])
        #expect(Self.findings(report, "MCAG:locked-orientation#1").map { $0["kind"] as? String } == ["needsReview"])
        let inputs = report["inputs"] as? [String: Any] ?? [:]
        #expect(Set(inputs["screens"] as? [String] ?? []) == ["player", "player.fullscreen", "player.landscape"])
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
