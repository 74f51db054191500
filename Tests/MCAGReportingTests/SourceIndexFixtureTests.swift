import Foundation
import Testing

/// `mcag audit --source .` on the real repositories of Tests/SourceIndexFixtures (each a dump
/// and the files of the same commit that name its identifiers; provenance in each PROVENANCE):
/// the violations' elements land on the lines that declare them, read and checked by hand.
@Suite struct SourceIndexFixtureTests {
    static let fixtures = AuditCommandTests.root.appendingPathComponent("Tests/SourceIndexFixtures")

    /// The note under each violation's element line, by identifier (every element with that
    /// identifier must carry the same note).
    static func notes(_ repository: String, _ dump: String) throws -> [String: Set<String>] {
        let folder = fixtures.appendingPathComponent(repository)
        let run = try ExecutableTests.mcag(["audit", dump, "--source", "."], in: folder)
        #expect(run.status == 1, "\(repository): \(run.error)")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var notes: [String: Set<String>] = [:]
        for (index, line) in lines.enumerated() where line.hasPrefix("        ") && line.contains("- ") {
            guard let start = line.range(of: "id \""), let end = line[start.upperBound...].firstIndex(of: "\"") else { continue }
            let identifier = String(line[start.upperBound..<end])
            let next = index + 1 < lines.count ? lines[index + 1].trimmingCharacters(in: .whitespaces) : ""
            let note = next.hasPrefix("declared at") || next.hasPrefix("source:") ? next : "none"
            notes[identifier, default: []].insert(note)
        }
        return notes
    }

    @Test func melodyFlowsSongListRowsLandOnTheRowLayout() throws {
        let notes = try Self.notes("1-20182__melodyflow-android", "window_dump.xml")
        #expect(notes["com.melodyflow.app:id/btnCache"] == ["declared at app/src/main/res/layout/item_song.xml:101"])
        // Declared in the player's two layouts too; the row layout declares four more of the screen's ids.
        #expect(notes["com.melodyflow.app:id/btnFavorite"] == [
            "declared at app/src/main/res/layout/item_song.xml:111 (of 3 files, the one declaring 4 other ids of the screen)",
        ])
    }

    @Test func melodyFlowsLandscapeRailLandsOnTheLandscapeLayout() throws {
        let notes = try Self.notes("1-20182__melodyflow-android", "dump.xml")
        #expect(notes["com.melodyflow.app:id/navHome"] == ["declared at app/src/main/res/layout-land/activity_main.xml:44"])
        #expect(notes["com.melodyflow.app:id/navSettings"] == ["declared at app/src/main/res/layout-land/activity_main.xml:109"])
        // Portrait and landscape search layouts both declare the field with the same neighbours: a tie stays a tie.
        #expect(notes["com.melodyflow.app:id/etSearch"] == [
            "declared at one of app/src/main/res/layout-land/fragment_search.xml:22, "
                + "app/src/main/res/layout/fragment_search.xml:23 (one-of-several)",
        ])
    }

    @Test func fileDroidsCardsAndAxiSightsRemovedSlidersAreToldApart() throws {
        let fileDroid = try Self.notes("AkshayKanere__FileDroid", "ui_dump.xml")
        #expect(fileDroid["com.filedroid:id/cardSend"] == ["declared at app/src/main/res/layout/activity_home.xml:55"])
        #expect(fileDroid["com.filedroid:id/cardReceive"] == ["declared at app/src/main/res/layout/activity_home.xml:118"])
        let axiSight = try Self.notes("Erikthered853__AxiSight-ME", "window_dump.xml")
        #expect(axiSight["com.etrsystems.axisight:id/seekCirc"] == ["declared at app/src/main/res/layout/activity_main.xml:292"])
        // Removed from the layout before the dump was committed: nothing declares them, and nothing is guessed.
        #expect(axiSight["com.etrsystems.axisight:id/seekMaxArea"] == ["none"])
    }
}
