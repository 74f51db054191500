import Foundation
import MCAGImport
import MCAGReporting
import MCAGRules
import Testing

/// Transcripts of the real dumps in Tests/Fixtures: stable, free of paths,
/// one line per stop the screen-reader model finds, and readable back.
@Suite struct TranscriptTests {
    static let fixtureFolders = ["uiautomator-dump", "uiautomator2-appium", "xcuitest-appium"]

    static func fixtures() throws -> [URL] {
        let root = CatalogExportTests.packageRoot.appendingPathComponent("Tests/Fixtures")
        var files: [URL] = []
        for folder in fixtureFolders {
            let url = root.appendingPathComponent(folder)
            files += try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
                .filter { $0.hasSuffix(".xml") }.map { url.appendingPathComponent($0) }
        }
        return files
    }

    static func transcripts(of file: URL) throws -> [Transcript] {
        Transcript.all(in: try SnapshotImporter.importFile(at: file))
    }

    @Test func everyFixtureHasAStableTranscriptWithoutPaths() throws {
        let files = try Self.fixtures()
        #expect(files.count >= 25)
        let root = CatalogExportTests.packageRoot.path
        for file in files {
            let first = Transcript.render(try Self.transcripts(of: file))
            let second = Transcript.render(try Self.transcripts(of: file))
            #expect(first == second, "\(file.lastPathComponent)")
            #expect(!first.contains(root) && !first.contains(file.path), "\(file.lastPathComponent)")
            #expect(first.hasPrefix("screen: \(file.deletingPathExtension().lastPathComponent)\n"))
        }
    }

    /// One line per stop of the model, in a count the test takes from the model itself.
    @Test func everyStopOfTheModelHasOneLine() throws {
        for file in try Self.fixtures() {
            let snapshot = AppScope().apply(to: try SnapshotImporter.importFile(at: file)).snapshot
            let screen = try #require(snapshot.screens.first)
            let model = ScreenReaderModel(screen: screen, platform: snapshot.app.platform)
            let stopCount = screen.tree.indices.filter { model[$0].focus.isStop }.count
            let text = Transcript(screen: screen, app: snapshot.app).render()
            #expect(text.contains("\nstops: \(stopCount)\n"), "\(file.lastPathComponent)")
            let stopLines = text.split(separator: "\n").filter { $0.first == " " && !$0.contains("✗") }
            #expect(stopLines.count == stopCount, "\(file.lastPathComponent)")
        }
    }

    @Test func everyFixtureTranscriptReadsBackUnchanged() throws {
        for file in try Self.fixtures() {
            let made = try Self.transcripts(of: file)
            let text = Transcript.render(made)
            let read = try Transcript.parse(text)
            #expect(Transcript.render(read) == text, "\(file.lastPathComponent)")
            let withoutIndices = made.map { transcript in
                var copy = transcript
                copy.stops = copy.stops.map { var stop = $0; stop.elementIndex = nil; return stop }
                return copy
            }
            #expect(read == withoutIndices, "\(file.lastPathComponent)")
        }
    }

    @Test func awkwardNamesAreEscapedAndReadBack() throws {
        let label = "Say \"hi\", [now] \\ \u{E823}\nnext"
        let element = Element(role: .button, label: label, hint: "tap [twice]", identifier: "a,b]c", isFocusable: true)
        let screen = Screen(name: "Odd", tree: ElementTree(.init(element)))
        let text = Transcript(screen: screen, app: AppFacts(platform: .android)).render()
        // The PUA glyph and the line break are U+XXXX, so the stop stays one line.
        #expect(!text.contains("\u{E823}") && text.contains("U+E823") && text.split(separator: "\n").count == 6)
        let read = try #require(try Transcript.parse(text).first?.stops.first)
        #expect(read.name == label.escapedForReport)
        #expect(read.identifier == "a,b]c")
        #expect(read.spoken.hasSuffix("tap \\[twice\\]"))
        #expect(Transcript.render(try Transcript.parse(text)) == text)
    }

    @Test func malformedTranscriptsNameTheLine() {
        let cases: [(text: String, line: Int)] = [
            ("screen: A\nplatform: ios\nstops: 1\n  2  \"x\"  [button]\n", 4),
            ("screen: A\nstops: 1\n  1  \"x\" button\n", 3),
            ("screen: A\nstops: 2\n  1  \"x\"  [button]\n", 1),
            ("stops: 1\n", 1),
            ("screen: A\nstops: many\n", 2),
        ]
        for (text, line) in cases {
            #expect(throws: TranscriptParseError.self) { try Transcript.parse(text) }
            do {
                _ = try Transcript.parse(text)
            } catch {
                #expect(error.line == line, "\(text)")
            }
        }
    }
}
