import Foundation
import MCAGImport
import MCAGReporting
import MCAGRules
import Testing

/// Diffs of two captures of one real screen. The second capture is made by
/// editing a copy of the real Gmail search dump (Tests/Fixtures): the
/// "Attachment" chip removed, the "Clear text" button renamed "Clear search",
/// and the "From" and "To" chips swapped.
@Suite(.temporaryFolder) struct TranscriptDiffTests {
    static let gmail = CatalogExportTests.packageRoot
        .appendingPathComponent("Tests/Fixtures/uiautomator2-appium/Bioto__tron-ai__page_source__gmail.xml")

    /// The dump's text with the given edits; each edited element must be a
    /// self-closing line, so the edit cannot cut a subtree in half.
    static func edited(removing removed: [String] = [], swapping swapped: (String, String)? = nil,
                       replacing replacements: [(String, String)] = []) throws -> String {
        // The dump ends its lines with CR LF, one Character in Swift: split on any line break.
        var lines = try String(contentsOf: gmail, encoding: .utf8)
            .split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        func line(_ marker: String) throws -> Int {
            let index = try #require(lines.firstIndex { $0.contains(marker) })
            #expect(lines[index].trimmingCharacters(in: .whitespaces).hasSuffix("/>"))
            return index
        }
        if let (first, second) = swapped { lines.swapAt(try line(first), try line(second)) }
        for marker in removed { lines.remove(at: try line(marker)) }
        var text = lines.joined(separator: "\n")
        for (old, new) in replacements {
            #expect(text.contains(old))
            text = text.replacingOccurrences(of: old, with: new)
        }
        return text
    }

    /// Saves `text` as `name` in a new folder the test's `.temporaryFolder` removes.
    static func capture(_ text: String, name: String) throws -> URL {
        let file = try TemporaryFolder.make().appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }

    /// Transcripts with the audit's violations, as `mcag diff` makes them from a capture.
    static func audited(_ file: URL) throws -> [Transcript] {
        let snapshot = try SnapshotImporter.importFile(at: file)
        let report = try MCAG.evaluate(snapshot).report
        return TranscriptReport.transcripts(of: AppScope().apply(to: snapshot).snapshot, report: report)
    }

    static func editedCapture() throws -> URL {
        try capture(try edited(removing: ["text=\"Attachment\""], swapping: ("text=\"From\"", "text=\"To\""),
                               replacing: [("content-desc=\"Clear text\"", "content-desc=\"Clear search\"")]),
                    name: "gmail.xml")
    }

    @Test func removedRenamedAndSwappedStopsAreReported() throws {
        let old = try Self.audited(Self.gmail)
        let new = try Self.audited(try Self.editedCapture())
        let diff = try #require(TranscriptDiff.screens(old: old, new: new).first)
        #expect(diff.oldStopCount == diff.newStopCount + 1)
        var lost: [String] = [], added: [String] = [], moved: [String] = [], renamed: [String] = []
        for change in diff.changes {
            switch change {
            case .lost(let stop): lost.append(stop.name ?? "")
            case .added(let stop): added.append(stop.name ?? "")
            case .moved(_, let to): moved.append(to.name ?? "")
            case .renamed(let from, let to): renamed.append("\(from.name ?? "") → \(to.name ?? "")")
            case .roleChanged, .speechChanged: Issue.record("unexpected \(change)")
            }
        }
        #expect(lost == ["Attachment"])
        #expect(added.isEmpty)
        // Swapping two neighbours moves one of them past the other.
        #expect(moved.count == 1 && ["From", "To"].contains(moved.first ?? ""))
        #expect(renamed == ["Clear text → Clear search"])
        #expect(diff.comparesViolations)
        let text = diff.render()
        #expect(text.contains("- lost") && text.contains("~ moved") && text.contains("~ renamed"))
    }

    @Test func theSameCaptureTwiceShowsNoChange() throws {
        let diffs = TranscriptDiff.screens(old: try Self.audited(Self.gmail), new: try Self.audited(Self.gmail))
        #expect(diffs.count == 1 && diffs.allSatisfy(\.isEmpty))
        #expect(TranscriptDiff.render(diffs).contains("no change for a screen-reader user"))
    }

