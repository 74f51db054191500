import Foundation
import MCAGImport
@testable import MCAGReporting
import MCAGRules
import Testing

/// The text, Markdown, HTML and JSON reports group violations and build
/// their element lines and findings on every core when
/// ``ReportOptions/rendersConcurrently`` is set; the text must be the one a
/// single thread writes.
@Suite struct ConcurrentRenderingTests {
    /// Every fixture dump audited as one app: enough findings of one test
    /// that the work is split into chunks.
    static func report() throws -> (AuditReport, ReportOptions) {
        let files = try SARIFFixtureTests.fixtures()
        let screens = try files.flatMap { try SnapshotImporter.importFile(at: $0).screens }
        let snapshot = AppSnapshot(screens: screens)
        let report = try MCAG.evaluate(snapshot).report
        return (report, ReportOptions(inputs: ReportInputs(files: ["Tests/Fixtures"], snapshot: snapshot)))
    }

    @Test func concurrentReportsAreTheSerialReports() throws {
        let (report, options) = try Self.report()
        let longest = report.results.map { $0.violations.count }.max() ?? 0
        #expect(longest >= OrderedChunks.concurrentMinimum, "no test has enough findings to be split")
        var serial = options
        serial.rendersConcurrently = false
        var concurrent = options
        concurrent.rendersConcurrently = true
        for format in [ReportFormat.text, .json, .markdown, .html] {
            let one = ReportRenderer.render(try report.judged(.standard), catalog: .standard, format: format, options: serial)
            let many = ReportRenderer.render(try report.judged(.standard), catalog: .standard, format: format, options: concurrent)
            #expect(one == many, "\(format)")
        }
    }

    /// The JSON report written piece by piece, on one thread or many, is the
    /// pretty-printed text of its value tree, which is built and written by
    /// other code (``JSONValue/prettyPrinted(concurrently:)``).
    @Test(arguments: [false, true])
    func theJSONWrittenInPiecesIsTheValuePrettyPrinted(concurrently: Bool) throws {
        var (report, options) = try Self.report()
        options.rendersConcurrently = concurrently
        let expected = JSONReport.value(try report.judged(.standard), catalog: .standard, options: options).prettyPrinted(concurrently: false)
        var pieces: [[UInt8]] = []
        JSONReport.write(try report.judged(.standard), catalog: .standard, options: options) { (piece: UnsafeRawBufferPointer) in pieces.append(Array(piece)) }
        #expect(String(decoding: pieces.joined(), as: UTF8.self) == expected)
        #expect(pieces.count > 2, "the report was not written in pieces")
        #expect(JSONReport.render(try report.judged(.standard), catalog: .standard, options: options) == expected)
        var written: [UInt8] = []
        ReportRenderer.write(try report.judged(.standard), catalog: .standard, format: .json, options: options) { (piece: UnsafeRawBufferPointer) in
            written.append(contentsOf: piece)
        }
        #expect(String(decoding: written, as: UTF8.self) == expected)
    }

    /// Results without findings or exceptions, and a report without results,
    /// close their brackets as the value tree does.
    @Test func emptyResultsAndReportsAreWrittenAsTheirValues() throws {
        var (report, options) = try Self.report()
        report.results = Array(report.results.prefix(3))
        report.results[1].findings = []
        for shape in [report.results, []] {
            report.results = shape
            let expected = JSONReport.value(try report.judged(.standard), catalog: .standard, options: options).prettyPrinted(concurrently: false)
            #expect(JSONReport.render(try report.judged(.standard), catalog: .standard, options: options) == expected)
        }
    }

    /// A failing output stops the writing, and its error is the one thrown.
    @Test func anOutputErrorStopsTheWriting() throws {
        struct Full: Error {}
        let (report, options) = try Self.report()
        var calls = 0
        #expect(throws: Full.self) {
            try ReportRenderer.write(try report.judged(.standard), catalog: .standard, format: .json, options: options) { (_: UnsafeRawBufferPointer) throws(Full) in
                calls += 1
                if calls == 2 { throw Full() }
            }
        }
        #expect(calls == 2)
        #expect(throws: Full.self) {
            try ReportRenderer.write(try report.judged(.standard), catalog: .standard, format: .text, options: options) { (_: UnsafeRawBufferPointer) throws(Full) in
                throw Full()
            }
        }
    }

    @Test func orderedChunksKeepInputOrder() {
        let numbers = Array(0..<1_000)
        let doubled = OrderedChunks.map(numbers, concurrently: true) { $0 * 2 }
        #expect(doubled == numbers.map { $0 * 2 })
        #expect(OrderedChunks.map([3, 1], concurrently: true, minimum: 2) { $0 + 1 } == [4, 2])
        #expect(OrderedChunks.map([Int](), concurrently: true) { $0 } == [])
    }
}

/// Documentation/Reports.md's call, copied verbatim (DocumentationSnippetCoverageTests keeps the two in step).
@Suite struct ReportsDocumentationSnippet {
    @Test func renderingFromCode() throws {
        let snapshot = AppSnapshot(Screen(name: "Checkout", Node(Element(role: .button, identifier: "pay"))))
        let verdict = try MCAG.evaluate(snapshot, AuditOptions(minimumImpact: .serious))
        let text = ReportRenderer.render(verdict, catalog: .standard, format: .sarif)
        #expect(text.contains("\"version\" : \"2.1.0\"") || text.contains("\"version\": \"2.1.0\""))
    }
}
