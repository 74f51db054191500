import Foundation
import Testing

/// Output that the README and Examples/Dumps/README.md print is the output `mcag` writes: each line
/// of a documented sample is a line of the real run, in the same order ("..." stands for lines left
/// out), so a change to a check or a report that moves a count fails here until the documents follow.
@Suite struct DocumentedOutputTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The lines of the first fenced block (no language) after `marker` in `document`.
    static func sample(in document: String, after marker: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        let start = try #require(text.range(of: marker), "\(document) no longer holds \(marker)")
        let lines = text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
        let open = try #require(lines.firstIndex { $0 == "```" })
        let close = try #require(lines[(open + 1)...].firstIndex { $0 == "```" })
        return lines[(open + 1)..<close].map(String.init)
    }

    /// Whether every line of `sample` other than "..." is a line of `output`, in order.
    static func isExcerpt(_ sample: [String], of output: [String]) -> (Bool, String?) {
        var position = output.startIndex
        for line in sample where line.trimmingCharacters(in: .whitespaces) != "..." {
            guard let found = output[position...].firstIndex(of: line) else { return (false, line) }
            position = found + 1
        }
        return (true, nil)
    }

    @Test func theReadmesSampleReportIsTheRealRun() throws {
        let sample = try Self.sample(in: "README.md", after: "ends with the verdict")
        #expect(sample.count > 10)
        let run = try ExecutableTests.mcag(["audit", "Examples/Snapshots/shop.json"], in: Self.root)
        #expect(run.status == 1, "the README says the example app's audit exits with 1")
        let (matches, missing) = Self.isExcerpt(sample, of: run.output.components(separatedBy: "\n"))
        #expect(matches, "README.md's sample report has a line the real run does not write, in that order: \(missing ?? "")")
    }

    @Test func theExampleDumpsDensityNoteIsTheRealRun() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("Examples/Dumps/README.md"), encoding: .utf8)
        let run = try ExecutableTests.mcag(["audit", "Examples/Dumps/ios-meetme-consent.xml"], in: Self.root)
        let claim = "assumed 163 pt per inch (plausible 163–163) for a 375 × 667 pt screen"
        #expect(readme.replacingOccurrences(of: "\n  ", with: " ").contains(claim))
        #expect(run.output.contains(claim))
    }

    @Test func anExcerptMustKeepTheRunsOrder() {
        let output = ["a", "b", "c"]
        #expect(Self.isExcerpt(["a", "...", "c"], of: output).0)
        #expect(!Self.isExcerpt(["c", "a"], of: output).0)
        #expect(Self.isExcerpt(["a", "x"], of: output).1 == "x")
    }
}
