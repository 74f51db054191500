import Foundation
import MCAGAccuracy
import MCAGRules
import Testing

/// How the accuracy harness counts: a small pixel snapshot with four
/// unnamed clickable buttons (an unnamed button TalkBack stops on is the
/// catalog's plainest violation; a role node that is not clickable is no stop)
/// and a review that calls one a violation, one clean, says nothing of a
/// third, and expects a violation the tool cannot see on a named button.
@Suite struct AccuracyMatchingTests {
    static func button(_ x: Int, label: String? = nil) -> String {
        let name = label.map { "\"label\": \"\($0)\", " } ?? ""
        return "{ \"role\": \"button\", \(name)\"className\": \"android.widget.ImageButton\", "
            + "\"frame\": { \"x\": \(x), \"y\": 100, \"width\": 200, \"height\": 200 }, "
            + "\"isAccessibilityElement\": true, \"isClickable\": true, \"isEnabled\": true }"
    }

    static let snapshot = """
    { "formatVersion": 1, "app": { "name": "Test", "platform": "android" },
      "screens": [ { "name": "Main", "viewport": { "width": 1080, "height": 2000 }, "unit": "px",
        "density": { "unitsPerMillimetre": 16.54 },
        "root": { "role": "window", "frame": { "x": 0, "y": 0, "width": 1080, "height": 2000 }, "children": [
          \(button(0)), \(button(250)), \(button(500)), \(button(750, label: "Buy"))
        ] } } ] }
    """

    static let review = """
    # dump: DUMP
    # density: 420 dpi -- stated in the snapshot
    # app: Test
    # reviewer: test
    report\tMCAG:interactive-elements-have-names#1\tandroid.widget.ImageButton\t[0,100][200,300]\tunnamed
    clean\tMCAG:interactive-elements-have-names#1\tandroid.widget.ImageButton\t[250,100][450,300]\treviewed as named elsewhere
    report\tMCAG:clean-names#3\tandroid.widget.ImageButton\t[750,100][950,300]\ta violation the tool does not see

    """

    @Test func violationsAreCountedAsTruePositivesFalsePositivesFalseNegativesAndUnreviewed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("accuracy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = folder.appendingPathComponent("screen.json")
        try Data(Self.snapshot.utf8).write(to: dump)
        let expectations = folder.appendingPathComponent("expectations")
        try FileManager.default.createDirectory(at: expectations, withIntermediateDirectories: true)
        try Data(Self.review.replacingOccurrences(of: "DUMP", with: dump.path).utf8)
            .write(to: expectations.appendingPathComponent("screen.tsv"))

        let result = try AccuracyCorpus.load(directory: expectations).run(.trueDensity)
        let names = try #require(result.byRequirement["MCAG:interactive-elements-have-names#1"])
        #expect(names == AccuracyTally(truePositives: 1, falsePositives: 1, falseNegatives: 0, unreviewed: 1))
        #expect(result.items(.unreviewed).contains { $0.bounds == "[500,100][700,300]" })
        #expect(result.byRequirement["MCAG:clean-names#3"]?.falseNegatives == 1)
        #expect(result.byCriterion["MCAG:interactive-elements-have-names"]?.precision == 0.5)

        let board = AccuracyScoreboard(results: [result])
        #expect(try AccuracyScoreboard.parse(board.text, file: "board") == board)
        var better = board
        better.rows[.trueDensity]?[AccuracyScoreboard.overallRow]?.unreviewed = 0
        #expect(board.compare(with: better).regressions.isEmpty)
        #expect(better.compare(with: board).regressions.count == 1)
    }
}