    /// Blanking the name of a button with an identifier keeps the stop (same
    /// identifier), renames it to nothing, and brings a 1.1.3 violation.
    @Test func aNameRemovedBringsANewViolation() throws {
        let new = try Self.audited(try Self.capture(
            try Self.edited(replacing: [("content-desc=\"Clear text\"", "content-desc=\"\"")]), name: "gmail.xml"))
        let diff = try #require(TranscriptDiff.screens(old: try Self.audited(Self.gmail), new: new).first)
        #expect(diff.newViolations.contains {
            $0.requirement == "MCAG:interactive-elements-have-names#1" && $0.anchor == "id com.google.android.gm:id/open_search_view_clear_button"
        })
        #expect(diff.fixedViolations.isEmpty)
    }

    /// The diff of two transcript files read back equals the diff of the captures.
    @Test func transcriptFilesDiffLikeTheirCaptures() throws {
        let old = try Self.audited(Self.gmail)
        let new = try Self.audited(try Self.editedCapture())
        let fromFiles = TranscriptDiff.screens(old: try Transcript.parse(Transcript.render(old)),
                                               new: try Transcript.parse(Transcript.render(new)))
        #expect(TranscriptDiff.render(fromFiles) == TranscriptDiff.render(TranscriptDiff.screens(old: old, new: new)))
        #expect(fromFiles.first?.comparesViolations == true)
    }

    @Test func unauditedTranscriptsDoNotCompareViolations() throws {
        let plain = Transcript.all(in: try SnapshotImporter.importFile(at: Self.gmail))
        let diff = try #require(TranscriptDiff.screens(old: plain, new: try Self.audited(Self.gmail)).first)
        #expect(!diff.comparesViolations && diff.newViolations.isEmpty)
    }
}

/// `mcag transcript`, `mcag diff` and `mcag audit --format transcript` as a user runs them.
@Suite(.temporaryFolder) struct TranscriptCommandTests {
    static let gmail = TranscriptDiffTests.gmail.path

    @Test func transcriptCommandWritesTheLibraryTranscript() throws {
        let run = try ExecutableTests.mcag("transcript", Self.gmail)
        #expect(run.status == 0)
        let expected = Transcript.render(Transcript.all(in: try SnapshotImporter.importFile(at: TranscriptDiffTests.gmail)))
        #expect(run.output == expected)
    }

    @Test func diffExitsZeroForNoChangeOneForChangesTwoForErrors() throws {
        let same = try ExecutableTests.mcag("diff", Self.gmail, Self.gmail)
        #expect(same.status == 0 && same.output.contains("no change for a screen-reader user"))
        let edited = try TranscriptDiffTests.editedCapture()
        let changed = try ExecutableTests.mcag("diff", Self.gmail, edited.path)
        #expect(changed.status == 1 && changed.output.contains("- lost     7  \"Attachment\" button"))
        #expect(try ExecutableTests.mcag("diff", Self.gmail).status == 2)
        #expect(try ExecutableTests.mcag("diff", Self.gmail, "/no/such/file.xml").status == 2)
        let broken = try TranscriptDiffTests.capture("screen: A\nstops: 1\n", name: "broken.txt")
        let unreadable = try ExecutableTests.mcag("diff", broken.path, Self.gmail)
        #expect(unreadable.status == 2 && unreadable.error.contains("line 1"))
    }

    @Test func aCheckedInTranscriptDiffsAgainstANewCapture() throws {
        let transcript = try TranscriptDiffTests.capture(try ExecutableTests.mcag("transcript", Self.gmail).output, name: "gmail.txt")
        let run = try ExecutableTests.mcag("diff", transcript.path, try TranscriptDiffTests.editedCapture().path)
        #expect(run.status == 1 && run.output.contains("~ renamed  3  \"Clear text\" → \"Clear search\""))
    }

