import Foundation
import MCAGImport
import MCAGReporting
import Testing

/// Issue 31, items 16 and 17: a transcript saved with CR LF line ends reads
/// as it was written, and a second screen of one name is compared, not dropped.
@Suite struct TranscriptLineEndTests {
    static func gmail() throws -> [Transcript] {
        Transcript.all(in: try SnapshotImporter.importFile(at: TranscriptDiffTests.gmail))
    }

    @Test func aTranscriptWithCRLFLineEndsReadsAsWithLF() throws {
        let text = Transcript.render(try Self.gmail())
        let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(crlf.utf8.count > text.utf8.count)
        let read = try Transcript.parse(crlf)
        #expect(read == (try Transcript.parse(text)))
        #expect(read.first?.stops.isEmpty == false)
        #expect(read.first?.screen.contains("\r") == false)
    }

    @Test func aSecondScreenOfOneNameIsComparedNotIgnored() throws {
        let screen = try #require(try Self.gmail().first)
        var renamed = screen
        renamed.stops.removeLast()
        // Old holds the screen once; new holds it twice, the second copy changed.
        let diffs = TranscriptDiff.screens(old: [screen], new: [screen, renamed])
        #expect(diffs.count == 2)
        #expect(diffs.first?.isEmpty == true)
        #expect(diffs.last?.isEmpty == false)
    }
}
