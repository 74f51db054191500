import Foundation
import MCAGAccuracy
import MCAGImport
import MCAGRules
import Testing

/// The reviewed accuracy corpus (Documentation/Accuracy.md): the committed
/// scoreboard must not get worse, and the harness itself counts and
/// rejects what it should.
@Suite struct AccuracyCorpusTests {
    /// The package's root: this file is `Tests/MCAGAccuracyTests/AccuracyCorpusTests.swift`.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let corpus = packageRoot.appendingPathComponent("Tests/AccuracyCorpus")

    @Test func corpusDoesNotRegressAgainstTheScoreboard() throws {
        let loaded = try AccuracyCorpus.load(directory: Self.corpus.appendingPathComponent("expectations"))
        let results = try AccuracyDensityMode.allCases.map { try loaded.run($0) }
        let scoreboardFile = Self.corpus.appendingPathComponent("scoreboard.tsv")
        let committed = try AccuracyScoreboard.parse(String(contentsOf: scoreboardFile, encoding: .utf8), file: scoreboardFile.path)
        let (regressions, improvements) = committed.compare(with: AccuracyScoreboard(results: results))
        if !improvements.isEmpty {
            print("Accuracy improved; regenerate the scoreboard with 'swift run mcag accuracy Tests/AccuracyCorpus/expectations --write-scoreboard':\n"
                + improvements.joined(separator: "\n"))
        }
        let listing = regressions.joined(separator: "\n")
        #expect(regressions.isEmpty, "accuracy regressed against Tests/AccuracyCorpus/scoreboard.tsv (run 'swift run mcag accuracy Tests/AccuracyCorpus/expectations' for the items):\n\(listing)")
    }

    @Test func everyScreenOfTheCorpusIsReviewedAndProvenanced() throws {
        let loaded = try AccuracyCorpus.load(directory: Self.corpus.appendingPathComponent("expectations"))
        let sources = try String(contentsOf: Self.corpus.appendingPathComponent("SOURCES.tsv"), encoding: .utf8)
        for review in loaded.reviews {
            #expect(!review.expectations.isEmpty, "\(review.file) lists no expectation")
            #expect(review.app != nil && review.reviewer != nil, "\(review.file) needs '# app:' and '# reviewer:' lines")
            if review.dump.hasPrefix("Tests/AccuracyCorpus/dumps/") {
                let name = String(review.dump.dropFirst("Tests/AccuracyCorpus/".count))
                #expect(sources.contains(name + "\t"), "\(name) has no provenance line in Tests/AccuracyCorpus/SOURCES.tsv")
            }
        }
    }

    @Test(arguments: [
        ("report\tMCAG:touch-target-size#1\tandroid.widget.Button\t[0,0][10,10]", "4 tab-separated fields; a line has 5"),
        ("report\tMCAG:touch-target-size#1\tandroid.widget.Button\t[0,0][10,10]\t", "no reason"),
        ("flag\tMCAG:touch-target-size#1\tandroid.widget.Button\t[0,0][10,10]\twhy", "is not report, clean or review"),
        ("report\tMCAG:touch-target-size#9\tandroid.widget.Button\t[0,0][10,10]\twhy", "is not a requirement of the catalog"),
        ("report\ttouch-target-size\tandroid.widget.Button\t[0,0][10,10]\twhy", "is not a requirement of the catalog"),
        ("report\t*\tandroid.widget.Button\t[0,0][10,10]\twhy", "names no requirement"),
        ("clean\t*\tandroid.widget.Button\t[0,0][10,10\twhy", "bounds '[0,0][10,10'"),
        ("clean\t*\tandroid.widget.Button\t[0,0][nan,10]\twhy", "bounds"),
        ("clean\t*\tandroid.widget.Button\t1,2,3\twhy", "bounds"),
        ("clean\t*\t\t1,2,3,4\twhy", "class ''"),
    ])
    func malformedLinesAreRejectedAtTheirPlace(line: String, message: String) {
        let text = "# dump: a.xml\n# density: 420 dpi -- status bar\n\n\(line)\n"
        #expect {
            _ = try AccuracyExpectationParser.parse(text, file: "screen.tsv", catalog: .standard)
        } throws: { error in
            let description = (error as? AccuracyCorpusError)?.description ?? ""
            return description.hasPrefix("screen.tsv:4: ") && description.contains(message)
        }
    }

    @Test(arguments: [
        ("# density: 420 dpi\n", "no '# dump: PATH' header"),
        ("# dump: a.xml\n", "no '# density"),
        ("# dump: a.xml\n# density: 420 ppi\n", "density '420 ppi'"),
        ("# dump: a.xml\n# dump: b.xml\n# density: unknown\n", "screen.tsv:2: a second 'dump'"),
    ])
    func malformedHeadersAreRejected(text: String, message: String) {
        #expect {
            _ = try AccuracyExpectationParser.parse(text, file: "screen.tsv", catalog: .standard)
        } throws: { error in
            ((error as? AccuracyCorpusError)?.description ?? "").contains(message)
        }
    }

    @Test func boundsCompareAcrossNotationsAndRoundTrip() throws {
        let android = try #require(AccuracyBounds("[0,72][168,240]"))
        #expect(android.description == "[0,72][168,240]")
        let ios = try #require(AccuracyBounds("16,52.5,44,33.5"))
        #expect(ios.description == "16,52.5,44,33.5")
        #expect(AccuracyBounds("0,72,168,168") == android)
        #expect(AccuracyBounds("[0,72][168,241]") != android)
    }

    @Test func densityHeadersReadTheThreeForms() {
        #expect(AccuracyDensity(header: "420 dpi -- toolbar 147 px = 56 dp") == .androidDPI(420))
        #expect(AccuracyDensity(header: "3 scale 460 ppi -- iPhone 13") == .ios(scale: 3, pixelsPerInch: 460))
        #expect(AccuracyDensity(header: "unknown -- no system bar") == .unknown)
        #expect(AccuracyDensity(header: "-420 dpi") == nil)
    }
}

/// The manual load counts an element whose only open question is the capture's density as that one
/// question, not as an element to review, and never counts an element both ways.
@Suite struct AccuracyManualLoadTests {
    static func load(_ dump: String, dpi: Double?) throws -> AccuracyManualLoad {
        let url = AccuracyCorpusTests.corpus.appendingPathComponent("dumps/android/\(dump)")
        let snapshot = try SnapshotImporter.importFile(at: url, options: ImportOptions(androidDPI: dpi))
        return AccuracyManualLoad(try Audit(catalog: .standard).run(snapshot))
    }

    @Test func targetsThatOnlyTheDensityDecidesAreOneQuestionNotElements() throws {
        // Adorbee's login (1440x3036, no system bar, density unknown): three targets measure under
        // 7 mm at the assumed density and over it at the lowest density the capture leaves possible.
        let unstated = try Self.load("adorbee-login.xml", dpi: nil)
        #expect(unstated.elementsAwaitingDensity == 3)
        // Stated, the density decides them: none waits, and none becomes an element to review.
        let stated = try Self.load("adorbee-login.xml", dpi: 560)
        #expect(stated.elementsAwaitingDensity == 0)
        #expect(stated.elementsToReview == unstated.elementsToReview)
    }
}
