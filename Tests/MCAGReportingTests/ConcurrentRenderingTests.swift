import Foundation
import MCAGImport
@testable import MCAGReporting
import MCAGRules
import Testing

/// The text and JSON reports group violations and build their element lines
/// and findings on every core when ``ReportOptions/rendersConcurrently`` is
/// set; the text must be the one a single thread writes.
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
        for format in [ReportFormat.text, .json] {
            let one = ReportRenderer.render(report, catalog: .standard, format: format, options: serial)
            let many = ReportRenderer.render(report, catalog: .standard, format: format, options: concurrent)
            #expect(one == many, "\(format)")
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