    @Test func diffDrawsTheChangeOnTheNewCapture() throws {
        let start = ScreenReaderDiffSVGTests.start.path, afterEmail = ScreenReaderDiffSVGTests.afterEmail.path
        let output = try TemporaryFolder.make().appendingPathComponent("login-changes.svg")
        let run = try ExecutableTests.mcag("diff", start, afterEmail, "--format", "svg", "--output", output.path)
        #expect(run.status == 1, "the captures differ")
        let outline = try SVGOutline(try String(contentsOf: output, encoding: .utf8))
        #expect(outline.elements("g", class: "srv-changed").count == 9, "3 outlines, their 3 badges on the picture and 3 in the legend")
        // The same capture on both sides: exit 0, nothing amber.
        let same = try ExecutableTests.mcag("diff", start, start, "--format", "svg")
        #expect(same.status == 0 && same.output.hasPrefix("<?xml") && !same.output.contains("srv-changed\""))
        // A transcript has no geometry to draw on.
        let transcript = try TranscriptDiffTests.capture(try ExecutableTests.mcag("transcript", start).output, name: "start.txt")
        let refused = try ExecutableTests.mcag("diff", start, transcript.path, "--format", "svg")
        #expect(refused.status == 2 && refused.error.contains("is a transcript, which holds no geometry"))
        let bogus = try ExecutableTests.mcag("diff", start, afterEmail, "--format", "png")
        #expect(bogus.status == 2 && bogus.error.contains("not a diff format"))
    }

    @Test func auditWritesTheTranscriptWithViolationsUnderTheirStops() throws {
        let run = try ExecutableTests.mcag("audit", "--format", "transcript", Self.gmail)
        let audit = try ExecutableTests.mcag("audit", Self.gmail)
        #expect(run.status == audit.status)
        #expect(run.output.contains("audited: yes\n") && run.output.contains("✗ MCAG:"))
    }
}

/// Documentation/Transcripts.md shows real output: its transcripts start the
/// fixtures' transcripts, and its diff is the diff of the edits it describes.
@Suite(.temporaryFolder) struct TranscriptDocumentationTests {
    static func blocks() throws -> [String] {
        let text = try String(contentsOf: CatalogExportTests.packageRoot.appendingPathComponent("Documentation/Transcripts.md"),
                              encoding: .utf8)
        var blocks: [String] = []
        var open: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let block = open { blocks.append(block) }
                open = open == nil ? "" : nil
            } else if open != nil {
                open? += line + "\n"
            }
        }
        return blocks.filter { $0.hasPrefix("screen: ") }
    }

    @Test func theTranscriptsShownAreTheFixturesOwn() throws {
        let shown = try Self.blocks().filter { $0.contains("\nplatform: android\n") || $0.contains("\nplatform: ios\n") }
        #expect(shown.count == 2)
        let files = ["uiautomator2-appium/Bioto__tron-ai__page_source__gmail.xml",
                     "xcuitest-appium/mobiumdev__mobium__internal__uitree__testdata__ios26-settings-motion.xml"]
        for (block, file) in zip(shown, files) {
            let url = CatalogExportTests.packageRoot.appendingPathComponent("Tests/Fixtures/" + file)
            let real = Transcript.render(Transcript.all(in: try SnapshotImporter.importFile(at: url)))
            #expect(real.hasPrefix(block), "\(file)")
        }
    }

    @Test func theDiffShownIsTheDiffOfItsEdits() throws {
        let shown = try #require(try Self.blocks().first { $0.contains("\nstops: 10 → 9\n") })
        let edited = try TranscriptDiffTests.capture(
            try TranscriptDiffTests.edited(removing: ["text=\"Attachment\""], swapping: ("text=\"From\"", "text=\"To\""),
                                           replacing: [("content-desc=\"Clear text\"", "content-desc=\"\"")]),
            name: "gmail.xml")
        let diffs = TranscriptDiff.screens(old: try TranscriptDiffTests.audited(TranscriptDiffTests.gmail),
                                           new: try TranscriptDiffTests.audited(edited))
        #expect(TranscriptDiff.render(diffs) == shown)
    }
}
