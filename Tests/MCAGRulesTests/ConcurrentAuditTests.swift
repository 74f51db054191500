import Foundation
import Testing
import MCAGBenchmarkSupport
import MCAGRules

@Suite struct ConcurrentAuditTests {
    private func encoded(_ report: AuditReport) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(report)
    }

    @Test func parallelAndSerialAuditsOfTwoHundredScreensAreIdentical() async throws {
        let snapshot = SyntheticApp.snapshot(elements: 200 * 40, screens: 200)
        #expect(snapshot.screens.count == 200)
        let audit = Audit(catalog: .standard)
        let serial = try audit.run(snapshot)
        let parallel = try await audit.runConcurrently(snapshot)
        #expect(try encoded(serial) == encoded(parallel))
        #expect(serial.results.count == Catalog.standard.requirements.count)
    }

    @Test func repeatedParallelAuditsAreDeterministic() async throws {
        let snapshot = SyntheticApp.snapshot(elements: 3_000, screens: 30)
        let audit = Audit(catalog: .standard)
        let first = try await audit.runConcurrently(snapshot)
        let second = try await audit.runConcurrently(snapshot)
        #expect(try encoded(first) == encoded(second))
    }
}
